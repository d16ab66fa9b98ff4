/// A source named on the command line: a file, or standard input (`-`).
public enum InputSource: Hashable, Sendable {
    /// Standard input, written `-`.
    case standardInput
    /// A file, by the path given.
    case file(String)

    /// `-` is standard input; any other argument is a path.
    public init(argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// The source as the command line writes it: `-` or the path.
    public var argument: String {
        switch self {
        case .standardInput: "-"
        case .file(let path): path
        }
    }
}

/// Where `tipc build` writes: beside each input, into a folder (`-o DIR`), or one document to
/// standard output (`-o -`).
public enum OutputLocation: Hashable, Sendable {
    /// Beside each input (no `-o`).
    case besideInputs
    /// Into a folder.
    case folder(String)
    /// One document to standard output.
    case standardOutput

    /// `-` is standard output; any other argument is a folder.
    public init(argument: String) {
        self = argument == "-" ? .standardOutput : .folder(argument)
    }
}
