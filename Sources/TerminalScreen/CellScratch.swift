import CNcursesw

/// Buffers the screen reuses from frame to frame.
struct CellScratch {
    var character = cchar_t()
    var text: [wchar_t] = [0, 0, 0, 0, 0, 0]
}
