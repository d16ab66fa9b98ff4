import TipStyle
import TipSyntax

/// Converts the (constant-expanded) terms of property values into typed slot values, reporting
/// a precise diagnostic for every term that does not fit and returning nil for it.
struct ValueConverter {
    /// The diagnostics found so far.
    var log = DiagnosticLog()
    /// The names of the constants in scope (for suggestions).
    let constantNames: [String]
    /// The source files, for the text a fix-it replaces (``HabitFixes``).
    let sources: SourceSet
    /// Whether a size written `scaled(…)` was converted (else no style has scaled lengths).
    var convertedScaledSize = false

    /// Converts the value of the property at `place`: the slots it fills, relative to the block
    /// holding the property (`borderColor`, `padding.top`), or for a part's block to that block
    /// (`title: "…"` fills the title's `text`) — every slot of the value, or none after an error.
    mutating func convert(_ value: Value, for place: CatalogueEntry) -> SlotValues {
        let name = place.name
        let slot = place.key.slot
        switch place.info.type {
        case .string where slot == .text:
            guard let term = single(value, for: name) else { return SlotValues() }
            return textValue(term, isTitle: place.valueScope == .title).map { SlotValues(slot, $0) } ?? SlotValues()
        case .title:
            guard let term = single(value, for: name) else { return SlotValues() }
            return textValue(term, isTitle: true).map { SlotValues(.text, $0) } ?? SlotValues()
        case .string where slot == .iconName:
            guard let term = single(value, for: name), let image = iconName(term) else { return SlotValues() }
            return SlotValues(slot, .string(image))
        case .icon:
            return icon(value, for: name)
        case .actions:
            return actions(value, for: name).map { SlotValues(slot, .actions($0)) } ?? SlotValues()
        case .transition:
            return transition(value, for: name).map { SlotValues(slot, $0) } ?? SlotValues()
        case .emphasis:
            return emphasis(value, for: name).map { SlotValues(slot, $0) } ?? SlotValues()
        case .boolean:
            guard let term = single(value, for: name), let enabled = boolean(term) else { return SlotValues() }
            return SlotValues(slot, .enabled(enabled))
        case .stringList where slot == .items:
            guard let items = itemList(value, for: name) else { return SlotValues() }
            let literals = items.compactMap { item -> String? in
                guard case .literal(let text) = item.text, item.accessibility == AccessibilityContent() else { return nil }
                return text
            }
            return SlotValues(slot, literals.count == items.count ? .strings(literals) : .items(items))
        case .text:
            guard let term = single(value, for: name), let content = text(term) else { return SlotValues() }
            return SlotValues(slot, content.localizedKey.map(SlotValue.localized) ?? .string(content.placeholder))
        case .string, .color, .size, .positiveSize, .scalableSize, .scalablePositiveSize, .offset, .integer, .fraction, .keyword, .arrowPosition:
            guard let term = single(value, for: name), let converted = scalar(term, as: place.info.type, for: name) else {
                return SlotValues()
            }
            return SlotValues(slot, converted)
        case .stringList:
            return stringList(value, for: name).map { SlotValues(slot, .strings($0)) } ?? SlotValues()
        case .font:
            return font(value, for: name)
        case .border:
            return border(value)
        case .padding:
            return padding(value, for: name)
        case .spacing:
            return spacing(value)
        case .rowHeight:
            return rowHeight(value, for: name).map { SlotValues(slot, .rowHeight($0)) } ?? SlotValues()
        case .cornerRadius:
            return cornerRadius(value, for: name).map { SlotValues(slot, $0) } ?? SlotValues()
        case .arrow:
            return arrow(value, for: place)
        case .shadow:
            return shadowIsNone(value, for: name) ? SlotValues(slot, .enabled(false)) : SlotValues()
        case .budget:
            return budgetIsNone(value, for: name) ? SlotValues(slot, .enabled(false)) : SlotValues()
        case .dismiss:
            return dismiss(value, for: name).map { SlotValues(slot, .dismiss($0)) } ?? SlotValues()
        case .tagBlock, .actionBlock, .accessibility, .reducedMotion:
            log.report(.typeMismatch, SemanticMessages.blockOnly(name), at: value.span)
            return SlotValues()
        }
    }

    /// A value of one type that fits in one term.
    mutating func scalar(_ term: Term, as type: PropertyValueType, for property: String) -> SlotValue? {
        switch type {
        case .string: string(term).map(SlotValue.string)
        case .color: color(term).map(SlotValue.color)
        case .size, .positiveSize, .offset: points(term, as: type, for: property).map(SlotValue.number)
        case .scalableSize, .scalablePositiveSize: scalableSize(term, as: type, for: property)
        case .integer(let minimum): integer(term, minimum: minimum, for: property).map(SlotValue.integer)
        case .fraction: fraction(term, for: property).map(SlotValue.number)
        case .keyword(let values): keyword(term, among: values, for: property).map(SlotValue.keyword)
        case .arrowPosition: arrowPosition(term).map(SlotValue.position)
        default: nil
        }
    }

    /// A text's slot value: a literal or `localized("key")`. A title's literal must not be
    /// empty (E070): a tooltip without a title leaves `title` out; its Markdown is checked.
    private mutating func textValue(_ term: Term, isTitle: Bool) -> SlotValue? {
        guard let content = styledText(term) else { return nil }
        if isTitle, case .literal("") = content {
            log.report(.emptyText, SemanticMessages.emptyTitle, at: term.span)
            return nil
        }
        return content.localizedKey.map(SlotValue.localized) ?? .string(content.placeholder)
    }

    /// `icon: none` (off) or `icon: "name"` (on, with that image).
    private mutating func icon(_ value: Value, for property: String) -> SlotValues {
        guard let term = single(value, for: property) else { return SlotValues() }
        if Self.isWord(term, "none") { return SlotValues(.icon, .enabled(false)) }
        guard case .string = term.kind else { return mismatch(term, expected: .icon) ?? SlotValues() }
        guard let image = iconName(term) else { return SlotValues() }
        var slots = SlotValues(.icon, .enabled(true))
        slots.append(.iconName, .string(image))
        return slots
    }

    /// An icon's image name: a string that is not empty (E070).
    private mutating func iconName(_ term: Term) -> String? {
        guard let image = string(term) else { return nil }
        guard !image.isEmpty else {
            log.report(.emptyText, SemanticMessages.emptyIconName, at: term.span)
            return nil
        }
        return image
    }

    // MARK: Shape of a value

    /// The only term of a value that must be one term; E041 otherwise.
    mutating func single(_ value: Value, for property: String) -> Term? {
        guard let terms = terms(value, for: property) else { return nil }
        guard terms.count == 1 else {
            log.report(.wrongArity, SemanticMessages.wrongTermCount(property, expected: "1 value", found: terms.count), at: value.span)
            return nil
        }
        return terms[0]
    }

    /// The terms of a value that must not be a comma list; E041 otherwise.
    mutating func terms(_ value: Value, for property: String) -> SyntaxList<Term>? {
        guard value.elementList.count == 1 else {
            log.report(.wrongArity, SemanticMessages.notAList(property), at: value.span)
            return nil
        }
        return value.elementList[0].termList
    }

    /// Whether `term` is the identifier `word`.
    static func isWord(_ term: Term, _ word: String) -> Bool {
        if case .identifier(word) = term.kind { return true }
        return false
    }

    // MARK: Scalars

    mutating func string(_ term: Term) -> String? {
        if case .string(let text) = term.kind { return text }
        return mismatch(term, expected: .string)
    }

    mutating func boolean(_ term: Term) -> Bool? {
        if case .boolean(let value) = term.kind { return value }
        return mismatch(term, expected: .boolean)
    }

    /// A colour: a literal (the same in both appearances), a UIKit name (a system colour has
    /// UIKit's light and dark values), `rgb(…)`/`rgba(…)`, or `color(light: C, dark: C)` with
    /// two colours of those kinds.
    mutating func color(_ term: Term) -> DynamicColor? {
        switch term.kind {
        case .call(let function, let arguments) where function.name == "color":
            return appearancePair(function, arguments, at: term.span)
        default:
            return appearanceColor(term)
        }
    }

    /// A colour written once: literal, named or `rgb(…)`.
    private mutating func appearanceColor(_ term: Term) -> DynamicColor? {
        switch term.kind {
        case .hexColor(let digits):
            if let parsed = HexColor.parse(digits) { return DynamicColor(parsed) }
            log.report(.invalidColorLiteral, SemanticMessages.invalidHexColor(digits), at: term.span)
            return nil
        case .identifier(let name):
            if let named = NamedColors.color(named: name) { return named }
            log.report(
                .unknownColor, SemanticMessages.unknownColor(name), at: term.span,
                suggesting: Suggestions.suggestion(for: name, at: term.span, among: NamedColors.names + constantNames))
            return nil
        case .call(let function, let arguments) where function.name == "rgb" || function.name == "rgba":
            return rgbColor(function, arguments, at: term.span).map(DynamicColor.init)
        case .call(let function, _):
            reportBadFunction(function, expected: .color, allowed: ["rgb", "rgba", "color"])
            return nil
        default:
            return mismatch(term, expected: .color)
        }
    }

    /// `color(light: C, dark: C)`, then optionally `lightIncreasedContrast: C` and
    /// `darkIncreasedContrast: C`: the labels in that order, each a colour written once. Each
    /// side takes its colour's value in that appearance (a system colour's increased-contrast
    /// value for a side not written, a literal's own value).
    private mutating func appearancePair(_ function: Identifier, _ arguments: [ValueElement], at span: Span) -> DynamicColor? {
        let labels = arguments.map { $0.label?.name }
        let order = Appearance.allCases.map(\.rawValue)
        let written = labels.compactMap { $0 }
        guard labels.count == written.count, written.starts(with: ["light", "dark"]), written.allSatisfy(order.contains),
              zip(written, written.dropFirst()).allSatisfy({ order.firstIndex(of: $0)! < order.firstIndex(of: $1)! })
        else {
            let missing = ["light", "dark"].filter { !labels.contains(Optional($0)) }
            log.report(.wrongArity, SemanticMessages.appearancePairShape(found: labels.map { $0 ?? "_" }, missing: missing), at: span,
                       notes: [DiagnosticNote(SemanticMessages.appearancePairExample)])
            return nil
        }
        var sides: [Appearance: DynamicColor] = [:]
        for argument in arguments {
            guard argument.termList.count == 1 else {
                log.report(.wrongArity, SemanticMessages.wrongTermCount("`\(argument.label?.name ?? "")`", expected: "1 value", found: argument.termList.count),
                           at: argument.span)
                return nil
            }
            let term = argument.termList[0]
            if case .call(let nested, _) = term.kind, nested.name == "color" {
                log.report(.typeMismatch, SemanticMessages.nestedAppearancePair, at: term.span)
                return nil
            }
            guard let color = appearanceColor(term), let appearance = argument.label.flatMap({ Appearance(rawValue: $0.name) }) else {
                return nil
            }
            sides[appearance] = color
        }
        guard let light = sides[.light], let dark = sides[.dark] else { return nil }
        return DynamicColor(
            light: light.light, dark: dark.dark,
            lightIncreasedContrast: sides[.lightIncreasedContrast]?.lightIncreasedContrast ?? light.lightIncreasedContrast,
            darkIncreasedContrast: sides[.darkIncreasedContrast]?.darkIncreasedContrast ?? dark.darkIncreasedContrast)
    }

    /// `rgb(r, g, b)` with channels 0…255, `rgba(r, g, b, a)` with a in 0…1.
    private mutating func rgbColor(_ function: Identifier, _ arguments: [ValueElement], at span: Span) -> RGBAColor? {
        let expected = function.name == "rgb" ? 3 : 4
        guard arguments.count == expected else {
            log.report(.wrongArity, SemanticMessages.wrongArgumentCount(function.name, expected: expected, found: arguments.count), at: span)
            return nil
        }
        var channels: [UInt8] = []
        for (position, argument) in arguments.enumerated() {
            guard let term = argumentTerm(argument, of: function.name) else { return nil }
            let isAlpha = position == 3
            guard let number = plainNumber(term, expected: isAlpha ? .fraction : .integer(minimum: 0)) else { return nil }
            let limit: Double = isAlpha ? 1 : 255
            guard number >= 0, number <= limit else {
                log.report(.valueOutOfRange, SemanticMessages.outOfRange(function.name, number, "0 … \(SemanticMessages.format(limit))"), at: term.span)
                return nil
            }
            channels.append(UInt8((isAlpha ? number * 255 : number).rounded()))
        }
        return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// The single term of a call argument; E041 if it has several.
    mutating func argumentTerm(_ argument: ValueElement, of function: String) -> Term? {
        if let label = argument.label {
            log.report(.typeMismatch, SemanticMessages.unexpectedLabel(label.name, in: function), at: label.span)
            return nil
        }
        guard argument.termList.count == 1 else {
            log.report(.wrongArity, SemanticMessages.wrongTermCount("an argument of `\(function)`", expected: "1 value", found: argument.termList.count), at: argument.span)
            return nil
        }
        return argument.termList[0]
    }

    /// A number without a unit (or with `pt`).
    private mutating func plainNumber(_ term: Term, expected: PropertyValueType) -> Double? {
        if case .number(let number, let unit) = term.kind, unit == .none || unit == .points { return number }
        return mismatch(term, expected: expected)
    }

    /// Points: `.size` and `.scalableSize` (≥ 0), `.positiveSize` and `.scalablePositiveSize`
    /// (> 0) or `.offset` (any sign), never larger than ``ValueLimits/maximumPoints`` either way.
    /// A term that is not a number is reported as not `expected` (by default, `type`).
    mutating func points(
        _ term: Term, as type: PropertyValueType, for property: @autoclosure () -> String, expected: PropertyValueType? = nil
    ) -> Double? {
        guard let number = plainNumber(term, expected: expected ?? type) else { return nil }
        if abs(number) > ValueLimits.maximumPoints {
            log.report(.valueOutOfRange, SemanticMessages.tooLarge(property(), number), at: term.span)
            return nil
        }
        if type == .size || type == .scalableSize, number < 0 {
            log.report(.valueOutOfRange, SemanticMessages.negative(property(), number), at: term.span)
            return nil
        }
        if type == .positiveSize || type == .scalablePositiveSize, number <= 0 {
            log.report(.valueOutOfRange, SemanticMessages.notPositive(property(), number), at: term.span)
            return nil
        }
        return number
    }

    mutating func integer(_ term: Term, minimum: Int, for property: String) -> Int? {
        guard let number = plainNumber(term, expected: .integer(minimum: minimum)) else { return nil }
        guard number == number.rounded(), abs(number) < 1e9 else {
            return mismatch(term, expected: .integer(minimum: minimum))
        }
        guard Int(number) >= minimum else {
            log.report(.valueOutOfRange, SemanticMessages.outOfRange(property, number, "≥ \(minimum)"), at: term.span)
            return nil
        }
        return Int(number)
    }

    mutating func fraction(_ term: Term, for property: String) -> Double? {
        guard let number = plainNumber(term, expected: .fraction) else { return nil }
        guard number >= 0, number <= 1 else {
            log.report(.valueOutOfRange, SemanticMessages.outOfRange(property, number, "0 … 1"), at: term.span)
            return nil
        }
        return number
    }

    mutating func keyword(_ term: Term, among values: [String], for property: String) -> String? {
        guard case .identifier(let name) = term.kind else { return mismatch(term, expected: .keyword(values)) }
        if values.contains(name) { return name }
        log.report(
            .unknownEnumValue, SemanticMessages.unknownEnumValue(name, property: property), at: term.span,
            suggesting: Suggestions.suggestion(for: name, at: term.span, among: values),
            otherwise: [DiagnosticNote(SemanticMessages.expected(PropertyValueType.keyword(values).description))])
        return nil
    }

    // MARK: Mismatches

    /// Reports that `term` is not of the `expected` type: an unknown bare name is E024 (with
    /// a suggestion among the constants), anything else E040. Always returns nil.
    mutating func mismatch<T>(_ term: Term, expected: PropertyValueType, notes: [DiagnosticNote] = []) -> T? {
        switch term.kind {
        case .identifier(let name) where !ConstantTable.builtinNames.contains(name):
            log.report(
                .unknownName, SemanticMessages.unknownName(name), at: term.span,
                suggesting: Suggestions.suggestion(
                    for: name, at: term.span, among: constantNames + NamedColors.names + PropertyTable.valueKeywords))
        case .call(let function, _):
            reportBadFunction(function, expected: expected, allowed: [])
        default:
            log.report(.typeMismatch, SemanticMessages.typeMismatch(expected: expected.description, found: term.kind), at: term.span, notes: notes)
        }
        return nil
    }

    /// E044 for a call that is unknown, or known but not allowed where `expected` is wanted.
    mutating func reportBadFunction(_ function: Identifier, expected: PropertyValueType, allowed: [String]) {
        let known = ["rgb", "rgba", "color", "leading", "trailing", "after", "relativeTo", "localized", "action", "item", "scaled"]
        if known.contains(function.name) {
            let notes = function.name == "scaled" ? [DiagnosticNote(SemanticMessages.scaledProperties)] : []
            log.report(
                .unknownFunction, SemanticMessages.functionNotAllowed(function.name, expected: expected.description), at: function.span, notes: notes)
        } else {
            log.report(
                .unknownFunction, SemanticMessages.unknownFunction(function.name), at: function.span,
                suggesting: Suggestions.suggestion(for: function.name, at: function.span, among: allowed.isEmpty ? known : allowed))
        }
    }
}

/// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`.
enum HexColor {
    /// The colour for the hex digits after `#`, or nil if they are not 3, 4, 6 or 8 ASCII hex
    /// digits.
    static func parse(_ digits: String) -> RGBAColor? {
        let count = digits.utf8.count
        switch count {
        case 3, 4, 6, 8: break
        default: return nil
        }
        var packed: UInt32 = 0
        for byte in digits.utf8 {
            guard let digit = hexValue(byte) else { return nil }
            packed = packed << 4 | digit
        }
        // A channel is one digit, doubled (`f` is `ff`), or two.
        let width = count <= 4 ? 1 : 2
        let channels = count / width
        func channel(_ index: Int) -> UInt8 {
            let value = packed >> UInt32((channels - 1 - index) * width * 4) & (width == 1 ? 0xF : 0xFF)
            return UInt8(width == 1 ? value * 17 : value)
        }
        return RGBAColor(red: channel(0), green: channel(1), blue: channel(2), alpha: channels == 4 ? channel(3) : 255)
    }

    /// The value of an ASCII hex digit.
    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
