/// Generates `.tip` sources of any size for the benchmark: tooltips and tag groups in turn, with
/// Latin and CJK text, inheriting from a few styles, every text different so nothing can be
/// cached across components.
enum BenchmarkDocument {
    /// The styles every generated document starts with.
    static let prelude = """
        let accent = #01B7FF
        style Bubble { background: accent; textColor: white; font: 15 semibold; cornerRadius: 10; padding: 8 12 }
        style Wide : Bubble { maxWidth: 260; arrow: top leading(24); shadow { color: rgba(0, 0, 0, 0.25); radius: 6; y: 3 } }
        style Chips { width: 320; spacing: 8; rowHeight: 30; tag { padding: 0 10; font: 15 medium; border: gray 1; cornerRadius: 10 } }

        """

    /// A document of `count` components: a quarter each of Latin tooltips, CJK tooltips, Latin
    /// tag groups and mixed-script tag groups; or, with `tooltipsOnly`, half each of Latin and
    /// CJK tooltips.
    static func source(components count: Int, tooltipsOnly: Bool = false) -> String {
        var text = prelude
        text.reserveCapacity(prelude.utf8.count + count * 140)
        for index in 0..<count {
            text += component(index, kind: tooltipsOnly ? index % 2 : index % 4)
        }
        return text
    }

    /// The `index`th component's declaration, of kind 0 (Latin tooltip), 1 (CJK tooltip),
    /// 2 (Latin tags) or 3 (mixed tags).
    static func component(_ index: Int, kind: Int) -> String {
        switch kind {
        case 0:
            "tooltip Latin\(index) : Wide { text: \"Tap here to see item \(index) of your saved collection, then swipe to share it\" }\n"
        case 1:
            "tooltip Cjk\(index) : Bubble { text: \"保存したコレクションの項目\(index)を見るにはここをタップしてください\"; width: 220 }\n"
        case 2:
            "tags Topics\(index) : Chips { items: [\"Swift\", \"Layout \(index % 97)\", \"Design systems\", \"Accessibility\", \"Tooltips\"] }\n"
        default:
            "tags Mixed\(index) : Chips { items: [\"项目\(index)\", \"디자인\", \"レイアウト\", \"Swift \(index % 13)\"]; maxRows: 2 }\n"
        }
    }

    /// Strings for the text-measurement rate: words and phrases in both scripts.
    static let measuredStrings = [
        "Tap here", "to see item", "collection", "保存したコレクション", "디자인 시스템", "Accessibility",
        "swipe to share it", "项目", "Layout 42", "レイアウト", "The quick brown fox jumps over the lazy dog",
    ]
}
