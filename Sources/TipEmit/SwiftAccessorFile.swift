/// A compiled `.tip` file as its typed Swift accessors see it: where it came from, the JSON
/// resource it became, and its components.
public struct SwiftAccessorFile: Hashable, Sendable {
    /// The file's path as the outputs name it (relative, never absolute: see the JSON's
    /// `source`), for the documentation.
    public var source: String
    /// The name of its JSON resource without `.json`: the stem of the `.tip` file's name.
    public var resource: String
    /// Its tooltips and tag groups, in declaration order.
    public var components: [SwiftAccessorComponent]

    /// Creates a file.
    public init(source: String, resource: String, components: [SwiftAccessorComponent]) {
        self.source = source
        self.resource = resource
        self.components = components
    }
}

/// A component as its Swift accessor sees it.
public struct SwiftAccessorComponent: Hashable, Sendable {
    /// What a component is, which types its accessor.
    public enum Kind: Hashable, Sendable {
        /// A `tooltip`: a `TipTooltipResource`.
        case tooltip
        /// A `tags` group: a `TipTagGroupResource`.
        case tags
    }

    /// Its name in the `.tip` file (and the JSON).
    public var name: String
    /// Tooltip or tag group.
    public var kind: Kind
    /// The lines of the comment written directly above its declaration, without `//`, for its
    /// `///` documentation; empty when there is none.
    public var documentation: [String]

    /// Creates a component.
    public init(name: String, kind: Kind, documentation: [String] = []) {
        self.name = name
        self.kind = kind
        self.documentation = documentation
    }
}
