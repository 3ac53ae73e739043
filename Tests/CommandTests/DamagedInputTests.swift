import Foundation
import Testing

/// Inputs the fuzzer found mishandled (issue 14, findings 6–8), minimised: damaged PNGs as
/// wallpapers and images, control characters in names and keys, and errors that had no position.
@Suite struct DamagedInputTests {
    /// A folder of files for one test, removed afterwards.
    final class Scratch {
        let folder: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("damaged-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        @discardableResult
        func write(_ name: String, _ text: String) throws -> String {
            try write(name, Data(text.utf8))
        }

        @discardableResult
        func write(_ name: String, _ data: Data) throws -> String {
            let url = folder.appendingPathComponent(name)
            try data.write(to: url)
            return url.path
        }

        func theme(named name: String, wallpaper: String) throws -> String {
            try write("\(name).yaml", "title: Test\nwallpaper:\n  image: \(wallpaper)\nclock: \"#FFFFFF\"\n")
        }
    }

    static let albumArt = CommandRunner.repository.appendingPathComponent("sample-widgets/album-art.png")

    /// The sample PNG with one byte of its image data flipped: the IDAT chunk's checksum fails.
    static func flippedImageData() throws -> Data {
        var bytes = [UInt8](try Data(contentsOf: albumArt))
        let idat = try #require(bytes.indices.first { Array(bytes[$0..<$0 + 4]) == Array("IDAT".utf8) })
        bytes[idat + 6] ^= 0xFF
        return Data(bytes)
    }

    /// A PNG whose chunks are all well formed, with checksums that hold, but whose image data is
    /// not a deflate stream: only decoding finds the damage.
    static func undecodableImageData() throws -> Data {
        let original = [UInt8](try Data(contentsOf: albumArt))
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            let crc = checksum(body)
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
        }
        func checksum(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
            }
            return ~crc
        }
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        let signatureAndHeader = Array(original[0..<33])
        return Data(signatureAndHeader + chunk("IDAT", [0x78, 0x9C] + [UInt8](repeating: 0xFF, count: 40)) + chunk("IEND", []))
    }

    // Finding 6: damaged wallpapers and images.

    @Test func aDamagedWallpaperIsAPositionedErrorWhereTheThemeNamesIt() throws {
        let scratch = try Scratch()
        try scratch.write("broken.png", try Self.flippedImageData())
        let theme = try scratch.theme(named: "broken", wallpaper: "broken.png")
        let output = try CommandRunner.run(["render", "--lockscreen", "--theme", theme, "-o", scratch.folder.appendingPathComponent("out.ans").path])
        #expect(output.status == 65)
        #expect(!output.stderr.contains("Usage"))
        #expect(output.stderr == """
            \(theme):3:10: error: 'broken.png' is a damaged PNG: chunk 'IDAT' at byte 33 fails its checksum; export the image again
              image: broken.png
                     ^

            """)
    }

    @Test func aWallpaperThatOnlyDecodingFindsDamagedNamesTheImage() throws {
        let scratch = try Scratch()
        let png = try scratch.write("undecodable.png", try Self.undecodableImageData())
        let theme = try scratch.theme(named: "undecodable", wallpaper: "undecodable.png")
        let output = try CommandRunner.run(["render", "--lockscreen", "--theme", theme, "-o", scratch.folder.appendingPathComponent("out.ans").path])
        #expect(output.status == 65)
        #expect(output.stderr.hasPrefix("\(png): error: cannot draw the wallpaper of theme 'undecodable': damaged PNG"), "\(output.stderr)")
        #expect(!output.stderr.contains("Usage"))
    }

    @Test func validateReadsTheArrangementsThemeAndItsWallpaper() throws {
        let scratch = try Scratch()
        try scratch.write("broken.png", try Self.flippedImageData())
        _ = try scratch.theme(named: "broken", wallpaper: "broken.png")
        _ = try scratch.theme(named: "absent", wallpaper: "absent.png")
        let arrangements: [(theme: String, message: String)] = [
            ("broken.yaml", "'broken.png' is a damaged PNG"),
            ("absent.yaml", "cannot read image 'absent.png'"),
            (CommandRunner.repository.appendingPathComponent("sample-widgets/weather.yaml").path, "this is a widget file, not a theme"),
        ]
        for (index, arrangement) in arrangements.enumerated() {
            let path = try scratch.write("a\(index).arrangement.yaml", "theme: \(arrangement.theme)\n")
            let output = try CommandRunner.run(["validate", path])
            #expect(output.status == 65, "\(arrangement.theme): \(output.stdout)")
            #expect(output.stdout.isEmpty, "\(arrangement.theme) is not ok")
            #expect(output.stderr.hasPrefix("\(path):1:8: error: theme '"), "\(output.stderr)")
            #expect(output.stderr.contains(arrangement.message), "\(output.stderr)")
        }
    }

    @Test func anArrangementNamingAPictureAsItsThemeIsToldToWriteATheme() throws {
        let scratch = try Scratch()
        let path = try scratch.write("picture.arrangement.yaml", "theme: dusk-lake.png\n")
        let output = try CommandRunner.run(["validate", path])
        #expect(output.status == 65)
        #expect(output.stderr.hasPrefix("\(path):1:8: error: unknown theme 'dusk-lake.png'; a theme is a YAML file"), "\(output.stderr)")
    }

    @Test func aDamagedImageInAWidgetIsReportedByValidate() throws {
        let scratch = try Scratch()
        try scratch.write("art.png", try Self.flippedImageData())
        let widget = try scratch.write("art.yaml", "format: 1\nname: Art\nfamilies: [circular]\nview:\n  Image: { file: art.png }\n")
        let output = try CommandRunner.run(["validate", widget])
        #expect(output.status == 65)
        #expect(output.stderr.hasPrefix("\(widget):5:18: error: 'art.png' is a damaged PNG"), "\(output.stderr)")
    }

    // Finding 7: control characters from the input never reach the terminal raw.

    @Test func escapesInANameAreShownEscapedOnTheOkLine() throws {
        let scratch = try Scratch()
        let widget = try scratch.write("bell.yaml", "format: 1\nname: \"Bell\\a\\e[31m\"\nfamilies: [circular]\nview:\n  Text: hi\n")
        let output = try CommandRunner.run(["validate", widget])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "\(widget): ok: \"Bell\\u{7}\\u{1B}[31m\" (circular); 1 entry, 1 view\n")
    }

    @Test func escapesInAKeyAreShownEscapedInTheMessage() throws {
        let scratch = try Scratch()
        let widget = try scratch.write("key.yaml", "format: 1\nname: Key\nfamilies: [circular]\n\"\\e]0;title\\a\": 1\nview:\n  Text: hi\n")
        let output = try CommandRunner.run(["validate", widget])
        #expect(output.status == 65)
        #expect(output.stderr.hasPrefix("\(widget):4:1: error: unknown key '\\u{1B}]0;title\\u{7}' in the top level"), "\(output.stderr)")
        #expect(!output.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    // Finding 8: positions for errors that have one.

    @Test func aRawControlCharacterIsAnErrorAtItsPositionWithTheLineEscaped() throws {
        let scratch = try Scratch()
        let widget = try scratch.write("raw.yaml", "format: 1\nname: X\u{1B}[31m\nfamilies: [circular]\nview:\n  Text: hi\n")
        let output = try CommandRunner.run(["validate", widget])
        #expect(output.status == 65)
        #expect(output.stderr == """
            \(widget):2:8: error: control character U+001B is not allowed in YAML text; in a double-quoted string write it as the escape "\\u001B"
            name: X\\u{1B}[31m
                   ^

            """)
    }

    @Test func aFileWithoutADocumentPointsAtItsStart() throws {
        let scratch = try Scratch()
        let widget = try scratch.write("comments.yaml", "# only a comment\n")
        let output = try CommandRunner.run(["validate", widget])
        #expect(output.status == 65)
        #expect(output.stderr.hasPrefix("\(widget):1:1: error: the file holds no YAML document"), "\(output.stderr)")
    }

    @Test func aFamilyTheWidgetLacksPointsAtItsFamilies() throws {
        let output = try CommandRunner.run(["render", "sample-widgets/battery.yaml", "--family", "inline"])
        #expect(output.status == 65)
        #expect(output.stderr == """
            sample-widgets/battery.yaml:7:1: error: 'Batteries' does not support the inline family; it supports circular, rectangular, as its 'families' says
            families: [circular, rectangular]
            ^

            """)
    }

    // The fuzzer's long pass (2026-11-25): a trap, a hang and a usage banner, minimised.

    @Test func aMomentCenturiesAwayIsDrawnNotATrap() throws {
        let scratch = try Scratch()
        let widget = try scratch.write("far.yaml", """
            format: 1
            name: Far
            families: [rectangular]
            entries:
              - { when: "+PT99999999999999999999H" }
            view:
              VStack:
                - Text: { date: when, style: relative }
                - Text: { date: when, style: timer }
            """)
        let output = try CommandRunner.run(["render", widget, "-o", scratch.folder.appendingPathComponent("far.ans").path])
        #expect(output.status == 0, "\(output.stderr)")
    }

    @Test func thousandsOfMistakesOnOneLineShowTheFirstHundred() throws {
        let scratch = try Scratch()
        let modifiers = (0..<4000).map { "m\($0): 1" }.joined(separator: ", ")
        let widget = try scratch.write("many.yaml", "format: 1\nname: Many\nfamilies: [circular]\nview: {Text: x, \(modifiers)}\n")
        let output = try CommandRunner.run(["validate", widget])
        #expect(output.status == 65)
        let lines = output.stderr.split(separator: "\n")
        #expect(lines.filter { $0.contains(": error: unknown modifier") }.count == 100)
        #expect(lines.last == "\(widget): note: 3900 more problems are not shown; fix the ones above first")
    }

    @Test func aDamagedWallpaperBehindOneWidgetIsAPositionedError() throws {
        let scratch = try Scratch()
        let png = try scratch.write("undecodable.png", try Self.undecodableImageData())
        let theme = try scratch.theme(named: "undecodable", wallpaper: "undecodable.png")
        let output = try CommandRunner.run(["render", "sample-widgets/weather.yaml", "--theme", theme,
                                            "-o", scratch.folder.appendingPathComponent("out.ans").path])
        #expect(output.status == 65)
        #expect(output.stderr.hasPrefix("\(png): error: cannot draw the wallpaper of theme 'undecodable'"), "\(output.stderr)")
    }
}
