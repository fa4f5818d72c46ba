import A11yPlan
import A11yPlanFormats
import A11yPlanImport
import Content
import Foundation
import Testing

/// The generated source compiled for real: a package of its own that depends on this one, built once,
/// whose program prints the imported catalog as JSON. Slow (it builds A11yPlan afresh), so it is one
/// test; the package lives in `.build/import-compile-check`.
@Suite struct CompiledImportTests {
    static let folder = repositoryRoot.appendingPathComponent(".build/import-compile-check")

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "ImportCheck",
            platforms: [.macOS(.v13)],
            dependencies: [.package(name: "A11yPlan", path: "\(repositoryRoot.path)")],
            targets: [
                .target(name: "Imported", dependencies: [.product(name: "A11yPlan", package: "A11yPlan")]),
                .target(name: "ImportedFixtures", dependencies: [.product(name: "A11yPlan", package: "A11yPlan")]),
                .target(name: "WebShapes", dependencies: [.product(name: "A11yPlan", package: "A11yPlan")]),
                .target(name: "NativeShapes", dependencies: [.product(name: "A11yPlan", package: "A11yPlan")]),
                .target(name: "SkillsShapes", dependencies: [.product(name: "A11yPlan", package: "A11yPlan")]),
                .executableTarget(
                    name: "dump",
                    dependencies: [
                        "Imported", "ImportedFixtures", "WebShapes", "NativeShapes", "SkillsShapes",
                        .product(name: "A11yPlan", package: "A11yPlan"),
                    ]),
            ],
            swiftLanguageModes: [.v6]
        )

        """

    static let program = """
        import A11yPlan
        import Foundation
        import Imported
        import ImportedFixtures
        import NativeShapes
        import SkillsShapes
        import WebShapes

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(
            ImportedCatalog.everything + FixtureCatalog.components + WebShapes.components + NativeShapes.components
                + SkillsShapes.components)
        FileHandle.standardOutput.write(data)

        """

    static func run(_ arguments: [String]) throws -> (status: Int32, output: Data, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error is read on its own thread, so that neither pipe can fill up and stall the child.
        let errors = ErrorText()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errors.set(err.fileHandleForReading.readDataToEndOfFile()) }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, output, errors.text)
    }

    /// Standard error's bytes, handed from the thread that reads them.
    final class ErrorText: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()

        func set(_ data: Data) { lock.withLock { self.data = data } }

        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    }

    @Test(.timeLimit(.minutes(20)))
    func theImportedCatalogCompilesAndRendersEveryPageAgain() throws {
        let result = PageImporter().importPages(BundledCatalog.components.flatMap(markdownPages))
        let fixtures = PageImporter(catalogType: "FixtureCatalog").importPages(
            try SiteFixtures.names.map(SiteFixtures.page))
        #expect(!fixtures.hasErrors, "\(fixtures.diagnostics)")
        let folder = Self.folder
        let sources = folder.appendingPathComponent("Sources/Imported")
        try? FileManager.default.removeItem(at: sources)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources/dump"), withIntermediateDirectories: true)
        try Data(Self.manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data(Self.program.utf8).write(to: folder.appendingPathComponent("Sources/dump/main.swift"))
        for file in result.files {
            try Data(file.text.utf8).write(to: sources.appendingPathComponent(file.name))
        }
        let fixtureSources = folder.appendingPathComponent("Sources/ImportedFixtures")
        try? FileManager.default.removeItem(at: fixtureSources)
        try FileManager.default.createDirectory(at: fixtureSources, withIntermediateDirectories: true)
        for file in fixtures.files {
            try Data(file.text.utf8).write(to: fixtureSources.appendingPathComponent(file.name))
        }
        // The corpus of real shapes, a catalog per shape, each in a target of its own (their files share names).
        var shapes: [ImportResult] = []
        for (folder, type) in [("web", "WebShapes"), ("native", "NativeShapes"), ("skills", "SkillsShapes")] {
            let imported = PageImporter(catalogType: type).importPages(try RealShapes.pages(in: folder))
            #expect(!imported.hasErrors, "\(imported.diagnostics.filter { $0.severity == .error })")
            let target = Self.folder.appendingPathComponent("Sources/\(type)")
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            for file in imported.files {
                try Data(file.text.utf8).write(to: target.appendingPathComponent(file.name))
            }
            shapes.append(imported)
        }
        let hostile = PageImporter().source(of: hostileComponent, property: "hostile")
        try Data(hostile.utf8).write(to: sources.appendingPathComponent("Hostile.swift"))
        let everything = """
            import A11yPlan

            extension ImportedCatalog {
                /// The catalog's components and the hostile one.
                public static var everything: [Component] { components + [hostile] }
            }

            """
        try Data(everything.utf8).write(to: sources.appendingPathComponent("Everything.swift"))

        let build = try Self.run(["swift", "build", "--package-path", folder.path, "--product", "dump"])
        #expect(build.status == 0, "\(String(decoding: build.output, as: UTF8.self).suffix(3000))\(build.error)")
        guard build.status == 0 else { return }
        let dump = try Self.run(["swift", "run", "--skip-build", "--package-path", folder.path, "dump"])
        #expect(dump.status == 0, "\(dump.error.suffix(2000))")
        let compiled = try JSONDecoder().decode([Component].self, from: dump.output)

        let shapeComponents = shapes.flatMap(\.components)
        #expect(compiled.count == result.components.count + 1 + fixtures.components.count + shapeComponents.count)
        for (built, imported) in zip(compiled, result.components) {
            #expect(pageModel(built, exact: true) == pageModel(imported, exact: true), "\(imported.id)")
            let original = try #require(BundledCatalog.catalog.component(id: imported.id))
            for platform in original.platforms {
                #expect(markdownPage(built, platform) == markdownPage(original, platform), "\(imported.id)")
            }
        }
        let builtHostile = compiled[result.components.count]
        #expect(pageModel(builtHostile, exact: true) == pageModel(hostileComponent, exact: true))
        // The site-shaped fixtures compile to the plans they were read as, and render the same pages.
        let fixturesAndShapes = fixtures.components + shapeComponents
        for (built, imported) in zip(compiled.suffix(fixturesAndShapes.count), fixturesAndShapes) {
            #expect(pageModel(built, exact: true) == pageModel(imported, exact: true), "\(imported.id)")
            for platform in imported.platforms {
                #expect(markdownPage(built, platform) == markdownPage(imported, platform), "\(imported.id)")
            }
        }
    }
}
