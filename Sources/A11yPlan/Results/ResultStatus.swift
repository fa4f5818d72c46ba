/// What a tester recorded for one checklist item.
public enum ResultStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// The item behaves as expected.
    case pass
    /// The item does not behave as expected.
    case fail
    /// The item does not apply to the screen or build under test.
    case notApplicable
    /// The tester could not tell: the item could not be checked.
    case blocked
    /// The item was not checked.
    case untested

    /// The status as a reader sees it, such as "Not applicable", from `Words`.
    public var title: String { Words.english.resultStatus(self) }

    /// Reads a status as a tester writes it in a spreadsheet cell or the results JSON writes it:
    /// `pass`, `Pass`, `Passed`, `Fail`, `Not applicable`, `N/A`, `notApplicable`, `Blocked`, `Untested`
    /// or an empty cell (untested), ignoring case and surrounding spaces.
    public init?(word: String) {
        let folded = String(word.lowercased().filter { $0 != " " && $0 != "\t" && $0 != "-" && $0 != "_" })
        for status in Self.allCases
        where folded == status.rawValue.lowercased()
            || folded == String(status.title.lowercased().filter { $0 != " " })
        {
            self = status
            return
        }
        switch folded {
        case "passed", "ok": self = .pass
        case "failed": self = .fail
        case "n/a", "na": self = .notApplicable
        case "", "nottested", "notrun": self = .untested
        default: return nil
        }
    }
}
