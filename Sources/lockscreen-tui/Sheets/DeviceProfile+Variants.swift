import Devices
import Sheets

extension DeviceProfile {
    /// The rendering variants a sheet shows for this device: every one, but none with Always-On
    /// on an iPad, which has no Always-On display.
    var renderingVariants: [RenderingVariant] {
        idiom == .pad ? RenderingVariant.all.filter { !$0.luminanceReduced } : RenderingVariant.all
    }
}
