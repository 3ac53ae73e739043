/// The text size a person chose in Settings > Display & Brightness > Text Size (and the larger
/// accessibility sizes), as SwiftUI's `DynamicTypeSize`: every text style's point size follows it.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The largest size a widget is drawn at is AX5 and the smallest Large: Apple's Human
    /// Interface Guidelines (Widgets, "Displaying text in widgets") say widgets support Dynamic
    /// Type from Large to AX5, so a person's smaller sizes draw a widget at Large.
    public static let widgetRange: ClosedRange<DynamicTypeSize> = .large ... .accessibility5

    /// The size when nobody chose one.
    public static let standard = DynamicTypeSize.large

    var index: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.index < b.index }

    /// True for the five accessibility sizes (`isAccessibilitySize`).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// A size by its SwiftUI name, or a shorter one: `xSmall`, `large`, `xxxLarge`, `accessibility3`,
    /// `ax3`; any case.
    public init?(name: String) {
        let key = name.lowercased()
        if let found = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) {
            self = found
        } else if key.hasPrefix("ax"), let number = Int(key.dropFirst(2)), (1...5).contains(number) {
            self = Self.allCases[Self.accessibility1.index + number - 1]
        } else {
            return nil
        }
    }

    /// UIKit's `UIContentSizeCategory` name of this size (SwiftUI's older `sizeCategory`).
    public var contentSizeCategory: String {
        ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge", "accessibilityMedium",
         "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"][index]
    }

    /// `style`'s point size at this size: Apple's Human Interface Guidelines, Typography,
    /// "iOS, iPadOS Dynamic Type sizes" and "larger accessibility type sizes" (three dated
    /// copies of the page agree; the sizes match an iOS 13.3 Simulator's, temoki/UIKit_DynamicType).
    public func pointSize(of style: TextStyle) -> Double {
        Self.pointSizes[style]![index]
    }

    /// Point sizes by text style, xSmall to accessibility5 (docs/languages.md).
    static let pointSizes: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// `value` scaled as `@ScaledMetric` scales it: by how much `style`'s size (body unless the
    /// code names another) grows from Large to this size.
    public func scaled(_ value: Double, relativeTo style: TextStyle = .body) -> Double {
        value * pointSize(of: style) / Self.large.pointSize(of: style)
    }
}
