import Foundation
import Images
import Testing

/// `render … -o FILE.png` and `--format png`: the device's own pixels, or the cells as the
/// terminal shows them, run as a user runs them and decoded with libpng.
@Suite struct PNGCommandTests {
    static let moment = ["--time", "9:41", "--date", "2026-06-08"]

    static func freshFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A theme of one flat colour, so that the wallpaper behind the content is known exactly.
    static func flatTheme(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("flat.yaml").path
        try """
        title: Flat
        summary: One colour, for tests.
        wallpaper:
          gradient:
            angle: 180
            stops: ["#204060", "#204060"]
        clock: "#F2FFFA"
        accent: "#5CF2B8"
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func pixel(_ image: BitmapImage, _ x: Int, _ y: Int) -> [UInt8] {
        let start = 4 * (y * image.width + x)
        return Array(image.rgba[start..<start + 4])
    }

    static func isLight(_ image: BitmapImage, _ x: Int, _ y: Int) -> Bool {
        let p = pixel(image, x, y)
        return Int(p[0]) + Int(p[1]) + Int(p[2]) > 600
    }

    @Test func theLockScreenIsWrittenAtTheDevicesOwnPixels() throws {
        let folder = try Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("lockscreen.png")
        let output = try CommandRunner.run(["render", "--lockscreen", "--theme", try Self.flatTheme(in: folder), "-o", file.path] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.isEmpty)
        let image = try BitmapImage.read(path: file.path)
        #expect(image.width == 1179 && image.height == 2556, "the 15 Pro is 393×852 points at @3x")

        // The wallpaper behind the content is the theme's colour, exactly.
        #expect(Self.pixel(image, image.width / 2, image.height * 6 / 10) == [0x20, 0x40, 0x60, 255])
        #expect(Self.pixel(image, 60, image.height / 2) == [0x20, 0x40, 0x60, 255])

        // The clock's light ink is one band of rows between the date line and the widget row:
        // on the 15 Pro its digits stand about 70 points (210 pixels) tall, about 120–190 points down.
        let rows = (0..<700).filter { y in stride(from: 200, to: 980, by: 2).contains { Self.isLight(image, $0, y) } }
        var runs: [ClosedRange<Int>] = []
        for y in rows {
            if let last = runs.last, last.upperBound == y - 1 { runs[runs.count - 1] = last.lowerBound...y } else { runs.append(y...y) }
        }
        let clock = try #require(runs.max { $0.count < $1.count })
        #expect(clock.count >= 180, "the clock's digits are tall: \(clock)")
        #expect(clock.lowerBound >= 330 && clock.upperBound <= 620, "the clock sits where the 15 Pro's does: \(clock)")
        #expect(runs.contains { $0.upperBound < clock.lowerBound }, "the date line is drawn as pixels above the clock")
    }

    @Test func oneWidgetIsWrittenAtTheDevicesOwnPixelsWithItsTextFromTheFont() throws {
        let folder = try Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("stocks.png")
        let output = try CommandRunner.run(["render", "sample-widgets/stocks.yaml", "--family", "rectangular", "--mode", "fullColor",
                                            "--format", "png", "-o", file.path] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        let image = try BitmapImage.read(path: file.path)
        #expect(image.width == 480 && image.height == 216, "a 160×72 point slot at @3x")
        // Text is anti-aliased ink, not one flat colour per 10×20 cell: many distinct greys.
        let greys = Set(stride(from: 0, to: image.rgba.count, by: 4).map { image.rgba[$0] })
        #expect(greys.count > 40)
    }

    @Test func aCellSizeOptionWritesWhatTheTerminalShows() throws {
        let folder = try Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cells.png")
        let arguments = ["render", "sample-widgets/stocks.yaml", "--family", "rectangular", "--width", "60"] + Self.moment
        let png = try CommandRunner.run(arguments + ["--format", "png", "-o", file.path])
        #expect(png.status == 0, "\(png.stderr)")
        let cells = try CommandRunner.run(arguments + ["--format", "cells"])
        #expect(cells.status == 0, "\(cells.stderr)")
        let grid = try CellsText(cells.stdout)
        let image = try BitmapImage.read(path: file.path)
        #expect(image.width == grid.columns * 10 && image.height == grid.rows * 20, "\(image.width)×\(image.height) for \(grid.columns)×\(grid.rows) cells")

        // Every pixel cell is its two colours, top half and bottom half.
        var checked = 0
        for row in 0..<grid.rows {
            for column in 0..<grid.columns where !grid.text[row].contains(column) {
                let top = Self.pixel(image, column * 10 + 5, row * 20 + 5)
                let bottom = Self.pixel(image, column * 10 + 5, row * 20 + 15)
                #expect(Array(top.prefix(3)) == grid.foreground[row][column], "row \(row) column \(column) top")
                #expect(Array(bottom.prefix(3)) == grid.background[row][column], "row \(row) column \(column) bottom")
                checked += 1
            }
        }
        #expect(checked > grid.columns * grid.rows / 2)
    }

    @Test func theLockScreenWithAWidthIsItsCellsTenByTwentyPixelsEach() throws {
        let folder = try Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cells.png")
        let output = try CommandRunner.run(["render", "--lockscreen", "--width", "60", "--height", "40", "-o", file.path] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        let image = try BitmapImage.read(path: file.path)
        #expect(image.width == 600 && image.height == 800)
    }

    @Test func aMissingFolderIsNamedAndNothingIsWritten() throws {
        let output = try CommandRunner.run(["render", "--lockscreen", "-o", "no-such-shots/x.png"] + Self.moment)
        #expect(output.status != 0)
        #expect(output.stderr.contains("no-such-shots/x.png: error: cannot write the picture: the folder 'no-such-shots' does not exist"), "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: CommandRunner.repository.appendingPathComponent("no-such-shots").path))
    }

    @Test func aPNGIsNotWrittenToATerminal() throws {
        let script = try #require(Self.executable(named: "script"), "util-linux's script gives the command a terminal")
        let process = Process()
        process.executableURL = script
        let command = "'\(CommandRunner.binary.path)' render --lockscreen --format png --time 9:41 --date 2026-06-08"
        process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
        process.currentDirectoryURL = CommandRunner.repository
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus != 0)
        #expect(text.contains("-o FILE.png"), "\(text)")
        #expect(!text.contains("PNG\r\n"), "no PNG bytes reached the terminal")
    }

    static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
