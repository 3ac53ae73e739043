import ArgumentParser
import LockScreen
import ViewTree
import WidgetFormat

extension LockScreenInputs {
    /// The loaded scene, or its messages printed to standard error and the exit status thrown.
    static func unwrap(_ result: Result<Loaded, Failure>) throws -> Loaded {
        switch result {
        case .success(let loaded):
            return loaded
        case .failure(let failure):
            for message in failure.messages { printError(message) }
            throw ExitCode(failure.exitStatus.rawValue)
        }
    }

    /// A theme by name or file (default: the catalog's default), or its messages printed and the exit status thrown.
    static func theme(named reference: String?) throws -> Theme {
        let resources = try ProjectResources.locate()
        let result = ThemeCatalog(folder: resources.themesFolder).load(reference ?? ThemeCatalog.defaultName)
        for message in result.renderedDiagnostics { printError(message) }
        guard let theme = result.theme else { throw ExitCode(result.exitStatus.rawValue) }
        return theme
    }

    /// The Lock Screen drawn into `columns` × `rows`; a wallpaper that cannot be read is an error that names it.
    static func draw(_ renderer: LockScreenRenderer, _ scene: LockScreenScene, options: LockScreenOptions,
                     columns: Int, rows: Int) throws -> LockScreenPicture {
        do {
            return try renderer.render(scene, options: options, columns: columns, rows: rows)
        } catch {
            throw WallpaperFailure.report(error, theme: scene.theme)
        }
    }
}
