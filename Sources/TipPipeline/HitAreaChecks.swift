import TipModel
import TipSyntax

/// W013, on a laid-out component: each part to tap — an action, the close button, a tag of a
/// tappable group — needs a hit area of at least ``TipRect/minimumHitSize`` points each way,
/// and no two hit areas may overlap (a tap there would be taken by one of two controls).
/// Touching is not overlapping. A component's overlaps are reported together, naming the
/// deepest.
enum HitAreaChecks {
    /// One part's hit area and how the message names it.
    struct Target: Sendable {
        let name: String
        let frame: TipRect
    }

    /// Within this many points, two lengths are the same (what the layout's arithmetic may
    /// leave behind).
    static let tolerance = 0.0005

    /// The parts of `model` that answer taps, in reading order.
    static func targets(of model: TipComponent) -> [Target] {
        switch model {
        case .tooltip(let tooltip):
            tooltip.actions.map { Target(name: AccessibilityMessages.action($0.id), frame: $0.hitFrame) }
                + (tooltip.closeButton.map { [Target(name: "its close button", frame: $0.hitFrame)] } ?? [])
        case .tags(let group):
            group.tags.compactMap { tag in tag.hitFrame.map { Target(name: AccessibilityMessages.tag(tag.text), frame: $0) } }
        }
    }

    /// What is wrong with `targets`: each one too small, then their overlaps.
    static func findings(of targets: [Target]) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        let minimum = TipRect.minimumHitSize
        for target in targets {
            let lack = max(minimum - target.frame.width, minimum - target.frame.height)
            guard lack > tolerance else { continue }
            findings.append(AccessibilityFinding(
                check: .hitAreaTooSmall, part: "size " + target.name,
                problem: { AccessibilityMessages.hitAreaTooSmall(target.name, width: target.frame.width, height: target.frame.height) },
                measure: lack, variant: AccessibilityVariant()))
        }
        let overlaps = self.overlaps(of: targets)
        if let deepest = overlaps.max(by: { $0.depth < $1.depth }) {
            let (first, second, others) = (targets[deepest.first].name, targets[deepest.second].name, overlaps.count - 1)
            findings.append(AccessibilityFinding(
                check: .hitAreaTooSmall, part: "overlap",
                problem: { AccessibilityMessages.hitAreasOverlap(first, second, by: deepest.depth, others: others) },
                measure: deepest.depth, variant: AccessibilityVariant()))
        }
        return findings
    }

    /// Every pair of `targets` whose hit areas overlap, and how deep: the overlap's narrower
    /// side. A sweep down the areas compares each only with those that start above its bottom.
    static func overlaps(of targets: [Target]) -> [(first: Int, second: Int, depth: Double)] {
        let order = targets.indices.sorted { (targets[$0].frame.minY, $0) < (targets[$1].frame.minY, $1) }
        var found: [(first: Int, second: Int, depth: Double)] = []
        for (position, index) in order.enumerated() {
            let frame = targets[index].frame
            for other in order[(position + 1)...] {
                let next = targets[other].frame
                guard next.minY < frame.maxY - tolerance else { break }
                let width = min(frame.maxX, next.maxX) - max(frame.minX, next.minX)
                let height = min(frame.maxY, next.maxY) - max(frame.minY, next.minY)
                guard width > tolerance, height > tolerance else { continue }
                found.append((min(index, other), max(index, other), min(width, height)))
            }
        }
        return found.sorted { ($0.first, $0.second) < ($1.first, $1.second) }
    }
}
