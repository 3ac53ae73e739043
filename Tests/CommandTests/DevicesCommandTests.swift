import Testing

/// `lockscreen-tui devices`.
@Suite struct DevicesCommandTests {
    @Test func listsTheRequiredIPhonesWithSlotSizes() throws {
        let output = try CommandRunner.run(["devices"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        for (name, circular, rectangular, inline) in [
            ("iPhone SE (3rd generation)", "68×68", "153×68", "225×26"),
            ("iPhone 13 mini", "72×72", "157×72", "225×26"),
            ("iPhone 14", "72×72", "160×72", "234×26"),
            ("iPhone 15 Pro (default)", "72×72", "160×72", "234×26"),
            ("iPhone 15 Pro Max", "76×76", "172×76", "257×26"),
            ("iPhone 16 Pro", "72×72", "160×72", "234×26"),
            ("iPhone 16 Pro Max", "76×76", "172×76", "257×26"),
            ("iPhone 11 Pro Max", "76×76", "170×76", "248×26"),
            ("iPad Pro 13-inch (M4)", "60×60", "150.5×60", "372×36"),
            ("iPad mini (6th generation)", "53.5×53.5", "133×53.5", "372×36"),
        ] {
            let row = lines.first { $0.contains(name + " ") }
            #expect(row != nil, "no row for \(name)")
            #expect(row?.contains("\(circular)  ") == true && row?.contains("\(rectangular)  ") == true && row?.hasSuffix(inline) == true,
                    "\(row ?? "")")
        }
        #expect(lines.contains { $0.hasPrefix("ipad-pro-13 ") && $0.contains("150.5×150.5  372×36") }, "an iPad's systemSmall beside its inline slot")
        #expect(lines.contains { $0.hasPrefix("15-pro ") && $0.contains("158×158") }, "an iPhone's systemSmall, which StandBy scales up")
    }

    @Test func listsTheWatchesWithComplicationSizes() throws {
        let output = try CommandRunner.run(["devices", "--watches"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 9, "a heading and eight watches")
        #expect(lines.contains { $0.hasPrefix("45mm ") && $0.contains("(default)") && $0.contains("198×242  50        38      193×82") })
    }
}
