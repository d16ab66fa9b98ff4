import Testing
import TipSemantics
import TipStyle
import TipSyntax

@Suite struct InheritanceTests {
    @Test func blocksMergeMemberByMember() throws {
        let result = resolve("""
            style Base { arrow { edge: top; position: 30%; width: 20 }; font: "Avenir" 15 bold }
            tooltip T : Base { text: "x"; arrow { width: 7 }; font { size: 12 } }
            """)
        #expect(result.rendered == [])
        let spec = try #require(result.tooltip("T"))
        #expect(spec.style.arrow == ArrowStyle(edge: .top, position: .percent(30), width: 7, height: 8, apexRadius: 0))
        #expect(spec.style.font == FontStyle(family: "Avenir", size: 12, weight: .bold))
    }

    @Test func nearestInTheChainWins() throws {
        let result = resolve("""
            style A { cornerRadius: 1; lineSpacing: 1; opacity: 0.1 }
            style B : A { cornerRadius: 2; lineSpacing: 2 }
            tooltip T : B { text: "x"; cornerRadius: 3 }
            """)
        #expect(result.rendered == [])
        let spec = try #require(result.tooltip("T"))
        #expect(spec.style.cornerRadius == 3)
        #expect(spec.style.lineSpacing == 2)
        #expect(spec.style.opacity == 0.1)
    }

    @Test func listsReplaceRatherThanAppend() throws {
        let result = resolve("""
            tags Base { items: ["a", "b"] }
            tags Child : Base { items: ["c"] }
            tooltip P { text: "x"; dismiss: tap, after(1s) }
            tooltip Q : P { dismiss: after(3s) }
            """)
        #expect(result.rendered == [])
        #expect(try #require(result.tags("Child")).items == ["c"])
        #expect(try #require(result.tooltip("Q")).style.dismiss == [.after(seconds: 3)])
    }

    @Test func componentMayInheritFromComponentOfItsKind() throws {
        let result = resolve("tooltip A { text: \"a\"; background: red }\ntooltip B : A { text: \"b\" }\n")
        #expect(result.rendered == [])
        #expect(try #require(result.tooltip("B")).style.background == rgba(0xFF0000FF))
    }

    @Test func shorthandAndLonghandLaterWriteWins() throws {
        let result = resolve("""
            style Base { padding: 8 16; border: white 2; font: 15 medium; arrow: top leading(4) }
            tooltip Longhands : Base {
                text: "x"
                padding.top: 1
                borderColor: red
                font.weight: bold
                arrow.position: trailing(5)
            }
            tooltip SameBlock {
                text: "x"
                padding { top: 1 }
                padding: 3
                borderWidth: 4
                border: blue 1
                padding.left: 9
            }
            tooltip ShorthandOverridesParentLonghand : Longhands { padding: 2; arrow: bottom }
            """)
        #expect(result.rendered == [])
        let longhands = try #require(result.tooltip("Longhands"))
        #expect(longhands.style.padding == EdgeInsets(top: 1, left: 16, bottom: 8, right: 16))
        #expect(longhands.style.border == Border(color: rgba(0xFF0000FF), width: 2))
        #expect(longhands.style.font == FontStyle(size: 15, weight: .bold))
        #expect(longhands.style.arrow.edge == .top && longhands.style.arrow.position == .trailing(5))

        let same = try #require(result.tooltip("SameBlock"))
        #expect(same.style.padding == EdgeInsets(top: 3, left: 9, bottom: 3, right: 3))
        #expect(same.style.border == Border(color: rgba(0x0000FFFF), width: 1))

        let over = try #require(result.tooltip("ShorthandOverridesParentLonghand"))
        #expect(over.style.padding == EdgeInsets(all: 2))
        #expect(over.style.arrow.edge == .bottom && over.style.arrow.position == .trailing(5))
    }

    @Test func cycleOfTwoIsReportedOnceWithTheChain() throws {
        let result = resolve("""
            style A : B { cornerRadius: 1 }
            style B : A { lineSpacing: 2 }
            tooltip T : A { text: "x" }
            """)
        #expect(result.rendered == ["main.tip:1:11 E029 inheritance cycle: `A` → `B` → `A`"])
        let spec = try #require(result.tooltip("T"))
        #expect(spec.style.cornerRadius == 1)
    }

    @Test func cycleOfThreeNamesEveryMember() {
        let result = resolve("""
            style Z { }
            style A : C { }
            style B : A { }
            style C : B { }
            tooltip T : Z { text: "x" }
            """)
        #expect(result.rendered == ["main.tip:2:11 E029 inheritance cycle: `A` → `C` → `B` → `A`"])
    }

    @Test func selfInheritanceIsACycle() {
        let result = resolve("tooltip T : T { text: \"x\" }")
        #expect(result.rendered == ["main.tip:1:13 E029 inheritance cycle: `T` → `T`"])
    }

    @Test func unknownParentSuggestsAStyleAndStillResolvesOwnProperties() throws {
        let result = resolve("""
            style Bubble { background: red }
            tooltip T : Bubbel { text: "x"; cornerRadius: 2 }
            """)
        #expect(result.rendered == [
            "main.tip:1:7 W002 style `Bubble` is never used",
            "main.tip:2:13 E021 unknown style `Bubbel`",
        ])
        #expect(result.with(.unknownStyle).first?.notes.map(\.message) == ["did you mean `Bubble`?"])
        #expect(try #require(result.tooltip("T")).style.cornerRadius == 2)
    }

    @Test func parentOfAnotherKind() {
        let result = resolve("""
            tags G { items: [] }
            tooltip T : G { text: "x" }
            tooltip U { text: "u" }
            style S : U { }
            tags H : U { items: [] }
            """)
        #expect(result.rendered == [
            "main.tip:2:13 E030 tooltip `T` cannot inherit from tag group `G`; its parent must be a style or a tooltip",
            "main.tip:4:7 W002 style `S` is never used",
            "main.tip:4:11 E030 style `S` cannot inherit from tooltip `U`; its parent must be a style",
            "main.tip:5:10 E030 tag group `H` cannot inherit from tooltip `U`; its parent must be a style or a tag group",
        ])
        #expect(result.with(.parentKindMismatch).allSatisfy { $0.notes.first?.span != nil })
    }

    @Test func longChainIsWalkedWithoutRecursion() throws {
        let count = 10_000
        var text = "style S0 { cornerRadius: 3 }\n"
        for index in 1..<count { text += "style S\(index) : S\(index - 1) { }\n" }
        text += "tooltip T : S\(count - 1) { text: \"deep\" }\n"
        let result = resolve(text)
        #expect(result.rendered == [])
        #expect(try #require(result.tooltip("T")).style.cornerRadius == 3)
    }

    @Test func longCycleIsReportedOnce() {
        let count = 2_000
        var text = "style S0 : S\(count - 1) { }\n"
        for index in 1..<count { text += "style S\(index) : S\(index - 1) { }\n" }
        text += "tooltip T : S5 { text: \"x\" }\n"
        let result = resolve(text)
        #expect(result.with(.inheritanceCycle).count == 1)
        #expect(result.diagnostics.count == 1)
    }
}
