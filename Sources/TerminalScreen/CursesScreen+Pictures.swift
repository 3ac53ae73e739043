import Cells
import CNcursesw
import Foundation
import TerminalCapabilities
import TerminalGraphics

extension CursesScreen {
    /// The kitty image id of the screen's picture: one picture at a time, replaced in place.
    static let pictureID: UInt32 = 1

    /// The cells a picture of `width` × `height` pixels covers.
    public func cells(coveredByWidth width: Int, height: Int) -> (columns: Int, rows: Int)? {
        guard let pictures else { return nil }
        return ((width + pictures.cell.width - 1) / pictures.cell.width, pictures.rows(forHeight: height))
    }

    /// Shows `picture` over the last frame drawn, or removes the one shown (nil). Sends it only
    /// when it differs from what the terminal shows: after the frame's cells under it changed
    /// (sixel and iTerm2 pictures are cells the terminal overwrote) or a full repaint.
    /// The cursor is saved and restored around it (DECSC/DECRC), so ncurses' idea of where the
    /// cursor is stays true.
    public func show(_ picture: ScreenPicture?) {
        guard let pictures, picture != shownPicture || pictureIsCovered else { return }
        pictureIsCovered = false
        if pictures.graphics != .kitty, let old = shownPicture, let covered = cells(coveredByWidth: old.pixels.width, height: old.pixels.height) {
            erase(column: old.column, row: old.row, columns: covered.columns, rows: covered.rows)
        }
        // kitty keeps the last picture by its id, also across a repaint: it goes first.
        var bytes = pictures.graphics == .kitty ? KittyGraphics(throughTmux: pictures.throughTmux).delete(id: Self.pictureID) : []
        if let picture, let drawn = try? pictures.bytes(for: picture.pixels, id: Self.pictureID, cursorStays: true) {
            bytes += Array("\u{1B}7\u{1B}[\(picture.row + 1);\(picture.column + 1)H".utf8) + drawn + Array("\u{1B}8".utf8)
            shownPicture = picture
        } else {
            shownPicture = nil
        }
        writeThrough(bytes)
    }

    /// Takes a sixel or iTerm2 picture off the screen: its cells blanked (ECH), then repainted
    /// from the frame ncurses holds, so that text drawn over them since comes back. An iTerm2
    /// picture goes with the whole screen, cleared and repainted: Konsole keeps one over erased
    /// text (ECH, EL) and takes it away only when the screen is cleared (tried in Konsole 22.12).
    func erase(column: Int, row: Int, columns: Int, rows: Int) {
        if pictures?.graphics == .iterm {
            clearok(window, true)
            wrefresh(window)
            return
        }
        let (width, height) = size
        let lastRow = min(row + rows, height)
        guard row < lastRow, column < width else { return }
        var bytes = Array("\u{1B}7\u{1B}[0m".utf8)
        for line in row..<lastRow {
            bytes += Array("\u{1B}[\(line + 1);\(column + 1)H\u{1B}[\(min(columns, width - column))X".utf8)
        }
        writeThrough(bytes + Array("\u{1B}8".utf8))
        wredrawln(window, Int32(row), Int32(lastRow - row))
        wrefresh(window)
    }

    /// Writes `bytes` to the terminal after what ncurses has buffered.
    func writeThrough(_ bytes: [UInt8]) {
        fflush(files.output)
        let output = fileno(files.output)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(output, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }

    /// Whether a change to `cells` erased part of the picture shown: the terminal wrote text
    /// over its pixels (sixel, iTerm2); kitty's picture lies under the text and stays.
    func picture(isCoveredBy changes: [CellChange]) -> Bool {
        guard let shown = shownPicture, let pictures, pictures.graphics != .kitty,
              let covered = cells(coveredByWidth: shown.pixels.width, height: shown.pixels.height) else { return false }
        return changes.contains { change in
            (shown.column..<shown.column + covered.columns).contains(change.position.column)
                && (shown.row..<shown.row + covered.rows).contains(change.position.row)
        }
    }
}
