import A11yPlan

extension BundledCatalog {
    /// A disclosure (an expander) shows or hides a section of content under a heading or button.
    static let disclosure: Component = Component("Disclosure") {
        Usage("A disclosure (an expander) shows or hides a section of content under a heading or button.")
        Pattern.variant(disclosureSpec(on: .iOS), on: .iOS, given: "I am on a screen with a disclosure")
        Pattern.variant(disclosureSpec(on: .android), on: .android, given: "I am on a screen with a disclosure")
        Pattern.variant(disclosureSpec(on: .web), on: .web, given: "I am on a page with a disclosure")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func disclosureSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the disclosure", role: .button)
        spec.states = [.collapsed, .expanded]
        spec.activate = (
            (platform == .iOS ? .key(.space) : .keys(.enter, .space)), "the section opens or closes below the button",
            "that it is expanded or collapsed"
        )
        spec.activationReferences = [.sc4_1_2]
        return spec
    }
}
