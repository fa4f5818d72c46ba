import A11yPlan

extension BundledCatalog {
    /// A stepper changes a number by a fixed amount with a minus and a plus button, such as the number of tickets.
    static let stepper: Component = Component("Stepper") {
        Usage(
            "A stepper changes a number by a fixed amount with a minus and a plus button, such as the number of tickets."
        )
        Pattern.variant(stepperSpec(on: .iOS), on: .iOS, given: "I am on a screen with a stepper")
        Pattern.variant(stepperSpec(on: .android), on: .android, given: "I am on a screen with a stepper")
        Pattern.variant(stepperSpec(on: .web), on: .web, given: "I am on a page with a stepper")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func stepperSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the stepper", role: .slider)
        spec.adjust = (.keys(.upDownArrows), "the number goes up or down by one step", "the new number")
        return spec
    }
}
