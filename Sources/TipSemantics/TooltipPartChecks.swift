import TipStyle
import TipSyntax

/// The checks of a resolved tooltip's parts that need its whole chain of styles: an icon
/// without a name (E045), an icon the bubble cannot hold (E073), motion without a declared
/// Reduce Motion alternative (W014, ``ReducedMotionCheck``), a timer that takes actions away
/// (W015, ``TimedDismissalCheck``). Each is reported at the tooltip's name.
enum TooltipPartChecks {
    static func check(_ tooltip: ResolvedTooltip, slots: SlotMap, sources: SourceSet, log: inout DiagnosticLog) {
        checkIcon(of: tooltip, slots: slots, log: &log)
        ReducedMotionCheck.check(tooltip, slots: slots, log: &log)
        TimedDismissalCheck.check(tooltip, slots: slots, sources: sources, log: &log)
    }

    /// An icon that is on needs a name; one with a name must leave the text room in a bubble
    /// of bounded width: across it, a `leading` icon and its spacing take less than the
    /// content box's width (less a close button's room), a `top` icon at most that width. (A
    /// bubble that hugs its content without `maxWidth` grows to hold any icon.)
    private static func checkIcon(of tooltip: ResolvedTooltip, slots: SlotMap, log: inout DiagnosticLog) {
        guard slots.enabled(.icon) == true else { return }
        let notes = slots.span(of: .icon).map { [DiagnosticNote(SemanticMessages.iconSetHere, at: $0)] } ?? []
        guard slots[.iconName] != nil else {
            log.report(
                .missingRequiredProperty, SemanticMessages.iconWithoutName(tooltip.name), at: tooltip.nameSpan,
                notes: notes + [DiagnosticNote(SemanticMessages.addIconName)])
            return
        }
        guard let icon = tooltip.style.icon, let width = contentWidth(of: tooltip.style) else { return }
        let room = max(0, width - (tooltip.style.closeButton?.reserve(padding: tooltip.style.padding) ?? 0))
        let message: String
        switch icon.placement {
        case .leading:
            let needs = icon.size + icon.spacing
            guard needs >= room else { return }
            message = SemanticMessages.leadingIconTooLarge(tooltip.name, needs: needs, room: room)
        case .top:
            guard icon.size > room else { return }
            message = SemanticMessages.topIconTooLarge(tooltip.name, needs: icon.size, room: room)
        }
        log.report(
            .iconTooLarge, message, at: tooltip.nameSpan,
            notes: (slots.span(of: .iconSize).map { [DiagnosticNote(SemanticMessages.iconSetHere, at: $0)] } ?? notes)
                + [DiagnosticNote(SemanticMessages.iconTooLargeHint)])
    }

    /// The widest the bubble's content may be — its `width`, else its `maxWidth`, less the
    /// padding and both borders, as the layout takes it — or nil when it hugs its content
    /// without a limit.
    static func contentWidth(of style: TooltipStyle) -> Double? {
        guard let bound = style.width ?? style.maxWidth else { return nil }
        return max(0, bound - style.padding.horizontal - 2 * max(0, style.border?.width ?? 0))
    }
}
