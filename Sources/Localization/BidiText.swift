import _FoundationICU

/// Text in the order it is drawn: Unicode's bidirectional algorithm (ICU's `ubidi`) puts a line's
/// right-to-left runs (Hebrew, Arabic) right to left and mirrors their brackets; Arabic letters
/// take their joined forms (ICU's `u_shapeArabic`, to the presentation forms fonts such as Noto
/// Sans Arabic carry). Text is drawn one character after another left to right, so it is given
/// to the drawing in this order.
public enum BidiText {
    /// Where `characters` go on one line, left to right, as indices into them, and whether each
    /// is drawn mirrored (a bracket inside a right-to-left run: "(" drawn as ")"). The paragraph
    /// runs right to left when `rightToLeft` is true, left to right when false, and by its first
    /// strong letter when nil.
    public static func visualOrder(of characters: [Character], rightToLeft: Bool?) -> [(index: Int, mirrored: Bool)] {
        let identity = characters.indices.map { (index: $0, mirrored: false) }
        guard rightToLeft == true || characters.contains(where: \.isRightToLeftLetter) else { return identity }
        var units: [UChar] = []
        var owner: [Int] = []
        for (index, character) in characters.enumerated() {
            for unit in character.utf16 {
                units.append(unit)
                owner.append(index)
            }
        }
        guard !units.isEmpty, units.count < Int(Int32.max) else { return identity }
        var status = U_ZERO_ERROR
        guard let bidi = swift_ubidi_openSized(Int32(units.count), 0, &status) else { return identity }
        defer { swift_ubidi_close(bidi) }
        let level: UBiDiLevel = switch rightToLeft {
        case true?: 1
        case false?: 0
        case nil: UBiDiLevel(UBIDI_DEFAULT_LTR)
        }
        swift_ubidi_setPara(bidi, units, Int32(units.count), level, nil, &status)
        var map = [Int32](repeating: 0, count: units.count)
        swift_ubidi_getVisualMap(bidi, &map, &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, let levels = swift_ubidi_getLevels(bidi, &status) else { return identity }
        var order: [(index: Int, mirrored: Bool)] = []
        var placed = Set<Int>()
        for logical in map where logical >= 0 {
            let index = owner[Int(logical)]
            guard placed.insert(index).inserted else { continue }
            order.append((index, levels[Int(logical)] & 1 == 1))
        }
        return order
    }

    /// The character as a right-to-left run draws it: brackets and other mirrored pairs turned
    /// ("(" → ")", "«" → "»"), anything else as it is.
    public static func mirrored(_ character: Character) -> Character {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return character }
        let turned = swift_u_charMirror(UChar32(scalar.value))
        guard turned != UChar32(scalar.value), let result = Unicode.Scalar(UInt32(turned)) else { return character }
        return Character(result)
    }

    /// `text` with its Arabic letters in their joined forms (initial, medial, final, and the
    /// lam-alef ligatures), still in logical order; other text as it is.
    public static func joiningArabic(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0x0600...0x06FF).contains($0.value) || (0x0750...0x077F).contains($0.value) }) else {
            return text
        }
        let source = Array(text.utf16)
        var shaped = [UChar](repeating: 0, count: source.count * 2 + 8)
        var status = U_ZERO_ERROR
        let options = UInt32(U_SHAPE_LETTERS_SHAPE | U_SHAPE_LENGTH_GROW_SHRINK | U_SHAPE_TEXT_DIRECTION_LOGICAL)
        let length = swift_u_shapeArabic(source, Int32(source.count), &shaped, Int32(shaped.count), options, &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0 else { return text }
        return String(decoding: shaped[..<Int(length)], as: UTF16.self)
    }

    /// The line as it is drawn: joined Arabic letters, in visual order, mirrored where a
    /// right-to-left run turns them.
    public static func visual(_ text: String, rightToLeft: Bool?) -> String {
        let characters = Array(joiningArabic(text))
        return String(visualOrder(of: characters, rightToLeft: rightToLeft).map { $0.mirrored ? mirrored(characters[$0.index]) : characters[$0.index] })
    }
}

extension Character {
    /// A letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko, …), or one of
    /// their presentation forms.
    var isRightToLeftLetter: Bool {
        unicodeScalars.contains { scalar in
            let value = scalar.value
            return (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
                || (0x10800...0x10FFF).contains(value) || (0x1E800...0x1EFFF).contains(value)
        }
    }
}
