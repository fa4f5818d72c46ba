import A11yPlan

extension BundledCatalog {
    /// Radio buttons let people choose exactly one option from a small set that is shown all at once.
    static let radioButton: Component = Component("Radio button") {
        Usage("Radio buttons let people choose exactly one option from a small set that is shown all at once.")
        Pattern.variant(radioButtonSpec(on: .iOS), on: .iOS, given: "I am on a screen with a radio button")
        Pattern.variant(radioButtonSpec(on: .android), on: .android, given: "I am on a screen with a radio button")
        Pattern.variant(radioButtonSpec(on: .web), on: .web, given: "I am on a page with a radio button")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func radioButtonSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the radio group", role: .radioButton)
        spec.states = [.selected, .notSelected]
        spec.adjust = (
            .keys(.arrowKeys), "the selection moves to the next or previous option",
            "the newly selected option and its position, such as 2 of 3"
        )
        spec.adjustGesture = .swipeAgain
        spec.adjustReferences = [.sc3_2_2]
        return spec
    }
}
