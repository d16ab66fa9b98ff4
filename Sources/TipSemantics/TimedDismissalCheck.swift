import TipStyle
import TipSyntax

/// W015: a tooltip with actions or a close button asks to be used; one that dismisses itself
/// on a timer (`dismiss: after(…)`) takes them away from whoever needs longer to read or reach
/// them (WCAG 2.2.1, Timing Adjustable; the HIG's "Minimize use of time-boxed interface
/// elements"). The fix removes the timer from the `dismiss` where it is written, keeping `tap`
/// (or leaving `none`).
enum TimedDismissalCheck {
    static func check(_ tooltip: ResolvedTooltip, slots: SlotMap, sources: SourceSet, log: inout DiagnosticLog) {
        let hasActions = !tooltip.actions.isEmpty, hasCloseButton = tooltip.style.closeButton != nil
        guard hasActions || hasCloseButton,
              let seconds = tooltip.style.dismiss.lazy.compactMap({ trigger -> Double? in
                  if case .after(let seconds) = trigger { return seconds }
                  return nil
              }).first else { return }
        var fixIts: [FixIt] = []
        if let span = slots.span(of: .dismiss), span.end <= sources[span.file].bytes.count {
            let written = String(decoding: sources[span.file].bytes[span.start..<span.end], as: UTF8.self)
            if let fixed = withoutTimer(written), fixed != written {
                fixIts.append(FixIt(MotionMessages.removeTimer(written, fixed), replacing: written, at: span, with: fixed))
            }
        }
        log.report(
            .timedDismissalWithControls,
            MotionMessages.timedDismissal(tooltip.name, seconds: seconds, actions: hasActions, closeButton: hasCloseButton),
            at: tooltip.nameSpan, notes: fixIts.map(\.note), fixIts: fixIts)
    }

    /// The property `dismiss: tap, after(4s)` as written, without its timers: `dismiss: tap`,
    /// or `dismiss: none` when nothing else is left; nil when it is not written so (a comma
    /// inside parentheses is not between triggers).
    static func withoutTimer(_ property: String) -> String? {
        guard let colon = property.firstIndex(of: ":") else { return nil }
        var triggers: [Substring] = []
        var depth = 0, start = property.index(after: colon)
        for index in property.indices[start...] {
            switch property[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                triggers.append(property[start..<index])
                start = property.index(after: index)
            default: break
            }
        }
        triggers.append(property[start...])
        let kept = triggers.map { trigger in
            String(trigger.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }.filter { !$0.hasPrefix("after") }
        return String(property[...colon]) + " " + (kept.isEmpty ? "none" : kept.joined(separator: ", "))
    }
}
