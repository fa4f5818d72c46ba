import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Content
import Foundation
import Testing

/// Runs the built `a11yplan` binary, as a user would.
@Suite struct EndToEndTests {
    @Test func theBinaryWasBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: binary.path), "\(binary.path)")
    }

    @Test func listsTheCatalogAsText() throws {
        let run = try runBinary(["list"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == BundledCatalog.components.count)
        #expect(lines.count >= 60)
        let popover = try #require(lines.first { $0.hasPrefix("popover-tooltip ") })
        #expect(
            popover.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
                == "popover-tooltip Popover tooltip ios, android, web")
        let tree = try #require(lines.first { $0.hasPrefix("tree-view ") })
        #expect(tree.hasSuffix("  web"), "a component on one platform lists only that one")
        #expect(run.error.isEmpty)
    }

    @Test func listsTheCatalogAsJSON() throws {
        let run = try runBinary(["list", "--platform", "android", "--format", "json"])
        #expect(run.status == 0)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(entries.count == BundledCatalog.catalog.components(on: .android).count)
        let popover = try #require(entries.first { $0["id"] as? String == "popover-tooltip" })
        #expect(popover["name"] as? String == "Popover tooltip")
        #expect(popover["platforms"] as? [String] == ["ios", "android", "web"])
        #expect(!entries.contains { $0["id"] as? String == "skip-link" }, "web-only components are left out")
    }

    @Test func rendersAPageToStandardOutput() throws {
        let run = try runBinary(["render", "popover-tooltip", "--platform", "ios"])
        #expect(run.status == 0)
        let component = try #require(BundledCatalog.catalog.component(id: "popover-tooltip"))
        let plan = try #require(TestPlan(component: component, platform: .iOS))
        #expect(run.output == MarkdownRenderer().string(plan))
        #expect(run.output.contains("| Arrow keys or ctrl + tab | Focus visibly moves to the button |"))
    }

    @Test func rendersAPageToANewFileOnly() throws {
        let folder = try scratchFolder()
        let first = try runBinary(["render", "popover-tooltip", "-p", "web", "-o", "page.md"], in: folder)
        #expect(first.status == 0)
        let page = try String(contentsOf: folder.appendingPathComponent("page.md"), encoding: .utf8)
        #expect(page.hasPrefix("# Popover tooltip\n"))
        try Data("mine".utf8).write(to: folder.appendingPathComponent("page.md"))
        let second = try runBinary(["render", "popover-tooltip", "-p", "web", "-o", "page.md"], in: folder)
        #expect(second.status == 1)
        #expect(second.error == "a11yplan: error: 'page.md' exists; use --force to replace it\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("page.md"), encoding: .utf8) == "mine")
        let forced = try runBinary(["render", "popover-tooltip", "-p", "web", "-o", "page.md", "--force"], in: folder)
        #expect(forced.status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("page.md"), encoding: .utf8) == page)
    }

    @Test(arguments: ["markdown", "csv", "json", "gherkin", "html"])
    func exportsAChecklist(format: String) throws {
        let run = try runBinary(["export", "popover-tooltip", "--platform", "ios", "--format", format])
        #expect(run.status == 0, "\(run.error)")
        let checklist = try Checklist(catalog: BundledCatalog.catalog, ids: ["popover-tooltip"], platform: .iOS)
        let exporter = try #require(Formats.checklist(named: format))
        #expect(run.output == exporter.string(checklist))
    }

    @Test func exportWritesFilesSafelyAndReportsErrors() throws {
        let folder = try scratchFolder()
        let first = try runBinary(["export", "popover-tooltip", "-p", "web", "-f", "csv", "-o", "c.csv"], in: folder)
        #expect(first.status == 0)
        let again = try runBinary(["export", "popover-tooltip", "-p", "web", "-f", "csv", "-o", "c.csv"], in: folder)
        #expect(again.status == 1)
        #expect(again.error == "a11yplan: error: 'c.csv' exists; use --force to replace it\n")
        let twice = try runBinary(
            ["export", "popover-tooltip", "popover-tooltip", "-p", "web", "-f", "gherkin", "-o", "features"],
            in: folder
        )
        #expect(twice.status == 0, "\(twice.error)")
        let feature = try String(contentsOf: folder.appendingPathComponent("features"), encoding: .utf8)
        #expect(feature.hasPrefix("@platform-web @component-popover-tooltip\n"), "a repeated id counts once")
        let missing = try runBinary(["export", "popover-tooltip", "--format", "csv"])
        #expect(missing.status == 64)
        #expect(missing.error == "a11yplan: error: missing --platform (see 'a11yplan export --help')\n")
        let unknown = try runBinary(["export", "popover", "-p", "ios"])
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("did you mean 'popover-tooltip'?"))
        let format = try runBinary(["export", "popover-tooltip", "-p", "ios", "-f", "xlsx"])
        #expect(format.status == 64)
        #expect(format.error.contains("unknown format 'xlsx'; use one of markdown, csv, json, gherkin, html"))
    }

    @Test func checksTheBundledCatalog() throws {
        let run = try runBinary(["check"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.isEmpty)
        // The bundled catalog's free text is translated whole into German and Spanish: no line says
        // that some of it shows in English.
        let lines = run.error.split(separator: "\n")
        #expect(lines.count == 1, "\(run.error)")
        #expect(lines.last?.hasPrefix("Checked ") == true)
        #expect(run.error.hasSuffix(": 0 errors, 0 warnings.\n"))
        // Nothing missing and nothing stale in either language.
        for locale in ["de", "es"] {
            let localized = try runBinary(["check", "--locale", locale])
            #expect(localized.status == 0, "\(localized.error)")
            #expect(localized.error.hasSuffix(": 0 errors, 0 warnings.\n"), "\(locale): \(localized.error)")
            #expect(!localized.error.contains("warning:"), "\(locale): \(localized.error)")
        }
    }

    @Test func checkAndBuildReportMistakesAtTheirLines() throws {
        let check = try runBinary(["check"], executable: fixturesBinary)
        #expect(check.status == 1)
        let lines = check.error.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("a11yplan_fixtures/main.swift:") && $0.contains(": error: no WCAG reference")
            })
        #expect(
            lines.last
                == "a11yplan-fixtures: error: the catalog has \(lines.filter { $0.contains(": error: ") && !$0.hasPrefix("a11yplan-fixtures") }.count) errors"
        )
        let folder = try scratchFolder()
        let build = try runBinary(["build", "-o", "site"], in: folder, executable: fixturesBinary)
        #expect(build.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    @Test func buildsTheSite() throws {
        let folder = try scratchFolder()
        let run = try runBinary(["build", "--output", "out/site"], in: folder)
        #expect(run.status == 0)
        #expect(run.error.hasPrefix("Wrote "))
        let components = BundledCatalog.components.count
        #expect(run.error.hasSuffix(" files to out/site (\(components) components rendered)\n"))
        for platform in ["ios", "android", "web"] {
            let page = folder.appendingPathComponent("out/site/\(platform)/popover-tooltip.html")
            #expect(FileManager.default.fileExists(atPath: page.path), "\(page.path)")
        }
        for file in ["index.html", "404.html", "sitemap.xml", "search/index.html", "assets/site.css"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/site/\(file)").path))
        }
        let again = try runBinary(["build", "--output", "out/site"], in: folder)
        #expect(again.status == 0)
        #expect(
            again.error.hasSuffix(
                " files to out/site (0 components rendered; \(components) unchanged components kept from the last build)\n"
            ))
        let clean = try runBinary(["build", "--output", "out/site", "--clean"], in: folder)
        #expect(clean.error.hasSuffix(" files to out/site (\(components) components rendered)\n"))
        let quiet = try runBinary(["build", "--output", "out/site", "--quiet"], in: folder)
        #expect(quiet.status == 0)
        #expect(quiet.error.isEmpty)
    }

    @Test func buildsWithATeamsTemplatesAndBaseURL() throws {
        let folder = try scratchFolder()
        let templates = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let layout = "<!DOCTYPE html><html lang=\"{{lang}}\"><title>{{title}}</title><main>{{{content}}}</main></html>"
        try Data(layout.utf8).write(to: templates.appendingPathComponent("layout.html"))
        let run = try runBinary(
            ["build", "-o", "site", "--templates", "theme", "--base-url", "https://example.org/a11y", "-q"],
            in: folder
        )
        #expect(run.status == 0, "\(run.error)")
        let home = try String(contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(home.hasPrefix("<!DOCTYPE html><html lang=\"en\"><title>Accessibility test plans</title><main><h1>"))
        #expect(home.contains("href=\"https://example.org/a11y/ios/popover-tooltip.html\""))
        let css = try String(contentsOf: folder.appendingPathComponent("site/assets/site.css"), encoding: .utf8)
        #expect(css.contains("prefers-color-scheme"), "files the team did not give come from the bundled templates")
    }

    @Test func reportsTemplateErrors() throws {
        let folder = try scratchFolder()
        let templates = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("<title>{{title}}</title>\n{{{body}}}".utf8).write(to: templates.appendingPathComponent("layout.html"))
        let broken = try runBinary(["build", "--templates", "theme"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.error.hasSuffix("theme/layout.html:2: unknown placeholder 'body'\n"))
        let missing = try runBinary(["build", "--templates", "nowhere"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.error.hasSuffix("nowhere: no such template folder\n"))
        let misspelt = folder.appendingPathComponent("misspelt")
        try FileManager.default.createDirectory(at: misspelt, withIntermediateDirectories: true)
        try Data("{{title}}{{{content}}}".utf8).write(to: misspelt.appendingPathComponent("layuot.html"))
        let unknown = try runBinary(["build", "--templates", "misspelt"], in: folder)
        #expect(unknown.status == 1)
        #expect(
            unknown.error.hasSuffix(
                "misspelt/layuot.html: not a template name; a template folder holds layout.html, site.css,"
                    + " search.js, checklist-builder.js\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    @Test func refusesToReplaceAFolderOfTheUsers() throws {
        let folder = try scratchFolder()
        let mine = folder.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: mine.appendingPathComponent("index.html"))
        let run = try runBinary(["build"], in: folder)
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("a11yplan: error: refusing to replace '"))
        #expect(run.error.filter { $0 == "\n" }.count == 1, "one line")
        #expect(try String(contentsOf: mine.appendingPathComponent("index.html"), encoding: .utf8) == "keep")
    }

    @Test(arguments: [
        (
            ["render", "popover-tooltip", "--platform", "ios", "--colour"],
            "unknown option '--colour' for 'render' (see 'a11yplan render --help')"
        ),
        (["render", "--platform", "ios"], "missing component id (see 'a11yplan render --help')"),
        (["render", "popover-tooltip"], "missing --platform (see 'a11yplan render --help')"),
        (
            ["render", "popover-tooltip", "--platform"],
            "option '--platform' needs a value (see 'a11yplan render --help')"
        ),
        (
            ["render", "popover-tooltip", "--platform", "windows"],
            "unknown platform 'windows'; use one of ios, android, web (see 'a11yplan render --help')"
        ),
        (
            ["render", "popovr-tooltip", "--platform", "ios"],
            "no component with id 'popovr-tooltip'; did you mean 'popover-tooltip' or 'tooltip'? (see 'a11yplan render --help')"
        ),
        (
            ["render", "popover-tooltip", "--platform", "ios", "--format", "pdf"],
            "unknown format 'pdf'; use one of markdown (see 'a11yplan render --help')"
        ),
        (["list", "--format", "xml"], "unknown format 'xml'; use one of text, json (see 'a11yplan list --help')"),
        (["list", "extra"], "unexpected argument 'extra' (see 'a11yplan list --help')"),
        (["publish"], "unknown command 'publish' (see 'a11yplan --help')"),
        (["--verbose"], "unknown option '--verbose' (see 'a11yplan --help')"),
        (["build", "--quiet=yes"], "option '--quiet' takes no value (see 'a11yplan build --help')"),
        (["build", "-o", "a", "-o", "b"], "option '--output' is given twice (see 'a11yplan build --help')"),
        (
            ["build", "--base-url", "example.org"],
            "--base-url must be an absolute http(s) URL, not 'example.org' (see 'a11yplan build --help')"
        ),
    ])
    func reportsUsageErrors(arguments: [String], message: String) throws {
        let run = try runBinary(arguments)
        #expect(run.status == 64)
        #expect(run.error == "a11yplan: error: \(message)\n")
        #expect(run.output.isEmpty)
    }

    @Test func reportsAMissingCommandWithTheOverview() throws {
        let run = try runBinary([])
        #expect(run.status == 64)
        #expect(run.error.contains("Usage: a11yplan <command> [options]"))
        #expect(run.error.hasSuffix("a11yplan: error: missing command (see 'a11yplan --help')\n"))
    }

    @Test func printsHelpAndVersion() throws {
        let help = try runBinary(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("  render   Render one component's test plan for one platform."))
        let renderHelp = try runBinary(["render", "--help"])
        #expect(renderHelp.status == 0)
        #expect(renderHelp.output.contains("Usage: a11yplan render ID --platform P"))
        #expect(renderHelp.output.contains("-p, --platform P"))
        #expect(try runBinary(["help", "build"]).output == (try runBinary(["build", "-h"])).output)
        let version = try runBinary(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("a11yplan 0.1.0 (catalog "))
    }
}
