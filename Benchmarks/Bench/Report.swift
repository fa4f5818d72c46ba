import A11yPlan
import Foundation

/// The figures of one build, as the child that made it printed them.
struct BuildFigures: Decodable {
    var files: Int
    var rendered: Int
    var seconds: Double
    var peakMiB: Double
}

/// Every run of one catalog size, in round order.
struct SizeRuns {
    var full: [BuildFigures] = []
    var rebuild: [BuildFigures] = []
    var pagesOnly: [BuildFigures] = []
    var hugo: [ChildRun] = []
    var cmark: [ChildRun] = []
}

/// Runs every measurement and prints one line per figure, each target with whether this run met it.
struct Report {
    var sizes: [Int]
    var rounds: Int
    var comparedSize: Int
    var scratch: URL
    var executable: String

    func run() async {
        let files = FileManager.default
        try? files.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? files.removeItem(at: scratch) }
        print(
            "bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, sizes \(sizes.map(String.init).joined(separator: ", ")), "
                + "rounds over all sizes in turn, median of \(rounds), Hugo and cmark at N=\(comparedSize), sites built in "
                + scratch.deletingLastPathComponent().path
        )
        // Rounds go over every size in turn, so that each size meets the machine in the same states
        // (this VM's speed drifts by tens of percent within minutes), and each figure is the median.
        var measured: [Int: SizeRuns] = [:]
        for round in 0..<rounds {
            for count in sizes {
                let site = scratch.appendingPathComponent("site-\(count)")
                var runs = measured[count] ?? SizeRuns()
                try? files.removeItem(at: site)
                runs.full.append(build(count, into: site))
                runs.rebuild.append(build(count, into: site))
                if runs.rebuild.last!.rendered != 0 { fail("a rebuild with nothing changed rendered components") }
                let pagesFolder = scratch.appendingPathComponent("pages-\(count)")
                try? files.removeItem(at: pagesFolder)
                runs.pagesOnly.append(build(count, into: pagesFolder, pagesOnly: true))
                try? files.removeItem(at: pagesFolder)
                if count == comparedSize {
                    if round == 0 { prepareHugo(from: site) }
                    runs.hugo.append(runHugo())
                    runs.cmark.append(runCmark())
                }
                try? files.removeItem(at: site)
                measured[count] = runs
            }
        }
        var perPage: [Int: Double] = [:]
        for count in sizes {
            guard let runs = measured[count] else { continue }
            let pages = count * Platform.allCases.count
            let full = runs.full
            let seconds = median(full.map(\.seconds))
            let again = median(runs.rebuild.map(\.seconds))
            let pageSeconds = median(runs.pagesOnly.map(\.seconds))
            let peak = full.map(\.peakMiB).max() ?? 0
            perPage[count] = seconds / Double(pages) * 1000
            let times = full.map { String(format: "%.2f", $0.seconds) }.joined(separator: " ")
            line(
                "N=\(count) whole site: %.2f s for %d plan pages, %d files, %.0f pages/s, peak %.0f MiB (runs: %@ s)",
                seconds, pages, full[0].files, Double(pages) / seconds, peak, times)
            line(
                "N=\(count) HTML + Markdown plan pages alone: %.2f s, peak %.0f MiB", pageSeconds,
                runs.pagesOnly[0].peakMiB)
            line(
                "N=\(count) rebuild with nothing changed: %.2f s = %.2f of the full build (target <= 0.25: %@)",
                again, again / seconds, verdict(again / seconds <= 0.25))
            if count == 2000 {
                line("N=2000 peak memory: %.0f MiB (target <= 100 MiB: %@)", peak, verdict(peak <= 100))
            }
            if count == comparedSize, !runs.hugo.isEmpty {
                compare(pages: pageSeconds, site: seconds, hugo: runs.hugo, cmark: runs.cmark, count: count)
            }
        }
        let perPageText = sizes.map { String(format: "N=%d %.3f ms", $0, perPage[$0] ?? 0) }.joined(separator: ", ")
        line("time per plan page (whole site): %@", perPageText)
        if let small = sizes.first, let large = sizes.last, small != large, let a = perPage[small],
            let b = perPage[large]
        {
            line(
                "time per page N=%d / N=%d: %.2f (target within 20%%: %@)", large, small, b / a,
                verdict(abs(b / a - 1) <= 0.2))
        }
        let buildTime = contentBuildSeconds()
        if let buildTime { line("clean build of the Content target (debug, with A11yPlan): %.1f s", buildTime) }
    }

    func compare(pages: Double, site: Double, hugo: [ChildRun], cmark: [ChildRun], count: Int) {
        let hugoSeconds = median(hugo.map(\.seconds))
        let cmarkSeconds = median(cmark.map(\.seconds))
        let bytes = (try? FileManager.default.attributesOfItem(atPath: markdownFile.path)[.size] as? Int) ?? 0
        line(
            "N=\(count) Hugo %@ on the same %d Markdown pages: %.2f s, peak %.0f MiB", hugoVersion, count * 3,
            hugoSeconds, hugo.map(\.peakMiB).max() ?? 0)
        line("N=\(count) cmark on the same %.1f MB: %.2f s", Double(bytes) / 1e6, cmarkSeconds)
        line(
            "N=\(count) HTML + Markdown pages / Hugo: %.2f (target <= 0.20: %@)", pages / hugoSeconds,
            verdict(pages / hugoSeconds <= 0.2))
        line(
            "N=\(count) whole site / Hugo: %.2f (target <= 0.50: %@)", site / hugoSeconds,
            verdict(site / hugoSeconds <= 0.5))
        line(
            "N=\(count) HTML + Markdown pages / cmark: %.1f; whole site / cmark: %.1f", pages / cmarkSeconds,
            site / cmarkSeconds)
    }

    func build(_ count: Int, into folder: URL, pagesOnly: Bool = false) -> BuildFigures {
        let run = runChild(
            [executable, "--components", "\(count)", "--output", folder.path] + (pagesOnly ? ["--pages-only"] : []))
        guard run.status == 0, let figures = try? JSONDecoder().decode(BuildFigures.self, from: Data(run.output.utf8))
        else { fail("the build of \(count) components failed (status \(run.status))") }
        return figures
    }

    var hugoFolder: URL { scratch.appendingPathComponent("hugo") }
    var markdownFile: URL { scratch.appendingPathComponent("pages.md") }

    /// A Hugo site with a minimal layout whose content is the plan pages' Markdown of `site`, and the
    /// same bytes in one file for cmark.
    func prepareHugo(from site: URL) {
        let files = FileManager.default
        let content = hugoFolder.appendingPathComponent("content")
        let layouts = hugoFolder.appendingPathComponent("layouts/_default")
        try? files.createDirectory(at: layouts, withIntermediateDirectories: true)
        let layout =
            "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{{ .Title }}</title></head>"
            + "<body><main>{{ .Content }}</main></body></html>\n"
        try? layout.write(to: layouts.appendingPathComponent("single.html"), atomically: false, encoding: .utf8)
        try? layout.write(to: layouts.appendingPathComponent("list.html"), atomically: false, encoding: .utf8)
        let config =
            "baseURL = \"https://example.org/\"\ndisableKinds = [\"taxonomy\", \"term\", \"RSS\", \"sitemap\"]\n"
        try? config.write(to: hugoFolder.appendingPathComponent("hugo.toml"), atomically: false, encoding: .utf8)
        var all = Data()
        for platform in Platform.allCases {
            let target = content.appendingPathComponent(platform.rawValue)
            try? files.createDirectory(at: target, withIntermediateDirectories: true)
            let folder = site.appendingPathComponent(platform.rawValue)
            for id in ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                let name = "\(id)-\(platform.rawValue).md"
                let page = folder.appendingPathComponent(id).appendingPathComponent(name)
                guard let data = try? Data(contentsOf: page) else { continue }
                try? data.write(to: target.appendingPathComponent(name))
                all.append(data)
            }
        }
        try? all.write(to: markdownFile)
    }

    func runHugo() -> ChildRun {
        try? FileManager.default.removeItem(at: hugoFolder.appendingPathComponent("public"))
        let run = runChild(["hugo", "--quiet", "--source", hugoFolder.path], keepOutput: false)
        if run.status != 0 { fail("hugo failed (status \(run.status)); make bench installs it with apt-get") }
        return run
    }

    func runCmark() -> ChildRun {
        let run = runChild(["cmark", markdownFile.path], keepOutput: false)
        if run.status != 0 { fail("cmark failed (status \(run.status)); make bench installs it with apt-get") }
        return run
    }

    var hugoVersion: String {
        let output = runChild(["hugo", "version"]).output
        return output.split(separator: " ").dropFirst().first.map(String.init) ?? "?"
    }

    /// The clean build time of `Content` that `make bench` measured and passed in, if any.
    func contentBuildSeconds() -> Double? {
        ProcessInfo.processInfo.environment["A11YPLAN_CONTENT_BUILD_SECONDS"].flatMap(Double.init)
    }

    func verdict(_ met: Bool) -> String { met ? "met" : "MISSED" }

    func line(_ format: String, _ arguments: any CVarArg...) {
        print("bench: " + String(format: format, arguments: arguments))
    }
}
