/// Reads escapes back out of a byte stream, as a terminal parses them, for the tests.
enum TerminalEscapes {
    /// One kitty graphics command: its keys and its payload.
    struct APCCommand {
        var keys: [String: String]
        var payload: [UInt8]
    }

    /// Every `ESC _ G keys ; payload ESC \` in `bytes`, in order.
    static func apcCommands(in bytes: [UInt8]) -> [APCCommand] {
        var commands: [APCCommand] = []
        var index = 0
        while index + 2 < bytes.count {
            guard bytes[index] == 0x1B, bytes[index + 1] == 0x5F, bytes[index + 2] == 0x47 else { index += 1; continue }
            var end = index + 3
            while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == 0x5C) { end += 1 }
            let body = bytes[(index + 3)..<end]
            let split = body.firstIndex(of: 0x3B) ?? body.endIndex
            var keys: [String: String] = [:]
            for pair in String(decoding: body[body.startIndex..<split], as: UTF8.self).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                keys[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
            }
            let payload = split < body.endIndex ? Array(body[(split + 1)...]) : []
            commands.append(APCCommand(keys: keys, payload: payload))
            index = end + 2
        }
        return commands
    }
}
