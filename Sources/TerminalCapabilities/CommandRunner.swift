import Glibc

/// Runs a helper program (tmux) and returns what it printed, within a time bound; a value so
/// that tests can answer in its place.
public struct CommandRunner: Sendable {
    /// The program and its arguments, and the time bound; standard output, or nil when the
    /// program could not be started or did not finish in time.
    public var run: @Sendable (_ arguments: [String], _ timeout: Duration) -> String?

    public init(_ run: @escaping @Sendable (_ arguments: [String], _ timeout: Duration) -> String?) {
        self.run = run
    }

    /// Starts the program from `PATH` with standard input and error on `/dev/null`, and kills
    /// it (SIGKILL) when it has not closed its output by the time bound.
    public static let spawning = CommandRunner { arguments, timeout in
        BoundedProcess.output(of: arguments, within: timeout)
    }
}

/// A child process whose output is read until it ends or a deadline passes.
enum BoundedProcess {
    static func output(of arguments: [String], within timeout: Duration) -> String? {
        guard let program = arguments.first else { return nil }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        defer { close(readEnd) }
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, program, &actions, nil, argv, environ)
        close(writeEnd)
        guard spawned == 0 else { return nil }

        let deadline = ContinuousClock.now + timeout
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var finished = false
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { break }
            var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(clamping: TerminalQuery.milliseconds(rounding: left)))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(readEnd, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                finished = true
                break
            }
            output += chunk[0..<count]
        }
        // A program may close its output and still not end: it gets until the deadline too.
        var status: Int32 = 0
        while finished, waitpid(child, &status, WNOHANG) == 0 {
            guard ContinuousClock.now < deadline else {
                finished = false
                break
            }
            usleep(1_000)
        }
        if !finished {
            kill(child, SIGKILL)
            while waitpid(child, &status, 0) < 0, errno == EINTR {}
        }
        return finished ? String(decoding: output, as: UTF8.self) : nil
    }
}
