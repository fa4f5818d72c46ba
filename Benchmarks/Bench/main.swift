// a11yplan-bench: builds a synthetic site through the public API and reports time and memory.
//
//   a11yplan-bench                                   report for N = 500, 2000 and 8000
//   a11yplan-bench --sizes 500,2000                  report for other sizes
//   a11yplan-bench --components N --output DIR       build one site into DIR and exit
//
// Each size is built in a child process of its own, so that its peak memory is its own.
import A11yPlan
import A11yPlanRender
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The peak resident memory of this process, in MiB.
func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

func now() -> Double { Date().timeIntervalSince1970 }

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("a11yplan-bench: error: \(message)\n".utf8))
    exit(64)
}

func value(after flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag) else { return nil }
    guard index + 1 < arguments.count else { fail("\(flag) needs a value") }
    return arguments[index + 1]
}

/// Builds `count` components into `output` and prints one JSON line with the figures.
func buildOnce(components count: Int, output: URL) async {
    let start = now()
    let catalog = SyntheticCatalog.catalog(components: count)
    let modelled = now()
    do {
        let files = try await SiteBuilder(catalog: catalog).build(into: output).files
        let end = now()
        let figures =
            "{\"files\":\(files),\"seconds\":\(end - modelled),\"modelSeconds\":\(modelled - start),"
            + "\"peakMiB\":\(peakMemoryMiB())}\n"
        FileHandle.standardOutput.write(Data(figures.utf8))
    } catch {
        fail("\(error)")
    }
}

struct Figures: Decodable {
    var files: Int
    var seconds: Double
    var modelSeconds: Double
    var peakMiB: Double
}

/// Runs this program as a child that builds `count` components into `output`.
func measure(components count: Int, output: URL) -> Figures {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
        process.executableURL = Bundle.main.executableURL
    }
    process.arguments = ["--components", "\(count)", "--output", output.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { fail("cannot start a child: \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let figures = try? JSONDecoder().decode(Figures.self, from: data) else {
        fail("the build of \(count) components failed")
    }
    return figures
}

let arguments = Array(CommandLine.arguments.dropFirst())
if let components = value(after: "--components", in: arguments) {
    guard let count = Int(components), count > 0 else { fail("--components takes a positive number") }
    guard let output = value(after: "--output", in: arguments) else { fail("--components needs --output DIR") }
    await buildOnce(components: count, output: URL(fileURLWithPath: output))
    exit(0)
}

let sizes = (value(after: "--sizes", in: arguments) ?? "500,2000,8000").split(separator: ",").compactMap { Int($0) }
guard !sizes.isEmpty else { fail("--sizes takes numbers such as 500,2000") }
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("a11yplan-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: scratch) }
print("a11yplan-bench on \(ProcessInfo.processInfo.activeProcessorCount) cores; sizes \(sizes)")
var perPage: [(Int, Double)] = []
for count in sizes {
    let output = scratch.appendingPathComponent("site-\(count)")
    let full = measure(components: count, output: output)
    let again = measure(components: count, output: output)
    let pages = count * Platform.allCases.count
    let pageRate = Double(pages) / full.seconds
    perPage.append((count, full.seconds / Double(pages) * 1000))
    print(
        String(
            format: "bench N=%d: full build %.2f s (model %.2f s), %d plan pages, %.0f pages/s, %d files, "
                + "peak %.0f MiB; rebuild with nothing changed %.2f s (%.0f%% of full)",
            count, full.seconds, full.modelSeconds, pages, pageRate, full.files, full.peakMiB, again.seconds,
            again.seconds / full.seconds * 100
        )
    )
    try? FileManager.default.removeItem(at: output)
}
print("bench time per plan page: " + perPage.map { String(format: "N=%d %.3f ms", $0.0, $0.1) }.joined(separator: ", "))
