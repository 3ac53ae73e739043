import Foundation

/// Where `render` writes a picture: a file (`-o`) or standard output. Checked before anything
/// is drawn, so that a mistake costs no rendering and its message names the path.
struct OutputDestination {
    /// The file, or nil for standard output.
    var path: String?
    /// True for bytes that are not text (a PNG), which are not sent to a terminal.
    var isPicture: Bool

    /// Why the picture cannot go where it was asked to.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Throws when the file's folder does not exist, the path is a folder, or a PNG would be
    /// written to a terminal.
    func check(standardOutputIsTerminal: Bool = isatty(STDOUT_FILENO) == 1) throws {
        guard let path else {
            if isPicture && standardOutputIsTerminal {
                throw Problem(description: "a PNG is a picture, not text for the terminal: write it to a file with -o FILE.png")
            }
            return
        }
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw CannotWrite(path, problem: "cannot write the picture: it is a folder; give a file name such as '\(path)/picture.png'")
        }
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        if !files.fileExists(atPath: folder, isDirectory: &isFolder) {
            throw CannotWrite(path, problem: "cannot write the picture: the folder '\(folder)' does not exist")
        }
        if !isFolder.boolValue {
            throw CannotWrite(path, problem: "cannot write the picture: '\(folder)' is a file, not a folder")
        }
    }
}
