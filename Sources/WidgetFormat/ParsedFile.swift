import Foundation
import ViewTree

/// A file read and parsed as YAML, the first steps every file format here shares; or why not.
struct ParsedFile {
    var source: SourceText?
    var root: DocumentNode?
    var failure: Diagnostic?
    var exitStatus: ExitStatus

    /// The folder of `path`, where relative paths inside the file start.
    static func folder(of path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? "." : directory
    }

    static func read(path: String) -> ParsedFile {
        switch SourceFile.read(path: path) {
        case .failure(let failure):
            return ParsedFile(source: nil, root: nil, failure: failure.diagnostic, exitStatus: failure.exitStatus)
        case .success(let source):
            switch YAMLReader.parse(source) {
            case .failure(let diagnostic):
                return ParsedFile(source: source, root: nil, failure: diagnostic, exitStatus: .invalidInput)
            case .success(let root):
                return ParsedFile(source: source, root: root, failure: nil, exitStatus: .success)
            }
        }
    }
}

extension Array where Element == Diagnostic {
    /// Ordered by position, whole-file problems first, otherwise in the order found.
    func orderedByLocation() -> [Diagnostic] {
        enumerated().sorted { a, b in
            let la = a.element.location ?? SourceLocation(line: 0, column: 0)
            let lb = b.element.location ?? SourceLocation(line: 0, column: 0)
            return la == lb ? a.offset < b.offset : la < lb
        }.map(\.element)
    }
}
