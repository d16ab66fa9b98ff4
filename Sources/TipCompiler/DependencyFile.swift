/// One rule of a dependency file: these outputs are made from these inputs.
public struct DependencyRule: Equatable, Sendable {
    /// Files written (targets).
    public var outputs: [String]
    /// Files read: the main input first, then imports (and fonts), without repeats.
    public var inputs: [String]

    /// Creates a rule.
    public init(outputs: [String], inputs: [String]) {
        self.outputs = outputs
        self.inputs = inputs
    }
}

/// Make-format dependency files (`--deps FILE`), as GCC's `-MD -MP` writes them.
///
/// Each compiled input gives one rule, `OUTPUTS DEPFILE: MAIN IMPORTS...`: the dependency file
/// itself is a target too (the GNU Make manual's "Generating Prerequisites Automatically"
/// idiom), so a Makefile can use it as the stamp of the step. Every input other than the main
/// file also gets an empty rule (`-MP`), so deleting an import does not stop `make` with
/// "No rule to make target".
public enum DependencyFile {
    /// The text of a dependency file at `path` holding `rules`.
    /// - Throws: ``UsageError`` when a path holds a line break, which Make cannot express.
    public static func text(rules: [DependencyRule], path: String) throws(UsageError) -> String {
        var out = ""
        var phony: [String] = []
        for rule in rules {
            let targets = try (rule.outputs + [path]).map(escaped)
            let prerequisites = try rule.inputs.map(escaped)
            out += targets.joined(separator: " ") + ":"
            for prerequisite in prerequisites { out += " \\\n  " + prerequisite }
            out += "\n"
            for input in prerequisites.dropFirst() where !phony.contains(input) { phony.append(input) }
        }
        for input in phony { out += "\n" + input + ":\n" }
        return out
    }

    /// `path` escaped as GCC escapes file names in dependency files: a space or tab is preceded
    /// by a backslash (and the backslashes right before it are doubled, since GNU Make reads
    /// 2N+1 backslashes before a space as N backslashes and a space), `#` becomes `\#` and `$`
    /// becomes `$$`. Other backslashes are kept as they are.
    /// - Throws: ``UsageError`` for a path with a line break.
    public static func escaped(_ path: String) throws(UsageError) -> String {
        var out = ""
        var pendingBackslashes = 0
        for character in path {
            switch character {
            case "\n", "\r", "\r\n":
                throw UsageError(message: "cannot write '\(path)' into a dependency file: it contains a line break")
            case "\\":
                pendingBackslashes += 1
                out.append(character)
                continue
            case " ", "\t":
                out += String(repeating: "\\", count: pendingBackslashes) + "\\"
            case "#":
                out += "\\"
            case "$":
                out += "$"
            default:
                break
            }
            pendingBackslashes = 0
            out.append(character)
        }
        return out
    }
}
