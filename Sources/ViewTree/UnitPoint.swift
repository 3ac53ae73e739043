/// A point in a view's frame as fractions of its size, SwiftUI's `UnitPoint`: (0, 0) is the
/// top-leading corner, (1, 1) the bottom-trailing one. Scale and rotation effects turn about it.
public struct UnitPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)

    /// SwiftUI's named points (`.topLeading`, `.center`, …), from the nine alignments' names.
    public init?(name: String) {
        guard let alignment = Alignment(name: name) else { return nil }
        let fraction: [HorizontalAlignment: Double] = [.leading: 0, .center: 0.5, .trailing: 1]
        let vertical: [VerticalAlignment: Double] = [.top: 0, .center: 0.5, .bottom: 1]
        guard let x = fraction[alignment.horizontal], let y = vertical[alignment.vertical] else { return nil }
        self.init(x: x, y: y)
    }
}
