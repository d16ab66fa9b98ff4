extension BidiResolver {
    /// An entry of the directional status stack of rules X1–X8.
    private struct DirectionalStatus {
        /// The embedding level.
        var level: UInt8
        /// The class an override gives the characters (L or R), or nil.
        var override: BidiClass?
        /// Whether an isolate initiator pushed the entry.
        var isIsolate: Bool
    }

    /// The counters of rules X1–X8 beside the stack.
    private struct Overflow {
        /// Isolate initiators that did not fit (overflow isolate count).
        var isolates = 0
        /// Embeddings and overrides that did not fit (overflow embedding count).
        var embeddings = 0
        /// Isolates on the stack (valid isolate count).
        var validIsolates = 0
    }

    /// Rules X1–X8: the explicit embedding level of every character, and the class overrides
    /// give it.
    mutating func resolveExplicitLevels() {
        var stack = [DirectionalStatus(level: baseLevel, override: nil, isIsolate: false)]
        var overflow = Overflow()
        for index in classes.indices {
            let top = stack[stack.count - 1]
            switch classes[index] {
            case .rightToLeftEmbedding, .leftToRightEmbedding, .rightToLeftOverride, .leftToRightOverride:
                levels[index] = top.level
                let bidiClass = classes[index]
                let rightToLeft = bidiClass == .rightToLeftEmbedding || bidiClass == .rightToLeftOverride
                let override: BidiClass? = switch bidiClass {
                case .rightToLeftOverride: .rightToLeft
                case .leftToRightOverride: .leftToRight
                default: nil
                }
                if let level = Self.nextLevel(after: top.level, rightToLeft: rightToLeft),
                   overflow.isolates == 0, overflow.embeddings == 0 {
                    stack.append(DirectionalStatus(level: level, override: override, isIsolate: false))
                } else if overflow.isolates == 0 {
                    overflow.embeddings += 1
                }
            case .rightToLeftIsolate, .leftToRightIsolate, .firstStrongIsolate:
                assign(top, to: index)
                let rightToLeft = switch classes[index] {
                case .rightToLeftIsolate: true
                case .leftToRightIsolate: false
                default: Self.firstStrongLevel(classes, in: index + 1..<(matchingIsolateEnds[index] ?? classes.count),
                                               skipping: matchingIsolateEnds) == 1
                }
                if let level = Self.nextLevel(after: top.level, rightToLeft: rightToLeft),
                   overflow.isolates == 0, overflow.embeddings == 0 {
                    overflow.validIsolates += 1
                    stack.append(DirectionalStatus(level: level, override: nil, isIsolate: true))
                } else {
                    overflow.isolates += 1
                }
            case .popDirectionalIsolate:
                if overflow.isolates > 0 {
                    overflow.isolates -= 1
                } else if overflow.validIsolates > 0 {
                    overflow.embeddings = 0
                    while stack.count > 1, !stack[stack.count - 1].isIsolate { stack.removeLast() }
                    if stack.count > 1 { stack.removeLast() }
                    overflow.validIsolates -= 1
                }
                assign(stack[stack.count - 1], to: index)
            case .popDirectionalFormat:
                if overflow.isolates == 0 {
                    if overflow.embeddings > 0 {
                        overflow.embeddings -= 1
                    } else if !top.isIsolate, stack.count > 1 {
                        stack.removeLast()
                    }
                }
                levels[index] = stack[stack.count - 1].level
            case .paragraphSeparator:
                levels[index] = baseLevel
            case .boundaryNeutral:
                levels[index] = top.level
            default:
                assign(top, to: index)
            }
        }
    }

    /// Gives the character at `index` the level of `status`, and its override's class if any.
    private mutating func assign(_ status: DirectionalStatus, to index: Int) {
        levels[index] = status.level
        if let override = status.override { types[index] = override }
    }

    /// The least odd (`rightToLeft`) or even level above `level`, if it is within the maximum depth.
    private static func nextLevel(after level: UInt8, rightToLeft: Bool) -> UInt8? {
        let next = rightToLeft ? (level + 1) | 1 : (level + 2) & ~1
        return next <= maximumDepth ? next : nil
    }
}
