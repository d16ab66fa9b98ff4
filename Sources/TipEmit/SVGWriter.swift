import TipLayout

/// Writes standalone SVG: one per component, and the review sheet of a whole file. (Contract
/// placeholder.)
public enum SVGWriter {
    /// A standalone SVG of one component, sized to it, drawing exactly its layout geometry.
    public static func component(_ component: ComponentLayout) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"
    }

    /// The sheet: every component of `document` stacked with its name.
    public static func sheet(_ document: LayoutDocument) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"
    }
}
