import A11yPlan

extension BundledCatalog {
    /// A snackbar (a toast) shows a brief message about something that just happened, with at most one action such as Undo.
    static let snackbar: Component = Component("Snackbar") {
        Usage(
            "A snackbar (a toast) shows a brief message about something that just happened, with at most one action such as *Undo*."
        )
        Pattern.variant(snackbarSpec(on: .iOS), on: .iOS, given: "I am on a screen with a snackbar")
        Pattern.variant(snackbarSpec(on: .android), on: .android, given: "I am on a screen with a snackbar")
        Pattern.variant(snackbarSpec(on: .web), on: .web, given: "I am on a page with a snackbar")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func snackbarSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the snackbar", role: .alert)
        spec.focusable = false
        spec.output = [
            Row(
                .name, "Its message is announced as soon as it appears, without moving focus", .wcag(.sc4_1_3),
                fileID: fileID, line: line),
            Row(
                .state, "It stays long enough to read, or until it is dismissed", .wcag(.sc2_2_1), fileID: fileID,
                line: line),
        ]
        return spec
    }
}
