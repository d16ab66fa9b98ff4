/// Which names a strings table accepts as locales: BCP 47 language tags (`en`, `pt-BR`,
/// `zh-Hans`) and Apple's locale identifiers (`zh_Hans`, `en_GB`, and the old `.lproj` names such as
/// `English` or `Base`), all of which are ASCII letters and digits in parts joined by one `-` or
/// `_`, beginning with a letter. Nothing is checked against a list of languages: the names
/// only have to be plausible, so that a mistake such as `en US` or `ko.strings` is caught.
enum LocaleIdentifier {
    /// The longest name accepted, far above any real identifier (`sr-Latn-BA-u-ca-gregory`).
    static let maximumLength = 64

    /// Whether `name` is a plausible locale identifier.
    static func isPlausible(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, bytes.count <= maximumLength, isLetter(first) else { return false }
        var previousWasSeparator = false
        for byte in bytes.dropFirst() {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                guard !previousWasSeparator else { return false }
                previousWasSeparator = true
            } else {
                guard isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
                previousWasSeparator = false
            }
        }
        return !previousWasSeparator
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
