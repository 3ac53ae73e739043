import Foundation

/// A pseudo-terminal pair: the terminal side for the program, and the other side, drained by
/// a thread that counts the bytes the "terminal" received.
final class PseudoTerminal: @unchecked Sendable {
    let controller: Int32
    let terminalSide: Int32
    private let lock = NSLock()
    private var count = 0
    private var lastArrival = DispatchTime.now().uptimeNanoseconds

    /// Linux's `TIOCSPTLCK` and `TIOCGPTN` (built with `_IOW`/`_IOR`, which Swift does not import;
    /// the same on x86-64 and arm64). Glibc's `posix_openpt` family is not imported either.
    static let unlockRequest: UInt = 0x4004_5431
    static let numberRequest: UInt = 0x8004_5430

    init?(columns: Int, rows: Int) {
        controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0, number: UInt32 = 0
        guard controller >= 0, ioctl(controller, Self.unlockRequest, &unlock) == 0, ioctl(controller, Self.numberRequest, &number) == 0 else {
            return nil
        }
        terminalSide = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard terminalSide >= 0 else { return nil }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
        let thread = Thread { [self] in drain() }
        thread.start()
    }

    /// Bytes received so far.
    var received: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// Types one key.
    func type(_ key: Character) {
        let bytes = Array(String(key).utf8)
        _ = bytes.withUnsafeBufferPointer { write(controller, $0.baseAddress, $0.count) }
    }

    /// Waits until nothing has arrived for 30 ms.
    func waitUntilQuiet() {
        while true {
            usleep(10_000)
            lock.lock()
            let idle = DispatchTime.now().uptimeNanoseconds - lastArrival
            lock.unlock()
            if idle > 30_000_000 { return }
        }
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBufferPointer { read(controller, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            lock.lock()
            count += n
            lastArrival = DispatchTime.now().uptimeNanoseconds
            lock.unlock()
        }
    }
}
