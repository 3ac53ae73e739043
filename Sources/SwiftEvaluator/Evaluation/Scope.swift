/// The names visible where code runs: locals and parameters, then the enclosing scopes, and the
/// instance (`self`) or type whose members can be used by bare name.
public final class Scope {
    var names: [String: Value] = [:]
    let parent: Scope?
    /// The instance whose members are in scope (`self`), or `.type` in a static context.
    let selfValue: Value?
    /// The declaration of `self`'s type.
    let selfType: TypeDeclaration?

    init(parent: Scope?, selfValue: Value? = nil, selfType: TypeDeclaration? = nil) {
        self.parent = parent
        self.selfValue = selfValue ?? parent?.selfValue
        self.selfType = selfType ?? parent?.selfType
    }

    func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let current = scope {
            if let found = current.names[name] { return found }
            scope = current.parent
        }
        return nil
    }

    func define(_ name: String, _ value: Value) { names[name] = value }

    /// Assigns an existing local; false when no scope declares the name.
    func assign(_ name: String, _ value: Value) -> Bool {
        var scope: Scope? = self
        while let current = scope {
            if current.names[name] != nil {
                current.names[name] = value
                return true
            }
            scope = current.parent
        }
        return false
    }
}
