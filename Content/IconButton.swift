import A11yPlan

extension BundledCatalog {
    /// An icon button starts an action from a symbol alone, such as a pencil for edit.
    static let iconButton: Component = Component("Icon button") {
        Usage(
            "An icon button starts an action from a symbol alone, such as a pencil for *edit*. It still needs a text name that says what it does."
        )
        Pattern.variant(iconButtonSpec(on: .iOS), on: .iOS, given: "I am on a screen with an icon button")
        Pattern.variant(iconButtonSpec(on: .android), on: .android, given: "I am on a screen with an icon button")
        Pattern.variant(iconButtonSpec(on: .web), on: .web, given: "I am on a page with an icon button")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func iconButtonSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the icon button", role: .button)
        spec.activate = (
            (platform == .iOS ? .key(.space) : .keys(.enter, .space)), "the action of the icon button runs",
            "the result of the action"
        )
        spec.output = [
            Row(
                .name, "Its name says the action (\"Edit\"), not the picture (\"Pencil\")", .wcag(.sc1_1_1, .sc4_1_2),
                fileID: fileID, line: line),
            Row(.role, "It identifies itself as a \(.role(.button))", .wcag(.sc4_1_2), fileID: fileID, line: line),
            Row(.group, "Its icon is not read as a separate image", .wcag(.sc1_1_1), fileID: fileID, line: line),
        ]
        return spec
    }
}
