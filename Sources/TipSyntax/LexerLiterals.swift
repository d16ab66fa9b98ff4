/// Literal tokens: numbers with units, strings with escapes, and `#` colours.
extension Scanner {
    /// `12`, `4.5`, `-3`, with an optional glued unit `pt % s ms`. Anything else glued on
    /// (`12em`, `1e400`, `5.`) is E006; so is a value that is not finite. `12px`, a habit from
    /// CSS, is E006 with the fix `12`, and read as `12` so that nothing else is reported.
    mutating func lexNumber() {
        let start = index
        if peek() == .minus { index += 1 }
        skipDigits()
        if peek() == .dot {
            index += 1
            guard peek()?.isDigit == true else {
                skipGluedSuffix()
                return invalidNumber(start, SyntaxMessages.missingFractionDigits)
            }
            skipDigits()
        }
        let numberEnd = index
        let unitStart = index
        skipGluedSuffix()
        let suffix = bytes[unitStart..<index]
        let isPixels = suffix.elementsEqual("px".utf8)
        guard let unit = isPixels ? NumberUnit.none : NumberUnit(suffix: suffix) else {
            let text = String(decoding: bytes[start..<numberEnd], as: UTF8.self)
            return invalidNumber(start, SyntaxMessages.unknownUnit(String(decoding: suffix, as: UTF8.self), number: text))
        }
        guard let value = DecimalLiteral.value(of: bytes, from: start, to: numberEnd) else {
            return invalidNumber(start, SyntaxMessages.numberTooLarge)
        }
        if isPixels {
            let digits = String(decoding: bytes[start..<numberEnd], as: UTF8.self)
            report(.invalidNumber, SyntaxMessages.pixels(digits), start, index, replacingWith: digits)
        }
        emit(.number, from: start, literal: .number(value, unit))
    }

    /// A number behind a one-byte prefix it may not have — `.5` (`SyntaxMessages.leadingDot`)
    /// or `+3` (`SyntaxMessages.plusSign`) — reported as E006 with the fix `message` gives for
    /// its digits, rather than as a stray `.` or a `+` joining two terms.
    mutating func lexPrefixedNumber(_ message: (String) -> String) {
        let start = index
        index += 1
        let digitsStart = index
        skipDigits()
        let digits = String(decoding: bytes[digitsStart..<index], as: UTF8.self)
        skipGluedSuffix()
        invalidNumber(start, message(digits))
    }

    /// `- 3`: a minus, spaces, then a number, reported as E006 (one literal written apart)
    /// rather than as a stray `-`; a `-` not followed by digits stays a stray character.
    mutating func lexSpacedMinus() {
        let start = index
        var digitsStart = index + 1
        while digitsStart < end, bytes[digitsStart] == .space || bytes[digitsStart] == .tab { digitsStart += 1 }
        guard digitsStart < end, bytes[digitsStart].isDigit else { return lexStrayCharacter() }
        index = digitsStart
        skipDigits()
        let digits = String(decoding: bytes[digitsStart..<index], as: UTF8.self)
        skipGluedSuffix()
        invalidNumber(start, SyntaxMessages.spacedMinus(digits))
    }

    mutating func skipDigits() {
        index = Self.runEnd(of: bytes, from: index, limit: end) { $0.isDigit }
    }

    /// Skips letters, digits, `_` and `%` glued to a number, and an exponent's sign (`1e-5`), so
    /// that the whole malformed literal is one error.
    mutating func skipGluedSuffix() {
        let start = index
        while let byte = peek(), byte.isIdentifierContinue || byte == .percent {
            index += 1
            let isExponentLetter = index - start == 1 && (byte | 0x20) == UInt8(ascii: "e")
            if isExponentLetter, let sign = peek(), sign == .minus || sign == .plus, peek(1)?.isDigit == true {
                index += 1
            }
        }
    }

    mutating func invalidNumber(_ start: Int, _ message: String) {
        report(.invalidNumber, message, start, index)
        emit(.invalid, from: start)
    }

    /// `#` followed by 3, 4, 6 or 8 hex digits; anything else glued on is E007.
    mutating func lexColor() {
        let start = index
        index += 1
        while let byte = peek(), byte.isIdentifierContinue { index += 1 }
        let digits = bytes[(start + 1)..<index]
        let isColor = switch digits.count {
        case 3, 4, 6, 8: digits.allSatisfy(\.isHexDigit)
        default: false
        }
        if !isColor, let message = SyntaxMessages.colorProblem(String(decoding: digits, as: UTF8.self)) {
            report(.invalidColorLiteral, message, start, index)
            emit(.invalid, from: start)
        } else {
            emit(.hexColor, from: start)
        }
    }

    /// A string literal. A raw line break or the end of the file before the closing quote is
    /// E002 at the opening quote; the token then ends at the line end, keeping what was read.
    mutating func lexString() {
        let start = index
        if let (text, closingQuote) = plainString(from: start + 1) {
            index = closingQuote + 1
            return emit(.string, from: start, literal: .text(text))
        }
        index += 1
        var content = stringContent
        stringContent = []  // `content` is now the only owner of the reused storage
        content.removeAll(keepingCapacity: true)
        while true {
            guard let byte = peek(), !byte.isLineEnd else {
                report(.unterminatedString, SyntaxMessages.unterminatedString(atEnd: peek() == nil), start, start + 1)
                break
            }
            if byte == .quote {
                index += 1
                break
            }
            if byte == .backslash {
                lexEscape(into: &content)
            } else if byte >= 0x80 {
                let scalarStart = index
                if consumeNonASCII() {
                    content.append(contentsOf: bytes[scalarStart..<index])
                } else {
                    content.append(contentsOf: [0xEF, 0xBF, 0xBD])
                }
            } else if (byte < 0x20 && byte != .tab) || byte == 0x7F {
                index += 1
                report(.unexpectedCharacter, SyntaxMessages.unexpectedByte(byte), index - 1, index)
            } else {
                let runStart = index
                index = Self.runEnd(of: bytes, from: index + 1, limit: end) { $0.isPlainStringByte }
                content.append(contentsOf: bytes[runStart..<index])
            }
        }
        emit(.string, from: start, literal: .text(String(decoding: content, as: UTF8.self)))
        stringContent = content
    }

    /// The text and closing quote of a string whose text starts at `offset`, when the text
    /// needs no decoding — no escape, no control character, valid UTF-8, closed on its line —
    /// and nil otherwise (such a string goes the long way, which reports each mistake). Most
    /// strings take this path: one scan, eight bytes at a time while no byte needs a look, and
    /// one validation, no copy before the `String`.
    private func plainString(from offset: Int) -> (text: String, closingQuote: Int)? {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = offset, highBits: UInt64 = 0
            while true {
                while cursor + 8 <= end {
                    let word = UnsafeRawPointer(buffer.baseAddress! + cursor).loadUnaligned(as: UInt64.self)
                    if StringWord.mayEndPlainText(word) { break }
                    highBits |= word
                    cursor += 8
                }
                guard cursor < end else { return nil }
                let byte = buffer[cursor]
                if byte == .quote {
                    let source = UnsafeBufferPointer(rebasing: buffer[offset..<cursor])
                    let text = String(decoding: source, as: UTF8.self)
                    // Decoding repairs invalid UTF-8; the text is the source only if nothing was.
                    guard highBits & 0x8080_8080_8080_8080 == 0
                        || text.utf8.withContiguousStorageIfAvailable({ StringWord.equal($0, source) }) == true
                    else { return nil }
                    return (text, cursor)
                }
                if byte == .backslash || (byte < 0x20 && byte != .tab) || byte == 0x7F { return nil }
                highBits |= UInt64(byte)
                cursor += 1
            }
        }
    }

    /// One escape: `\" \\ \n \t \u{1…6 hex digits}`; anything else is E004 and is dropped.
    mutating func lexEscape(into content: inout [UInt8]) {
        let start = index
        index += 1
        guard let letter = peek(), !letter.isLineEnd else {
            return report(.invalidEscape, SyntaxMessages.backslashAtLineEnd, start, index)
        }
        switch letter {
        case .quote, .backslash:
            index += 1
            content.append(letter)
        case UInt8(ascii: "n"):
            index += 1
            content.append(.lineFeed)
        case UInt8(ascii: "t"):
            index += 1
            content.append(.tab)
        case UInt8(ascii: "u"):
            index += 1
            lexUnicodeEscape(from: start, into: &content)
        default:
            let letterStart = index
            if letter < 0x80 { index += 1 } else { _ = consumeNonASCII() }
            let shown = String(decoding: bytes[letterStart..<index], as: UTF8.self)
            report(.invalidEscape, SyntaxMessages.unknownEscape(shown), start, index)
        }
    }

    /// The part of `\u{…}` after `\u`.
    mutating func lexUnicodeEscape(from start: Int, into content: inout [UInt8]) {
        guard peek() == .leftBrace else {
            return report(.invalidEscape, SyntaxMessages.unicodeEscapeNeedsBraces, start, index)
        }
        index += 1
        let digitsStart = index
        while let byte = peek(), byte.isHexDigit { index += 1 }
        let digits = String(decoding: bytes[digitsStart..<index], as: UTF8.self)
        guard peek() == .rightBrace else {
            return report(.invalidEscape, SyntaxMessages.unicodeEscapeUnclosed, start, index)
        }
        index += 1
        guard (1...6).contains(digits.count), let value = UInt32(digits, radix: 16) else {
            return report(.invalidEscape, SyntaxMessages.unicodeEscapeDigitCount(digits.count), start, index)
        }
        guard let scalar = Unicode.Scalar(value) else {
            return report(.invalidEscape, SyntaxMessages.unicodeEscapeNotScalar(digits), start, index)
        }
        content.append(contentsOf: Array(String(Character(scalar)).utf8))
    }
}

extension NumberUnit {
    /// The unit spelled by the bytes glued to a number (none for no bytes), if it is one.
    init?(suffix: ArraySlice<UInt8>) {
        switch suffix.count {
        case 0: self = .none
        case 1 where suffix.first == .percent: self = .percent
        case 1 where suffix.first == UInt8(ascii: "s"): self = .seconds
        default:
            guard let unit = NumberUnit(rawValue: String(decoding: suffix, as: UTF8.self)), unit != .none else { return nil }
            self = unit
        }
    }
}
