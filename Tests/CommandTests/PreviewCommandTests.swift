import Testing

@Suite struct PreviewCommandTests {
    @Test func withoutATerminalItPointsToRender() throws {
        let result = try CommandRunner.run([], environment: ["TERM": "xterm-256color"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("must be a terminal"))
        #expect(result.stderr.contains("render --lockscreen"))
    }

    @Test func aDumbTerminalIsRefusedTheSameWay() throws {
        let result = try CommandRunner.run(["preview"], environment: ["TERM": "dumb"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("render --lockscreen"))
    }

    @Test func helpListsTheKeys() throws {
        let result = try CommandRunner.run(["help", "preview"])
        for key in ["m ", "p ", "l ", "d / D", "t ", "z ", "Tab / arrows", "Enter", "e ", "r ", "q / Esc", "--export-dir"] {
            #expect(result.stdout.contains(key), "help lacks \(key)")
        }
    }

    @Test func scaleIsRefusedAndNotOffered() throws {
        let result = try CommandRunner.run(["--scale", "2"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--scale"))
        let help = try CommandRunner.run(["help", "preview"])
        #expect(!help.stdout.contains("--scale"), "help preview offers an option preview refuses")
    }
}
