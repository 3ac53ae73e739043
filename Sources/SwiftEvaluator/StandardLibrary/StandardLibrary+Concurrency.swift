/// Swift concurrency as a preview runs it: one moment, no waiting. A `Task`'s work is done at
/// once, where the task is made, so a timeline provider that fetches in `Task { … }` and calls
/// its completion at the end gives its entries; `Task.sleep` returns at once; a continuation
/// (`withCheckedContinuation { … }`) gives what its closure resumes it with.
extension StandardLibrary {
    /// The concurrency types a value of which can be held.
    static let concurrencyTypeNames: Set<String> = ["Task", "CheckedContinuation"]

    /// `Task { … }`, `Task(priority:) { … }`, `Task.detached { … }` and the continuation functions.
    func concurrencyCall(_ name: String, _ arguments: Arguments) throws -> Value? {
        switch name {
        case "Task":
            return try task(arguments)
        case "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation", "withUnsafeThrowingContinuation":
            guard let last = arguments.list.last?.value, case .function(let body) = last else { return nil }
            let continuation = Instance(typeName: "CheckedContinuation", fields: [:], isReference: true)
            _ = try body.call([Argument(label: nil, value: .instance(continuation))])
            if let error = continuation.fields["error"] {
                throw EvaluationError("the continuation was resumed throwing \(error.description)")
            }
            guard let value = continuation.fields["value"] else {
                throw EvaluationError("\(name)'s closure did not resume its continuation before returning (the preview waits for nothing)")
            }
            return value
        default:
            return nil
        }
    }

    /// A task whose closure has run: its value, or the error it threw, kept for `.value`.
    private func task(_ arguments: Arguments) throws -> Value? {
        guard let last = arguments.list.last?.value, case .function(let body) = last else { return nil }
        let task = Instance(typeName: "Task", fields: [:], isReference: true)
        do {
            task.fields["value"] = try body.call([])
        } catch let thrown as ThrownError {
            // Swift keeps a task's error for whoever reads its value.
            task.fields["rethrow"] = .function(Function(name: "Task.value") { _ in throw thrown })
        }
        return .instance(task)
    }

    /// `Task.sleep(…)`, `Task.yield()`, `Task.checkCancellation()` (all return at once) and `Task.detached { … }`.
    func concurrencyStaticMethod(_ name: String, of typeName: String, _ arguments: Arguments) throws -> Value? {
        guard typeName == "Task" else { return nil }
        switch name {
        case "sleep", "yield", "checkCancellation": return .void
        case "detached": return try task(arguments)
        default: return nil
        }
    }

    /// `Task.isCancelled`: never, in a preview.
    func concurrencyStaticMember(_ name: String, of typeName: String) -> Value? {
        typeName == "Task" && name == "isCancelled" ? .bool(false) : nil
    }

    /// A task's `value` and `isCancelled`.
    func concurrencyProperty(_ name: String, of instance: Instance) throws -> Value? {
        guard instance.typeName == "Task" else { return nil }
        switch name {
        case "value", "result":
            if case .function(let rethrow)? = instance.fields["rethrow"] { return try rethrow.call([]) }
            return instance.fields["value"] ?? .void
        case "isCancelled": return .bool(false)
        default: return nil
        }
    }

    /// `task.cancel()`; `continuation.resume(returning:)`, `resume()`, `resume(throwing:)`.
    func concurrencyMethod(_ name: String, of instance: Instance, _ arguments: Arguments) throws -> Value? {
        switch (instance.typeName, name) {
        case ("Task", "cancel"):
            return .void
        case ("CheckedContinuation", "resume"):
            if arguments.isEmpty {
                instance.fields["value"] = .void
            } else if arguments.match("throwing") {
                instance.fields["error"] = arguments[0]
            } else if arguments.match("returning") {
                instance.fields["value"] = arguments[0]
            } else {
                return nil
            }
            return .void
        default:
            return nil
        }
    }
}
