import Foundation
import ViewTree

/// Writes a line to standard error, control characters from the input shown escaped.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((VisibleText.escaping(text, keepingLineBreaks: true) + "\n").utf8))
}

/// Writes a line to standard output, control characters from the input shown escaped.
func printLine(_ text: String) {
    print(VisibleText.escaping(text, keepingLineBreaks: true))
}
