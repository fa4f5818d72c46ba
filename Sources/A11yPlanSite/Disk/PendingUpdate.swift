import Foundation

/// Changes a site this tool made in place, so that a rebuild after one edit writes the few files that
/// changed rather than the whole site again.
///
/// The new files are written into a pending folder inside the site (`.a11yplan-pending`), which no
/// link reaches, for every language of the site at once. Then a commit file lists every file that
/// takes its new bytes and every one that goes, and becomes the site's own in one rename: until then
/// the site is the previous one, whole, in all its languages, whatever stops the build. After it, the files are moved into place; a build stopped while they move leaves the
/// commit file, and the next build finishes the moves before anything else.
///
/// On this project's disk, moving a file into place costs a tenth of what writing a new site's file
/// does right after the old site was deleted: that is what the bench's scenario (c) measures.
struct PendingUpdate {
    /// The site folder being changed (the root, where the commit file goes).
    let site: String
    /// The folder of the site this view writes, from the root: empty, or a language's such as `de/`.
    var prefix = ""
    /// Where the new files wait, with the same paths as in the site.
    var pending: String { site + "/" + Self.pendingName }
    /// The site folder this view changes: the root or a language's folder in it.
    var folder: String { prefix.isEmpty ? site : site + "/" + String(prefix.dropLast()) }

    /// The pending folder's name inside the site.
    static let pendingName = ".a11yplan-pending"
    /// The commit file's name inside the site.
    static let commitName = ".a11yplan-commit"

    /// An update of the site at `site`: finishes an update a stopped build committed, and removes the
    /// files of one it had not, so that the site is whole before this one begins.
    init(site: String) throws(SiteWriterError) {
        self.site = site
        try Self.finish(site: site)
        removePending()
        try FileOutput.makeFolder(pending)
    }

    /// The same update, writing the language folder `name` of the site.
    func language(_ name: String) -> PendingUpdate {
        var view = self
        view.prefix = prefix + name + "/"
        return view
    }

    /// Makes the folder `path` (from this view's folder) in the pending folder, as the site has it.
    func makeFolder(_ path: String) throws(SiteWriterError) {
        try FileOutput.makeFolder(file(path))
    }

    /// Where the new file for `path` (from this view's folder) is written.
    func file(_ path: String) -> String {
        pending + "/" + prefix + path
    }

    /// Makes `change` the site's: files take their new bytes, then files go. Only files that are in
    /// the site already are replaced (a new file could link to another not moved in yet), so at every
    /// moment of the moves each page's links resolve.
    func commit(_ change: PendingChange) throws(SiteWriterError) {
        var text = "a11yplan-commit 1\n"
        for path in change.replaced { text += "replace " + path + "\n" }
        for path in change.removed { text += "remove " + path + "\n" }
        let written = pending + "/" + Self.commitName
        try FileOutput.create(text, at: written)
        try FileOutput.rename(written, as: site + "/" + Self.commitName)
        try Self.finish(site: site)
    }

    /// Removes the pending folder and whatever is in it.
    func removePending() {
        guard FileOutput.exists(pending) else { return }
        try? FileManager.default.removeItem(atPath: pending)
    }

    /// Carries out the commit file in `site`, if there is one: moves each listed new file into place
    /// (one already moved is skipped), removes each listed file, then the commit file and the pending
    /// folder. Every step can be run again after a stop.
    static func finish(site: String) throws(SiteWriterError) {
        let commit = site + "/" + commitName
        guard let text = FileOutput.contents(at: commit) else { return }
        let pending = site + "/" + pendingName
        for line in text.split(separator: "\n").dropFirst() {
            if line.hasPrefix("replace ") {
                let path = String(line.dropFirst("replace ".count))
                if FileOutput.exists(pending + "/" + path) {
                    try FileOutput.rename(pending + "/" + path, as: site + "/" + path)
                }
            } else if line.hasPrefix("remove ") {
                FileOutput.remove(site + "/" + String(line.dropFirst("remove ".count)))
            }
        }
        FileOutput.remove(commit)
        try? FileManager.default.removeItem(atPath: pending)
    }
}

/// What an update changes in a site, every path from the site's root.
struct PendingChange {
    /// Files that take the bytes written for them in the pending folder.
    var replaced: [String] = []
    /// Files that go.
    var removed: [String] = []

    /// Whether the update changes nothing.
    var isEmpty: Bool { replaced.isEmpty && removed.isEmpty }
}
