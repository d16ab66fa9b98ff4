import TipSemantics

/// The words of every ``StringTableError``, in one place. Each message names the file at
/// fault; text taken from the file (keys, locale names) is quoted by ``quoted(_:)``.
enum StringTableMessages {
    /// The most characters of a file's text a message quotes.
    static let maximumQuotedLength = 40

    /// `text` for a message: control characters escaped, cut to ``maximumQuotedLength``
    /// characters with `…`, so that a hostile key cannot make a message huge or break its line.
    static func quoted(_ text: String) -> String {
        var result = ""
        for (count, character) in text.enumerated() {
            if count == maximumQuotedLength {
                result += "…"
                break
            }
            switch character {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                   scalar.properties.generalCategory == .control {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.append(character)
                }
            }
        }
        return result
    }

    // MARK: Files

    static func notATable(_ path: String) -> String {
        "`\(path)` is not a strings table: its name must end in `.xcstrings` (a String Catalog) or `.strings`"
    }

    static func unreadable(_ path: String, _ failure: SourceLoadError) -> String {
        switch failure {
        case .notFound: "cannot find the strings table `\(path)`"
        case .folder: "strings table path `\(path)` is a folder, not a file"
        case .notRegularFile(let kind): "strings table path `\(path)` is \(kind), not a regular file"
        case .tooLarge(let limit): "cannot read the strings table `\(path)`: \(SourceLoadError.tooLargeReason(limit))"
        case .unreadable(let reason): "cannot read the strings table `\(path)`: \(reason)"
        }
    }

    static func noLocaleFolder(_ path: String) -> String {
        "cannot tell the locale of `\(path)`: a `.strings` file must be in a folder named after its locale, such as `en.lproj`"
    }

    static func unlistableFolder(_ folder: String, of path: String) -> String {
        "cannot list the folder `\(folder)` to find the other locales of `\(path)`"
    }

    /// `name`, read where `place` says, is not a locale identifier.
    static func notALocale(_ name: String, _ place: String) -> String {
        "\(place) `\(quoted(name))`, which is not a locale identifier (letters and digits in parts joined by `-` or `_`, such as `en`, `pt-BR` or `zh_Hans`)"
    }

    // MARK: Encodings

    /// `path` is not UTF-8; `couldBeUTF16` for a `.strings` file, which may be UTF-16 instead.
    static func invalidUTF8(_ path: String, couldBeUTF16: Bool) -> String {
        "`\(path)` is not valid UTF-8" + (couldBeUTF16 ? " (a `.strings` file may also be UTF-16 with a byte order mark)" : "")
    }

    static func utf16WithoutByteOrderMark(_ path: String) -> String {
        "`\(path)` looks like UTF-16 without a byte order mark: save it as UTF-8, or as UTF-16 with one"
    }

    static func oddUTF16Length(_ path: String) -> String {
        "`\(path)` ends in the middle of a UTF-16 code unit (it is UTF-16, by its byte order mark, with an odd number of bytes)"
    }

    static func unpairedSurrogate(_ path: String) -> String {
        "`\(path)` is not valid UTF-16: a surrogate code unit without its other half"
    }

    static func catalogInUTF16(_ path: String) -> String {
        "`\(path)` is UTF-16: a String Catalog is JSON, which is UTF-8"
    }

    // MARK: String Catalogs

    static func notJSON(_ path: String, _ reason: String, atByte offset: Int) -> String {
        "`\(path)` is not JSON: \(reason) at byte \(offset)"
    }

    static func unsupportedVersion(_ path: String, _ version: String) -> String {
        "`\(path)` is version \(quoted(version)) of the String Catalog format; tipc reads version 1 (`1.0`, `1.1`)"
    }

    /// The value at `keyPath` (`""`: the whole JSON text) is `found`, not `expected`.
    static func wrongType(_ path: String, _ keyPath: String, is found: String, not expected: String) -> String {
        keyPath.isEmpty
            ? "`\(path)` is not a String Catalog: its JSON is \(found), not an object"
            : "`\(path)`: `\(keyPath)` is \(found), not \(expected)"
    }

    /// The object at `keyPath` (`""`: the top-level object) has no member `member`.
    static func missing(_ path: String, _ member: String, in keyPath: String) -> String {
        keyPath.isEmpty ? "`\(path)` has no `\(member)`" : "`\(path)`: `\(keyPath)` has no `\(member)`"
    }

    static func duplicateMember(_ path: String, _ key: String, in keyPath: String) -> String {
        "`\(path)`: `\(keyPath)` has the key \"\(quoted(key))\" twice"
    }

    static func noValue(_ path: String, _ keyPath: String) -> String {
        "`\(path)`: `\(keyPath)` has neither `stringUnit` nor `variations`"
    }

    static func empty(_ path: String, _ keyPath: String) -> String {
        "`\(path)`: `\(keyPath)` is empty"
    }

    // MARK: .strings files

    static func binaryPropertyList(_ path: String) -> String {
        "`\(path)` is a binary property list, not a text `.strings` file"
    }

    static func xmlPropertyList(_ path: String) -> String {
        "`\(path)` is an XML property list, not a text `.strings` file"
    }

    static func unterminatedString(_ path: String, quote: Character) -> String {
        "`\(path)`: unterminated string (no closing `\(quote)` before the end of the file)"
    }

    static func unterminatedComment(_ path: String) -> String {
        "`\(path)`: unterminated comment (no `*/` before the end of the file)"
    }

    /// `what` (`a key`, `the value of …`) was expected where `found` is.
    static func expected(_ path: String, _ what: String, found: String) -> String {
        "`\(path)`: expected \(what) (a quoted string), found `\(quoted(found))`"
    }

    static func expectedEquals(_ path: String, key: String, found: String) -> String {
        "`\(path)`: expected `=` after the key `\(quoted(key))`, found `\(quoted(found))`"
    }

    static func endsAfterKey(_ path: String, key: String) -> String {
        "`\(path)` ends after the key `\(quoted(key))`: expected `=`, its value and `;`"
    }

    static func endsAfterEquals(_ path: String, key: String) -> String {
        "`\(path)` ends after `=`: expected the value of `\(quoted(key))`"
    }

    static func expectedSemicolon(_ path: String, key: String) -> String {
        "`\(path)`: expected `;` after the value of `\(quoted(key))`"
    }

    static func duplicateKey(_ path: String, key: String, firstLine: Int) -> String {
        "`\(path)`: the key `\(quoted(key))` is defined twice (first on line \(firstLine))"
    }

    static func unknownEscape(_ path: String, _ escape: String) -> String {
        let hint = escape == "u" ? ": a UTF-16 code unit is written `\\U` and four hex digits" : ""
        return "`\(path)`: unknown escape `\\\(quoted(escape))`\(hint)"
    }

    static func shortUnicodeEscape(_ path: String) -> String {
        "`\(path)`: `\\U` must be followed by four hex digits"
    }

    static func unpairedSurrogateEscape(_ path: String, _ unit: UInt32) -> String {
        let written = "`\\U\(String(unit, radix: 16, uppercase: true))`"
        return unit < 0xDC00
            ? "`\(path)`: \(written) is the first half of a surrogate pair: it must be followed by `\\U` and the second half (DC00 to DFFF)"
            : "`\(path)`: \(written) is the second half of a surrogate pair without the first"
    }

    static func nonASCIIOctalEscape(_ path: String, _ digits: String) -> String {
        "`\(path)`: the octal escape `\\\(digits)` is above `\\177`: write the character itself, or `\\U` and four hex digits"
    }
}
