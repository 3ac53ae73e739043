import Testing
@testable import lockscreen_tui

/// Which command lines load fontconfig while they are parsed: those that draw text, and not the
/// ones that never look a font up (loading it would be work thrown away).
@Suite struct FontPreloadingTests {
    @Test func commandsThatDrawLoadFontsAhead() {
        for arguments in [[], ["sample-widgets/weather.swift"], ["--theme", "aurora"], ["preview", "x.yaml"],
                          ["render", "x.yaml", "-o", "x.png"], ["render", "--lockscreen"], ["check", "sample-widgets"]] {
            #expect(FontPreloading.drawsText(arguments), "\(arguments)")
        }
    }

    @Test func commandsThatDrawNothingLoadNothing() {
        for arguments in [["--version"], ["-h"], ["render", "--help"], ["help", "render"], ["validate", "x.yaml"],
                          ["layout", "x.yaml", "--family", "circular"], ["devices"], ["themes"],
                          ["render", "x.yaml", "--version"], ["--generate-completion-script", "bash"]] {
            #expect(!FontPreloading.drawsText(arguments), "\(arguments)")
        }
    }
}
