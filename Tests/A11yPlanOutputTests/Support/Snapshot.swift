import Foundation
import Testing

/// Compares `actual` with the snapshot file `Snapshots/<name>` beside the calling test file.
///
/// Set `A11YPLAN_RECORD_SNAPSHOTS=1` to write the file instead; a recording run still fails, so a
/// snapshot is never re-recorded by accident on CI.
func assertSnapshot(
    _ actual: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["A11YPLAN_RECORD_SNAPSHOTS"] == "1" {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file)
        Issue.record(
            "Recorded snapshot \(name); run again without A11YPLAN_RECORD_SNAPSHOTS to check it.",
            sourceLocation: sourceLocation)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record(
            "No snapshot \(name); record it with A11YPLAN_RECORD_SNAPSHOTS=1 swift test.",
            sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
}

/// The repository's root folder, found from this file's path, so tests read committed fixtures.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
