import A11yPlan

extension BundledCatalog {
    /// A text field lets people type a short piece of text, such as a name.
    static let textField: Component = Component("Text field") {
        Usage(
            "A text field lets people type a short piece of text, such as a name. Its label stays visible while they type."
        )
        Pattern.variant(textFieldSpec(on: .iOS), on: .iOS, given: "I am on a screen with a text field")
        Pattern.variant(textFieldSpec(on: .android), on: .android, given: "I am on a screen with a text field")
        Pattern.variant(textFieldSpec(on: .web), on: .web, given: "I am on a page with a text field")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func textFieldSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the text field", role: .textField)
        spec.adjust = (
            .keys(.leftRightArrows), "the text cursor moves through what was typed",
            "each character as the cursor passes it"
        )
        spec.output = Output.field(.textField, fileID: fileID, line: line)
        return spec
    }
}
