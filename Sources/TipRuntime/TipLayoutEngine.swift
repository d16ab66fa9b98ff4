import Foundation
import TipLayout
import TipModel
import TipText

/// Lays out tooltips and tag groups on the device with `tipc`'s own layout engine (TipLayout
/// and TipText — the same code, not a copy): for a style, a text or items, and a measurer, the
/// result equals what `tipc` writes in its JSON for a `.tip` file with that style and text,
/// field for field (its numbers at the JSON's precision: ``TipTooltip/roundedToJSONPrecision()``).
/// An engine is a value: share it between threads freely.
///
/// ```swift
/// let document = try TipDocument.decode(from: data)
/// let engine = TipLayoutEngine()
/// let tooltip = engine.layout(try document.tooltipStyle(named: "Welcome"), text: "Hi, \(user)!")
/// ```
public struct TipLayoutEngine: Sendable {
    private let measurer: any TextMeasurer

    /// An engine measuring with `tipc`'s built-in metrics, as `tipc` does without font files.
    public init() {
        measurer = BuiltinTextMeasurer()
    }

    /// An engine measuring text with `measurer`: the platform's own text stack
    /// (``CoreTextMeasurer`` on Apple platforms) or any ``TipTextMeasurer``.
    public init(measurer: some TipTextMeasurer) {
        self.measurer = measurer
    }

    /// An engine measuring the font families found in `fontDirectories` (searched as
    /// `tipc --font-dir` searches them: recursively, upright normal-width faces, each weight
    /// from the first folder that has it) with their own metrics and kerning, and everything
    /// else with the built-in metrics. The families of `declaredFonts` (a document's
    /// ``TipDocument/fonts``) are measured with their own files instead, found in the folders by
    /// their relative path or, for fonts copied into a bundle flat, by their file name; a face
    /// whose file is in none of them is left out.
    /// - Throws: ``TipRuntimeError/fontDirectoryNotFound(_:)`` for a path that is not a folder.
    public init(fontDirectories: [String], declaredFonts: [DeclaredFontFamily] = []) throws(TipRuntimeError) {
        for directory in fontDirectories {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
                throw .fontDirectoryNotFound(directory)
            }
        }
        let locator = FontLocator(directories: fontDirectories)
        var families = declaredFonts.map { declared in
            FontFamily(
                name: declared.family,
                faces: declared.faces.compactMap { face in
                    Self.file(face.file, in: fontDirectories, found: locator)
                        .flatMap { Self.face(atPath: $0, index: face.index) }
                        .map { (face.weight.numericValue, $0) }
                },
                fallbacks: declared.fallbacks)
        }
        for face in locator.faces where !families.contains(where: { $0.name.caseInsensitiveCompare(face.family) == .orderedSame }) {
            families.append(FontFamily(name: face.family, faces: locator.uprightFaces(ofFamily: face.family) {
                Self.face(atPath: $0.path, index: $0.faceIndex)
            }))
        }
        measurer = FontTextMeasurer(families: families)
    }

    /// The path of a declared face's file: `relative` under the first folder that has it, else
    /// the first font file of that name the locator found.
    private static func file(_ relative: String, in directories: [String], found locator: FontLocator) -> String? {
        for directory in directories where FileManager.default.fileExists(atPath: directory + "/" + relative) {
            return directory + "/" + relative
        }
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        return locator.faces.first { $0.path.split(separator: "/").last.map(String.init) == name }?.path
    }

    /// The face `index` of the font file at `path`, if it reads and parses.
    private static func face(atPath path: String, index: Int) -> FontFace? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? FontFace(data: [UInt8](data), faceIndex: index)
    }

    /// The tooltip of `style` showing `text` under `title` (nil: no title), with the buttons of
    /// `actions` below it, at the text size `sizeCategory` (which changes a font that scales with
    /// a text style and the lengths written `scaled(…)`, nothing else) and the legibility weight `legibilityWeight` (with
    /// `.bold`, Bold Text, every font one weight heavier). `language`, the BCP 47 language of the text (`tr`, `sr`,
    /// `zh-Hant`; nil: unknown), picks the fonts' forms for it (their language systems and
    /// `locl`), as `tipc` does for the strings of a locale. A title or actions laid out in a
    /// style compiled without them take the language's defaults (`headline`; `subheadline`
    /// semibold buttons; the style's text colour).
    public func layout(
        _ style: TipTooltipStyle, title: String? = nil, text: String, actions: [TipTooltipAction] = [],
        sizeCategory: TipSizeCategory = .standard, legibilityWeight: TipLegibilityWeight = .regular, language: String? = nil
    ) -> TipTooltip {
        Layout.tooltip(
            named: style.componentName, content: TooltipContent(title: title, text: text, actions: actions), style: style.properties,
            measurer: measuring(in: language), sizeCategory: sizeCategory, legibilityWeight: legibilityWeight
        ).tooltip.roundedToJSONPrecision()
    }

    /// The tag group of `style` showing `items`, at the text size `sizeCategory` (which changes
    /// a tag font that scales with a text style and the lengths written `scaled(…)`, nothing else) and `legibilityWeight`, in
    /// `language` (as for a tooltip).
    public func layout(
        _ style: TipTagStyle, items: [String], sizeCategory: TipSizeCategory = .standard,
        legibilityWeight: TipLegibilityWeight = .regular, language: String? = nil
    ) -> TipTagGroup {
        Layout.tagGroup(
            named: style.componentName, items: items.map { TagItem($0) }, style: style.properties, measurer: measuring(in: language),
            sizeCategory: sizeCategory, legibilityWeight: legibilityWeight
        ).group.roundedToJSONPrecision()
    }

    /// The engine's measurer, measuring text in `language`.
    private func measuring(in language: String?) -> any TextMeasurer {
        Self.inLanguage(language, measurer)
    }

    /// `base`, measuring text in `language`.
    private static func inLanguage(_ language: String?, _ base: some TextMeasurer) -> any TextMeasurer {
        LanguageMeasurer(base, language: language)
    }

    /// The tooltip of `style` showing `text` under `title` (nil: none) with `actions`, placed
    /// next to `target` inside `bounds` (both in the container's coordinates) less `insets` (the
    /// safe area), keeping `margin` points free inside that, and overlapping none of `avoiding`
    /// (the keyboard's frame) where it can: on the side its arrow says, flipped when only the
    /// other side has room, shifted to stay inside, and its arrow re-aimed at the target
    /// (``TooltipPlacement`` gives the rules). A rectangle with a coordinate that is not finite
    /// counts as empty at the origin. `sizeCategory` and `legibilityWeight` are the text size and
    /// weight to lay the text out at, `language` the text's language (as for
    /// ``layout(_:title:text:actions:sizeCategory:legibilityWeight:language:)``).
    public func place(
        _ style: TipTooltipStyle, title: String? = nil, text: String, actions: [TipTooltipAction] = [], target: TipRect, in bounds: TipRect,
        margin: Double = 8, insets: TipInsets = TipInsets(all: 0), avoiding: [TipRect] = [], sizeCategory: TipSizeCategory = .standard,
        legibilityWeight: TipLegibilityWeight = .regular, language: String? = nil
    ) -> TipPlacement {
        let placed = TooltipPlacement.place(
            named: style.componentName, content: TooltipContent(title: title, text: text, actions: actions), style: style.properties,
            measurer: measuring(in: language),
            target: target, bounds: bounds, margin: margin, insets: insets, avoiding: avoiding, sizeCategory: sizeCategory,
            legibilityWeight: legibilityWeight)
        // The frame at the JSON's precision too, so that it adds up with the tooltip's size.
        return TipPlacement(frame: placed.frame.roundedToJSONPrecision(), tooltip: placed.layout.tooltip.roundedToJSONPrecision())
    }
}
