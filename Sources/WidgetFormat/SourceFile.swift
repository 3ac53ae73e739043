import Foundation
import ViewTree

/// Reads a widget file from disk and checks that it is text a person wrote: present, a regular
/// file, not too large, not empty, not binary, valid UTF-8.
public enum SourceFile {
    /// The largest widget file accepted. Real widget files are a few kilobytes; the limit keeps a
    /// wrong file (a video, a log) from taking the machine's memory.
    public static let maximumBytes = 1 << 20
    /// The largest source read from another module a widget extension imports (a framework or
    /// local package): generated code there runs larger (Home Assistant's icon list is 1.2 MB).
    public static let maximumLibraryBytes = 4 << 20

    /// Why a file was not read.
    public struct Failure: Error, Sendable {
        public var diagnostic: Diagnostic
        public var exitStatus: ExitStatus
        /// The file holds nothing but white space: an error for a file named on its own, nothing
        /// at all among a folder's Swift sources (Swift compiles an empty file to nothing).
        public var isEmpty = false
    }

    /// What an empty widget file is told.
    public static let widgetFileStart = "a widget file starts with 'format: 1' (see docs/widget-format.md)"

    /// Reads a file; an empty file is an error that ends with `emptyFileAdvice`.
    public static func read(path: String, emptyFileAdvice: String = widgetFileStart, maximumBytes: Int = maximumBytes) -> Result<SourceText, Failure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(unreadable("no such file; check the path and the current folder"))
        }
        if isDirectory.boolValue {
            return .failure(unreadable("is a folder, not a widget file; name a .yaml or .json file inside it"))
        }
        let identity = FileIdentity(path: path)
        if let identity, !identity.isRegularFile {
            return .failure(unreadable("is not a regular file (\(identity.kindDescription)); it was not read"))
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            return .failure(unreadable("cannot read the file: permission denied"))
        }
        let size = identity?.size ?? 0
        if size > maximumBytes {
            return .failure(invalid(start, "the file is \(megabytes(size)); widget files are at most \(megabytes(maximumBytes)) (is this the right file?)"))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(unreadable("cannot open the file for reading"))
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            return .failure(unreadable("cannot read the file: \(error.localizedDescription)"))
        }
        if data.count > maximumBytes {
            return .failure(invalid(start, "the file is larger than \(megabytes(maximumBytes)); widget files are small text files"))
        }
        return decode(bytes: [UInt8](data), emptyFileAdvice: emptyFileAdvice)
    }

    /// Checks bytes as a widget file's contents and turns them into text.
    public static func decode(bytes: [UInt8], emptyFileAdvice: String = widgetFileStart) -> Result<SourceText, Failure> {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            var empty = invalid(start, "the file is empty; " + emptyFileAdvice)
            empty.isEmpty = true
            return .failure(empty)
        }
        if let nul = bytes.firstIndex(of: 0) {
            return .failure(invalid(location(ofByte: nul, in: bytes),
                                    "found a NUL byte: this is a binary file, not a YAML or JSON widget file"))
        }
        if let bad = firstInvalidUTF8Byte(bytes) {
            let byteText = "0x" + String(bytes[bad], radix: 16, uppercase: true)
            return .failure(invalid(location(ofByte: bad, in: bytes),
                                    "invalid UTF-8 (byte \(byteText)); save the file as UTF-8 text"))
        }
        return .success(SourceText(text: String(decoding: bytes, as: UTF8.self)))
    }

    /// Where problems with the file as a whole are reported.
    static let start = SourceLocation(line: 1, column: 1)

    static func unreadable(_ message: String) -> Failure {
        Failure(diagnostic: .error(at: nil, message), exitStatus: .cannotRead)
    }

    static func invalid(_ location: SourceLocation?, _ message: String) -> Failure {
        Failure(diagnostic: .error(at: location, message), exitStatus: .invalidInput)
    }

    static func megabytes(_ bytes: Int) -> String {
        let tenths = (Double(bytes) / 104_857.6).rounded() / 10
        return "\(tenths) MB"
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence.
    public static func firstInvalidUTF8Byte(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var lowerSecond: UInt8 = 0x80, upperSecond: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerSecond = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperSecond = 0x9F
            case 0xF0: length = 4; lowerSecond = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperSecond = 0x8F
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            for k in 1..<length {
                let byte = bytes[index + k]
                let (low, high) = k == 1 ? (lowerSecond, upperSecond) : (UInt8(0x80), UInt8(0xBF))
                if byte < low || byte > high { return index }
            }
            index += length
        }
        return nil
    }

    /// Line and character column of a byte offset in (valid up to that offset) UTF-8.
    static func location(ofByte offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for i in 0..<offset where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        return SourceLocation(line: line, column: prefix.count + 1)
    }
}

/// Exit statuses from sysexits(3), as `validate` and the other commands use them.
public enum ExitStatus: Int32, Sendable, Comparable {
    case success = 0
    /// EX_USAGE: the command line was wrong.
    case usage = 64
    /// EX_DATAERR: the input was read but is not valid.
    case invalidInput = 65
    /// EX_NOINPUT: the input could not be read.
    case cannotRead = 66

    public static func < (a: ExitStatus, b: ExitStatus) -> Bool { a.rawValue < b.rawValue }
}
