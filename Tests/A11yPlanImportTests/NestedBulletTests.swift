import A11yPlan
import Testing

@testable import A11yPlanImport

/// Bullets nested under a step's outcome, and pages nested far deeper than any test plan.
@Suite struct NestedBulletTests {
    /// A keyboard-only page whose one step has `bullets` under it, each line written as given.
    static func page(_ bullets: [String]) -> PageSource {
        let text = """
            ---
            title: Switch
            platform: ios
            ---

            # iOS Switch

            ## How to test a switch

            Given that I am on a screen with a switch

            ### 1. Keyboard only

            - WHEN I use the tab key to reach the button

            """
        return PageSource(path: "nest.md", text: text + bullets.joined(separator: "\n") + "\n")
    }

    /// The expectation of the page's one step, and the warnings.
    static func read(_ bullets: [String]) throws -> (A11yPlan.Expectation, [String]) {
        let result = PageImporter().importPages([page(bullets)])
        let step = try #require(result.components.first?.variant(for: .iOS)?.howToTest?.keyboardOnly?.steps.first)
        return (step.expectation, result.diagnostics.map(\.description))
    }

    @Test func anOutcomeUnderAnOutcomeIsOneMoreOutcomeOfTheStep() throws {
        let (expectation, warnings) = try Self.read(["  - I SEE a focus ring", "    - I SEE its label inside it"])
        #expect(expectation == .all([.see("a focus ring"), .see("its label inside it")]))
        #expect(
            warnings.contains(
                "nest.md:16: warning: a bullet under an outcome is read as one more outcome of the line above: 'I SEE its label inside it'"
            ))
        #expect(!warnings.contains { $0.contains("outcomes are one expectation") }, "each outcome stays its own")
    }

    @Test func otherWordsUnderAnOutcomeKeepItsSenseAndAreSaid() throws {
        let (expectation, warnings) = try Self.read([
            "  - I HEAR the label", "    - spoken after the role", "  - I SEE a focus ring",
        ])
        #expect(expectation == .all([.hear("the label"), .hear("spoken after the role"), .see("a focus ring")]))
        #expect(
            warnings.contains(
                "nest.md:16: warning: a bullet under an outcome is read as one more outcome of the line above: 'spoken after the role'"
            ))
    }

    @Test func aSecondParagraphOfAnOutcomeIsReportedNotGlued() throws {
        let (expectation, warnings) = try Self.read(["  - I SEE a focus ring", "", "    around the whole row"])
        #expect(expectation == .see("a focus ring"))
        #expect(warnings.contains("nest.md:17: warning: not part of a test plan, left out: 'around the whole row'"))
    }

    @Test func tenThousandLevelsAreCutAtTheLimitWithAWarning() throws {
        let oneLine = "  " + String(repeating: "- ", count: 10_000) + "I SEE the deepest"
        let (expectation, warnings) = try Self.read([oneLine])
        #expect(expectation == .see(""), "every bullet opens with a bullet, so none has words of its own")
        #expect(warnings.contains { $0.contains("the line says nothing it perceives") })
        #expect(
            warnings.contains(
                "nest.md:15: warning: bullets or quotes nested deeper than a test plan's (32 levels of lists and items); what is deeper is left out"
            ))
        let indented = (1...300).map { String(repeating: "  ", count: $0) + "- I SEE level \($0)" }
        let (deep, deepWarnings) = try Self.read(indented)
        guard case .all(let members) = deep else { throw Failure.notSeen(deep) }
        #expect(members.count == 14)
        #expect(members.last == .see("level 14"))
        #expect(deepWarnings.contains { $0.hasPrefix("nest.md:29: warning: bullets or quotes nested deeper") })
    }

    @Test func theTreeIsNeverDeeperThanTheLimit() {
        func depth(_ node: MarkdownNode) -> Int {
            1 + (node.children.map(depth).max() ?? 0)
        }
        let document = MarkdownNode.document(String(repeating: "> ", count: 50_000) + "x\n")
        #expect(depth(document) <= MarkdownNode.maximumDepth + 1)
        #expect(document.tooDeepLine == 1)
        #expect(MarkdownNode.document("- a\n  - b\n").tooDeepLine == nil)
    }

    @Test func blocksAreJoinedWithASpace() {
        #expect(MarkdownNode.document("- I SEE a\n  - I SEE b\n").text == "I SEE a I SEE b")
        #expect(MarkdownNode.document("*a*b`c`\n").text == "abc", "inline text is joined as written")
    }

    enum Failure: Error {
        case notSeen(A11yPlan.Expectation)
    }
}
