import Devices
import Testing
import ViewTree

/// The iPad Lock Screen and StandBy against the real screenshots they were measured on
/// (docs/devices.md names them; they are not in the repository), and the iPad's block packing.
@Suite struct SurfaceGeometryTests {
    /// its-me-anoop/Sipli's iPadOS 26 Lock Screen, 11-inch iPad Pro (M4), portrait, 834×1210 pt:
    /// "Thu 12" on a baseline at 111.5; "06:19"'s round digits 131.5–465.0; a rectangular widget
    /// in columns 1–2 from x 239, 152 wide, a circular one in column 4 from 512.5; their tops at 1020.
    @Test func iPadOS26MatchesItsScreenshotWithin2Points() throws {
        let pad = try #require(DeviceCatalog.device(named: "ipad-pro-11-m4")).on(.ios26)
        #expect(pad.screen == Size(width: 834, height: 1210))
        let geometry = pad.lockScreen
        #expect(abs(geometry.dateBaseline - 111.5) <= 2)
        #expect(abs(geometry.clockBaseline - 465.0) <= 2)
        // The clock is sized by its flat "5"; the round "0" overshoots by the difference measured.
        #expect(abs(geometry.clockBaseline - geometry.clockDigitHeight - (131.5 + 333.5 - 328.0)) <= 2)
        let rectangle = pad.widgetColumn(0, span: 2)
        let circle = pad.widgetColumn(3)
        #expect(abs(rectangle.x - 239) <= 2 && abs(rectangle.width - 152) <= 2)
        #expect(abs(circle.x - 512.5) <= 2)
        #expect(abs(rectangle.y - 1020) <= 2)
        #expect(pad.contentInset(for: .rectangular) == 0, "the iPad's slot sizes are drawable frames")
    }

    /// crystall1nedev/blog's StandBy, iPhone 14 Pro Max on iOS 17, 932×430 pt: the Clock widget's
    /// face (which fills its frame) 67.7–440.0 × 28.7–401.0; the Calendar widget's content from
    /// 527.7, 16 pt of margin scaled inside the right frame.
    @Test func standByMatchesItsScreenshotWithin2Points() throws {
        let phone = try #require(DeviceCatalog.device(named: "14-pro-max"))
        let standBy = phone.standBy
        let factor = StandByGeometry.scale(for: phone)
        #expect(abs(standBy.screen.width * factor - 932) < 0.01 && abs(standBy.screen.height * factor - 430) < 0.01)
        let frames = standBy.standByFrames.map { Rect(x: $0.x * factor, y: $0.y * factor, width: $0.width * factor, height: $0.height * factor) }
        #expect(frames.count == 2)
        #expect(abs(frames[0].x - 67.7) <= 2 && abs(frames[0].maxX - 440.0) <= 2)
        #expect(abs(frames[0].y - 28.7) <= 2 && abs(frames[0].maxY - 401.0) <= 2)
        let contentLeft = frames[1].x + standBy.contentInset(for: .small) * factor
        #expect(abs(contentLeft - 527.7) <= 2)
        #expect(standBy.screenPixels.width == 2796 && standBy.screenPixels.height == 1290)
    }

    /// Blocks fill in reading order: a small widget takes a block, two circular ones share a row,
    /// a rectangular one takes a row; a portrait row is centred, a landscape column stacked.
    @Test func iPadBlocksPackInOrder() throws {
        let pad = try #require(DeviceCatalog.device(named: "ipad-pro-13"))
        let area = try #require(pad.lockScreen.padWidgets)
        let frames = area.frames(for: [.small, .circular, .circular, .rectangular], slots: pad.slots).compactMap { $0 }
        #expect(frames.count == 4)
        let block = pad.slots.small.width, gap = block - 2 * pad.slots.circular.width
        #expect(abs(gap - 30.5) < 0.001)
        // Two blocks, centred on the screen.
        #expect(abs(frames[0].x - (pad.screen.width - 2 * block - gap) / 2) < 0.001)
        #expect(frames[1].x == frames[0].x + block + gap && frames[1].y == frames[0].y)
        #expect(frames[2].x == frames[1].x + pad.slots.circular.width + gap && frames[2].y == frames[1].y)
        #expect(frames[3].x == frames[1].x && frames[3].y == frames[1].y + pad.slots.circular.height + gap)
        let turned = pad.turned(to: .landscape)
        let column = try #require(turned.lockScreen.padWidgets)
        let stacked = column.frames(for: [.small, .small], slots: turned.slots).compactMap { $0 }
        #expect(stacked[1].x == stacked[0].x && stacked[1].y == stacked[0].y + block + gap)
        #expect(turned.contentCentreX == stacked[0].x + block / 2)
        let full = area.frames(for: Array(repeating: .small, count: PadLockScreen.portraitBlockLimit + 1), slots: pad.slots)
        #expect(full.last! == nil, "a fifth block has no room in a portrait row")
    }

    @Test func iPadsAreFoundByName() {
        #expect(DeviceCatalog.device(named: "iPad Pro 13")?.identifier == "ipad-pro-13")
        #expect(DeviceCatalog.device(named: "ipad mini")?.identifier == "ipad-mini-6")
        #expect(DeviceCatalog.device(named: "iPad")?.identifier == "ipad-9")
        #expect(!DeviceCatalog.all.contains { $0.idiom == .pad }, "--devices all and check stay on the iPhones")
    }
}

/// A Live Activity's platter against the iOS 18 Lock Screen it was measured on (gym-diary,
/// shared/reference/ios-lockscreens/ios18-440x956-gymdiary-live-activity.png): x 14.0–425.7,
/// y 617.0–827.7 for its 210.7-pt platter.
@Suite struct ActivityPlatterGeometryTests {
    @Test func thePlatterSitsWhereTheScreenshotsDoes() throws {
        let phone = try #require(DeviceCatalog.device(named: "16-pro-max"))
        let width = phone.slotSize(for: .activity).width
        let left = (phone.screen.width - width) / 2
        #expect(abs(left - 14.0) <= 1 && abs(left + width - 425.7) <= 1)
        let top = phone.screen.height - DeviceProfile.activityBottomAbove - 210.7
        #expect(abs(top - 617.0) <= 1)
        // The screenshot's text is 14 pt inside the platter, and its app pads its rows by 14 itself
        // (gym-diary's workout-live-activity.ios.tsx at ce086820: padding horizontal 14): iOS adds none.
        #expect(phone.contentInset(for: .activity) == 0)
    }
}
