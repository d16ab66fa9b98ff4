import Testing
@testable import TipText

@Suite struct EmojiPresentationTests {
    /// The lines of emoji-test.txt 15.0: code points and status.
    private static let lines: [(scalars: [Unicode.Scalar], status: Substring)] =
        ((try? UnicodeFixtures.lines("emoji-test.txt")) ?? []).compactMap { line in
            let fields = line.split(separator: ";")
            guard fields.count == 2 else { return nil }
            return (UnicodeFixtures.scalars(fromHex: fields[0]), fields[1].drop { $0 == " " })
        }

    @Test func everyQualifiedEmojiAndComponentIsEmoji() {
        // UTS #51: fully-qualified and minimally-qualified sequences, and the components that
        // emoji-test.txt lists (skin tones, hair), are shown as emoji.
        let qualified = Self.lines.filter { ["fully-qualified", "minimally-qualified", "component"].contains($0.status) }
        #expect(qualified.count > 4000)
        let text = qualified.filter { EmojiPresentation(of: $0.scalars) != .emoji }
        #expect(text.isEmpty, "\(text.count): \(text.prefix(5).map(\.scalars))")
    }

    @Test func unqualifiedSingleCharactersAreText() {
        // A single unqualified character is text by default (Emoji_Presentation=No, UTS #51 §4).
        let unqualified = Self.lines.filter { $0.status == "unqualified" && $0.scalars.count == 1 }
        #expect(unqualified.count > 100)
        let emoji = unqualified.filter { EmojiPresentation(of: $0.scalars) != .text }
        #expect(emoji.isEmpty, "\(emoji.count): \(emoji.prefix(5).map(\.scalars))")
    }

    @Test func variationSelectorsDecide() {
        // ED-8a and ED-9a: U+263A WHITE SMILING FACE is text by default.
        #expect(EmojiPresentation(of: Character("\u{263A}")) == .text)
        #expect(EmojiPresentation(of: Character("\u{263A}\u{FE0F}")) == .emoji)
        #expect(EmojiPresentation(of: Character("\u{1F600}\u{FE0E}")) == .text)
        #expect(EmojiPresentation(of: Character("#\u{FE0F}\u{20E3}")) == .emoji)
        #expect(EmojiPresentation(of: Character("#\u{20E3}")) == .text)
    }

    @Test func sequencesAreEmoji() {
        #expect(EmojiPresentation(of: Character("\u{270C}\u{1F3FD}")) == .emoji)
        #expect(EmojiPresentation(of: Character("\u{1F1EF}\u{1F1F5}")) == .emoji)
        #expect(EmojiPresentation(of: Character("\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}")) == .emoji)
        #expect(EmojiPresentation(of: Character("\u{1F441}\u{200D}\u{1F5E8}")) == .emoji)
        #expect(EmojiPresentation(of: Character("a")) == .text)
        #expect(EmojiPresentation(of: Character("1")) == .text)
        #expect(EmojiPresentation(of: [Unicode.Scalar]()) == .text)
    }
}
