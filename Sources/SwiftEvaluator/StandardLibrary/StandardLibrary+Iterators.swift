import Foundation

/// Iterators as widget code walks its data by hand: `makeIterator()` of a sequence and its
/// `next()`, and `AnyIterator { … }` whose closure gives the next element until nil. Both are
/// shared instances, so a `var` iterator captured by a closure advances as in Swift; walking
/// one with `for`, `Array(…)` or `map` drains it, at most `elementLimit` elements.
extension StandardLibrary {
    static let iteratorTypeNames: Set<String> = ["IndexingIterator", "AnyIterator"]

    /// `AnyIterator { … }`, `AnyIterator(iterator)`.
    func iteratorInitializer(_ name: String, _ arguments: Arguments) throws -> Value? {
        guard name == "AnyIterator", arguments.count == 1 else { return nil }
        switch arguments[0] {
        case .function(let next):
            return .instance(Instance(typeName: "AnyIterator", fields: ["next": .function(next)], isReference: true))
        case .instance(let iterator) where Self.iteratorTypeNames.contains(iterator.typeName):
            return arguments[0]
        default:
            return nil
        }
    }

    /// `sequence.makeIterator()`.
    func makeIterator(of value: Value) throws -> Value {
        .instance(Instance(typeName: "IndexingIterator", fields: ["elements": .array(try elements(of: value, in: "makeIterator")), "index": .int(0)],
                           isReference: true))
    }

    /// `iterator.next()`: the next element, or nil past the end.
    func nextElement(of iterator: Instance) throws -> Value {
        switch iterator.typeName {
        case "IndexingIterator":
            guard case .array(let items)? = iterator.fields["elements"], case .int(let index)? = iterator.fields["index"] else { return .null }
            guard index < items.count else { return .null }
            iterator.fields["index"] = .int(index + 1)
            return items[index]
        case "AnyIterator":
            guard case .function(let next)? = iterator.fields["next"] else { return .null }
            return try next.call()
        default:
            return .null
        }
    }

    /// Every element left in an iterator.
    func drain(_ iterator: Instance, in call: String) throws -> [Value] {
        var items: [Value] = []
        while true {
            let next = try nextElement(of: iterator)
            if case .null = next { return items }
            items.append(next)
            guard items.count <= StandardLibrary.elementLimit else {
                throw EvaluationError("\(call): the iterator gives more than \(StandardLibrary.elementLimit) elements")
            }
        }
    }
}
