import Testing
import TipSemantics
import TipStyle
import TipSyntax

/// A tooltip's motion: `appear`, `disappear` and `emphasis`, their durations and
/// defaults, and every mistake in them.
@Suite struct AnimationConversionTests {
    /// The motion of a tooltip of `body`, which has no mistake (endless motion without a
    /// declared Reduce Motion alternative, W014, is not one here).
    private func animations(_ body: String) throws -> TooltipAnimations? {
        let result = resolveTooltip(body)
        #expect(result.rendered.filter { !$0.contains(" W014 ") } == [], "\(body)")
        return try #require(result.tooltip("T")).style.animations
    }

    @Test func transitionsJoinTheirEffects() throws {
        let motion = try #require(try animations("appear: fade(0.25s); disappear: fade(0.2s) + scale(0.8)"))
        #expect(motion.appear == TooltipTransition(effects: [TransitionEffect(kind: .fade, duration: 0.25)]))
        #expect(motion.disappear == TooltipTransition(effects: [
            TransitionEffect(kind: .fade, duration: 0.2), TransitionEffect(kind: .scale, duration: 0.2, scale: 0.8),
        ]))
        #expect(motion.emphasis == nil)
    }

    @Test func effectsWithoutADurationShareTheLongestOrTheStandardOne() throws {
        let shared = try #require(try animations("appear: scale(0.5) + fade(300ms)")?.appear)
        #expect(shared.effects.map(\.duration) == [0.3, 0.3] && shared.duration == 0.3)
        let standard = try #require(try animations("appear: fade + scale(0)")?.appear)
        #expect(standard.effects.map(\.duration) == [0.25, 0.25])
        let own = try #require(try animations("appear: fade(0.1s) + scale(0.9, 0.4s)")?.appear)
        #expect(own.effects.map(\.duration) == [0.1, 0.4] && own.duration == 0.4)
    }

    @Test func emphasisTakesItsKindsDefaultsUnlessWritten() throws {
        #expect(try animations("emphasis: pulse")?.emphasis == TooltipEmphasis(kind: .pulse, duration: 1, repeatCount: .forever))
        #expect(try animations("emphasis: bounce(0.5s, repeat: 3)")?.emphasis == TooltipEmphasis(kind: .bounce, duration: 0.5, repeatCount: .times(3)))
        #expect(try animations("emphasis: float(repeat: forever)")?.emphasis?.duration == 2)
        #expect(try animations("emphasis: float")?.emphasis?.amplitude == 4)
    }

    @Test func noneAndNothingWrittenMeanNoMotion() throws {
        #expect(try animations("") == nil)
        #expect(try animations("appear: none; emphasis: none") == nil)
        let result = resolve("style S { appear: fade; emphasis: pulse }\ntooltip T : S { text: \"x\"; emphasis: none }\n")
        #expect(result.tooltip("T")?.style.animations == TooltipAnimations(appear: TooltipTransition(effects: [TransitionEffect(kind: .fade, duration: 0.25)])))
    }

    @Test func aDeclaredReduceMotionAlternativeReplacesTheDerivedOne() throws {
        let declared = try #require(try animations(
            "appear: fade + scale(0.8); emphasis: bounce; reducedMotion { appear: fade(0.1s); emphasis: none }"))
        #expect(declared.reducedMotion == ReducedMotion(
            appear: TooltipTransition(effects: [TransitionEffect(kind: .fade, duration: 0.1)]), declared: true))
        let derived = try #require(try animations("appear: fade + scale(0.8); disappear: scale(0.5, 0.4s); emphasis: pulse"))
        #expect(derived.reducedMotion == nil, "the resolver keeps only what the file wrote")
        #expect(derived.withReducedMotion.reducedMotion == ReducedMotion(
            appear: TooltipTransition(effects: [TransitionEffect(kind: .fade, duration: 0.25)]),
            disappear: TooltipTransition(effects: [TransitionEffect(kind: .fade, duration: 0.4)]), declared: false))
    }

    @Test func aConstantMayHoldATransition() throws {
        let result = resolve("let out = fade(0.2s) + scale(0.8)\ntooltip T { text: \"x\"; disappear: out }\n")
        #expect(result.rendered == [])
        #expect(result.tooltip("T")?.style.animations?.disappear?.effects.map(\.kind) == [.fade, .scale])
    }

    @Test func durationsAreCheckedNegativeZeroAndAbsurd() {
        #expect(resolveTooltip("appear: fade(-0.2s)").rendered == ["main.tip:3:18 E043 a duration must be greater than 0"])
        #expect(resolveTooltip("appear: fade(0s)").rendered == ["main.tip:3:18 E043 a duration must be greater than 0"])
        #expect(resolveTooltip("emphasis: pulse(60s)").rendered == ["main.tip:3:21 E043 an animation of 60s is too long: at most 10s"])
        #expect(resolveTooltip("appear: fade(0.2)").with(.typeMismatch).count == 1, "a number without a unit is no duration")
    }

    @Test func valuesAreChecked() {
        #expect(resolveTooltip("appear: scale(-1)").rendered == ["main.tip:3:19 E043 `scale` must be 0 … 2, found -1"])
        #expect(resolveTooltip("appear: scale(5)").with(.valueOutOfRange).count == 1)
        #expect(resolveTooltip("emphasis: pulse(1s, repeat: 0)").rendered == ["main.tip:3:33 E043 `repeat` must be at least 1, not 0"])
        #expect(resolveTooltip("emphasis: pulse(1s, repeat: 1000)").rendered == [
            "main.tip:3:33 E043 `repeat` is at most 100, not 1000: write `repeat: forever`",
        ])
        #expect(resolveTooltip("emphasis: pulse(1s, repeat: 2.5)").with(.typeMismatch).count == 1)
        #expect(resolveTooltip("appear: fade(0.2s) + fade(0.3s)").rendered == ["main.tip:3:26 E041 `fade` is written twice in `appear`"])
        #expect(resolveTooltip("appear: scale").with(.wrongArity).count == 1, "a scale needs its factor")
        #expect(resolveTooltip("emphasis: pulse(1s, times: 3)").with(.wrongArity).count == 1)
    }

    @Test func anUnknownAnimationIsAnErrorWithASuggestion() {
        let typo = resolveTooltip("appear: fdae(0.2s)")
        #expect(typo.rendered == ["main.tip:3:13 E075 unknown animation `fdae` for `appear`"])
        #expect(typo.with(.unknownAnimation).first?.fixIts.first?.replacement == "fade")
        #expect(resolveTooltip("emphasis: pluse").with(.unknownAnimation).first?.fixIts.first?.replacement == "pulse")
        #expect(resolveTooltip("emphasis: wobble").with(.unknownAnimation).count == 1)
    }

    @Test func anAnimationOfTheOtherKindSaysWhichItIs() {
        #expect(resolveTooltip("appear: pulse").rendered == [
            "main.tip:3:13 E075 `pulse` is an emphasis: `appear` takes `fade`, `scale`",
        ])
        #expect(resolveTooltip("emphasis: fade(1s)").rendered == [
            "main.tip:3:15 E075 `fade` is a transition (`appear`, `disappear`): `emphasis` takes `pulse`, `bounce`, `float`",
        ])
    }
}
