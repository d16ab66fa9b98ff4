/// Every message text of the lexer and parser (codes E001–E009), in one place. Messages are one
/// line, lower case, without a trailing period, with names in backticks.
enum SyntaxMessages {
    // MARK: Lexer

    static func invalidUTF8(_ reason: InvalidUTF8Reason, byte: UInt8) -> String {
        let hex = "0x" + String(byte, radix: 16, uppercase: true)
        let detail = switch reason {
        case .unexpectedContinuation: "continuation byte \(hex) without a lead byte"
        case .truncated: "sequence starting with \(hex) is cut short"
        case .overlong: "overlong encoding starting with \(hex)"
        case .surrogate: "encoded UTF-16 surrogate starting with \(hex)"
        case .tooLarge: "byte \(hex) would encode a value above U+10FFFF"
        }
        return "invalid UTF-8: \(detail); save the file as UTF-8"
    }

    static let unterminatedComment = "unterminated block comment: `/*` has no matching `*/`"

    static func unexpectedCharacter(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let shown = "unexpected character `\(Character(scalar))` (\(code))"
        switch scalar.value {
        case 0x201C, 0x201D, 0x201E, 0x00AB, 0x00BB:
            return "\(shown); strings use straight quotes `\"`"
        case 0x00A0, 0x2000...0x200B, 0x202F, 0x3000, 0xFEFF:
            return "\(shown): a special space; use an ordinary space"
        default:
            return "\(shown); outside strings and comments only ASCII is allowed"
        }
    }

    static func unexpectedByte(_ byte: UInt8) -> String {
        switch byte {
        case 0: "unexpected NUL byte"
        case 0x20..<0x7F: "unexpected character `\(Character(Unicode.Scalar(byte)))`"
        default: "unexpected control character 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    static let missingFractionDigits = "invalid number: expected digits after the decimal point"

    static func unknownUnit(_ suffix: String, number: String) -> String {
        let literal = "`\(number)\(suffix)`"
        let exponentDigits = suffix.dropFirst().drop { $0 == "-" || $0 == "+" }
        let isExponent = suffix.first.map { "eE".contains($0) } == true
            && !exponentDigits.isEmpty && exponentDigits.allSatisfy { ("0"..."9").contains($0) }
        if isExponent {
            return "invalid number \(literal): exponent notation is not supported; write the digits out"
        }
        return "invalid number \(literal): unknown unit `\(suffix)`; units are `pt`, `%`, `s` and `ms`"
    }

    static func hyphenatedName(_ name: String) -> String {
        "invalid name `\(name)`: a name is letters, digits and `_`, without `-`"
    }

    static func pixels(_ digits: String) -> String {
        "invalid number `\(digits)px`: lengths are points, written as plain numbers or with `pt` (`\(digits)`, `\(digits)pt`)"
    }

    static let numberTooLarge = "invalid number: it is too large to be represented"

    static func plusSign(_ digits: String) -> String { "invalid number: a number has no plus sign; write `\(digits)`" }
    static func spacedMinus(_ digits: String) -> String { "invalid number: a minus sign is written against its digits; write `-\(digits)`" }
    static func leadingDot(_ digits: String) -> String {
        "invalid number: a number needs a digit before the decimal point; write `0.\(digits)`"
    }

    /// What is wrong with the hex digits after `#`, or `nil` if they form a colour.
    static func colorProblem(_ digits: String) -> String? {
        if digits.isEmpty { return "invalid colour: expected hex digits after `#`" }
        if let bad = digits.first(where: { !$0.isHexDigit }) {
            return "invalid colour `#\(digits)`: `\(bad)` is not a hex digit"
        }
        if [3, 4, 6, 8].contains(digits.count) { return nil }
        return "invalid colour `#\(digits)`: expected 3, 4, 6 or 8 hex digits, found \(digits.count)"
    }

    static func unterminatedString(atEnd: Bool) -> String {
        atEnd ? "unterminated string: the file ends before the closing `\"`"
            : "unterminated string: a line break before the closing `\"`; write `\\n` for a line break"
    }

    static let backslashAtLineEnd = "invalid escape: `\\` at the end of the line"

    static func unknownEscape(_ shown: String) -> String {
        "invalid escape `\\\(shown)`; valid escapes are `\\\"`, `\\\\`, `\\n`, `\\t` and `\\u{…}`"
    }

    static let unicodeEscapeNeedsBraces = "invalid escape: write `\\u{` hex digits `}`, e.g. `\\u{1F600}`"
    static let unicodeEscapeUnclosed = "invalid escape: `\\u{` needs hex digits and a closing `}`"

    static func unicodeEscapeDigitCount(_ count: Int) -> String {
        "invalid escape: `\\u{…}` takes 1 to 6 hex digits, found \(count)"
    }

    static func unicodeEscapeNotScalar(_ digits: String) -> String {
        "invalid escape `\\u{\(digits)}`: not a Unicode scalar value (surrogates D800–DFFF and values above 10FFFF are not allowed)"
    }

    // MARK: Parser

    static func expected(_ what: String, found: String) -> String { "expected \(what), found \(found)" }

    /// Source text in backticks.
    static func quoted(_ text: String) -> String { "`\(text)`" }

    // What the parser expected ("expected …").
    static let importPath = "a path string after `import`, e.g. `import \"brand.tip\"`"
    static let constantName = "a constant name after `let`"
    static func equalsAfterLet(_ name: String) -> String { "`=` after `let \(name)`" }
    static func componentName(_ keyword: String) -> String { "a name after `\(keyword)`" }
    static let parentName = "a parent name after `:`"
    static func openingBrace(_ name: String) -> String { "`{` to open the body of `\(name)`" }
    static let closingBrace = "`}` to close the block"
    static let propertyName = "a property name"
    static let propertyNameAfterDot = "a property name after `.`"
    static func colonAfter(_ path: String, blockAllowed: Bool) -> String {
        blockAllowed ? "`:` or `{` after `\(path)`" : "`:` after `\(path)`"
    }
    static func value(after what: String) -> String { "a value after \(what)" }
    static func commaOr(_ closer: String) -> String { "`,` or \(closer)" }
    static func endOfStatement(after what: String) -> String { "a line break or `;` after \(what)" }
    static let theImport = "the import"
    static let theStringsDeclaration = "the strings table's path"
    static let theValue = "the value"
    static func valueOf(_ path: String) -> String { "the value of `\(path)`" }

    // How a found token is named ("found …").
    static let lineBreak = "a line break"
    static let endOfFile = "the end of the file"
    static let aString = "a string"
    static func keyword(_ name: String) -> String { "keyword `\(name)`" }

    static let declaration = "a declaration (`import`, `let`, `style`, `tooltip`, `tags` or `font`)"
    static let unbalancedBrace = "unexpected `}`: no block is open"
    static let blockOpenedHere = "the block opened here"
    static let listOpenedHere = "the list opened here"
    static let callOpenedHere = "the argument list opened here"
    static let spaceBeforeParenthesis = "a call is written without a space before `(`, e.g. `after(4s)`"
    static let missingBraceBeforeDeclaration = "`}` to close the block before this declaration"
    static let nextLineNote = "a statement ends at a line break or `;`"
    static let commaBetweenProperties = "properties are separated by `;` or a line break, not `,`"
    static func swiftMember(_ written: String) -> String { "`\(written)` is Swift: a `.tip` value is the name alone" }
    static func replace(_ original: String, with replacement: String) -> String { "replace `\(original)` with `\(replacement)`" }
    static func write(_ text: String) -> String { "write `\(text)`" }

    /// The fix replacing `original`, written at `span`, by `replacement`, offered as "write
    /// `replacement`".
    static func fix(replacing original: String, at span: Span, with replacement: String) -> FixIt {
        FixIt(replace(original, with: replacement), help: write(replacement), replacing: original, at: span, with: replacement)
    }

    static func nestingTooDeep(_ limit: Int) -> String {
        "nesting too deep: blocks, lists and calls may be nested at most \(limit) levels"
    }
}
