import A11yPlan
import A11yPlanFormats
import Content
import Foundation
import Testing

/// Runs the built binary over a results JSON (as the interactive checklist downloads it) and a filled
/// checklist CSV (as a spreadsheet returns it).
@Suite struct ReportEndToEndTests {
    /// A folder with `ios.json` (results for the popover tooltip on iOS) and `web.csv` (its Web checklist,
    /// exported by the binary, with Result and Notes filled in).
    static func results() throws -> (folder: URL, ios: [String], web: [String]) {
        let folder = try scratchFolder()
        let ios = try Checklist(catalog: BundledCatalog.catalog, ids: ["popover-tooltip"], platform: .iOS).items.map(
            \.id)
        let entries = ios.enumerated().map { index, id in
            let status = index == 0 ? "fail" : index == 1 ? "blocked" : "pass"
            let notes = index == 0 ? "focus lost \\\"<here>\\\"" : ""
            return """
                {"component": "popover-tooltip", "platform": "ios", "itemId": "\(id)", "status": "\(status)", "notes": "\(notes)"}
                """
        }
        let json = """
            {"schemaVersion": 1, "generator": "A11yPlan 0.1.0", "catalog": {"name": "A11yPlan catalog", "version": "0.1.0"},
             "exportedAt": "2026-05-01T10:00:00.000Z", "results": [\(entries.joined(separator: ",\n"))]}
            """
        try Data(json.utf8).write(to: folder.appendingPathComponent("ios.json"))
        let export = try runBinary(["export", "popover-tooltip", "-p", "web", "-f", "csv"])
        #expect(export.status == 0)
        var lines = export.output.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        lines[0] += ",Result,Notes"
        for index in lines.indices.dropFirst() {
            lines[index] += index == 1 ? ",Fail,\"contrast, too low\"" : index == 2 ? ",not applicable," : ",PASS,"
        }
        try Data((lines.joined(separator: "\r\n") + "\r\n").utf8).write(to: folder.appendingPathComponent("web.csv"))
        let web = try Checklist(catalog: BundledCatalog.catalog, ids: ["popover-tooltip"], platform: .web).items.map(
            \.id)
        return (folder, ios, web)
    }

    @Test func reportsAResultsJSONAndACSVInEveryFormat() throws {
        let (folder, ios, web) = try Self.results()
        let markdown = try runBinary(["report", "ios.json", "web.csv"], in: folder)
        #expect(markdown.status == 0, "\(markdown.error)")
        #expect(markdown.error.isEmpty)
        #expect(markdown.output.hasPrefix("# Accessibility test report\n"))
        #expect(
            markdown.output.contains("| Popover tooltip | iOS | \(ios.count - 2) | 1 | 0 | 1 | 0 | 0 | \(ios.count) |"))
        #expect(
            markdown.output.contains("| Popover tooltip | Web | \(web.count - 2) | 1 | 1 | 0 | 0 | 0 | \(web.count) |"))
        #expect(markdown.output.contains("Fail (web.csv:2): contrast, too low"))
        #expect(markdown.output.contains("Fail (ios.json: results\\[0\\]): focus lost \"\\<here\\>\""))

        let json = try runBinary(
            ["report", "ios.json", "web.csv", "--format", "json", "-o", "report.json"], in: folder)
        #expect(json.status == 0, "\(json.error)")
        let data = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 1)
        #expect((document["items"] as? [Any])?.count == ios.count + web.count)
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.map { $0["file"] as? String } == ["ios.json", "web.csv"])

        let junit = try runBinary(["report", "ios.json", "web.csv", "-f", "junit"], in: folder)
        #expect(junit.status == 0)
        #expect(junit.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"))
        #expect(junit.output.contains("tests=\"\(ios.count + web.count)\" failures=\"2\""))
        #expect(junit.output.contains("&lt;here&gt;"))
        let earl = try runBinary(["report", "ios.json", "web.csv", "-f", "earl"], in: folder)
        #expect(earl.status == 0)
        #expect(earl.output.hasPrefix("{\n  \"@context\" : {"))
        #expect(earl.output.contains("\"earl:failed\""))

        let html = try runBinary(["report", "ios.json", "web.csv", "-f", "html", "-o", "report.html"], in: folder)
        #expect(html.status == 0, "\(html.error)")
        let page = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(
            page.contains("<th scope=\"row\">Popover tooltip</th><td>Web</td><td class=\"num\">\(web.count - 2)</td>"))
        #expect(page.contains("<p class=\"notes\">focus lost \"&lt;here&gt;\"</p>"))
    }

    @Test func buildShowsAFoldersResultsOnThePlanPages() throws {
        let (folder, ios, _) = try Self.results()
        let resultsFolder = folder.appendingPathComponent("results")
        try FileManager.default.createDirectory(at: resultsFolder, withIntermediateDirectories: true)
        for name in ["ios.json", "web.csv"] {
            try FileManager.default.moveItem(
                at: folder.appendingPathComponent(name), to: resultsFolder.appendingPathComponent(name))
        }
        let build = try runBinary(["build", "--results", "results", "--output", "site", "--quiet"], in: folder)
        #expect(build.status == 0, "\(build.error)")
        let page = try String(
            contentsOf: folder.appendingPathComponent("site/ios/popover-tooltip.html"), encoding: .utf8)
        #expect(page.contains("<strong class=\"verdict verdict-fails\">Fails</strong>. \(ios.count) items: "))
        #expect(page.contains("Tested on 2026-05-01."))
        let report = try runBinary(["report", "results/ios.json", "results/web.csv", "--format", "html"], in: folder)
        let written = try String(contentsOf: folder.appendingPathComponent("site/report.html"), encoding: .utf8)
        #expect(report.status == 0 && written == report.output, "the site's report is what report writes")

        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let empty = try runBinary(["build", "--results", "empty", "--output", "site", "--quiet"], in: folder)
        #expect(empty.status == 1)
        #expect(empty.error == "a11yplan: error: the results folder 'empty' has no .json or .csv file\n")
    }

    @Test func neverWritesOverItsInputsAndAsksForForce() throws {
        let (folder, _, _) = try Self.results()
        let original = try Data(contentsOf: folder.appendingPathComponent("web.csv"))
        for output in ["web.csv", "./web.csv", "\(folder.path)/web.csv"] {
            let run = try runBinary(["report", "ios.json", "web.csv", "-o", output, "--force"], in: folder)
            #expect(run.status == 1)
            #expect(run.error.hasSuffix("the report never writes over its input\n"))
        }
        #expect(try Data(contentsOf: folder.appendingPathComponent("web.csv")) == original)
        #expect(try runBinary(["report", "ios.json", "-o", "r.md"], in: folder).status == 0)
        let again = try runBinary(["report", "ios.json", "-o", "r.md"], in: folder)
        #expect(again.status == 1)
        #expect(again.error == "a11yplan: error: 'r.md' exists; use --force to replace it\n")
        #expect(try runBinary(["report", "ios.json", "-o", "r.md", "--force"], in: folder).status == 0)
    }

    @Test func d15AFileNamedSeveralWaysIsReadOnce() throws {
        let (folder, _, _) = try Self.results()
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "ios.json")
        try manager.linkItem(
            at: folder.appendingPathComponent("ios.json"), to: folder.appendingPathComponent("hard.json"))
        let names = [
            "ios.json", "./ios.json", folder.appendingPathComponent("ios.json").path, "link.json", "hard.json",
        ]
        let once = try runBinary(["report", "ios.json", "--format", "json"], in: folder)
        let all = try runBinary(["report"] + names + ["--format", "json"], in: folder)
        #expect(all.status == 0, "\(all.error)")
        #expect(all.output == once.output, "the first name stands for the file")

        let resultsFolder = folder.appendingPathComponent("results")
        try manager.createDirectory(at: resultsFolder, withIntermediateDirectories: true)
        try manager.linkItem(
            at: folder.appendingPathComponent("ios.json"), to: resultsFolder.appendingPathComponent("a.json"))
        try manager.linkItem(
            at: folder.appendingPathComponent("ios.json"), to: resultsFolder.appendingPathComponent("b.json"))
        let build = try runBinary(["build", "--results", "results", "--output", "site", "--quiet"], in: folder)
        #expect(build.status == 0, "\(build.error)")
        let report = try String(contentsOf: folder.appendingPathComponent("site/report.html"), encoding: .utf8)
        #expect(report.contains("results/a.json") && !report.contains("results/b.json"))
    }

    @Test func badInputIsOneLineAndExitOne() throws {
        let folder = try scratchFolder()
        try Data("ID,Result\r\npopover-tooltip.ios.x,Maybe\r\n".utf8).write(
            to: folder.appendingPathComponent("bad.csv"))
        try Data("{\"schemaVersion\": 1,".utf8).write(to: folder.appendingPathComponent("bad.json"))
        let csv = try runBinary(["report", "bad.csv"], in: folder)
        #expect(csv.status == 1)
        #expect(
            csv.error
                == "a11yplan: error: bad.csv:2: unknown result 'Maybe'; use Pass, Fail, Not applicable, Blocked, or leave it empty for untested\n"
        )
        let json = try runBinary(["report", "bad.json"], in: folder)
        #expect(json.status == 1)
        #expect(json.error == "a11yplan: error: bad.json:1: malformed JSON: the document ends inside an object\n")
        let missing = try runBinary(["report", "none.json"], in: folder)
        #expect(missing.error == "a11yplan: error: cannot read 'none.json'\n")
        #expect(missing.status == 1)
    }

    @Test func usageErrorsExit64() throws {
        let none = try runBinary(["report"])
        #expect(none.status == 64)
        #expect(none.error == "a11yplan: error: missing results file (see 'a11yplan report --help')\n")
        let format = try runBinary(["report", "x.json", "--format", "pdf"])
        #expect(format.status == 64)
        #expect(
            format.error
                == "a11yplan: error: unknown format 'pdf'; use one of html, markdown, json, junit, openacr, earl (see 'a11yplan report --help')\n"
        )
        let help = try runBinary(["--help"])
        #expect(help.output.contains("  report   Report test results"))
        let reportHelp = try runBinary(["report", "--help"])
        #expect(reportHelp.output.contains("Usage: a11yplan report RESULTS... [--format F] [--output PATH] [--force]"))
    }

    @Test func openACRRefusesUntestedLevelAAndAACriteriaUnlessAllowed() throws {
        let (folder, _, _) = try Self.results()
        let subject = ["--product", "Shop", "--contact", "a11y@example.com"]
        let refused = try runBinary(
            ["report", "ios.json", "web.csv", "-f", "openacr", "-o", "acr.yaml"] + subject, in: folder)
        #expect(refused.status == 1)
        #expect(refused.output.isEmpty)
        let lines = refused.error.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "one line")
        #expect(refused.error.hasPrefix("a11yplan: error: "))
        #expect(refused.error.contains(" level A or AA criteria have no result or only blocked ones (1.1.1, 1.2.1, "))
        #expect(
            refused.error.hasSuffix(
                "); OpenACR allows Not Evaluated only for AAA: test them or pass --allow-untested\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("acr.yaml").path))

        let missing = try runBinary(["report", "ios.json", "-f", "openacr", "--allow-untested"], in: folder)
        #expect(missing.status == 1)
        #expect(
            missing.error
                == "a11yplan: error: OpenACR requires the product's name and the author's email: pass --product and --contact\n"
        )

        let allowed = try runBinary(
            [
                "report", "ios.json", "web.csv", "-f", "openacr", "-o", "acr.yaml", "--allow-untested", "--vendor",
                "Acme",
            ]
                + subject, in: folder)
        #expect(allowed.status == 0, "\(allowed.error)")
        let yaml = try String(contentsOf: folder.appendingPathComponent("acr.yaml"), encoding: .utf8)
        #expect(yaml.hasPrefix("title: \"Acme Accessibility Conformance Report\"\nproduct:\n  name: \"Shop\"\n"))
        #expect(yaml.contains("          - name: \"web\"\n") && yaml.contains("          - name: \"software\"\n"))
        #expect(yaml.contains("Fail (web.csv:2): contrast, too low"))
        #expect(yaml.contains(#"Fail (ios.json: results[0]): focus lost \"<here>\""#))
        #expect(yaml.contains("this report was written with --allow-untested."))
    }
}
