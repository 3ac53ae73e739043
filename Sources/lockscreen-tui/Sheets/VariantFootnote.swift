/// The line under a sheet of variants: what the modes are for.
enum VariantFootnote {
    static let text = "Accented and full colour are how watch faces draw widgets; the iPhone Lock Screen always draws them vibrant. "
        + "Privacy: \"Allow Access When Locked\" off. Always-On: reduced luminance."
}
