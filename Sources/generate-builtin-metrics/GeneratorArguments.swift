/// The command line of `generate-builtin-metrics`: where the fonts and the Unicode data are.
/// The defaults are the Debian paths of the packages `fonts-inter`, `fonts-noto-cjk` (with
/// `fonts-noto-cjk-extra`) and `unicode-data`.
struct GeneratorArguments {
    /// Folder of the static Inter `.otf` files.
    var interDirectory = "/usr/share/fonts/opentype/inter"
    /// Folder of the Noto Sans CJK `.ttc` files.
    var cjkDirectory = "/usr/share/fonts/opentype/noto"
    /// Folder of the Unicode Character Database.
    var ucdDirectory = "/usr/share/unicode"
    /// Whether `--help` was given: print ``usage`` and generate nothing.
    var helpRequested = false

    /// The usage text.
    static let usage = """
        usage: swift run generate-builtin-metrics [--fonts-inter DIR] [--fonts-cjk DIR] [--ucd DIR]
          --fonts-inter DIR  static Inter .otf files (default /usr/share/fonts/opentype/inter)
          --fonts-cjk DIR    Noto Sans CJK .ttc files (default /usr/share/fonts/opentype/noto)
          --ucd DIR          Unicode Character Database (default /usr/share/unicode)
        Rewrites Sources/TipText/Generated/BuiltinMetricsTables.swift and
        Tests/Fixtures/text/builtin-widths.tsv, builtin-vertical.tsv.
        """

    /// Parses `arguments`, the command line without the program name.
    init(parsing arguments: [String]) throws(GeneratorError) {
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            if option == "--help" || option == "-h" {
                helpRequested = true
                continue
            }
            let folder: WritableKeyPath<GeneratorArguments, String>
            switch option {
            case "--fonts-inter": folder = \.interDirectory
            case "--fonts-cjk": folder = \.cjkDirectory
            case "--ucd": folder = \.ucdDirectory
            default: throw .usage("unknown option '\(option)'")
            }
            guard let value = remaining.popFirst() else { throw .usage("\(option) needs a folder") }
            self[keyPath: folder] = value
        }
    }
}
