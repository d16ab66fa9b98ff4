/// A GSUB or GPOS table: its script list, feature list and lookups, and the choice of a
/// language system for a run (`hb_ot_layout_table_select_script` and `…_select_language`).
struct LayoutTable: Sendable {
    /// A language system chosen for a run: the script tag found, and its feature indices.
    struct LanguageSystem: Sendable {
        /// The script tag the font had (`latn`, or a fallback such as `DFLT`).
        let scriptTag: String
        /// The LangSys table (empty when the script has neither the language nor a default).
        let table: FontTable
    }

    private let scripts: FontTable
    private let features: FontTable
    /// Every lookup, by index.
    let lookups: [LayoutLookup]

    /// Reads `table` (empty: no such table); `extensionType` is 7 for GSUB, 9 for GPOS.
    init(_ table: FontTable, extensionType: Int) {
        let major = table.u16(0)
        let usable = major == 1
        scripts = usable ? table.window(atOffset16: 4) : .empty
        features = usable ? table.window(atOffset16: 6) : .empty
        let list = usable ? table.window(atOffset16: 8) : .empty
        lookups = (0..<list.available(list.u16(0), of: 2, at: 2)).map {
            LayoutLookup(list.window(atOffset16: 2 + $0 * 2), extensionType: extensionType)
        }
    }

    /// Whether some feature of the feature list has `tag`.
    func hasFeature(_ tag: String) -> Bool {
        (0..<features.available(features.u16(0), of: 6, at: 2)).contains { Self.tag(features, at: 2 + $0 * 6) == tag }
    }

    /// The language system for a run: the first of `scriptTags` the font has, else `DFLT`,
    /// `dflt`, `latn`; in it, the first of `languageTags` it has, else the `dflt` language,
    /// else its default language system.
    func languageSystem(scriptTags: [String], languageTags: [String]) -> LanguageSystem? {
        let count = scripts.available(scripts.u16(0), of: 6, at: 2)
        func script(_ tag: String) -> FontTable? {
            for index in 0..<count where Self.tag(scripts, at: 2 + index * 6) == tag {
                return scripts.window(atOffset16: 2 + index * 6 + 4)
            }
            return nil
        }
        for scriptTag in scriptTags + UnicodeScript.fallbackOpenTypeTags {
            guard let script = script(scriptTag) else { continue }
            let languageCount = script.available(script.u16(2), of: 6, at: 4)
            for languageTag in languageTags + ["dflt"] {
                for index in 0..<languageCount where Self.tag(script, at: 4 + index * 6) == languageTag {
                    return LanguageSystem(scriptTag: scriptTag, table: script.window(atOffset16: 4 + index * 6 + 4))
                }
            }
            return LanguageSystem(scriptTag: scriptTag, table: script.window(atOffset16: 0))
        }
        return nil
    }

    /// The lookup indices of the first feature of `system` tagged `tag`, or nil if it has none.
    func lookupIndices(ofFeature tag: String, in system: LanguageSystem) -> [Int]? {
        let table = system.table
        for index in 0..<table.available(table.u16(4), of: 2, at: 6) {
            let feature = table.u16(6 + index * 2)
            if Self.tag(features, at: 2 + feature * 6) == tag { return lookupIndices(ofFeatureAt: feature) }
        }
        return nil
    }

    /// The tag and lookup indices of `system`'s required feature, if it has one.
    func requiredFeature(of system: LanguageSystem) -> (tag: String, lookups: [Int])? {
        let feature = system.table.u16(2)
        guard !system.table.isEmpty, feature != 0xFFFF, feature < features.u16(0) else { return nil }
        return (Self.tag(features, at: 2 + feature * 6), lookupIndices(ofFeatureAt: feature))
    }

    private func lookupIndices(ofFeatureAt index: Int) -> [Int] {
        let feature = features.window(atOffset16: 2 + index * 6 + 4)
        return (0..<feature.available(feature.u16(2), of: 2, at: 4)).map { feature.u16(4 + $0 * 2) }
            .filter { $0 < lookups.count }
    }

    private static func tag(_ table: FontTable, at offset: Int) -> String {
        let value = table.u32(offset)
        return String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }, as: UTF8.self)
    }
}
