import A11yPlan

extension BundledCatalog {
    /// A decorative image adds only atmosphere, such as a background pattern, and is hidden from screen readers.
    static let decorativeImage: Component = Component("Decorative image") {
        Usage(
            "A decorative image adds only atmosphere, such as a background pattern, and is hidden from screen readers.")
        Pattern.variant(decorativeImageSpec(on: .iOS), on: .iOS, given: "I am on a screen with a decorative image")
        Pattern.variant(
            decorativeImageSpec(on: .android), on: .android, given: "I am on a screen with a decorative image")
        Pattern.variant(decorativeImageSpec(on: .web), on: .web, given: "I am on a page with a decorative image")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func decorativeImageSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec
    {
        var spec = Spec(target: "the decorative image", role: .image)
        spec.focusable = false
        spec.output = [
            Row(.name, "Nothing: the image is skipped entirely", .wcag(.sc1_1_1), fileID: fileID, line: line),
            Row(.role, "No image role is announced for it", .wcag(.sc1_1_1), fileID: fileID, line: line),
        ]
        return spec
    }
}
