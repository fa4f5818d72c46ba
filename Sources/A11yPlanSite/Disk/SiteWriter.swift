import Foundation

/// Writes a generated folder so that a user's files are never lost and a build is never half-written.
///
/// Files go to a staging folder beside the target, which replaces the target only when complete, in
/// one step where the system can swap two folders. A
/// target that exists must carry the marker file this writer leaves, or be empty: a folder that
/// A11yPlan did not create is never replaced.
public struct SiteWriter: Sendable {
    /// The name of the marker file that says A11yPlan made the folder.
    public static let markerName = ".a11yplan-site"

    /// The folder to write.
    public var target: URL

    /// A writer for the folder at `target`; a symbolic link there (a web root's link, say) is written
    /// through: its target is the folder that is replaced, and the link stays.
    public init(target: URL) {
        let standardized = target.standardizedFileURL
        self.target = FileOutput.followingLinks(standardized.path).map { URL(fileURLWithPath: $0) } ?? standardized
    }

    /// Writes the folder: `fill` receives the staging folder and writes files into it.
    ///
    /// Throws `SiteWriterError` when the target cannot be replaced, and rethrows what `fill` throws; in
    /// every failure the target is left as it was and the staging folder is removed.
    public func write(_ fill: (_ staging: URL) async throws -> Void) async throws {
        let files = FileManager.default
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        try checkReplaceable()
        try Self.makeFolder(parent.path)
        let suffix = "\(ProcessInfo.processInfo.processIdentifier)"
        let staging = parent.appendingPathComponent(".\(name).a11yplan-staging-\(suffix)")
        let old = parent.appendingPathComponent(".\(name).a11yplan-old-\(suffix)")
        removeLeftovers()
        do {
            try files.createDirectory(at: staging, withIntermediateDirectories: false)
            try Self.writeMarker(in: staging.path)
        } catch {
            try? files.removeItem(at: staging)
            throw SiteWriterError("cannot write '\(staging.path)': \(error.localizedDescription)")
        }
        do {
            try await fill(staging)
        } catch {
            try? files.removeItem(at: staging)
            throw error
        }
        // The new folder takes the old one's permissions (a web root's group may read it, or not).
        FileOutput.copyMode(from: target.path, to: staging.path)
        do {
            if FileOutput.exchange(staging.path, target.path) {
                // One step: at no moment is there no site, or half of one. The old site is now where
                // the staging folder was, and goes; a stop before that leaves it for the next build.
                try? files.removeItem(at: staging)
            } else if files.fileExists(atPath: target.path) {
                try files.moveItem(at: target, to: old)
                try files.moveItem(at: staging, to: target)
                try? files.removeItem(at: old)
            } else {
                try files.moveItem(at: staging, to: target)
            }
        } catch {
            if !files.fileExists(atPath: target.path) { try? files.moveItem(at: old, to: target) }
            try? files.removeItem(at: staging)
            throw SiteWriterError("cannot replace '\(target.path)': \(error.localizedDescription)")
        }
    }

    /// The text of the file at `path` in the target, if the target is a folder this writer made.
    ///
    /// A build reads what the previous one left (its manifest) only from its own folder.
    public func previousFile(_ path: String) -> String? {
        guard FileManager.default.fileExists(atPath: target.appendingPathComponent(Self.markerName).path) else {
            return nil
        }
        return FileOutput.contents(at: target.appendingPathComponent(path).path)
    }

    /// Removes staging and old folders that a killed build of this target left beside it; those of a
    /// build of the same site still running (its process is alive) are left to it.
    public func removeLeftovers() {
        let files = FileManager.default
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        let prefixes = [".\(name).a11yplan-staging-", ".\(name).a11yplan-old-"]
        for entry in (try? files.contentsOfDirectory(atPath: parent.path)) ?? [] {
            guard let prefix = prefixes.first(where: entry.hasPrefix) else { continue }
            if let process = Int32(entry.dropFirst(prefix.count)), FileOutput.isRunning(process) { continue }
            try? files.removeItem(at: parent.appendingPathComponent(entry))
        }
    }

    /// Fails unless the target is missing, an empty folder, or a folder this writer made.
    private func checkReplaceable() throws {
        if FileOutput.kind(at: target.path) == .link {
            throw SiteWriterError(
                "'\(target.path)' is a loop of symbolic links; give --output a folder or a link to one")
        }
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: target.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw SiteWriterError("refusing to replace '\(target.path)': it is a file, not a folder")
        }
        let marker = target.appendingPathComponent(Self.markerName)
        if files.fileExists(atPath: marker.path) { return }
        let contents = (try? files.contentsOfDirectory(atPath: target.path)) ?? []
        if !contents.isEmpty {
            throw SiteWriterError(
                "refusing to replace '\(target.path)': it was not made by a11yplan (no \(Self.markerName) file);"
                    + " remove it or choose another --output"
            )
        }
    }

    /// Writes `text` as UTF-8 to `path` under `folder`, creating folders on the way.
    public static func writeFile(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try Data(text.utf8).write(to: url)
    }

    /// Whether a file is at `path` that `writeFile(_:at:)` may replace (with the user's `--force`);
    /// throws for anything else there, which the tool never replaces: a folder, a symbolic link, a
    /// device, a FIFO or a socket.
    public static func existingFile(at path: String) throws(SiteWriterError) -> Bool {
        switch FileOutput.kind(at: path) {
        case .none: return false
        case .file: return true
        case .folder: throw SiteWriterError("'\(path)' is a folder; give the path of a file to write")
        case .link:
            throw SiteWriterError(
                "'\(path)' is a symbolic link; a11yplan replaces only regular files, so give the file's own path")
        case .special:
            throw SiteWriterError("'\(path)' is a device, FIFO or socket; a11yplan replaces only regular files")
        }
    }

    /// Writes `text` as the file at `path`, whose folder exists, all at once: into a new file beside
    /// it that then takes its name, so a reader never sees half a file and a failure leaves any file
    /// there as it was. This is how the command-line tool writes `render` and `export` files.
    ///
    /// Only a regular file is ever replaced (see `existingFile(at:)`): a rename over `/dev/null` or a
    /// FIFO would replace the device or leave its reader waiting.
    public static func writeFile(_ text: String, at path: String) throws(SiteWriterError) {
        _ = try existingFile(at: path)
        let url = URL(fileURLWithPath: path)
        let partial = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).a11yplan-\(ProcessInfo.processInfo.processIdentifier)")
            .path
        FileOutput.remove(partial)
        do {
            try FileOutput.create(text, at: partial)
            try FileOutput.rename(partial, as: path)
        } catch {
            FileOutput.remove(partial)
            throw SiteWriterError(error.description.replacingOccurrences(of: partial, with: path))
        }
    }

    /// Makes the folder at `path` and any missing parents; one that exists already is fine.
    ///
    /// Each level is made with the system's `mkdir`, so a failure says which part of the path is in
    /// the way and why, in the system's words ("'f' is a file, not a folder", "Permission denied").
    public static func makeFolder(_ path: String) throws(SiteWriterError) {
        var made = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            made += (made.isEmpty || made.hasSuffix("/") ? "" : "/") + part
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: made, isDirectory: &isFolder) {
                guard isFolder.boolValue else {
                    throw SiteWriterError("cannot create '\(path)': '\(made)' is a file, not a folder")
                }
                continue
            }
            if FileOutput.kind(at: made) == .link {
                throw SiteWriterError("cannot create '\(path)': '\(made)' is a symbolic link to nothing")
            }
            try FileOutput.makeFolder(made)
        }
    }

    /// Writes the marker file that says A11yPlan made the folder at `folder`; its text is `markerText`.
    static func writeMarker(in folder: String) throws(SiteWriterError) {
        try FileOutput.create(markerText, at: folder + "/" + markerName)
    }

    static let markerText = """
        This folder was written by `a11yplan build`. Each build changes or replaces the files it wrote
        (listed in .a11yplan-files) and keeps any other file here.

        """
}

/// A reason the site writer could not write its folder, as a one-line message.
public struct SiteWriterError: Error, CustomStringConvertible, Sendable {
    /// The message, one line.
    public var description: String

    /// An error saying `message`.
    public init(_ message: String) { description = message }
}
