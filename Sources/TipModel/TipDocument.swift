import TipStyle

/// A compiled `.tip` file: the JSON layout tree that `tipc` writes, decoded.
///
/// ```swift
/// let url = Bundle.module.url(forResource: "Onboarding", withExtension: "json")!
/// let document = try TipDocument.decode(from: Data(contentsOf: url))  // TipRuntime
/// let welcome = document.tooltip(named: "Welcome")
/// ```
///
/// Decoding checks ``version`` first: a document written by a `tipc` whose layout tree this
/// runtime does not know throws ``TipRuntimeError/unsupportedVersion(_:supported:)`` rather than
/// a confusing error about a missing key.
public struct TipDocument: Codable, Hashable, Sendable {
    /// The layout-tree versions this runtime decodes (version 1, before styles were written,
    /// is refused: recompile). Styles of versions 2 and 3, written before `ligatures`, have
    /// ligatures `normal`.
    public static let supportedVersions: ClosedRange<Int> = 2...currentVersion

    /// The layout-tree version `tipc` writes: the version of this model.
    public static let currentVersion = 4

    /// The layout-tree version.
    public var version: Int
    /// The path of the `.tip` file it was compiled from, relative to the folder `tipc` was run
    /// in or its `--source-root` (never absolute).
    public var source: String
    /// The components, in declaration order.
    public var components: [TipComponent]
    /// The resolved style of each component, in the order of ``components``.
    public var styles: [TipComponentStyle]
    /// The font families the `.tip` file declares with files: give them to
    /// ``TipLayoutEngine/init(fontDirectories:declaredFonts:)`` with the folder holding the files.
    public var fonts: [DeclaredFontFamily]
    /// How the components whose fonts or lengths scale look at other content size categories, by
    /// component name (``components`` holds each at the default one).
    public var sizeCategories: [String: TipSizeCategoryVariants]
    /// The locales laid out: the strings table's source language (the language of
    /// ``components``) first, then the others; empty for a file that reads no strings table.
    public var locales: [String]
    /// The components in each other locale, by component name, then by locale (only the
    /// components whose texts differ there).
    public var localizations: [String: [String: TipLocalization]]

    /// Creates a document; `styles` holds one style per component, of its kind, in the same
    /// order (a component without one has no style to look up, and the document cannot be
    /// encoded).
    public init(
        version: Int = TipDocument.currentVersion, source: String, components: [TipComponent], styles: [TipComponentStyle],
        fonts: [DeclaredFontFamily] = [], sizeCategories: [String: TipSizeCategoryVariants] = [:], locales: [String] = [],
        localizations: [String: [String: TipLocalization]] = [:]
    ) {
        self.version = version
        self.source = source
        self.components = components
        self.styles = styles
        self.fonts = fonts
        self.sizeCategories = sizeCategories
        self.locales = locales
        self.localizations = localizations
    }

    private enum CodingKeys: String, CodingKey {
        case version, source, components, styles, fonts, locales
    }

    /// Decodes a document, checking its version before anything else.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard Self.supportedVersions.contains(version) else {
            throw TipRuntimeError.unsupportedVersion(version, supported: Self.supportedVersions)
        }
        source = try container.decode(String.self, forKey: .source)
        components = try container.decode([TipComponent].self, forKey: .components)
        let table = try container.decode(WrittenStyles.self, forKey: .styles)
        styles = try container.decode([StyleReference].self, forKey: .components).map { try table.style(of: $0) }
        fonts = try container.decode([DeclaredFontFamily].self, forKey: .fonts)
        let variants = try container.decode([TipSizeCategoryVariants].self, forKey: .components)
        sizeCategories = Dictionary(zip(components.map(\.name), variants).filter { !$0.1.isEmpty }) { first, _ in first }
        locales = try container.decodeIfPresent([String].self, forKey: .locales) ?? []
        let localized = try container.decode([LocalizedEntries].self, forKey: .components)
        localizations = Dictionary(zip(components.map(\.name), localized.map(\.localizations)).filter { !$0.1.isEmpty }) { first, _ in first }
    }

    /// Encodes the document as `tipc` lays it out: each component with the number of its style,
    /// each distinct style once.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(source, forKey: .source)
        guard components.count == styles.count else {
            throw EncodingError.invalidValue(self, EncodingError.Context(
                codingPath: encoder.codingPath,
                debugDescription: "one style per component is needed: \(components.count) components, \(styles.count) styles"))
        }
        var table = StyleTable()
        let numbered = zip(components, styles).map { component, style in
            let number = switch style {
            case .tooltip(let tooltip): table.number(of: tooltip)
            case .tags(let group): table.number(of: group)
            }
            return NumberedComponent(
                component: component, style: number, sizeCategories: sizeCategories[component.name],
                localizations: localizations[component.name] ?? [:])
        }
        try container.encode(numbered, forKey: .components)
        try container.encode(WrittenStyles(tooltips: table.tooltips, tags: table.tags), forKey: .styles)
        try container.encode(fonts, forKey: .fonts)
        if !locales.isEmpty { try container.encode(locales, forKey: .locales) }
    }

    /// The component called `name`, if any.
    public func component(named name: String) -> TipComponent? {
        components.first { $0.name == name }
    }

    /// The component called `name` laid out in full at `category`: the default layout at
    /// ``TipSizeCategory/large``, or one the file asked for; nil otherwise (lay it out with
    /// ``TipLayoutEngine`` at that category instead).
    public func component(named name: String, at category: TipSizeCategory) -> TipComponent? {
        category == .standard ? component(named: name) : sizeCategories[name]?.layouts[category]
    }

    /// The component called `name` in `locale`: its own layout in the source language (or for
    /// any locale it is not translated into), its localization in the others.
    public func component(named name: String, locale: String) -> TipComponent? {
        localizations[name]?[locale]?.component ?? component(named: name)
    }

    /// The size of the component called `name` at `category`, when it is known without a
    /// layout: the default size where nothing differs, else the one written.
    public func size(ofComponentNamed name: String, at category: TipSizeCategory) -> TipSize? {
        guard let component = component(named: name) else { return nil }
        let variants = sizeCategories[name]
        return variants?.layouts[category]?.size ?? variants?.sizes[category] ?? component.size
    }

    /// The tooltip called `name`, if there is one (nil for a tag group of that name).
    public func tooltip(named name: String) -> TipTooltip? {
        guard case .tooltip(let tooltip)? = component(named: name) else { return nil }
        return tooltip
    }

    /// The tag group called `name`, if there is one (nil for a tooltip of that name).
    public func tagGroup(named name: String) -> TipTagGroup? {
        guard case .tags(let tags)? = component(named: name) else { return nil }
        return tags
    }

    /// The style the tooltip `name` was compiled with.
    /// - Throws: ``TipRuntimeError/noComponent(_:kind:available:)`` when the document has no
    ///   tooltip of that name.
    public func tooltipStyle(named name: String) throws(TipRuntimeError) -> TipTooltipStyle {
        guard case .tooltip(let style)? = style(named: name) else { throw componentNotFound(name, kind: TipTooltip.kind) }
        return TipTooltipStyle(componentName: name, properties: style)
    }

    /// The style the tag group `name` was compiled with.
    /// - Throws: ``TipRuntimeError/noComponent(_:kind:available:)`` when the document has no
    ///   tag group of that name.
    public func tagStyle(named name: String) throws(TipRuntimeError) -> TipTagStyle {
        guard case .tags(let style)? = style(named: name) else { throw componentNotFound(name, kind: TipTagGroup.kind) }
        return TipTagStyle(componentName: name, properties: style)
    }

    /// The style of the component called `name`, if it has one.
    private func style(named name: String) -> TipComponentStyle? {
        guard let index = components.firstIndex(where: { $0.name == name }), index < styles.count else { return nil }
        return styles[index]
    }

    /// The error for a component `name` of `kind` (`"tooltip"` or `"tags"`) that is not in the
    /// document, listing what is.
    public func componentNotFound(_ name: String, kind: String) -> TipRuntimeError {
        .noComponent(name, kind: kind, available: components.map { component in
            switch component {
            case .tooltip(let tooltip): "tooltip \(tooltip.name)"
            case .tags(let tags): "tags \(tags.name)"
            }
        })
    }
}

/// The `styles` of the JSON: each distinct style once, by kind.
private struct WrittenStyles: Codable {
    var tooltips: [TooltipStyle]
    var tags: [TagGroupStyle]

    /// The style a component refers to.
    func style(of reference: StyleReference) throws -> TipComponentStyle {
        switch reference.kind {
        case TipTooltip.kind where tooltips.indices.contains(reference.style): .tooltip(tooltips[reference.style])
        case TipTagGroup.kind where tags.indices.contains(reference.style): .tags(tags[reference.style])
        default: throw TipRuntimeError.unknownStyle(reference.style, kind: reference.kind)
        }
    }
}

/// What a component says of its style: its kind and the style's number.
private struct StyleReference: Decodable {
    let kind: String
    let style: Int
}

/// A component written with the number of its style.
private struct NumberedComponent: Encodable {
    let component: TipComponent
    let style: Int
    let sizeCategories: TipSizeCategoryVariants?
    var localizations: [String: TipLocalization] = [:]

    private enum CodingKeys: String, CodingKey {
        case style, localizations
    }

    /// The component, its style's number, its variants and its localizations as `tipc` writes
    /// them: only the keys that hold something, each layout with the component's style number.
    func encode(to encoder: any Encoder) throws {
        try component.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style)
        if let sizeCategories {
            var variants = encoder.container(keyedBy: TipSizeCategoryVariants.CodingKeys.self)
            if !sizeCategories.sizes.isEmpty { try variants.encode(sizeCategories.sizes, forKey: .sizes) }
            if !sizeCategories.layouts.isEmpty {
                try variants.encode(
                    sizeCategories.layouts.mapValues { NumberedComponent(component: $0, style: style, sizeCategories: nil) }, forKey: .layouts)
            }
        }
        if !localizations.isEmpty {
            try container.encode(localizations.mapValues {
                NumberedComponent(component: $0.component, style: style, sizeCategories: $0.sizeCategories)
            }, forKey: .localizations)
        }
    }
}

/// What a component says of its localizations.
private struct LocalizedEntries: Decodable {
    let localizations: [String: TipLocalization]

    private enum CodingKeys: String, CodingKey {
        case localizations
    }

    init(from decoder: any Decoder) throws {
        localizations = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([String: TipLocalization].self, forKey: .localizations) ?? [:]
    }
}
