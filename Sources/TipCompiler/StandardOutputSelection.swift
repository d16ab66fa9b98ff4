import TipEmit
import TipLayout

/// What `-o -` prints: with `--component` (the layout then holds only that component), its
/// SVG; with `--emit sheet`, the sheet; otherwise the JSON layout tree.
enum StandardOutputSelection {
    static func text(of layout: LayoutDocument, options: BuildOptions) -> String {
        if options.component != nil, let component = layout.components.first {
            return SVGWriter.component(component)
        }
        if options.emit == [.sheet] { return SVGWriter.sheet(layout) }
        return JSONWriter.write(layout)
    }
}
