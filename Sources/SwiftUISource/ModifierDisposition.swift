/// What the Lock Screen preview does with one SwiftUI modifier: the one place a modifier's name is
/// written, so that drawing, warnings, "did you mean" and docs/swiftui.md's lists follow from it.
enum ModifierDisposition: Sendable, Equatable {
    /// Drawn as SwiftUI draws it (its handler is in `SwiftUIHost.modified`).
    case drawn
    /// Changes nothing on the Lock Screen (interaction, accessibility, animation, …): left out
    /// without a word. The reason is for the docs and the tests.
    case ignored(because: String)
    /// Changes the picture but is not drawn: one warning, saying what is drawn instead.
    case approximated(drawnInstead: String)
}

/// The SwiftUI modifiers the preview knows, each with its disposition.
enum ModifierRegistry {
    /// Every known modifier by name.
    static let dispositions: [String: ModifierDisposition] = {
        var all: [String: ModifierDisposition] = [:]
        for name in drawn { all[name] = .drawn }
        for (reason, names) in ignored {
            for name in names {
                precondition(all[name] == nil, "modifier '\(name)' is registered twice")
                all[name] = .ignored(because: reason)
            }
        }
        for (name, instead) in approximated {
            precondition(all[name] == nil, "modifier '\(name)' is registered twice")
            all[name] = .approximated(drawnInstead: instead)
        }
        return all
    }()

    /// Every known modifier's name, for "did you mean".
    static let names: [String] = dispositions.keys.sorted()

    static func disposition(of name: String) -> ModifierDisposition? { dispositions[name] }

    /// The modifiers drawn as SwiftUI draws them.
    static let drawn = [
        "compositingGroup", "blendMode", "blur", "font", "fontWeight", "foregroundStyle", "foregroundColor", "tint", "accentColor", "bold", "italic", "widgetAccentable",
        "privacySensitive", "monospacedDigit", "monospaced", "fontDesign", "textCase", "underline", "strikethrough", "padding", "frame", "background", "overlay",
        "opacity", "border", "clipShape", "cornerRadius", "clipped", "multilineTextAlignment", "lineLimit", "redacted", "unredacted",
        "widgetURL", "fill", "stroke", "strokeBorder", "resizable", "scaledToFit", "scaledToFill", "aspectRatio",
        "gaugeStyle", "progressViewStyle", "labelStyle", "previewContext", "widgetLabel", "widgetCurvesContent",
        "widgetAccentedRenderingMode", "minimumScaleFactor", "layoutPriority", "gridCellColumns", "gridColumnAlignment", "fixedSize", "offset", "position", "scaleEffect",
        "rotationEffect", "trim", "renderingMode", "flipsForRightToLeftLayoutDirection", "hidden", "dynamicIsland",
    ]

    /// Modifiers that change nothing on the Lock Screen, grouped by why.
    static let ignored: [(reason: String, names: [String])] = [
        ("a widget takes no input on the Lock Screen", [
            "onAppear", "onDisappear", "task", "buttonStyle", "toggleStyle", "labelsHidden", "help", "keyboardShortcut",
            "disabled", "textSelection", "focusable", "contentShape", "invalidatableContent",
        ]),
        ("a control shows its symbol only on the Lock Screen; its action hint and status are Control Center's text", [
            "controlWidgetActionHint", "controlWidgetStatus",
        ]),
        ("accessibility changes what VoiceOver reads, not the picture", [
            "accessibilityLabel", "accessibilityHidden", "accessibilityValue", "accessibilityElement", "accessibilityHint",
            "accessibilityAddTraits", "accessibilityIdentifier", "accessibilityRepresentation", "id",
        ]),
        ("a still preview shows no animation", ["animation", "transition", "contentTransition", "symbolEffect"]),
        ("it colours the system's buttons beside a Live Activity (Allow, Dismiss), which a still Lock Screen does not show", [
            "activitySystemActionForegroundColor",
        ]),
        ("the Lock Screen removes the container background and sets its own margins", [
            "containerBackground", "contentMarginsDisabled", "widgetBackground", "ignoresSafeArea", "edgesIgnoringSafeArea",
            "containerRelativeFrame",
        ]),
        ("the preview's environment is fixed (dark; --locale and --text-size set the rest)", [
            "environment", "environmentObject", "preferredColorScheme",
        ]),
        ("it is for Xcode's canvas only", ["previewDisplayName", "previewLayout", "previewDevice"]),
        ("vibrant rendering replaces the colours these adjust, and the preview draws in one pass", [
            "drawingGroup", "luminanceToAlpha", "saturation", "brightness", "contrast", "colorMultiply",
            "interpolation", "antialiased",
        ]),
        ("the built-in symbols have one weight and one scale", ["imageScale", "symbolVariant"]),
    ]

    /// Modifiers that change the picture but are not drawn, with what is drawn instead.
    static let approximated: [String: String] = [
        "rotation3DEffect": "the view is drawn unturned",
        "shadow": "no shadow is drawn (vibrant rendering shows none)",
        "mask": "the view is drawn unmasked (a mask of one shape at one opacity is drawn as that shape's clip at that opacity)",
        "lineSpacing": "lines are set at the font's own spacing",
        "kerning": "letters keep the font's spacing",
        "tracking": "letters keep the font's spacing",
        "truncationMode": "text is truncated at its tail",
        "allowsTightening": "letters keep the font's spacing",
        "symbolRenderingMode": "the symbol is drawn in one colour",
    ]
}
