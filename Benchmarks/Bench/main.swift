// a11yplan-bench: builds synthetic sites through the public API and compares them with Hugo and cmark.
//
//   a11yplan-bench                                   the report (make bench)
//   a11yplan-bench --sizes 500,2000 --rounds 3       other sizes and rounds (default 5, over all sizes in turn)
//   a11yplan-bench --scratch DIR                     where the sites are built (default: /dev/shm, else /tmp)
//   a11yplan-bench --components N --output DIR       build one site into DIR (Markdown included) and exit
//   a11yplan-bench --components N --output DIR --pages-only
//                                                    write only the plan pages, HTML and Markdown
//
// Every build runs in a child process of its own, measured with wait4, so its time and peak memory
// are its own; Hugo and cmark run the same way, alternating with our builds.
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

/// Builds the synthetic site of `count` components into `output` and prints its figures as JSON.
func buildOnce(components count: Int, output: URL, pagesOnly: Bool) async {
    let catalog = SyntheticCatalog.catalog(components: count)
    let start = monotonicSeconds()
    do {
        let files: Int
        let rendered: Int
        let summary = try await SiteBuilder(catalog: catalog, pages: pagesOnly ? .plans : .all).build(into: output)
        files = summary.files
        rendered = summary.rendered
        let seconds = monotonicSeconds() - start
        print("{\"files\":\(files),\"rendered\":\(rendered),\"seconds\":\(seconds),\"peakMiB\":\(peakMemoryMiB())}")
    } catch {
        fail("\(error)")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if let components = value(after: "--components", in: arguments) {
    guard let count = Int(components), count > 0 else { fail("--components takes a positive number") }
    guard let output = value(after: "--output", in: arguments) else { fail("--components needs --output DIR") }
    await buildOnce(
        components: count,
        output: URL(fileURLWithPath: output),
        pagesOnly: arguments.contains("--pages-only")
    )
    exit(0)
}

let sizes = (value(after: "--sizes", in: arguments) ?? "500,2000,8000").split(separator: ",").compactMap { Int($0) }
guard !sizes.isEmpty else { fail("--sizes takes numbers such as 500,2000") }
let rounds = Int(value(after: "--rounds", in: arguments) ?? "5") ?? 5
let compared = sizes.contains(2000) ? 2000 : sizes[sizes.count / 2]
let scratchRoot =
    value(after: "--scratch", in: arguments)
    ?? (access("/dev/shm", W_OK) == 0 ? "/dev/shm" : FileManager.default.temporaryDirectory.path)
await Report(
    sizes: sizes,
    rounds: max(1, rounds),
    comparedSize: compared,
    scratch: URL(fileURLWithPath: scratchRoot).appendingPathComponent("a11yplan-bench-\(getpid())"),
    executable: URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
).run()
