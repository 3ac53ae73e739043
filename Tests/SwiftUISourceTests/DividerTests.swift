import Devices
import Layout
import Testing

/// A `Divider` keeps its thickness and direction under the modifiers the code gives it: in an
/// `HStack` it is a 1-pt vertical line however tall its frame makes it (brave-ios's Top News
/// drew `Divider().frame(height: 11)` as a 67-pt block beside the publisher's name).
@Suite struct DividerTests {
    static func rectangles(_ body: String) throws -> [Rect] {
        let laidOut = try LaidOutSource("""
            import SwiftUI
            struct Row: View {
                var body: some View {
                    \(body)
                }
            }
            """, path: "Row.swift")
        return laidOut.root.allNodes.filter { $0.name == "Rectangle" }.map(\.frame)
    }

    @Test func aFramedDividerInAnHStackIsAThinVerticalLine() throws {
        let frames = try Self.rectangles("HStack(spacing: 3) { Text(\"A\"); Divider().frame(height: 11); Text(\"The Independent\") }")
        #expect(frames.count == 1)
        #expect(frames.first?.width == 1, "\(frames)")
        #expect(frames.first?.height == 11, "\(frames)")
    }

    @Test func aPaddedDividerInAVStackIsAHorizontalLineInsideItsPadding() throws {
        let frames = try Self.rectangles("VStack { Text(\"A\"); Divider().padding(.horizontal, 8); Text(\"B\") }")
        #expect(frames.count == 1)
        #expect(frames.first?.height == 1, "\(frames)")
        #expect(frames.first.map { $0.width > 100 } == true, "it spans the slot less its padding: \(frames)")
    }

    /// A divider a `ForEach` makes between the columns of an `HStack` stands too (iVarsom's days
    /// were squeezed by flat dividers each taking a column's share of the width).
    @Test func aDividerFromAForEachInAnHStackStands() throws {
        let frames = try Self.rectangles("""
            HStack(spacing: 0) { ForEach(0..<3) { day in Text("MON").frame(maxWidth: .infinity); if day < 2 { Divider() } } }
            """)
        #expect(frames.count == 2)
        #expect(frames.allSatisfy { $0.width == 1 && $0.height > 10 }, "\(frames)")
    }
}

