import Testing
@testable import TipSyntax

/// Labelled call arguments: `color(light: #FFFFFF, dark: #1C1C1E)`.
@Suite struct ArgumentLabelTests {
    private func call(_ value: String) throws -> (name: String, arguments: [ValueElement], diagnostics: [String]) {
        let file = TestSupport.source("tooltip T { x: \(value) }")
        let result = Parser.parse(file)
        guard case .component(let tooltip)? = result.document.declarations.first, case .property(let property)? = tooltip.body.members.first,
              case .call(let name, let arguments) = property.value.elementList[0].termList[0].kind else {
            return ("", [], TestSupport.positions(result.diagnostics, in: file))
        }
        return (name.name, arguments, TestSupport.positions(result.diagnostics, in: file))
    }

    @Test func labelsArePartOfTheirArgument() throws {
        let parsed = try call("color(light: #FFFFFF, dark:\n  rgb(1, 2, 3))")
        #expect(parsed.diagnostics == [])
        #expect(parsed.name == "color")
        #expect(parsed.arguments.map { $0.label?.name } == ["light", "dark"])
        #expect(parsed.arguments[1].termList.count == 1)
        let unlabelled = try call("rgb(1, 2, 3)")
        #expect(unlabelled.arguments.allSatisfy { $0.label == nil })
        // A label's span is the name; the argument's span is its terms.
        let labelled = try call("f(a: 1)")
        let argument = try #require(labelled.arguments.first)
        #expect(try #require(argument.label).span.length == 1 && argument.span.length == 1)
    }

    @Test func aLabelWithoutAValueOrInAListIsASyntaxError() throws {
        #expect(try call("color(light:)").diagnostics == ["E008@1:28"])
        let list = Parser.parse(TestSupport.source("tooltip T { items: [a: 1] }"))
        #expect(!list.diagnostics.isEmpty)
    }
}
