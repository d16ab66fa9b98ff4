/// Every diagnostic code the compiler can emit, in one place. Codes are stable: a code is never
/// reused for a different meaning. `E` codes are errors, `W` codes warnings. The table of
/// diagnostic codes in `docs/language.md` is rendered from this list.
public enum DiagnosticCode: String, Sendable, CaseIterable, Comparable {
    // MARK: Lexical and syntax (TipSyntax)
    /// The file is not valid UTF-8 at this byte.
    case invalidUTF8 = "E001"
    /// A string literal has no closing quote (or a raw line break inside it).
    case unterminatedString = "E002"
    /// A `/* … */` comment is never closed.
    case unterminatedComment = "E003"
    /// An unknown or malformed escape in a string (`\q`, `\u{D800}`, `\u{110000}`).
    case invalidEscape = "E004"
    /// A character that cannot start any token.
    case unexpectedCharacter = "E005"
    /// A malformed number, a number with an unknown unit, or one that is not finite.
    case invalidNumber = "E006"
    /// A `#` colour literal without 3, 4, 6 or 8 hex digits.
    case invalidColorLiteral = "E007"
    /// The parser expected something else here.
    case unexpectedToken = "E008"
    /// Blocks, lists, calls or imports nested deeper than the documented limit (or more
    /// imported files than the limit).
    case nestingTooDeep = "E009"

    // MARK: Names and imports (TipSemantics)
    /// A property name that does not exist (in this block).
    case unknownProperty = "E020"
    /// A parent (style or component) name that is not declared.
    case unknownStyle = "E021"
    /// An identifier used as a colour that is not a colour or a colour constant.
    case unknownColor = "E022"
    /// An identifier that is not a valid value for this enumerated property.
    case unknownEnumValue = "E023"
    /// An identifier in a value position that names nothing (no constant, colour or keyword).
    case unknownName = "E024"
    /// A name declared twice (styles, components and constants).
    case duplicateName = "E025"
    /// `let` that shadows a built-in name (colour, keyword, enum value), or a `font`
    /// declaration named `system` (the system font's name).
    case shadowsBuiltin = "E026"
    /// An imported file that does not exist or cannot be read.
    case importNotFound = "E027"
    /// Imports that form a cycle.
    case importCycle = "E028"
    /// Styles or components whose parents form a cycle.
    case inheritanceCycle = "E029"
    /// A component whose parent is a component of another kind.
    case parentKindMismatch = "E030"
    /// Imports nested deeper, or more files imported, than the documented limits.
    case importLimit = "E031"
    /// Two components of one file whose names differ only in case (`Foo`, `foo`): their output
    /// files would be one file on a case-insensitive file system (macOS's default).
    case caseOnlyNameDifference = "E032"

    // MARK: Values (TipSemantics)
    /// A value of the wrong type for the property.
    case typeMismatch = "E040"
    /// The wrong number of values or call arguments.
    case wrongArity = "E041"
    /// Four unlabelled padding values (CSS and UIEdgeInsets disagree on their order).
    case ambiguousPadding = "E042"
    /// A number outside its allowed range (negative size, opacity above 1, non-finite, …).
    case valueOutOfRange = "E043"
    /// A call to a function that does not exist or is not allowed here.
    case unknownFunction = "E044"
    /// A required property (a tooltip's `text`, a tag group's `items`) is missing.
    case missingRequiredProperty = "E045"
    /// More tooltips, tag groups and tags than one file may lay out, or more elements than one
    /// list may hold: the limits that keep a compile's memory bounded.
    case tooManyElements = "E046"
    /// A property of the other component kind written in a component itself (`arrow` in a
    /// `tags`); reaching a component from a style, it is the warning W001.
    case propertyOfOtherKind = "E047"

    // MARK: Fonts (TipCompiler)
    /// A font file named by a `font` declaration does not exist or cannot be read.
    case fontNotFound = "E050"
    /// A font file that is not a usable TrueType/OpenType font (empty, truncated, garbage, or
    /// a collection face index out of range).
    case invalidFont = "E051"
    /// The strings table is missing, unreadable, not a table, or malformed.
    case stringsTableUnreadable = "E060"
    /// `localized("key")` names a key the strings table does not have.
    case unknownStringsKey = "E061"
    /// `localized("key")` in a compilation that declares no strings table.
    case noStringsTable = "E062"
    /// A key whose text tipc cannot lay out: none in the source language, or plural or device
    /// variations.
    case unusableString = "E063"
    /// `--locales` or a `preview`'s `locales` names a locale the strings table lacks.
    case unknownLocale = "E064"
    /// A locale to lay out whose script tipc cannot lay out yet (right to left, or needing
    /// reordering and conjuncts).
    case unsupportedLocale = "E065"

    // MARK: A tooltip's parts (TipSemantics)
    /// A text that must say something is empty: a title (`title: ""`), an icon's name, an
    /// action's title or id.
    case emptyText = "E070"
    /// A tooltip with a title and no `text`: the title goes above a message.
    case titleWithoutMessage = "E071"
    /// More actions than a tooltip shows (4).
    case tooManyActions = "E072"
    /// An icon wider than the bubble's content can hold beside (or above) the text.
    case iconTooLarge = "E073"
    /// Two actions of one tooltip with the same id.
    case duplicateActionID = "E074"
    /// An animation name `appear`, `disappear` or `emphasis` does not take.
    case unknownAnimation = "E075"
    /// A Markdown marker of a title, text or tag (`**`, `*`, `` ` ``) that nothing closes.
    case unclosedMarkup = "E076"
    /// A Markdown marker that closes a span while one opened inside it is still open
    /// (`**a *b** c*`).
    case crossingMarkup = "E077"
    /// Four or more `*` in a row in a title, text or tag: no marker.
    case tooManyAsterisks = "E078"

    // MARK: Swift accessors (TipCompiler, with `--emit swift`)
    /// Two components of one file whose names make one Swift member (`new_badge`, `NewBadge`:
    /// both `newBadge`).
    case swiftNameCollision = "E080"
    /// A component whose name has no letter or digit to make a Swift member of (`_`).
    case noSwiftName = "E081"

    // MARK: Warnings
    /// A property that has no effect on this kind of component.
    case propertyHasNoEffect = "W001"
    /// A style that no component uses.
    case unusedStyle = "W002"
    /// The same property is set twice in one block; the last one wins.
    case duplicateProperty = "W003"
    /// A font family that is neither declared nor found in the font folders: the built-in
    /// metrics measure its text.
    case unknownFontFamily = "W004"
    /// A key of the strings table has no text in a locale (the source language's is shown).
    case missingTranslation = "W005"
    /// A tooltip's text needs more lines than `numberOfLines` in a locale or at a text size.
    case textCut = "W006"
    /// A tag group's `maxRows` hides tags in a locale or at a text size.
    case tagsHidden = "W007"
    /// A component is larger than its `budget` in a locale or at a text size.
    case overBudget = "W008"
    /// A tooltip's arrow is not where its position asks: the rounded corners kept it off them.
    case arrowMoved = "W009"
    /// A tooltip's action title does not fit its button, in a locale or at a text size (it is
    /// truncated with "…").
    case actionTitleCut = "W010"
    /// A text (title, message, action title, tag) has less contrast with what lies under it than
    /// its laid-out size and weight need, in an appearance.
    case lowTextContrast = "W011"
    /// The close button's "×" or a labelled icon has less than 3:1 contrast with the bubble.
    case lowGraphicContrast = "W012"
    /// A hit area (an action, the close button, a tappable tag) is under 44 × 44 points, or two
    /// overlap.
    case hitAreaTooSmall = "W013"
    /// Motion that repeats forever or lasts over 5 seconds without a Reduce Motion alternative
    /// the file declares.
    case motionWithoutReducedAlternative = "W014"
    /// A tooltip with actions or a close button that dismisses itself on a timer.
    case timedDismissalWithControls = "W015"
    /// An accessibility label that is empty, or an action whose title has no letters and no
    /// label.
    case missingAccessibilityLabel = "W016"
    /// A tag wider than its group, its text cut with "…", in any variant, the design's too.
    case tagCut = "W017"

    /// Error or warning.
    public var severity: Severity { rawValue.hasPrefix("W") ? .warning : .error }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A short description for the table of codes in `docs/language.md` and `tipc --help`.
    public var summary: String {
        switch self {
        case .invalidUTF8: "invalid UTF-8"
        case .unterminatedString: "unterminated string"
        case .unterminatedComment: "unterminated block comment"
        case .invalidEscape: "invalid escape sequence"
        case .unexpectedCharacter: "unexpected character"
        case .invalidNumber: "invalid number"
        case .invalidColorLiteral: "invalid colour literal"
        case .unexpectedToken: "syntax error: unexpected token"
        case .nestingTooDeep: "nesting too deep"
        case .unknownProperty: "unknown property"
        case .unknownStyle: "unknown style or component"
        case .unknownColor: "unknown colour"
        case .unknownEnumValue: "unknown enum value"
        case .unknownName: "unknown name"
        case .duplicateName: "duplicate name"
        case .shadowsBuiltin: "constant or font shadows a built-in name"
        case .importNotFound: "import not found or unreadable"
        case .importCycle: "import cycle"
        case .inheritanceCycle: "inheritance cycle"
        case .parentKindMismatch: "parent of another kind"
        case .importLimit: "import limit reached (depth or number of files)"
        case .caseOnlyNameDifference: "component names that differ only in case"
        case .typeMismatch: "wrong value type"
        case .wrongArity: "wrong number of values"
        case .ambiguousPadding: "four unlabelled padding values"
        case .valueOutOfRange: "value out of range"
        case .unknownFunction: "unknown function"
        case .missingRequiredProperty: "missing required property"
        case .tooManyElements: "too many components, tags or list elements"
        case .propertyOfOtherKind: "property of the other component kind"
        case .propertyHasNoEffect: "property has no effect on this kind"
        case .unusedStyle: "unused style"
        case .duplicateProperty: "property set twice in one block"
        case .fontNotFound: "font file not found or unreadable"
        case .invalidFont: "not a valid font file"
        case .unknownFontFamily: "font family not found; built-in metrics used"
        case .stringsTableUnreadable: "strings table missing, unreadable or malformed"
        case .unknownStringsKey: "key not in the strings table"
        case .noStringsTable: "`localized` without a strings table"
        case .unusableString: "string tipc cannot lay out (no source text, plural or device variations)"
        case .unknownLocale: "locale not in the strings table"
        case .unsupportedLocale: "locale in a script tipc cannot lay out yet"
        case .emptyText: "empty title, icon name, action title or action id"
        case .titleWithoutMessage: "title without a message (`text`)"
        case .tooManyActions: "more than 4 actions"
        case .iconTooLarge: "icon larger than the bubble's content"
        case .duplicateActionID: "two actions with the same id"
        case .unknownAnimation: "unknown animation"
        case .unclosedMarkup: "unclosed Markdown marker (`**`, `*`, `` ` ``)"
        case .crossingMarkup: "Markdown markers that cross (`**a *b** c*`)"
        case .tooManyAsterisks: "four or more `*` in a row"
        case .swiftNameCollision: "component names that make one Swift name (--emit swift)"
        case .noSwiftName: "component name without a letter or digit (--emit swift)"
        case .missingTranslation: "missing translation"
        case .textCut: "text cut off by numberOfLines in a locale or at a text size"
        case .tagsHidden: "tags hidden by maxRows in a locale or at a text size"
        case .overBudget: "component larger than its budget in a locale or at a text size"
        case .arrowMoved: "arrow moved off a rounded corner"
        case .actionTitleCut: "action title truncated to fit its button in a locale or at a text size"
        case .lowTextContrast: "text contrast below the minimum for its size and weight"
        case .lowGraphicContrast: "close button or labelled icon below 3:1 contrast"
        case .hitAreaTooSmall: "hit area under 44 × 44 points, or hit areas that overlap"
        case .motionWithoutReducedAlternative: "long or endless motion without a declared `reducedMotion`"
        case .timedDismissalWithControls: "tooltip with actions or a close button dismissed on a timer"
        case .missingAccessibilityLabel: "empty accessibility label, or action title without letters or label"
        case .tagCut: "tag cut off with “…” because it is wider than its group"
        }
    }
}
