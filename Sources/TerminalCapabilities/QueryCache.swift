import Glibc

/// The terminal's answers kept for the rest of the login session, so that a terminal that
/// never answers costs its `TerminalQuery.timeout` once per session rather than once per
/// command. Only answers are kept: what the environment and tmux say is read fresh each time.
///
/// One small file per terminal, named by a hash of what tells terminals apart: the tty's
/// device, the session id, `TERM`, `TERM_PROGRAM`, `TMUX`, `SSH_TTY` and whether the query
/// went through tmux's passthrough. A missing, unreadable or malformed file means asking again.
public struct QueryCache: Sendable, Hashable {
    /// Where the files are kept.
    public enum Location: Sendable, Hashable {
        /// `$XDG_RUNTIME_DIR/lockscreen-tui` (a folder only this user can read, emptied at
        /// logout), else `lockscreen-tui-UID` in `$TMPDIR` or `/tmp`, made with mode 0700.
        case session
        /// A given folder (tests); made with mode 0700 when missing.
        case folder(String)
        /// Nothing is kept.
        case none
    }

    /// The file's path.
    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// The cache file for `tty` in `environment`; nil for `.none` or when the folder cannot be
    /// made or belongs to someone else.
    public init?(location: Location, environment: [String: String], tty: Int32, throughTmux: Bool) {
        let folder: String
        switch location {
        case .none: return nil
        case .folder(let given): folder = given
        case .session: folder = Self.sessionFolder(environment: environment)
        }
        guard Self.makePrivateFolder(folder) else { return nil }
        let deviceName = Self.deviceName(of: tty)
        let fields = [deviceName, String(getsid(0)), environment["TERM"] ?? "", environment["TERM_PROGRAM"] ?? "",
                      environment["TMUX"] ?? "", environment["SSH_TTY"] ?? "", throughTmux ? "passthrough" : ""]
        path = folder + "/terminal-" + Self.hexHash(fields.joined(separator: "\u{0}"))
    }

    static func sessionFolder(environment: [String: String]) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return runtime + "/lockscreen-tui" }
        let temporary = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return temporary + "/lockscreen-tui-\(getuid())"
    }

    /// Makes `folder` (mode 0700) unless it exists; true when it is a real folder of this user
    /// that no one else can open, so that no one else can plant answers in a shared /tmp.
    static func makePrivateFolder(_ folder: String) -> Bool {
        if mkdir(folder, 0o700) != 0, errno != EEXIST { return false }
        var status = stat()
        guard lstat(folder, &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFDIR && status.st_uid == getuid() && status.st_mode & 0o077 == 0
    }

    /// FNV-1a, 64 bits, in hex: stable from one run to the next, unlike `Hasher`.
    static func hexHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The first line; its number changes when the format does, so older files are asked again.
    static let header = "lockscreen-tui terminal answers 1"
    /// How much of a file is read: one holds about 300 bytes, so a larger one is not this cache's.
    static let sizeLimit = 65_536
    static let answersKey = "answers="

    /// The answers kept earlier; nil when there are none or the file is not as written.
    public func read() -> TerminalReplies? {
        let file = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var contents: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while contents.count <= Self.sizeLimit {
            let count = Glibc.read(file, &chunk, chunk.count)
            guard count > 0 else { break }
            contents += chunk[0..<count]
        }
        let lines = String(decoding: contents, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, lines[0] == Self.header, lines[1].hasPrefix(Self.answersKey),
              let bytes = Self.bytes(hex: lines[1].dropFirst(Self.answersKey.count)) else { return nil }
        return TerminalReplies(parsing: bytes)
    }

    /// Keeps `replies`' answers (not the typeahead): written to a new file, then renamed over
    /// the old one, so that a reader never sees half a file.
    public func write(_ replies: TerminalReplies) {
        let hex = replies.answerBytes.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        let contents = Array("\(Self.header)\n\(Self.answersKey)\(hex)\n".utf8)
        let temporary = path + ".\(getpid()).new"
        let file = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { return }
        let written = contents.withUnsafeBytes { Glibc.write(file, $0.baseAddress, $0.count) }
        close(file)
        if written != contents.count || rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// The terminal's device path (`/dev/pts/3`), or "" when it has none: `ttyname_r`, since
    /// `ttyname`'s shared buffer gives another thread's name when two ask at once.
    static func deviceName(of tty: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard ttyname_r(tty, &buffer, buffer.count) == 0 else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The bytes spelled by pairs of hex digits; nil when any is not.
    static func bytes(hex: Substring) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }
}
