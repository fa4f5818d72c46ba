import A11yPlan

extension BundledCatalog {
    /// Pagination splits a long list of results into pages and links to each page, the previous and the next.
    static let pagination: Component = Component("Pagination") {
        Usage("Pagination splits a long list of results into pages and links to each page, the previous and the next.")
        Unavailable(.iOS, "iOS lists load more content as people scroll instead of using numbered pages.")
        Unavailable(.android, "Android lists load more content as people scroll instead of using numbered pages.")
        Pattern.variant(paginationSpec(on: .web), on: .web, given: "I am on a page with a pagination")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func paginationSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the pagination", role: .link)
        spec.activate = (
            (platform == .iOS ? .key(.space) : .key(.enter)), "the chosen page of results loads",
            "the new page title, which includes the page number"
        )
        spec.activationReferences = [.sc2_4_4]
        spec.output = [
            Row(
                .name, "Each link names its page, such as \"Page 3\"", .wcag(.sc2_4_4, .sc4_1_2), fileID: fileID,
                line: line),
            Row(
                .group, "The links are in a navigation region named \"Pagination\"", .wcag(.sc1_3_1), fileID: fileID,
                line: line),
            Row(.state, "The current page is read as current", .wcag(.sc4_1_2), fileID: fileID, line: line),
        ]
        return spec
    }
}
