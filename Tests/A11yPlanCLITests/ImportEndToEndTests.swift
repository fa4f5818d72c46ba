import A11yPlan
import A11yPlanFormats
import Content
import Foundation
import Testing

/// Runs `a11yplan import` as a user would, on pages `render` wrote and on the reference document.
@Suite struct ImportEndToEndTests {
    static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/popover-tooltip-ios.txt")

    /// A folder holding the popover tooltip's Android and Web pages and the reference document.
    static func pages() throws -> URL {
        let folder = try scratchFolder()
        let plans = folder.appendingPathComponent("plans")
        try FileManager.default.createDirectory(at: plans, withIntermediateDirectories: true)
        let component = try #require(BundledCatalog.catalog.component(id: "popover-tooltip"))
        for platform in [Platform.android, .web] {
            let page = MarkdownRenderer().string(try #require(TestPlan(component: component, platform: platform)))
            try Data(page.utf8).write(to: plans.appendingPathComponent("popover-tooltip-\(platform.rawValue).md"))
        }
        try FileManager.default.copyItem(at: reference, to: plans.appendingPathComponent("popover-tooltip-ios.txt"))
        return folder
    }

    @Test func importsAFolderOfPagesIntoOneComponent() throws {
        let folder = try Self.pages()
        let run = try runBinary(["import", "plans", "--output", "Sources/Mine"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let written = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("Sources/Mine").path)
        #expect(written.sorted() == ["ImportedCatalog.swift", "PopoverTooltip.swift"])
        let source = try String(
            contentsOf: folder.appendingPathComponent("Sources/Mine/PopoverTooltip.swift"), encoding: .utf8)
        #expect(source.contains("Variant(.iOS) {") && source.contains("Variant(.android) {"))
        #expect(source.contains(#".keys(.ctrlTab, .arrowKey).phrased("the ctrl + tab key or arrow key")"#))
        #expect(run.error.hasSuffix("Imported: 3 pages read, 1 component written, 105 terms mapped, 5 warnings.\n"))
        #expect(
            run.error.contains(
                "plans/popover-tooltip-web.md:83: warning: the page lists WCAG criteria for the whole plan that no line names (1.3.1, "
            ))
        #expect(run.output.isEmpty)
    }

    @Test func refusesAPathThatIsNotThere() throws {
        let run = try runBinary(["import", "no-such-plans", "--output", "out"], in: try scratchFolder())
        #expect(run.status == 1)
        #expect(run.error == "a11yplan: error: cannot read 'no-such-plans': no such file or folder\n")
    }

    @Test func refusesAFolderWithNoPlans() throws {
        let folder = try scratchFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("empty/images"), withIntermediateDirectories: true)
        try Data("not a page".utf8).write(to: folder.appendingPathComponent("empty/images/logo.png"))
        let run = try runBinary(["import", "empty", "--output", "out"], in: folder)
        #expect(run.status == 1)
        #expect(run.error == "a11yplan: error: no test plans in 'empty': it has no .md, .markdown or .txt file\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func neverReplacesFilesWithoutForce() throws {
        let folder = try Self.pages()
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: out.appendingPathComponent("PopoverTooltip.swift"))
        let refused = try runBinary(["import", "plans", "-o", "out"], in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.error.hasSuffix(
                "a11yplan: error: 'out/PopoverTooltip.swift' exists; use --force to replace them; nothing was written\n"
            ))
        #expect(try String(contentsOf: out.appendingPathComponent("PopoverTooltip.swift"), encoding: .utf8) == "mine")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("ImportedCatalog.swift").path))
        let forced = try runBinary(["import", "plans", "-o", "out", "--force"], in: folder)
        #expect(forced.status == 0)
        #expect(try String(contentsOf: out.appendingPathComponent("PopoverTooltip.swift"), encoding: .utf8) != "mine")
    }

    @Test func reportsAPageThatIsNotATestPlanAndWritesTheOthers() throws {
        let folder = try Self.pages()
        try Data("# Release notes\n\nNothing to test here.\n".utf8).write(
            to: folder.appendingPathComponent("plans/notes.md"))
        let run = try runBinary(["import", "plans", "-o", "out"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.error.contains(
                "plans/notes.md:1: error: not a test plan: no title naming a platform and a component, such as "
                    + "'iOS Popover tooltip'\n"))
        #expect(run.error.hasSuffix("a11yplan: error: 1 page was not imported; the errors above say why\n"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/PopoverTooltip.swift").path))
    }

    /// A page file in a folder that cannot be read is an error naming it and why, counted in the
    /// summary; the other pages are still written.
    @Test func pagesThatCannotBeReadAreSaidAndCounted() throws {
        let folder = try Self.pages()
        let plans = folder.appendingPathComponent("plans")
        let files = FileManager.default
        try files.createSymbolicLink(atPath: plans.appendingPathComponent("a.md").path, withDestinationPath: "b.md")
        try files.createSymbolicLink(atPath: plans.appendingPathComponent("b.md").path, withDestinationPath: "a.md")
        try files.createSymbolicLink(atPath: plans.appendingPathComponent("gone").path, withDestinationPath: "nowhere")
        try files.createDirectory(at: plans.appendingPathComponent("more"), withIntermediateDirectories: true)
        try files.createSymbolicLink(
            atPath: plans.appendingPathComponent("more/d.md").path, withDestinationPath: "../nowhere.md")
        #expect(mkfifo(plans.appendingPathComponent("fifo.md").path, 0o644) == 0)
        let run = try runBinary(["import", "plans", "-o", "out"], in: folder)
        #expect(run.status == 1)
        for line in [
            "plans/a.md: error: a loop of symbolic links; not read",
            "plans/b.md: error: a loop of symbolic links; not read",
            "plans/fifo.md: error: not a regular file; not read",
            "plans/more/d.md: error: a symbolic link to nothing; not read",
        ] {
            #expect(run.error.components(separatedBy: "\n").filter { $0 == line }.count == 1, "\(run.error)")
        }
        #expect(!run.error.contains("plans/gone"), "a link to nothing without a page's name is no page")
        #expect(
            run.error.contains("Imported: 7 pages read, 1 component written, 105 terms mapped, 5 warnings, 4 errors.\n")
        )
        #expect(run.error.hasSuffix("a11yplan: error: 4 pages were not imported; the errors above say why\n"))
        #expect(files.fileExists(atPath: folder.appendingPathComponent("out/PopoverTooltip.swift").path))
    }

    /// An output folder that cannot be made says which part of its path is in the way, in plain
    /// words, and nothing is written.
    @Test func anOutputThatCannotBeMadeSaysWhy() throws {
        let folder = try Self.pages()
        try Data().write(to: folder.appendingPathComponent("f"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link").path, withDestinationPath: "nowhere")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("taken/PopoverTooltip.swift"), withIntermediateDirectories: true)
        let refused = [
            "f/sub": "cannot create 'f/sub': 'f' is a file, not a folder; nothing was written",
            "f": "cannot write into 'f': it is a file, not a folder; nothing was written",
            "link/sub": "cannot create 'link/sub': 'link': a symbolic link to nothing; nothing was written",
            "taken": "'taken/PopoverTooltip.swift' is a folder, not a file; nothing was written",
        ]
        for (output, message) in refused {
            let run = try runBinary(["import", "plans", "--output", output, "--force"], in: folder)
            #expect(run.status == 1)
            #expect(run.error.hasSuffix("a11yplan: error: \(message)\n"), "\(run.error)")
            #expect(run.error.components(separatedBy: "error:").count == 2, "one error line")
            #expect(!run.error.contains("NSCocoaErrorDomain") && !run.error.contains("Imported:"))
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("taken").path) == [
                "PopoverTooltip.swift"
            ])
    }

    @Test func usageErrorsExit64() throws {
        let folder = try scratchFolder()
        let noOutput = try runBinary(["import", "plans"], in: folder)
        #expect(noOutput.status == 64)
        #expect(noOutput.error == "a11yplan: error: missing --output DIR (see 'a11yplan import --help')\n")
        let noPages = try runBinary(["import", "--output", "out"], in: folder)
        #expect(noPages.status == 64)
        let help = try runBinary(["import", "--help"], in: folder)
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("Turn Markdown test plans into DSL source"))
        let overview = try runBinary(["--help"], in: folder)
        #expect(
            overview.output.contains("  import   Turn Markdown test plans into DSL source for a catalog of your own."))
    }
}
