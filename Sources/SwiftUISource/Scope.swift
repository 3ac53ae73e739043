import SwiftSyntax
import ViewTree

/// The names visible where an expression is read: locals, parameters and stored properties,
/// and the view whose computed members and functions can be called by name.
final class Scope {
    /// What a name stands for.
    enum Binding {
        /// An expression, read where the name is used as the type there needs (a colour, a number, a view…).
        case expression(ExprSyntax, Scope)
        /// The timeline entry (path `[]`) or a value inside it.
        case entry(DataReference)
        case environment(EnvironmentReading)
    }

    let parent: Scope?
    /// The view declaration whose members are in scope.
    let owner: ViewDeclaration?
    var bindings: [String: Binding]

    init(parent: Scope?, owner: ViewDeclaration? = nil, bindings: [String: Binding] = [:]) {
        self.parent = parent
        self.owner = owner ?? parent?.owner
        self.bindings = bindings
    }

    func lookup(_ name: String) -> Binding? {
        if let found = bindings[name] { return found }
        return parent?.lookup(name)
    }

    /// The scope that holds the owner's stored properties: where `self.name` is looked up.
    var instanceScope: Scope {
        guard let parent, parent.owner != nil else { return self }
        return parent.instanceScope
    }
}
