import Testing

@testable import A11yPlan

@Suite struct WCAGTests {
    /// WCAG 2.2's success criteria and levels, typed in from the W3C Recommendation's list, by guideline.
    static let specification: [String: String] = [
        "1.1": "A", "1.2": "A A A AA AA AAA AAA AAA AAA", "1.3": "A A A AA AA AAA",
        "1.4": "A A AA AA AA AAA AAA AAA AAA AA AA AA AA", "2.1": "A A AAA A", "2.2": "A A AAA AAA AAA AAA",
        "2.3": "A AAA AAA", "2.4": "A A A A AA AA AA AAA AAA AAA AA AAA AAA", "2.5": "A A A A AAA AAA AA AA",
        "3.1": "A AA AAA AAA AAA AAA", "3.2": "A A AA AA AAA A", "3.3": "A A AA AA AAA AAA A AA AAA",
        "4.1": "A A AA",
    ]

    @Test func hasEverySuccessCriterionOnceWithItsLevel() {
        var expected: [String: String] = [:]
        for (guideline, levels) in Self.specification {
            for (index, level) in levels.split(separator: " ").enumerated() {
                expected["\(guideline).\(index + 1)"] = String(level)
            }
        }
        #expect(expected.count == 87)
        let numbers = SuccessCriterion.all.map(\.number)
        #expect(numbers.count == Set(numbers).count, "each criterion once")
        #expect(
            Dictionary(uniqueKeysWithValues: SuccessCriterion.all.map { ($0.number, $0.level.rawValue) }) == expected)
        #expect(SuccessCriterion.all == SuccessCriterion.all.sorted(), "in the specification's order")
    }

    @Test func marksOnlyParsingObsolete() {
        #expect(SuccessCriterion.all.filter(\.isObsolete) == [.sc4_1_1])
    }

    @Test func linksToTheUnderstandingPages() {
        #expect(
            SuccessCriterion.sc1_1_1.understandingURL
                == "https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html")
        #expect(SuccessCriterion.sc3_3_4.understandingSlug == "error-prevention-legal-financial-data")
        #expect(SuccessCriterion.sc2_5_8.understandingSlug == "target-size-minimum")
        #expect(SuccessCriterion.sc2_2_2.understandingSlug == "pause-stop-hide")
        #expect(SuccessCriterion.sc4_1_2.description == "4.1.2 Name, Role, Value (A)")
    }

    @Test func ordersByNumberPartByPart() {
        #expect(SuccessCriterion.sc1_4_9 < .sc1_4_10)
        #expect(SuccessCriterion.sc2_4_13 > .sc2_4_2)
    }
}
