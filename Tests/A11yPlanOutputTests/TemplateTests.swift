import A11yPlanFormats
import A11yPlanSite
import Foundation
import Templates
import Testing

@Suite struct TemplateTests {
    @Test func escapesTextAndInsertsHTMLOnlyThroughTripleBraces() throws {
        let template = try Template("<title>{{title}}</title><main>{{{content}}}</main><p>{{lang}}</p>", name: "t")
        let page = template.fill([.title: "<b>\"x\"", .content: "<p>ok</p>"])
        #expect(page == "<title>&lt;b&gt;&quot;x&quot;</title><main><p>ok</p></main><p></p>")
    }

    @Test(arguments: [
        ("{{title}}{{{content}}}{{colour}}", "layout.html:1: unknown placeholder 'colour'"),
        ("{{title}}\n\n{{content}}", "layout.html:3: 'content' holds HTML; write {{{content}}}"),
        ("{{{title}}}{{{content}}}", "layout.html:1: 'title' is text and is always escaped; write {{title}}"),
        ("{{title}}", "layout.html: missing placeholder {{{content}}}"),
        ("{{{content}}}", "layout.html: missing placeholder {{title}}"),
        ("{{title}}{{{content}}}\n{{lang", "layout.html:2: '{{' is never closed on its line"),
        // An unclosed placeholder is named at its own line, not read up to the next closing braces.
        ("{{title}}{{{content}}}\n<p>{{footer</p>\n{{{scripts}}}", "layout.html:2: '{{' is never closed on its line"),
        (
            "{{title}}\n{{{content}}}\n<aside>{{{content}}}</aside>",
            "layout.html:3: {{{content}}} is used a second time (first at line 2); a page holds it once"
        ),
    ])
    func rejectsBrokenLayouts(source: String, message: String) {
        #expect(throws: TemplateError(message)) { try Template(source, name: "layout.html") }
    }

    @Test func aTextPlaceholderMayRepeat() throws {
        let template = try Template("<title>{{title}}</title><h1>{{title}}</h1>{{{content}}}", name: "t")
        #expect(template.fill([.title: "T"]) == "<title>T</title><h1>T</h1>")
    }

    /// Every one of many placeholders is filled (how long that takes is measured by `make bench-templates`).
    @Test func aLayoutWithManyPlaceholdersFillsEachOne() throws {
        let source = "{{{content}}}" + String(repeating: "<p>{{title}}</p>\n", count: 50_000)
        let page = try Template(source, name: "t").fill([.title: "x"])
        #expect(page == String(repeating: "<p>x</p>\n", count: 50_000))
    }

    @Test func aTemplateThatIsASymbolicLinkIsRefused() throws {
        let folder = try newFolder()
        let outside = try newFolder().appendingPathComponent("secret.txt")
        try Data("secret".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("site.css"), withDestinationURL: outside)
        #expect(
            throws: TemplateError(
                folder.path + "/site.css: is a symbolic link; a template must be a file of its own in the folder")
        ) { try TemplateSet(folder: folder, fallback: Templates.defaultFolder) }
        // A link that leads nowhere is refused too, not replaced by the bundled file in silence.
        try FileManager.default.removeItem(at: outside)
        #expect(throws: TemplateError.self) { try TemplateSet(folder: folder, fallback: Templates.defaultFolder) }
    }

    @Test func theBundledTemplatesLoad() throws {
        let set = try TemplateSet(folder: Templates.defaultFolder)
        #expect(set.stylesheet.contains("prefers-color-scheme: dark"))
        #expect(set.searchScript.contains("search-index"))
    }

    @Test func aTeamsFolderReplacesSomeFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yplan-t-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("body { color: teal; }".utf8).write(to: folder.appendingPathComponent("site.css"))
        let set = try TemplateSet(folder: folder, fallback: Templates.defaultFolder)
        #expect(set.stylesheet == "body { color: teal; }")
        #expect(set.searchScript.contains("search-index"), "the rest comes from the bundled templates")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("layout.html"),
            withIntermediateDirectories: true
        )
        let error = #expect(throws: TemplateError.self) { try TemplateSet(folder: folder) }
        #expect(error?.description == folder.path + "/layout.html: is a folder, not a template file")
        #expect(throws: TemplateError.self) {
            try TemplateSet(folder: folder.appendingPathComponent("missing"))
        }
    }

    /// Makes a new, empty folder for one test's templates.
    private func newFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yplan-t-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aFileThatIsNoTemplateIsNamedWithTheKnownNames() throws {
        let folder = try newFolder()
        try Data("<html>{{title}}{{{content}}}</html>".utf8).write(to: folder.appendingPathComponent("layuot.html"))
        try Data().write(to: folder.appendingPathComponent(".DS_Store"))
        #expect(
            throws: TemplateError(
                folder.path + "/layuot.html: not a template name; a template folder holds layout.html, site.css,"
                    + " search.js, checklist-builder.js")
        ) { try TemplateSet(folder: folder, fallback: Templates.defaultFolder) }
    }

    @Test func aTemplateThatIsNotUTF8IsNamedPlainly() throws {
        let folder = try newFolder()
        try Data([0x62, 0xFF, 0xFE, 0x7B]).write(to: folder.appendingPathComponent("site.css"))
        #expect(throws: TemplateError(folder.path + "/site.css: is not UTF-8 text; save the template as UTF-8")) {
            try TemplateSet(folder: folder, fallback: Templates.defaultFolder)
        }
    }
}
