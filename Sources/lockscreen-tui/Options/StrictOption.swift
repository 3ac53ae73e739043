import ArgumentParser

/// `--strict`: warnings are errors, for CI.
struct StrictOption: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(
        "Treat warnings as errors and exit 65: for CI, where a preview that approximates something (a type from another module, the app's stored data, a modifier the preview does not draw) should fail."))
    var strict = false
}
