import CMalloc

/// How the process asks glibc's allocator to treat picture-sized buffers.
///
/// A device-sized picture is a dozen buffers of 10–15 MB made and dropped in turn (the content
/// layer, the wallpaper, the composite, the PNG's rows). glibc maps each of those fresh from
/// the kernel and unmaps it when freed, so every one is zero-filled page by page again: a third
/// of the Lock Screen PNG's system time (22,000 page faults; 14,000 with the settings below).
/// Served from the heap and kept there, a freed buffer is reused by the next one.
enum LargeBufferReuse {
    /// Buffers below this come from the heap: glibc's largest allowed threshold (32 MiB on
    /// 64-bit), above any picture buffer of the largest phone at its own pixels (14.4 MB).
    static let heapBelowBytes: Int32 = 32 << 20
    /// Free heap at its top kept rather than returned to the kernel: four such buffers. The
    /// page faults measured the same with 64 and 128 MiB; glibc's default (128 KiB) gave back
    /// what the next buffer needed.
    static let keptFreeBytes: Int32 = 64 << 20

    /// Applies both settings; called once, first thing in `main`.
    static func apply() {
        mallopt(M_MMAP_THRESHOLD, heapBelowBytes)
        mallopt(M_TRIM_THRESHOLD, keptFreeBytes)
    }
}
