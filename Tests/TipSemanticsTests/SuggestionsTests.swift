import Testing
import TipSemantics

@Suite struct SuggestionsTests {
    @Test func editDistance() {
        #expect(Suggestions.editDistance("whit", "white") == 1)
        #expect(Suggestions.editDistance("blod", "bold") == 1)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
        #expect(Suggestions.editDistance("", "abc") == 3)
        #expect(Suggestions.editDistance("same", "same") == 0)
    }

    @Test func closestCandidate() {
        #expect(Suggestions.closest(to: "whit", among: NamedColors.names) == "white")
        #expect(Suggestions.closest(to: "lightgrey", among: NamedColors.names) == "lightGray")
        #expect(Suggestions.closest(to: "LIGHTGRAY", among: NamedColors.names) == "lightGray")
        #expect(Suggestions.closest(to: "zzzz", among: NamedColors.names) == nil)
        #expect(Suggestions.closest(to: "ab", among: ["ax", "ay"]) == "ax")
    }
}
