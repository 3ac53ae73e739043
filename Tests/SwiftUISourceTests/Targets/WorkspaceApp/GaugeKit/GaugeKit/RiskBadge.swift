import SwiftUI

public struct RiskBadge: View {
    let level: Int
    public init(level: Int) { self.level = level }
    public var body: some View {
        Text("\(level)/5")
    }
}
