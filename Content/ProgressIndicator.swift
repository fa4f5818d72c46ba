import A11yPlan

extension BundledCatalog {
    /// A progress indicator shows that work is under way, and how much is done when that is known.
    static let progressIndicator: Component = Component("Progress indicator") {
        Usage("A progress indicator shows that work is under way, and how much is done when that is known.")
        Pattern.variant(progressIndicatorSpec(on: .iOS), on: .iOS, given: "I am on a screen with a progress indicator")
        Pattern.variant(
            progressIndicatorSpec(on: .android), on: .android, given: "I am on a screen with a progress indicator")
        Pattern.variant(progressIndicatorSpec(on: .web), on: .web, given: "I am on a page with a progress indicator")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func progressIndicatorSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line)
        -> Spec
    {
        var spec = Spec(target: "the progress indicator", role: .progressIndicator)
        spec.focusable = false
        spec.output = [
            Row(
                .name, "It says what is in progress, such as \"Uploading photo\"", .wcag(.sc4_1_2), fileID: fileID,
                line: line),
            Row(
                .role, "It identifies itself as a \(.role(.progressIndicator))", .wcag(.sc4_1_2), fileID: fileID,
                line: line),
            Row(
                .state, "It reads the percentage done, and the end of the task is announced", .wcag(.sc4_1_3),
                fileID: fileID, line: line),
        ]
        return spec
    }
}
