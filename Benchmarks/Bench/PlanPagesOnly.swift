import A11yPlan
import A11yPlanRender
import Foundation

/// Writes only the plan pages of a catalog, HTML and Markdown, with the site's own renderers, layout
/// and parallelism: the part of a build that Hugo's work on the same Markdown pages compares with.
enum PlanPagesOnly {
    /// Writes `<platform>/<id>/index.html` and its Markdown for every plan into `folder`; returns the
    /// number of files.
    static func write(_ catalog: Catalog, into folder: URL) async throws -> Int {
        let builder = try SiteBuilder(catalog: catalog)
        let content = SiteContent(catalog: catalog, links: builder.links)
        let components = catalog.components
        let width = ProcessInfo.processInfo.activeProcessorCount
        let root = folder.path
        for platform in Platform.allCases {
            try FileManager.default.createDirectory(
                atPath: root + "/" + platform.rawValue, withIntermediateDirectories: true)
        }
        return try await withThrowingTaskGroup(of: Int.self) { group in
            for lane in 0..<width {
                group.addTask {
                    var files = 0
                    for index in stride(from: lane, to: components.count, by: width) {
                        let component = components[index]
                        for platform in Platform.allCases {
                            guard let plan = TestPlan(component: component, platform: platform) else { continue }
                            let page = builder.page(content.plan(plan, component: component), content: content)
                            let markdown = MarkdownRenderer().render(plan)
                            mkdir(root + "/" + platform.rawValue + "/" + component.id, 0o755)
                            try write(page, to: root + "/" + SitePaths.plan(id: component.id, platform: platform))
                            try write(
                                markdown,
                                to: root + "/" + SitePaths.markdown(id: component.id, platform: platform))
                            files += 2
                        }
                    }
                    return files
                }
            }
            return try await group.reduce(0, +)
        }
    }

    static func write(_ text: String, to path: String) throws {
        var text = text
        let written = text.withUTF8 { bytes -> Bool in
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            return Foundation.write(descriptor, bytes.baseAddress, bytes.count) == bytes.count
        }
        if !written { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    }
}
