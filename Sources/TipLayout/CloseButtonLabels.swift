/// What VoiceOver says for a close button unless a file gives its own label: "Close" in the
/// text's language, as the system's own close buttons say it, for the languages iOS ships in
/// (by the primary subtag of a BCP 47 tag; Chinese by script or region); English otherwise.
public enum CloseButtonLabels {
    /// The label in `language` (`de`, `pt-BR`, `zh-Hant`); nil or unknown: "Close".
    public static func label(forLanguage language: String?) -> String {
        guard let language else { return english }
        let subtags = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let primary = subtags.first else { return english }
        if primary == "zh" {
            return subtags.contains { ["hant", "tw", "hk", "mo"].contains($0) } ? "關閉" : "关闭"
        }
        return labels[primary] ?? english
    }

    private static let english = "Close"

    /// "Close" by primary language subtag.
    private static let labels: [String: String] = [
        "ar": "إغلاق", "ca": "Tanca", "cs": "Zavřít", "da": "Luk", "de": "Schließen", "el": "Κλείσιμο", "en": english, "es": "Cerrar",
        "fi": "Sulje", "fr": "Fermer", "he": "סגירה", "hi": "बंद करें", "hr": "Zatvori", "hu": "Bezárás", "id": "Tutup", "it": "Chiudi",
        "ja": "閉じる", "ko": "닫기", "ms": "Tutup", "nb": "Lukk", "nl": "Sluiten", "no": "Lukk", "pl": "Zamknij", "pt": "Fechar",
        "ro": "Închide", "ru": "Закрыть", "sk": "Zavrieť", "sv": "Stäng", "th": "ปิด", "tr": "Kapat", "uk": "Закрити", "vi": "Đóng",
    ]
}
