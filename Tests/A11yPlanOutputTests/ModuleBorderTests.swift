import Foundation
import Testing

/// The border ARCHITECTURE.md draws: `A11yPlanFormats` turns documents into bytes and nothing else,
/// and only `A11yPlanSite` (besides the thin `main.swift`) creates, renames or removes files.
@Suite struct ModuleBorderTests {
    static func sources(under folder: String) throws -> [(path: String, text: String)] {
        let root = repositoryRoot.appendingPathComponent(folder)
        let names = try FileManager.default.subpathsOfDirectory(atPath: root.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            ("\(folder)/\(name)", try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// The lines of `text` that hold code, with `///` and `//` comments dropped.
    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { line in
            String(line.components(separatedBy: "//").first ?? "")
        }
    }

    @Test func formatsNeitherImportTheSystemNorStartWork() throws {
        let sources = try Self.sources(under: "Sources/A11yPlanFormats")
        #expect(sources.count > 10)
        let banned = [
            "import Foundation", "import FoundationEssentials", "import Dispatch", "import Glibc", "import Darwin",
            "FileManager", "fopen(", "Task {", "Task.detached", "Thread(", "withTaskGroup", "DispatchQueue",
        ]
        for (path, text) in sources {
            for line in Self.code(text) {
                for word in banned where line.contains(word) {
                    Issue.record("\(path): \(word) in a format module that only turns documents into bytes")
                }
            }
        }
    }

    @Test func onlyTheSiteModuleWritesFiles() throws {
        let writes = [
            "createFile(atPath", ".removeItem(at", ".moveItem(at", ".copyItem(at", ".createDirectory(at",
            ".write(to:", "rename(", "unlink(", "mkdir(", "O_CREAT", "fopen(", "FileHandle(forWriting",
        ]
        let folders = ["Sources/A11yPlan", "Sources/A11yPlanFormats", "Sources/A11yPlanCLI", "Content"]
        var read = 0
        for folder in folders {
            for (path, text) in try Self.sources(under: folder) {
                read += 1
                for line in Self.code(text) {
                    for word in writes where line.contains(word) {
                        Issue.record("\(path): \(word) outside A11yPlanSite, the one module that writes files")
                    }
                }
            }
        }
        #expect(read > 100)
        let site = try Self.sources(under: "Sources/A11yPlanSite").map(\.text).joined()
        #expect(site.contains("O_CREAT") || site.contains("rename("), "the site module is where files are written")
    }
}
