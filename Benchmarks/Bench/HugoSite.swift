import A11yPlan
import A11yPlanFormats
import Foundation

/// A Hugo site with a one-file layout whose content is the plans' Markdown, as our plan pages let a
/// reader save it, and the same bytes in one file for cmark.
struct HugoSite {
    /// The Hugo site's source folder (config, layouts, content).
    var folder: URL

    var markdownFile: URL { folder.deletingLastPathComponent().appendingPathComponent("pages.md") }

    /// Writes the Hugo site's source from the Markdown of every plan of `catalog`, rendered by the
    /// format our plan pages carry in their download links.
    func prepare(from catalog: Catalog) {
        let files = FileManager.default
        let content = folder.appendingPathComponent("content")
        let layouts = folder.appendingPathComponent("layouts/_default")
        try? files.createDirectory(at: layouts, withIntermediateDirectories: true)
        let layout =
            "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{{ .Title }}</title></head>"
            + "<body><main>{{ .Content }}</main></body></html>\n"
        try? layout.write(to: layouts.appendingPathComponent("single.html"), atomically: false, encoding: .utf8)
        try? layout.write(to: layouts.appendingPathComponent("list.html"), atomically: false, encoding: .utf8)
        let config =
            "baseURL = \"https://example.org/\"\ndisableKinds = [\"taxonomy\", \"term\", \"RSS\", \"sitemap\"]\n"
        try? config.write(to: folder.appendingPathComponent("hugo.toml"), atomically: false, encoding: .utf8)
        var all = Data()
        for platform in Platform.allCases {
            let target = content.appendingPathComponent(platform.rawValue)
            try? files.createDirectory(at: target, withIntermediateDirectories: true)
            for component in catalog.components.sorted(by: { $0.id < $1.id }) {
                guard let plan = TestPlan(component: component, platform: platform) else { continue }
                let data = Data(MarkdownRenderer().string(plan).utf8)
                try? data.write(to: target.appendingPathComponent("\(component.id)-\(platform.rawValue).md"))
                all.append(data)
            }
        }
        try? all.write(to: markdownFile)
    }

    /// Hugo builds into `destination`; with `removeFirst`, `rm -rf destination` runs first in the same
    /// timed command.
    func build(into destination: URL, removeFirst: Bool = false) -> ChildRun {
        let hugo = ["hugo", "--quiet", "--source", folder.path, "--destination", destination.path]
        let command =
            removeFirst
            ? ["sh", "-c", "rm -rf \"$0\" && exec \"$@\"", destination.path] + hugo : hugo
        let run = runChild(command, keepOutput: false)
        if run.status != 0 { fail("hugo failed (status \(run.status)); make bench installs it with apt-get") }
        return run
    }

    /// Changes the text of one content page (the first plan page of the first platform), as a user's
    /// edit would; `round` makes each edit different.
    func editPage(round: Int) {
        let platform = folder.appendingPathComponent("content").appendingPathComponent(Platform.allCases[0].rawValue)
        guard let name = (try? FileManager.default.contentsOfDirectory(atPath: platform.path))?.sorted().first,
            let handle = FileHandle(forWritingAtPath: platform.appendingPathComponent(name).path)
        else { fail("no Hugo page to edit") }
        handle.seekToEndOfFile()
        handle.write(Data("\nEdited in round \(round).\n".utf8))
        handle.closeFile()
    }

    func runCmark() -> ChildRun {
        let run = runChild(["cmark", markdownFile.path], keepOutput: false)
        if run.status != 0 { fail("cmark failed (status \(run.status)); make bench installs it with apt-get") }
        return run
    }

    var version: String {
        let output = runChild(["hugo", "version"]).output
        return output.split(separator: " ").dropFirst().first.map(String.init) ?? "?"
    }
}
