import Foundation
import Testing
import TipEmit
import TipLayout
import TipModel

/// Holds the JSON writer to the layout model: decoding the JSON written for a layout document
/// must give the document's model, its numbers at the JSON's precision.
public enum WrittenModel {
    /// Checks that `json`, the writer's text for `document`, decodes (with Foundation's
    /// `JSONDecoder`, through the model's own `Codable`) to `document.model` with every
    /// component's numbers rounded as the JSON writes them. The styles, which the writer writes
    /// through their `Codable`, are compared as that writes them.
    public static func check(_ json: String, writtenFor document: LayoutDocument, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let decoded = try JSONDecoder().decode(TipDocument.self, from: Data(json.utf8))
        let expected = rounded(document.model)
        let decodedStyles = try decoded.styles.map(written), expectedStyles = try expected.styles.map(written)
        #expect(decodedStyles == expectedStyles, sourceLocation: sourceLocation)
        var withoutStyles = decoded, expectedWithoutStyles = expected
        withoutStyles.styles = []
        expectedWithoutStyles.styles = []
        guard withoutStyles != expectedWithoutStyles else { return }
        // Name the first part that differs: a whole document is too long to read.
        for (have, want) in zip(decoded.components, expected.components) where have != want {
            Issue.record("component \(want.name) decodes as\n\(have)\nnot\n\(want)", sourceLocation: sourceLocation)
            return
        }
        Issue.record("the document decodes as\n\(withoutStyles)\nnot\n\(expectedWithoutStyles)", sourceLocation: sourceLocation)
    }

    /// `document` with every component, size variant and localization as the JSON writes it.
    public static func rounded(_ document: TipDocument) -> TipDocument {
        var written = document
        written.components = document.components.map { $0.roundedToJSONPrecision() }
        written.sizeCategories = document.sizeCategories.mapValues(rounded)
        written.localizations = document.localizations.mapValues { locales in
            locales.mapValues { TipLocalization(component: $0.component.roundedToJSONPrecision(), sizeCategories: rounded($0.sizeCategories)) }
        }
        return written
    }

    private static func rounded(_ variants: TipSizeCategoryVariants) -> TipSizeCategoryVariants {
        TipSizeCategoryVariants(
            sizes: variants.sizes.mapValues { $0.roundedToJSONPrecision() },
            layouts: variants.layouts.mapValues { $0.roundedToJSONPrecision() })
    }

    /// A style's text as the writer writes it (numbers at the JSON's precision).
    private static func written(_ style: TipComponentStyle) throws -> String {
        switch style {
        case .tooltip(let tooltip): try JSON(encoding: tooltip).rendered()
        case .tags(let group): try JSON(encoding: group).rendered()
        }
    }
}
