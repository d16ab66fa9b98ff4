import Testing
import TipLayout
import TipStyle
import TipTestSupport
import TipText

/// A style's `ligatures` reaches the text engine in every request the layout makes.
@Suite struct LigaturesLayoutTests {
    /// Whether ligatures were on in each request `measurer` recorded (there must be some).
    private func ligatures(asked measurer: RecordingMeasurer) -> Set<Bool> {
        #expect(!measurer.requests.isEmpty)
        return Set(measurer.requests.map(\.font.ligatures))
    }

    @Test func aTooltipWithLigaturesNoneMeasuresWithoutThem() {
        let measurer = RecordingMeasurer()
        let style = tooltipStyle {
            $0.ligatures = .none
            $0.font.family = "Brand"  // a named family: its faces are asked for too
            $0.maxWidth = 60
        }
        let tip = Layout.tooltip(named: "T", text: "office affine fluff", style: style, measurer: measurer).tooltip
        #expect(tip.text.lines.count > 1)
        #expect(ligatures(asked: measurer) == [false])
        #expect(Set(measurer.requests.map(\.method)).isSuperset(of: [.metrics, .graphemeAdvances, .faceNames]))
    }

    @Test func aTagGroupWithLigaturesNoneMeasuresWithoutThem() {
        let measurer = RecordingMeasurer()
        let style = tagGroupStyle {
            $0.tag.ligatures = .none
            $0.tag.font.family = "Brand"
            $0.maxRows = 1
        }
        let group = Layout.tagGroup(named: "G", items: ["office", "affine", "fluff", "flow"], style: style, measurer: measurer).group
        #expect(group.hiddenCount > 0)  // the `+N` tag is measured too
        #expect(ligatures(asked: measurer) == [false])
        #expect(Set(measurer.requests.map(\.method)).isSuperset(of: [.metrics, .faceNames]))
    }

    @Test func byDefaultLigaturesAreOn() {
        let tooltip = RecordingMeasurer(), tags = RecordingMeasurer()
        _ = Layout.tooltip(named: "T", text: "office", style: tooltipStyle(), measurer: tooltip)
        _ = Layout.tagGroup(named: "G", items: ["office"], style: tagGroupStyle(), measurer: tags)
        #expect(ligatures(asked: tooltip) == [true])
        #expect(ligatures(asked: tags) == [true])
    }

    @Test func aScaledFontKeepsLigaturesOff() {
        let measurer = RecordingMeasurer()
        let style = tooltipStyle {
            $0.font = FontStyle(textStyle: .body)
            $0.ligatures = .none
        }
        let tip = Layout.tooltip(named: "T", text: "office", style: style, measurer: measurer, sizeCategory: .accessibility3).tooltip
        #expect(tip.text.font.size > 17)
        #expect(ligatures(asked: measurer) == [false])
    }
}
