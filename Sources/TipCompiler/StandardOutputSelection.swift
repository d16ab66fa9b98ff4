/// What `-o -` prints: with `--emit swift` alone, the Swift accessors; with `--component` (the
/// layout then holds only that component), its SVG; with `--emit sheet`, the sheet; otherwise
/// the JSON layout tree.
enum StandardOutputSelection {
    /// A document of the layout, or the build's Swift accessors.
    enum Content {
        case layout(OutputContent)
        case swiftAccessors
    }

    static func content(for options: BuildOptions) -> Content {
        if options.emit == [.swift] { return .swiftAccessors }
        if options.component != nil { return .layout(.component(0)) }
        return .layout(options.emit == [.sheet] ? .sheet : .json)
    }
}
