/// A line drawn along text: `.underline()` below it, `.strikethrough()` through it (SwiftUI's
/// `Text.LineStyle`). Drawn solid in `color`, or in the text's own colour when nil; SwiftUI's
/// dotted and dashed patterns are drawn solid (said where they are written).
public struct TextLineStyle: Sendable, Hashable {
    public var color: ColorValue?

    public init(color: ColorValue? = nil) {
        self.color = color
    }
}
