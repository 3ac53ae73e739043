/// A number a view needs: written in the file, or taken from the current entry.
public enum Quantity: Sendable, Hashable {
    case literal(Double)
    case entry(DataReference)

    /// The literal value; an entry reference must be resolved first (`ViewResolver`).
    public var literalValue: Double? {
        if case .literal(let v) = self { return v }
        return nil
    }
}
