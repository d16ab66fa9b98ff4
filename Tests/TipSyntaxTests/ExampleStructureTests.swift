import Foundation
import Testing
@testable import TipSyntax

/// The language reference's example, parsed in full.
@Suite struct ExampleStructureTests {
    let file: SourceFile
    let document: Document
    let diagnostics: [Diagnostic]

    init() throws {
        file = try TestSupport.source(at: TestSupport.fixtures.appendingPathComponent("example.tip"))
        (document, diagnostics) = Parser.parse(file)
    }

    func component(_ index: Int) throws -> ComponentDeclaration {
        guard case .component(let component) = document.declarations[index] else {
            throw TestFailure("declaration \(index) is not a component")
        }
        return component
    }

    @Test func parsesWithoutDiagnostics() {
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(document.declarations.count == 8)
    }

    @Test func importAndConstants() throws {
        guard case .importFile(let importDeclaration) = document.declarations[0] else {
            throw TestFailure("first declaration is not an import")
        }
        #expect(importDeclaration.path == "brand.tip")
        #expect(TestSupport.text(importDeclaration.span, in: file) == "import \"brand.tip\"")
        #expect(TestSupport.text(importDeclaration.pathSpan, in: file) == "\"brand.tip\"")
        guard case .constant(let brand) = document.declarations[1],
              case .constant(let radius) = document.declarations[2] else {
            throw TestFailure("declarations 1 and 2 are not constants")
        }
        #expect(brand.name.name == "brand")
        #expect(brand.value.sketch == "#01B7FF")
        #expect(TestSupport.text(brand.span, in: file) == "let brand = #01B7FF")
        #expect(radius.value.sketch == "4.0")
    }

    @Test func styleWithNestedBlock() throws {
        let bubble = try component(3)
        #expect(bubble.kind == .style)
        #expect(bubble.name.name == "Bubble")
        #expect(bubble.parent == nil)
        let properties = TestSupport.properties(bubble.body)
        #expect(properties.map(\.name) == ["background", "textColor", "font", "padding", "cornerRadius"])
        #expect(properties.map(\.value.sketch) == ["brand", "white", "17.0", "8.0 16.0", "radius"])
        guard case .block(let arrow) = bubble.body.members.last else {
            throw TestFailure("last member of Bubble is not a block")
        }
        #expect(arrow.name.name == "arrow")
        #expect(TestSupport.properties(arrow.body).map { "\($0.name)=\($0.value.sketch)" }
            == ["edge=bottom", "position=center", "width=20.0", "height=20.0"])
        #expect(TestSupport.text(arrow.span, in: file)
            == "arrow { edge: bottom; position: center; width: 20; height: 20 }")
        #expect(TestSupport.text(bubble.span, in: file).hasPrefix("style Bubble {"))
        #expect(TestSupport.text(bubble.span, in: file).hasSuffix("}"))
    }

    @Test func inheritanceAndTooltips() throws {
        let outlined = try component(4)
        #expect(outlined.parent?.name == "Bubble")
        #expect(TestSupport.text(outlined.parent!.span, in: file) == "Bubble")
        let new = try component(5)
        #expect(new.kind == .tooltip)
        #expect(TestSupport.properties(new.body).first?.value.sketch == "\"新着\"")
        let greeting = try component(6)
        let properties = TestSupport.properties(greeting.body)
        let dismiss = try #require(properties.first { $0.name == "dismiss" })
        #expect(dismiss.value.elements.count == 2)
        #expect(dismiss.value.sketch == "tap, after(4.0s)")
        #expect(properties.first { $0.name == "lineBreakMode" }?.value.sketch == "charWrap")
        let blocks = greeting.body.members.compactMap { member -> NestedBlock? in
            if case .block(let block) = member { return block }
            return nil
        }
        let arrow = try #require(blocks.first)
        #expect(blocks.map(\.name.name) == ["arrow"])
        #expect(TestSupport.properties(arrow.body).first { $0.name == "position" }?.value.sketch == "leading(70.5)")
    }

    @Test func tagGroupWithListAndTagBlock() throws {
        let keywords = try component(7)
        #expect(keywords.kind == .tags)
        let items = try #require(TestSupport.properties(keywords.body).first)
        #expect(items.name == "items")
        guard case .list(let elements) = items.value.elements.first?.terms.first?.kind else {
            throw TestFailure("items is not a list")
        }
        #expect(elements.count == 7)
        #expect(elements[6].sketch == "\"좋은 하루되세요~!\"")
        guard case .block(let tag) = keywords.body.members.last else {
            throw TestFailure("last member of Keywords is not a block")
        }
        #expect(tag.name.name == "tag")
        #expect(TestSupport.properties(tag.body).map(\.value.sketch)
            == ["0.0 10.0", "purple", "15.0 medium", "15.0", "purple 1.0"])
    }

    @Test func propertySpansRunFromNameToValueEnd() throws {
        let greeting = try component(6)
        for member in greeting.body.members {
            guard case .property(let property) = member else { continue }
            let text = TestSupport.text(property.span, in: file)
            #expect(text.hasPrefix(property.path[0].name + ":"))
            #expect(!text.hasSuffix(" "))
            #expect(!text.contains("//"))
        }
        let dismiss = try #require(greeting.body.members.compactMap { member -> Property? in
            if case .property(let property) = member, property.path[0].name == "dismiss" { return property }
            return nil
        }.first)
        #expect(TestSupport.text(dismiss.span, in: file) == "dismiss: tap, after(4s)")
        #expect(TestSupport.text(dismiss.value.elements[1].span, in: file) == "after(4s)")
    }
}

/// A failure raised by a test's own checks.
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
