/// The Lock Screen's two bottom-corner buttons (the flashlight and the camera, or the controls
/// that replace them): where their discs sit and how iOS draws them, in points.
public struct CornerButtons: Sendable, Hashable {
    /// The disc's diameter.
    public var diameter: Double
    /// From the screen's side to the disc's centre.
    public var inset: Double
    /// From the screen's bottom edge up to the disc's centre.
    public var bottomOffset: Double
    /// iOS 26's glass: a darker disc with a bright rim and larger glyphs.
    public var isGlass: Bool
    /// The flashlight glyph's height; the camera's and a control's symbol follow from it.
    public var glyphHeight: Double

    /// iOS 16–18: discs about 50 pt across, their centres 78 pt in from the sides and 83 above
    /// the bottom (813 of 896 on 414×896, shared/reference/ios-lockscreens), a 22-pt flashlight.
    public static let solid = CornerButtons(diameter: 50, inset: 78, bottomOffset: 83, isGlass: false, glyphHeight: 22)
    /// iOS 26, measured on a real Lock Screen (its-me-anoop/Sipli's App Store screenshot, 440×956,
    /// docs/lockscreen.md): the glass discs 57.7 pt across inside their 1-pt rim (59 outside it),
    /// centres 83 pt in from each side and 87.2 above the bottom; the flashlight glyph 31.7 pt tall
    /// (13 wide), the camera 25.3 × 20.
    public static let glass = CornerButtons(diameter: 59, inset: 83, bottomOffset: 87.2, isGlass: true, glyphHeight: 31.7)
}
