import Foundation

/// A file or folder the command was asked to write that cannot be written: said in one line that
/// names the path (`out/: error: cannot create the output folder: it is a file`), with exit
/// status 73 (`EX_CANTCREAT`), not the usage banner and not Foundation's error dump.
struct CannotWrite: Error, CustomStringConvertible {
    /// `EX_CANTCREAT` from BSD's `sysexits.h`: a (user specified) output file cannot be created.
    static let status: Int32 = 73

    var path: String
    /// What could not be done and why: "cannot write the picture: no space left on device".
    var problem: String

    var description: String { "\(path): error: \(problem)" }

    /// `doing` ("cannot create the output folder") failed with `error` at `path`; the path that
    /// failed is the error's own when it names one (a folder inside the one given).
    init(_ path: String, _ doing: String, _ error: Error) {
        let failed = (error as NSError).userInfo[NSFilePathErrorKey] as? String ?? path
        self.path = failed
        problem = "\(doing): \(Self.reason(error, at: failed))"
    }

    init(_ path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    /// Why a write failed, in words: what is in the way, else the system's reason.
    static func reason(_ error: Error, at path: String) -> String {
        var isFolder: ObjCBool = false
        let parent = (path as NSString).deletingLastPathComponent
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
           (error as NSError).code == CocoaError.fileWriteFileExists.rawValue {
            return "it is a file, not a folder"
        }
        if !parent.isEmpty, FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), !isFolder.boolValue {
            return "'\(parent)' is a file, not a folder"
        }
        let ns = error as NSError
        let posix = (ns.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? $0.code : nil }
            ?? (ns.domain == NSPOSIXErrorDomain ? ns.code : nil)
        let text = posix.map { String(cString: strerror(Int32($0))) } ?? ns.localizedDescription
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
