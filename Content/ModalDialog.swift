import A11yPlan

extension BundledCatalog {
    /// A modal dialog asks for a decision or a short task, and blocks the rest of the screen until it is done.
    static let modalDialog: Component = Component("Modal dialog") {
        Usage("A modal dialog asks for a decision or a short task, and blocks the rest of the screen until it is done.")
        Pattern.variant(modalDialogSpec(on: .iOS), on: .iOS, given: "I am on a screen with a modal dialog")
        Pattern.variant(modalDialogSpec(on: .android), on: .android, given: "I am on a screen with a modal dialog")
        Pattern.variant(modalDialogSpec(on: .web), on: .web, given: "I am on a page with a modal dialog")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func modalDialogSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the modal dialog", role: .dialog)
        spec.activate = (
            (platform == .iOS ? .key(.space) : .keys(.enter, .space)), "the dialog opens and focus moves into it",
            "the dialog title and its first control"
        )
        spec.dismiss = "the dialog closes and focus returns to the control that opened it"
        spec.activationReferences = [.sc2_4_3]
        spec.output = [
            Row(.name, "The dialog is named by its title", .wcag(.sc4_1_2), fileID: fileID, line: line),
            Row(.role, "It identifies itself as a \(.role(.dialog))", .wcag(.sc4_1_2), fileID: fileID, line: line),
            Row(
                .group, "Content behind the dialog is not read while it is open", .wcag(.sc1_3_2, .sc2_4_3),
                fileID: fileID, line: line),
        ]
        return spec
    }
}
