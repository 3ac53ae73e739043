import Foundation

/// An Xcode workspace's projects, read from its `contents.xcworkspacedata`: a widget extension's
/// project may import a framework that another project of the same workspace builds (Redzone's
/// `RedzoneUI`), which Xcode finds through the workspace.
struct XcodeWorkspace {
    /// The `.xcodeproj` paths the workspace lists that exist, in its order.
    let projects: [String]

    /// The `.xcworkspace` in `folder` or in one of `XcodeProject.searchDepth` folders above it
    /// (the nearest; of several in one folder, the first by name).
    static func find(atOrAbove folder: String) -> String? {
        XcodeProject.nearest(".xcworkspace", atOrAbove: folder)
    }

    /// Reads a workspace; nil when its contents file is missing. Each `FileRef` location is
    /// `group:` or `container:` (relative to the folder holding the workspace) or `absolute:`;
    /// references inside a `Group` are relative to the group's own location.
    init?(path workspace: String) {
        let file = (workspace as NSString).appendingPathComponent("contents.xcworkspacedata")
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        let container = (workspace as NSString).deletingLastPathComponent
        var groups: [String] = [container]
        var found: [String] = []
        // The elements in order: `<Group location = "…">`, `</Group>` and `<FileRef location = "…">`.
        guard let expression = try? NSRegularExpression(pattern: #"<(/?)(Group|FileRef)\b([^>]*)>"#),
              let locationAttribute = try? NSRegularExpression(pattern: #"location\s*=\s*"([^"]*)""#) else { return nil }
        let whole = NSRange(text.startIndex..., in: text)
        for match in expression.matches(in: text, range: whole) {
            func group(_ index: Int) -> String? { Range(match.range(at: index), in: text).map { String(text[$0]) } }
            let closing = group(1) == "/", element = group(2)
            if closing {
                if element == "Group", groups.count > 1 { groups.removeLast() }
                continue
            }
            let attributes = group(3) ?? ""
            let written = locationAttribute.firstMatch(in: attributes, range: NSRange(attributes.startIndex..., in: attributes))
                .flatMap { Range($0.range(at: 1), in: attributes) }.map { String(attributes[$0]) }
            let location = written.flatMap { Self.path(of: $0, in: groups.last ?? container, container: container) }
            if element == "Group" {
                groups.append(location ?? groups.last ?? container)
            } else if let location, location.hasSuffix(".xcodeproj"),
                      FileManager.default.fileExists(atPath: (location as NSString).appendingPathComponent("project.pbxproj")) {
                found.append((location as NSString).standardizingPath)
            }
        }
        projects = found
    }

    /// The path a location names: `group:` relative to the enclosing group's folder,
    /// `container:` to the workspace's folder, `absolute:` as written; nil for other kinds
    /// (`self:`, a project's own workspace).
    static func path(of location: String, in group: String, container: String) -> String? {
        let parts = location.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "group": return parts[1].isEmpty ? group : (group as NSString).appendingPathComponent(parts[1])
        case "container": return parts[1].isEmpty ? container : (container as NSString).appendingPathComponent(parts[1])
        case "absolute": return parts[1]
        default: return nil
        }
    }
}
