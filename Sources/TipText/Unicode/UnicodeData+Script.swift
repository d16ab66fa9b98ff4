extension UnicodeData {
    /// The Script property of `scalar` (Unknown where Scripts.txt lists none).
    static func script(of scalar: Unicode.Scalar) -> UnicodeScript {
        UnicodeScript(rawValue: UnicodeTables.scripts.value(of: scalar)) ?? .unknown
    }

    /// The Script_Extensions of `scalar`: the scripts it is used with, which is `[script(of:)]`
    /// for every character ScriptExtensions.txt does not list.
    static func scriptExtensions(of scalar: Unicode.Scalar) -> ScriptExtensions {
        let set = Int(UnicodeTables.scriptExtensions.value(of: scalar))
        let offsets = UnicodeTables.scriptExtensionOffsets
        guard set > 0, set + 1 < offsets.count else { return ScriptExtensions(single: script(of: scalar)) }
        return ScriptExtensions(listed: UnicodeTables.scriptExtensionMembers[Int(offsets[set])..<Int(offsets[set + 1])])
    }
}
