import A11yPlan

extension BundledCatalog {
    /// A checkbox lets people choose any number of options from a set, or confirm one statement.
    static let checkbox: Component = Component("Checkbox") {
        Usage("A checkbox lets people choose any number of options from a set, or confirm one statement.")
        Pattern.variant(checkboxSpec(on: .iOS), on: .iOS, given: "I am on a screen with a checkbox")
        Pattern.variant(checkboxSpec(on: .android), on: .android, given: "I am on a screen with a checkbox")
        Pattern.variant(checkboxSpec(on: .web), on: .web, given: "I am on a page with a checkbox")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func checkboxSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the checkbox", role: .checkbox)
        spec.states = [.checked, .unchecked]
        spec.activate = (.key(.space), "the checkbox is ticked or cleared", "its new state, checked or not checked")
        spec.activationReferences = [.sc4_1_2]
        return spec
    }
}
