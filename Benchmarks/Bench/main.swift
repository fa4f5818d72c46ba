// a11yplan-bench: builds synthetic sites through the public API and compares them with Hugo and cmark.
//
//   a11yplan-bench                                   the report (make bench)
//   a11yplan-bench --sizes 500,2000,8000 --rounds 5  other sizes and rounds (default 500,2000 and 3, rounds
//                                                    over all sizes in turn)
//   a11yplan-bench --scratch DIR                     where the sites are built (default: .build/bench-sites
//                                                    in the current folder, on the repository's disk)
//   a11yplan-bench --components N --output DIR       build one site into DIR (Markdown included) and exit
//   a11yplan-bench --components N --output DIR --pages-only
//                                                    write only the plan pages, HTML and Markdown
//   a11yplan-bench --components N --output DIR --edit K
//                                                    the same with component K's usage edited
//   a11yplan-bench --components N --output DIR --remove-first
//                                                    run `rm -rf DIR` first, inside the timed part
//   a11yplan-bench --components N --output DIR --locales de,es
//                                                    the site in other bundled languages too, each in
//                                                    its folder (their free text left in English)
//   a11yplan-bench --floor LAYOUT --output DIR [--remove-first]
//                                                    write LAYOUT's folders and files with no rendering
//   a11yplan-bench --layouts                         parse and fill large page layouts (make bench-templates)
//
// Every build runs in a child process of its own, measured with wait4, so its time and peak memory
// are its own; the floor, Hugo and cmark run the same way, alternating with our builds.
import A11yPlan
import A11yPlanSite
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("a11yplan-bench: error: \(message)\n".utf8))
    exit(64)
}

func value(after flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag) else { return nil }
    guard index + 1 < arguments.count else { fail("\(flag) needs a value") }
    return arguments[index + 1]
}

/// This process's peak resident memory, in MiB.
func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// Runs `rm -rf path` and waits for it; its time is the caller's.
func removeTree(_ path: String) {
    let run = runChild(["rm", "-rf", path], keepOutput: false)
    if run.status != 0 { fail("rm -rf \(path) failed (status \(run.status))") }
}

/// Builds the synthetic site of `count` components (component `edit` edited) into `output`, with
/// `locales` (the catalog untranslated, in those languages' words), after removing it when
/// `removeFirst`, and prints its figures as JSON.
func buildOnce(
    components count: Int, output: URL, pagesOnly: Bool, edit: Int?, removeFirst: Bool, locales: [Language] = []
) async {
    let catalog = SyntheticCatalog.catalog(components: count, edited: edit)
    let localized = locales.map { LocalizedCatalog(language: $0, catalog: catalog.localized(to: $0)) }
    let start = monotonicSeconds()
    if removeFirst { removeTree(output.path) }
    do {
        let files: Int
        let rendered: Int
        let summary = try await SiteBuilder(catalog: catalog, pages: pagesOnly ? .plans : .all, locales: localized)
            .build(into: output)
        files = summary.files
        rendered = summary.rendered
        let seconds = monotonicSeconds() - start
        print("{\"files\":\(files),\"rendered\":\(rendered),\"seconds\":\(seconds),\"peakMiB\":\(peakMemoryMiB())}")
    } catch {
        fail("\(error)")
    }
}

/// Writes the folders and files of the layout file at `layout` under `output`, after removing it when
/// `removeFirst`, and prints the time as JSON.
func writeFloor(layout: String, output: String, removeFirst: Bool) {
    guard let text = try? String(contentsOfFile: layout, encoding: .utf8) else { fail("cannot read \(layout)") }
    let writer = FloorWriter(layout: text)
    let start = monotonicSeconds()
    if removeFirst { removeTree(output) }
    guard writer.write(into: output) else { fail("the floor could not write into \(output)") }
    let seconds = monotonicSeconds() - start
    print(
        "{\"files\":\(writer.files),\"rendered\":0,\"seconds\":\(seconds),\"peakMiB\":\(peakMemoryMiB())}")
}

/// Parses and fills page layouts of growing size, three times each, and prints the median seconds of
/// each: the time must grow with the layout's size, not its square (the robustness run's D23 saw
/// 64,000 placeholders take 6.5 s and a 10 MB layout of 700,000 not finish in 400 s).
func timeLayouts() {
    let frame = "<html lang=\"{{lang}}\"><title>{{title}}</title>{{{head}}}<main>{{{content}}}</main>"
    let cases: [(String, String)] = [
        ("10 MB, no further placeholders", frame + "<!-- " + String(repeating: "x", count: 10_000_000) + " -->"),
        ("64,000 placeholders", frame + String(repeating: "<p>{{site-name}}</p>\n", count: 64_000)),
        ("128,000 placeholders", frame + String(repeating: "<p>{{site-name}}</p>\n", count: 128_000)),
        ("700,000 placeholders (14 MB)", frame + String(repeating: "<p>{{site-name}}</p>\n", count: 700_000)),
    ]
    for (label, source) in cases {
        var seconds: [Double] = []
        for _ in 0..<3 {
            let start = monotonicSeconds()
            do {
                let page = try Template(source, name: "layout.html").fill([.title: "T", .siteName: "S"])
                precondition(!page.isEmpty)
            } catch {
                fail("\(error)")
            }
            seconds.append(monotonicSeconds() - start)
        }
        print("bench: layout of \(label): parse and fill, median \(String(format: "%.2f", seconds.sorted()[1])) s")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--layouts") {
    timeLayouts()
    exit(0)
}
let removeFirst = arguments.contains("--remove-first")
if let layout = value(after: "--floor", in: arguments) {
    guard let output = value(after: "--output", in: arguments) else { fail("--floor needs --output DIR") }
    writeFloor(layout: layout, output: output, removeFirst: removeFirst)
    exit(0)
}
if let components = value(after: "--components", in: arguments) {
    guard let count = Int(components), count > 0 else { fail("--components takes a positive number") }
    guard let output = value(after: "--output", in: arguments) else { fail("--components needs --output DIR") }
    let edit = value(after: "--edit", in: arguments)
    if let edit, Int(edit) == nil { fail("--edit takes a component's index") }
    let codes = value(after: "--locales", in: arguments).map { $0.split(separator: ",").map(String.init) } ?? []
    let locales = codes.map { code -> Language in
        guard let language = Language.bundled(code: code) else {
            fail("--locales takes bundled languages' codes, such as de,es")
        }
        return language
    }
    await buildOnce(
        components: count,
        output: URL(fileURLWithPath: output),
        pagesOnly: arguments.contains("--pages-only"),
        edit: edit.flatMap { Int($0) },
        removeFirst: removeFirst,
        locales: locales
    )
    exit(0)
}

let sizes = (value(after: "--sizes", in: arguments) ?? "500,2000").split(separator: ",").compactMap { Int($0) }
guard !sizes.isEmpty else { fail("--sizes takes numbers such as 500,2000") }
let rounds = Int(value(after: "--rounds", in: arguments) ?? "3") ?? 3
let compared = sizes.contains(2000) ? 2000 : sizes[sizes.count / 2]
let scratchRoot =
    value(after: "--scratch", in: arguments)
    ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/bench-sites").path
let memoryRoot = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : nil
Report(
    sizes: sizes,
    rounds: max(1, rounds),
    comparedSize: compared,
    scratch: URL(fileURLWithPath: scratchRoot).appendingPathComponent("a11yplan-bench-\(getpid())"),
    memoryScratch: memoryRoot.map {
        URL(fileURLWithPath: $0).appendingPathComponent("a11yplan-bench-\(getpid())-tmpfs")
    },
    executable: URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
).run()
// The default folder goes when the run is over (rmdir leaves it if something else is in it).
if value(after: "--scratch", in: arguments) == nil { rmdir(scratchRoot) }
