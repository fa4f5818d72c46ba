import A11yPlan

extension BundledCatalog {
    /// A skip link is the first thing on a page.
    static let skipLink: Component = Component("Skip link") {
        Usage(
            "A skip link is the first thing on a page. It becomes visible on focus and moves people past repeated navigation to the main content."
        )
        Unavailable(.iOS, "iOS apps have no skip links; people use headings and the rotor to jump to content.")
        Unavailable(
            .android, "Android apps have no skip links; people use headings and reading controls to jump to content.")
        Pattern.variant(skipLinkSpec(on: .web), on: .web, given: "I am on a page with a skip link")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func skipLinkSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the skip link", role: .link)
        spec.activate = (
            (platform == .iOS ? .key(.space) : .key(.enter)), "focus moves to the start of the main content",
            "the first heading of the main content"
        )
        spec.activationReferences = [.sc2_4_1]
        return spec
    }
}
