import A11yPlan

extension BundledCatalog {
    /// A toggle button turns one option on or off and shows which, such as bold in a text editor.
    static let toggleButton: Component = Component("Toggle button") {
        Usage("A toggle button turns one option on or off and shows which, such as *bold* in a text editor.")
        Pattern.variant(toggleButtonSpec(on: .iOS), on: .iOS, given: "I am on a screen with a toggle button")
        Pattern.variant(toggleButtonSpec(on: .android), on: .android, given: "I am on a screen with a toggle button")
        Pattern.variant(toggleButtonSpec(on: .web), on: .web, given: "I am on a page with a toggle button")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func toggleButtonSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the toggle button", role: .button)
        switch platform {
        case .iOS: spec.states = [.selected, .notSelected]
        case .android: spec.states = [.on, .off]
        case .web: spec.states = [.pressed, .notSelected]
        }
        spec.activate = (
            (platform == .iOS ? .key(.space) : .keys(.enter, .space)),
            "the toggle button switches between on and off and shows its new state", "its new state"
        )
        spec.activationReferences = [.sc4_1_2]
        return spec
    }
}
