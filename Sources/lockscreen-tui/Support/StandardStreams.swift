import Foundation
import ViewTree

/// Standard output and error, written so that a write that fails (a full disk, a closed stream)
/// is remembered instead of trapping, as `FileHandle.write(_:)` does. When the process ends, a
/// failed write is said on whichever stream still works and the exit status becomes 74
/// (`EX_IOERR`): a picture or report that was not written whole never ends with status 0.
enum StandardStreams {
    /// `EX_IOERR` from BSD's `sysexits.h`: an error occurred while doing I/O.
    static let inputOutputErrorStatus: Int32 = 74

    /// The first failed write: the stream's name and `errno`.
    private static let failure = LockedFailure()

    /// Writes every byte to the descriptor (standard output or error), retrying short and
    /// interrupted writes; a failure is remembered for the exit status.
    static func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) {
        // Text that `print` buffered (swift-argument-parser's help) goes first, in its order.
        fflush(nil)
        let contiguous: Void? = bytes.withContiguousStorageIfAvailable { write(UnsafeRawBufferPointer($0), to: descriptor) }
        if contiguous == nil { Array(bytes).withUnsafeBytes { write($0, to: descriptor) } }
    }

    private static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) {
        let written = { () -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }()
        if let error = written { failure.record(descriptor == STDERR_FILENO ? "standard error" : "standard output", error) }
    }

    /// Writes what `print` left buffered (swift-argument-parser's help and version) when the
    /// process exits, and ends it with status 74 and a message if any write failed. Called once,
    /// first thing in `main`.
    static func checkWritesAtExit() {
        atexit {
            // Only standard output is buffered; standard error is written as it comes.
            if fflush(nil) != 0 { StandardStreams.failure.record("standard output", errno == 0 ? EIO : errno) }
            guard let (stream, error) = StandardStreams.failure.first else { return }
            let message = "lockscreen-tui: error: cannot write \(stream): \(String(cString: strerror(error)))\n"
            // The message goes to the stream that did not fail; standard error first.
            let other = stream == "standard error" ? STDOUT_FILENO : STDERR_FILENO
            _ = message.utf8CString.withUnsafeBufferPointer { Glibc.write(other, $0.baseAddress, $0.count - 1) }
            _exit(StandardStreams.inputOutputErrorStatus)
        }
    }
}

/// The first failed write, shared by the threads that write (the progress line draws from a timer).
private final class LockedFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (String, Int32)?

    var first: (String, Int32)? { lock.withLock { stored } }

    func record(_ stream: String, _ error: Int32) {
        lock.withLock { if stored == nil { stored = (stream, error) } }
    }
}

/// Writes a line to standard error, control characters from the input shown escaped.
func printError(_ text: String) {
    StandardStreams.write((VisibleText.escaping(text, keepingLineBreaks: true) + "\n").utf8, to: STDERR_FILENO)
}

/// Writes a line to standard output, control characters from the input shown escaped.
func printLine(_ text: String) {
    StandardStreams.write((VisibleText.escaping(text, keepingLineBreaks: true) + "\n").utf8, to: STDOUT_FILENO)
}
