import Foundation
import PackagePlugin

/// Compiles every `.tip` file of a target to its JSON layout tree in the plugin's work folder,
/// so the JSON becomes a resource of the target. Every `.tip` file of the target is an input of
/// every command, since imports cannot be known in advance.
@main
struct TipcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "tip").map(\.url)
        let tipc = try context.tool(named: "tipc").url
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "tip")
        return sources.map { source in
            let output = outputFolder.appending(path: source.deletingPathExtension().lastPathComponent + ".json")
            return .buildCommand(
                displayName: "tipc \(source.lastPathComponent)",
                executable: tipc,
                arguments: ["build", source.path, "-o", outputFolder.path, "--emit", "json", "--diagnostic-format", "short"],
                inputFiles: sources,
                outputFiles: [output])
        }
    }
}
