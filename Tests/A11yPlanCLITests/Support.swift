import A11yPlanCLI
import Content
import Foundation

/// What one run of the tool printed and returned.
struct Run {
    var status: Int32
    var output: String
    var error: String
}

/// Collects what a console writes, for in-process runs.
final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    var console: Console {
        Console(
            write: { text in self.lock.withLock { self.out += text } },
            writeError: { text in self.lock.withLock { self.err += text } },
            isTerminal: false
        )
    }

    var output: String { lock.withLock { out } }
    var error: String { lock.withLock { err } }
}

/// Runs the tool over the bundled catalog in this process.
func runInProcess(_ arguments: String...) async -> Run {
    let transcript = Transcript()
    let status = await CommandLineTool(catalog: BundledCatalog.catalog).run(arguments, console: transcript.console)
    return Run(status: status, output: transcript.output, error: transcript.error)
}

/// The built `a11yplan` binary, beside the test bundle that SwiftPM built with it.
let binary: URL = {
    let buildFolder = Bundle.main.bundleURL.deletingLastPathComponent()
    let candidates = [
        buildFolder.appendingPathComponent("a11yplan"),
        Bundle.main.bundleURL.appendingPathComponent("a11yplan"),
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/a11yplan"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
}()

/// Runs the built binary (or `executable`) with `arguments` in `directory` and collects its output.
func runBinary(_ arguments: [String], in directory: URL? = nil, executable: URL = binary) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Both pipes are drained at once: a command that fills one while the other is read would block.
    let errorData = ErrorPipeReader(err.fileHandleForReading)
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let error = errorData.wait()
    process.waitUntilExit()
    return Run(
        status: process.terminationStatus,
        output: String(decoding: output, as: UTF8.self),
        error: String(decoding: error, as: UTF8.self)
    )
}

/// A fresh empty folder for one test.
func scratchFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11yplan-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The tool over the fixture catalog, whose hostile components break the catalog rules on purpose.
let fixturesBinary = binary.deletingLastPathComponent().appendingPathComponent("a11yplan-fixtures")

/// Reads a pipe to its end on a thread of its own.
final class ErrorPipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `handle`.
    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// The pipe's bytes, once it has closed.
    func wait() -> Data {
        done.wait()
        return data
    }
}
