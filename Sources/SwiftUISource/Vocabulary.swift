/// The SwiftUI names lockscreen-tui reads, and what to write instead of common ones it does not.
enum Vocabulary {
    static let views = ["Text", "Image", "Gauge", "ProgressView", "HStack", "VStack", "ZStack", "Spacer", "ViewThatFits",
                        "AccessoryWidgetBackground", "Group", "EmptyView", "Circle", "Capsule", "Rectangle",
                        "RoundedRectangle", "ContainerRelativeShape", "Color"]

    static let modifiers = ["font", "foregroundStyle", "foregroundColor", "tint", "bold", "italic", "monospacedDigit",
                            "padding", "frame", "background", "overlay", "opacity", "clipShape", "multilineTextAlignment",
                            "lineLimit", "widgetAccentable", "privacySensitive", "redacted", "unredacted", "widgetURL",
                            "fill", "stroke", "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "gaugeStyle",
                            "progressViewStyle", "containerBackground"]

    /// Views lockscreen-tui does not read, with what to write instead.
    static let unsupportedViews: [String: String] = [
        "ForEach": "lockscreen-tui reads a body without running it, so it cannot loop; write the views out one by one",
        "Label": "write HStack { Image(systemName: …); Text(…) }",
        "Divider": "write Rectangle().fill(.secondary).frame(height: 1)",
        "Link": "widgets open their app through .widgetURL(URL(string: \"…\"))",
        "Button": "Lock Screen widgets here are not interactive; show the content, and open the app with .widgetURL",
        "Toggle": "Lock Screen widgets here are not interactive; show the state with Text or Image",
        "GeometryReader": "lay views out with stacks, frames and Spacer",
        "ScrollView": "a widget does not scroll; show less",
        "List": "use a VStack of the rows",
        "LazyVStack": "use VStack",
        "LazyHStack": "use HStack",
        "Grid": "use a VStack of HStacks",
        "Canvas": "use shapes (Circle, Capsule, Rectangle, RoundedRectangle) with fill and stroke",
        "Path": "use shapes (Circle, Capsule, Rectangle, RoundedRectangle) with fill and stroke",
        "TimelineView": "widgets update through their timeline: give several entries in the entry file",
        "AnyView": "use the view itself",
    ]

    /// Modifiers lockscreen-tui does not read, with what to write instead.
    static let unsupportedModifiers: [String: String] = [
        "fontWeight": "put the weight in the font: .font(.caption.weight(.semibold)) or .font(.system(size: 12, weight: .bold)), or use .bold()",
        "fontDesign": "put the design in the font: .font(.system(size: 12, design: .rounded))",
        "cornerRadius": "write .clipShape(RoundedRectangle(cornerRadius: …))",
        "shadow": "the Lock Screen's vibrant rendering shows no shadows; leave it out",
        "offset": "place views with stacks, padding, frame alignment or Spacer",
        "position": "place views with stacks, padding, frame alignment or Spacer",
        "rotationEffect": "rotated views are not drawn; leave it out",
        "scaleEffect": "set the size with .font or .frame instead",
        "blur": "blurred views are not drawn; leave it out",
        "mask": "use .clipShape with a shape",
        "widgetLabel": "accessory widget labels belong to watch faces; put the text in the view",
        "contentMarginsDisabled": "lay out inside the content margins, or use padding",
        "minimumScaleFactor": "choose a font size that fits, or use ViewThatFits",
        "truncationMode": "text is truncated at the tail",
        "accessibilityLabel": "accessibility labels do not change the picture; leave it out for the preview",
        "accessibilityHidden": "accessibility settings do not change the picture; leave it out for the preview",
        "id": "identities do not change the picture; leave it out",
        "onAppear": "widgets run no code when shown; leave it out",
        "task": "widgets run no code when shown; leave it out",
        "animation": "widgets are not animated; leave it out",
        "transition": "widgets are not animated; leave it out",
        "contentTransition": "widgets are not animated; leave it out",
        "invalidatableContent": "leave it out; use .redacted(reason: .invalidated) to preview invalidated content",
    ]
}
