/// The direction a view's layout runs, as SwiftUI's `LayoutDirection`: right to left mirrors
/// stacks, alignments and padding, and sets text's paragraph direction. The locale gives it
/// (Arabic and Hebrew run right to left); `.environment(\.layoutDirection, …)` sets it for a subtree.
public enum LayoutDirection: String, Sendable, Hashable {
    case leftToRight, rightToLeft
}
