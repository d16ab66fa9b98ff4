import Testing
import TipSemantics
import TipStyle
import TipSyntax

/// A tooltip's actions and close button: the list and its ids, the `action { … }`
/// block and its defaults, and the mistakes of too many actions, empty titles and shared ids.
@Suite struct ActionConversionTests {
    @Test func aListOfTextsAndNamedActions() throws {
        let spec = try cleanTooltip("actions: [\"Got it\", action(\"Learn more\", id: \"learnMore\"), action(\"Later\")]")
        #expect(spec.actions.map(\.id) == ["Got it", "learnMore", "Later"])
        #expect(spec.actions.map(\.title) == ["Got it", "Learn more", "Later"])
        #expect(try cleanTooltip("actions: \"Got it\", action(\"Learn more\", id: \"more\")").actions.map(\.id) == ["Got it", "more"])
    }

    @Test func actionsHaveTheDefaultLookUnlessTheBlockSaysOtherwise() throws {
        let plain = try cleanTooltip("actions: [\"OK\"]; textColor: black")
        #expect(plain.style.action == ActionStyle(textColor: rgba(0x000000FF)))
        #expect(plain.style.action?.font == FontStyle(size: 15, weight: .semibold, relativeTo: .subheadline))
        #expect(plain.style.scales)
        let styled = try cleanTooltip("actions: [\"OK\"]; action { font: 13 bold; textColor: yellow; background: clear; cornerRadius: 4; padding: 2 6; spacing: 10 12 }")
        #expect(styled.style.action == ActionStyle(
            font: FontStyle(size: 13, weight: .bold), textColor: rgba(0xFFFF00FF), background: .clear, cornerRadius: 4,
            padding: EdgeInsets(vertical: 2, horizontal: 6), horizontalSpacing: 10, verticalSpacing: 12))
    }

    @Test func withoutActionsTheStyleHasNoActionLook() throws {
        #expect(try cleanTooltip("action { cornerRadius: 4 }").style.action == nil)
        #expect(try cleanTooltip("actions: none").actions.isEmpty)
        #expect(try cleanTooltip("actions: []").style.action == nil)
        let result = resolve("style S { actions: [\"OK\"] }\ntooltip T : S { text: \"x\"; actions: none }\n")
        #expect(result.rendered == [] && result.tooltip("T")?.actions.isEmpty == true)
    }

    @Test func aLocalizedActionIsKnownByItsKey() throws {
        let result = resolve("strings \"S.xcstrings\"\ntooltip T { text: \"x\"; actions: [localized(\"tip.ok\"), action(localized(\"tip.more\"), id: \"more\")] }\n")
        let spec = try #require(result.tooltip("T"))
        #expect(spec.actions.map(\.id) == ["tip.ok", "more"])
        #expect(spec.actions.map { $0.titleKey?.key } == ["tip.ok", "tip.more"])
    }

    @Test func theCloseButton() throws {
        #expect(try cleanTooltip("closeButton: true; textColor: black").style.closeButton == CloseButtonStyle(color: rgba(0x000000FF)))
        #expect(try cleanTooltip("closeButton: false").style.closeButton == nil)
        #expect(try cleanTooltip("").style.closeButton == nil)
        #expect(resolveTooltip("closeButton: yes").with(.unknownName).count == 1)
    }

    @Test func moreThanFourActionsIsAnErrorAtTheFifth() {
        let titles = (1...20).map { "\"Action \($0)\"" }.joined(separator: ", ")
        let result = resolveTooltip("actions: [\(titles)]")
        #expect(result.rendered == ["main.tip:3:63 E072 a tooltip shows at most 4 actions; this list has 20"])
        #expect(result.tooltip("T")?.actions.isEmpty == true)
    }

    @Test func emptyTitlesAndIdsAreErrors() {
        #expect(resolveTooltip("actions: [\"\"]").rendered == ["main.tip:3:15 E070 an action's title must not be empty"])
        #expect(resolveTooltip("actions: [action(\"OK\", id: \"\")]").rendered == ["main.tip:3:32 E070 an action's id must not be empty"])
    }

    @Test func twoActionsWithOneIdAreAnError() {
        let result = resolveTooltip("actions: [\"OK\", action(\"Okay\", id: \"OK\")]")
        #expect(result.rendered == ["main.tip:3:21 E074 two actions have the id `OK`: the app could not tell them apart"])
    }

    @Test func aMisshapenActionIsAnError() {
        #expect(resolveTooltip("actions: [action(\"OK\", name: \"ok\")]").with(.typeMismatch).count == 1)
        #expect(resolveTooltip("actions: [action()]").with(.wrongArity).count == 1)
        #expect(resolveTooltip("actions: [acton(\"OK\")]").with(.unknownFunction).first?.fixIts.first?.replacement == "action")
        #expect(resolveTooltip("actions: 4").with(.typeMismatch).count == 1)
        #expect(resolveTooltip("action: [\"OK\"]").with(.typeMismatch).count == 1, "the block takes no value")
    }
}
