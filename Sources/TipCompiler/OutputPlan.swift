import TipEmit
import TipLayout

/// What one output file holds.
enum OutputContent: Hashable, Sendable {
    /// The JSON layout tree of the whole file.
    case json
    /// The SVG of the component at this index of the layout.
    case component(Int)
    /// The review sheet of the whole file.
    case sheet
}

/// One file to write: where, and what.
public struct PlannedOutput: Hashable, Sendable {
    /// Destination path.
    public let path: String
    /// What it holds.
    let content: OutputContent
}

/// Decides the names of a compiled input's outputs, and writes their bytes.
///
/// For an input `dir/name.tip`: `json` is `name.json`, `svg` is `name.<Component>.svg` for each
/// component, `sheet` is `name.svg`, placed in `dir` or in the output folder. `swift` is one
/// file for the whole build, ``swiftAccessorsFileName``, placed in the output folder or beside
/// the first input.
public enum OutputPlan {
    /// The name of the file `--emit swift` writes.
    public static let swiftAccessorsFileName = "TipAccessors.swift"

    /// The files to write for `layout`, compiled from `inputPath`, in `emit` order.
    /// - Parameters:
    ///   - outputDirectory: the `-o` folder, or nil for beside the input.
    public static func outputs(
        for layout: LayoutDocument,
        inputPath: String,
        outputDirectory: String?,
        emit: [EmitKind]
    ) -> [PlannedOutput] {
        let stem = outputStem(inputPath: inputPath, outputDirectory: outputDirectory)
        return emit.flatMap { kind -> [PlannedOutput] in
            switch kind {
            case .json:
                [PlannedOutput(path: stem + ".json", content: .json)]
            case .svg:
                layout.components.indices.map { index in
                    let name = sanitizedFileComponent(layout.components[index].name)
                    return PlannedOutput(path: stem + "." + name + ".svg", content: .component(index))
                }
            case .sheet:
                [PlannedOutput(path: stem + ".svg", content: .sheet)]
            case .swift:
                []  // one file for the whole build: swiftAccessorsPath(firstInputPath:outputDirectory:)
            }
        }
    }

    /// Writes `outputs` of `layout`, all or nothing (``OutputTransaction``): every file is
    /// written to a temporary file first, then all are renamed into place; a file whose bytes
    /// are unchanged is left alone.
    /// - Throws: ``OutputError`` naming the file that could not be written; no output changed.
    public static func write(_ outputs: [PlannedOutput], of layout: LayoutDocument) throws(OutputError) {
        var transaction = try OutputTransaction.stage(outputs.map(\.path)) { index, sink in
            write(outputs[index].content, of: layout, to: sink)
        }
        try transaction.commit()
    }

    /// Writes the bytes of `content` for `layout` to `sink`, as they are made.
    static func write(_ content: OutputContent, of layout: LayoutDocument, to sink: ByteSink) {
        switch content {
        case .json: JSONWriter.write(layout, to: sink)
        case .component(let index): SVGWriter.writeComponent(layout.components[index].model, appearance: layout.appearances.first ?? .light, to: sink)
        case .sheet: SVGWriter.writeSheet(layout, to: sink)
        }
    }

    /// The path of the Swift accessors of a build whose first input is `firstInputPath`:
    /// ``swiftAccessorsFileName`` in `outputDirectory`, else in the first input's folder.
    public static func swiftAccessorsPath(firstInputPath: String, outputDirectory: String?) -> String {
        outputFolder(inputPath: firstInputPath, outputDirectory: outputDirectory) + swiftAccessorsFileName
    }

    /// The file name of the input at `inputPath` without `.tip`: the name of its JSON resource
    /// (`name.json`) and of its Swift enum. Standard input without `--stdin-name` is `stdin`.
    public static func resourceName(inputPath: String) -> String {
        var base = inputPath
        if let slash = base.lastIndex(of: "/") { base = String(base[base.index(after: slash)...]) }
        if base.hasSuffix(".tip") { base.removeLast(4) }
        // An unnamed stream (`<stdin>`) and names that are not file names become `stdin`.
        if base.isEmpty || base == "." || base == ".." || base.hasPrefix("<") { base = "stdin" }
        return base
    }

    /// The path prefix of every output: the input path without its `.tip` extension, moved into
    /// `outputDirectory` when one is given. Standard input without `--stdin-name` is `stdin`.
    static func outputStem(inputPath: String, outputDirectory: String?) -> String {
        outputFolder(inputPath: inputPath, outputDirectory: outputDirectory) + resourceName(inputPath: inputPath)
    }

    /// Where the outputs of the input at `inputPath` go, ending in `/` (empty for the current
    /// folder): `outputDirectory` when one is given, else the input's folder.
    private static func outputFolder(inputPath: String, outputDirectory: String?) -> String {
        if let outputDirectory { return outputDirectory.hasSuffix("/") ? outputDirectory : outputDirectory + "/" }
        guard let slash = inputPath.lastIndex(of: "/") else { return "" }
        return String(inputPath[...slash])
    }

    /// A component name made safe as part of a file name: only `[A-Za-z0-9_-]`, never empty,
    /// never `.` or `..`, so no output can land outside the output folder.
    static func sanitizedFileComponent(_ name: String) -> String {
        let safe = String(name.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "_", "-": Character(scalar)
            default: "_"
            }
        })
        return safe.isEmpty ? "_" : safe
    }
}
