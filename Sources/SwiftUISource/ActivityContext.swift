import SwiftEvaluator

/// ActivityKit's `ActivityViewContext`, as a Live Activity's closures receive it: the static
/// `attributes`, the changing `state`, whether it is stale, and its identifier.
enum ActivityContext {
    /// The identifier previews give an activity (ActivityKit makes a UUID on a device).
    static let previewIdentifier = "preview"
    /// The type's name, as the closures' `context` carries it.
    static let typeName = "ActivityViewContext"

    static func value(attributes: Value, state: Value, isStale: Bool = false) -> Value {
        .instance(Instance(typeName: typeName, fields: [
            "attributes": attributes, "state": state, "isStale": .bool(isStale), "activityID": .string(previewIdentifier),
        ], isReference: false))
    }
}
