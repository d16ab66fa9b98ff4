import Foundation
import Testing

/// Strings tables, locales, text sizes, appearances and the checks made on every variant, as a
/// user runs them: each mistake is one diagnostic with its code at its place, exit 1 and
/// nothing written; each warning is reported and the build goes on.
@Suite struct LocalizationCLITests {
    /// A catalog in English, German and Korean: `tip` is far longer in German.
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "tip": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Tap to start"}},
            "de": {"stringUnit": {"state": "translated", "value": "Tippen Sie hier, um mit der Einrichtung Ihres Kontos zu beginnen"}},
            "ko": {"stringUnit": {"state": "translated", "value": "눌러서 시작"}}}},
          "tag": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "New"}},
            "ko": {"stringUnit": {"state": "translated", "value": "신규"}}}},
          "count": {"localizations": {"en": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld tip"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld tips"}}}}}}},
          "german.only": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Nur Deutsch"}}}}
        }}
        """

    /// A folder holding `main.tip` (`source`) and `Localizable.xcstrings` (`catalog`, unless nil).
    private func project(_ source: String, catalog: String? = Self.catalog) throws -> String {
        let folder = try TipcProcess.temporaryDirectory()
        try Data(source.utf8).write(to: URL(fileURLWithPath: folder + "/main.tip"))
        if let catalog { try Data(catalog.utf8).write(to: URL(fileURLWithPath: folder + "/Localizable.xcstrings")) }
        return folder
    }

    private static let header = "strings \"Localizable.xcstrings\"\n"

    /// One mistake: the source (after the `strings` declaration unless it has its own), the
    /// catalog, the arguments after `build main.tip -o out`, and what stderr must say.
    struct Mistake: CustomTestStringConvertible, Sendable {
        let name: String
        let source: String
        var catalog: String? = LocalizationCLITests.catalog
        var arguments: [String] = []
        let code: String
        let position: String
        let says: String

        var testDescription: String { name }
    }

    static let mistakes: [Mistake] = [
        Mistake(name: "catalog not JSON", source: header + "tooltip T { text: localized(\"tip\") }", catalog: "{ \"sourceLanguage\": ",
                code: "E060", position: "main.tip:1:9", says: "`Localizable.xcstrings` is not JSON"),
        Mistake(name: "catalog of the wrong shape", source: header + "tooltip T { text: localized(\"tip\") }",
                catalog: "{\"sourceLanguage\": \"en\", \"strings\": [1]}", code: "E060", position: "main.tip:1:9", says: "`strings` is an array, not an object"),
        Mistake(name: "catalog missing", source: header + "tooltip T { text: localized(\"tip\") }", catalog: nil,
                code: "E060", position: "main.tip:1:9", says: "cannot find the strings table"),
        Mistake(name: "key missing", source: header + "tooltip T { text: localized(\"tpi\") }",
                code: "E061", position: "main.tip:2:29", says: "did you mean `tip`?"),
        Mistake(name: "no table", source: "tooltip T { text: localized(\"tip\") }",
                code: "E062", position: "main.tip:1:29", says: "needs a strings table"),
        Mistake(name: "no source-language text", source: header + "tooltip T { text: localized(\"german.only\") }",
                code: "E063", position: "main.tip:2:29", says: "has no text in the strings table's source language `en`"),
        Mistake(name: "plural variations", source: header + "tooltip T { text: localized(\"count\") }",
                code: "E063", position: "main.tip:2:29", says: "has plural variations in `en`"),
        Mistake(name: "locale the catalog lacks", source: header + "tooltip T { text: localized(\"tip\") }", arguments: ["--locales", "ko,fr"],
                code: "E064", position: "main.tip:1:9", says: "the strings table has no locale `fr`"),
        Mistake(name: "locale tipc cannot lay out",
                source: header + "tooltip T { text: localized(\"tip\") }",
                catalog: catalog.replacingOccurrences(of: "\"ko\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"눌러서 시작\"}}",
                                                      with: "\"bn\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"শুরু করতে চাপুন\"}}"),
                code: "E065", position: "main.tip:1:9", says: "tipc cannot lay out `bn` yet"),
        Mistake(name: "localized with a number", source: header + "tooltip T { text: localized(7) }",
                code: "E040", position: "main.tip:2:29", says: "expected a key string, found the number 7"),
        Mistake(name: "text style misspelt", source: "tooltip T { text: \"x\"; font: headlin }",
                code: "E023", position: "main.tip:1:30", says: "did you mean `headline`?"),
        Mistake(name: "appearance pair with one side", source: "tooltip T { text: \"x\"; background: color(dark: black) }",
                code: "E041", position: "main.tip:1:36", says: "`color` takes `light:` then `dark:`"),
        Mistake(name: "relativeTo after a text style", source: "tooltip T { text: \"x\"; font: body relativeTo(title1) }",
                code: "E040", position: "main.tip:1:35", says: "relativeTo"),
        Mistake(name: "size category misspelt", source: "preview { sizeCategories: large, AX6 }\ntooltip T { text: \"x\" }",
                code: "E023", position: "main.tip:1:34", says: "unknown content size category `AX6`"),
        Mistake(name: "appearance misspelt", source: "preview { appearances: light, drak }\ntooltip T { text: \"x\" }",
                code: "E023", position: "main.tip:1:31", says: "did you mean `dark`?"),
        Mistake(name: "preview locale not a string", source: header + "preview { locales: ko }\ntooltip T { text: localized(\"tip\") }",
                code: "E040", position: "main.tip:2:20", says: "expected a locale string"),
        Mistake(name: "two strings tables", source: header + "strings \"Other.xcstrings\"\ntooltip T { text: localized(\"tip\") }",
                code: "E025", position: "main.tip:2:9", says: "a strings table is already declared"),
        Mistake(name: "budget of zero", source: "tooltip T { text: \"x\"; budget { width: 0 } }",
                code: "E043", position: "main.tip:1:40", says: "greater than 0"),
    ]

    @Test(arguments: mistakes)
    func eachMistakeIsOneErrorAndNothingIsWritten(_ mistake: Mistake) throws {
        let folder = try project(mistake.source, catalog: mistake.catalog)
        let outcome = try TipcProcess.run(["build", "main.tip", "-o", "out"] + mistake.arguments, in: folder)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.hasPrefix("error[\(mistake.code)]"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains(" --> \(mistake.position)\n"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains(mistake.says), "\(outcome.stderr)")
        #expect(outcome.stderr.components(separatedBy: "error[").count == 2, "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        let check = try TipcProcess.run(["check", "main.tip"] + mistake.arguments, in: folder)
        #expect(check.status == 1 && check.stderr == outcome.stderr)
    }

    @Test func aCatalogOverTheCapIsRefusedUnread() throws {
        let folder = try project(Self.header + "tooltip T { text: localized(\"tip\") }", catalog: "{}")
        let handle = try #require(FileHandle(forWritingAtPath: folder + "/Localizable.xcstrings"))
        try handle.truncate(atOffset: 16 << 20 + 1)
        try handle.close()
        let outcome = try TipcProcess.run(["check", "main.tip"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix("error[E060]"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("16 MiB"), "\(outcome.stderr)")
    }

    /// The warnings: each at its component or key, naming the locale and text size; exit 0
    /// and every output written.
    @Test func warningsNameTheLocaleAndTextSizeAndTheBuildGoesOn() throws {
        let folder = try project(Self.header + """
            tooltip Start { text: localized("tip"); width: 160; numberOfLines: 2 }
            tags Topics { items: [localized("tag"), "Swift", "UIKit"]; width: 220; maxRows: 1; tag { font: body } }
            tooltip Wide { text: "A text as wide as it likes"; budget { width: 120 } }
            """)
        let outcome = try TipcProcess.run(["build", "main.tip", "-o", "out", "--diagnostic-format", "short"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 6, "\(outcome.stderr)")
        #expect(lines.contains { $0.hasPrefix("main.tip:2:9: warning: `Start` in `de` at the default text size (large): its text needs ") && $0.hasSuffix("[W006]") })
        #expect(lines.contains { $0.hasPrefix("main.tip:3:33: warning: `tag` is not translated into `de`") && $0.hasSuffix("[W005]") })
        // Every locale where tags are hidden is named, each at its worst text size.
        for locale in ["en", "de", "ko"] {
            #expect(lines.contains { $0.hasPrefix("main.tip:3:6: warning: `Topics` in `\(locale)` at text size ") && $0.hasSuffix("[W007]") })
        }
        // Widest with Bold Text.
        #expect(lines.contains { $0.hasPrefix("main.tip:4:9: warning: `Wide` in `en` at the default text size (large) with Bold Text: it is ") && $0.hasSuffix("[W008]") })
        #expect(FileManager.default.fileExists(atPath: folder + "/out/main.json"))
        #expect(FileManager.default.fileExists(atPath: folder + "/out/main.svg"))
        let every = try TipcProcess.run(["check", "main.tip", "--every-variant", "--diagnostic-format", "short"], in: folder)
        #expect(every.status == 0)
        #expect(every.stderr.split(separator: "\n").count > lines.count)
        #expect(!every.stderr.contains("--every-variant lists them"))
    }

    @Test func localesChooseWhatIsLaidOutAndChecked() throws {
        let folder = try project(Self.header + "tooltip Start { text: localized(\"tip\"); width: 160; numberOfLines: 2 }")
        let korean = try TipcProcess.run(["build", "main.tip", "-o", "-", "--emit", "json", "--locales", "ko"], in: folder)
        #expect(korean.status == 0 && korean.stderr.isEmpty, "\(korean.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(korean.stdout.utf8)) as? [String: Any])
        #expect(json["locales"] as? [String] == ["en", "ko"])
        let component = try #require((json["components"] as? [[String: Any]])?.first)
        #expect((component["localizations"] as? [String: Any])?.keys.sorted() == ["ko"])
    }

    @Test func thePseudoLocaleIsLaidOutAndChecked() throws {
        let folder = try project("tooltip Start { text: \"Tap to start\"; width: 140; numberOfLines: 1 }", catalog: nil)
        let outcome = try TipcProcess.run(["build", "main.tip", "-o", "-", "--emit", "json", "--pseudo-locale"], in: folder)
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("warning[W006]: `Start` in the pseudo-locale at the default text size (large)"), "\(outcome.stderr)")
        #expect(outcome.stdout.contains("\"pseudo\": {"))
        #expect(outcome.stdout.contains("\"text\": \"[Ţåþ ţö"), "\(outcome.stdout)")
    }

    @Test func theCatalogIsADependency() throws {
        let folder = try project(Self.header + "tooltip Start { text: localized(\"tip\") }")
        let outcome = try TipcProcess.run(["build", "main.tip", "-o", "out", "--deps", "out/main.d"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let deps = String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder + "/out/main.d")), as: UTF8.self)
        #expect(deps.contains("Localizable.xcstrings"))
    }
}
