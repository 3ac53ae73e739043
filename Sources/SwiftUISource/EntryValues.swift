import Foundation
import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// Entry values as the evaluator holds them: read from an entries file as the declared entry
/// type says (dates from ISO 8601 or offsets, enums from raw values, nested structs), or
/// synthesised from the declaration when nothing gives data.
struct EntryValues {
    let evaluator: Evaluator
    let now: Date

    /// An entries-file entry as an instance of the entry type (or a plain record when the type is not declared).
    func entry(_ entry: TimelineEntry, type: TypeDeclaration?) -> Value {
        var values = entry.values
        if values["date"] == nil, entry.date == nil { values["date"] = .string("now") }
        return record(values, type: type, typeName: type?.name ?? "Entry")
    }

    func record(_ fields: [String: EntryValue], type: TypeDeclaration?, typeName: String) -> Value {
        var converted: [String: Value] = [:]
        for (name, value) in fields {
            converted[name] = self.value(value, typeName: type?.storedProperty(name)?.type?.trimmedDescription)
        }
        if let type {
            for property in type.stored where converted[property.name] == nil {
                if let initial = property.initialValue, let value = try? evaluator.evaluate(initial, in: evaluator.globalScope()) {
                    converted[property.name] = value
                } else if property.type?.trimmedDescription.hasSuffix("?") == true {
                    converted[property.name] = .null
                } else {
                    converted[property.name] = .unknown("no '\(property.name)' in the entries file")
                }
            }
        }
        return .instance(Instance(typeName: typeName, fields: converted, isReference: type?.isReference ?? false))
    }

    /// One value, as a declared type (`Date`, `Int`, `[Item]`, an enum, a struct) asks.
    func value(_ value: EntryValue, typeName: String?) -> Value {
        var type = typeName?.trimmingCharacters(in: .whitespaces) ?? ""
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        switch value {
        case .number(let n):
            if ["Double", "CGFloat", "Float", "TimeInterval"].contains(type) { return .double(n) }
            if type == "Int" {
                guard let whole = Int(exactly: n) else {
                    return .unknown("\(Value.describe(n)) in the entries file is not a whole number an Int holds")
                }
                return .int(whole)
            }
            if type.isEmpty && n == n.rounded() && abs(n) < 1e15 { return .int(Int(n)) }
            if type == "Date" { return .date(Date(timeIntervalSince1970: n)) }
            return .double(n)
        case .bool(let b):
            return .bool(b)
        case .string(let text):
            if type == "Date" || (type.isEmpty && (text == "now" || text.hasPrefix("+P") || text.hasPrefix("-P"))),
               let spec = DateParsing.parse(text), let date = spec.date(now: now) {
                return .date(date)
            }
            if let declaration = evaluator.program.type(named: type), declaration.kind == .enumeration {
                for enumCase in declaration.cases where enumCase.name == text {
                    return (try? evaluator.resolveSymbol(Symbol(name: text), as: declaration.name, at: declaration.syntax)) ?? .string(text)
                }
                if let made = try? evaluator.construct(declaration.name, arguments: [Argument(label: "rawValue", value: .string(text))], at: declaration.syntax),
                   !made.isNull {
                    return made
                }
            }
            if type == "Int", let n = Int(text) { return .int(n) }
            if type == "Double", let n = Double(text) { return .double(n) }
            return .string(text)
        case .list(let items):
            var element = type
            if element.hasPrefix("["), element.hasSuffix("]") { element = String(element.dropFirst().dropLast()) } else { element = "" }
            return .array(items.map { self.value($0, typeName: element) })
        case .record(let fields):
            let declaration = evaluator.program.type(named: type)
            return record(fields, type: declaration, typeName: declaration?.name ?? (type.isEmpty ? "Record" : type))
        }
    }

    /// An entry made from the entry type's declaration: now for dates, sample numbers, names as
    /// text, the first case of enums; nested types likewise.
    func synthesised(type: TypeDeclaration, depth: Int = 0) -> Value {
        var fields: [String: Value] = [:]
        let scope = evaluator.scope(self: .type(type.name))
        for property in type.stored {
            if let initial = property.initialValue, let value = try? evaluator.evaluate(initial, in: scope) {
                fields[property.name] = value
                continue
            }
            fields[property.name] = sample(property.type?.trimmedDescription ?? "", name: property.name, depth: depth)
        }
        return .instance(Instance(typeName: type.name, fields: fields, isReference: type.isReference))
    }

    func sample(_ written: String, name: String, depth: Int) -> Value {
        var type = written
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        switch type {
        case "Date": return .date(now)
        case "Int", "Int64", "Int32", "UInt": return .int(name.lowercased().contains("goal") || name.lowercased().contains("total") ? 10 : 7)
        case "Double", "CGFloat", "Float", "TimeInterval":
            let lowered = name.lowercased()
            if lowered.contains("progress") || lowered.contains("fraction") || lowered.contains("percent") || lowered.contains("ratio") {
                return .double(0.6)
            }
            return .double(42)
        // No word is made up: a text showing one would pass for the widget's own. Drawn as a placeholder.
        case "String": return .unknown("no '\(name)' in the preview data")
        case "Bool": return .bool(true)
        case "URL": return .string("https://example.com")
        case "Color": return (try? evaluator.memberValue("primary", of: .type("Color"), at: evaluator.program.files.first!.tree)) ?? .unknown(name)
        default: break
        }
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            let element = String(type.dropFirst().dropLast())
            return .array((0..<3).map { _ in sample(element, name: name, depth: depth + 1) })
        }
        if let declaration = evaluator.program.type(named: type), depth < 4 {
            if declaration.kind == .enumeration, let first = declaration.cases.first {
                return (try? evaluator.resolveSymbol(Symbol(name: first.name), as: declaration.name, at: declaration.syntax)) ?? .unknown(name)
            }
            if declaration.kind == .structure || declaration.kind == .classType {
                return synthesised(type: declaration, depth: depth + 1)
            }
        }
        return .unknown(name)
    }
}
