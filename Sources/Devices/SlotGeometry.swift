import ViewTree

/// One widget slot's size and how far the widget's content sits inside it, in points: an
/// iPhone Lock Screen slot (`DeviceProfile`) or a watch complication (`WatchModel`).
public struct SlotGeometry: Sendable, Hashable {
    public var size: Size
    public var contentInset: Double

    public init(size: Size, contentInset: Double) {
        self.size = size
        self.contentInset = contentInset
    }

    /// The size a widget's view tree is laid out in: the slot less the content inset.
    public var contentSize: Size {
        Size(width: max(0, size.width - 2 * contentInset), height: max(0, size.height - 2 * contentInset))
    }
}

extension DeviceProfile {
    /// The screen and the slot of `family` as a widget's code reads them on this device.
    public func display(for family: WidgetFamily) -> WidgetDisplay {
        let slot = slotSize(for: family)
        return WidgetDisplay(screenWidth: screen.width, screenHeight: screen.height, scale: scale,
                             slotWidth: slot.width, slotHeight: slot.height)
    }

    /// The Lock Screen slot of `family` on this iPhone.
    public func slotGeometry(for family: WidgetFamily) -> SlotGeometry {
        SlotGeometry(size: slotSize(for: family), contentInset: contentInset(for: family))
    }
}

extension WatchModel {
    /// Apple: a complication's SwiftUI view "has the same dimensions as the corresponding image"
    /// (ClockKit, "Building complications with SwiftUI"), so the view fills its slot; the system's
    /// circular mask clips circular and corner content.
    public static let contentInset = 0.0

    /// The complication slot of `family` on this watch.
    public func slotGeometry(for family: WidgetFamily) -> SlotGeometry {
        SlotGeometry(size: slotSize(for: family), contentInset: Self.contentInset)
    }
}
