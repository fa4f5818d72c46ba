import A11yPlan

extension BundledCatalog {
    /// Breadcrumbs show where a page sits in the site hierarchy and link to each level above it.
    static let breadcrumbs: Component = Component("Breadcrumbs") {
        Usage("Breadcrumbs show where a page sits in the site hierarchy and link to each level above it.")
        Unavailable(.iOS, "iOS apps show hierarchy with the back button of the navigation bar.")
        Unavailable(.android, "Android apps show hierarchy with the top app bar and the back gesture.")
        Pattern.variant(breadcrumbsSpec(on: .web), on: .web, given: "I am on a page with a breadcrumbs")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func breadcrumbsSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the breadcrumbs", role: .link)
        spec.activate = (
            (platform == .iOS ? .key(.space) : .key(.enter)), "the page at that level opens",
            "the title of the page at that level"
        )
        spec.activationReferences = [.sc2_4_8]
        spec.output = [
            Row(.name, "Each link names its level", .wcag(.sc2_4_4), fileID: fileID, line: line),
            Row(
                .group, "The links are in a navigation region named \"Breadcrumb\"", .wcag(.sc1_3_1), fileID: fileID,
                line: line),
            Row(.state, "The last item is read as the current page", .wcag(.sc4_1_2), fileID: fileID, line: line),
        ]
        return spec
    }
}
