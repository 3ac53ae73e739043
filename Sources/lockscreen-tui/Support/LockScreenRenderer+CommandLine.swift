import LockScreen

extension LockScreenRenderer {
    /// A renderer for one command: wallpaper photographs scaled to a picture's size are kept in
    /// the user's cache between runs (`ScaledWallpaperCache`; `LOCKSCREEN_TUI_CACHE=off` keeps
    /// nothing), so a second `render --lockscreen` on the same photograph does not decode it.
    static func forCommandLine() -> LockScreenRenderer {
        LockScreenRenderer(backdrops: BackdropCache(store: WallpaperStore(diskCache: .user())))
    }
}
