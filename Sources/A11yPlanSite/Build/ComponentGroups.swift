import A11yPlan
import A11yPlanFormats

/// The catalog's components in groups of `SitePaths.checklistDataGroupSize`, in catalog order: a
/// group is one unit of a build's parallel work and has one checklist-data script per platform, which
/// the checklist builder loads when one of its components is ticked.
struct ComponentGroups: Sendable {
    /// The catalog whose components are grouped.
    let catalog: Catalog
    /// The writer of each component's files.
    let pages: ComponentPages

    /// How many components there are.
    var total: Int { catalog.components.count }
    /// How many groups there are.
    var count: Int { (total + SitePaths.checklistDataGroupSize - 1) / SitePaths.checklistDataGroupSize }

    /// The indexes of group `group`'s components in the catalog.
    func range(_ group: Int) -> Range<Int> {
        let start = group * SitePaths.checklistDataGroupSize
        return start..<min(start + SitePaths.checklistDataGroupSize, total)
    }

    /// The ids of each group's components, for a catalog whose components' ids are `order`.
    static func members(of order: [String]) -> [[String]] {
        stride(from: 0, to: order.count, by: SitePaths.checklistDataGroupSize).map {
            Array(order[$0..<min($0 + SitePaths.checklistDataGroupSize, order.count)])
        }
    }

    /// What writing one group did.
    struct Outcome: Sendable {
        /// The paths written, from the site root.
        var paths: [String] = []
        /// The digests of the group's plans, for the catalog's pages.
        var digests: [PlanDigest] = []
        /// The checklist-data scripts the group has no plans for (a platform none of its components
        /// is on), which an earlier build may have left.
        var emptyData: [String] = []
        /// How many files were written.
        var files: Int { paths.count }
    }

    /// What the checklist builder's data script holds before and after each plan's JSON checklist.
    static let dataWrapping = (prefix: "A11yPlanChecklists.add(", suffix: ");\n")

    /// Writes group `group` with `write`: the files of each component that `rendering` says to render
    /// (by catalog index), and the group's checklist data on each platform, made from every component.
    func write(
        _ group: Int,
        pages parts: SitePages,
        rendering: (Int) -> Bool,
        to write: (_ path: String, _ bytes: borrowing TextBuffer) throws(SiteWriterError) -> Void
    ) throws -> Outcome {
        var outcome = Outcome()
        var data = Platform.allCases.map { _ in [UInt8]() }
        for index in range(group) {
            let component = catalog.components[index]
            let render = rendering(index)
            outcome.digests += try pages.write(component, pages: parts, render: render) { path, bytes in
                try write(path, bytes)
                outcome.paths.append(path)
            } checklistData: { platform, json in
                let slot = Platform.allCases.firstIndex(of: platform)!
                data[slot] += Self.dataWrapping.prefix.utf8
                json.withBytes { data[slot] += $0 }
                data[slot] += Self.dataWrapping.suffix.utf8
            }
        }
        guard parts.contains(.checklists) else { return outcome }
        for (slot, platform) in Platform.allCases.enumerated() {
            let path = SitePaths.checklistData(platform: platform, group: group)
            if data[slot].isEmpty {
                outcome.emptyData.append(path)
            } else {
                var script = TextBuffer(capacity: data[slot].count)
                data[slot].withUnsafeBufferPointer { script.append($0) }
                try write(path, script)
                outcome.paths.append(path)
            }
        }
        return outcome
    }
}
