import Cells
import Devices
import Foundation
import Localization
import Images
import Rendering
import ViewTree

/// `check --record DIR` and `check --compare DIR`: a snapshot of every widget × family ×
/// device × entry written to, or compared with, a folder of references. Differences are
/// written to `DIR/differences/` (a side-by-side PNG each and `summary.txt`).
public struct SnapshotRun {
    public var folder: URL
    public var devices: [DeviceProfile]
    public var now: Date
    /// The phone's language and region the pictures are drawn in.
    public var locale: PreviewLocale = .unitedStatesEnglish
    /// The person's text size the pictures are drawn at.
    public var dynamicTypeSize = DynamicTypeSize.standard
    let renderer = WidgetRenderer()

    public init(folder: URL, devices: [DeviceProfile], now: Date) {
        self.folder = folder
        self.devices = devices
        self.now = now
    }

    /// The folder differences are written to.
    public var differencesFolder: URL { folder.appendingPathComponent("differences") }

    /// Every snapshot of `subject`; its file stem is the subject's `pictureStem`, with the
    /// widget's type or name after it when the file declares several.
    func snapshots(_ subject: CheckRunner.Subject, several: Bool) -> [Snapshot] {
        let stem = Self.stem(of: subject, several: several)
        return subject.widget.families.flatMap { family in
            devices.filter { $0.lockScreenFamilies.contains(family) }.flatMap { device in
                (0..<max(subject.widget.entries.count, 1)).map { entry in
                    Snapshot(widget: subject.widget, stem: stem, family: family, device: device, entryIndex: entry, now: now, locale: locale, dynamicTypeSize: dynamicTypeSize, renderer: renderer)
                }
            }
        }
    }

    /// Writes each snapshot's cells and PNG; returns how many. Throws `PictureNameCollision`, writing
    /// nothing, when two subjects' pictures would have one name.
    public func record(_ subjects: [CheckRunner.Subject]) throws -> Int {
        try Self.requireDistinctNames(subjects)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var count = 0
        for (subject, several) in Self.marked(subjects) {
            for snapshot in snapshots(subject, several: several) {
                try Data(CellGridText.render(snapshot.cells).utf8).write(to: folder.appendingPathComponent(snapshot.name + ".cells"), options: .atomic)
                try snapshot.png.write(toFile: folder.appendingPathComponent(snapshot.name + ".png").path)
                count += 1
            }
        }
        return count
    }

    /// Compares each snapshot with its reference: one report item per difference (or missing
    /// reference), at the widget's file, and the side-by-side pictures and summary written.
    public func compare(_ subjects: [CheckRunner.Subject]) throws -> (items: [ReportItem], compared: Int) {
        var items: [ReportItem] = []
        var summary: [String] = []
        var compared = 0
        try Self.requireDistinctNames(subjects)
        try? FileManager.default.removeItem(at: differencesFolder)
        for (subject, several) in Self.marked(subjects) {
            for snapshot in snapshots(subject, several: several) {
                compared += 1
                let reference = folder.appendingPathComponent(snapshot.name + ".png")
                guard let stored = try? BitmapImage.read(path: reference.path) else {
                    items.append(ReportItem(severity: .error, file: subject.path, location: nil,
                                            message: "no reference picture \(reference.path); record it with 'check --record \(folder.path)'"))
                    summary.append("\(snapshot.name): no reference")
                    continue
                }
                let comparison = SnapshotComparison(reference: stored, now: snapshot.png)
                guard !comparison.isSame else { continue }
                try FileManager.default.createDirectory(at: differencesFolder, withIntermediateDirectories: true)
                let picture = differencesFolder.appendingPathComponent(snapshot.name + ".png")
                try SnapshotComparison.sideBySide(reference: stored, now: snapshot.png).write(toFile: picture.path)
                let what: String
                if comparison.resized {
                    what = "is \(snapshot.png.width)×\(snapshot.png.height) pixels, the reference \(stored.width)×\(stored.height)"
                } else {
                    let box = comparison.changedBox!
                    let share = 100 * Double(comparison.changedPixels) / Double(max(comparison.totalPixels, 1))
                    what = "differs in \(comparison.changedPixels) pixels (\(String(format: "%.1f", share)) %) within \(box.width)×\(box.height) at (\(box.x), \(box.y))"
                }
                items.append(ReportItem(severity: .error, file: subject.path, location: nil,
                                        message: "\(snapshot.name) \(what); reference, now and difference: \(picture.path)"))
                summary.append("\(snapshot.name): \(what)")
            }
        }
        if !summary.isEmpty {
            try FileManager.default.createDirectory(at: differencesFolder, withIntermediateDirectories: true)
            let text = "\(summary.count) of \(compared) pictures differ from \(folder.path):\n" + summary.map { "  " + $0 }.joined(separator: "\n") + "\n"
            try Data(text.utf8).write(to: differencesFolder.appendingPathComponent("summary.txt"), options: .atomic)
        }
        return (items, compared)
    }

    /// Throws when two subjects' snapshot names (their stems as `Snapshot.name` writes them) meet.
    static func requireDistinctNames(_ subjects: [CheckRunner.Subject]) throws {
        var owner: [String: String] = [:]
        for (subject, several) in marked(subjects) {
            let name = Snapshot.sanitized(stem(of: subject, several: several))
            if let other = owner[name], other != subject.path { throw PictureNameCollision(name: name, paths: [other, subject.path]) }
            owner[name] = subject.path
        }
    }

    /// What a subject's snapshot names start with: its `pictureStem`, and the widget's type or
    /// name after it when its file declares several.
    static func stem(of subject: CheckRunner.Subject, several: Bool) -> String {
        subject.pictureStem + (several ? "-" + (subject.widget.typeName ?? subject.widget.name) : "")
    }

    /// Each subject with whether its file declares several widgets (their names then go in the file names).
    static func marked(_ subjects: [CheckRunner.Subject]) -> [(CheckRunner.Subject, Bool)] {
        let counts = Dictionary(grouping: subjects, by: \.path).mapValues(\.count)
        return subjects.map { ($0, (counts[$0.path] ?? 1) > 1) }
    }
}
