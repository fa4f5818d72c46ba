import A11yPlan
import A11yPlanImport
import Content
import Foundation
import Testing

/// The generated source is as `swift format` leaves it, under the project's own rules.
@Suite struct GeneratedSourceTests {
    /// The files the whole bundled catalog imports to, from its Markdown pages.
    static func catalogFiles() -> [GeneratedFile] {
        PageImporter().importPages(BundledCatalog.components.flatMap(markdownPages)).files
    }

    @Test func writesOneFilePerComponentAndTheCatalog() {
        let files = Self.catalogFiles()
        #expect(files.count == BundledCatalog.components.count + 1)
        #expect(files.last?.name == "ImportedCatalog.swift")
        #expect(files.first { $0.name == "PopoverTooltip.swift" } != nil)
        #expect(Set(files.map { $0.name.lowercased() }).count == files.count)
    }

    @Test func swiftFormatLeavesTheFilesAsTheyAre() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11yplan-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in Self.catalogFiles() {
            try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "format", "lint", "--strict", "--recursive", "--configuration",
            repositoryRoot.appendingPathComponent(".swift-format").path, folder.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output.prefix(4000))")
    }
}
