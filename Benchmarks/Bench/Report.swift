import A11yPlan
import Foundation

/// The figures of one build, as the child that made it printed them.
struct BuildFigures: Decodable {
    var files: Int
    var rendered: Int
    var seconds: Double
    var peakMiB: Double
}

/// What one timed run cost and what it wrote: the files it created or changed and their bytes.
struct Run {
    var seconds: Double
    var peakMiB: Double
    var files: Int
    var bytes: Int
    var rendered = 0
}

/// The situations a build is measured in, in the order they are printed.
enum Scenario: String, CaseIterable {
    /// (a) Only the plan pages into a new folder: the work Hugo does on the same plans' Markdown.
    case pagesNew = "(a) plan pages alone, new folder"
    /// (b) The whole site, every download a file, into a new, empty folder on the scratch disk.
    case wholeNew = "(b) whole site, new folder"
    /// (b) The same in tmpfs, where the disk does not blur the tools.
    case wholeMemory = "(b) whole site, new folder in tmpfs"
    /// A rebuild with nothing changed, over the previous output.
    case unchanged = "rebuild with nothing changed"
    /// (b) The previous output deleted with `rm -rf` in the timed command, then built again.
    case removed = "(b) rm -rf, then whole site"
    /// (c) One component edited, built over the previous output.
    case edited = "(c) one component edited"
}

/// Who made a run: our build, the floor under it, or Hugo.
enum Maker: String {
    case ours, floor, hugo
}

/// Every run of one size, by scenario and maker, in round order.
struct SizeRuns {
    var runs: [Scenario: [Maker: [Run]]] = [:]
    var cmark: [ChildRun] = []
    /// What a reader downloads from the whole site (the same in every round: builds are deterministic).
    var weight: PageWeight?

    subscript(scenario: Scenario, maker: Maker) -> [Run] {
        get { runs[scenario]?[maker] ?? [] }
        set { runs[scenario, default: [:]][maker] = newValue }
    }
}

/// Runs every measurement, interleaved round by round, and prints one line per figure, each target
/// with whether this run met it.
struct Report {
    var sizes: [Int]
    var rounds: Int
    var comparedSize: Int
    /// Where sites are built: a folder on the disk unless `--scratch` said otherwise.
    var scratch: URL
    /// Where the tmpfs figures are built, if there is a tmpfs.
    var memoryScratch: URL?
    var executable: String

    var hugo: HugoSite { HugoSite(folder: scratch.appendingPathComponent("hugo")) }

    func run() {
        let files = FileManager.default
        try? files.createDirectory(at: scratch, withIntermediateDirectories: true)
        if let memoryScratch { try? files.createDirectory(at: memoryScratch, withIntermediateDirectories: true) }
        defer {
            remove(scratch)
            if let memoryScratch { remove(memoryScratch) }
        }
        let memory = memoryScratch.map { " (tmpfs figures in \($0.deletingLastPathComponent().path))" } ?? ""
        print(
            "bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, sizes \(sizes.map(String.init).joined(separator: ", ")), "
                + "rounds over all sizes in turn, median of \(rounds), Hugo and cmark at N=\(comparedSize), sites built in "
                + "\(scratch.deletingLastPathComponent().path) on \(MountOptions(of: scratch.path).description)\(memory)"
        )
        // Rounds go over every size in turn, and within a size every scenario runs ours, the floor and
        // Hugo one after the other, so that all of them meet the machine in the same states (this VM's
        // speed drifts by tens of percent within minutes); each figure is the median.
        var measured: [Int: SizeRuns] = [:]
        for round in 0..<rounds {
            for count in sizes {
                measure(count, round: round, into: &measured[count, default: SizeRuns()])
            }
        }
        let hugoVersion = hugo.version
        for count in sizes {
            guard let runs = measured[count] else { continue }
            printSize(count: count, runs: runs, hugoVersion: hugoVersion)
        }
        printScaling(measured)
        if let buildTime = contentBuildSeconds() {
            line("clean build of the Content target (debug, with A11yPlan): %.1f s", buildTime)
        }
    }

    /// One round of every scenario at `count` components.
    func measure(_ count: Int, round: Int, into runs: inout SizeRuns) {
        let folder = scratch.appendingPathComponent("n\(count)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let site = folder.appendingPathComponent("site")
        let floor = folder.appendingPathComponent("floor")
        let layout = folder.appendingPathComponent("site.layout")
        let compared = count == comparedSize
        let hugoPublic = folder.appendingPathComponent("hugo-public")

        // (b) A new, empty folder: the folders of the previous round are removed first, untimed. The
        // floor goes first in odd rounds, so that neither always meets the other's deleted files.
        remove(site)
        remove(floor)
        let floorFirst = round % 2 == 1
        if floorFirst { runs[.wholeNew, .floor].append(writeFloor(layout, into: floor)) }
        runs[.wholeNew, .ours].append(build(count, into: site))
        let tree = SiteTree(reading: site.path)
        try? tree.layout.write(to: layout, atomically: false, encoding: .utf8)
        if runs.weight == nil { runs.weight = PageWeight(tree: tree) }
        if !floorFirst { runs[.wholeNew, .floor].append(writeFloor(layout, into: floor)) }
        if compared {
            if round == 0 { hugo.prepare(from: SyntheticCatalog.catalog(components: count)) }
            remove(hugoPublic)
            runs[.wholeNew, .hugo].append(hugoRun(hugo.build(into: hugoPublic), written: hugoPublic))
            runs.cmark.append(hugo.runCmark())
        }
        if let memoryScratch {
            let memory = memoryScratch.appendingPathComponent("n\(count)")
            remove(memory)
            runs[.wholeMemory, .ours].append(build(count, into: memory.appendingPathComponent("site")))
            runs[.wholeMemory, .floor].append(writeFloor(layout, into: memory.appendingPathComponent("floor")))
            if compared {
                let destination = memory.appendingPathComponent("hugo-public")
                runs[.wholeMemory, .hugo].append(hugoRun(hugo.build(into: destination), written: destination))
            }
            remove(memory)
        }

        // (a) The plan pages alone, into a new folder, against the same Hugo build.
        let pages = folder.appendingPathComponent("pages")
        let pagesFloor = folder.appendingPathComponent("pages-floor")
        let pagesLayout = folder.appendingPathComponent("pages.layout")
        remove(pages)
        runs[.pagesNew, .ours].append(build(count, into: pages, options: ["--pages-only"]))
        try? SiteTree(reading: pages.path).layout.write(to: pagesLayout, atomically: false, encoding: .utf8)
        remove(pagesFloor)
        runs[.pagesNew, .floor].append(writeFloor(pagesLayout, into: pagesFloor))
        remove(pages)
        remove(pagesFloor)

        // Nothing changed, over the previous output.
        let unchanged = build(count, into: site, before: tree)
        if unchanged.rendered != 0 { fail("a rebuild with nothing changed rendered components") }
        runs[.unchanged, .ours].append(unchanged)

        // (b) The previous output deleted inside the timed command, then built into the same folder.
        if floorFirst { runs[.removed, .floor].append(writeFloor(layout, into: floor, options: ["--remove-first"])) }
        runs[.removed, .ours].append(build(count, into: site, options: ["--remove-first"]))
        if !floorFirst { runs[.removed, .floor].append(writeFloor(layout, into: floor, options: ["--remove-first"])) }
        if compared {
            runs[.removed, .hugo].append(hugoRun(hugo.build(into: hugoPublic, removeFirst: true), written: hugoPublic))
        }

        // (c) One component edited, built over the previous output; the floor rewrites in place the
        // files that build wrote anew, with their sizes.
        let before = SiteTree(reading: site.path)
        let edit = (count / 2 + round) % count
        runs[.edited, .ours].append(build(count, into: site, options: ["--edit", "\(edit)"], before: before))
        let written = SiteTree(reading: site.path).written(since: before)
        let editLayout = folder.appendingPathComponent("edit.layout")
        try? SiteTree(files: written).layout.write(to: editLayout, atomically: false, encoding: .utf8)
        runs[.edited, .floor].append(writeFloor(editLayout, into: floor))
        if compared {
            let hugoBefore = SiteTree(reading: hugoPublic.path)
            hugo.editPage(round: round)
            runs[.edited, .hugo].append(hugoRun(hugo.build(into: hugoPublic), written: hugoPublic, before: hugoBefore))
        }
        remove(site)
        remove(floor)
    }

    /// Our build of `count` components into `folder` with `options`; what it wrote is read from the
    /// folder afterwards (the files that are not as they were in `before`, when given).
    func build(_ count: Int, into folder: URL, options: [String] = [], before: SiteTree? = nil) -> Run {
        let run = runChild([executable, "--components", "\(count)", "--output", folder.path] + options)
        guard run.status == 0, let figures = try? JSONDecoder().decode(BuildFigures.self, from: Data(run.output.utf8))
        else { fail("the build of \(count) components failed (status \(run.status))") }
        let written = Self.written(in: folder, since: before)
        return Run(
            seconds: figures.seconds, peakMiB: figures.peakMiB, files: written.count,
            bytes: written.reduce(0) { $0 + $1.size }, rendered: figures.rendered)
    }

    /// The floor child writing the layout file `layout` into `folder` with `options`.
    func writeFloor(_ layout: URL, into folder: URL, options: [String] = []) -> Run {
        let run = runChild([executable, "--floor", layout.path, "--output", folder.path] + options)
        guard run.status == 0, let figures = try? JSONDecoder().decode(BuildFigures.self, from: Data(run.output.utf8))
        else { fail("the floor failed (status \(run.status))") }
        let text = (try? String(contentsOf: layout, encoding: .utf8)) ?? ""
        let writer = FloorWriter(layout: text)
        return Run(seconds: figures.seconds, peakMiB: figures.peakMiB, files: writer.files, bytes: writer.bytes)
    }

    /// A Hugo run with what it wrote into `folder` (since `before`, when given).
    func hugoRun(_ run: ChildRun, written folder: URL, before: SiteTree? = nil) -> Run {
        let written = Self.written(in: folder, since: before)
        return Run(
            seconds: run.seconds, peakMiB: run.peakMiB, files: written.count, bytes: written.reduce(0) { $0 + $1.size })
    }

    static func written(in folder: URL, since before: SiteTree?) -> [TreeFile] {
        let after = SiteTree(reading: folder.path)
        return before.map { after.written(since: $0) } ?? after.files
    }

    /// Removes `folder` and everything in it, untimed.
    func remove(_ folder: URL) {
        _ = runChild(["rm", "-rf", folder.path], keepOutput: false)
    }

    /// The clean build time of `Content` that `make bench` measured and passed in, if any.
    func contentBuildSeconds() -> Double? {
        ProcessInfo.processInfo.environment["A11YPLAN_CONTENT_BUILD_SECONDS"].flatMap(Double.init)
    }
}
