import Testing
import TipSemantics
import TipSyntax

/// The catalogue's default, as shown to users (hover, completion, `docs/language.md`), is the
/// default the resolver applies: writing the shown default gives the same component as leaving
/// the property out, for every property and member whose default is a value. (A `shadow`
/// member's default is its value once a shadow is on — writing one turns it on — so those are
/// compared with `shadow { }`.)
@Suite struct CatalogueDefaultsTests {
    /// Defaults shown in words, not as a value one could write.
    static let described: Set<String> = [
        "required", "hug the text", "unlimited", "no limit", "system, 17, regular", "bottom center, 16 × 8", "system",
    ]

    /// Where a property can be written, with a component that holds it there: the text before
    /// and after the property line.
    enum Place: CaseIterable {
        case tooltip, tags, tag

        var label: String {
            switch self {
            case .tooltip: "tooltip"
            case .tags: "tags"
            case .tag: "tag"
            }
        }

        func source(_ line: String) -> String {
            switch self {
            case .tooltip: "tooltip C {\n    text: \"x\"\n    \(line)\n}\n"
            case .tags: "tags C {\n    items: [\"a\"]\n    \(line)\n}\n"
            case .tag: "tags C {\n    items: [\"a\"]\n    tag { \(line) }\n}\n"
            }
        }

        func kinds(_ kinds: PropertyKinds) -> Bool {
            switch self {
            case .tooltip: kinds.contains(.tooltip)
            case .tags: kinds.contains(.tags)
            case .tag: kinds.contains(.tagBlock)
            }
        }
    }

    /// The default shown for `place`: a shown default may name its places, as in
    /// `white (tooltip), black (tag)`; one that names none applies everywhere.
    static func shownDefault(_ text: String, at place: Place) -> String? {
        guard text.contains("(") else { return text }
        for part in text.split(separator: "), ") {
            let pieces = part.split(separator: "(", maxSplits: 1)
            guard pieces.count == 2 else { continue }
            let places = pieces[1].replacingOccurrences(of: ")", with: "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if places.contains(place.label) { return pieces[0].trimmingCharacters(in: .whitespaces) }
        }
        return nil
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
            func check(_ property: PropertyInfo, path: String) {
                for member in property.members { check(member, path: path + "." + member.name) }
                guard place.kinds(property.kinds), !property.defaultValue.isEmpty,
                      let shown = Self.shownDefault(property.defaultValue, at: place), !Self.described.contains(shown)
                else { return }
                let written = Self.component(place.source("\(path): \(shown)"))
                let expected = path.hasPrefix("shadow.") ? shadowOn : omitted
                #expect(written.diagnostics == [], "\(place) `\(path): \(shown)`")
                #expect(written.description == expected, "\(place): `\(path): \(shown)` is not the default")
                checked += 1
            }
            for property in place == .tag ? PropertyTable.tagMembers : PropertyTable.topLevel {
                check(property, path: property.name)
            }
        }
        #expect(checked >= 35, "only \(checked) defaults were checked")
    }

    @Test func shownDefaultsAreReadPerPlace() {
        #expect(Self.shownDefault("white (tooltip), black (tag)", at: .tag) == "black")
        #expect(Self.shownDefault("systemBlue (tooltip), clear (tags, tag)", at: .tags) == "clear")
        #expect(Self.shownDefault("8 16 (tooltip), 0 (tags), 0 10 (tag)", at: .tooltip) == "8 16")
        #expect(Self.shownDefault("375", at: .tags) == "375")
        #expect(Self.shownDefault("hug the text (tooltip), 375 (tags)", at: .tag) == nil)
    }
}
