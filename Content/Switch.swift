import A11yPlan

extension BundledCatalog {
    /// A switch turns a setting on or off straight away, without a separate save step.
    static let switchControl: Component = Component("Switch") {
        Usage("A switch turns a setting on or off straight away, without a separate save step.")
        Pattern.variant(switchControlSpec(on: .iOS), on: .iOS, given: "I am on a screen with a switch")
        Pattern.variant(switchControlSpec(on: .android), on: .android, given: "I am on a screen with a switch")
        Pattern.variant(switchControlSpec(on: .web), on: .web, given: "I am on a page with a switch")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func switchControlSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the switch", role: .toggle)
        spec.states = [.on, .off]
        spec.activate = (
            .key(.space), "the switch flips and its label or colour shows the new state", "its new state, on or off"
        )
        spec.activationReferences = [.sc4_1_2, .sc1_4_1]
        return spec
    }
}
