import Foundation
import Testing
import ViewTree
import WidgetFormat

/// What each construct of the format decodes to.
@Suite struct DecodingTests {
    func widget(_ body: String, entries: String = "", families: String = "[circular]") throws -> Widget {
        let text = "format: 1\nname: Test\nfamilies: \(families)\n\(entries)view:\n" + body
        let result = WidgetLoader.decode(text: text)
        return try #require(result.widget, "\(result.renderedDiagnostics)")
    }

    func body(_ yaml: String, entries: String = "") throws -> View {
        try #require(try widget(yaml, entries: entries).bodies[.circular])
    }

    @Test func bareNamesAndModifiersInWrittenOrder() throws {
        let view = try body("""
              Text: "Hi"
              padding: 4
              background: red
            """)
        #expect(view.kind == .text([.literal("Hi")]))
        #expect(view.modifiers == [.padding(EdgeInsets(all: 4)), .background(.color(NamedColors.color(named: "red")!))])
    }

    @Test func interpolationSplitsLiteralsAndReferences() throws {
        let view = try body("  Text: \"Hi {user.name}! {{x}}\"\n", entries: "entries: [{user: {name: Ann}}]\n")
        guard case .text(let runs) = view.kind, case .template(let parts) = runs.first?.piece else {
            Issue.record("not a template")
            return
        }
        #expect(parts == [.literal("Hi "), .value(DataReference(path: ["user", "name"])), .literal("! {x}")])
    }

    @Test func runsCarryTheirOwnStyle() throws {
        let view = try body("""
              Text:
                - "Level 3 · "
                - { date: +PT12M4S, style: timer, bold: true }
            """)
        guard case .text(let runs) = view.kind else { Issue.record("not text"); return }
        #expect(runs.count == 2)
        #expect(runs[1].piece == .date(.offset(724), .timer))
        #expect(runs[1].style.bold == true)
    }

    @Test func stackOptionsAndChildren() throws {
        let view = try body("""
              VStack:
                alignment: leading
                spacing: 2
                content: [Spacer, { Spacer: { minLength: 4 } }, EmptyView]
            """)
        #expect(view.kind == .stack(StackView(kind: .vstack, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 2,
                                               children: [View(.spacer(minLength: nil)), View(.spacer(minLength: 4)), View(.empty)])))
    }

    @Test func gaugeWithRangeAndEntryValue() throws {
        let view = try body("""
              Gauge:
                value: temp
                in: [-10, 30]
                style: accessoryCircular
                currentValueLabel: { Text: "{temp}" }
            """, entries: "entries: [{temp: 21}, {temp: 25}]\n")
        guard case .gauge(let gauge) = view.kind else { Issue.record("not a gauge"); return }
        #expect(gauge.value == .entry(DataReference(path: ["temp"])))
        #expect(gauge.lowerBound == -10 && gauge.upperBound == 30)
        #expect(gauge.style == .accessoryCircular)
        #expect(gauge.currentValueLabel != nil)
    }

    @Test func progressTimerIntervalCountsDownByDefault() throws {
        let view = try body("  ProgressView: { timerInterval: [now, +PT10M], style: circular }\n")
        #expect(view.kind == .progress(ProgressViewSpec(source: .timer(start: .offset(0), end: .offset(600), countsDown: true), style: .circular)))
    }

    @Test func shapesTakeFillAndStrokeFirst() throws {
        let view = try body("""
              RoundedRectangle: 8
              stroke: { color: white, lineWidth: 2 }
              opacity: 0.5
            """)
        #expect(view.kind == .shape(ShapeView(shape: .roundedRectangle(cornerRadius: 8), stroke: ShapeStroke(color: .rgba(.white), lineWidth: 2))))
        #expect(view.modifiers == [.opacity(0.5)])
    }

    @Test func framesFixedAndFlexible() throws {
        let view = try body("""
              Text: x
              frame: { maxWidth: infinity, alignment: leading }
            """)
        #expect(view.modifiers == [.frame(FrameSpec(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .center)))])
    }

    @Test func colourForms() throws {
        let view = try body("""
              Text: x
              foregroundStyle: { color: "#FF8000", opacity: 0.5 }
              tint: { red: 1, green: 0, blue: 0 }
            """)
        #expect(view.modifiers == [
            .foregroundStyle(.withOpacity(.rgba(RGBA(hex: 0xFF8000)), 0.5)),
            .tint(.rgba(RGBA(red: 1, green: 0, blue: 0))),
        ])
    }

    @Test func switchAndIfChooseByEnvironment() throws {
        let view = try body("""
              If:
                condition: "!isLuminanceReduced"
                then: { Text: bright }
                else: { Text: dim }
            """)
        guard case .branch(let branch) = view.kind else { Issue.record("not a branch"); return }
        let dim = WidgetEnvironment(family: .circular, isLuminanceReduced: true)
        let bright = WidgetEnvironment(family: .circular, isLuminanceReduced: false)
        #expect(branch.choose(in: dim).kind == .text([.literal("dim")]))
        #expect(branch.choose(in: bright).kind == .text([.literal("bright")]))
    }

    @Test func perFamilyViews() throws {
        let text = "format: 1\nname: T\nfamilies: [accessoryCircular, inline]\nviews:\n  circular: { Text: c }\n  inline: { Text: i }\n"
        let widget = try #require(WidgetLoader.decode(text: text).widget)
        #expect(widget.families == [.circular, .inline])
        #expect(widget.bodies[.inline]?.kind == .text([.literal("i")]))
    }

    @Test func unknownSymbolIsAWarningNotAnError() throws {
        let result = WidgetLoader.decode(text: "format: 1\nname: T\nfamilies: [circular]\nview: { Image: heartt.fill }\n")
        #expect(result.widget != nil)
        #expect(result.diagnostics.map(\.message) == ["SF Symbol 'heartt.fill' is not in the built-in set; it is drawn as a placeholder; did you mean 'heart.fill'?"])
        #expect(result.diagnostics.first?.severity == .warning)
    }

    @Test func anUnknownSymbolIsWarnedOnceAndKnownFormsNotAtAll() throws {
        let text = "format: 1\nname: T\nfamilies: [rectangular]\nview:\n  HStack:\n    - Image: flame.squiggle\n"
            + "    - Image: flame.squiggle\n    - Image: flame.circle.fill\n    - Image: magnifyingglass\n"
        let result = WidgetLoader.decode(text: text)
        #expect(result.diagnostics.map(\.message) == ["SF Symbol 'flame.squiggle' is not in the built-in set; it is drawn as a placeholder"])
        #expect(result.diagnostics.first?.location?.line == 6)
    }

    @Test func plainWordsStayWords() throws {
        let view = try body("  Text: NO\n")
        #expect(view.kind == .text([.literal("NO")]))
    }
}
