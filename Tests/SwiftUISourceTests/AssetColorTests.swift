import Foundation
@testable import SwiftUISource
import Testing
import ViewTree

/// A colour set's colour: its dark appearance when it gives one (the Lock Screen is dark), else
/// the universal colour; a dark slot Xcode lists without a colour is no colour (iVarsom's
/// `DangerLevel1` was reported missing from its catalog).
@Suite struct AssetColorTests {
    static func color(_ entries: String) throws -> ColorValue? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("colorset-\(UUID().uuidString)/Brand.colorset")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"{"colors":[\#(entries)],"info":{"author":"xcode","version":1}}"#
            .write(to: folder.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        return AssetCatalog.color(in: folder.path)
    }

    static let universal = #"{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.000","red":"1.000"}},"idiom":"universal"}"#
    static let dark = #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"0.000","red":"0.000"}},"idiom":"universal"}"#
    static let emptyDark = #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"idiom":"universal"}"#

    @Test func anEmptyDarkSlotFallsBackToTheUniversalColour() throws {
        #expect(try Self.color(Self.universal + "," + Self.emptyDark) == .rgba(RGBA(red: 1, green: 0, blue: 0, alpha: 1)))
    }

    @Test func aDarkColourIsTheLockScreens() throws {
        #expect(try Self.color(Self.universal + "," + Self.dark) == .rgba(RGBA(red: 0, green: 0, blue: 1, alpha: 1)))
    }

    /// The names Xcode generates for assets: an image's "Image" suffix and a colour's "Color"
    /// suffix are dropped (Squirrel's `Image(.squirrelLogo)` names `SquirrelLogoImage`).
    @Test func generatedAssetNamesDropTheirKindsSuffix() {
        #expect(AssetCatalog.symbolName(of: "SquirrelLogoImage", dropping: "Image") == "squirrelLogo")
        #expect(AssetCatalog.symbolName(of: "BrandColor", dropping: "Color") == "brand")
        #expect(AssetCatalog.symbolName(of: "brand-icon", dropping: "Image") == "brandIcon")
        #expect(AssetCatalog.symbolName(of: "Image", dropping: "Image") == "image", "a name that is only the suffix keeps it")
    }
}

