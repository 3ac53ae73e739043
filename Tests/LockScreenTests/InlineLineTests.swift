import Devices
import Foundation
@testable import LockScreen
import Raster
import Rendering
import Testing

/// The inline widget continues the date line: its content is cut to the inline slot's width as
/// iOS cuts it ("…"), and a picture of the inline slot shows the whole line.
@Suite struct InlineLineTests {
    /// Every character 10 points wide, so that widths are easy to read.
    static func advance(_ text: String) -> Double { Double(text.count) * 10 }

    @Test func contentThatFitsIsKeptWhole() {
        let pieces: [InlineContent.Piece] = [.symbol("heart.fill", redacted: false), .text("72 BPM", redacted: false)]
        #expect(InlineContent.fitted(pieces, within: 200, space: 5, symbolWidth: 20, advance: Self.advance) == pieces)
    }

    @Test func theTextThatCrossesTheEdgeEndsInAnEllipsis() {
        let pieces: [InlineContent.Piece] = [.text("Qatar 2022 in 1466 days, 7 hours", redacted: false)]
        // 150 points hold 15 characters: 14 and the "…"; the space before the cut is dropped.
        #expect(InlineContent.fitted(pieces, within: 150, space: 5, symbolWidth: 20, advance: Self.advance)
                == [.text("Qatar 2022 in…", redacted: false)])
    }

    @Test func aPieceThatDoesNotFitAtAllCutsTheTextBeforeIt() {
        let pieces: [InlineContent.Piece] = [.text("Last Updated", redacted: false), .text("5:27 PM", redacted: false),
                                             .text("$10,000", redacted: false)]
        // 120 + 5 + 70 = 195 of 200 points; "$10,000" joins "5:27 PM" and the pair is cut to 75 points.
        #expect(InlineContent.fitted(pieces, within: 200, space: 5, symbolWidth: 20, advance: Self.advance)
                == [.text("Last Updated", redacted: false), .text("5:27 P…", redacted: false)])
    }

    @Test func aSymbolPastTheEdgeIsLeftOut() {
        let pieces: [InlineContent.Piece] = [.text("Rain at 5", redacted: false), .symbol("cloud.rain.fill", redacted: false)]
        #expect(InlineContent.fitted(pieces, within: 100, space: 5, symbolWidth: 20, advance: Self.advance)
                == [.text("Rain at 5", redacted: false)])
    }

    @Test func aLineDrawnInCharactersIsCutToTheSlotsColumns() {
        let inline = InlineContent(pieces: [.text("Qatar 2022 in 1466 days", redacted: false)])
        let line = DateLine().characters(date: "Thu 26", inline: inline, screenWidth: 100, inlineColumns: 10, centerY: 0, color: .white)
        #expect(line.runs.map(\.text).joined() == "Thu 26  Qatar 202…")
    }

    @Test func thePictureOfTheInlineSlotIsTheWholeDateLine() {
        let scene = LockScreenScene(device: DeviceCatalog.defaultDevice, theme: LockScreenFixtures.midnight,
                                    inline: LockScreenFixtures.widget("weather", .inline), bottom: [])
        let viewport = LockScreenFrames.viewport(.slot(0), scene: scene)
        #expect(viewport.x == 0 && viewport.width == scene.device.screen.width)
        #expect(viewport.height == scene.device.slots.inline.height + 2 * LockScreenFrames.viewportMargin)
    }
}
