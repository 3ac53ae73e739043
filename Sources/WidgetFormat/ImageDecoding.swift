import Foundation
import ViewTree

/// `Image`: built-in SF Symbols and PNG files beside the widget file.
extension WidgetDecoder {
    mutating func decodeImage(_ value: DocumentNode) -> ImageView? {
        switch value {
        case .scalar(let name, _, let location) where !value.isNull:
            return symbol(name, at: location)
        case .mapping(let entries, let location):
            let fields = Fields(entries, at: location, context: "Image", allowed: ["systemName", "file", "resizable", "accentedRenderingMode"],
                                into: &diagnostics)
            let resizing = fields["resizable"].flatMap { enumeration($0, "resizing", as: ImageView.ContentMode.self) }
            let accented = fields["accentedRenderingMode"].flatMap { enumeration($0, "accented rendering mode", as: ImageView.AccentedRenderingMode.self) }
            if fields.has("accentedRenderingMode"), fields.has("systemName") {
                warning(fields.keyLocation("accentedRenderingMode"), "accentedRenderingMode applies to image files; a symbol takes its group's colour")
            }
            switch (fields["systemName"], fields["file"]) {
            case (let node?, nil):
                guard let name = string(node, "systemName") else { return nil }
                var image = symbol(name, at: node.location)
                image?.resizing = resizing
                return image
            case (nil, let node?):
                guard let path = string(node, "file") else { return nil }
                return pngFile(path, at: node.location).map {
                    var image = ImageView(source: $0, resizing: resizing)
                    image.accentedRenderingMode = accented
                    return image
                }
            case (.some, .some):
                error(location, "an Image has either 'systemName' or 'file', not both")
                return nil
            case (nil, nil):
                error(location, "an Image needs 'systemName' (an SF Symbol) or 'file' (a PNG or JPEG beside the widget file)")
                return nil
            }
        default:
            error(value.location, "expected a symbol name or { file: name.png } for Image, found \(value.kindDescription)")
            return nil
        }
    }

    mutating func symbol(_ name: String, at location: SourceLocation) -> ImageView? {
        if !SymbolCatalog.contains(name), warnedSymbols.insert(name).inserted {
            var message = "SF Symbol '\(name)' is not in the built-in set; it is drawn as a placeholder"
            if let near = EditDistance.nearest(to: name, in: SymbolCatalog.names) { message += "; did you mean '\(near)'?" }
            warning(location, message)
        }
        return ImageView(source: .symbol(name))
    }

    /// Finds a PNG relative to the file being read (`owner` names it in messages) and reads its
    /// size from the IHDR chunk.
    mutating func pngFile(_ written: String, at location: SourceLocation, owner: String = "widget file") -> ImageSource? {
        switch ImageFile.source(written: written, baseDirectory: baseDirectory, owner: owner) {
        case .success(let source): return source
        case .failure(let problem):
            error(location, problem.message)
            return nil
        }
    }
}
