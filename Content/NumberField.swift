import A11yPlan

extension BundledCatalog {
    /// A number field takes a number, such as an amount or a quantity, and opens a numeric keyboard on phones.
    static let numberField: Component = Component("Number field") {
        Usage("A number field takes a number, such as an amount or a quantity, and opens a numeric keyboard on phones.")
        Pattern.variant(numberFieldSpec(on: .iOS), on: .iOS, given: "I am on a screen with a number field")
        Pattern.variant(numberFieldSpec(on: .android), on: .android, given: "I am on a screen with a number field")
        Pattern.variant(numberFieldSpec(on: .web), on: .web, given: "I am on a page with a number field")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func numberFieldSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the number field", role: .textField)
        spec.adjust = (
            .keys(.upDownArrows), "the number goes up or down by one step, if the field allows it", "the new number"
        )
        spec.activationReferences = [.sc1_3_5]
        spec.output = Output.field(.textField, fileID: fileID, line: line)
        return spec
    }
}
