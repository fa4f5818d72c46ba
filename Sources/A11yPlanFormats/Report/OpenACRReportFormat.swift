import A11yPlan

/// A report as a GSA OpenACR document (YAML, schema `openacr-0.1.0`) of the VPAT 2.5 WCAG edition
/// for WCAG 2.2 (catalog `2.5-edition-wcag-2.2-en`): the machine-readable Accessibility Conformance
/// Report that procurement asks for.
///
/// It has the three tables of that catalog (success criteria level A, AA and AAA), one entry per
/// criterion in each, and per criterion one component per kind of product the results are for: `web`
/// for Web results and `software` for iOS and Android results. Each level is the roll-up of that
/// kind's results only, and every remark says what the level rests on, with the failing and blocked
/// results and their notes. A level AAA criterion no result reaches is `not-evaluated`, as VPAT 2.5
/// allows; 4.1.1 Parsing, removed in WCAG 2.2, is `not-applicable`. A level A or AA criterion without
/// a result is `not-evaluated` too, which VPAT 2.5 does not allow: `report` refuses to write such a
/// report unless `--allow-untested` (see `untestedCriteria(in:)`). The catalog's other components
/// (electronic documents, authoring tools) and the VPAT's other chapters are left out: the schema
/// requires none of them and the WCAG edition's catalog has no other chapters.
///
/// Every scalar is a double-quoted YAML string (`YAMLEscaping`), so notes come through as they are.
public struct OpenACRReportFormat: Format {
    /// The OpenACR catalog the report follows: the VPAT 2.5 WCAG edition for WCAG 2.2, in English.
    public static let catalogName = "2.5-edition-wcag-2.2-en"
    /// The licence the report states: the one OpenACR assumes when a report names none.
    public static let license = "CC-BY-4.0"

    /// A kind of product a VPAT answers for, as OpenACR's catalog names it, with the platforms whose
    /// results answer for it.
    public enum Component: String, Sendable, CaseIterable {
        /// `web`: Web results.
        case web
        /// `software`: iOS and Android results (apps are software in the VPAT's terms).
        case software

        /// The platforms whose results answer for this kind.
        public var platforms: Set<Platform> {
            switch self {
            case .web: [.web]
            case .software: [.iOS, .android]
            }
        }
    }

    /// A format; it holds no state.
    public init() {}

    /// The words the report is written in, from the report's language as `write` starts.
    var words = Words.english

    /// `openacr`.
    public var name: String { "openacr" }

    /// `yaml`.
    public var fileExtension: String { "yaml" }

    /// `application/yaml`.
    public var mediaType: String { "application/yaml" }

    /// "OpenACR".
    public var shortName: String { "OpenACR" }

    /// The link to this format, from `Words`.
    public func linkText(in words: Words) -> String { words.reportOpenACRLink }

    /// The kinds of product `report` has results for (a checklist of one of their platforms), in order.
    public static func components(of report: Report) -> [Component] {
        let platforms = Set(report.rollup.checklists.map(\.platform))
        return Component.allCases.filter { !$0.platforms.isDisjoint(with: platforms) }
    }

    /// The level A and AA criteria (obsolete 4.1.1 aside) that are not evaluated, no result or only
    /// blocked ones, for some kind of product the report has results for, in order. VPAT 2.5 allows
    /// Not Evaluated only for level AAA, so `report` refuses an OpenACR report with any of these
    /// unless it is given `--allow-untested`.
    public static func untestedCriteria(in report: Report) -> [SuccessCriterion] {
        let byComponent = components(of: report).map { criteria(of: report, on: $0) }
        return SuccessCriterion.all.sorted().filter { criterion in
            criterion.level != .aaa && !criterion.isObsolete
                && byComponent.contains { ($0[criterion.number]?.conformance ?? .notEvaluated) == .notEvaluated }
        }
    }

    /// The command-line options a report needs for the fields OpenACR requires and the runs cannot
    /// give: `--product` (the product's name) and `--contact` (the author's email), when missing.
    public static func missingOptions(in report: Report) -> [String] {
        [
            report.productName == nil ? "--product" : nil,
            report.subject.contact == nil ? "--contact" : nil,
        ].compactMap(\.self)
    }

    /// The OpenACR term of a conformance level, such as `partially-supports`.
    public static func term(_ conformance: Conformance) -> String {
        switch conformance {
        case .supports: "supports"
        case .partiallySupports: "partially-supports"
        case .doesNotSupport: "does-not-support"
        case .notApplicable: "not-applicable"
        case .notEvaluated: "not-evaluated"
        }
    }

    /// The date the report is of: the latest day a run's results were downloaded, else the latest
    /// day a tester recorded, else nil. Never the clock, so one set of files gives one report.
    public static func reportDate(of report: Report) -> String? {
        let runs = report.rollup.runs
        let downloaded = runs.compactMap { $0.exportedAt.flatMap(day) }
        return downloaded.max() ?? runs.compactMap { $0.metadata.date.flatMap(day) }.max()
    }

    /// Appends the document. In the report's language.
    public func write(_ report: Report, into out: inout TextBuffer) {
        var format = self
        format.words = report.language.words
        format.writeReport(report, into: &out)
    }

    private func writeReport(_ report: Report, into out: inout TextBuffer) {
        let rollup = report.rollup
        let quoted = YAMLEscaping.doubleQuoted
        out.append("title: \(quoted(words.openACRTitle(report.subject.vendor)))\n")
        out.append("product:\n  name: \(quoted(report.productName ?? ""))\n")
        if let version = report.productVersion { out.append("  version: \(quoted(version))\n") }
        out.append("author:\n")
        writeContact(report.subject, into: &out)
        if report.subject.vendor != nil {
            out.append("vendor:\n")
            writeContact(report.subject, into: &out)
        }
        if let date = Self.reportDate(of: report) { out.append("report_date: \(quoted(date))\n") }
        let notes = words.openACRNotes(rollup.runs.count, rollup.conflicts.count, rollup.unknownResults.count)
        out.append("notes: \(quoted(notes))\n")
        out.append("evaluation_methods_used: \(quoted(evaluationMethods(report)))\n")
        out.append("license: \(quoted(Self.license))\n")
        out.append("catalog: \(quoted(Self.catalogName))\n")
        out.append("chapters:\n")
        let components = Self.components(of: report).map { ($0, Self.criteria(of: report, on: $0)) }
        let chapters: [(String, SuccessCriterion.Level)] = [
            ("success_criteria_level_a", .a), ("success_criteria_level_aa", .aa), ("success_criteria_level_aaa", .aaa),
        ]
        for (chapter, level) in chapters {
            out.append("  \(chapter):\n    criteria:\n")
            for criterion in SuccessCriterion.all.sorted() where criterion.level == level {
                out.append("      - num: \(quoted(criterion.number))\n")
                out.append(components.isEmpty ? "        components: []\n" : "        components:\n")
                for (component, results) in components {
                    let (conformance, remarks) = adherence(
                        of: criterion, result: results[criterion.number], component: component, in: report)
                    out.append("          - name: \(quoted(component.rawValue))\n")
                    out.append("            adherence:\n")
                    out.append("              level: \(quoted(Self.term(conformance)))\n")
                    out.append("              notes: \(quoted(remarks))\n")
                }
            }
        }
    }

    /// The roll-up of `report`'s results on `component`'s platforms, by criterion number.
    private static func criteria(of report: Report, on component: Component) -> [String: CriterionResult] {
        var byNumber: [String: CriterionResult] = [:]
        for result in report.rollup.criteria(on: component.platforms) { byNumber[result.criterion.number] = result }
        return byNumber
    }

    /// A criterion's level for one component and the remark that says what it rests on.
    private func adherence(
        of criterion: SuccessCriterion, result: CriterionResult?, component: Component, in report: Report
    ) -> (Conformance, String) {
        guard let result, result.items > 0 else {
            if criterion.isObsolete { return (.notApplicable, words.openACRObsolete) }
            let untested = result?.counts.untested ?? 0
            let remark = untested > 0 ? words.openACRUntestedItems(untested) : words.openACRNoTest
            return (.notEvaluated, criterion.level == .aaa ? remark : "\(remark) \(words.openACRAllowedUntested)")
        }
        let platforms = Platform.allCases.filter { platform in
            component.platforms.contains(platform) && report.rollup.checklists.contains { $0.platform == platform }
        }
        let counts = result.counts
        var lines = [
            words.openACRCounts(
                platforms.map(\.name).joined(separator: ", "), result.items, counts.pass, counts.fail,
                counts.notApplicable, counts.blocked)
        ]
        for outcome in report.rollup.outcomes
        where component.platforms.contains(outcome.item.platform) && outcome.item.references.contains(criterion.number)
        {
            for itemResult in outcome.results where itemResult.status == .fail || itemResult.status == .blocked {
                lines.append(
                    words.openACRResult(
                        Report.title(of: outcome.item),
                        words.resultAt(words.resultStatus(itemResult.status), itemResult.source.description),
                        itemResult.notes))
            }
        }
        if result.conflictingItems > 0 { lines.append(words.conflictsCounted(result.conflictingItems)) }
        if result.conformance == .notEvaluated && criterion.level != .aaa {
            lines.append(words.openACRAllowedUntested)
        }
        return (result.conformance, lines.joined(separator: "\n"))
    }

    /// A contact block (author or vendor): the vendor as the company and the contact as the email.
    private func writeContact(_ subject: ReportSubject, into out: inout TextBuffer) {
        if let vendor = subject.vendor { out.append("  company_name: \(YAMLEscaping.doubleQuoted(vendor))\n") }
        out.append("  email: \(YAMLEscaping.doubleQuoted(subject.contact ?? ""))\n")
    }

    /// What was used: the checklists and platforms, then the runs' assistive technologies, devices,
    /// operating systems, browsers and testers, each once in the order the runs give them.
    private func evaluationMethods(_ report: Report) -> String {
        let runs = report.rollup.runs
        let present = Set(report.rollup.checklists.map(\.platform))
        let platforms = Platform.allCases.filter { present.contains($0) }.map(\.name).joined(separator: ", ")
        var lines = [words.openACREvaluationMethods(report.catalogName, report.catalogVersion, platforms)]
        // A conformance level reads as the product's: say which components the results cover.
        let tested = report.rollup.checklists.map { words.componentOnPlatformShort($0.componentName, $0.platform.name) }
        lines.append(words.openACRUsed(words.openACRComponents, tested))
        let used: [(String, [String?])] = [
            (
                words.openACRAssistiveTechnologies,
                runs.map { joined($0.metadata.assistiveTechnology, $0.metadata.assistiveTechnologyVersion) }
            ),
            (words.openACRDevices, runs.map(\.metadata.device)),
            (words.openACROperatingSystems, runs.map(\.metadata.platformVersion)),
            (words.openACRBrowsers, runs.map { joined($0.metadata.browser, $0.metadata.browserVersion) }),
            (words.openACRTesters, runs.map(\.metadata.tester)),
        ]
        var recorded = false
        for (label, values) in used {
            var seen: Set<String> = []
            let distinct = values.compactMap(\.self).filter { seen.insert($0).inserted }
            guard !distinct.isEmpty else { continue }
            recorded = true
            lines.append(words.openACRUsed(label, distinct))
        }
        if !recorded { lines.append(words.openACRNoMetadata) }
        return lines.joined(separator: "\n")
    }

    /// A name and its version as one value ("VoiceOver 18"); nil without a name.
    private func joined(_ name: String?, _ version: String?) -> String? {
        guard let name else { return nil }
        return version.map { "\(name) \($0)" } ?? name
    }

    /// The day `text` starts with, when it starts with one written YYYY-MM-DD.
    private static func day(_ text: String) -> String? {
        let day = text.prefix(10)
        let digits = day.utf8.enumerated().allSatisfy { index, byte in
            index == 4 || index == 7
                ? byte == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        return day.utf8.count == 10 && digits ? String(day) : nil
    }
}
