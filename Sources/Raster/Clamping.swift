/// `value` limited to `range`, NaN taken as the lower bound: for converting untrusted
/// `Double`s (opacities, colours, coordinates) to integers without trapping.
@inlinable @inline(__always)
func clamped(_ value: Double, to range: ClosedRange<Double>) -> Double {
    value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
}

/// An opacity 0…1 as a byte weight 0…255 (NaN: 0).
@inlinable @inline(__always)
public func opacityWeight(_ opacity: Double) -> Int {
    // Rounded half away from zero, as `rounded()` does, without its call into libm (a third
    // of painting a gradient wallpaper): `scaled` is never negative, so truncating is the floor
    // (one instruction, where `rounded(.down)` calls `floor` on CPUs before SSE4.1), and the
    // difference from it is exact.
    let scaled = clamped(opacity, to: 0...1) * 255
    let whole = Int(scaled)
    return whole + (scaled - Double(whole) >= 0.5 ? 1 : 0)
}
