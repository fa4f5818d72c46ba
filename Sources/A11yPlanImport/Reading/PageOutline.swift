import A11yPlan

/// A test-plan page as its reader found it, before any vocabulary is mapped: the titles, the narrative
/// lines and the table cells as plain text (Markdown escapes undone), each with its line.
///
/// Both shapes, the Markdown page and the plain-text reference document, are read into this.
struct PageOutline: Sendable, Hashable {
    /// One numbered part of the How-to-test narrative.
    struct Part: Sendable, Hashable {
        /// The part's title without its number, such as "VoiceOver screenreader".
        var title: Located<String>
        /// The lines, in order.
        var lines: [Line]
    }

    /// One line of a part: its sentence and the "I HEAR" lines listed below it.
    struct Line: Sendable, Hashable {
        /// The sentence, such as "WHEN I use the spacebar I SEE the options are available".
        var sentence: Located<String>
        /// The outcomes listed below the line, such as "I HEAR it identifies itself as a button".
        var outcomes: [Located<String>]
    }

    /// One of the four tables.
    struct Table: Sendable, Hashable {
        /// The title without its number, such as "Keyboard actions".
        var title: Located<String>
        /// The header cells.
        var headers: [String]
        /// The body rows' cells, each row with its line.
        var rows: [Located<[String]>]
    }

    /// The component's name from the page's first heading (or its front matter's `title`), if the
    /// shape has one.
    var name: Located<String>?
    /// The component's id, when the page's front matter gives one.
    var id: Located<String>?
    /// The platforms the page covers, when its front matter or title says ("native" is iOS and
    /// Android); nil when the title names the one platform.
    var platforms: Located<[Platform]>?
    /// The usage prose as the page writes it (Markdown for a Markdown page).
    var usage: Located<String>?
    /// The plan's title, platform then component: "iOS Popover tooltip".
    var title: Located<String>?
    /// "How to test a popover tooltip".
    var howToTest: Located<String>?
    /// "Given that I am on a screen with a popover tooltip".
    var given: Located<String>?
    /// The narrative's parts, in order.
    var parts: [Part] = []
    /// The tables, in order.
    var tables: [Table] = []
    /// The WCAG success criteria listed after the tables, one item each ("1.4.4 Resize Text (AA)").
    var criteria: [Located<String>] = []
    /// The sentence naming the platform best practices, if the page has one.
    var bestPractices: Located<String>?
    /// Warnings of the reader's own, as they are to be given.
    var notes: [Located<String>] = []
    /// Whatever the reader found that no test plan holds, for warnings.
    var unread: [Located<String>] = []
    /// Why the page is skipped without an error (a design skills file has no test steps), if it is.
    var skipped: Located<String>?
}
