import Foundation

/// Foundation's `Scanner`, as widgets use it to read colours from hex strings
/// (`Scanner(string: hex).scanHexInt64(&rgb)`): numbers read from the scan location on, past
/// leading white space. The older methods write into their `inout` argument and answer whether
/// they read a number (`scanned(_:of:arguments:)`); the newer ones (`scanUInt64(representation:)`,
/// `scanInt()`, `scanDouble()`, `scanString(_:)`) answer the value or nil.
extension StandardLibrary {
    /// `Scanner(string:)`: a reference, so that a scan moves the location of every copy.
    func scannerValue(_ text: String) -> Value {
        .instance(Instance(typeName: "Scanner", fields: ["string": .string(text), "scanLocation": .int(0)], isReference: true))
    }

    /// An older scanning method (`scanHexInt64(&value)`): what it answers, and the number it writes
    /// into its `inout` argument (nil when it read none, as Foundation leaves the variable then).
    public func scanned(_ name: String, of scanner: Instance, arguments: [Argument]) -> (result: Value, written: Value?)? {
        guard scanner.typeName == "Scanner", arguments.count == 1, arguments[0].label == nil else { return nil }
        let number: Value?
        switch name {
        case "scanHexInt64", "scanHexInt32", "scanHexInt": number = scanInteger(scanner, hexadecimal: true)
        case "scanInt", "scanInt64", "scanInt32", "scanUnsignedLongLong": number = scanInteger(scanner, hexadecimal: false)
        case "scanDouble", "scanFloat": number = scanDecimal(scanner)
        default: return nil
        }
        return (.bool(number != nil), number)
    }

    func scannerProperty(_ name: String, of scanner: Instance) -> Value? {
        switch name {
        case "isAtEnd":
            let (units, location) = position(of: scanner)
            return .bool(units[location...].allSatisfy { Self.isBlank($0) })
        case "currentIndex": return scanner.fields["scanLocation"]
        default: return nil
        }
    }

    func scannerMethod(_ name: String, of scanner: Instance, _ arguments: Arguments) throws -> Value? {
        let hexadecimal = (arguments.value("representation")).map { value -> Bool in
            if case .symbol(let symbol) = value { return symbol.name == "hexadecimal" }
            return false
        } ?? false
        switch name {
        case "scanUInt64", "scanInt64", "scanInt", "scanInt32":
            // A `where` after several patterns would test only the last one: the arguments are checked here.
            guard arguments.isEmpty || arguments.match("representation") else { return nil }
            return scanInteger(scanner, hexadecimal: hexadecimal) ?? .null
        case "scanDouble", "scanFloat":
            guard arguments.isEmpty else { return nil }
            return scanDecimal(scanner) ?? .null
        case "scanString" where arguments.match(nil):
            let wanted = Array(try arguments.string(0).utf16)
            let (units, start) = skippingBlanks(scanner)
            guard units.count - start >= wanted.count, Array(units[start..<start + wanted.count]) == wanted else { return .null }
            scanner.fields["scanLocation"] = .int(start + wanted.count)
            return .string(String(decoding: wanted, as: UTF16.self))
        default: return nil
        }
    }

    private func position(of scanner: Instance) -> (units: [UInt16], location: Int) {
        guard case .string(let text)? = scanner.fields["string"] else { return ([], 0) }
        let units = Array(text.utf16)
        guard case .int(let location)? = scanner.fields["scanLocation"] else { return (units, 0) }
        return (units, min(max(location, 0), units.count))
    }

    /// The text and the location past the white space at the scan location.
    private func skippingBlanks(_ scanner: Instance) -> (units: [UInt16], location: Int) {
        var (units, location) = position(of: scanner)
        while location < units.count, Self.isBlank(units[location]) { location += 1 }
        return (units, location)
    }

    private static func isBlank(_ unit: UInt16) -> Bool { unit == 0x20 || (0x09...0x0D).contains(unit) }

    /// A whole number at the scan location (hexadecimal: after an optional `0x`), the location
    /// moved past it; nil, the location kept, when there is none. Too large a number is the
    /// largest Int, as Foundation answers the type's largest value.
    private func scanInteger(_ scanner: Instance, hexadecimal: Bool) -> Value? {
        let (units, start) = skippingBlanks(scanner)
        var index = start
        var negative = false
        if !hexadecimal, index < units.count, units[index] == 0x2D || units[index] == 0x2B {
            negative = units[index] == 0x2D
            index += 1
        }
        if hexadecimal, index + 1 < units.count, units[index] == 0x30, units[index + 1] | 0x20 == 0x78 {
            index += 2
        }
        let radix = hexadecimal ? 16 : 10
        let digitsStart = index
        var magnitude = 0
        var overflowed = false
        while index < units.count, let digit = Self.digit(units[index], radix: radix) {
            let (times, overflow1) = magnitude.multipliedReportingOverflow(by: radix)
            let (plus, overflow2) = times.addingReportingOverflow(digit)
            overflowed = overflowed || overflow1 || overflow2
            magnitude = plus
            index += 1
        }
        guard index > digitsStart else { return nil }
        scanner.fields["scanLocation"] = .int(index)
        if overflowed { return .int(negative ? Int.min : Int.max) }
        return .int(negative ? -magnitude : magnitude)
    }

    private static func digit(_ unit: UInt16, radix: Int) -> Int? {
        switch unit {
        case 0x30...0x39: return Int(unit - 0x30)
        case 0x41...0x46 where radix == 16: return Int(unit - 0x41 + 10)
        case 0x61...0x66 where radix == 16: return Int(unit - 0x61 + 10)
        default: return nil
        }
    }

    /// A decimal number at the scan location (sign, digits, fraction, exponent), read by Swift's
    /// own `Double(_:)`; nil, the location kept, when there is none.
    private func scanDecimal(_ scanner: Instance) -> Value? {
        let (units, start) = skippingBlanks(scanner)
        var end = start
        var best: (end: Int, value: Double)?
        // The longest prefix that is a number (at most the text's length; numbers are short).
        while end < units.count, end - start < 64 {
            end += 1
            if let value = Double(String(decoding: units[start..<end], as: UTF16.self)), value.isFinite {
                best = (end, value)
            }
        }
        guard let best else { return nil }
        scanner.fields["scanLocation"] = .int(best.end)
        return .double(best.value)
    }
}
