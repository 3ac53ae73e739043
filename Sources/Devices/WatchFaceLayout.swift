import ViewTree

/// The faces lockscreen-tui draws, each modelled on a watchOS face: where its time, date and
/// complication slots sit on a watch. Apple publishes no coordinates for any face (only which
/// families a face shows, ClockKit "Graphic" and HIG "Complications"), so every position below
/// is a named constant chosen against Apple's face pictures and listed in docs/devices.md.
public enum WatchFaceStyle: String, Sendable, CaseIterable, Hashable {
    /// Infograph-like: an analogue dial, four corner complications and four circular subdials.
    case infograph
    /// Infograph Modular-like: digital time top right, a circular top left, a large rectangular
    /// in the middle and three circulars along the bottom.
    case modular
    /// A digital face with the inline complication on the date line above a large time, and a
    /// rectangular below (as Photos-like and Modular Duo-like faces put them).
    case digital

    /// One line for help and lists.
    public var summary: String {
        switch self {
        case .infograph: "analogue dial, four corners (accessoryCorner) and four circular subdials"
        case .modular: "digital time, a rectangular in the middle, four circulars"
        case .digital: "inline above a large digital time, a rectangular below"
        }
    }
}

/// A screen corner, for corner complications and their labels along the bezel.
public enum ScreenCorner: String, Sendable, CaseIterable, Hashable {
    case topLeft, topRight, bottomLeft, bottomRight
}

/// One complication slot of a face on a watch.
public struct FaceSlot: Sendable, Hashable {
    /// The slot's name in face files: `top-left`, `center`, `bottom`, …
    public var name: String
    public var family: WidgetFamily
    /// The slot on the screen, in points.
    public var frame: Rect
    /// For corner slots: which corner (the label curves along the bezel there).
    public var corner: ScreenCorner?
    /// True for the circular slot whose `widgetLabel` the face draws along the top of the bezel
    /// (Apple: only the Infograph face's top circular complication).
    public var showsBezelLabel: Bool

    public init(name: String, family: WidgetFamily, frame: Rect, corner: ScreenCorner? = nil, showsBezelLabel: Bool = false) {
        self.name = name
        self.family = family
        self.frame = frame
        self.corner = corner
        self.showsBezelLabel = showsBezelLabel
    }

    public var center: Point { Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2) }
}

/// Where a face's time goes: an analogue dial, or digital text.
public enum FaceTime: Sendable, Hashable {
    /// Hands around `center`, `radius` long at most.
    case dial(center: Point, radius: Double)
    /// Digits with their baseline at `baseline`, `size` points tall, aligned right of `trailing`
    /// or centred on `centerX`.
    case digital(size: Double, baseline: Double, centerX: Double?, trailing: Double?)
}

/// Where a face writes its date ("MON 8"), in points: the text's right end (or its centre when
/// `centered`), its baseline and size.
public struct FaceDate: Sendable, Hashable {
    public var x: Double
    public var centered: Bool
    public var baseline: Double
    public var size: Double
}

/// The geometry of one face on one watch: its slots, time and date line.
public struct WatchFaceLayout: Sendable, Hashable {
    public var style: WatchFaceStyle
    public var watch: WatchModel
    public var slots: [FaceSlot]
    public var time: FaceTime
    /// The date ("MON 8") drawn by the face, when it shows one outside its slots.
    public var date: FaceDate?

    /// The slot called `name`, if this face has one.
    public func slot(named name: String) -> FaceSlot? { slots.first { $0.name == name } }

    // Chosen positions (points), the same on every watch size: Apple publishes none.

    /// How far corner complications sit from the screen's corner.
    public static let cornerMargin = 1.0
    /// How far an Infograph subdial's centre sits from the dial's centre, as a share of the dial's radius.
    public static let subdialOffset = 0.48
    /// The gap between a face's edge and its slots, and between slots in a row.
    public static let slotGap = 4.0
    /// Digital time: the size of the modular face's small time and of the digital face's large one,
    /// as shares of the screen's height.
    public static let smallTimeShare = 0.13
    public static let largeTimeShare = 0.24
    /// The modular face's date under its time, as a share of the time's size.
    public static let dateShare = 0.4

    public init(style: WatchFaceStyle, watch: WatchModel) {
        self.style = style
        self.watch = watch
        let w = watch.screen.width, h = watch.screen.height
        let circle = watch.circular, gap = Self.slotGap
        func square(_ name: String, _ family: WidgetFamily, center: Point, side: Double, corner: ScreenCorner? = nil, bezel: Bool = false) -> FaceSlot {
            FaceSlot(name: name, family: family, frame: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side),
                     corner: corner, showsBezelLabel: bezel)
        }
        switch style {
        case .infograph:
            let c = watch.corner, m = Self.cornerMargin
            let center = Point(x: w / 2, y: h / 2)
            let radius = min(w, h) / 2
            let offset = radius * Self.subdialOffset
            slots = [
                square("top-left", .corner, center: Point(x: m + c / 2, y: m + c / 2), side: c, corner: .topLeft),
                square("top-right", .corner, center: Point(x: w - m - c / 2, y: m + c / 2), side: c, corner: .topRight),
                square("bottom-left", .corner, center: Point(x: m + c / 2, y: h - m - c / 2), side: c, corner: .bottomLeft),
                square("bottom-right", .corner, center: Point(x: w - m - c / 2, y: h - m - c / 2), side: c, corner: .bottomRight),
                square("top", .circular, center: Point(x: center.x, y: center.y - offset), side: circle, bezel: true),
                square("left", .circular, center: Point(x: center.x - offset, y: center.y), side: circle),
                square("right", .circular, center: Point(x: center.x + offset, y: center.y), side: circle),
                square("bottom", .circular, center: Point(x: center.x, y: center.y + offset), side: circle),
            ]
            time = .dial(center: center, radius: radius)
            date = nil
        case .modular:
            let rect = watch.rectangular
            let rowY = h - gap - circle / 2
            let rowGap = (w - 3 * circle) / 4
            slots = [
                square("top-left", .circular, center: Point(x: gap + circle / 2, y: gap + circle / 2), side: circle),
                FaceSlot(name: "center", family: .rectangular,
                         frame: Rect(x: (w - rect.width) / 2, y: (gap + circle + rowY - circle / 2 - rect.height) / 2, width: rect.width, height: rect.height)),
                square("bottom-left", .circular, center: Point(x: rowGap + circle / 2, y: rowY), side: circle),
                square("bottom-center", .circular, center: Point(x: w / 2, y: rowY), side: circle),
                square("bottom-right", .circular, center: Point(x: w - rowGap - circle / 2, y: rowY), side: circle),
            ]
            let size = (h * Self.smallTimeShare).rounded()
            time = .digital(size: size, baseline: gap + size * 0.82, centerX: nil, trailing: w - gap)
            let dateSize = (size * Self.dateShare).rounded()
            date = FaceDate(x: w - gap, centered: false, baseline: gap + size * 0.82 + dateSize * 1.4, size: dateSize)
        case .digital:
            let inline = watch.inline, rect = watch.rectangular
            let size = (h * Self.largeTimeShare).rounded()
            slots = [
                FaceSlot(name: "top", family: .inline, frame: Rect(x: (w - inline.width) / 2, y: gap, width: inline.width, height: inline.height)),
                FaceSlot(name: "bottom", family: .rectangular, frame: Rect(x: (w - rect.width) / 2, y: h - gap - rect.height, width: rect.width, height: rect.height)),
            ]
            let top = gap + inline.height, bottom = h - gap - rect.height
            let dateSize = (size * Self.dateShare * 0.8).rounded()
            // The time and, under it, the date, centred together between the inline line and the rectangular.
            let timeBaseline = (top + bottom) / 2 + size * 0.36 - dateSize * 0.7
            time = .digital(size: size, baseline: timeBaseline, centerX: w / 2, trailing: nil)
            date = FaceDate(x: w / 2, centered: true, baseline: timeBaseline + dateSize * 1.5, size: dateSize)
        }
    }
}

extension WatchFaceStyle {
    /// The first face (in `allCases` order) with a slot of `family` on `watch`: where a watchOS
    /// widget asked for in one family is drawn when no face is named.
    public static func first(showing family: WidgetFamily, on watch: WatchModel) -> WatchFaceStyle? {
        allCases.first { style in WatchFaceLayout(style: style, watch: watch).slots.contains { $0.family == family } }
    }
}
