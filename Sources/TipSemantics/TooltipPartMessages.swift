/// The messages about a tooltip's parts beyond its text: its title.
extension SemanticMessages {
    static let emptyTitle = "a title must not be empty: leave `title` out for a tooltip without one"
    static func titleWithoutMessage(_ name: String) -> String { "tooltip `\(name)` has a title but no `text` (its message)" }
    static let titleSetHere = "the title is set here"
    static let addMessage = "add `text: \"…\"` under the title: a tooltip's title goes above its message"
}
