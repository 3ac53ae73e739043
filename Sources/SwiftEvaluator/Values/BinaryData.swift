import Foundation

/// Foundation's `Data` as widget code makes it: `"…".data(using: .utf8)`, `Data("…".utf8)`, a
/// resource file's contents. It is carried whole, so that `JSONDecoder` and `String(data:encoding:)`
/// can read it.
public struct BinaryData: HostValue {
    public var bytes: Data
    public var typeName: String { "Data" }
    public var conformances: [String] { [] }

    public init(_ bytes: Data) {
        self.bytes = bytes
    }

    public func isEqual(to other: any HostValue) -> Bool {
        (other as? BinaryData)?.bytes == bytes
    }
}
