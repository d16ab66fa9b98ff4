/// What `-o -` prints: with `--component` (the layout then holds only that component), its
/// SVG; with `--emit sheet`, the sheet; otherwise the JSON layout tree.
enum StandardOutputSelection {
    static func content(for options: BuildOptions) -> OutputContent {
        if options.component != nil { return .component(0) }
        return options.emit == [.sheet] ? .sheet : .json
    }
}
