import TipEmit
import TipLayout

/// One file to write: where, and its bytes.
public struct OutputFile: Hashable, Sendable {
    /// Destination path.
    public let path: String
    /// Contents (UTF-8 text).
    public let contents: String
}

/// Decides the names and contents of a compiled input's outputs.
///
/// For an input `dir/name.tip`: `json` is `name.json`, `svg` is `name.<Component>.svg` for each
/// component, `sheet` is `name.svg`, placed in `dir` or in the output folder.
public enum OutputPlan {
    /// The files to write for `layout`, compiled from `inputPath`, in `emit` order. The
    /// outputs are written in parallel across cores (the writers are pure functions).
    /// - Parameters:
    ///   - outputDirectory: the `-o` folder, or nil for beside the input.
    public static func files(
        for layout: LayoutDocument,
        inputPath: String,
        outputDirectory: String?,
        emit: [EmitKind]
    ) -> [OutputFile] {
        let stem = outputStem(inputPath: inputPath, outputDirectory: outputDirectory)
        return emit.parallelMap { kind -> [OutputFile] in
            switch kind {
            case .json:
                [OutputFile(path: stem + ".json", contents: JSONWriter.write(layout))]
            case .svg:
                layout.components.parallelMap { item in
                    OutputFile(path: stem + "." + sanitizedFileComponent(item.name) + ".svg", contents: SVGWriter.component(item))
                }
            case .sheet:
                [OutputFile(path: stem + ".svg", contents: SVGWriter.sheet(layout))]
            }
        }.flatMap { $0 }
    }

    /// The path prefix of every output: the input path without its `.tip` extension, moved into
    /// `outputDirectory` when one is given. Standard input without `--stdin-name` is `stdin`.
    static func outputStem(inputPath: String, outputDirectory: String?) -> String {
        var base = inputPath
        if let slash = base.lastIndex(of: "/") { base = String(base[base.index(after: slash)...]) }
        if base.hasSuffix(".tip") { base.removeLast(4) }
        // An unnamed stream (`<stdin>`) and names that are not file names become `stdin`.
        if base.isEmpty || base == "." || base == ".." || base.hasPrefix("<") { base = "stdin" }
        if let outputDirectory {
            return outputDirectory.hasSuffix("/") ? outputDirectory + base : outputDirectory + "/" + base
        }
        guard let slash = inputPath.lastIndex(of: "/") else { return base }
        return String(inputPath[...slash]) + base
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
