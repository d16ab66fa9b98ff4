import TipSyntax

/// Every message text of the semantic pass, in one place. Messages are lower case, without a
/// trailing period, with names in backticks.
enum SemanticMessages {
    // MARK: Imports

    static func importCycle(_ chain: [String]) -> String {
        "import cycle: " + chain.joined(separator: " → ")
    }

    static func importFailed(_ path: String, _ failure: SourceLoadError) -> String {
        switch failure {
        case .notFound: "cannot find imported file `\(path)`"
        case .folder: "imported path `\(path)` is a folder, not a file"
        case .notRegularFile(let kind): "imported path `\(path)` is \(kind), not a regular file"
        case .tooLarge(let limit): "cannot read imported file `\(path)`: \(SourceLoadError.tooLargeReason(limit))"
        case .unreadable(let reason): "cannot read imported file `\(path)`: \(reason)"
        }
    }

    static func importsTooDeep(_ limit: Int) -> String {
        "imports nested more than \(limit) files deep; this import is skipped"
    }

    static func tooManyFiles(_ limit: Int) -> String {
        "more than \(limit) files imported; this import is skipped"
    }

    // MARK: Names

    static func didYouMean(_ name: String) -> String { "did you mean `\(name)`?" }
    static func tipName(_ name: String, for written: String) -> String { "write `\(name)`, `.tip`'s name for `\(written)`" }
    static func replace(_ name: String, with replacement: String) -> String { "replace `\(name)` with `\(replacement)`" }
    static let firstDeclaredHere = "first declared here"
    static func declaredHere(_ name: String) -> String { "`\(name)` is declared here" }
    static func definedHere(_ name: String) -> String { "`\(name)` is defined here" }
    static func duplicateDeclaration(_ name: String) -> String { "`\(name)` is already declared" }
    static func caseOnlyDifference(_ name: String, from other: String) -> String {
        "component `\(name)` differs from `\(other)` only in case; their output files would be one file on a case-insensitive file system (the default on macOS)"
    }
    static func duplicateFont(_ name: String) -> String { "font family `\(name)` is already declared" }
    static func duplicateConstant(_ name: String) -> String { "constant `\(name)` is already declared" }
    static func shadowsBuiltin(_ name: String) -> String { "constant `\(name)` shadows a built-in name" }
    static func constantRefersToItself(_ name: String) -> String { "constant `\(name)` refers to itself" }
    static func usedBeforeDefinition(_ name: String) -> String { "constant `\(name)` is used before its definition" }
    static func unknownName(_ name: String) -> String { "unknown name `\(name)`" }
    static func listConstantInTerms(_ name: String) -> String {
        "constant `\(name)` holds a comma list and cannot be combined with other values"
    }

    static func unknownParent(_ name: String) -> String { "unknown style `\(name)`" }
    static func notImported(_ name: String) -> String { "`\(name)` is declared in a file that is not imported here" }

    static func parentKindMismatch(child: DeclarationEntry, parent: DeclarationEntry) -> String {
        let allowed = child.kind == .style ? "a style" : "a style or a \(kindName(child.kind))"
        return "\(kindName(child.kind)) `\(child.name)` cannot inherit from \(kindName(parent.kind)) `\(parent.name)`; its parent must be \(allowed)"
    }

    static func inheritanceCycle(_ names: [String]) -> String {
        "inheritance cycle: " + names.map { "`\($0)`" }.joined(separator: " → ")
    }

    static func unusedStyle(_ name: String) -> String { "style `\(name)` is never used" }

    /// How a declaration kind is named in messages.
    static func kindName(_ kind: DeclarationKind) -> String {
        switch kind {
        case .style: "style"
        case .tooltip: "tooltip"
        case .tags: "tag group"
        }
    }

    // MARK: Properties

    static func unknownProperty(_ name: String) -> String { "unknown property `\(name)`" }
    static func unknownMember(_ name: String, of block: String) -> String { "`\(block)` has no property `\(name)`" }
    static func noSubProperties(_ name: String) -> String { "`\(name)` has no sub-properties" }
    static func notABlock(_ name: String) -> String { "`\(name)` takes a value, not a block: write `\(name): …`" }
    static func blockOnly(_ name: String) -> String { "`\(name)` is a block: write `\(name) { … }`" }
    static func duplicateProperty(_ path: String) -> String { "`\(path)` is set twice in this block; the last one wins" }
    static let firstSetHere = "first set here"
    static let fontNamedSystem = "font family `system` is the system font: a `font` declaration cannot take its name"
    static let renameFont = "declare the font under its own name (`font \"Brand\" { … }`) and use that name"
    static let tapListedTwice = "`tap` is listed twice in `dismiss`"
    static let secondTimer = "`dismiss` takes one `after(…)`: a tooltip has one timer"
    static let firstListedHere = "first listed here"
    static func noEffect(_ name: String, on kind: String) -> String { "`\(name)` has no effect on a \(kind)" }
    static func notAPropertyOf(_ name: String, kind: String) -> String { "`\(name)` is not a property of a \(kind)" }
    static func moveIntoTagBlock(_ name: String) -> String { "to style every tag, write it inside `tag { \(name): … }`" }
    static func inheritedFrom(_ property: String, style: String) -> String { "`\(property)` is set here, in `\(style)`" }
    static func missingRequired(_ property: String, kind: DeclarationKind, name: String) -> String {
        "\(kindName(kind)) `\(name)` has no `\(property)`"
    }
    static func addRequired(_ example: String) -> String { "add `\(example)` to it or to a style it inherits from" }

    // MARK: Values

    static func typeMismatch(expected: String, found: TermKind) -> String {
        "expected \(expected), found \(describe(found))"
    }
    static func expected(_ description: String) -> String { "expected \(description)" }
    static func wrongTermCount(_ property: String, expected: String, found: Int) -> String {
        "`\(property)` takes \(expected), found \(found) value\(found == 1 ? "" : "s")"
    }
    static func notAList(_ property: String) -> String { "`\(property)` takes a single value, not a comma list" }
    static func wrongArgumentCount(_ function: String, expected: Int, found: Int) -> String {
        "`\(function)` takes \(expected) argument\(expected == 1 ? "" : "s"), found \(found)"
    }
    static func invalidHexColor(_ digits: String) -> String { "`#\(digits)` is not a colour" }
    static func unknownColor(_ name: String) -> String { "unknown colour `\(name)`" }
    static func unknownEnumValue(_ name: String, property: String) -> String { "unknown value `\(name)` for `\(property)`" }
    static func unknownTextStyle(_ name: String) -> String { "unknown text style `\(name)`" }
    static func unknownSizeCategory(_ name: String) -> String { "unknown content size category `\(name)`" }
    static let duplicatePreview = "this file already has a `preview`"
    static let duplicateStrings = "a strings table is already declared: one table serves every `localized(…)` of a compilation"
    static let localizedExample = "write `localized(\"key\")` with a key of the strings table"
    static func appearancePairShape(found: [String], missing: [String]) -> String {
        let written = found.isEmpty ? "no arguments" : found.map { "`\($0):`" }.joined(separator: ", ")
        let detail = missing.isEmpty ? "" : " (missing \(missing.map { "`\($0):`" }.joined(separator: " and ")))"
        return "`color` takes `light:` then `dark:`, then optionally `lightIncreasedContrast:` and `darkIncreasedContrast:`, "
            + "found \(written)\(detail)"
    }
    static let appearancePairExample = "write `color(light: #FFFFFF, dark: #1C1C1E)`"
    static let nestedAppearancePair = "each side of `color(light:, dark:)` is one colour, not another pair"
    static func unexpectedLabel(_ label: String, in function: String) -> String {
        "`\(label):` labels an argument only in `color(…)`, `action(…)` and `item(…)`, not in `\(function)`"
    }
    static func weightBeforeSize(_ weight: String) -> String {
        "`\(weight)` is a font weight: a font starts with a size or a text style (`17 \(weight)`, `body \(weight)`)"
    }
    static let relativeToNeedsSize = "`relativeTo` scales a point size: a text style scales by itself (write `font: 15 relativeTo(body)` or `font: body`)"
    static func outOfRange(_ property: String, _ value: Double, _ range: String) -> String {
        "`\(property)` must be \(range), found \(format(value))"
    }
    static func negative(_ property: String, _ value: Double) -> String {
        "`\(property)` must not be negative, found \(format(value))"
    }
    static func tooManyElements(_ limit: Int) -> String {
        "this file lays out more than \(limit.groupedThousands) tooltips, tag groups and tags; split it into several files"
    }
    static func tooLarge(_ property: String, _ value: Double) -> String {
        "`\(property)` must be at most \(format(ValueLimits.maximumPoints)) points, found \(format(value)) (no screen is that large)"
    }
    static func notPositive(_ property: String, _ value: Double) -> String {
        "`\(property)` must be greater than 0, found \(format(value))"
    }
    static func unknownFunction(_ name: String) -> String { "unknown function `\(name)`" }
    static let scaledProperties =
        "`scaled(…)` sizes padding, spacing, line and title spacing, corner radii, the arrow and the icon; widths and borders keep their points"
    static func scaledShape(found: Int) -> String {
        "`scaled` takes a size and optionally `relativeTo: STYLE` (`scaled(8)`, `scaled(8, relativeTo: headline)`), found \(found) argument\(found == 1 ? "" : "s")"
    }
    static func functionNotAllowed(_ name: String, expected: String) -> String {
        "`\(name)(…)` is not allowed here: expected \(expected)"
    }
    static let fourPaddingValues = "four unlabelled padding values are ambiguous (CSS and UIEdgeInsets order them differently)"
    static let paddingBlockSuggestion = "use the block form `padding { top: …; left: …; bottom: …; right: … }`"
    static func positionNeedsDistance(_ name: String) -> String { "`\(name)` needs a distance: write `\(name)(12)`" }
    static func positionFromEdge(_ fixed: String, side: String) -> String {
        "a position is measured along the edge from its \(side) end: `\(fixed)` (or `center`, or a percentage)"
    }
    static func writeInstead(_ fixed: String) -> String { "write `\(fixed)`" }
    static let borderColorFirst = "`border` is the colour, then the width"
    static func lengthsWithoutComma(_ fixed: String) -> String { "two lengths are written with a space: `\(fixed)`" }
    static let positionHint = "write `50%` for a fraction of the edge, or `leading(12)` for points from its start"
    static func expectedDuration(_ found: TermKind) -> String { "expected a duration, found \(describe(found))" }
    static func writeSeconds(_ value: Double) -> String { "write `\(format(value))s` for seconds or `\(format(value))ms` for milliseconds" }
    static let durationNotPositive = "a duration must be greater than 0"

    /// How a term is named in "found …".
    static func describe(_ term: TermKind) -> String {
        switch term {
        case .number(let value, let unit) where unit == .none: "the number \(format(value))"
        case .number(let value, let unit): "`\(format(value))\(unit.rawValue)`"
        case .string: "a string"
        case .hexColor: "a colour"
        case .identifier(let name): "`\(name)`"
        case .boolean(let value): "`\(value)`"
        case .call(let name, _): "`\(name.name)(…)`"
        case .list: "a list"
        case .combination: "effects joined with `+`"
        }
    }

    /// A number as written in messages: no trailing `.0`, at most 3 decimals.
    static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
