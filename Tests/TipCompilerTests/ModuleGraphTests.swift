import Foundation
import Testing

/// The module graph in `Package.swift` is the real one: every project module a target's sources
/// import is one of its declared dependencies.
@Suite struct ModuleGraphTests {
    /// Each target of `Package.swift` with its declared dependencies, read from the manifest's
    /// `.target(name: …, dependencies: [...])` calls (of every kind).
    static func declaredDependencies() throws -> [String: Set<String>] {
        let manifest = try String(contentsOfFile: RepositoryFiles.root + "/Package.swift", encoding: .utf8)
        let target = try Regex(#"\.(?:target|executableTarget|testTarget)\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#)
        let quoted = try Regex(#""([^"]+)""#)
        var dependencies: [String: Set<String>] = [:]
        for match in manifest.matches(of: target) {
            guard let name = match.output[1].substring.map(String.init) else { continue }
            let list = match.output[2].substring.map(String.init) ?? ""
            dependencies[name] = Set(list.matches(of: quoted).compactMap { $0.output[1].substring.map(String.init) })
        }
        return dependencies
    }

    /// The project modules imported by the Swift files under `folder`.
    static func imports(in folder: String, among modules: Set<String>) throws -> Set<String> {
        let statement = try Regex(#"(?m)^(?:@testable\s+)?import\s+(\w+)"#)
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        var found: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for match in text.matches(of: statement) {
                if let module = match.output[1].substring.map(String.init), modules.contains(module) { found.insert(module) }
            }
        }
        return found
    }

    @Test func everyImportedProjectModuleIsDeclared() throws {
        let declared = try Self.declaredDependencies()
        #expect(declared.count >= 20, "the manifest's targets were not found")
        #expect(declared["TipCompiler"]?.contains("TipSyntax") == true)
        let modules = Set(declared.keys)
        for (target, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
            let folder = ["Sources", "Tests", "Plugins"].map { RepositoryFiles.root + "/\($0)/" + target }
                .first { FileManager.default.fileExists(atPath: $0) }
            guard let folder else { continue }
            let undeclared = try Self.imports(in: folder, among: modules).subtracting(dependencies).subtracting([target])
            #expect(undeclared.isEmpty, "\(target) imports \(undeclared.sorted()) without declaring them")
        }
    }
}
