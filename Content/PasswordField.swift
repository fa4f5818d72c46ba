import A11yPlan

extension BundledCatalog {
    /// A password field takes a secret, hides what is typed, and may offer a button to show it.
    static let passwordField: Component = Component("Password field") {
        Usage("A password field takes a secret, hides what is typed, and may offer a button to show it.")
        Pattern.variant(passwordFieldSpec(on: .iOS), on: .iOS, given: "I am on a screen with a password field")
        Pattern.variant(passwordFieldSpec(on: .android), on: .android, given: "I am on a screen with a password field")
        Pattern.variant(passwordFieldSpec(on: .web), on: .web, given: "I am on a page with a password field")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func passwordFieldSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the password field", role: .textField)
        spec.adjust = (
            .keys(.leftRightArrows), "the cursor moves without revealing the hidden characters",
            "that the characters are hidden, not what they are"
        )
        spec.activationReferences = [.sc3_3_8]
        spec.output = Output.field(.textField, fileID: fileID, line: line)
        return spec
    }
}
