/// The parts of `render --format cells` output these tests read: the size, each cell's two
/// colours, and which cells hold text.
struct CellsText {
    var columns = 0
    var rows = 0
    var foreground: [[[UInt8]]] = []
    var background: [[[UInt8]]] = []
    var text: [Set<Int>] = []

    struct Unreadable: Error {
        var line: String
    }

    init(_ output: String) throws {
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.first == "cells", words.count == 2 {
                let size = words[1].split(separator: "x").compactMap { Int($0) }
                guard size.count == 2 else { throw Unreadable(line: String(line)) }
                (columns, rows) = (size[0], size[1])
                foreground = Array(repeating: Array(repeating: [], count: columns), count: rows)
                background = foreground
                text = Array(repeating: [], count: rows)
            } else if words.first == "row", words.count >= 3, let row = Int(words[1]), row < rows {
                let runs = line.split(separator: ":", maxSplits: 1).last.map { $0.split(separator: ",") } ?? []
                for run in runs {
                    let parts = run.split(separator: " ")
                    let span = (parts.count == 2 ? parts[1] : parts[0]).split(separator: "-").compactMap { Int($0) }
                    guard let first = span.first, let last = span.last, last < columns else { throw Unreadable(line: String(line)) }
                    switch words[2] {
                    case "fg:", "bg:":
                        guard parts.count == 2, parts[0].hasPrefix("#"), let value = UInt32(parts[0].dropFirst(), radix: 16) else { continue }
                        let rgb = [UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
                        for column in first...last {
                            if words[2] == "fg:" { foreground[row][column] = rgb } else { background[row][column] = rgb }
                        }
                    case "text:":
                        text[row].formUnion(first...last)
                    default:
                        break
                    }
                }
            }
        }
        guard columns > 0, rows > 0 else { throw Unreadable(line: "no 'cells WxH' line") }
    }
}
