import A11yPlan

extension BundledCatalog {
    /// A date picker lets people choose a date from a calendar or from day, month and year wheels, and type it where they prefer.
    static let datePicker: Component = Component("Date picker") {
        Usage(
            "A date picker lets people choose a date from a calendar or from day, month and year wheels, and type it where they prefer."
        )
        Pattern.variant(datePickerSpec(on: .iOS), on: .iOS, given: "I am on a screen with a date picker")
        Pattern.variant(datePickerSpec(on: .android), on: .android, given: "I am on a screen with a date picker")
        Pattern.variant(datePickerSpec(on: .web), on: .web, given: "I am on a page with a date picker")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func datePickerSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the date picker", role: .popUpButton)
        spec.states = [.collapsed, .expanded]
        spec.activate = (
            (platform == .iOS ? .key(.space) : .keys(.enter, .space)), "the calendar opens on the selected date",
            "the selected date in full, such as Monday 3 March"
        )
        spec.adjust = (.keys(.arrowKeys), "the selected day moves by a day or a week", "each date in full")
        spec.dismiss = "the calendar closes and focus returns to the date field"
        spec.adjustReferences = [.sc3_2_2]
        return spec
    }
}
