import Foundation

/// A program started as a shell starts one. The test runner's threads block signals, and a
/// child started with Foundation's `Process` inherits that mask: a tmux server, a terminal and
/// what runs in it then ignore SIGTERM and SIGHUP, and outlive `kill-server` and the terminal's
/// end (each run of the tmux passthrough test left a server and a preview behind).
enum SpawnedProgram {
    /// Starts `/usr/bin/env arguments` with `environment` (the whole environment; nil: the
    /// runner's), standard input from /dev/null, standard output and error into the file at
    /// `output`; returns its process id. The caller waits for it or kills it.
    static func start(_ arguments: [String], environment: [String: String]? = nil, output: String = "/dev/null") throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { variables?.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = variables.map { posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, $0) }
            ?? posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw TmuxError(message: "cannot run \(arguments.first ?? ""): error \(spawned)") }
        return pid
    }

    /// Waits for `pid` to end; its exit status, or 128 + the signal that ended it.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
