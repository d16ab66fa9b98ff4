/// Arabic joining (HarfBuzz's `arabic_joining`): which positional form each character of a run
/// takes, from the Joining_Type of the characters around it, by HarfBuzz's state machine
/// (which includes Syriac's ALAPH and DALATH RISH rules). Transparent characters (marks) take
/// no form and do not break a join.
enum ArabicJoining {
    /// A positional form, in the order HarfBuzz adds their features.
    enum Form: Int, CaseIterable, Sendable {
        case isolated, final, final2, final3, medial, medial2, initial

        /// The GSUB feature that makes the form.
        var featureTag: String {
            switch self {
            case .isolated: "isol"
            case .final: "fina"
            case .final2: "fin2"
            case .final3: "fin3"
            case .medial: "medi"
            case .medial2: "med2"
            case .initial: "init"
            }
        }
    }

    /// The state machine's columns.
    private enum Column: Int { case nonJoining, left, right, dual, alaph, dalathRish }

    /// One transition: the form the previous joining character takes (nil: unchanged), the
    /// current one's form, and the next state.
    private typealias Transition = (previous: Form?, current: Form?, next: Int)

    private static let states: [[Transition]] = [
        // 0: the previous character was U, not willing to join.
        [(nil, nil, 0), (nil, .isolated, 2), (nil, .isolated, 1), (nil, .isolated, 2), (nil, .isolated, 1), (nil, .isolated, 6)],
        // 1: the previous was R or ISOL/ALAPH, not willing to join.
        [(nil, nil, 0), (nil, .isolated, 2), (nil, .isolated, 1), (nil, .isolated, 2), (nil, .final2, 5), (nil, .isolated, 6)],
        // 2: the previous was D/L in ISOL form, willing to join.
        [(nil, nil, 0), (nil, .isolated, 2), (.initial, .final, 1), (.initial, .final, 3), (.initial, .final, 4), (.initial, .final, 6)],
        // 3: the previous was D in FINA form, willing to join.
        [(nil, nil, 0), (nil, .isolated, 2), (.medial, .final, 1), (.medial, .final, 3), (.medial, .final, 4), (.medial, .final, 6)],
        // 4: the previous was FINA ALAPH, not willing to join.
        [(nil, nil, 0), (nil, .isolated, 2), (.medial2, .isolated, 1), (.medial2, .isolated, 2), (.medial2, .final2, 5), (.medial2, .isolated, 6)],
        // 5: the previous was FIN2/FIN3 ALAPH, not willing to join.
        [(nil, nil, 0), (nil, .isolated, 2), (.isolated, .isolated, 1), (.isolated, .isolated, 2), (.isolated, .final2, 5), (.isolated, .isolated, 6)],
        // 6: the previous was DALATH/RISH, not willing to join.
        [(nil, nil, 0), (nil, .isolated, 2), (nil, .isolated, 1), (nil, .isolated, 2), (nil, .final3, 5), (nil, .isolated, 6)],
    ]

    /// The form of each of `scalars` (a run in logical order), nil for those that take none.
    static func forms(of scalars: [Unicode.Scalar]) -> [Form?] {
        var forms = [Form?](repeating: nil, count: scalars.count)
        var previous: Int?
        var state = 0
        for (index, scalar) in scalars.enumerated() {
            guard let column = column(of: scalar) else { continue }
            let transition = states[state][column.rawValue]
            if let form = transition.previous, let previous { forms[previous] = form }
            forms[index] = transition.current
            previous = index
            state = transition.next
        }
        return forms
    }

    /// The column of `scalar`, nil for a transparent character.
    private static func column(of scalar: Unicode.Scalar) -> Column? {
        switch UnicodeData.joiningGroup(of: scalar) {
        case .alaph: return .alaph
        case .dalathRish: return .dalathRish
        case nil: break
        }
        switch UnicodeData.joiningType(of: scalar) {
        case .transparent: return nil
        case .nonJoining: return .nonJoining
        case .leftJoining: return .left
        case .rightJoining: return .right
        case .dualJoining, .joinCausing: return .dual
        }
    }
}
