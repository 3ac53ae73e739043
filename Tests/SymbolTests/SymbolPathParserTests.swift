import Raster
@testable import Symbols
import Testing

/// The compact path syntax: what it accepts, and that bad text gives nil, never a trap.
@Suite struct SymbolPathParserTests {
    @Test func readsEveryCommand() throws {
        let path = try #require(SymbolPathParser.parse("M 1 2 L 3 4 H 5 V 6 Q 7 8 9 10 C 11 12 13 14 15 16 Z"))
        #expect(path.elements == [
            .move(to: PixelPoint(x: 1, y: 2)), .line(to: PixelPoint(x: 3, y: 4)), .line(to: PixelPoint(x: 5, y: 4)),
            .line(to: PixelPoint(x: 5, y: 6)),
            .quadCurve(to: PixelPoint(x: 9, y: 10), control: PixelPoint(x: 7, y: 8)),
            .cubicCurve(to: PixelPoint(x: 15, y: 16), control1: PixelPoint(x: 11, y: 12),
                        control2: PixelPoint(x: 13, y: 14)),
            .close,
        ])
    }

    @Test func repeatedCommandsMayDropTheirLetter() {
        let explicit = SymbolPathParser.parse("M 0 0 L 10 0 L 10 10 Z")
        #expect(SymbolPathParser.parse("M 0 0 10 0 10 10 Z") == explicit)
        #expect(SymbolPathParser.parse("M0,0L10,0,10,10Z") == explicit)
        #expect(SymbolPathParser.parse("M 0 0\n  L 10 0\tL 10 10 Z") == explicit)
    }

    @Test func readsSignsFractionsAndExponents() throws {
        let path = try #require(SymbolPathParser.parse("M -1.5,.5 L 1e1 -2E-1 L +3. 4"))
        #expect(path.elements == [.move(to: PixelPoint(x: -1.5, y: 0.5)), .line(to: PixelPoint(x: 10, y: -0.2)),
                                  .line(to: PixelPoint(x: 3, y: 4))])
    }

    @Test func emptyTextIsAnEmptyPath() {
        #expect(SymbolPathParser.parse("")?.isEmpty == true)
        #expect(SymbolPathParser.parse("  ,  ")?.isEmpty == true)
    }

    @Test(arguments: [
        "L 1 2", "H 3", "Z", "M 1", "M 1 2 L x 3", "M 1 2 A 1 1 0 0 1 2 2", "m 1 2", "M 1 2 l 3 4", "M 1 2 Z 3 4",
        "M 1e999 0", "M 1 2 L 3 4 -", "M . 2", "M 1 2 C 1 2 3", "M 1 2 L 3 4 5", "M nan 1", "M 1 2 L 3 4 é",
        "M 1 2 --3 4", "M 1 2 L 3e 4",
    ])
    func rejectsMalformedText(text: String) {
        #expect(SymbolPathParser.parse(text) == nil)
    }

    @Test func neverTrapsOnGarbage() {
        let alphabet = Array("MLHVQCZmlzA0123456789.-+eE ,\n")
        var generator = SplitMix(seed: 7)
        for _ in 0..<3000 {
            let length = Int(generator.next() % 40)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            _ = SymbolPathParser.parse(text)
        }
    }
}

/// A small deterministic generator for the garbage test.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
