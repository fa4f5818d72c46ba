import A11yPlan
import A11yPlanFormats
import Content
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The report formats over the bundled popover tooltip on iOS, with results from two files that
/// conflict on one item, fail two, leave some untested, and name an item the catalog lacks.
@Suite struct ReportFormatTests {
    static let hostile = "fails | <b>&amp;</b> \"quoted\" 'single' ]]> `tick` *star* [link](x)\nsecond\u{01}line"

    static func report() throws -> Report {
        let checklist = try Checklist(catalog: BundledCatalog.catalog, ids: ["popover-tooltip"], platform: .iOS)
        let ids = checklist.items.map(\.id)
        let statuses: [ResultStatus] = [.pass, .fail, .notApplicable, .blocked, .untested]
        let json = TestRun(
            file: "ios.json", catalogName: "A11yPlan catalog", catalogVersion: "0.1.0",
            exportedAt: "2026-05-01T10:00:00.000Z",
            results: ids.enumerated().map { index, id in
                ItemResult(
                    componentID: "popover-tooltip", platform: .iOS, itemID: id,
                    status: statuses[index % statuses.count], notes: index == 1 ? hostile : "",
                    source: ResultSource(file: "ios.json", position: .item(index)))
            } + [
                ItemResult(
                    componentID: "popover-tooltip", platform: .iOS, itemID: "popover-tooltip.ios.keyboard.step-<gone>",
                    status: .pass, notes: "", source: ResultSource(file: "ios.json", position: .item(ids.count)))
            ])
        let csv = TestRun(
            file: "tester 2.csv",
            results: [
                ItemResult(
                    componentID: "popover-tooltip", platform: .iOS, itemID: ids[0], status: .fail,
                    notes: "focus lost", source: ResultSource(file: "tester 2.csv", position: .line(2)))
            ])
        return try Report(catalog: BundledCatalog.catalog, runs: [json, csv])
    }

    @Test func everyReportFormatIsListedOnce() {
        #expect(Formats.reports.map(\.name) == ["html", "markdown", "json", "junit", "openacr", "earl"])
        #expect(Formats.report(named: "openacr") is OpenACRReportFormat)
        #expect(Formats.report(named: "earl") is EARLReportFormat)
        #expect(Formats.report(named: "junit") is JUnitReportFormat)
        #expect(Formats.report(named: "html") is HTMLReportFormat)
        #expect(Formats.report(named: "html")?.mediaType == "text/html")
        #expect(Formats.report(named: "html")?.fileExtension == "html")
    }

    @Test func theReadmeListsEveryReportFormat() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = readme.components(separatedBy: "\n## From checklist to report\n")[1]
            .components(separatedBy: "\n## ")[0]
        let listed = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            let name = String(line[line.index(line.startIndex, offsetBy: 3)..<end])
            return name.hasPrefix("-") ? nil : name
        }
        #expect(listed == Formats.reports.map(\.name))
    }

    @Test func markdownMatchesItsSnapshot() throws {
        let markdown = MarkdownReportFormat().string(try Self.report())
        try assertSnapshot(markdown, named: "report-popover-tooltip-ios.md")
        let failures = try #require(markdown.range(of: "## Failures"))
        let criteria = try #require(markdown.range(of: "## WCAG 2.2 success criteria"))
        #expect(failures.lowerBound < criteria.lowerBound, "failures come first")
        #expect(!markdown.contains("<b>"), "notes are escaped")
        #expect(markdown.contains("fails \\| \\<b\\>\\&amp;\\</b\\>"))
        #expect(markdown.contains("popover-tooltip.ios.keyboard.step-\\<gone\\>"))
    }

    @Test func htmlMatchesItsSnapshot() throws {
        let html = HTMLReportFormat().string(try Self.report())
        try assertSnapshot(html, named: "report-popover-tooltip-ios.html")
        let order = [
            "<h2 id=\"summary\">", "<h2 id=\"failures\">", "<h2 id=\"components\">",
            "<h2 id=\"criteria\">", "<h2 id=\"conflicts\">", "<h2 id=\"unknown\">", "<h2 id=\"runs\">",
        ]
        let positions = try order.map { try #require(html.range(of: $0)).lowerBound }
        #expect(positions == positions.sorted(), "failures come right after the summary")
        #expect(
            html.contains(
                "aria-label=\"Bar chart of 17 items by result: 3 pass, 4 fail, 3 not applicable, "
                    + "3 blocked, 3 untested, 1 conflicting.\""))
        #expect(!html.contains("<script"), "the page needs no script")
        let outside = html.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(outside.allSatisfy { $0.hasPrefix("https://www.w3.org/WAI/WCAG22/Understanding/") })
        #expect(!html.contains("src="), "the page loads nothing")
        #expect(html == HTMLReportFormat().string(try Self.report()), "deterministic")
    }

    @Test func htmlEscapesHostileNotesAndNames() throws {
        var report = try Self.report()
        report.subject = ReportSubject(
            product: "<img src=x onerror=alert(1)>", productVersion: "1 & 2", vendor: "\"Vendor\" <b>",
            contact: "a@b.example")
        let html = HTMLReportFormat().string(report)
        #expect(!html.contains("<b>") && !html.contains("<img"), "no text becomes markup")
        #expect(html.contains("<title>Accessibility test report: &lt;img src=x onerror=alert(1)&gt; 1 &amp; 2</title>"))
        #expect(html.contains("<dd>\"Vendor\" &lt;b&gt;</dd>"))
        let notes =
            "<p class=\"notes\">fails | &lt;b&gt;&amp;amp;&lt;/b&gt; \"quoted\" 'single' ]]&gt; `tick` "
            + "*star* [link](x)\nsecond\u{FFFD}line</p>"
        #expect(html.contains(notes), "notes keep their line break and lose the control character")
        #expect(!html.contains("\u{01}"))
        #expect(html.contains("popover-tooltip.ios.keyboard.step-&lt;gone&gt;"))
    }

    @Test func jsonValidatesAgainstItsSchema() throws {
        let text = JSONReportFormat().string(try Self.report())
        let document = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let schemaData = try Data(contentsOf: repositoryRoot.appendingPathComponent("schema/report.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: schemaData) as? [String: Any])
        var problems: [String] = []
        SchemaCheck(root: schema).check(document, against: schema, at: "$", problems: &problems)
        #expect(problems == [])
        let object = try #require(document as? [String: Any])
        #expect(
            object["conflicts"] as? [String] == [
                try Checklist(catalog: BundledCatalog.catalog, ids: ["popover-tooltip"], platform: .iOS).items[0].id
            ])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items[0]["status"] as? String == "conflicting")
        let notes = (items[1]["results"] as? [[String: Any]])?.first?["notes"] as? String
        #expect(notes == Self.hostile)
        #expect((object["unknownItems"] as? [[String: Any]])?.count == 1)
        #expect(text == JSONReportFormat().string(try Self.report()), "deterministic")
    }

    @Test func earlMatchesItsSnapshot() throws {
        let report = try Self.report()
        let text = EARLReportFormat().string(report)
        try assertSnapshot(text, named: "report-popover-tooltip-ios.jsonld")
        #expect(text == EARLReportFormat().string(try Self.report()), "deterministic")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let context = try #require(document["@context"] as? [String: String])
        #expect(context["WCAG22"] == "https://www.w3.org/WAI/WCAG22/Understanding/")
        #expect(context["earl"] == "http://www.w3.org/ns/earl#")
        let graph = try #require(document["@graph"] as? [[String: Any]])
        let assertions = graph.filter { $0["@type"] as? String == "earl:Assertion" }
        let results = report.rollup.criteriaBySubject
        #expect(assertions.count == results.count)
        for (assertion, result) in zip(assertions, results) {
            let test = (assertion["earl:test"] as? [String: String])?["@id"]
            #expect(test == "WCAG22:\(EARLReportFormat.slug(result.criterion))")
            let outcome = ((assertion["earl:result"] as? [String: Any])?["earl:outcome"] as? [String: String])?["@id"]
            #expect(outcome == "earl:\(result.outcome.rawValue)")
        }
        let failed = try #require(
            assertions.first { assertion in
                let result = assertion["earl:result"] as? [String: Any]
                return (result?["dct:description"] as? String)?.contains(Self.hostile) == true
            })
        let outcome = ((failed["earl:result"] as? [String: Any])?["earl:outcome"] as? [String: String])?["@id"]
        #expect(outcome == "earl:failed", "the hostile notes are a failure's, unchanged")
        let assertors = Set(assertions.flatMap { ($0["earl:assertedBy"] as? [[String: String]] ?? []).map(\.["@id"]) })
        #expect(assertors == ["_:a11yplan"], "no run names a tester")
    }

    @Test func earlNamesTheTestersAndTheProduct() throws {
        var report = try Self.report()
        report.rollup.runs[0].metadata.tester = "Ana <ana@example.com>"
        report.rollup.runs[1].metadata.tester = "Bo"
        report.subject = ReportSubject(product: "Shop app", productVersion: "4.2")
        let graph = try #require(
            (try JSONSerialization.jsonObject(with: Data(EARLReportFormat().string(report).utf8)) as? [String: Any])?[
                "@graph"] as? [[String: Any]])
        let people = graph.filter { ($0["@type"] as? [String])?.contains("foaf:Person") == true }
        #expect(people.map { $0["foaf:name"] as? String } == ["Ana <ana@example.com>", "Bo"])
        let product = try #require(graph.first { $0["@id"] as? String == "_:product" })
        #expect(product["dct:title"] as? String == "Shop app" && product["dct:hasVersion"] as? String == "4.2")
        let subject = try #require(graph.first { $0["@id"] as? String == "_:popover-tooltip.ios" })
        #expect(subject["dct:title"] as? String == "Popover tooltip (iOS)")
        #expect((subject["dct:isPartOf"] as? [String: String])?["@id"] == "_:product")
        let assertions = graph.filter { $0["@type"] as? String == "earl:Assertion" }
        let conflicting = try Checklist(catalog: BundledCatalog.catalog, ids: ["popover-tooltip"], platform: .iOS)
            .items[0].references
        for assertion in assertions {
            let test = (assertion["earl:test"] as? [String: String])?["@id"] ?? ""
            let ids = Set((assertion["earl:assertedBy"] as? [[String: String]] ?? []).compactMap(\.["@id"]))
            let criterion = SuccessCriterion.all.first { "WCAG22:\(EARLReportFormat.slug($0))" == test }
            if let criterion, conflicting.contains(criterion.number) {
                #expect(ids.isSuperset(of: ["_:tester-1", "_:tester-2"]), "both files reach \(test)")
            }
            #expect(!ids.isEmpty)
        }
    }

    @Test func junitIsWellFormedWithOneCasePerItem() throws {
        let report = try Self.report()
        let xml = JUnitReportFormat().string(report)
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        let items = report.rollup.outcomes.count
        #expect(reader.cases == items + 1, "one case per item and one for the item not in the catalog")
        #expect(reader.failures == report.rollup.failures.count)
        #expect(reader.skipped == reader.cases - reader.failures - reader.passed)
        #expect(reader.text.contains(Self.hostile.replacingOccurrences(of: "\u{01}", with: "\u{FFFD}")))
        #expect(!xml.contains("\u{01}"), "XML 1.0 cannot hold control characters")
    }

    /// The report with the subject OpenACR requires, and a vendor.
    static func openACRReport() throws -> Report {
        var report = try report()
        report.subject = ReportSubject(
            product: "Shop \"app\"", productVersion: "4.2", vendor: "Acme", contact: "a11y@example.com")
        return report
    }

    /// Each `(chapter, criterion, component, level, notes)` of an OpenACR document, read line by line
    /// from the shape the format writes (one scalar per line).
    static func entries(_ yaml: String) -> [(
        chapter: String, num: String, component: String, level: String, notes: String
    )] {
        var entries: [(String, String, String, String, String)] = []
        var chapter = ""
        var num = ""
        var component = ""
        var level = ""
        for line in yaml.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            func value(_ key: String) -> String? {
                guard text.hasPrefix(key) else { return nil }
                return String(text.dropFirst(key.count).dropFirst().dropLast())
            }
            if line.hasPrefix("  success_criteria_level_") { chapter = String(text.dropLast()) }
            if let value = value("- num: ") { num = value }
            if let value = value("- name: ") { component = value }
            if let value = value("level: ") { level = value }
            if let value = value("notes: "), line.hasPrefix("              ") {
                entries.append((chapter, num, component, level, value))
            }
        }
        return entries
    }

    @Test func openACRMatchesItsSnapshot() throws {
        let report = try Self.openACRReport()
        let yaml = OpenACRReportFormat().string(report)
        try assertSnapshot(yaml, named: "report-popover-tooltip-ios.openacr.yaml")
        #expect(yaml == OpenACRReportFormat().string(report), "deterministic")
        #expect(
            yaml.hasPrefix("title: \"Acme Accessibility Conformance Report\"\nproduct:\n  name: \"Shop \\\"app\\\"\"\n")
        )
        #expect(yaml.contains("\nreport_date: \"2026-05-01\"\n"), "the latest download, not the clock")
        #expect(yaml.contains("\ncatalog: \"2.5-edition-wcag-2.2-en\"\n"))
        #expect(!yaml.contains("\u{01}"), "control characters are escapes")
        #expect(yaml.contains(YAMLEscaping.doubleQuoted(Self.hostile).dropFirst().dropLast()), "notes are in remarks")
        let entries = Self.entries(yaml)
        #expect(Set(entries.map(\.component)) == ["software"], "iOS results answer for software only")
        let numbers = SuccessCriterion.Level.allCases.flatMap { level in
            SuccessCriterion.all.filter { $0.level == level }.sorted().map(\.number)
        }
        #expect(entries.map(\.num) == numbers, "one entry per criterion, A then AA then AAA tables in order")
        let byLevel = Dictionary(grouping: SuccessCriterion.all, by: \.level)
        for (chapter, level) in [("a", SuccessCriterion.Level.a), ("aa", .aa), ("aaa", .aaa)] {
            #expect(
                entries.filter { $0.chapter == "success_criteria_level_\(chapter)" }.map(\.num)
                    == byLevel[level]!.sorted().map(\.number))
        }
        let rollup = report.rollup.criteria(on: [.iOS, .android])
        for result in rollup where result.items > 0 {
            let entry = entries.first { $0.num == result.criterion.number }
            #expect(entry?.level == OpenACRReportFormat.term(result.conformance), "\(result.criterion)")
        }
        #expect(entries.allSatisfy { !$0.notes.isEmpty }, "OpenACR's validator wants remarks for supports")
        let parsing = entries.first { $0.num == "4.1.1" }
        #expect(parsing?.level == "not-applicable")
    }

    @Test func untestedLevelAAndAACriteriaAreNamedAndAAAIsNotEvaluated() throws {
        let report = try Self.openACRReport()
        let untested = OpenACRReportFormat.untestedCriteria(in: report)
        let expected = report.rollup.criteria(on: [.iOS, .android]).filter { $0.conformance == .notEvaluated }
            .map(\.criterion)
        #expect(untested == expected)
        #expect(!untested.isEmpty && untested.allSatisfy { $0.level != .aaa && !$0.isObsolete })
        #expect(untested.contains(.sc1_1_1), "no popover tooltip item references 1.1.1")
        let entries = Self.entries(OpenACRReportFormat().string(report))
        for criterion in untested {
            let entry = entries.first { $0.num == criterion.number }
            #expect(entry?.level == "not-evaluated")
            #expect(entry?.notes.contains("--allow-untested") == true)
        }
        for entry in entries where entry.level == "not-evaluated" {
            let criterion = SuccessCriterion.all.first { $0.number == entry.num }!
            #expect(criterion.level == .aaa || untested.contains(criterion), "\(criterion)")
        }
        #expect(entries.contains { $0.chapter == "success_criteria_level_aaa" && $0.level == "not-evaluated" })

        let tooltip = try #require(BundledCatalog.catalog.components.first { $0.id == "popover-tooltip" })
        var checklist = try ComponentChecklist(try #require(TestPlan(component: tooltip, platform: .iOS)))
        checklist.items = [checklist.items[0]]
        checklist.items[0].references = SuccessCriterion.all.filter { $0.level != .aaa }.map(\.number)
        var everything = report
        everything.rollup = ResultsRollup(runs: report.rollup.runs, checklists: [checklist])
        #expect(OpenACRReportFormat.untestedCriteria(in: everything) == [], "a result reaches every A and AA criterion")
        #expect(OpenACRReportFormat.missingOptions(in: everything) == [])
        everything.subject = ReportSubject()
        #expect(OpenACRReportFormat.missingOptions(in: everything) == ["--product", "--contact"])
    }
}

/// Counts a JUnit document's test cases and their verdicts, and collects its text.
private final class JUnitReader: NSObject, XMLParserDelegate {
    var cases = 0
    var failures = 0
    var skippedCases = 0
    var text = ""
    private var verdictInCase = false

    var skipped: Int { skippedCases }
    var passed = 0

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "testcase":
            cases += 1
            verdictInCase = false
        case "failure":
            failures += 1
            verdictInCase = true
            text += attributes["message"] ?? ""
        case "skipped":
            skippedCases += 1
            verdictInCase = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "testcase" && !verdictInCase { passed += 1 }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }
}

/// A JSON Schema check of the keywords `schema/report.schema.json` uses: `type`, `required`,
/// `properties`, `additionalProperties`, `items`, `enum`, `const`, `pattern`, `minimum`, `$ref`,
/// `anyOf` and `oneOf`.
private struct SchemaCheck {
    let root: [String: Any]

    func check(_ value: Any, against schema: [String: Any], at path: String, problems: inout [String]) {
        if let ref = schema["$ref"] as? String {
            let name = String(ref.dropFirst("#/$defs/".count))
            let defs = root["$defs"] as? [String: Any]
            guard let target = defs?[name] as? [String: Any] else {
                problems.append("\(path): unknown $ref \(ref)")
                return
            }
            check(value, against: target, at: path, problems: &problems)
        }
        if let type = schema["type"] as? String, !Self.isType(value, type) {
            problems.append("\(path): not \(type)")
            return
        }
        if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { Self.equal($0, value) }) {
            problems.append("\(path): \(value) not in enum")
        }
        if let constant = schema["const"], !Self.equal(constant, value) {
            problems.append("\(path): \(value) is not \(constant)")
        }
        if let pattern = schema["pattern"] as? String, let string = value as? String,
            string.range(of: pattern, options: .regularExpression) == nil
        {
            problems.append("\(path): \(string) does not match \(pattern)")
        }
        if let minimum = schema["minimum"] as? Int, let number = value as? Int, number < minimum {
            problems.append("\(path): \(number) < \(minimum)")
        }
        for (keyword, needed) in [("anyOf", 1), ("oneOf", -1)] {
            guard let options = schema[keyword] as? [[String: Any]] else { continue }
            let matching = options.filter { option in
                var inner: [String] = []
                check(value, against: option, at: path, problems: &inner)
                return inner.isEmpty
            }.count
            if needed == 1 ? matching < 1 : matching != 1 {
                problems.append("\(path): \(matching) of \(keyword) match")
            }
        }
        if let object = value as? [String: Any] {
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                problems.append("\(path): no \(key)")
            }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, member) in object.sorted(by: { $0.key < $1.key }) {
                if let property = properties[key] as? [String: Any] {
                    check(member, against: property, at: "\(path).\(key)", problems: &problems)
                } else if schema["additionalProperties"] as? Bool == false {
                    problems.append("\(path): unexpected \(key)")
                }
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, element) in array.enumerated() {
                check(element, against: items, at: "\(path)[\(index)]", problems: &problems)
            }
        }
    }

    static func isType(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "integer": (value as? NSNumber).map { $0.doubleValue == $0.doubleValue.rounded() } ?? false
        default: true
        }
    }

    static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        if let l = lhs as? String, let r = rhs as? String { return l == r }
        if let l = lhs as? NSNumber, let r = rhs as? NSNumber { return l == r }
        return false
    }
}
