#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipPipeline
import TipSemantics

/// Checks every path a build will write — each input's outputs and the dependency file — before
/// anything is written: against each other, against every file the build read (inputs and
/// their imports), and against what is on disk. Paths are compared as a case-insensitive file
/// system would compare them, so a build that is safe here is safe on macOS too.
struct OutputCheck {
    /// A file the build writes, and the input it is made from (nil for the dependency file).
    struct Write {
        /// Where.
        let path: String
        /// The input as given on the command line; nil for the `--deps` file.
        let producer: String?
    }

    /// The most bytes in one file name (`NAME_MAX` of Linux and macOS file systems).
    static let maximumFileNameBytes = 255

    /// Every reason the build must not write: one message per problem, empty when it may.
    /// - Parameters:
    ///   - writes: every file to write, in order.
    ///   - reads: every file the build read.
    ///   - outputDirectory: the `-o` folder, if one was given.
    static func problems(writes: [Write], reads: [String], outputDirectory: String?) -> [String] {
        if let outputDirectory, let problem = folderProblem(outputDirectory) { return [problem] }
        var problems: [String] = []
        var keys = PathKeys()
        var readByKey: [String: String] = [:]
        var readByIdentity: [FileIdentity: String] = [:]
        for path in reads {
            let key = keys.key(path)
            readByKey[key.folded] = readByKey[key.folded] ?? path
            if let identity = RegularFile.identity(ofPath: path) { readByIdentity[identity] = readByIdentity[identity] ?? path }
        }
        // The first write of each folded path, by index in `writes`: a build writes one file
        // per component, so this table is as long as the document and holds no more than it must.
        var firstWrite: [String: Int] = [:]
        firstWrite.reserveCapacity(writes.count)
        for (index, write) in writes.enumerated() {
            let key = keys.key(write.path)
            if let problem = nameProblem(write.path) {
                problems.append(problem)
            } else if let earlier = firstWrite[key.folded].map({ writes[$0] }) {
                problems.append(collision(write, key: key, earlier: earlier, earlierKey: keys.key(earlier.path)))
            } else {
                // One `lstat` answers both questions for an output that does not exist yet
                // (most of them); only a refused one is looked at again, to say why.
                let destination = Result { () throws(OutputError) in try OutputDestination.resolve(write.path) }
                let identity = switch destination {
                case .success(let found): found.existing.map(FileIdentity.init)
                case .failure: RegularFile.identity(ofPath: write.path)
                }
                if let input = identity.flatMap({ readByIdentity[$0] }) {
                    problems.append(replacement(write, input: input, caseOnly: false))
                } else if let input = readByKey[key.folded] {
                    problems.append(replacement(write, input: input, caseOnly: keys.key(input).exact != key.exact))
                } else if case .failure(let error) = destination {
                    problems.append(error.message)
                }
            }
            if firstWrite[key.folded] == nil { firstWrite[key.folded] = index }
        }
        return problems
    }

    /// Why `path` cannot be the output folder, if it cannot: something that is not a folder.
    private static func folderProblem(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { return nil }
        return "cannot write into '\(path)': it is not a folder"
    }

    /// Why the last component of `path` cannot be a file name, if it cannot.
    private static func nameProblem(_ path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let bytes = name.utf8.count
        guard bytes > maximumFileNameBytes else { return nil }
        return "cannot write '\(path)': its file name is \(bytes) bytes long, and file systems allow at most \(maximumFileNameBytes)"
    }

    private static func collision(_ write: Write, key: PathKey, earlier: Write, earlierKey: PathKey) -> String {
        let caseOnly = key.exact != earlierKey.exact
        let what: String
        switch (earlier.producer, write.producer) {
        case (let first?, let second?) where first == second:
            what = "'\(first)' would write '\(earlier.path)' twice"
        case (let first?, let second?):
            what = caseOnly
                ? "'\(first)' would write '\(earlier.path)' and '\(second)' would write '\(write.path)'"
                : "'\(first)' and '\(second)' would both write '\(write.path)'"
        case (let first?, nil):
            what = "the dependency file '\(write.path)' would replace '\(earlier.path)', an output of '\(first)'"
        case (nil, let second?):
            what = "'\(second)' would write '\(write.path)' over the dependency file '\(earlier.path)'"
        case (nil, nil):
            what = "'\(write.path)' would be written twice"
        }
        return what + (caseOnly ? ": one file on a case-insensitive file system (the default on macOS)" : "")
    }

    private static func replacement(_ write: Write, input: String, caseOnly: Bool) -> String {
        let what = write.producer.map { "'\($0)' would write its output '\(write.path)' over the input '\(input)'" }
            ?? "the dependency file '\(write.path)' would replace the input '\(input)'"
        return what + (caseOnly ? " (one file on a case-insensitive file system, the default on macOS)" : "")
    }
}
