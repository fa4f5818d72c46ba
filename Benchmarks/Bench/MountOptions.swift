import Foundation

/// The file system a folder is on, as /proc/mounts lists it: the longest mount point that is a prefix
/// of the folder's real path (the last such line when one mount hides another).
struct MountOptions {
    /// The mount point.
    var mountPoint = "?"
    /// The file system's type, such as ext4 or tmpfs.
    var type = "?"
    /// The device or source.
    var source = "?"
    /// The options, such as `rw,relatime,discard`.
    var options = "?"

    /// The mount that holds `path` (which exists).
    init(of path: String) {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let table = try? String(contentsOfFile: "/proc/mounts", encoding: .utf8) else { return }
        var best = -1
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count >= 4 else { continue }
            let point = fields[1].replacingOccurrences(of: "\\040", with: " ")
            let covers = point == "/" || real == point || real.hasPrefix(point + "/")
            if covers, point.count >= best {
                best = point.count
                (source, mountPoint, type, options) = (fields[0], point, fields[2], fields[3])
            }
        }
    }

    /// "ext4 /dev/vda on / (rw,relatime,discard)".
    var description: String { "\(type) \(source) on \(mountPoint) (\(options))" }
}
