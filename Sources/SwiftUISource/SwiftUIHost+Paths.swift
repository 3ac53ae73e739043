import Foundation
import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// `Path` as widget code builds it (`move(to:)`, `addLine(to:)`, `addArc(center:…)`, `addRect`,
/// …), held by reference so that `var path = Path(); path.move(to: …)` builds one path, and the
/// CoreGraphics values it takes (`CGPoint`, `CGRect`).
final class PathValue: HostValue, @unchecked Sendable {
    private(set) var elements: [ShapePath.Element] = []
    private var current: (x: Double, y: Double)?
    private var start: (x: Double, y: Double)?

    var typeName: String { "Path" }
    var conformances: [String] { ["View", "Shape"] }
    func isEqual(to other: any HostValue) -> Bool { (other as? PathValue) === self }

    func move(_ x: Double, _ y: Double) {
        elements.append(.move(x: x, y: y))
        current = (x, y)
        start = (x, y)
    }

    func line(_ x: Double, _ y: Double) {
        if current == nil { move(x, y); return }
        elements.append(.line(x: x, y: y))
        current = (x, y)
    }

    func quad(_ x: Double, _ y: Double, _ cx: Double, _ cy: Double) {
        if current == nil { move(cx, cy) }
        elements.append(.quadCurve(x: x, y: y, controlX: cx, controlY: cy))
        current = (x, y)
    }

    func cubic(_ x: Double, _ y: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        if current == nil { move(c1x, c1y) }
        elements.append(.cubicCurve(x: x, y: y, control1X: c1x, control1Y: c1y, control2X: c2x, control2Y: c2y))
        current = (x, y)
    }

    func close() {
        guard current != nil else { return }
        elements.append(.close)
        current = start
    }

    /// SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`. Its `clockwise` is
    /// meant in y-up coordinates, so on the screen (y down) `clockwise: false` turns clockwise:
    /// the angle grows from the start to the end. The painter draws it with `VectorPath.addArc`.
    func arc(centerX: Double, centerY: Double, radius: Double, startDegrees: Double, endDegrees: Double, clockwise: Bool) {
        var sweep = endDegrees - startDegrees
        guard sweep.isFinite, radius.isFinite, startDegrees.isFinite else { return }
        if clockwise { while sweep > 0 { sweep -= 360 } } else { while sweep < 0 { sweep += 360 } }
        elements.append(.arc(centerX: centerX, centerY: centerY, radius: radius, startDegrees: startDegrees, sweepDegrees: sweep))
        let end = (startDegrees + sweep) * .pi / 180
        if current == nil { start = (centerX + radius * cos(startDegrees * .pi / 180), centerY + radius * sin(startDegrees * .pi / 180)) }
        current = (centerX + radius * cos(end), centerY + radius * sin(end))
    }

    func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        move(x, y)
        line(x + width, y)
        line(x + width, y + height)
        line(x, y + height)
        close()
    }

    func roundedRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius given: Double) {
        let radius = max(0, min(given, width / 2, height / 2))
        guard radius > 0 else { rect(x, y, width, height); return }
        move(x + radius, y)
        arc(centerX: x + width - radius, centerY: y + radius, radius: radius, startDegrees: -90, endDegrees: 0, clockwise: false)
        arc(centerX: x + width - radius, centerY: y + height - radius, radius: radius, startDegrees: 0, endDegrees: 90, clockwise: false)
        arc(centerX: x + radius, centerY: y + height - radius, radius: radius, startDegrees: 90, endDegrees: 180, clockwise: false)
        arc(centerX: x + radius, centerY: y + radius, radius: radius, startDegrees: 180, endDegrees: 270, clockwise: false)
        close()
    }

    func ellipse(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        let (rx, ry, cx, cy) = (width / 2, height / 2, x + width / 2, y + height / 2)
        let k = 0.5522847498
        move(cx + rx, cy)
        cubic(cx, cy + ry, cx + rx, cy + k * ry, cx + k * rx, cy + ry)
        cubic(cx - rx, cy, cx - k * rx, cy + ry, cx - rx, cy + k * ry)
        cubic(cx, cy - ry, cx - rx, cy - k * ry, cx - k * rx, cy - ry)
        cubic(cx + rx, cy, cx + k * rx, cy - ry, cx + rx, cy - k * ry)
        close()
    }

    func append(_ other: PathValue) {
        elements += other.elements
        current = other.current
        start = other.start
    }

    func shapePath(referenceWidth: Double? = nil, referenceHeight: Double? = nil) -> ShapePath {
        ShapePath(elements: elements, referenceWidth: referenceWidth, referenceHeight: referenceHeight)
    }
}

extension SwiftUIHost {
    /// The rect a `Shape`'s `path(in:)` is first asked for, when the widget is read (so that its
    /// warnings are said with the widget's); drawing asks again for the shape's own frame
    /// (`ShapePathMaker`), and only a path that cannot be made so is stretched from this one. A
    /// chosen size: large enough that fixed lengths in the code (a 2 pt corner) stay small against it.
    static let shapeReferenceSide = 100.0

    /// `Path()`, `Path { path in … }`, `Path(rect)`, `Path(ellipseIn:)`, `Path(roundedRect:cornerRadius:)`.
    func makePath(_ arguments: [Argument], reading: ValueReading, at node: Syntax, in evaluator: Evaluator) throws -> Value? {
        let path = PathValue()
        if let first = arguments.first {
            switch first.label {
            case nil:
                if case .function(let build) = first.value {
                    _ = try build.call(.host(path))
                } else if let rect = Self.rect(first.value, reading) {
                    path.rect(rect.x, rect.y, rect.width, rect.height)
                } else { return nil }
            case "ellipseIn":
                guard let rect = Self.rect(first.value, reading) else { return nil }
                path.ellipse(rect.x, rect.y, rect.width, rect.height)
            case "roundedRect":
                guard let rect = Self.rect(first.value, reading) else { return nil }
                let radius = reading.number(arguments.first { $0.label == "cornerRadius" }?.value)
                    ?? Self.size(arguments.first { $0.label == "cornerSize" }?.value, reading)?.width ?? 0
                path.roundedRect(rect.x, rect.y, rect.width, rect.height, radius: radius)
            default:
                return nil
            }
        }
        return .host(path)
    }

    /// A `Path`'s building methods; nil for any other name.
    func pathMethod(_ name: String, of path: PathValue, _ arguments: [Argument], reading: ValueReading) -> Value? {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        func point(_ label: String?) -> (x: Double, y: Double)? { Self.point(argument(label), reading) }
        switch name {
        case "move":
            guard let to = point("to") else { return nil }
            path.move(to.x, to.y)
        case "addLine":
            guard let to = point("to") else { return nil }
            path.line(to.x, to.y)
        case "addLines":
            guard case .array(let items)? = argument(nil) else { return nil }
            for (index, item) in items.enumerated() {
                guard let p = Self.point(item, reading) else { continue }
                if index == 0 { path.move(p.x, p.y) } else { path.line(p.x, p.y) }
            }
        case "addQuadCurve":
            guard let to = point("to"), let control = point("control") else { return nil }
            path.quad(to.x, to.y, control.x, control.y)
        case "addCurve":
            guard let to = point("to"), let c1 = point("control1"), let c2 = point("control2") else { return nil }
            path.cubic(to.x, to.y, c1.x, c1.y, c2.x, c2.y)
        case "addArc":
            guard let center = point("center"), let radius = reading.number(argument("radius")),
                  let start = reading.angleDegrees(argument("startAngle")), let end = reading.angleDegrees(argument("endAngle")) else { return nil }
            path.arc(centerX: center.x, centerY: center.y, radius: radius, startDegrees: start, endDegrees: end,
                     clockwise: reading.bool(argument("clockwise")) ?? false)
        case "addRect":
            guard let rect = Self.rect(argument(nil), reading) else { return nil }
            path.rect(rect.x, rect.y, rect.width, rect.height)
        case "addRoundedRect":
            guard let rect = Self.rect(argument("in"), reading) else { return nil }
            let radius = Self.size(argument("cornerSize"), reading)?.width ?? reading.number(argument("cornerRadius")) ?? 0
            path.roundedRect(rect.x, rect.y, rect.width, rect.height, radius: radius)
        case "addEllipse":
            guard let rect = Self.rect(argument("in"), reading) else { return nil }
            path.ellipse(rect.x, rect.y, rect.width, rect.height)
        case "closeSubpath":
            path.close()
        case "addPath":
            guard case .host(let other as PathValue)? = argument(nil) else { return nil }
            path.append(other)
        default:
            return nil
        }
        return .void
    }

    /// A `Shape` the source declares, drawn from its `path(in:)` made for a reference rect.
    func declaredShape(_ value: Value, at node: Syntax, in evaluator: Evaluator) throws -> View? {
        guard case .instance(let instance) = value, let declaration = evaluator.program.type(named: instance.typeName),
              declaration.computed["body"] == nil, declaration.methods["path"] != nil,
              evaluator.program.conforms(declaration, to: "Shape") || declaration.conformances.contains("InsettableShape") else { return nil }
        let side = Self.shapeReferenceSide
        let made = try evaluator.callMethod("path", on: value, arguments: [Argument(label: "in", value: Self.rectValue(0, 0, side, side))], at: node)
        guard case .host(let path as PathValue) = made else { return nil }
        // Made once now, so that what it warns about is said with the widget's messages, and
        // again for the frame it is drawn in.
        let call = DeclaredShapeCall(host: self, evaluator: evaluator, shape: value, node: node)
        let maker = ShapePathMaker { width, height in call.path(width: width, height: height) }
        var shapePath = path.shapePath(referenceWidth: side, referenceHeight: side)
        shapePath.maker = maker
        return View(.shape(ShapeView(shape: .path(shapePath))), location: Self.location(of: node, in: evaluator))
    }

    // MARK: CoreGraphics values

    /// `CGPoint(x:y:)` as an instance whose fields are its coordinates.
    static func pointValue(_ x: Double, _ y: Double) -> Value {
        .instance(Instance(typeName: "CGPoint", fields: ["x": .double(x), "y": .double(y)], isReference: false))
    }

    /// `CGRect` as an instance with its edges and middles as fields (`rect.midX`, `rect.maxY`).
    static func rectValue(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Value {
        .instance(Instance(typeName: "CGRect", fields: [
            "origin": pointValue(x, y), "size": .tuple([TupleElement(label: "width", value: .double(width)),
                                                       TupleElement(label: "height", value: .double(height))]),
            "width": .double(width), "height": .double(height),
            "minX": .double(x), "midX": .double(x + width / 2), "maxX": .double(x + width),
            "minY": .double(y), "midY": .double(y + height / 2), "maxY": .double(y + height),
        ], isReference: false))
    }

    static func point(_ value: Value?, _ reading: ValueReading) -> (x: Double, y: Double)? {
        switch value {
        case .instance(let instance)?:
            guard let x = reading.number(instance.fields["x"]), let y = reading.number(instance.fields["y"]) else { return nil }
            return (x, y)
        case .tuple(let elements)?:
            guard let x = reading.number(elements.first { $0.label == "x" }?.value),
                  let y = reading.number(elements.first { $0.label == "y" }?.value) else { return nil }
            return (x, y)
        case .symbol(let symbol)? where symbol.name == "zero": return (0, 0)
        case .symbol(let symbol)? where symbol.name == "init":
            guard let x = reading.number(symbol.argument("x")), let y = reading.number(symbol.argument("y")) else { return nil }
            return (x, y)
        default: return nil
        }
    }

    static func size(_ value: Value?, _ reading: ValueReading) -> (width: Double, height: Double)? {
        switch value {
        case .tuple(let elements)?:
            guard let width = reading.number(elements.first { $0.label == "width" }?.value),
                  let height = reading.number(elements.first { $0.label == "height" }?.value) else { return nil }
            return (width, height)
        case .symbol(let symbol)? where symbol.name == "init":
            guard let width = reading.number(symbol.argument("width")), let height = reading.number(symbol.argument("height")) else { return nil }
            return (width, height)
        default: return nil
        }
    }

    static func rect(_ value: Value?, _ reading: ValueReading) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard case .instance(let instance)? = value, instance.typeName == "CGRect",
              let x = reading.number(instance.fields["minX"]), let y = reading.number(instance.fields["minY"]),
              let width = reading.number(instance.fields["width"]), let height = reading.number(instance.fields["height"]) else { return nil }
        return (x, y, width, height)
    }

    /// `CGPoint(x:y:)`, `CGRect(x:y:width:height:)`, `CGRect(origin:size:)`; nil for other arguments.
    func coreGraphicsValue(_ typeName: String, _ arguments: [Argument], reading: ValueReading) -> Value? {
        func argument(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        switch typeName {
        case "CGPoint":
            if arguments.isEmpty { return Self.pointValue(0, 0) }
            guard let x = reading.number(argument("x")), let y = reading.number(argument("y")) else { return nil }
            return Self.pointValue(x, y)
        case "CGRect":
            if arguments.isEmpty { return Self.rectValue(0, 0, 0, 0) }
            if let origin = Self.point(argument("origin"), reading), let size = Self.size(argument("size"), reading) {
                return Self.rectValue(origin.x, origin.y, size.width, size.height)
            }
            guard let x = reading.number(argument("x")), let y = reading.number(argument("y")),
                  let width = reading.number(argument("width")), let height = reading.number(argument("height")) else { return nil }
            return Self.rectValue(x, y, width, height)
        default:
            return nil
        }
    }

    /// `rect.insetBy(dx:dy:)`, `rect.offsetBy(dx:dy:)`.
    func rectMethod(_ name: String, of value: Value, _ arguments: [Argument], reading: ValueReading) -> Value? {
        guard let rect = Self.rect(value, reading), name == "insetBy" || name == "offsetBy",
              let dx = reading.number(arguments.first { $0.label == "dx" }?.value),
              let dy = reading.number(arguments.first { $0.label == "dy" }?.value) else { return nil }
        if name == "offsetBy" { return Self.rectValue(rect.x + dx, rect.y + dy, rect.width, rect.height) }
        return Self.rectValue(rect.x + dx, rect.y + dy, rect.width - 2 * dx, rect.height - 2 * dy)
    }
}

/// A declared `Shape`'s `path(in:)` asked again when the shape is drawn (as `GeometryReaderCall`
/// makes a reader's content), under `ShapePathMaker`'s lock.
struct DeclaredShapeCall: @unchecked Sendable {
    /// Kept for the evaluator, which holds its host weakly: `Path` is the host's to make.
    let host: SwiftUIHost
    let evaluator: Evaluator
    let shape: Value
    let node: Syntax

    /// The path for a rect of this size, in its points; nil when it cannot be made.
    func path(width: Double, height: Double) -> ShapePath? {
        let rect = SwiftUIHost.rectValue(0, 0, width, height)
        guard case .host(let path as PathValue)? = try? evaluator.callMethod("path", on: shape, arguments: [Argument(label: "in", value: rect)], at: node)
        else { return nil }
        return path.shapePath(referenceWidth: width, referenceHeight: height)
    }
}
