import TipEmit
import TipLayout
import TipSyntax
import TipSystem

extension Driver {
    /// Writes the outputs of every input of `record` that compiled without errors, and the
    /// `--deps` file when every input built (`allBuilt`) and was written.
    ///
    /// Each input is named in its outputs by ``SourceName``, never by an absolute path. Every
    /// path to write is known and checked (``OutputCheck``) before anything is written: a
    /// collision or a path that cannot be written stops the build with exit 2 and no file
    /// changed. Each input's outputs are then written all or nothing (``OutputTransaction``).
    func writeOutputs(of record: inout BuildRecord, options: BuildOptions, allBuilt: Bool) -> ExitCode {
        var exit = ExitCode.success
        var plans: [(entry: Int, layout: LayoutDocument, outputs: [PlannedOutput])] = []
        let naming = SourceName(root: options.sourceRoot)
        for (index, entry) in record.entries.enumerated() {
            guard !entry.result.hasErrors, var layout = entry.result.layout else { continue }
            if let component = options.component {
                guard let selected = layout.components.first(where: { $0.name == component }) else {
                    let names = layout.components.map(\.name).joined(separator: ", ")
                    reportError("no component '\(component)' in '\(layout.source)' (it has: \(names))")
                    exit = .usageOrIOError
                    continue
                }
                layout.components = [selected]
            }
            layout.source = naming.name(of: layout.source)
            if Self.isStreamed(entry.input, options: options) {
                switch StandardOutputSelection.content(for: options) {
                case .layout(let content): terminal.streamOutput { OutputPlan.write(content, of: layout, to: $0) }
                case .swiftAccessors:
                    if let enums = record.swiftAccessors { terminal.streamOutput { SwiftAccessorWriter.write(enums, to: $0) } }
                }
                continue
            }
            let outputs = OutputPlan.outputs(
                for: layout, inputPath: entry.result.sources[FileID(0)].path,
                outputDirectory: options.outputDirectory, emit: options.emit)
            plans.append((index, layout, outputs))
        }
        guard !plans.isEmpty else { return exit }
        let swiftAccessors = allBuilt ? plannedSwiftAccessors(of: record, options: options) : nil

        let writes = plans.flatMap { plan in
            plan.outputs.map { OutputCheck.Write(path: $0.path, producer: record.entries[plan.entry].input.argument) }
        } + (swiftAccessors.map { [OutputCheck.Write(path: $0.path, producer: record.entries[0].input.argument)] } ?? [])
            + (options.dependencyFile.map { [OutputCheck.Write(path: $0, producer: nil)] } ?? [])
        let problems = OutputCheck.problems(writes: writes, reads: record.readPaths, outputDirectory: options.outputDirectory)
        guard problems.isEmpty else {
            for problem in problems { reportError(problem) }
            terminal.writeError("tipc: nothing was written\n")
            return .usageOrIOError
        }
        if let folder = options.outputDirectory, let problem = Self.createFolder(folder) {
            reportError(problem)
            return .usageOrIOError
        }
        for plan in plans {
            do {
                try OutputPlan.write(plan.outputs, of: plan.layout)
                record.entries[plan.entry].outputs = plan.outputs.map(\.path)
            } catch {
                reportError(error.message)
                exit = .usageOrIOError
            }
        }
        if let swiftAccessors, exit == .success {
            exit = writeSwiftAccessors(swiftAccessors.enums, to: swiftAccessors.path)
            if exit == .success { record.swiftAccessorsPath = swiftAccessors.path }
        }
        if allBuilt && exit == .success { exit = writeDependencyFile(record, options: options) }
        return exit
    }

    /// Whether the outputs of `input` go to standard output: with `-o -`, and for standard
    /// input without `-o`.
    private static func isStreamed(_ input: InputSource, options: BuildOptions) -> Bool {
        options.output == .standardOutput || (input == .standardInput && options.output == .besideInputs)
    }

    /// The Swift accessors to write to a file, and where (``OutputPlan/swiftAccessorsPath(firstInputPath:outputDirectory:)``):
    /// none unless `--emit swift` named them, or when the first input's outputs are streamed.
    private func plannedSwiftAccessors(of record: BuildRecord, options: BuildOptions) -> (enums: [SwiftAccessorEnum], path: String)? {
        guard let enums = record.swiftAccessors, let first = record.entries.first, !Self.isStreamed(first.input, options: options) else {
            return nil
        }
        let path = OutputPlan.swiftAccessorsPath(firstInputPath: first.result.sources[FileID(0)].path, outputDirectory: options.outputDirectory)
        return (enums, path)
    }

    /// Writes the Swift accessors `enums` to `path` (left alone when its bytes are the same).
    private func writeSwiftAccessors(_ enums: [SwiftAccessorEnum], to path: String) -> ExitCode {
        do {
            var transaction = try OutputTransaction.stage([path]) { _, sink in SwiftAccessorWriter.write(enums, to: sink) }
            try transaction.commit()
            return .success
        } catch {
            reportError(error.message)
            return .usageOrIOError
        }
    }

    /// Writes the `--deps` file for a build whose every input compiled: the rules of `record`.
    ///
    /// The file is replaced on every such build, even when its text is the same (it is the stamp
    /// Make compares against); after a failed build it is left alone, so its old timestamp makes
    /// Make try again.
    private func writeDependencyFile(_ record: BuildRecord, options: BuildOptions) -> ExitCode {
        guard let path = options.dependencyFile else { return .success }
        do {
            let text = try DependencyFile.text(rules: record.dependencyRules, path: path)
            if let slash = path.lastIndex(of: "/"), let problem = Self.createFolder(String(path[..<slash])) {
                throw OutputError(message: problem)
            }
            var transaction = try OutputTransaction.stage([path], replacingUnchanged: true) { _, sink in sink.write(text) }
            try transaction.commit()
            return .success
        } catch let error as UsageError {
            reportError(error.message)
        } catch let error as OutputError {
            reportError(error.message)
        } catch {
            reportError("cannot write '\(path)': \(error)")
        }
        return .usageOrIOError
    }

    /// Creates `folder` and its parents if missing; the problem, if that fails.
    private static func createFolder(_ folder: String) -> String? {
        guard !folder.isEmpty else { return nil }
        do {
            try Directory.create(folder)
            return nil
        } catch {
            return "cannot create the folder '\(folder)': \(error)"
        }
    }
}
