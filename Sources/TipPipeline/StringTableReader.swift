import TipSemantics
import TipSystem

/// Reads the strings table a `.tip` file names (`strings "Localizable.xcstrings"`) into a
/// ``StringTable``, or says precisely why it cannot.
///
/// - A path ending in `.xcstrings` is an Xcode String Catalog: one JSON file holding every
///   locale.
/// - A path ending in `.strings` is one locale's file of a table of `.strings` files, such as
///   `Resources/en.lproj/Localizable.strings`. Its folder's name gives its locale, which is
///   the table's source language; every other `*.lproj` folder beside that folder holding a
///   file of the same name is another locale.
///
/// Files are read as every file a compile depends on is (``RegularFile``): regular files
/// only, each at most ``FileLimits/maximumStringTableSize`` bytes; a larger one is refused
/// without being read (one that grows while it is read, after one byte past the limit).
public enum StringTableReader {
    /// Reads the table named by `path`: an `.xcstrings` file, or a `.strings` file inside an
    /// `xx.lproj` folder. `limit` is the largest file read, in bytes.
    public static func read(path: String, limit: Int = FileLimits.maximumStringTableSize) -> Result<StringTable, StringTableError> {
        let lowercased = path.lowercased()
        if lowercased.hasSuffix(".xcstrings") {
            return bytes(ofFileAt: path, limit: limit).flatMap { StringCatalogParser.table(of: $0, path: path) }
        }
        if lowercased.hasSuffix(".strings") {
            do throws(StringTableError) {
                return .success(try stringsFiles(named: path, limit: limit))
            } catch {
                return .failure(error)
            }
        }
        return .failure(StringTableError(path: path, message: StringTableMessages.notATable(path)))
    }

    /// The bytes of the table file at `path`.
    private static func bytes(ofFileAt path: String, limit: Int) -> Result<[UInt8], StringTableError> {
        RegularFile.read(path, limit: limit).mapError { StringTableError(path: path, message: StringTableMessages.unreadable(path, $0)) }
    }

    /// One locale's `.strings` file of a table.
    private struct LocaleFile {
        let locale: String
        let path: String
        let entries: [StringsFileEntry]
    }

    /// The table of `.strings` files that `path`, the source language's file, names.
    private static func stringsFiles(named path: String, limit: Int) throws(StringTableError) -> StringTable {
        let bytes = try bytes(ofFileAt: path, limit: limit).get()
        let folderName = lastComponent(of: RelativePath.folder(of: path))
        let source = LocaleFile(locale: try locale(ofFolderNamed: folderName, file: path), path: path, entries: try entries(of: bytes, path: path))
        let others = try otherLocaleFiles(besides: path, limit: limit)
        var keys: [String] = []
        var values: [String: [String: StringValue]] = [:]
        for file in [source] + others {
            for entry in file.entries {
                if values[entry.key] == nil { keys.append(entry.key) }
                values[entry.key, default: [:]][file.locale] = .text(entry.value, state: .translated)
            }
        }
        let locales = [source.locale] + others.filter { !$0.entries.isEmpty }.map(\.locale)
        return StringTable(sourceLanguage: source.locale, locales: locales, keys: keys, files: [path] + others.map(\.path),
                           entries: values.mapValues { StringEntry(values: $0) })
    }

    /// The files of the same name as `path` in the other `*.lproj` folders beside its folder,
    /// sorted by locale.
    private static func otherLocaleFiles(besides path: String, limit: Int) throws(StringTableError) -> [LocaleFile] {
        let folder = RelativePath.folder(of: path)
        let parent = RelativePath.folder(of: folder)
        let listed: [String]
        do {
            listed = try Directory.names(in: parent.isEmpty ? "." : parent)
        } catch {
            throw StringTableError(path: path, message: StringTableMessages.unlistableFolder(parent.isEmpty ? "." : parent, of: path))
        }
        var files: [LocaleFile] = []
        for name in listed where name.hasSuffix(".lproj") && name != lastComponent(of: folder) {
            let otherPath = join(join(parent, name), lastComponent(of: path))
            switch RegularFile.read(otherPath, limit: limit) {
            case .failure(.notFound):
                continue
            case .failure(let failure):
                throw StringTableError(path: otherPath, message: StringTableMessages.unreadable(otherPath, failure))
            case .success(let bytes):
                files.append(LocaleFile(locale: try locale(ofFolderNamed: name, file: otherPath), path: otherPath,
                                        entries: try entries(of: bytes, path: otherPath)))
            }
        }
        return files.sorted { $0.locale < $1.locale }
    }

    /// The entries of `bytes`, the `.strings` file at `path`.
    private static func entries(of bytes: [UInt8], path: String) throws(StringTableError) -> [StringsFileEntry] {
        try StringsFileParser.entries(ofFile: bytes, path: path).get()
    }

    /// The locale of a `.strings` file in the folder `folderName` (`en` for `en.lproj`).
    private static func locale(ofFolderNamed folderName: String, file path: String) throws(StringTableError) -> String {
        let suffix = ".lproj"
        guard folderName.hasSuffix(suffix), folderName.count > suffix.count else {
            throw StringTableError(path: path, message: StringTableMessages.noLocaleFolder(path))
        }
        let locale = String(folderName.dropLast(suffix.count))
        guard LocaleIdentifier.isPlausible(locale) else {
            throw StringTableError(path: path, message: StringTableMessages.notALocale(locale, "`\(path)` is in the folder of the locale"))
        }
        return locale
    }

    /// The name of the file or folder `path` names (`""` for the current folder).
    private static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? ""
    }

    /// `name` inside `folder` (`""`: the current folder, `/`: the root).
    private static func join(_ folder: String, _ name: String) -> String {
        switch folder {
        case "": name
        case "/": "/" + name
        default: folder + "/" + name
        }
    }
}
