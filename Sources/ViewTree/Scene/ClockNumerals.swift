/// The digits the clock is written in, as iOS's Customize sheet offers them beside the typefaces.
public enum ClockNumerals: String, CaseIterable, Sendable, Hashable {
    /// 0123456789 (iOS calls them Arabic).
    case western
    /// ٠١٢٣٤٥٦٧٨٩ (Arabic-Indic).
    case arabicIndic = "arabic-indic"
    /// ०१२३४५६७८९
    case devanagari

    /// `text` with its digits 0–9 written in these numerals.
    public func writing(_ text: String) -> String {
        let zero: UInt32
        switch self {
        case .western: return text
        case .arabicIndic: zero = 0x0660
        case .devanagari: zero = 0x0966
        }
        var written = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if ("0"..."9").contains(scalar), let digit = Unicode.Scalar(zero + scalar.value - 0x30) {
                written.append(digit)
            } else {
                written.append(scalar)
            }
        }
        return String(written)
    }
}
