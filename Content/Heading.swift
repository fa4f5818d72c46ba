import A11yPlan

extension BundledCatalog {
    /// A heading names the section that follows, so people can scan a screen and jump between its parts.
    static let heading: Component = Component("Heading") {
        Usage("A heading names the section that follows, so people can scan a screen and jump between its parts.")
        Pattern.variant(headingSpec(on: .iOS), on: .iOS, given: "I am on a screen with a heading")
        Pattern.variant(headingSpec(on: .android), on: .android, given: "I am on a screen with a heading")
        Pattern.variant(headingSpec(on: .web), on: .web, given: "I am on a page with a heading")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func headingSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the heading", role: .heading)
        spec.focusable = false
        spec.output = [
            Row(.name, "Its text names the section below it", .wcag(.sc2_4_6), fileID: fileID, line: line),
            Row(.role, "It identifies itself as a \(.role(.heading))", .wcag(.sc1_3_1), fileID: fileID, line: line),
            Row(
                .state, "Its level is read on the Web, such as heading level 2", .wcag(.sc1_3_1), fileID: fileID,
                line: line),
        ]
        return spec
    }
}
