import Foundation

/// Int and Double: their properties, methods, initializers and static members.
///
/// An `.int` receiving a member only Double has (`rounded()`, `isZero`, `squareRoot()`) is a Double
/// the evaluator holds as an integer (an integer literal or entry value of a Double property), so it
/// is answered as a Double.
extension StandardLibrary {
    static let integerTypes: [String: (min: Int, max: Int)] = [
        "Int": (Int.min, Int.max), "Int64": (Int.min, Int.max), "Int32": (Int(Int32.min), Int(Int32.max)),
        "Int16": (Int(Int16.min), Int(Int16.max)), "Int8": (Int(Int8.min), Int(Int8.max)),
        "UInt": (0, Int.max), "UInt64": (0, Int.max), "UInt32": (0, Int(UInt32.max)),
        "UInt16": (0, Int(UInt16.max)), "UInt8": (0, Int(UInt8.max)),
    ]
    static let floatingPointTypes: Set<String> = [
        "Double", "CGFloat", "Float", "TimeInterval", "Float64", "Float32", "Float16", "CLLocationDegrees", "CLLocationDistance",
    ]

    func numberProperty(_ name: String, of value: Value) throws -> Value? {
        if case .int(let i) = value, name == "magnitude" {
            return i == Int.min ? .double(Double(i).magnitude) : .int(Int(i.magnitude))
        }
        guard let d = value.number else { return nil }
        if let bridged = Self.nsNumberProperty(name, of: value, d) { return bridged }
        switch name {
        case "magnitude": return .double(d.magnitude)
        case "isZero": return .bool(d.isZero)
        case "isNaN": return .bool(d.isNaN)
        case "isFinite": return .bool(d.isFinite)
        case "isInfinite": return .bool(d.isInfinite)
        case "isNormal": return .bool(d.isNormal)
        case "sign": return .symbol(Symbol(name: d.sign == .minus ? "minus" : "plus"))
        case "nextUp": return .double(d.nextUp)
        case "nextDown": return .double(d.nextDown)
        case "ulp": return .double(d.ulp)
        default: return nil
        }
    }

    /// NSNumber's accessors (`time.doubleValue`, `count.intValue`): Foundation bridges every
    /// Swift number to NSNumber, and code that keeps numbers as NSNumber reads them so. An
    /// integer accessor truncates toward zero, as NSNumber does.
    static func nsNumberProperty(_ name: String, of value: Value, _ number: Double) -> Value? {
        switch name {
        case "doubleValue", "floatValue": return .double(number)
        case "intValue", "int64Value", "int32Value", "int16Value", "int8Value", "integerValue",
             "uintValue", "uint64Value", "uint32Value", "uint16Value", "uint8Value", "unsignedIntegerValue":
            if case .int(let i) = value { return .int(i) }
            guard number.isFinite, abs(number) < 9.2e18 else { return nil }
            return .int(Int(number))
        case "boolValue": return .bool(number != 0)
        case "stringValue":
            if case .int(let i) = value { return .string(String(i)) }
            return .string(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))
        default: return nil
        }
    }

    func numberMethod(_ name: String, of value: Value, _ arguments: Arguments) throws -> Value? {
        if name == "formatted" {
            guard arguments.count <= 1 else { return nil }
            return .string(try formatNumber(value, style: arguments.isEmpty ? nil : arguments[0]))
        }
        if case .int(let i) = value, let result = try integerMethod(name, of: i, arguments) { return result }
        guard let d = value.number else { return nil }
        switch name {
        case "rounded" where arguments.isEmpty:
            return .double(d.rounded())
        case "rounded" where arguments.match(nil):
            return .double(d.rounded(try StandardLibrary.roundingRule(arguments[0])))
        case "squareRoot" where arguments.isEmpty:
            return .double(d.squareRoot())
        case "truncatingRemainder" where arguments.match("dividingBy"):
            return .double(d.truncatingRemainder(dividingBy: try arguments.double(0)))
        case "remainder" where arguments.match("dividingBy"):
            return .double(d.remainder(dividingBy: try arguments.double(0)))
        case "advanced" where arguments.match("by"):
            return .double(d.advanced(by: try arguments.double(0)))
        case "distance" where arguments.match("to"):
            return .double(d.distance(to: try arguments.double(0)))
        case "addingProduct" where arguments.match(nil, nil):
            return .double(d.addingProduct(try arguments.double(0), try arguments.double(1)))
        case "isLess" where arguments.match("than"):
            return .bool(d < (try arguments.double(0)))
        default:
            return nil
        }
    }

    private func integerMethod(_ name: String, of i: Int, _ arguments: Arguments) throws -> Value? {
        switch name {
        case "isMultiple" where arguments.match("of"):
            let divisor = try arguments.int(0)
            return .bool(divisor == 0 ? i == 0 : (divisor == -1 || i % divisor == 0))
        case "signum" where arguments.isEmpty:
            return .int(i.signum())
        case "quotientAndRemainder" where arguments.match("dividingBy"):
            let divisor = try arguments.int(0)
            guard divisor != 0 else { throw arguments.fail("division by zero; Swift traps") }
            guard !(i == Int.min && divisor == -1) else { throw arguments.fail("the quotient overflows Int; Swift traps") }
            return .tuple([TupleElement(label: "quotient", value: .int(i / divisor)),
                           TupleElement(label: "remainder", value: .int(i % divisor))])
        case "advanced" where arguments.match("by"):
            guard case .int(let step) = arguments[0] else { return nil }
            let (result, overflow) = i.addingReportingOverflow(step)
            guard !overflow else { throw arguments.fail("\(i) + \(step) overflows Int; Swift traps") }
            return .int(result)
        case "distance" where arguments.match("to"):
            guard case .int(let other) = arguments[0] else { return nil }
            let (result, overflow) = other.subtractingReportingOverflow(i)
            guard !overflow else { throw arguments.fail("the distance overflows Int; Swift traps") }
            return .int(result)
        default:
            return nil
        }
    }

    // MARK: Initializers

    func numberInitializer(_ name: String, _ arguments: Arguments) throws -> Value? {
        if name == "NSNumber", arguments.match("value") { return arguments[0] }
        if let limits = StandardLibrary.integerTypes[name] {
            return try integer(name, limits, arguments)
        }
        if StandardLibrary.floatingPointTypes.contains(name) {
            return try floatingPoint(name, arguments)
        }
        if name == "Bool", arguments.match(nil) {
            switch arguments[0] {
            case .bool: return arguments[0]
            case .string(let s): return Bool(s).map(Value.bool) ?? .null
            default: throw arguments.fail("Bool(_:) expects a Bool or a String, not \(Arguments.describe(arguments[0]))")
            }
        }
        return nil
    }

    private func integer(_ name: String, _ limits: (min: Int, max: Int), _ arguments: Arguments) throws -> Value? {
        func checked(_ i: Int) throws -> Value {
            guard i >= limits.min, i <= limits.max else {
                throw arguments.fail("\(i) is out of the range of \(name) (\(limits.min)...\(limits.max)); Swift traps")
            }
            return .int(i)
        }
        if arguments.match(nil, "radix") {
            let radix = try arguments.int(1)
            guard (2...36).contains(radix) else { throw arguments.fail("the radix must be between 2 and 36; Swift traps") }
            guard let i = Int(try arguments.string(0), radix: radix), i >= limits.min, i <= limits.max else { return .null }
            return .int(i)
        }
        if arguments.match("exactly") {
            guard let d = arguments[0].number, d == d.rounded(), let i = Int(exactly: d), i >= limits.min, i <= limits.max else { return .null }
            return .int(i)
        }
        if arguments.match("clamping") {
            let d = try arguments.double(0)
            guard !d.isNaN else { throw arguments.fail("NaN cannot be converted to \(name); Swift traps") }
            if d <= Double(limits.min) { return .int(limits.min) }
            if d >= Double(limits.max) { return .int(limits.max) }
            return .int(Int(d))
        }
        if arguments.match("truncatingIfNeeded") {
            // The low bits of the number, as that width holds them: UInt16 of -43200 is 22336.
            let i = try arguments.int(0)
            switch name {
            case "Int8": return .int(Int(Int8(truncatingIfNeeded: i)))
            case "Int16": return .int(Int(Int16(truncatingIfNeeded: i)))
            case "Int32": return .int(Int(Int32(truncatingIfNeeded: i)))
            case "UInt8": return .int(Int(UInt8(truncatingIfNeeded: i)))
            case "UInt16": return .int(Int(UInt16(truncatingIfNeeded: i)))
            case "UInt32": return .int(Int(UInt32(truncatingIfNeeded: i)))
            // UInt and UInt64 beyond Int.max are not numbers this evaluator holds.
            case "UInt", "UInt64" where i < 0:
                throw arguments.fail("\(name)(truncatingIfNeeded: \(i)) is above Int.max, which the preview does not hold")
            default: return .int(i)
            }
        }
        guard arguments.match(nil) else { return nil }
        switch arguments[0] {
        case .int(let i):
            return try checked(i)
        case .double(let d):
            guard d.isFinite else {
                throw arguments.fail("\(Value.describe(d)) cannot be converted to \(name) because it is \(d.isNaN ? "NaN" : "infinite"); Swift traps")
            }
            guard d >= -9.223372036854775808e18, d < 9.223372036854775808e18 else {
                throw arguments.fail("\(Value.describe(d)) is too large for \(name); Swift traps")
            }
            return try checked(Int(d))
        case .string(let s):
            guard let i = Int(s), i >= limits.min, i <= limits.max else { return .null }
            return .int(i)
        case .character(let c):
            throw arguments.fail("\(name)(_:) does not take a Character; use \(c.isWholeNumber ? "its wholeNumberValue" : "Int(String(c))")")
        default:
            throw arguments.fail("\(name)(_:) cannot convert \(Arguments.describe(arguments[0]))")
        }
    }

    private func floatingPoint(_ name: String, _ arguments: Arguments) throws -> Value? {
        if arguments.match("exactly") {
            guard let d = arguments[0].number else { return .null }
            if case .int(let i) = arguments[0], Int(exactly: Double(i)) != i { return .null }
            return .double(d)
        }
        guard arguments.match(nil) else { return nil }
        let converted: Value
        switch arguments[0] {
        case .int(let i): converted = .double(Double(i))
        case .double: converted = arguments[0]
        case .string(let s): converted = Double(s).map(Value.double) ?? .null
        default: throw arguments.fail("\(name)(_:) cannot convert \(Arguments.describe(arguments[0]))")
        }
        // A half-precision number keeps 11 significant bits, as Swift's does (109.3 is 109.3125).
        if name == "Float16", case .double(let d) = converted { return .double(Double(Float16(d))) }
        return converted
    }

    // MARK: Static members

    func numberStaticMember(_ name: String, of typeName: String) -> Value? {
        if let limits = StandardLibrary.integerTypes[typeName] {
            switch name {
            case "max": return .int(limits.max)
            case "min": return .int(limits.min)
            case "zero": return .int(0)
            default: return nil
            }
        }
        guard StandardLibrary.floatingPointTypes.contains(typeName) else { return nil }
        let isFloat = typeName == "Float" || typeName == "Float32"
        switch name {
        case "pi": return .double(isFloat ? Double(Float.pi) : Double.pi)
        case "infinity": return .double(.infinity)
        case "nan", "signalingNaN": return .double(.nan)
        case "greatestFiniteMagnitude": return .double(isFloat ? Double(Float.greatestFiniteMagnitude) : .greatestFiniteMagnitude)
        case "leastNormalMagnitude": return .double(isFloat ? Double(Float.leastNormalMagnitude) : .leastNormalMagnitude)
        case "leastNonzeroMagnitude": return .double(isFloat ? Double(Float.leastNonzeroMagnitude) : .leastNonzeroMagnitude)
        case "ulpOfOne": return .double(isFloat ? Double(Float.ulpOfOne) : .ulpOfOne)
        case "zero": return .double(0)
        default: return nil
        }
    }

    /// `Int.random(in:)`, `Double.random(in:)` and `Bool.random()` from the evaluation's fixed sequence.
    func numberStaticMethod(_ name: String, of typeName: String, _ arguments: Arguments) throws -> Value? {
        let isInteger = StandardLibrary.integerTypes[typeName] != nil
        let isFloatingPoint = StandardLibrary.floatingPointTypes.contains(typeName)
        switch name {
        case "random" where typeName == "Bool" && arguments.isEmpty:
            return .bool(random.next() & 1 == 1)
        case "random" where (isInteger || isFloatingPoint) && arguments.match("in"):
            guard case .range(let lower?, let upper?, let closed) = arguments[0] else {
                throw arguments.fail("random(in:) expects a range with both bounds, not \(Arguments.describe(arguments[0]))")
            }
            let low = try Arguments.double(lower, in: arguments.call), high = try Arguments.double(upper, in: arguments.call)
            if high < low || (!closed && high == low) {
                throw arguments.fail("the range \(arguments[0].description) is empty; Swift traps")
            }
            if isInteger {
                let first = try Arguments.int(lower, in: arguments.call), last = try Arguments.int(upper, in: arguments.call) - (closed ? 0 : 1)
                let (span, overflow) = (last - first).addingReportingOverflow(1)
                return .int(overflow ? first : first + random.below(span))
            }
            return .double(low + random.unit() * (high - low))
        case "maximum" where isFloatingPoint && arguments.match(nil, nil):
            return .double(Double.maximum(try arguments.double(0), try arguments.double(1)))
        case "minimum" where isFloatingPoint && arguments.match(nil, nil):
            return .double(Double.minimum(try arguments.double(0), try arguments.double(1)))
        default:
            return nil
        }
    }
}
