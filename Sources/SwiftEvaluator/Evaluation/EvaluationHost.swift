import SwiftSyntax

/// The vocabulary the evaluator does not know itself: SwiftUI's views, modifiers, colours and
/// fonts, and the environment. The evaluator asks the host wherever a name is not the source's
/// and not the standard library's; nil means "not mine either".
public protocol EvaluationHost: AnyObject {
    /// Whether a capitalised name is one of the host's types (`Text`, `Color`, `Font`, `VStack`).
    func providesType(_ name: String) -> Bool
    /// The platform framework a name the host does not provide belongs to (`CLLocationManager`:
    /// "CoreLocation"), for a message that says so; nil for a name of no known framework.
    func frameworkOwning(_ name: String) -> String?
    /// `Name(arguments)`: a view or value of a host type. Trailing closures come last.
    func construct(_ typeName: String, arguments: [Argument], at node: Syntax, in evaluator: Evaluator) throws -> Value?
    /// `Type.name` for a host type, or for a type the source does not declare (`WidgetFamily.accessoryCircular`).
    func staticMember(_ name: String, of typeName: String, at node: Syntax, in evaluator: Evaluator) throws -> Value?
    /// `Type.name(arguments)` for a host type (`Font.system(size: 12)`).
    func staticMethod(_ name: String, of typeName: String, arguments: [Argument], at node: Syntax,
                      in evaluator: Evaluator) throws -> Value?
    /// `value.name` on a host value (or a value that stands for one).
    func property(_ name: String, of value: Value, at node: Syntax, in evaluator: Evaluator) throws -> Value?
    /// `value.name(arguments)`: modifiers and methods of host values; `value` may be a view of the source.
    func method(_ name: String, of value: Value, arguments: [Argument], at node: Syntax, in evaluator: Evaluator) throws -> Value?
    /// `value.name(&a, label: &b, …)` on a host value that answers through its `inout`
    /// arguments (`getRed(_:green:blue:alpha:)`): its result, and the value written into each
    /// argument, by position; nil when not the host's.
    func methodWritingArguments(_ name: String, of value: Value, arguments: [Argument], at node: Syntax,
                                in evaluator: Evaluator) throws -> (result: Value, written: [Int: Value])?
    /// The value of `@Environment(\.keyPath)`, or nil when the host does not set it.
    func environmentValue(_ keyPath: String, at node: Syntax, in evaluator: Evaluator) -> Value?
    /// A wrapped property's value as the host adjusts it (`@ScaledMetric` by the text size), or
    /// nil to keep it; `arguments` are the wrapper's.
    func wrappedValue(_ value: Value, wrapper: String, arguments: [Argument], at node: Syntax, in evaluator: Evaluator) -> Value?
    /// What a result builder makes of the values its statements list.
    func buildBlock(_ values: [Value], at node: Syntax, in evaluator: Evaluator) -> Value
    /// A binary operator on host values (`Text("a") + Text("b")`); nil when not the host's.
    func binary(_ op: String, _ left: Value, _ right: Value, at node: Syntax, in evaluator: Evaluator) throws -> Value?
    /// The candidate nearest a misspelt name, for "did you mean" in messages; nil when none is close.
    func nearest(to name: String, among candidates: [String]) -> String?
    /// The host's type names (`Text`, `VStack`, …), for suggestions.
    var typeNames: [String] { get }
    /// Interpolation with host options: `\(date, style: .time)`; nil when not the host's.
    func interpolate(_ value: Value, options: [Argument], at node: Syntax, in evaluator: Evaluator) throws -> String?
    /// What the host's answers depend on besides the source (a widget's family, its rendering
    /// mode): a `static let` that asked the host for a value while it was computed is shared
    /// only by evaluations under the same key, since its value and its warnings may differ (an
    /// asset image in an inline widget).
    var sharingKey: String { get }
    /// The type a name the declaration does not declare stands for by a protocol's associated
    /// type that Swift infers from the declaration's methods (a timeline provider's `Entry`);
    /// nil when there is none.
    func inferredAssociatedType(_ name: String, of declaration: TypeDeclaration, in evaluator: Evaluator) -> String?
}

extension EvaluationHost {
    public func inferredAssociatedType(_ name: String, of declaration: TypeDeclaration, in evaluator: Evaluator) -> String? { nil }

    public func methodWritingArguments(_ name: String, of value: Value, arguments: [Argument], at node: Syntax,
                                       in evaluator: Evaluator) throws -> (result: Value, written: [Int: Value])? { nil }
}
