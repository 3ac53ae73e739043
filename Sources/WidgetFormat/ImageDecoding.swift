import Foundation
import ViewTree

/// `Image`: built-in SF Symbols and PNG files beside the widget file.
extension WidgetDecoder {
    mutating func decodeImage(_ value: DocumentNode) -> ImageView? {
        switch value {
        case .scalar(let name, _, let location) where !value.isNull:
            return symbol(name, at: location)
        case .mapping(let entries, let location):
            let fields = Fields(entries, at: location, context: "Image", allowed: ["systemName", "file", "resizable"], into: &diagnostics)
            let resizing = fields["resizable"].flatMap { enumeration($0, "resizing", as: ImageView.ContentMode.self) }
            switch (fields["systemName"], fields["file"]) {
            case (let node?, nil):
                guard let name = string(node, "systemName") else { return nil }
                var image = symbol(name, at: node.location)
                image?.resizing = resizing
                return image
            case (nil, let node?):
                guard let path = string(node, "file") else { return nil }
                return pngFile(path, at: node.location).map { ImageView(source: $0, resizing: resizing) }
            case (.some, .some):
                error(location, "an Image has either 'systemName' or 'file', not both")
                return nil
            case (nil, nil):
                error(location, "an Image needs 'systemName' (an SF Symbol) or 'file' (a PNG beside the widget file)")
                return nil
            }
        default:
            error(value.location, "expected a symbol name or { file: name.png } for Image, found \(value.kindDescription)")
            return nil
        }
    }

    mutating func symbol(_ name: String, at location: SourceLocation) -> ImageView? {
        if !SymbolCatalog.contains(name) {
            var message = "SF Symbol '\(name)' is not in the built-in set; it is drawn as a placeholder"
            if let near = EditDistance.nearest(to: name, in: SymbolCatalog.names) { message += "; did you mean '\(near)'?" }
            warning(location, message)
        }
        return ImageView(source: .symbol(name))
    }

    /// Finds a PNG relative to the file being read (`owner` names it in messages) and reads its
    /// size from the IHDR chunk.
    mutating func pngFile(_ written: String, at location: SourceLocation, owner: String = "widget file") -> ImageSource? {
        let path = written.hasPrefix("/") ? written : (baseDirectory as NSString).appendingPathComponent(written)
        guard let handle = FileHandle(forReadingAtPath: path) else {
            error(location, "cannot read image '\(written)'; image paths are relative to the folder of the \(owner)")
            return nil
        }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard header.count == 24, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8) else {
            error(location, "'\(written)' is not a PNG file; images must be PNG")
            return nil
        }
        func be32(_ i: Int) -> Int { header[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = be32(16), height = be32(20)
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            error(location, "'\(written)' is \(width)×\(height) pixels; images must be between 1 and 16384 pixels on a side")
            return nil
        }
        return .file(written: written, resolvedPath: path, pixelWidth: width, pixelHeight: height)
    }
}
