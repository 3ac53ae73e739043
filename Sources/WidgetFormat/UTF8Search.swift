import Foundation

extension String {
    /// Whether `word` occurs in the text, compared byte for byte in UTF-8 (`memchr` for its
    /// first byte, `memcmp` for the rest). Searching a large source this way is far cheaper than
    /// through Foundation's `contains` (a bridged UTF-16 copy) or the standard library's generic
    /// `firstRange(of:)`, and it is what a search for a keyword in source text means.
    public func containsUTF8(_ word: String) -> Bool {
        var text = self, word = word
        return text.withUTF8 { haystack in
            word.withUTF8 { needle in
                guard let sought = needle.baseAddress, let first = needle.first else { return true }
                guard let start = UnsafeRawPointer(haystack.baseAddress) else { return false }
                var position = 0
                while haystack.count - position >= needle.count {
                    guard let found = memchr(start + position, Int32(first), haystack.count - position - needle.count + 1) else {
                        return false
                    }
                    if memcmp(found, sought, needle.count) == 0 { return true }
                    position = UnsafeRawPointer(found) - start + 1
                }
                return false
            }
        }
    }
}
