import SwiftEvaluator

/// ActivityKit's `ActivityViewContext`, as a Live Activity's closures receive it: the static
/// `attributes`, the changing `state`, whether it is stale, and its identifier.
enum ActivityContext {
    /// The identifier previews give an activity (ActivityKit makes a UUID on a device).
    static let previewIdentifier = "preview"

    static func value(attributes: Value, state: Value, isStale: Bool = false) -> Value {
        .instance(Instance(typeName: "ActivityViewContext", fields: [
            "attributes": attributes, "state": state, "isStale": .bool(isStale), "activityID": .string(previewIdentifier),
        ], isReference: false))
    }
}
