import A11yPlan

extension BundledCatalog {
    /// An alert dialog interrupts to say something urgent, such as unsaved changes, and offers one to three choices.
    static let alertDialog: Component = Component("Alert dialog") {
        Usage(
            "An alert dialog interrupts to say something urgent, such as unsaved changes, and offers one to three choices."
        )
        Pattern.variant(alertDialogSpec(on: .iOS), on: .iOS, given: "I am on a screen with an alert dialog")
        Pattern.variant(alertDialogSpec(on: .android), on: .android, given: "I am on a screen with an alert dialog")
        Pattern.variant(alertDialogSpec(on: .web), on: .web, given: "I am on a page with an alert dialog")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func alertDialogSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the alert dialog", role: .alert)
        spec.activate = (
            (platform == .iOS ? .key(.space) : .keys(.enter, .space)),
            "the alert opens and focus moves to its safest choice", "the alert title and message"
        )
        spec.dismiss = "the alert closes with its cancel choice"
        spec.activationReferences = [.sc2_4_3]
        spec.output = [
            Row(.name, "The alert is named by its title", .wcag(.sc4_1_2), fileID: fileID, line: line),
            Row(.role, "It identifies itself as an \(.role(.alert))", .wcag(.sc4_1_2), fileID: fileID, line: line),
            Row(.group, "Its message is read straight after the title", .wcag(.sc1_3_1), fileID: fileID, line: line),
        ]
        return spec
    }
}
