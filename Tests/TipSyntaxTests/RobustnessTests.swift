import Foundation
import Testing
@testable import TipSyntax

/// Damaged input never crashes or hangs, and every span stays inside the file.
@Suite struct RobustnessTests {
    let example: [UInt8]

    init() throws {
        example = Array(try Data(contentsOf: TestSupport.fixtures.appendingPathComponent("example.tip")))
    }

    /// Parses `bytes` and checks that every diagnostic and node span lies within the file.
    func checkSpans(_ bytes: [UInt8]) {
        let file = SourceFile(id: FileID(0), path: "r.tip", bytes: bytes)
        let (document, diagnostics) = Parser.parse(file)
        var spans = diagnostics.map(\.span) + diagnostics.flatMap { $0.notes.compactMap(\.span) }
        for declaration in document.declarations {
            switch declaration {
            case .importFile(let declaration): spans += [declaration.span, declaration.pathSpan]
            case .constant(let declaration): spans += [declaration.span, declaration.name.span] + valueSpans(declaration.value)
            case .component(let declaration): spans += [declaration.span, declaration.name.span] + blockSpans(declaration.body)
            case .font(let declaration): spans += [declaration.span, declaration.familySpan] + blockSpans(declaration.body)
            case .preview(let declaration): spans += [declaration.span, declaration.keyword] + blockSpans(declaration.body)
            case .strings(let declaration): spans += [declaration.span, declaration.pathSpan]
            }
        }
        let outside = spans.filter { $0.start < 0 || $0.end > bytes.count || $0.start > $0.end }
        #expect(outside.isEmpty)
    }

    func blockSpans(_ block: Block) -> [Span] {
        [block.span] + block.members.flatMap { member -> [Span] in
            switch member {
            case .property(let property): [property.span] + property.path.map(\.span) + valueSpans(property.value)
            case .block(let nested): [nested.span, nested.name.span] + blockSpans(nested.body)
            }
        }
    }

    func valueSpans(_ value: Value) -> [Span] {
        [value.span] + value.elements.flatMap(expressionSpans)
    }

    func expressionSpans(_ expression: ValueElement) -> [Span] {
        [expression.span] + expression.terms.flatMap { term -> [Span] in
            switch term.kind {
            case .call(let name, let arguments): [term.span, name.span] + arguments.flatMap(expressionSpans)
            case .list(let elements): [term.span] + elements.flatMap(expressionSpans)
            default: [term.span]
            }
        }
    }

    @Test func everyPrefixOfTheExample() {
        for length in 0...example.count {
            checkSpans(Array(example[..<length]))
        }
    }

    @Test func deterministicRandomMutations() {
        // A fixed linear congruential generator keeps the test reproducible.
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let interesting: [UInt8] = Array("{}()[]:;,.=\"#/*\\\n\r-0aé".utf8) + [0x00, 0xFF, 0xC3, 0x80]
        for _ in 0..<1_000 {
            var bytes = example
            for _ in 0..<(1 + next(8)) {
                let position = next(bytes.count)
                switch next(3) {
                case 0: bytes[position] = interesting[next(interesting.count)]
                case 1: bytes.remove(at: position)
                default: bytes.insert(interesting[next(interesting.count)], at: position)
                }
            }
            checkSpans(bytes)
        }
    }
}
