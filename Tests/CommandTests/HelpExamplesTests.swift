import Foundation
import Testing

/// `--help` examples are commands to copy: at 80 columns none is broken mid-command (a long one
/// is continued with a backslash, as a shell takes it).
@Suite struct HelpExamplesTests {
    @Test(arguments: ["", "preview", "validate", "check", "render", "layout", "devices", "themes"])
    func examplesFitEightyColumns(_ command: String) throws {
        let output = try CommandRunner.run(["help"] + (command.isEmpty ? [] : [command]), environment: ["COLUMNS": "80"])
        let lines = output.stdout.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Examples:") }) else { return }
        var previous = ""
        for line in lines[(start + 1)...].prefix(while: { !$0.isEmpty }) {
            let continues = previous.hasSuffix("\\") && line.hasPrefix("      ")
            #expect(line.hasPrefix("  lockscreen-tui") || continues, "help \(command): '\(line)' is a broken example")
            #expect(line.count <= 80, "help \(command): '\(line)' is wider than 80 columns")
            previous = line
        }
    }
}
