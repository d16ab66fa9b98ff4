import Testing
@testable import TipSyntax

/// The tree's small lists and the parser's name cache.
@Suite struct SyntaxListTests {
    @Test func keepsElementsInOrder() {
        #expect(Array(SyntaxList<Int>()) == [])
        #expect(Array(SyntaxList(one: 7)) == [7])
        #expect(Array(SyntaxList([1, 2, 3])) == [1, 2, 3])
        var list = SyntaxList<Int>()
        for number in 0..<100 { list.append(number) }
        #expect(Array(list) == Array(0..<100))
        #expect(list.count == 100 && list[99] == 99)
    }

    @Test func oldArrayMembersMatchTheLists() {
        let file = TestSupport.source("tooltip T { arrow.edge: top; padding: 1 2, 3 }")
        guard case .component(let tooltip) = Parser.parse(file).document.declarations.first else {
            Issue.record("no component")
            return
        }
        let properties = tooltip.body.members.compactMap { member -> Property? in
            if case .property(let property) = member { return property }
            return nil
        }
        #expect(properties.map { $0.path.map(\.name) } == [["arrow", "edge"], ["padding"]])
        #expect(properties[1].value.elements.count == 2)
        #expect(properties[1].value.elements[0].terms.count == 2)
    }

    /// Nested lists collected on one stack each take back exactly their own nodes, in order.
    @Test func nodeStackHandsEachListItsOwnNodes() {
        var stack = NodeStack<String>()
        let outer = stack.count
        stack.push("a")
        let inner = stack.count
        stack.push("b")
        stack.push("c")
        #expect(stack.pop(from: inner) == ["b", "c"])
        let empty = stack.count
        #expect(stack.pop(from: empty) == [])
        stack.push("d")
        #expect(stack.pop(from: outer) == ["a", "d"])
        #expect(stack.count == 0)
    }

    @Test func nameCacheReturnsEachNameItsOwnText() {
        var cache = NameCache()
        let words = (0..<2_000).map { "n\($0)" } + ["background", "a", "ab", "text", "Tip123456789"]
        for _ in 0..<2 {
            for word in words {
                let bytes = Array(word.utf8)
                #expect(cache.name(bytes, from: 0, to: bytes.count) == word)
            }
        }
    }
}
