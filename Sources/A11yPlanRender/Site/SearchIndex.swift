import A11yPlan
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
            var words: [String] = [plan.componentName]
            if let howToTest = plan.howToTest {
                words.append(howToTest.given)
                for part in howToTest.parts {
                    words.append(part.title)
                    for line in part.lines {
                        words.append(line.sentence)
                        words += line.listedOutcomes.map(\.sentence)
                    }
                }
            }
            for row in plan.tables.flatMap(\.rows) {
                words += [row.input, row.result]
            }
            title = plan.title
            url = SitePaths.plan(id: plan.componentID, platform: plan.platform)
            platform = plan.platform.rawValue
            component = plan.componentID
            text = words.joined(separator: " ")
        }

        /// The entry as one JSON object with sorted keys: an element of the index's array.
        public var json: String {
            var out = TextBuffer(capacity: text.utf8.count + 256)
            write(into: &out)
            return out.string
        }

        /// Appends the entry as one compact JSON object, members in key order.
        func write(into out: inout TextBuffer) {
            var json = JSONWriter(pretty: false)
            json.beginObject(&out)
            json.member("component", component, &out)
            json.member("platform", platform, &out)
            json.member("text", text, &out)
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
