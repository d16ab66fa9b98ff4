/// One enum of the generated Swift file: a compiled `.tip` file with the Swift names of it and of
/// its components.
public struct SwiftAccessorEnum: Hashable, Sendable {
    /// The enum's name, made from the file's stem.
    public let name: SwiftIdentifier
    /// The file.
    public let file: SwiftAccessorFile
    /// The member name of each component of ``file``, in the same order.
    public let members: [SwiftIdentifier]
}

/// A name of a build's files or components that cannot become its Swift accessor. Files are
/// numbered as given to ``SwiftAccessorNames/enums(of:)``, components as in their file.
public enum SwiftNameProblem: Hashable, Sendable {
    /// The name of this component has no letter or digit.
    case componentWithoutName(file: Int, component: Int)
    /// Two components of one file become the same member: `second` (the later) and `first`.
    case componentCollision(file: Int, first: Int, second: Int, name: SwiftIdentifier)
    /// The stem of this file's name has no letter or digit.
    case fileWithoutName(file: Int)
    /// This file would become an enum of a name that the generated file uses itself
    /// (``SwiftAccessorWriter/namesUsed``).
    case reservedFileName(file: Int, name: SwiftIdentifier)
    /// Two files become the same enum: `second` (the later) and `first`.
    case fileCollision(first: Int, second: Int, name: SwiftIdentifier)
}

/// Every problem found in the names of a build's files and components.
public struct SwiftNameProblems: Error, Hashable, Sendable {
    /// The problems, file by file, in the order of the files and components.
    public let problems: [SwiftNameProblem]
}

/// Names the typed accessors of a build's compiled files (``SwiftIdentifier`` says how) and
/// refuses names that make no Swift name or the same one.
public enum SwiftAccessorNames {
    /// The enum of each of `files` that has components (a file of styles and constants only has
    /// no accessor), in the order of `files`.
    /// - Throws: every problem of every file: a name that makes no Swift name, two components of
    ///   a file that make one member, two files that make one enum, a file that makes a name
    ///   the generated file uses.
    public static func enums(of files: [SwiftAccessorFile]) throws(SwiftNameProblems) -> [SwiftAccessorEnum] {
        var problems: [SwiftNameProblem] = []
        var enums: [SwiftAccessorEnum] = []
        var fileByName: [SwiftIdentifier: Int] = [:]
        for (index, file) in files.enumerated() where !file.components.isEmpty {
            let members = members(of: file, numbered: index, problems: &problems)
            guard let name = SwiftIdentifier.typeName(file.resource) else {
                problems.append(.fileWithoutName(file: index))
                continue
            }
            if SwiftAccessorWriter.namesUsed.contains(name.name) {
                problems.append(.reservedFileName(file: index, name: name))
            } else if let first = fileByName[name] {
                problems.append(.fileCollision(first: first, second: index, name: name))
            } else {
                fileByName[name] = index
            }
            if let members { enums.append(SwiftAccessorEnum(name: name, file: file, members: members)) }
        }
        guard problems.isEmpty else { throw SwiftNameProblems(problems: problems) }
        return enums
    }

    /// The member name of each component of `file`, the file numbered `index`; nil after adding
    /// its problems to `problems`.
    private static func members(of file: SwiftAccessorFile, numbered index: Int, problems: inout [SwiftNameProblem]) -> [SwiftIdentifier]? {
        var members: [SwiftIdentifier] = []
        var componentByName: [SwiftIdentifier: Int] = [:]
        let problemsBefore = problems.count
        for (component, declared) in file.components.enumerated() {
            guard let name = SwiftIdentifier.memberName(declared.name) else {
                problems.append(.componentWithoutName(file: index, component: component))
                continue
            }
            if let first = componentByName[name] {
                problems.append(.componentCollision(file: index, first: first, second: component, name: name))
            } else {
                componentByName[name] = component
            }
            members.append(name)
        }
        return problems.count == problemsBefore ? members : nil
    }
}
