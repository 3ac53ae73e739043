import Raster

/// Everyday objects, places and charts. Design units: see `SymbolDrawing`.
extension SymbolDrawings {
    /// `calendar`: A frame with a solid header and six day squares.
    static let calendar = SymbolDrawing(
        frame: PixelRect(x: 4, y: 8, width: 92, height: 84),
        parts: [
            .roundedRect(x: 4, y: 8, width: 92, height: 84, radius: 14),
            .hole(.roundedRect(x: 14, y: 32, width: 72, height: 50, radius: 6)),
            .roundedRect(x: 24, y: 42, width: 12, height: 12, radius: 2),
            .roundedRect(x: 44, y: 42, width: 12, height: 12, radius: 2),
            .roundedRect(x: 64, y: 42, width: 12, height: 12, radius: 2),
            .roundedRect(x: 24, y: 60, width: 12, height: 12, radius: 2),
            .roundedRect(x: 44, y: 60, width: 12, height: 12, radius: 2),
            .roundedRect(x: 64, y: 60, width: 12, height: 12, radius: 2),
        ]
    )

    /// `envelope.fill`: A filled envelope with the flap drawn as a cut-out V.
    static let envelopeFill = SymbolDrawing(
        frame: PixelRect(x: 2, y: 16, width: 96, height: 68),
        parts: [
            .roundedRect(x: 2, y: 16, width: 96, height: 68, radius: 10),
            .hole(.path("""
                M 13.2 22.3 L 50 51.5 L 86.8 22.3 C 88.3 21.1 90.5 21.3 91.7 22.8
                C 92.9 24.3 92.7 26.5 91.2 27.7 L 50 60.5 L 8.8 27.7 C 7.3 26.5 7.1 24.3 8.3 22.8
                C 9.5 21.3 11.7 21.1 13.2 22.3 Z
                """)),
        ]
    )

    /// The side view of a sneaker, toe to the right, shared by `shoe.fill` and `shoe`: a heel
    /// collar at the left, the laces sloping down to a rounded toe, a flat sole.
    private static let shoeOutline = """
        M 8 30 C 8 26 11 24 15 24 L 29 24 C 32 24 34 26 35 29 C 37 35 43 39 51 39 L 59 39
        C 65 39 69 43 73 47 L 83 55 C 91 59 96 63 96 70 L 96 76 C 96 79 94 81 91 81 L 9 81
        C 6 81 4 79 4 76 L 4 36 C 4 33 5 31 8 30 Z
        """

    /// `shoe.fill`: A filled sneaker with its sole parted from the upper by a thin line.
    static let shoeFill = SymbolDrawing(
        frame: PixelRect(x: 4, y: 24, width: 92, height: 57),
        parts: [
            .path(shoeOutline),
            .hole(.roundedRect(x: 4, y: 66, width: 92, height: 4, radius: 0)),
        ]
    )

    /// `shoe`: The sneaker in outline over a solid sole.
    static let shoe = SymbolDrawing(
        frame: PixelRect(x: 4, y: 24, width: 92, height: 57),
        parts: [
            .path(shoeOutline),
            .hole(.path("""
                M 12 33 C 12 32 13 31 15 31 L 27 31 C 30 38 38 46 51 46 L 59 46 C 63 46 66 48 69 51
                L 79 59 C 84 62 87 63 88 66 L 12 66 Z
                """)),
        ]
    )

    /// `bell.fill`: A bell with a flared rim over a half-disc clapper.
    static let bellFill = SymbolDrawing(
        frame: PixelRect(x: 9.5, y: 6, width: 81, height: 90),
        parts: [
            .path("""
                M 50 6 C 69 6 80 22 80 40 L 80 60 C 80 66 88 70 90 74 C 91 77 90 80 86 80 L 14 80
                C 10 80 9 77 10 74 C 12 70 20 66 20 60 L 20 40 C 20 22 31 6 50 6 Z
                """),
            .path("M 39 85 L 61 85 C 61 91 56 96 50 96 C 44 96 39 91 39 85 Z"),
        ]
    )

    /// `alarm.fill`: A round clock with two bells, two feet and cut-out hands.
    static let alarmFill = SymbolDrawing(
        frame: PixelRect(x: 0.5, y: 10, width: 99, height: 85.5),
        parts: [
            .circle(x: 50, y: 56, radius: 36),
            .arc(x: 50, y: 56, radius: 46, from: -162, to: -118, width: 12, cap: .butt),
            .arc(x: 50, y: 56, radius: 46, from: -62, to: -18, width: 12, cap: .butt),
            .stroke([26, 80, 22.9, 90.7], width: 9),
            .stroke([74, 80, 77.1, 90.7], width: 9),
            .hole(.path("""
                M 46 34 C 46 29 54 29 54 34 L 54 56 L 64 56 C 68 56 68 62 64 62 L 50 62 C 48 62 46 61 46 58
                L 46 34 Z
                """)),
        ]
    )

    /// `timer`: A dial open at the top, with a tick in the gap and a hand.
    static let timer = SymbolDrawing(
        frame: PixelRect(x: 4.5, y: 2.5, width: 91, height: 95),
        parts: [
            .arc(x: 50, y: 52, radius: 40, from: -64, to: 244, width: 11),
            .stroke([50, 8, 50, 22], width: 11),
            .stroke([50, 52, 33, 35], width: 11),
        ]
    )

    /// `battery.75`: A battery outline, three quarters full, terminal on the right.
    static let batterySeventyFive = SymbolDrawing(
        frame: PixelRect(x: 0, y: 26, width: 99, height: 48),
        parts: [
            .roundedRect(x: 0, y: 26, width: 88, height: 48, radius: 13),
            .hole(.roundedRect(x: 7, y: 33, width: 74, height: 34, radius: 7)),
            .roundedRect(x: 12, y: 38, width: 46, height: 24, radius: 3),
            .roundedRect(x: 91, y: 41, width: 8, height: 18, radius: 4),
        ]
    )

    /// `car.fill`: A car seen from the front: cabin with a cut-out windscreen, headlights, grille and wheels.
    static let carFill = SymbolDrawing(
        frame: PixelRect(x: 4, y: 12, width: 92, height: 84),
        parts: [
            .path("M 26 12 L 74 12 C 79 12 82 14 84 19 L 92 42 L 8 42 L 16 19 C 18 14 21 12 26 12 Z"),
            .hole(.path("M 28 21 L 72 21 C 74 21 75 22 76 24 L 81 38 L 19 38 L 24 24 C 25 22 26 21 28 21 Z")),
            .roundedRect(x: 4, y: 40, width: 92, height: 40, radius: 12),
            .hole(.circle(x: 21, y: 58, radius: 7)),
            .hole(.circle(x: 79, y: 58, radius: 7)),
            .hole(.roundedRect(x: 36, y: 62, width: 28, height: 7, radius: 3.5)),
            .roundedRect(x: 8, y: 72, width: 20, height: 24, radius: 6),
            .roundedRect(x: 72, y: 72, width: 20, height: 24, radius: 6),
        ]
    )

    /// `house.fill`: A house with eaves, a chimney and a cut-out door.
    static let houseFill = SymbolDrawing(
        frame: PixelRect(x: 2, y: 4, width: 96, height: 92),
        parts: [
            .path("""
                M 50 4 L 98 48 L 86 48 L 86 90 C 86 94 84 96 80 96 L 60 96 L 60 70 C 60 68 59 67 57 67 L 43 67
                C 41 67 40 68 40 70 L 40 96 L 20 96 C 16 96 14 94 14 90 L 14 48 L 2 48 Z
                """),
            .roundedRect(x: 68, y: 10, width: 12, height: 30, radius: 2),
        ]
    )

    /// `location.fill`: The navigation arrow, pointing to the upper right.
    static let locationFill = SymbolDrawing(
        frame: PixelRect(x: 6, y: 6, width: 88, height: 88),
        parts: [.path("M 94 6 L 56 94 L 50 50 L 6 44 Z")]
    )

    /// `airplane`: An airliner from above, nose to the right.
    static let airplane = SymbolDrawing(
        frame: PixelRect(x: 4, y: 2, width: 94, height: 96),
        parts: [
            .roundedRect(x: 4, y: 43, width: 94, height: 14, radius: 7),
            .path("M 40 44 L 26 2 L 36 2 L 62 44 Z"),
            .path("M 40 56 L 62 56 L 36 98 L 26 98 Z"),
            .path("M 8 44 L 4 26 L 12 26 L 22 44 Z"),
            .path("M 8 56 L 22 56 L 12 74 L 4 74 Z"),
        ]
    )

    /// `music.note`: An eighth note: head, stem and flag.
    static let musicNote = SymbolDrawing(
        frame: PixelRect(x: 18, y: 4, width: 66, height: 92),
        parts: [
            .ellipse(x: 18, y: 66, width: 40, height: 30),
            .roundedRect(x: 48, y: 6, width: 10, height: 76, radius: 0),
            .path("M 48 4 L 84 14 L 84 34 L 58 26 Z"),
        ]
    )

    /// `cart.fill`: A shopping cart: handle, basket and two wheels.
    static let cartFill = SymbolDrawing(
        frame: PixelRect(x: 3.5, y: 5.5, width: 92.5, height: 89.5),
        parts: [
            .stroke([8, 10, 18, 10, 28, 66, 88, 66], width: 9),
            .path("M 19 20 L 96 20 L 88 56 L 26 56 Z"),
            .circle(x: 34, y: 86, radius: 9),
            .circle(x: 80, y: 86, radius: 9),
        ]
    )

    /// `creditcard.fill`: A card with a cut-through stripe and a cut-out name line.
    static let creditcardFill = SymbolDrawing(
        frame: PixelRect(x: 2, y: 16, width: 96, height: 68),
        parts: [
            .path("M 12 16 L 88 16 C 93.5 16 98 20.5 98 26 L 2 26 C 2 20.5 6.5 16 12 16 Z"),
            .path("M 2 37 L 98 37 L 98 74 C 98 79.5 93.5 84 88 84 L 12 84 C 6.5 84 2 79.5 2 74 Z"),
            .hole(.roundedRect(x: 12, y: 62, width: 24, height: 9, radius: 3)),
        ]
    )

    /// `chart.line.uptrend.xyaxis`: Two axes and a zigzag line rising to the right.
    static let chartLineUptrendXyaxis = SymbolDrawing(
        frame: PixelRect(x: 4, y: 2, width: 94, height: 94),
        parts: [
            .stroke([8.5, 6.5, 8.5, 91.5, 93.5, 91.5], width: 9),
            .stroke([24, 72, 44, 48, 60, 62, 88, 26], width: 10),
        ]
    )

    /// `qrcode.viewfinder`: Four corner brackets around a simplified QR code.
    static let qrcodeViewfinder = SymbolDrawing(
        frame: PixelRect(x: 1.5, y: 1.5, width: 97, height: 97),
        parts: [
            .stroke([6, 30, 6, 6, 30, 6], width: 9),
            .stroke([70, 6, 94, 6, 94, 30], width: 9),
            .stroke([94, 70, 94, 94, 70, 94], width: 9),
            .stroke([30, 94, 6, 94, 6, 70], width: 9),
            .roundedRect(x: 25, y: 25, width: 20, height: 20, radius: 3),
            .hole(.roundedRect(x: 30, y: 30, width: 10, height: 10, radius: 1)),
            .roundedRect(x: 32.5, y: 32.5, width: 5, height: 5, radius: 0),
            .roundedRect(x: 55, y: 25, width: 20, height: 20, radius: 3),
            .hole(.roundedRect(x: 60, y: 30, width: 10, height: 10, radius: 1)),
            .roundedRect(x: 62.5, y: 32.5, width: 5, height: 5, radius: 0),
            .roundedRect(x: 25, y: 55, width: 20, height: 20, radius: 3),
            .hole(.roundedRect(x: 30, y: 60, width: 10, height: 10, radius: 1)),
            .roundedRect(x: 32.5, y: 62.5, width: 5, height: 5, radius: 0),
            .roundedRect(x: 55, y: 55, width: 8, height: 8, radius: 0),
            .roundedRect(x: 67, y: 67, width: 8, height: 8, radius: 0),
            .roundedRect(x: 67, y: 55, width: 8, height: 8, radius: 0),
        ]
    )
}
