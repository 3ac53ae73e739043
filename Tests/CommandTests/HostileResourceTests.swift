import Foundation
import Testing

/// Strings files and asset catalogs that cannot be read (issue "hardened"): each was drawn as
/// the raw key or as "no image 'Big' in an asset catalog", whatever was wrong. Each is now a
/// warning naming the file and why.
@Suite struct HostileResourceTests {
    /// An extension folder whose one view is `body`.
    static func extensionFolder(_ body: String) throws -> DamagedInputTests.Scratch {
        let scratch = try DamagedInputTests.Scratch()
        try scratch.write("Widget.swift", HostileValueTests.widget(body))
        return scratch
    }

    static func write(_ bytes: [UInt8], to relative: String, in scratch: DamagedInputTests.Scratch) throws {
        let url = scratch.folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    static let brokenStrings: [(name: String, bytes: [UInt8], reason: String)] = [
        ("Latin-1", Array("\"greeting\" = \"H".utf8) + [0xE9] + Array("llo\";\n".utf8),
         "it is not UTF-8 text (byte 0xE9 on line 1); save it as UTF-8"),
        ("UTF-16 without a byte order mark", Array("\"greeting\" = \"Hello\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
         "it looks like UTF-16 text without a byte order mark; save it as UTF-8"),
        ("an unterminated string", Array("\"other\" = \"x\";\n\"greeting\" = \"Hello;\n".utf8),
         "the string that starts on line 2 never ends; the keys after it are not read"),
    ]

    @Test(arguments: brokenStrings.indices)
    func aStringsFileThatCannotBeReadIsNamedWithTheReason(_ index: Int) throws {
        let (name, bytes, reason) = Self.brokenStrings[index]
        let scratch = try Self.extensionFolder("Text(\"greeting\")")
        try Self.write(bytes, to: "en.lproj/Localizable.strings", in: scratch)
        let output = try CommandRunner.run(["validate", scratch.folder.path])
        #expect(output.status == 0, "\(name): \(output.stderr)")
        #expect(output.stderr.contains("en.lproj/Localizable.strings: warning: this strings file is not read whole: \(reason); a key it does not give is drawn as it is written"),
                "\(name): \(output.stderr)")
    }

    @Test func anXMLPropertyListStringsFileIsRead() throws {
        let scratch = try Self.extensionFolder("Text(\"greeting\")")
        try Self.write(Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>greeting</key><string>Hello</string></dict></plist>\n".utf8),
                       to: "en.lproj/Localizable.strings", in: scratch)
        let output = try CommandRunner.run(["layout", scratch.folder.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Text \"Hello\""), "\(output.stdout)")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
    }

    @Test(arguments: [("{\"sourceLanguage\": \"en\",\n \"strings\": {\"greeting\": {", "it is not valid JSON (Unexpected end of file during JSON parse.)"),
                      ("{\"sourceLanguage\": \"en\", \"strings\": 5}", "it is JSON, but not a string catalog")])
    func aStringCatalogThatCannotBeReadIsNamedWithTheReason(_ text: String, _ reason: String) throws {
        let scratch = try Self.extensionFolder("Text(\"greeting\")")
        try Self.write(Array(text.utf8), to: "Localizable.xcstrings", in: scratch)
        let output = try CommandRunner.run(["validate", scratch.folder.path])
        #expect(output.stderr.contains("Localizable.xcstrings: warning: this strings file is not read whole: \(reason)"), "\(output.stderr)")
    }

    @Test func aStringCatalogPastTheLimitIsNotReadAndSaid() throws {
        let scratch = try Self.extensionFolder("Text(\"greeting\")")
        // 9 MB of spaces: valid JSON past the 8 MB limit, not parsed.
        try Self.write(Array("{\"strings\": {}".utf8) + [UInt8](repeating: 0x20, count: 9 << 20) + Array("}".utf8), to: "Localizable.xcstrings", in: scratch)
        let output = try CommandRunner.run(["validate", scratch.folder.path])
        #expect(output.stderr.contains("Localizable.xcstrings: warning: this strings file is not read whole: it is 9 MB, more than the 8 MB a strings file is read up to"),
                "\(output.stderr)")
    }

    static let contents = "{\"images\":[{\"filename\":\"big.png\",\"idiom\":\"universal\",\"scale\":\"1x\"}],\"info\":{\"author\":\"xcode\",\"version\":1}}"

    @Test func anImageSetThatCannotBeReadIsNamedWithTheReason() throws {
        let set = "Assets.xcassets/Big.imageset/"
        let truncated = Array(try Data(contentsOf: DamagedInputTests.albumArt).prefix(200))
        let cases: [(files: [String: [UInt8]], reason: String)] = [
            ([set + "Contents.json": Array("{\"images\": [".utf8), set + "big.png": truncated],
             "'Big.imageset/Contents.json' is not valid JSON (Unexpected end of file during JSON parse.); Xcode could not read this image set either"),
            ([set + "Contents.json": Array(Self.contents.utf8)], "'Big.imageset' names 'big.png', which is not in it"),
            ([set + "Contents.json": Array(Self.contents.utf8), set + "big.png": truncated],
             "'big.png' is a damaged PNG: chunk 'IDAT' at byte 33 runs past the end of the file; export the image again"),
        ]
        for (files, reason) in cases {
            let scratch = try Self.extensionFolder("Image(\"Big\")")
            for (path, bytes) in files { try Self.write(bytes, to: path, in: scratch) }
            let output = try CommandRunner.run(["validate", scratch.folder.path])
            #expect(output.stderr.contains("warning: image 'Big' is drawn as a placeholder: \(reason)"), "\(output.stderr)")
        }
    }

    @Test func anImageThatIsAFIFOIsNamedNotRead() throws {
        let scratch = try Self.extensionFolder("Image(\"Big\")")
        try Self.write(Array(Self.contents.utf8), to: "Assets.xcassets/Big.imageset/Contents.json", in: scratch)
        #expect(mkfifo(scratch.folder.appendingPathComponent("Assets.xcassets/Big.imageset/big.png").path, 0o600) == 0)
        let output = try CommandRunner.run(["validate", scratch.folder.path])
        #expect(output.stderr.contains("warning: image 'Big' is drawn as a placeholder: 'big.png' is not a regular file (a FIFO)"), "\(output.stderr)")
    }
}
