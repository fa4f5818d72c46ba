import A11yPlan

extension BundledCatalog {
    /// A phone number field takes a phone number and tells people which format it accepts before they type.
    static let phoneNumberField: Component = Component("Phone number field") {
        Usage("A phone number field takes a phone number and tells people which format it accepts before they type.")
        Pattern.variant(phoneNumberFieldSpec(on: .iOS), on: .iOS, given: "I am on a screen with a phone number field")
        Pattern.variant(
            phoneNumberFieldSpec(on: .android), on: .android, given: "I am on a screen with a phone number field")
        Pattern.variant(phoneNumberFieldSpec(on: .web), on: .web, given: "I am on a page with a phone number field")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func phoneNumberFieldSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec
    {
        var spec = Spec(target: "the phone number field", role: .textField)
        spec.adjust = (
            .keys(.leftRightArrows), "the cursor moves through the number", "each digit as the cursor passes it"
        )
        spec.activationReferences = [.sc1_3_5, .sc3_3_2]
        spec.output = Output.field(.textField, fileID: fileID, line: line)
        return spec
    }
}
