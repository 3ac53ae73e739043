/// Which way up a screen is held. The iPhone Lock Screen is portrait only; the iPad Lock Screen
/// puts its widgets under the clock in portrait and in a column at the left in landscape.
public enum ScreenOrientation: String, Sendable, Hashable, CaseIterable {
    case portrait
    case landscape
}

/// The kind of screen: which families its Lock Screen shows and how it places them.
public enum DeviceIdiom: Sendable, Hashable {
    case phone
    case pad
    /// An iPhone in StandBy (`DeviceProfile.standBy`): two systemSmall widgets, no clock or date.
    case standBy
}
