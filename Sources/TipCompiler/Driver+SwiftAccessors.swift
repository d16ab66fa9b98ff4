import TipEmit
import TipPipeline
import TipSyntax

extension Driver {
    /// Names the Swift accessors of the inputs of `record` that compiled without errors
    /// (`--emit swift`; with `--component`, of that component only) and keeps them in `record`
    /// to be written. A name that cannot become its accessor is reported instead: a component's
    /// (E080, two components of a file making one member; E081, a name without a letter or
    /// digit) at the component, among its input's diagnostics; an input's, whose file name
    /// makes no enum, the enum of another input or a name the Swift file uses, as an error of
    /// the build.
    /// - Returns: exit 1 after a component's name, 2 after an input's, else success.
    func nameSwiftAccessors(of record: inout BuildRecord, options: BuildOptions) -> ExitCode {
        let naming = SourceName(root: options.sourceRoot)
        let built = record.entries.indices.filter { !record.entries[$0].result.hasErrors }
        let declared = built.map { index in
            record.entries[index].declaredComponents.filter { options.component == nil || $0.accessor.name == options.component }
        }
        let paths = built.map { record.entries[$0].result.sources[FileID(0)].path }
        let files = zip(paths, declared).map { path, components in
            SwiftAccessorFile(source: naming.name(of: path), resource: OutputPlan.resourceName(inputPath: path), components: components.map(\.accessor))
        }
        do {
            record.swiftAccessors = try SwiftAccessorNames.enums(of: files)
            return .success
        } catch {
            var exit = ExitCode.success
            for problem in error.problems {
                switch problem {
                case .componentWithoutName(let file, let component):
                    let name = declared[file][component]
                    record.entries[built[file]].result.report([Diagnostic(
                        .noSwiftName, "component `\(name.accessor.name)` has no letter or digit to make a Swift name of",
                        at: name.nameSpan, notes: [DiagnosticNote("--emit swift names a member after each component: rename it")])])
                    exit = max(exit, .inputErrors)
                case .componentCollision(let file, let first, let second, let swiftName):
                    let (earlier, later) = (declared[file][first], declared[file][second])
                    record.entries[built[file]].result.report([Diagnostic(
                        .swiftNameCollision,
                        "components `\(earlier.accessor.name)` and `\(later.accessor.name)` both make the Swift name `\(swiftName.name)`",
                        at: later.nameSpan,
                        notes: [
                            DiagnosticNote("`\(earlier.accessor.name)` is declared here", at: earlier.nameSpan),
                            DiagnosticNote("--emit swift names a member after each component: rename one of them"),
                        ])])
                    exit = max(exit, .inputErrors)
                case .fileWithoutName(let file):
                    reportError("'\(paths[file])' makes no Swift enum name: its file name has no letter or digit (--emit swift); rename it")
                    exit = max(exit, .usageOrIOError)
                case .reservedFileName(let file, let swiftName):
                    reportError("'\(paths[file])' would become the Swift enum '\(swiftName.name)', which would hide the "
                        + "'\(swiftName.name)' that the Swift accessors use (--emit swift); rename it")
                    exit = max(exit, .usageOrIOError)
                case .fileCollision(let first, let second, let swiftName):
                    reportError("'\(paths[first])' and '\(paths[second])' both become the Swift enum '\(swiftName.name)' "
                        + "(--emit swift names an enum after each input); rename one of them")
                    exit = max(exit, .usageOrIOError)
                }
            }
            return exit
        }
    }
}
