import Foundation
import Testing
import TipPipeline

/// How a strings table's files are found and read: by the name's extension, as regular files
/// within ``FileLimits/maximumStringTableSize``, and, for `.strings` tables, the other locales
/// from the `*.lproj` folders beside the named file's.
@Suite struct StringTableFileTests {
    private let english = Array("\"hello\" = \"Hello\";".utf8)
    private let korean = Array("\"hello\" = \"안녕\";".utf8)

    private func failure(_ path: String, limit: Int = FileLimits.maximumStringTableSize) -> StringTableError? {
        StringTableReader.read(path: path, limit: limit).failure
    }

    @Test func theNameSaysTheFormat() throws {
        let folder = try StringTableTestSupport.folder(with: ["Tips.txt": english, "x.lproj/Tips.stringsdict": english])
        #expect(failure(folder + "/Tips.txt")?.message
                == "`\(folder)/Tips.txt` is not a strings table: its name must end in `.xcstrings` (a String Catalog) or `.strings`")
        #expect(failure(folder + "/x.lproj/Tips.stringsdict")?.message.hasSuffix("is not a strings table: its name must end in `.xcstrings` (a String Catalog) or `.strings`") == true)
        let cases = try StringTableTestSupport.folder(with: ["en.lproj/Tips.STRINGS": english, "EN.LPROJ/Tips.strings": english])
        #expect(try StringTableReader.read(path: cases + "/en.lproj/Tips.STRINGS").get().sourceLanguage == "en", "the extension in any case")
        #expect(failure(cases + "/EN.LPROJ/Tips.strings")?.message.hasPrefix("cannot tell the locale of") == true,
                "the folder's suffix is `.lproj` exactly, as bundles look it up")
    }

    @Test func missingFilesFoldersAndFIFOsAreRefused() throws {
        let folder = try StringTableTestSupport.folder(with: ["en.lproj/Real.strings": english])
        try FileManager.default.createDirectory(atPath: folder + "/Folder.xcstrings", withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/Pipe.xcstrings", 0o644) == 0)
        #expect(failure(folder + "/Missing.xcstrings")?.message == "cannot find the strings table `\(folder)/Missing.xcstrings`")
        #expect(failure(folder + "/en.lproj/Missing.strings")?.message == "cannot find the strings table `\(folder)/en.lproj/Missing.strings`")
        #expect(failure(folder + "/Folder.xcstrings")?.message == "strings table path `\(folder)/Folder.xcstrings` is a folder, not a file")
        #expect(failure(folder + "/Pipe.xcstrings")?.message == "strings table path `\(folder)/Pipe.xcstrings` is a FIFO, not a regular file",
                "refused without blocking on a read")
    }

    @Test func filesOverTheLimitAreRefused() throws {
        #expect(FileLimits.maximumStringTableSize == 16 << 20)
        let folder = try StringTableTestSupport.folder(with: ["Big.xcstrings": [], "en.lproj/Big.strings": english])
        // A sparse file one byte over the limit: refused by its size, not read.
        #expect(truncate(folder + "/Big.xcstrings", off_t(FileLimits.maximumStringTableSize + 1)) == 0)
        #expect(failure(folder + "/Big.xcstrings")?.message
                == "cannot read the strings table `\(folder)/Big.xcstrings`: the file is larger than the 16 MiB limit")
        #expect(failure(folder + "/en.lproj/Big.strings", limit: 4 << 20) == nil)
        #expect(failure(folder + "/en.lproj/Big.strings", limit: english.count - 1)?.message
                .hasPrefix("cannot read the strings table `\(folder)/en.lproj/Big.strings`: the file is larger than") == true)
    }

    @Test func siblingLocalesAreFoundBesideTheNamedFolder() throws {
        let folder = try StringTableTestSupport.folder(with: [
            "Resources/en.lproj/Tips.strings": english, "Resources/ko.lproj/Tips.strings": korean,
            "Resources/pt-BR.lproj/Tips.strings": Array("\"hello\" = \"Olá\";".utf8), "Resources/pt.lproj/Tips.strings": Array("hello = \"Olá\";".utf8),
            "Resources/ja.lproj/Other.strings": english, "Resources/fr.lproj/Tips.strings": Array("/* not translated yet */".utf8),
            "Resources/Tips.strings": english, "Resources/notes/Tips.strings": english,
        ])
        let table = try StringTableReader.read(path: folder + "/Resources/en.lproj/Tips.strings").get()
        #expect(table.locales == ["en", "ko", "pt", "pt-BR"], "ja has no Tips.strings; fr has no value")
        #expect(table.files == ["en", "fr", "ko", "pt", "pt-BR"].map { folder + "/Resources/\($0).lproj/Tips.strings" })
        let hello = try #require(table.entry(for: "hello"))
        #expect(hello.value(in: "pt-BR") == .text("Olá", state: .translated))
        #expect(hello.value(in: "fr") == nil)
        #expect(hello.value(in: "ja") == nil)
    }

    @Test func aStringsFileOutsideAnLprojFolderHasNoLocale() throws {
        let folder = try StringTableTestSupport.folder(with: ["Tips.strings": english, "lproj/Tips.strings": english, ".lproj/Tips.strings": english])
        for path in ["/Tips.strings", "/lproj/Tips.strings", "/.lproj/Tips.strings"] {
            #expect(failure(folder + path)?.message
                    == "cannot tell the locale of `\(folder + path)`: a `.strings` file must be in a folder named after its locale, such as `en.lproj`")
        }
    }

    @Test func lprojFoldersMustNameLocales() throws {
        let rule = "which is not a locale identifier (letters and digits in parts joined by `-` or `_`, such as `en`, `pt-BR` or `zh_Hans`)"
        let folder = try StringTableTestSupport.folder(with: ["en US.lproj/Tips.strings": english, "good/en.lproj/Tips.strings": english,
                                                              "good/ko strings.lproj/Tips.strings": korean, "good/x y.lproj/Other.strings": korean])
        #expect(failure(folder + "/en US.lproj/Tips.strings")?.message == "`\(folder)/en US.lproj/Tips.strings` is in the folder of the locale `en US`, \(rule)")
        let sibling = try #require(failure(folder + "/good/en.lproj/Tips.strings"))
        #expect(sibling.path == folder + "/good/ko strings.lproj/Tips.strings", "a folder without the table's file is not looked at")
        #expect(sibling.message == "`\(folder)/good/ko strings.lproj/Tips.strings` is in the folder of the locale `ko strings`, \(rule)")
    }

    /// A folder that can be passed through but not listed (`chmod 311`): the named file reads,
    /// the other locales cannot be looked for. Root lists it anyway.
    @Test func anUnlistableFolderIsAnError() throws {
        let folder = try StringTableTestSupport.folder(with: ["Resources/en.lproj/Tips.strings": english, "Resources/ko.lproj/Tips.strings": korean])
        try FileManager.default.setAttributes([.posixPermissions: 0o311], ofItemAtPath: folder + "/Resources")
        let outcome = StringTableReader.read(path: folder + "/Resources/en.lproj/Tips.strings")
        if getuid() == 0 {
            #expect(try outcome.get().locales == ["en", "ko"])
        } else {
            #expect(outcome.failureMessage
                    == "cannot list the folder `\(folder)/Resources` to find the other locales of `\(folder)/Resources/en.lproj/Tips.strings`")
        }
    }

    @Test func errorsInAnotherLocalesFileNameThatFile() throws {
        let folder = try StringTableTestSupport.folder(with: ["en.lproj/Tips.strings": english, "ko.lproj/Tips.strings": Array("\"hello\" = \"안녕\"\n".utf8)])
        let error = try #require(failure(folder + "/en.lproj/Tips.strings"))
        #expect(error.path == folder + "/ko.lproj/Tips.strings")
        #expect(error.message == "`\(folder)/ko.lproj/Tips.strings`: expected `;` after the value of `hello`")
        #expect(error.location?.text == "1:15")
        let unreadable = try StringTableTestSupport.folder(with: ["en.lproj/Tips.strings": english])
        try FileManager.default.createDirectory(atPath: unreadable + "/de.lproj/Tips.strings", withIntermediateDirectories: true)
        #expect(failure(unreadable + "/en.lproj/Tips.strings")?.message
                == "strings table path `\(unreadable)/de.lproj/Tips.strings` is a folder, not a file")
    }
}
