import Devices
import Layout
import Testing

/// `LazyVGrid` and `LazyHGrid` lay their cells out as SwiftUI does, row by row across the
/// columns (column by column down the rows), `.flexible()` tracks sharing the space and
/// `.fixed(n)` ones `n` points (tigrastov/Busy's calendar was a placeholder: "'LazyVGrid' is not
/// declared in the files read").
@Suite struct LazyGridTests {
    static func texts(_ body: String) throws -> (frames: [String: Rect], messages: [String]) {
        let laidOut = try LaidOutSource("""
            import SwiftUI
            struct Days: View {
                var body: some View {
                    \(body)
                }
            }
            """, path: "Days.swift")
        var frames: [String: Rect] = [:]
        for node in laidOut.root.allNodes { if let text = node.text?.string { frames[text] = node.frame } }
        return (frames, laidOut.result.diagnostics.map(\.message))
    }

    @Test func aVerticalGridFillsEachRowAcrossItsFlexibleColumns() throws {
        let laidOut = try Self.texts("""
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3), spacing: 4) {
                ForEach(1...6, id: \\.self) { day in Text("\\(day)") }
            }
            """)
        let frames = laidOut.frames
        #expect(laidOut.messages.isEmpty, "\(laidOut.messages)")
        let one = try #require(frames["1"]), two = try #require(frames["2"]), four = try #require(frames["4"])
        #expect(one.y == two.y, "1 and 2 share a row: \(frames)")
        #expect(abs(centreX(four) - centreX(one)) < 0.01, "4 starts the second row under 1: \(frames)")
        #expect(four.y > one.maxY, "\(frames)")
        // Three equal columns across the 146-pt content with SwiftUI's 8-pt spacing: centres 44.7 pt apart.
        #expect(abs((centreX(two) - centreX(one)) - (146 + 8) / 3) < 0.5, "\(frames)")
    }

    @Test func aHorizontalGridFillsEachColumnDownItsFixedRows() throws {
        let frames = try Self.texts("""
            LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))]) {
                ForEach(1...4, id: \\.self) { day in Text("\\(day)") }
            }
            """).frames
        let one = try #require(frames["1"]), two = try #require(frames["2"]), three = try #require(frames["3"])
        #expect(abs(centreX(one) - centreX(two)) < 0.01, "1 and 2 share a column: \(frames)")
        #expect(abs(centreY(three) - centreY(one)) < 0.01, "3 starts the second column beside 1: \(frames)")
        #expect(abs((centreY(two) - centreY(one)) - (20 + 8)) < 0.5, "20-pt rows 8 pt apart: \(frames)")
    }
}

private func centreX(_ rect: Rect) -> Double { rect.x + rect.width / 2 }
private func centreY(_ rect: Rect) -> Double { rect.y + rect.height / 2 }

extension LazyGridTests {
    /// A `.flexible()` column is never narrower than its 10-pt minimum: seven of them in a 48-pt
    /// space overflow it, as in SwiftUI, rather than shrink to nothing (Busy's calendar in a ring).
    @Test func flexibleColumnsKeepTheirMinimum() throws {
        let frames = try Self.texts("""
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 7)) {
                ForEach(1...7, id: \\.self) { day in Text("\\(day)").font(.system(size: 8)) }
            }
            .frame(width: 48)
            """).frames
        let one = try #require(frames["1"]), seven = try #require(frames["7"])
        #expect(abs((centreX(seven) - centreX(one)) - 6 * (10 + 8)) < 0.5, "10-pt columns 8 pt apart: \(frames)")
    }
}
