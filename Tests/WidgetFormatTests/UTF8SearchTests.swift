import Testing
import WidgetFormat

/// `containsUTF8` finds a word wherever its bytes are, as `contains` finds it in the text.
@Suite struct UTF8SearchTests {
    @Test(arguments: [
        ("@main struct W: Widget", "@main", true),
        ("struct W {}\n@main", "@main", true),
        ("aaab", "aab", true),
        ("aaa", "aab", false),
        ("import", "import", true),
        ("impor", "import", false),
        ("", "x", false),
        ("x", "", true),
        ("let café = 1", "café", true),
        ("let cafe\u{301} = 1", "café", false),
        ("line\r\nnext", "\r", true),
    ])
    func findsAWordByItsBytes(_ text: String, _ word: String, _ found: Bool) {
        #expect(text.containsUTF8(word) == found)
    }
}
