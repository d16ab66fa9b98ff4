import Testing
import TipSemantics
import TipSyntax

/// The catalogue's default, as shown to users (hover, completion, `docs/language.md`), is the
/// default the resolver applies: writing the shown default gives the same component as leaving
/// the property out, for every property and member whose default is a value. (A `shadow`
/// member's default is its value once a shadow is on — writing one turns it on — so those are
/// compared with `shadow { }`; an `icon` member's likewise with `icon: "x"`, an icon needing a
/// name.)
@Suite struct CatalogueDefaultsTests {
    /// Where a property can be written, with a component that holds it there: the text before
    /// and after the property line.
    enum Place: CaseIterable {
        case tooltip, tags, tag, title, action

        var kinds: PropertyKinds {
            switch self {
            case .tooltip: .tooltip
            case .tags: .tags
            case .tag: .tagBlock
            case .title: .titleBlock
            case .action: .actionBlock
            }
        }

        func source(_ line: String) -> String {
            switch self {
            case .tooltip: "tooltip C {\n    text: \"x\"\n    \(line)\n}\n"
            case .tags: "tags C {\n    items: [\"a\"]\n    \(line)\n}\n"
            case .tag: "tags C {\n    items: [\"a\"]\n    tag { \(line) }\n}\n"
            case .title: "tooltip C {\n    text: \"x\"\n    title { text: \"t\"; \(line) }\n}\n"
            case .action: "tooltip C {\n    text: \"x\"\n    actions: [\"a\"]\n    action { \(line) }\n}\n"
            }
        }

        /// The properties written here.
        var properties: [PropertyInfo] {
            switch self {
            case .tooltip, .tags: PropertyTable.topLevel
            case .tag: PropertyTable.tagMembers
            case .title: PropertyTable.titleMembers
            case .action: PropertyTable.actionMembers
            }
        }
    }

    /// The resolved component of `source`, as text, and its diagnostics.
    static func component(_ source: String) -> (description: String, diagnostics: [String]) {
        let result = resolve(source)
        return (result.document.components.map { "\($0)" }.joined(), result.rendered)
    }

    @Test func writingTheShownDefaultChangesNothing() {
        var checked = 0
        for place in Place.allCases {
            let omitted = Self.component(place.source("")).description
            let shadowOn = Self.component(place.source("shadow { }")).description
            let iconOn = Self.component(place.source("icon: \"x\"")).description
            func check(_ property: PropertyInfo, path: String) {
                for member in property.members { check(member, path: path + "." + member.name) }
                guard case .written(let shown)? = property.defaultValue.value(at: place.kinds) else { return }
                // An icon's members apply once it is on, which needs its name.
                let isIcon = path.hasPrefix("icon.")
                let written = Self.component(place.source((isIcon ? "icon: \"x\"\n    " : "") + "\(path): \(shown)"))
                let expected = path.hasPrefix("shadow.") ? shadowOn : isIcon ? iconOn : omitted
                #expect(written.diagnostics == [], "\(place) `\(path): \(shown)`")
                #expect(written.description == expected, "\(place): `\(path): \(shown)` is not the default")
                checked += 1
            }
            for property in place.properties {
                check(property, path: property.name)
            }
        }
        #expect(checked >= 35, "only \(checked) defaults were checked")
    }

    @Test func defaultsApplyOnlyWherePropertiesDo() {
        func check(_ property: PropertyInfo, path: String) {
            for member in property.members { check(member, path: path + "." + member.name) }
            for place in Place.allCases where property.type.memberKinds == nil {
                let hasDefault = property.defaultValue.value(at: place.kinds) != nil
                #expect(hasDefault == property.kinds.contains(place.kinds), "`\(path)` at \(place)")
            }
        }
        for property in PropertyTable.topLevel { check(property, path: property.name) }
    }

    @Test func shownDefaultsNameTheirPlacesWhenTheyDiffer() {
        #expect(PropertyTable.property(named: "textColor")?.defaultValue.description == "white (tooltip), label (tag), the tooltip's textColor (title, action)")
        #expect(PropertyTable.property(named: "background")?.defaultValue.description == "color(light: #0040DDFF, dark: #0A48DCFF, lightIncreasedContrast: #0036B8FF, darkIncreasedContrast: #0040DDFF) (tooltip), clear (tags, tag), #FFFFFF33 (action)")
        #expect(PropertyTable.property(named: "padding")?.defaultValue.description == "8 16 (tooltip), 0 (tags), 6 10 (tag), 6 12 (action)")
        #expect(PropertyTable.property(named: "font")?.defaultValue.description == "17 regular (tooltip, tag), headline (title), subheadline semibold (action)")
        #expect(PropertyTable.property(named: "maxRows")?.defaultValue.description == "unlimited")
        #expect(PropertyTable.property(named: "tag")?.defaultValue.description == "")
    }
}
