import Foundation

/// An SVG (librsvg) or PDF (poppler, first page) image, drawn at whatever pixel size it is shown
/// at: what Xcode's "Preserve Vector Data" keeps. Safe to share; each drawing makes and frees
/// its own cairo surface (callers cache the pixels per size).
public final class VectorImage: @unchecked Sendable {
    /// Why a vector image could not be read.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The file formats drawn, by file name extension.
    public enum Format: String, Sendable, CaseIterable {
        case svg, pdf

        /// The format a file name's extension names, if any.
        public init?(fileName: String) {
            self.init(rawValue: (fileName as NSString).pathExtension.lowercased())
        }
    }

    private enum Document {
        case svg(SVGDocument)
        case pdf(PDFDocument)
    }
    private let document: Document
    private let lock = NSLock()
    /// Its size at 1x, in points: an SVG's CSS pixels, a PDF page's points.
    public let pointWidth: Double
    public let pointHeight: Double

    /// Reads and parses a file of `format`.
    public static func read(path: String, format: Format) throws -> VectorImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(description: "cannot read '\(path)'")
        }
        return try VectorImage(data: data, format: format)
    }

    /// Parses SVG or PDF bytes.
    public init(data: Data, format: Format) throws {
        switch format {
        case .svg:
            let svg = try SVGDocument(data: data)
            document = .svg(svg)
            (pointWidth, pointHeight) = svg.size
        case .pdf:
            let pdf = try PDFDocument(data: data)
            document = .pdf(pdf)
            (pointWidth, pointHeight) = pdf.size
        }
    }

    /// The image stretched over `width × height` pixels; nil when the size is outside
    /// 1…`BitmapImage.maximumSide` or the drawing fails.
    public func rasterized(width: Int, height: Int) -> RasterizedImage? {
        lock.lock()
        defer { lock.unlock() }
        switch document {
        case .svg(let svg): return svg.draw(width: width, height: height)
        case .pdf(let pdf): return pdf.draw(width: width, height: height)
        }
    }
}
