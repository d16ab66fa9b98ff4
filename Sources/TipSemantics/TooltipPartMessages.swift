import TipStyle

/// The messages about a tooltip's parts beyond its text: its title, icon, actions and motion.
extension SemanticMessages {
    static let emptyTitle = "a title must not be empty: leave `title` out for a tooltip without one"
    static func titleWithoutMessage(_ name: String) -> String { "tooltip `\(name)` has a title but no `text` (its message)" }
    static let titleSetHere = "the title is set here"
    static let addMessage = "add `text: \"…\"` under the title: a tooltip's title goes above its message"
    static let emptyIconName = "an icon's name must not be empty: write an SF Symbol's name (`sparkles`) or an asset's"
    static func iconWithoutName(_ name: String) -> String { "tooltip `\(name)` has an icon without a `name`" }
    static let iconSetHere = "the icon is set here"
    static let addIconName = "add `icon.name: \"sparkles\"` (an SF Symbol's name or an asset's), or `icon: none`"
    static func leadingIconTooLarge(_ name: String, needs: Double, room: Double) -> String {
        "the icon of tooltip `\(name)` and its spacing take \(format(needs)) of the \(format(room)) points of its bubble's content, leaving the text no room"
    }
    static func topIconTooLarge(_ name: String, needs: Double, room: Double) -> String {
        "the icon of tooltip `\(name)` is \(format(needs)) points wide but its bubble's content is \(format(room))"
    }
    static func tooManyActions(_ count: Int) -> String {
        "a tooltip shows at most \(ActionStyle.maximumCount) actions; this list has \(count)"
    }
    static let fewerActions = "keep the actions that matter here; a tip with more choices needs a screen of its own"
    static func duplicateActionID(_ id: String) -> String { "two actions have the id `\(id)`: the app could not tell them apart" }
    static let nameTheID = "name each one: `action(\"…\", id: \"…\")`"
    static let emptyActionTitle = "an action's title must not be empty"
    static let emptyActionID = "an action's id must not be empty"
    static let actionExample = "write `action(\"Learn more\", id: \"learnMore\")`"
    static let itemExample = "write `item(\"★★★\", label: \"three stars\")`"
    static func expectedLabel(_ labels: [String], in function: String) -> String {
        "after its text, `\(function)` takes " + labels.map { "`\($0):`" }.joined(separator: ", ") + ", each at most once"
    }
    static func labelTwice(_ label: String, in function: String) -> String { "`\(label):` is written twice in `\(function)`" }
    static func effectTwice(_ effect: String, in property: String) -> String { "`\(effect)` is written twice in `\(property)`" }
    static func effectArguments(_ effect: String) -> String {
        effect == "fade" ? "`fade` takes at most a duration: `fade(0.25s)`" : "`scale` takes the size to scale from or to, then maybe a duration: `scale(0.8)`, `scale(0.8, 0.3s)`"
    }
    static func emphasisArguments(_ kind: String) -> String {
        "`\(kind)` takes a duration, then `repeat:` a count or `forever`: `\(kind)(1s, repeat: 3)`"
    }
    static func repeatOutOfRange(_ count: Double) -> String {
        count < 1 ? "`repeat` must be at least 1, not \(format(count))"
            : "`repeat` is at most \(AnimationRepeat.maximumTimes), not \(format(count)): write `repeat: forever`"
    }
    static func animationTooLong(_ seconds: Double) -> String {
        "an animation of \(format(seconds))s is too long: at most \(format(TooltipAnimations.maximumDuration))s"
    }
    static func unknownAnimation(_ name: String, property: String) -> String { "unknown animation `\(name)` for `\(property)`" }
    static func animationOfOtherKind(_ name: String, property: String, takes names: [String]) -> String {
        let kind = property == "emphasis" ? "a transition (`appear`, `disappear`)" : "an emphasis"
        return "`\(name)` is \(kind): `\(property)` takes " + names.map { "`\($0)`" }.joined(separator: ", ")
    }
    static func animationsTaken(_ property: String, _ names: [String]) -> String {
        "`\(property)` takes " + names.map { "`\($0)`" }.joined(separator: ", ") + ", or `none`"
    }
    static let iconTooLargeHint = "make the icon smaller, place it `top`, or widen the bubble (`width`, `maxWidth`)"
}
