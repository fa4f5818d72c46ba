import A11yPlan

extension BundledCatalog {
    /// A select (a picker on mobile) lets people choose one option from a list that opens on demand.
    static let select: Component = Component("Select") {
        Usage("A select (a picker on mobile) lets people choose one option from a list that opens on demand.")
        Pattern.variant(selectSpec(on: .iOS), on: .iOS, given: "I am on a screen with a select")
        Pattern.variant(selectSpec(on: .android), on: .android, given: "I am on a screen with a select")
        Pattern.variant(selectSpec(on: .web), on: .web, given: "I am on a page with a select")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func selectSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the select", role: .popUpButton)
        spec.states = [.collapsed, .expanded]
        spec.activate = (
            (platform == .iOS ? .key(.space) : .keys(.enter, .space)), "the list of options opens",
            "that the list is expanded and the selected option"
        )
        spec.adjust = (.keys(.upDownArrows), "the highlighted option moves up or down", "each option and its position")
        spec.dismiss = "the list closes and the chosen option stays"
        spec.activationReferences = [.sc4_1_2]
        spec.adjustGesture = .swipeAgain
        spec.adjustReferences = [.sc3_2_2]
        return spec
    }
}
