import Foundation
import Testing
import ViewTree
import WidgetFormat

/// Theme files: the project's themes, and what each key of the format becomes.
@Suite struct ThemeDecodingTests {
    static let catalog = ThemeCatalog(folder: Fixtures.repository.appendingPathComponent("themes").path)

    static func decode(_ text: String) throws -> Theme {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theme-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sample.yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = ThemeLoader.load(path: file.path)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        return try #require(result.theme)
    }

    @Test func theProjectHasTheRequiredThemesAndAllLoad() throws {
        #expect(Self.catalog.names.count >= 6)
        #expect(Self.catalog.names.contains(ThemeCatalog.defaultName))
        var kinds: [String] = []
        for name in Self.catalog.names {
            let result = Self.catalog.load(name)
            #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
            let theme = try #require(result.theme)
            #expect(theme.name == name)
            kinds.append(theme.wallpaper.kind)
        }
        #expect(kinds.contains("image") && kinds.contains("gradient"))
        #expect(try Self.catalog.names.contains { try #require(Self.catalog.load($0).theme).tint != nil })
    }

    @Test func gradientStopsWithoutLocationsSpreadEvenlyBetweenKnownOnes() throws {
        let theme = try Self.decode("""
        title: Spread
        wallpaper:
          gradient:
            stops: ["#000000", { at: 0.2, color: red }, blue, green, "#FFFFFF"]
        """)
        guard case .gradient(let gradient) = theme.wallpaper else { Issue.record("not a gradient"); return }
        #expect(gradient.angle == WallpaperGradient.defaultAngle)
        let locations = gradient.stops.map { ($0.location * 1000).rounded() / 1000 }
        #expect(locations == [0, 0.2, 0.467, 0.733, 1])
        #expect(gradient.stops[0].color == RGBA(hex: 0x000000))
    }

    @Test func everyKeyIsRead() throws {
        let theme = try Self.decode("""
        title: Everything
        summary: One of each.
        wallpaper:
          gradient:
            angle: 90
            stops: [black, white]
            glows: [ { x: 0.5, y: 0.25, radius: 0.6, color: { color: orange, opacity: 0.5 } } ]
        clock: "#FFEEDD"
        tint: "#FF8FA8"
        accent: mint
        """)
        #expect(theme.name == "sample" && theme.title == "Everything" && theme.summary == "One of each.")
        #expect(theme.clockColor == RGBA(hex: 0xFFEEDD))
        #expect(theme.tint == RGBA(hex: 0xFF8FA8))
        #expect(theme.accent == NamedColors.color(named: "mint").map { $0.resolved(primary: .white, accent: .white) })
        guard case .gradient(let gradient) = theme.wallpaper else { Issue.record("not a gradient"); return }
        #expect(gradient.angle == 90)
        #expect(gradient.glows.count == 1)
        #expect(abs(gradient.glows[0].color.alpha - 0.5) < 1e-9)
    }

    @Test func theClocksTypefaceAndWeightAreRead() throws {
        let theme = try Self.decode("title: Serif\nwallpaper: { gradient: { stops: [black] } }\nclock-font: serif\nclock-weight: 0.25\nclock-numerals: devanagari")
        #expect(theme.clockTypeface == .serif && theme.clockNumerals == .devanagari)
        #expect(theme.clockWeight == 0.25)
        #expect(theme.tint == nil, "a theme's clock keys leave its tint alone")
        let plain = try Self.decode("title: Plain\nwallpaper: { gradient: { stops: [black] } }")
        #expect(plain.clockTypeface == .standard && plain.clockWeight == nil && plain.clockNumerals == nil)
    }

    @Test func numeralsWriteEachDigitInTheirScript() {
        #expect(ClockNumerals.western.writing("10:01") == "10:01")
        #expect(ClockNumerals.arabicIndic.writing("10:01") == "\u{0661}\u{0660}:\u{0660}\u{0661}")
        #expect(ClockNumerals.devanagari.writing("9:41") == "\u{096F}:\u{096A}\u{0967}")
    }

    @Test func defaultsWhenOnlyTitleAndWallpaperAreGiven() throws {
        let plain = try Self.decode("title: Plain\nwallpaper: { gradient: { stops: [black] } }")
        #expect(plain.clockColor == Theme.defaultClockColor)
        #expect(plain.tint == nil)
        #expect(plain.accent == Theme.defaultAccent)
        let tinted = try Self.decode("title: Tinted\nwallpaper: { gradient: { stops: [black] } }\ntint: \"#FF0000\"")
        #expect(tinted.accent == RGBA(hex: 0xFF0000), "the accent follows the tint when not given")
    }

    @Test func imageWallpaperResolvesBesideTheThemeFile() throws {
        let result = Self.catalog.load("dusk-lake")
        let theme = try #require(result.theme)
        guard case .image(let path) = theme.wallpaper else { Issue.record("not an image"); return }
        #expect(path.hasSuffix("themes/dusk-lake.png"))
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func unknownNameSuggestsTheNearestTheme() {
        let result = Self.catalog.load("auroa")
        #expect(result.theme == nil)
        #expect(result.renderedDiagnostics == ["auroa: error: unknown theme 'auroa'; did you mean 'aurora'?"])
        #expect(result.exitStatus == .cannotRead)
    }

    @Test func themeGivenByPathLoadsThatFile() throws {
        let path = Fixtures.repository.appendingPathComponent("themes/paper.yaml").path
        #expect(try #require(Self.catalog.load(path).theme).name == "paper")
    }
}
