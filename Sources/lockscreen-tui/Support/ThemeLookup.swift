import ArgumentParser
import ViewTree
import WidgetFormat

/// Loads a theme by name from the project's `themes/` folder, or by path to a theme file,
/// printing its problems to standard error.
enum ThemeLookup {
    static func load(_ reference: String, resources: ProjectResources) throws -> Theme {
        let result = ThemeCatalog(folder: resources.themesFolder).load(reference)
        for line in result.renderedDiagnostics { printError(line) }
        guard let theme = result.theme else { throw ExitCode(result.exitStatus.rawValue) }
        return theme
    }
}
