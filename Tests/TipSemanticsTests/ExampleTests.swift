import Testing
import TipSemantics
import TipStyle
import TipSyntax

/// The example of language.md, with a style imported from another file.
@Suite struct ExampleTests {
    static let brand = """
        let accent = #FF9500
        style Brand { background: accent }
        """

    static let main = """
        import "brand.tip"

        let brand = #01B7FF
        let radius = 4

        style Bubble {
            background: brand
            textColor: white
            font: 17
            padding: 8 16
            cornerRadius: radius
            arrow { edge: bottom; position: center; width: 20; height: 20 }
        }

        style Outlined : Bubble {
            border: white 2
        }

        tooltip New : Outlined {
            text: "新着"
            padding { top: 2; left: 4; bottom: 2; right: 4 }
            arrow { width: 7; height: 4.5 }
        }

        tooltip Greeting : Brand {
            text: "iOS 앱 개발 알아가기, jake블로그, tipView 포스팅 글"
            width: 177
            lineBreakMode: charWrap
            cornerRadius: 16
            padding: 10 16
            arrow { edge: top; position: leading(70.5); width: 11; height: 6 }
            dismiss: tap, after(4s)
        }

        tags Keywords {
            items: ["NSiOS", "Enes", "가나다라"]
            width: 320
            spacing: 8
            rowHeight: 30
            alignment: center
            background: lightGray
            tag {
                padding: 0 10
                textColor: purple
                font: 15 medium
                cornerRadius: 15
                border: purple 1
            }
        }
        """

    @Test func resolvesWithoutDiagnostics() throws {
        let result = resolve(Self.main, path: "samples/example.tip", files: ["samples/brand.tip": Self.brand])
        #expect(result.rendered == [])
        #expect(result.document.source == "samples/example.tip")
        #expect(result.document.components.map(\.name) == ["New", "Greeting", "Keywords"])

        let new = try #require(result.tooltip("New"))
        #expect(new.text == "新着")
        #expect(new.style.arrow == ArrowStyle(edge: .bottom, position: .center, width: 7, height: 4.5, apexRadius: 0))
        #expect(new.style.border == Border(color: rgba(0xFFFFFFFF), width: 2))
        #expect(new.style.background == rgba(0x01B7FFFF))
        #expect(new.style.cornerRadius == 4)
        #expect(new.style.padding == EdgeInsets(top: 2, left: 4, bottom: 2, right: 4))

        let greeting = try #require(result.tooltip("Greeting"))
        #expect(greeting.style.background == rgba(0xFF9500FF))
        #expect(greeting.style.width == 177)
        #expect(greeting.style.lineBreakMode == .charWrap)
        #expect(greeting.style.dismiss == [.tap, .after(seconds: 4)])
        #expect(greeting.style.arrow == ArrowStyle(edge: .top, position: .leading(70.5), width: 11, height: 6, apexRadius: 0))

        let keywords = try #require(result.tags("Keywords"))
        #expect(keywords.items == ["NSiOS", "Enes", "가나다라"])
        #expect(keywords.style.width == 320)
        #expect(keywords.style.horizontalSpacing == 8 && keywords.style.verticalSpacing == 8)
        #expect(keywords.style.rowHeight == .fixed(30))
        #expect(keywords.style.alignment == .center)
        #expect(keywords.style.background == rgba(0xAAAAAAFF))
        var tag = TagStyle()
        tag.padding = EdgeInsets(vertical: 0, horizontal: 10)
        tag.textColor = rgba(0x800080FF)
        tag.font = FontStyle(size: 15, weight: .medium)
        tag.cornerRadius = 15
        tag.border = Border(color: rgba(0x800080FF), width: 1)
        #expect(keywords.style.tag == tag)
    }
}
