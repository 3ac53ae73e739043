import Foundation

/// Makes sure characters are UTF-8 before ncurses starts: without a UTF-8 `LC_CTYPE`
/// ncursesw draws every `▀` blank.
enum UTF8Locale {
    /// `setlocale(LC_ALL, "")`, then `C.UTF-8` for `LC_CTYPE` when the result is not UTF-8.
    static func ensure() {
        setlocale(LC_ALL, "")
        if !isUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
    }

    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
