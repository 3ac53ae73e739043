import Foundation
import Raster

/// A headless X server (Debian's `xvfb`) of the test's own, with a terminal program in it, typed
/// at with `xdotool` and read back with `xwd -root`: how the tests see what a real terminal draws.
final class XvfbDisplay {
    /// The screen: large enough for an 80 × 24 terminal of 10-pixel cells, 24-bit colour.
    static let screen = "1024x768x24"

    let number: Int
    private let server: Process
    /// The terminals started on it (`SpawnedProgram`, so that they and their children take
    /// signals as programs started from a shell do).
    private var clients: [pid_t] = []

    static var isAvailable: Bool {
        ["/usr/bin/Xvfb", "/usr/bin/xwd", "/usr/bin/xdotool"].allSatisfy(FileManager.default.isExecutableFile(atPath:))
    }

    /// Starts Xvfb on a free display; it writes the display number to its standard output when
    /// it is ready (`-displayfd 1`: Foundation passes a child no other descriptor).
    init() throws {
        let ready = Pipe()
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", Self.screen, "-nolisten", "tcp", "-noreset", "+extension", "GLX"]
        server.standardOutput = ready
        server.standardError = FileHandle.nullDevice
        try server.run()
        var answer = ""
        while !answer.contains("\n") {
            let data = ready.fileHandleForReading.availableData
            if data.isEmpty { break }
            answer += String(decoding: data, as: UTF8.self)
        }
        guard let number = Int(answer.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            server.terminate()
            throw XvfbFailure(description: "Xvfb did not say which display it took (\(answer))")
        }
        self.number = number
    }

    /// Ends the terminals, then the server: SIGKILL and `waitpid`, since a terminal asked to
    /// end with SIGTERM may wait on its shell.
    deinit {
        for pid in clients + [server.processIdentifier] {
            guard pid > 0 else { continue }
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
    }

    /// Runs `arguments` (a terminal program) on this display, with `environment` added (an empty
    /// value removes the variable).
    func launch(_ arguments: [String], environment: [String: String] = [:]) throws {
        var variables = ProcessInfo.processInfo.environment
        variables["DISPLAY"] = ":\(number)"
        // `swift test` may run with NO_COLOR set; a terminal of the test's own starts without it.
        variables["NO_COLOR"] = nil
        for (key, value) in environment { variables[key] = value.isEmpty ? nil : value }
        clients.append(try SpawnedProgram.start(arguments, environment: variables))
    }

    /// Types `key` (an X key name: "m", "q", "question") into the window under the pointer,
    /// with `xdotool`'s XTEST events, which xterm takes as typed.
    func type(_ key: String) throws {
        for arguments in [["mousemove", "200", "200"], ["key", key]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
            process.arguments = arguments
            process.environment = ["DISPLAY": ":\(number)"]
            try process.run()
            process.waitUntilExit()
        }
    }

    /// The whole screen now.
    func screenshot() throws -> PixelBuffer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xwd")
        process.arguments = ["-root", "-silent", "-display", ":\(number)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try XWindowDump.pixels(data)
    }

    /// Screenshots every 100 ms until `isDone` accepts one or `seconds` pass; the last one.
    func screenshot(within seconds: Double, until isDone: (PixelBuffer) -> Bool) throws -> PixelBuffer {
        let deadline = Date().addingTimeInterval(seconds)
        var shot = try screenshot()
        while !isDone(shot), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            shot = try screenshot()
        }
        return shot
    }
}

struct XvfbFailure: Error, CustomStringConvertible {
    var description: String
}
