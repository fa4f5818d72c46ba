import A11yPlan
import A11yPlanFormats
import Foundation

/// The client-side search index: one entry per test plan, with its title, link and criteria text.
public struct SearchIndex: Sendable, Hashable, Codable {
    /// One test plan in the index.
    public struct Entry: Sendable, Hashable, Codable {
        /// The plan's title, such as "iOS Popover tooltip".
        public var title: String
        /// The plan's page, from the site root.
        public var url: String
        /// The platform's id.
        public var platform: String
        /// The component's id.
        public var component: String
        /// Every criterion of the plan as plain text, for matching.
        public var text: String

        /// The entry of `plan`: its title, page, and every line and cell as one text.
        public init(_ plan: TestPlan) {
            var words: [String] = []
            Self.forEachWord(of: plan) { words.append($0) }
            title = plan.title
            url = SitePaths.plan(id: plan.componentID, platform: plan.platform)
            platform = plan.platform.rawValue
            component = plan.componentID
            text = words.joined(separator: " ")
        }

        /// Calls `body` with each piece of `plan`'s text in order: name, Given, parts with their lines
        /// and outcomes, then every row's cells.
        private static func forEachWord(of plan: TestPlan, _ body: (String) -> Void) {
            body(plan.componentName)
            if let howToTest = plan.howToTest {
                body(howToTest.given)
                for part in howToTest.parts {
                    body(part.title)
                    for line in part.lines {
                        body(line.sentence)
                        for outcome in line.listedOutcomes { body(outcome.sentence) }
                    }
                }
            }
            for table in plan.tables {
                for row in table.rows {
                    body(row.input)
                    body(row.result)
                }
            }
        }

        /// The entry as one JSON object with sorted keys: an element of the index's array.
        public var json: String {
            var out = TextBuffer(capacity: text.utf8.count + 256)
            Self.write(component: component, platform: platform, title: title, url: url, into: &out) { out in
                out.append(jsonContent: text)
            }
            return out.string
        }

        /// `Entry(plan).json`, written straight from the plan without joining its text first.
        static func json(of plan: TestPlan) -> String {
            var out = TextBuffer(capacity: 4096)
            let url = SitePaths.plan(id: plan.componentID, platform: plan.platform)
            write(
                component: plan.componentID, platform: plan.platform.rawValue, title: plan.title, url: url, into: &out
            ) { out in
                var first = true
                forEachWord(of: plan) { word in
                    if !first { out.append(byte: 0x20) }
                    first = false
                    out.append(jsonContent: word)
                }
            }
            return out.string
        }

        /// Appends one compact JSON object, members in key order, with `text` writing the inside of
        /// the text member's quotes.
        private static func write(
            component: String,
            platform: String,
            title: String,
            url: String,
            into out: inout TextBuffer,
            text: (inout TextBuffer) -> Void
        ) {
            var json = JSONWriter(pretty: false)
            json.beginObject(&out)
            json.member("component", component, &out)
            json.member("platform", platform, &out)
            json.key("text", &out)
            out.append(byte: 0x22)
            text(&out)
            out.append(byte: 0x22)
            json.member("title", title, &out)
            json.member("url", url, &out)
            json.endObject(&out)
        }
    }

    /// The entries, in catalog order.
    public var entries: [Entry]

    /// The index of `plans`, in the order given.
    public init(plans: [TestPlan]) {
        entries = plans.map(Entry.init)
    }

    /// The index of `entries`, in the order given.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The index as JSON (an array of entries), with sorted keys for byte-identical builds.
    public var json: String {
        "[" + entries.map(\.json).joined(separator: ",") + "]"
    }

    /// What `search-index.js` holds before and after the JSON: it hands the index to the search script.
    public static let scriptWrapping = (prefix: "window.A11yPlanSearchIndex = ", suffix: ";\n")
}
