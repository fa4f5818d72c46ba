import A11yPlan

extension BundledCatalog {
    /// A button starts an action, such as saving a form or opening a new screen.
    static let button: Component = Component("Button") {
        Usage(
            "A button starts an action, such as saving a form or opening a new screen. Its label says what the action does."
        )
        Pattern.variant(buttonSpec(on: .iOS), on: .iOS, given: "I am on a screen with a button")
        Pattern.variant(buttonSpec(on: .android), on: .android, given: "I am on a screen with a button")
        Pattern.variant(buttonSpec(on: .web), on: .web, given: "I am on a page with a button")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func buttonSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the button", role: .button)
        spec.activate = (
            (platform == .iOS ? .key(.space) : .keys(.enter, .space)), "the action of the button runs",
            "the result of the action, such as a new screen or a message"
        )
        return spec
    }
}
