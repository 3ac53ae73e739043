import Devices
import Layout
import Raster
import ViewTree

/// Turns a chart's marks into filled outlines in pixels, back to front in the order written:
/// each line and area (its marks of one series joined), each bar, point and rule.
struct ChartMarkPainter {
    let chart: ChartView
    let geometry: ChartGeometry
    let mapping: PixelMapping

    /// An outline to fill, and the mark whose style colours it.
    struct Layer {
        var mark: ChartMark
        var path: VectorPath
    }

    func layers() -> [Layer] {
        var layers: [Layer] = []
        var drawnSeries: Set<String> = []
        let bars = Dictionary(ChartStacking.extents(of: chart.marks).map { ($0.markIndex, $0) }, uniquingKeysWith: { a, _ in a })
        for (index, mark) in chart.marks.enumerated() {
            switch mark.kind {
            case .line, .area:
                guard drawnSeries.insert(mark.seriesKey).inserted else { continue }
                let series = chart.marks.filter { $0.seriesKey == mark.seriesKey }
                if let path = mark.kind == .line ? line(series) : area(series) { layers.append(Layer(mark: mark, path: path)) }
            case .bar:
                if let extent = bars[index], let path = bar(mark, extent) { layers.append(Layer(mark: mark, path: path)) }
            case .point:
                if let path = point(mark) { layers.append(Layer(mark: mark, path: path)) }
            case .rule:
                if let path = rule(mark) { layers.append(Layer(mark: mark, path: path)) }
            }
        }
        return layers
    }

    func pixel(_ xFraction: Double, _ yFraction: Double) -> PixelPoint {
        let point = geometry.point(xFraction: xFraction, yFraction: yFraction)
        return mapping.point(x: point.x, y: point.y)
    }

    /// Where zero sits on the y scale, kept inside the plot: the baseline of areas and bars.
    var yBaseline: Double { min(max(geometry.y.fraction(of: .number(0)) ?? 0, 0), 1) }

    func line(_ marks: [ChartMark]) -> VectorPath? {
        let points = marks.compactMap { mark -> PixelPoint? in
            guard let x = mark.x.flatMap(geometry.x.fraction), let y = mark.y.flatMap(geometry.y.fraction) else { return nil }
            return pixel(x, y)
        }
        guard !points.isEmpty, let style = marks.first?.style else { return nil }
        let width = mapping.pixels(style.lineWidth ?? WidgetPainter.chartLineWidth)
        return stroke(ChartPath.polyline(points, style.interpolation), width: width, style: style)
    }

    /// A line's outline, in dashes when its style has a pattern (dashes end square, as
    /// `StrokeStyle`'s default butt caps).
    func stroke(_ points: [PixelPoint], width: Double, style: ChartMarkStyle, cap: LineCap = .round) -> VectorPath {
        if points.count == 1 { return .circle(center: points[0], radius: width / 2) }
        let pieces = style.dash.isEmpty ? [points] : ChartPath.dashed(points, pattern: style.dash.map(mapping.pixels))
        var path = VectorPath()
        for piece in pieces {
            for (a, b) in zip(piece, piece.dropFirst()) {
                path.addPath(.lineSegment(from: a, to: b, width: width, cap: style.dash.isEmpty ? cap : .butt))
            }
        }
        return path
    }

    /// An area from its baseline (zero, or each mark's `yStart`) up to its values (or `yEnd`).
    func area(_ marks: [ChartMark]) -> VectorPath? {
        var tops: [PixelPoint] = []
        var bottoms: [PixelPoint] = []
        for mark in marks {
            guard let x = mark.x.flatMap(geometry.x.fraction) else { continue }
            let top = (mark.yEnd ?? mark.y).flatMap(geometry.y.fraction)
            let bottom = mark.yStart.flatMap(geometry.y.fraction) ?? yBaseline
            guard let top else { continue }
            tops.append(pixel(x, top))
            bottoms.append(pixel(x, bottom))
        }
        guard tops.count > 1, let method = marks.first?.style.interpolation else { return nil }
        return ChartPath.polygon(ChartPath.polyline(tops, method) + ChartPath.polyline(bottoms, method).reversed())
    }

    /// A bar across its slot: a category's band, or an equal share of the plot per bar position
    /// on a continuous scale; from its stacked start to its end.
    func bar(_ mark: ChartMark, _ extent: ChartStacking.Extent) -> VectorPath? {
        let valueScale = extent.isHorizontal ? geometry.x : geometry.y
        let positionScale = extent.isHorizontal ? geometry.y : geometry.x
        guard let start = valueScale.fraction(of: .number(extent.start)), let end = valueScale.fraction(of: .number(extent.end)) else { return nil }
        let across: ClosedRange<Double>
        if let lower = (extent.isHorizontal ? mark.yStart : mark.xStart).flatMap(positionScale.fraction),
           let upper = (extent.isHorizontal ? mark.yEnd : mark.xEnd).flatMap(positionScale.fraction) {
            across = min(lower, upper)...max(lower, upper)
        } else {
            guard let center = (extent.isHorizontal ? mark.y : mark.x).flatMap(positionScale.fraction) else { return nil }
            let positions = Set(chart.marks.filter { $0.kind == .bar }.compactMap { extent.isHorizontal ? $0.y : $0.x })
            let slot = positionScale.bandFraction ?? 1 / Double(max(positions.count, 1))
            let half = slot * WidgetPainter.chartBarFill / 2
            across = (center - half)...(center + half)
        }
        let a = extent.isHorizontal ? pixel(min(start, end), across.lowerBound) : pixel(across.lowerBound, max(start, end))
        let b = extent.isHorizontal ? pixel(max(start, end), across.upperBound) : pixel(across.upperBound, min(start, end))
        let rect = PixelRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        let radius = min(mapping.pixels(mark.style.cornerRadius ?? 0), min(rect.width, rect.height) / 2)
        return radius > 0 ? .roundedRect(rect, cornerRadius: radius) : .rect(rect)
    }

    /// A circle whose area is the symbol size.
    func point(_ mark: ChartMark) -> VectorPath? {
        guard let x = mark.x.flatMap(geometry.x.fraction), let y = mark.y.flatMap(geometry.y.fraction) else { return nil }
        let area = mark.style.symbolSize ?? WidgetPainter.chartSymbolArea
        let radius = mapping.pixels((max(area, 0) / Double.pi).squareRoot())
        return .circle(center: pixel(x, y), radius: radius)
    }

    /// A horizontal rule at a y (across the plot, or from `xStart` to `xEnd`), or a vertical one at an x.
    func rule(_ mark: ChartMark) -> VectorPath? {
        let width = mapping.pixels(mark.style.lineWidth ?? WidgetPainter.chartRuleWidth)
        if let y = mark.y.flatMap(geometry.y.fraction) {
            let from = mark.xStart.flatMap(geometry.x.fraction) ?? 0, to = mark.xEnd.flatMap(geometry.x.fraction) ?? 1
            return stroke([pixel(from, y), pixel(to, y)], width: width, style: mark.style, cap: .butt)
        }
        if let x = mark.x.flatMap(geometry.x.fraction) {
            let from = mark.yStart.flatMap(geometry.y.fraction) ?? 0, to = mark.yEnd.flatMap(geometry.y.fraction) ?? 1
            return stroke([pixel(x, from), pixel(x, to)], width: width, style: mark.style, cap: .butt)
        }
        return nil
    }
}
