/// The Script_Extensions of a character (UAX #24): the scripts it is used with, in the order of
/// ScriptExtensions.txt (by ISO 15924 code). A view of the generated tables; it allocates nothing.
struct ScriptExtensions: RandomAccessCollection, Sendable {
    /// Raw ``UnicodeScript`` values.
    private let rawValues: ArraySlice<UInt8>

    /// Every script's raw value once, in order, so that a set of one script is a slice of it.
    private static let allRawValues: [UInt8] = UnicodeScript.allCases.map(\.rawValue)

    /// The set of the one script `script`.
    init(single script: UnicodeScript) {
        let index = Int(script.rawValue)
        rawValues = Self.allRawValues[index..<index + 1]
    }

    /// A set listed in ScriptExtensions.txt, as raw values.
    init(listed rawValues: ArraySlice<UInt8>) {
        self.rawValues = rawValues
    }

    /// The position of the first script.
    var startIndex: Int { rawValues.startIndex }
    /// The position after the last script.
    var endIndex: Int { rawValues.endIndex }

    /// The script at `position`.
    subscript(position: Int) -> UnicodeScript {
        UnicodeScript(rawValue: rawValues[position]) ?? .unknown
    }

    /// Whether `script` is one of the scripts.
    func contains(_ script: UnicodeScript) -> Bool {
        rawValues.contains(script.rawValue)
    }
}
