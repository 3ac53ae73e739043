/// The digits the clock is written in, as iOS's Customize sheet offers them beside the typefaces.
public enum ClockNumerals: String, CaseIterable, Sendable, Hashable {
    /// 0123456789 (iOS calls them Arabic).
    case western
    /// ٠١٢٣٤٥٦٧٨٩ (Arabic-Indic).
    case arabicIndic = "arabic-indic"
    /// ०१२३४५६७८९
    case devanagari

    /// The scalar of these numerals' zero.
    var zero: UInt32 {
        switch self {
        case .western: 0x30
        case .arabicIndic: 0x0660
        case .devanagari: 0x0966
        }
    }

    /// The numerals `text`'s first digit is written in (the locale's own, when the clock's text
    /// comes from its locale); nil without a digit of these three.
    public init?(writtenIn text: String) {
        for scalar in text.unicodeScalars where scalar.properties.numericType == .decimal {
            if let found = Self.allCases.first(where: { (Int($0.zero)...Int($0.zero) + 9).contains(Int(scalar.value)) }) {
                self = found
                return
            }
        }
        return nil
    }

    /// `text` with its decimal digits, of these three numerals, written in these.
    public func writing(_ text: String) -> String {
        var written = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let from = Self.allCases.first { (Int($0.zero)...Int($0.zero) + 9).contains(Int(scalar.value)) }
            if let from, let digit = Unicode.Scalar(zero + scalar.value - from.zero) {
                written.append(digit)
            } else {
                written.append(scalar)
            }
        }
        return String(written)
    }
}
