/// Two files whose pictures would be written under one name, one overwriting the other: the
/// command writes none and says which.
public struct PictureNameCollision: Error, CustomStringConvertible {
    public var name: String
    public var paths: [String]

    public init(name: String, paths: [String]) {
        self.name = name
        self.paths = paths
    }

    public var description: String {
        "the pictures of \(paths.joined(separator: " and ")) would both be named '\(name)'; rename one, or give their common folder so that their paths tell them apart"
    }
}
