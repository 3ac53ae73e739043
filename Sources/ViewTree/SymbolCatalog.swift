/// The SF Symbol names lockscreen-tui draws itself. Any other name is drawn as a placeholder.
public enum SymbolCatalog {
    public static let names: [String] = [
        "heart.fill", "bolt.fill", "cloud.sun.fill", "cloud.rain.fill", "sun.max.fill", "moon.fill",
        "snowflake", "wind", "drop.fill", "flame.fill", "figure.walk", "calendar", "envelope.fill",
        "bell.fill", "alarm.fill", "timer", "battery.75", "car.fill", "house.fill", "location.fill",
        "airplane", "music.note", "cart.fill", "creditcard.fill", "chart.line.uptrend.xyaxis",
        "arrow.up", "arrow.down", "checkmark.circle.fill", "xmark", "star.fill", "qrcode.viewfinder",
        "heart", "star", "bolt", "thermometer.medium", "figure.run", "checkmark", "circle", "person.fill",
    ]

    public static func contains(_ name: String) -> Bool { names.contains(name) }
}
