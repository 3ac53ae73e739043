import ViewTree

/// The writing systems the preview's text font (Inter, standing in for SF Pro) has no letters
/// for: their text is drawn from the font fontconfig falls back to (Droid Sans Fallback for
/// Chinese, Japanese and Korean, Noto Sans Arabic and Hebrew or DejaVu), where iOS draws its own fonts
/// for them (PingFang, Hiragino, Apple SD Gothic Neo, SF Arabic, SF Hebrew), so letter shapes
/// and widths differ. One warning at each text that uses one.
enum StandInScripts {
    /// Each script by its Unicode blocks, in the order messages name them.
    static let scripts: [(name: String, iOSFont: String, ranges: [ClosedRange<UInt32>])] = [
        ("Korean", "Apple SD Gothic Neo", [0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF]),
        ("Japanese kana", "Hiragino Sans", [0x3040...0x30FF, 0x31F0...0x31FF]),
        ("Chinese characters", "PingFang", [0x2E80...0x2FDF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF]),
        ("Arabic", "SF Arabic", [0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF]),
        ("Hebrew", "SF Hebrew", [0x0590...0x05FF]),
        ("Thai", "Thonburi", [0x0E00...0x0E7F]),
        ("Devanagari", "Kohinoor Devanagari", [0x0900...0x097F]),
    ]

    /// The scripts the runs' literal text uses.
    static func used(in runs: [TextRun]) -> [(name: String, iOSFont: String)] {
        var text = ""
        for run in runs {
            guard case .template(let parts) = run.piece else { continue }
            for case .literal(let literal) in parts { text += literal }
        }
        guard text.unicodeScalars.contains(where: { $0.value >= 0x0590 }) else { return [] }
        return scripts.filter { script in
            text.unicodeScalars.contains { scalar in script.ranges.contains { $0.contains(scalar.value) } }
        }.map { ($0.name, $0.iOSFont) }
    }

    /// The warning for a text in those scripts, nil for one without.
    static func message(for runs: [TextRun]) -> String? {
        let found = used(in: runs)
        guard !found.isEmpty else { return nil }
        let names = found.map(\.name).joined(separator: " and ")
        let fonts = found.map(\.iOSFont).joined(separator: ", ")
        let verb = found.count == 1 && !found[0].name.hasSuffix("s") ? "is" : "are"
        return "this text's \(names) \(verb) drawn from a fallback font, where iOS uses its own (\(fonts)): letter shapes and widths differ"
    }
}
