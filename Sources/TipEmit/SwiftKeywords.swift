/// The words of Swift that a generated declaration may take as its name only in backticks.
///
/// Every keyword of The Swift Programming Language's "Lexical Structure" (declarations,
/// statements, expressions and types, patterns, and those reserved in particular contexts) was
/// tried with swiftc 6 as `static let NAME` and `enum NAME`, then used as `E.NAME`: these are
/// the ones refused without backticks and accepted with them. The contextual keywords (`open`,
/// `some`, `async`, `get`, `package`, …) need none; `Type` and `Protocol` name types freely and
/// never start a lowerCamelCase member.
enum SwiftKeywords {
    static let needingBackticks: Set<String> = [
        // Declarations.
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types.
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]
}
