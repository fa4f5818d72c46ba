import A11yPlan

/// One page read as the plan of one component on one platform, before pages are put together.
struct ImportedPage: Sendable {
    /// The page's path.
    var file: String
    /// The line of the plan's title.
    var line: Int
    /// The component's id, when the page gives one (in its front matter).
    var id: String?
    /// The component's name, such as "Popover tooltip".
    var name: String
    /// The component in a sentence, such as "a popover tooltip", if the page says.
    var noun: String?
    /// The usage prose, if the page has it.
    var usage: Located<String>?
    /// The plan.
    var variant: Variant
    /// How many typed terms the page's words were read as.
    var termsMapped: Int
}
