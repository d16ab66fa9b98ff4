import TipStyle
import TipSyntax

/// A tooltip's motion: `appear` and `disappear`, each `none` or effects joined with `+`
/// (`fade(0.2s) + scale(0.8)`), and `emphasis`, `none` or `pulse`, `bounce`, `float`, each
/// optionally `(DURATION, repeat: COUNT | forever)`. Durations are `s` or `ms`, above 0 and at
/// most ``TooltipAnimations/maximumDuration`` (E043); an unknown name is E075 with a
/// suggestion, a name of the other kind E075 saying which kind it is.
extension ValueConverter {
    /// The transition of `appear` or `disappear` (`property`): nil inside for `none`.
    mutating func transition(_ value: Value, for property: String) -> SlotValue? {
        guard let term = single(value, for: property) else { return nil }
        if Self.isWord(term, "none") { return .transition(nil) }
        let parts: [Term] = if case .combination(let parts) = term.kind { parts } else { [term] }
        var effects: [(kind: TransitionEffect.Kind, duration: Double?, scale: Double?)] = []
        var failed = false
        for part in parts {
            guard let effect = transitionEffect(part, for: property) else {
                failed = true
                continue
            }
            if effects.contains(where: { $0.kind == effect.kind }) {
                log.report(.wrongArity, SemanticMessages.effectTwice(effect.kind.rawValue, in: property), at: part.span)
                failed = true
                continue
            }
            effects.append(effect)
        }
        guard !failed else { return nil }
        // An effect without a duration runs as long as the longest written, else the standard.
        let shared = effects.compactMap(\.duration).max() ?? TooltipTransition.standardDuration
        return .transition(TooltipTransition(effects: effects.map {
            TransitionEffect(kind: $0.kind, duration: $0.duration ?? shared, scale: $0.scale)
        }))
    }

    /// `fade`, `fade(DURATION)`, `scale(FACTOR)` or `scale(FACTOR, DURATION)`.
    private mutating func transitionEffect(
        _ term: Term, for property: String
    ) -> (kind: TransitionEffect.Kind, duration: Double?, scale: Double?)? {
        guard let (name, written) = animationName(term, for: property, among: TransitionEffect.Kind.allCases.map(\.rawValue),
                                                  otherKind: TooltipEmphasis.Kind.allCases.map(\.rawValue)),
              let kind = TransitionEffect.Kind(rawValue: name.name)
        else { return nil }
        let expected = kind == .fade ? 0...1 : 1...2
        guard expected.contains(written.count) else {
            log.report(.wrongArity, SemanticMessages.effectArguments(kind.rawValue), at: term.span)
            return nil
        }
        var arguments = written[...]
        var scale: Double?
        if kind == .scale {
            guard let factorTerm = argumentTerm(arguments.removeFirst(), of: kind.rawValue), let factor = scaleFactor(factorTerm) else {
                return nil
            }
            scale = factor
        }
        guard let last = arguments.first else { return (kind, nil, scale) }
        guard let term = argumentTerm(last, of: kind.rawValue), let seconds = animationDuration(term) else { return nil }
        return (kind, seconds, scale)
    }

    /// The size a `scale` effect scales from or to: a plain number in 0 … 2.
    private mutating func scaleFactor(_ term: Term) -> Double? {
        guard case .number(let factor, .none) = term.kind else { return mismatch(term, expected: .transition) }
        guard TransitionEffect.scaleRange.contains(factor) else {
            log.report(.valueOutOfRange, SemanticMessages.outOfRange("scale", factor, "0 … 2"), at: term.span)
            return nil
        }
        return factor
    }

    /// The emphasis: nil inside for `none`.
    mutating func emphasis(_ value: Value, for property: String) -> SlotValue? {
        guard let term = single(value, for: property) else { return nil }
        if Self.isWord(term, "none") { return .emphasis(nil) }
        guard let (name, arguments) = animationName(term, for: property, among: TooltipEmphasis.Kind.allCases.map(\.rawValue),
                                                    otherKind: TransitionEffect.Kind.allCases.map(\.rawValue)),
              let kind = TooltipEmphasis.Kind(rawValue: name.name)
        else { return nil }
        var duration: Double?
        var repeats = AnimationRepeat.forever
        for (position, argument) in arguments.enumerated() {
            switch argument.label?.name {
            case nil where position == 0:
                guard let term = argumentTerm(argument, of: kind.rawValue), let seconds = animationDuration(term) else { return nil }
                duration = seconds
            case "repeat"? where position == arguments.count - 1 && position <= 1:
                guard argument.termList.count == 1, let count = repeatCount(argument.termList[0]) else {
                    if argument.termList.count != 1 {
                        log.report(.wrongArity, SemanticMessages.wrongTermCount("`repeat`", expected: "1 value", found: argument.termList.count),
                                   at: argument.span)
                    }
                    return nil
                }
                repeats = count
            default:
                log.report(.wrongArity, SemanticMessages.emphasisArguments(kind.rawValue), at: argument.label?.span ?? argument.span)
                return nil
            }
        }
        return .emphasis(TooltipEmphasis(kind: kind, duration: duration, repeatCount: repeats))
    }

    /// `forever`, or a whole number from 1 to ``AnimationRepeat/maximumTimes``.
    private mutating func repeatCount(_ term: Term) -> AnimationRepeat? {
        if Self.isWord(term, "forever") { return .forever }
        guard case .number(let count, .none) = term.kind, count == count.rounded(), abs(count) < 1e9 else {
            return mismatch(term, expected: .emphasis)
        }
        guard count >= 1, Int(count) <= AnimationRepeat.maximumTimes else {
            log.report(.valueOutOfRange, SemanticMessages.repeatOutOfRange(count), at: term.span)
            return nil
        }
        return .times(Int(count))
    }

    /// A duration of an animation: as any duration, and at most
    /// ``TooltipAnimations/maximumDuration``.
    private mutating func animationDuration(_ term: Term) -> Double? {
        guard let seconds = duration(term, in: .transition) else { return nil }
        guard seconds <= TooltipAnimations.maximumDuration else {
            log.report(.valueOutOfRange, SemanticMessages.animationTooLong(seconds), at: term.span)
            return nil
        }
        return seconds
    }

    /// The name of the animation `term` writes — bare or called — and its arguments, if it is
    /// one of `names`; an unknown name (or one of `otherKind`, the names the other property
    /// takes) is E075, anything else E040.
    private mutating func animationName(
        _ term: Term, for property: String, among names: [String], otherKind: [String]
    ) -> (name: Identifier, arguments: [ValueElement])? {
        let name: Identifier, arguments: [ValueElement]
        switch term.kind {
        case .identifier(let word): (name, arguments) = (Identifier(word, span: term.span), [])
        case .call(let function, let written): (name, arguments) = (function, written)
        default: return mismatch(term, expected: property == "emphasis" ? .emphasis : .transition)
        }
        if names.contains(name.name) { return (name, arguments) }
        if otherKind.contains(name.name) {
            log.report(.unknownAnimation, SemanticMessages.animationOfOtherKind(name.name, property: property, takes: names), at: name.span)
        } else {
            log.report(
                .unknownAnimation, SemanticMessages.unknownAnimation(name.name, property: property), at: name.span,
                suggesting: Suggestions.suggestion(for: name.name, at: name.span, among: names),
                otherwise: [DiagnosticNote(SemanticMessages.animationsTaken(property, names))])
        }
        return nil
    }
}
