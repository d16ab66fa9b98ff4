import TipSemantics
import TipSyntax

/// W016, on a component's texts in one locale: a label VoiceOver says instead of a part must
/// say something — one that is empty or white space leaves the part unnamed — and an action
/// whose title has no letter (a symbol or an emoji alone) needs a label, or VoiceOver reads the
/// symbol's name or nothing. A component hidden from VoiceOver is not read, and not checked.
enum LabelChecks {
    /// What is wrong with the labels of `component`, in reading order.
    static func findings(of component: ResolvedComponent) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        func found(_ part: String, _ problem: String) {
            findings.append(AccessibilityFinding(check: .missingAccessibilityLabel, part: part, problem: { problem }, measure: 1, variant: AccessibilityVariant()))
        }
        func check(_ label: String?, part: String, name: String) {
            if let label, isBlank(label) { found(part, AccessibilityMessages.emptyLabel(name)) }
        }
        switch component {
        case .tooltip(let tooltip):
            guard tooltip.style.accessibility?.hidden != true else { return [] }
            let texts = tooltip.accessibility
            check(texts.label?.text, part: "label", name: "its label")
            if tooltip.style.icon != nil { check(texts.iconLabel?.text, part: "icon", name: "its icon's label") }
            for action in tooltip.actions {
                let name = AccessibilityMessages.action(action.id)
                if let label = action.accessibility.label?.text {
                    check(label, part: "action " + action.id, name: "the label of \(name)")
                } else if !hasLetter(action.title) {
                    found("action " + action.id, AccessibilityMessages.titleWithoutLetters(name, title: action.title))
                }
            }
            if tooltip.style.closeButton != nil { check(texts.closeButtonLabel?.text, part: "closeButton", name: "its close button's label") }
        case .tags(let group):
            guard group.style.accessibility?.hidden != true else { return [] }
            for (index, item) in group.itemAccessibility.sorted(by: { $0.key < $1.key }) where group.items.indices.contains(index) {
                check(item.label?.text, part: "tag \(index)", name: "the label of \(AccessibilityMessages.tag(group.items[index]))")
            }
        }
        return findings
    }

    /// Whether `text` is empty or white space alone.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// Whether `text` has a letter (of any script) for VoiceOver to read.
    static func hasLetter(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: \.properties.isAlphabetic)
    }
}
