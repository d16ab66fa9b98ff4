import TipStyle

/// The messages about a tooltip's parts beyond its text: its title, icon and actions.
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
    static let actionIDLabel = "the second argument of `action` is its id: `id: \"…\"`"
    static let actionExample = "write `action(\"Learn more\", id: \"learnMore\")`"
    static let iconTooLargeHint = "make the icon smaller, place it `top`, or widen the bubble (`width`, `maxWidth`)"
}
