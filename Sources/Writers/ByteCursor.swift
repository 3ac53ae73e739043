/// A write position in a buffer known to be large enough.
struct ByteCursor {
    var base: UnsafeMutablePointer<UInt8>
    let numbers: UnsafePointer<UInt8>

    @inline(__always)
    mutating func put(_ byte: UInt8) {
        base.pointee = byte
        base += 1
    }

    @inline(__always)
    mutating func put(_ a: UInt8, _ b: UInt8) {
        base[0] = a; base[1] = b
        base += 2
    }

    @inline(__always)
    mutating func put(_ a: UInt8, _ b: UInt8, _ c: UInt8) {
        base[0] = a; base[1] = b; base[2] = c
        base += 3
    }

    /// A number 0…255 in decimal, from the table.
    @inline(__always)
    mutating func putNumber(_ value: UInt32) {
        let entry = Int(value) &* 4
        let count = Int(numbers[entry])
        base[0] = numbers[entry &+ 1]
        base[1] = numbers[entry &+ 2]
        base[2] = numbers[entry &+ 3]
        base += count
    }
}
