import TipSyntax

/// Turns the body of one declaration into typed slot writes, where it is written: unknown
/// properties (E020), values (E040…E044), the same property twice (W003), and properties with
/// no effect on the component's own kind (W001). A style is checked once, however many
/// components use it.
struct PropertyCollector {
    /// The block being walked: the declaration's body or a nested block such as `arrow`.
    private struct Container {
        /// Slot path prefix, e.g. `tag.` inside `tag { … }`.
        let prefix: String
        /// The properties allowed here.
        let members: [PropertyInfo]
        /// The block property this is the body of, nil at the top level.
        let owner: String?
    }

    private var converter: ValueConverter
    private let declaration: Int
    /// The kind the properties must apply to, nil for a style (which may carry either).
    private let kind: PropertyKinds?
    private let kindName: String
    private let expand: (Value) -> ConstantExpander.Result
    private var writes: [SlotWrite] = []
    private var firstWrite: [String: Span] = [:]

    /// Checks the body of declaration `index` and returns its writes in source order.
    static func collect(
        _ entry: DeclarationEntry, index: Int, constants: ConstantTable, graph: ImportGraph, log: inout DiagnosticLog
    ) -> [SlotWrite] {
        var collector = PropertyCollector(
            converter: ValueConverter(constantNames: constants.names),
            declaration: index,
            kind: PropertyCollector.kinds(of: entry.kind),
            kindName: SemanticMessages.kindName(entry.kind),
            expand: { value in
                ConstantExpander.expand(value) { constants.lookup($0.name, in: entry.file, graph: graph) }
            })
        collector.walk(entry.declaration.body, in: Container(prefix: "", members: PropertyTable.topLevel, owner: nil), property: nil)
        log.append(contentsOf: collector.converter.log.entries)
        return collector.writes
    }

    /// The property kinds a component of `kind` takes (nil for a style).
    static func kinds(of kind: DeclarationKind) -> PropertyKinds? {
        switch kind {
        case .style: nil
        case .tooltip: .tooltip
        case .tags: .tags
        }
    }

    private mutating func walk(_ block: Block, in container: Container, property top: String?) {
        for member in block.members {
            switch member {
            case .property(let property):
                write(property, in: container, property: top)
            case .block(let nested):
                guard let info = lookUp(nested.name, in: container, property: top) else { continue }
                guard info.isBlock else {
                    converter.log.report(.typeMismatch, SemanticMessages.notABlock(info.name), at: nested.name.span)
                    continue
                }
                let origin = SlotOrigin(declaration: declaration, property: top ?? info.name, span: nested.span)
                if info.type == .shadow {
                    writes.append(SlotWrite(path: container.prefix + info.name, value: .enabled(true), origin: origin))
                }
                walk(nested.body, in: Self.container(for: info, in: container), property: origin.property)
            }
        }
    }

    private mutating func write(_ property: Property, in outer: Container, property top: String?) {
        var container = outer
        var top = top
        var shadowPath: String?
        var target: PropertyInfo?
        for (position, name) in property.path.enumerated() {
            guard let info = lookUp(name, in: container, property: top) else { return }
            top = top ?? info.name
            if position == property.path.count - 1 {
                target = info
            } else {
                guard info.isBlock else {
                    converter.log.report(.unknownProperty, SemanticMessages.noSubProperties(info.name), at: property.path[position + 1].span)
                    return
                }
                if info.type == .shadow { shadowPath = container.prefix + info.name }
                container = Self.container(for: info, in: container)
            }
        }
        guard let target, let top else { return }

        let path = container.prefix + target.name
        if let first = firstWrite[path] {
            converter.log.report(
                .duplicateProperty, SemanticMessages.duplicateProperty(path), at: property.span,
                notes: [DiagnosticNote(SemanticMessages.firstSetHere, at: first)])
        }
        firstWrite[path] = firstWrite[path] ?? property.span

        let origin = SlotOrigin(declaration: declaration, property: top, span: property.span)
        let expansion = expand(property.value)
        converter.log.append(contentsOf: expansion.diagnostics)
        let converted = expansion.expanded.map { converter.convert($0, for: target) } ?? []
        if converted.isEmpty {
            writes.append(SlotWrite(path: path, value: .invalid, origin: origin))
            return
        }
        writes += converted.map { SlotWrite(path: container.prefix + $0.path, value: $0.value, origin: origin) }
        if let shadowPath {
            writes.append(SlotWrite(path: shadowPath, value: .enabled(true), origin: origin))
        }
    }

    /// The property `name` in `container`, or nil after reporting E020. At the top level of a
    /// component, also warns (W001) when the property has no effect on the component's kind.
    private mutating func lookUp(_ name: Identifier, in container: Container, property top: String?) -> PropertyInfo? {
        guard let info = container.members.first(where: { $0.name == name.name }) else {
            let message = container.owner.map { SemanticMessages.unknownMember(name.name, of: $0) }
                ?? SemanticMessages.unknownProperty(name.name)
            converter.log.report(
                .unknownProperty, message, at: name.span,
                notes: Suggestions.note(for: name.name, among: container.members.map(\.name)))
            return nil
        }
        if top == nil, let kind, !info.kinds.contains(kind) {
            let hint = kind == .tags && info.kinds.contains(.tagBlock) ? [DiagnosticNote(SemanticMessages.moveIntoTagBlock(info.name))] : []
            converter.log.report(.propertyHasNoEffect, SemanticMessages.noEffect(info.name, on: kindName), at: name.span, notes: hint)
        }
        return info
    }

    private static func container(for block: PropertyInfo, in outer: Container) -> Container {
        Container(
            prefix: outer.prefix + block.name + ".",
            members: PropertyTable.members(of: block),
            owner: outer.prefix + block.name)
    }
}
