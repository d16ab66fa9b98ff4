import Foundation
import Testing
import TipEmit
import TipPipeline
import TipRuntime
import TipTestSupport

/// `Grammar/tip-layout.schema.json` describes every layout tree `tipc` writes, and rejects
/// documents that are not one.
@Suite(.readsGoldens) struct SchemaTests {
    private let validator: JSONSchemaValidator

    init() throws {
        validator = JSONSchemaValidator(root: try JSON.parse(GoldenDocuments.data("Grammar/tip-layout.schema.json")))
    }

    @Test func theSchemaDeclaresDraft2020_12() throws {
        #expect(validator.root["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
    }

    @Test(arguments: GoldenDocuments.paths)
    func everyGoldenValidates(path: String) throws {
        let errors = validator.errors(in: try JSON.parse(GoldenDocuments.data(path)))
        #expect(errors.isEmpty, "\(path):\n\(errors.joined(separator: "\n"))")
    }

    @Test(arguments: GoldenDocuments.paths)
    func runtimeEncodingValidates(path: String) throws {
        let document = try TipDocument.decode(from: GoldenDocuments.data(path))
        let errors = validator.errors(in: try JSON.parse(document.encoded()))
        #expect(errors.isEmpty, "\(path):\n\(errors.joined(separator: "\n"))")
    }

    /// A tooltip with every part of a TipKit tip, compiled, and its runtime encoding.
    @Test func aTooltipWithEveryPartValidates() throws {
        let source = """
            tooltip Parts {
                icon { name: "sparkles"; size: 20; color: color(light: #FFCC00, dark: #FFD60A); placement: top }
                title { text: "What's new"; numberOfLines: 1 }
                text: "Every part of a tip"
                titleSpacing: 2
                actions: ["Got it", action("Learn more", id: "learnMore")]
                action { background: color(light: #00000010, dark: #FFFFFF20) }
                closeButton: true
                appear: fade(0.25s)
                disappear: fade(0.2s) + scale(0.8)
                emphasis: float(2s, repeat: 3)
            }

            """
        let layout = try #require(Compilation().compile(path: "parts.tip", bytes: Array(source.utf8)).layout)
        let written = JSONWriter.write(layout)
        for key in ["title", "icon", "actions", "closeButton", "animations"] { #expect(written.contains("\"\(key)\""), "\(key)") }
        #expect(validator.errors(in: try JSON.parse(Data(written.utf8))) == [])
        let encoded = try TipDocument.decode(from: Data(written.utf8)).encoded()
        #expect(validator.errors(in: try JSON.parse(encoded)) == [])
    }

    /// The definitions of the layout tree, as opposed to the styles (TipStyle's `Codable`).
    static let layoutDefinitions = [
        "#", "#/$defs/point", "#/$defs/size", "#/$defs/rect", "#/$defs/insets", "#/$defs/font", "#/$defs/component", "#/$defs/sizes",
        "#/$defs/tooltipSizeCategories", "#/$defs/tagsSizeCategories", "#/$defs/tooltip", "#/$defs/bubble", "#/$defs/arrow",
        "#/$defs/text", "#/$defs/action", "#/$defs/line", "#/$defs/shadow", "#/$defs/behavior", "#/$defs/tags", "#/$defs/tag",
        "#/$defs/accessibility", "#/$defs/accessibilityElement",
    ]

    /// The schema and the layout model describe one tree: the model's own encoding of random
    /// documents of every part validates, and so does the writer's text of them; and every
    /// property the schema declares for the layout tree is one that some document has.
    @Test func theSchemaIsTheModels() throws {
        var used: Set<String> = []
        for seed: UInt64 in 0..<80 {
            var layouts = try RandomLayouts(seed: seed)
            let document = layouts.document(components: 25)
            let encoded = try JSON.parse(document.model.encoded())
            #expect(validator.errors(in: encoded, usedProperties: &used) == [], "the model's encoding, seed \(seed)")
            let written = try JSON.parse(Data(JSONWriter.write(document).utf8))
            #expect(validator.errors(in: written, usedProperties: &used) == [], "the writer's text, seed \(seed)")
        }
        let declared = Self.layoutDefinitions.reduce(into: Set<String>()) { $0.formUnion(validator.declaredProperties(under: $1)) }
        #expect(declared.count > 100, "the schema's layout definitions were not found")
        #expect(declared.subtracting(used).sorted() == [], "declared by the schema, written by no document")
    }

    /// One way to break the showcase document, and the error it must cause.
    struct Breakage: CustomTestStringConvertible, Sendable {
        let replace: String
        let with: String
        let expected: String
        var testDescription: String { "\(replace) → \(with)" }
    }

    static let breakages: [Breakage] = [
        Breakage(replace: "\"version\": 4", with: "\"version\": 5", expected: "/version: value is not the constant"),
        Breakage(replace: "\"#01B7FFFF\"", with: "\"#01b7ffff\"", expected: "/components/0/bubble/fill: '#01b7ffff' does not match"),
        Breakage(replace: "\"opacity\": 0.95", with: "\"opacity\": \"0.95\"", expected: "/components/4/opacity: expected number, found string"),
        Breakage(replace: "\"fill\": { \"light\": \"#FF2D55FF\", \"dark\": \"#FF375FFF\", \"lightIncreasedContrast\": \"#D30F45FF\", \"darkIncreasedContrast\": \"#FF6482FF\" }", with: "\"fill\": null",
                 expected: "/components/5/bubble/fill: matches 0 of the anyOf alternatives"),
        Breakage(replace: "\"dark\": \"#FF375FFF\"", with: "\"darkish\": \"#FF375FFF\"", expected: "/components/5/bubble/fill: matches 0 of the anyOf alternatives"),
        Breakage(replace: "\"kind\": \"tags\"", with: "\"kind\": \"chips\"", expected: "/components/6: matches 0 of the oneOf alternatives"),
        Breakage(replace: "\"hiddenCount\": 4,", with: "\"hiddenCount\": 4, \"extra\": true,", expected: "unexpected key 'extra'"),
        Breakage(replace: "\"rows\": 3,", with: "\"rows\": -3,", expected: "/components/6/rows: -3.0 is below the minimum 0.0"),
        Breakage(replace: "\"rows\": 3,", with: "\"rows\": 2.5,", expected: "/components/6/rows: expected integer, found number"),
        Breakage(replace: "\"overflow\": false", with: "\"overflow\": 0", expected: "overflow: expected boolean, found number"),
        Breakage(replace: "\"edge\": \"bottom\"", with: "\"edge\": \"none\"", expected: "/components/0/arrow: matches 0 of the anyOf alternatives"),
        Breakage(replace: "\"source\": \"samples/showcase.tip\",", with: "", expected: ": missing required key 'source'"),
    ]

    @Test(arguments: breakages)
    func aBrokenDocumentFails(breakage: Breakage) throws {
        let text = String(decoding: try GoldenDocuments.data("Tests/Golden/samples/showcase.json"), as: UTF8.self)
        let range = try #require(text.range(of: breakage.replace))
        let broken = text.replacingCharacters(in: range, with: breakage.with)
        let errors = validator.errors(in: try JSON.parse(Data(broken.utf8)))
        #expect(errors.contains { $0.contains(breakage.expected) }, "\(errors)")
    }

    @Test func unsupportedKeywordsAreReported() {
        let schema: JSON = ["type": "object", "minProperties": 1]
        #expect(JSONSchemaValidator(root: schema).errors(in: .object([])) == [": unsupported schema keyword 'minProperties'"])
    }
}
