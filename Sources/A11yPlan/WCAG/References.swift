/// What a test-plan row or step proves: WCAG success criteria, or a platform best practice.
///
/// Write `.wcag(.sc2_1_1, .sc2_4_7)` or `.bestPractice`; a row with neither is flagged by `a11yplan check`.
public struct References: Sendable, Hashable, Codable {
    /// The success criteria, in the order written.
    public var criteria: [SuccessCriterion]
    /// Whether the row is a platform best practice rather than a WCAG requirement.
    public var isBestPractice: Bool

    /// No references yet; `check` reports it.
    public static let none = References(criteria: [], isBestPractice: false)

    /// A platform best practice that no WCAG success criterion requires, such as honouring Increase Contrast.
    public static let bestPractice = References(criteria: [], isBestPractice: true)

    /// The WCAG success criteria that the row proves.
    public static func wcag(_ first: SuccessCriterion, _ others: SuccessCriterion...) -> References {
        References(criteria: [first] + others, isBestPractice: false)
    }

    /// The WCAG success criteria that the row proves, from a list a shared fragment built.
    public static func wcag(_ criteria: [SuccessCriterion]) -> References {
        References(criteria: criteria, isBestPractice: false)
    }

    /// Whether nothing is referenced and nothing is marked.
    public var isEmpty: Bool { criteria.isEmpty && !isBestPractice }
}
