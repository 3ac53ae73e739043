import Foundation

/// The fonts an app bundles, by the name its code gives them (`.custom("Mulish-Bold", size:)`):
/// each opened once and shared by layout, which measures text with its advances, and drawing.
public enum ApplicationFonts {
    private final class Faces: @unchecked Sendable {
        let lock = NSLock()
        var byName: [String: FontFace?] = [:]
    }
    private static let faces = Faces()

    /// The face of an application font (see `FontFile.addApplicationFonts`) a name picks, as
    /// `FontFile.file(named:among:)` picks it; nil when the app bundles none of that name.
    public static func face(named name: String) -> FontFace? {
        faces.lock.lock()
        if let known = faces.byName[name] {
            faces.lock.unlock()
            return known
        }
        faces.lock.unlock()
        let found = FontFile.applicationFont(named: name).flatMap(FontFace.init(path:))
        faces.lock.lock()
        faces.byName[name] = .some(found)
        faces.lock.unlock()
        return found
    }

    /// Forgets what names picked: a font file added since may answer one.
    static func forget() {
        faces.lock.lock()
        faces.byName = [:]
        faces.lock.unlock()
    }
}
