import Foundation

/// The catalog package's sources as the preview watches them: every file under its source folders
/// with its size and modification time, so a change shows as a different snapshot. Polling a few
/// hundred files costs well under a millisecond, and works the same on every platform.
package struct SourceSnapshot: Sendable, Equatable {
    /// Size and modification time by path.
    package var files: [String: [Double]]

    /// The files under `folders` (and the single files among them), skipping hidden folders and the
    /// build folder.
    package init(of paths: [URL]) {
        var files: [String: [Double]] = [:]
        let manager = FileManager.default
        for path in paths {
            guard let attributes = try? manager.attributesOfItem(atPath: path.path) else { continue }
            if attributes[.type] as? FileAttributeType != .typeDirectory {
                files[path.path] = Self.stamp(attributes)
                continue
            }
            guard
                let walker = manager.enumerator(
                    at: path, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey],
                    options: [.skipsHiddenFiles, .skipsPackageDescendants])
            else { continue }
            for case let file as URL in walker {
                if file.lastPathComponent == ".build" {
                    walker.skipDescendants()
                    continue
                }
                guard
                    let values = try? file.resourceValues(forKeys: [
                        .contentModificationDateKey, .fileSizeKey, .isRegularFileKey,
                    ]),
                    values.isRegularFile == true
                else { continue }
                files[file.path] = [
                    Double(values.fileSize ?? 0), values.contentModificationDate?.timeIntervalSince1970 ?? 0,
                ]
            }
        }
        self.files = files
    }

    private static func stamp(_ attributes: [FileAttributeKey: Any]) -> [Double] {
        [
            Double((attributes[.size] as? NSNumber)?.intValue ?? 0),
            (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0,
        ]
    }

    /// The paths that were added, removed or changed since `earlier`, sorted.
    package func changes(since earlier: SourceSnapshot) -> [String] {
        var changed = files.filter { earlier.files[$0.key] != $0.value }.map(\.key)
        changed += earlier.files.keys.filter { files[$0] == nil }
        return changed.sorted()
    }
}
