import ViewTree

/// One problem a check found: where (the file, and the view's position when known), what,
/// and on which devices, families and entries it happens.
public struct Finding: Sendable, Hashable {
    public var check: CheckName
    public var file: String
    public var location: SourceLocation?
    public var message: String
    /// Where it happens: device names, in catalog order.
    public var devices: [String]
    /// The families it happens in.
    public var families: [WidgetFamily]

    public init(check: CheckName, file: String, location: SourceLocation?, message: String,
                devices: [String] = [], families: [WidgetFamily] = []) {
        self.check = check
        self.file = file
        self.location = location
        self.message = message
        self.devices = devices
        self.families = families
    }
}

/// What a check reports for one picture before findings are merged across devices.
public struct Observation: Sendable, Hashable {
    public var check: CheckName
    public var location: SourceLocation?
    public var message: String

    public init(_ check: CheckName, at location: SourceLocation?, _ message: String) {
        self.check = check
        self.location = location
        self.message = message
    }
}
