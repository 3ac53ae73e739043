import Foundation

/// A direct-colour terminfo entry compiled at run time with `tic -x`, for terminals that show
/// 24-bit colour although `$TERM`'s entry offers 256 (`xterm-256color`, `tmux-256color`):
/// the `*-direct` entries live in Debian's `ncurses-term`, which a base system lacks.
///
/// The entry adds `RGB`, `colors#0x1000000`, `pairs#0x10000` and semicolon-form
/// `setaf`/`setab` to `use=$TERM`, so keys and everything else still come from the real entry.
public struct PrivateTerminfo {
    /// The folder to point `TERMINFO` at.
    public let directory: URL
    /// The entry's name, for `newterm`.
    public let name: String

    /// The terminfo source for an entry named `name` built on `base`.
    public static func source(name: String, base: String) -> String {
        let number = "%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d"
        return """
        \(name)|\(base) with direct colour for lockscreen-tui,
        \tRGB, colors#0x1000000, pairs#0x10000, CO#8,
        \tsetaf=\\E[%?%p1%{8}%<%t3%p1%d%e38;2;\(number)%;m,
        \tsetab=\\E[%?%p1%{8}%<%t4%p1%d%e48;2;\(number)%;m,
        \tuse=\(base),

        """
    }

    /// Compiles the entry for `base` into a new temporary folder.
    public static func compile(base: String) throws -> PrivateTerminfo {
        let name = "lockscreen-tui-direct"
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("lockscreen-tui-terminfo-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let sourceFile = directory.appendingPathComponent("direct.src")
        try source(name: name, base: base).write(to: sourceFile, atomically: true, encoding: .utf8)
        let tic = Process()
        tic.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tic.arguments = ["tic", "-x", "-o", directory.path, sourceFile.path]
        tic.standardOutput = FileHandle.nullDevice
        tic.standardError = FileHandle.nullDevice
        do {
            try tic.run()
        } catch {
            throw TerminalError.terminfoCompileFailed(base)
        }
        tic.waitUntilExit()
        guard tic.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: directory)
            throw TerminalError.terminfoCompileFailed(base)
        }
        return PrivateTerminfo(directory: directory, name: name)
    }

    /// Deletes the compiled entry.
    public func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
