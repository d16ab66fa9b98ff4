import Testing
import TipEmit

/// How `.tip` names become Swift names: words, case, digits, keywords.
@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        ("Badges", "Badges"), ("badges", "Badges"), ("new-badge-outline", "NewBadgeOutline"), ("new_badge", "NewBadge"),
        ("top tip.fixed+width", "TopTipFixedWidth"), ("NewBadge", "NewBadge"), ("HTTPErrors", "HTTPErrors"),
        ("2fa-prompts", "_2faPrompts"), ("404", "_404"), ("tips_2", "Tips2"), ("über-tips", "ÜberTips"), ("한국어", "한국어"),
        ("--tips--", "Tips"), ("straße", "Straße"),
    ])
    func fileStemsBecomeUpperCamelCaseTypes(stem: String, expected: String) throws {
        #expect(try #require(SwiftIdentifier.typeName(stem)).name == expected)
    }

    @Test(arguments: [
        ("Welcome", "welcome"), ("NewBadge", "newBadge"), ("newBadge", "newBadge"), ("URLPreview", "urlPreview"),
        ("URL", "url"), ("A", "a"), ("HTTP2Tip", "http2Tip"), ("SwiftUITooltip", "swiftUITooltip"), ("welcome_back", "welcomeBack"),
        ("welcome__back_", "welcomeBack"), ("_2fa", "_2fa"), ("_2FA_prompt", "_2FAPrompt"), ("tip_2", "tip2"), ("Ärger", "ärger"),
    ])
    func componentNamesBecomeLowerCamelCaseMembers(name: String, expected: String) throws {
        #expect(try #require(SwiftIdentifier.memberName(name)).name == expected)
    }

    @Test(arguments: ["_", "__", "", "--", " . "])
    func textWithoutALetterOrDigitMakesNoName(text: String) {
        #expect(SwiftIdentifier.typeName(text) == nil)
        #expect(SwiftIdentifier.memberName(text) == nil)
    }

    /// Keywords Swift refuses as names are spelt in backticks; contextual ones, which it takes,
    /// are not; the bare name stays what names are compared by.
    @Test(arguments: [
        ("Default", "`default`"), ("Self_", "`self`"), ("in", "`in`"), ("Init", "`init`"), ("Protocol", "`protocol`"),
        ("Class", "`class`"), ("True", "`true`"), ("Nil", "`nil`"), ("Open", "open"), ("Some", "some"), ("Async", "async"),
        ("Get", "get"), ("Type", "type"), ("Await", "await"), ("Package", "package"),
    ])
    func keywordMembersAreInBackticks(name: String, spelling: String) throws {
        let member = try #require(SwiftIdentifier.memberName(name))
        #expect(member.spelling == spelling)
        #expect(member.name == spelling.filter { $0 != "`" })
    }

    @Test(arguments: [("any", "`Any`"), ("self", "`Self`"), ("type", "Type"), ("protocol", "Protocol"), ("class", "Class")])
    func keywordTypesAreInBackticks(stem: String, spelling: String) throws {
        #expect(try #require(SwiftIdentifier.typeName(stem)).spelling == spelling)
    }

    @Test func namesSortByTheirScalarsWhateverTheLocale() throws {
        let names = try ["Zebra", "apple", "Apple", "Über", "_2fa"].map { try #require(SwiftIdentifier.typeName($0)) }
        #expect(names.sorted().map(\.name) == ["Apple", "Apple", "Zebra", "_2fa", "Über"])
    }
}
