import Foundation
import Layout
import Raster
import ViewTree

/// Draws the rings and bars of gauges and progress views in the styles SwiftUI gives accessory
/// widgets. Thicknesses and the track's opacity are chosen here; Apple publishes none.
struct IndicatorPainter {
    var colors: WidgetColors
    /// False for a privacy placeholder: the track stays, the value goes.
    var showsValue = true

    /// Opacity of the unfilled part of a track.
    static let trackOpacity = 0.3
    /// Ring thickness as a fraction of the ring's diameter.
    static let ringThickness = 0.1
    /// The open ring of `accessoryCircular`: three quarters of a circle, open at the bottom
    /// (angles in radians, clockwise from +x on screen).
    static let openRingStart = 0.75 * Double.pi
    static let openRingEnd = 2.25 * Double.pi

    func drawGauge(_ gauge: GaugeView, in frame: PixelRect, environment: EnvironmentValues, into canvas: inout PixelCanvas) {
        let fraction = showsValue ? gauge.fraction(of: gauge.value.literalValue ?? gauge.lowerBound) : 0
        let tint = colors.resolve(environment.tint, in: environment)
        switch gauge.style {
        case .accessoryCircular:
            drawOpenRing(fraction: fraction, in: frame, tint: tint, into: &canvas)
        case .accessoryCircularCapacity:
            drawCapacityRing(fraction: fraction, in: frame, tint: tint, into: &canvas)
        case .accessoryLinear:
            drawLinearMarker(fraction: fraction, in: frame, tint: tint, into: &canvas)
        case .accessoryLinearCapacity, .linearCapacity:
            drawLinearCapacity(fraction: fraction, in: frame, tint: tint, into: &canvas)
        }
    }

    func drawProgress(_ progress: ProgressViewSpec, in frame: PixelRect, now: Date, environment: EnvironmentValues,
                      into canvas: inout PixelCanvas) {
        var fraction = progress.fraction(now: now)
        let tint = colors.resolve(environment.tint, in: environment)
        if !showsValue { fraction = 0 }
        switch progress.style {
        case .circular: drawCapacityRing(fraction: fraction, in: frame, tint: tint, into: &canvas)
        case .linear: drawLinearCapacity(fraction: fraction, in: frame, tint: tint, into: &canvas)
        }
    }

    func ringGeometry(_ frame: PixelRect) -> (center: PixelPoint, radius: Double, width: Double) {
        let side = min(frame.width, frame.height)
        let width = max(side * Self.ringThickness, 1)
        return (PixelPoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2), side / 2 - width / 2, width)
    }

    /// `accessoryCircular`: the open ring in the tint, with a marker cut out of it at the value.
    func drawOpenRing(fraction: Double, in frame: PixelRect, tint: PixelColor, into canvas: inout PixelCanvas) {
        let (center, radius, width) = ringGeometry(frame)
        guard radius > 0 else { return }
        canvas.fill(.arcStroke(center: center, radius: radius, startAngle: Self.openRingStart, endAngle: Self.openRingEnd,
                               lineWidth: width, cap: .round), with: tint.withOpacity(0.55))
        guard showsValue else { return }
        let angle = Self.openRingStart + (Self.openRingEnd - Self.openRingStart) * fraction
        let marker = PixelPoint.onEllipse(center: center, radiusX: radius, radiusY: radius, angle: angle)
        canvas.fill(.circle(center: marker, radius: width * 0.95), with: tint)
    }

    /// Capacity rings: a closed track, filled clockwise from the top to the value.
    func drawCapacityRing(fraction: Double, in frame: PixelRect, tint: PixelColor, into canvas: inout PixelCanvas) {
        let (center, radius, width) = ringGeometry(frame)
        guard radius > 0 else { return }
        canvas.fill(.ring(center: center, radius: radius, lineWidth: width), with: tint.withOpacity(Self.trackOpacity))
        guard fraction > 0 else { return }
        let start = -Double.pi / 2
        canvas.fill(.arcStroke(center: center, radius: radius, startAngle: start, endAngle: start + 2 * Double.pi * fraction,
                               lineWidth: width, cap: fraction < 1 ? .round : .butt), with: tint)
    }

    func drawLinearCapacity(fraction: Double, in frame: PixelRect, tint: PixelColor, into canvas: inout PixelCanvas) {
        let bar = frame
        canvas.fill(.capsule(in: bar), with: tint.withOpacity(Self.trackOpacity))
        guard fraction > 0 else { return }
        let filled = PixelRect(x: bar.x, y: bar.y, width: max(bar.width * fraction, bar.height), height: bar.height)
        canvas.fill(.capsule(in: filled), with: tint)
    }

    func drawLinearMarker(fraction: Double, in frame: PixelRect, tint: PixelColor, into canvas: inout PixelCanvas) {
        let bar = frame
        canvas.fill(.capsule(in: bar), with: tint.withOpacity(0.55))
        guard showsValue else { return }
        let radius = max(bar.height * 0.9, 1)
        let x = bar.x + radius + (bar.width - 2 * radius) * fraction
        canvas.fill(.circle(center: PixelPoint(x: x, y: bar.y + bar.height / 2), radius: radius), with: tint)
    }
}
