import Foundation

/// The preview's temporary folder: the site inside it, made before the first build and removed whole
/// when the preview stops. The CLI asks for it here, since this module is the one that writes files.
package struct PreviewFolder: Sendable {
    /// The folder that holds the site and the builder's staging folders.
    package let folder: URL

    /// The folder for the preview of process `processID`, in the system's temporary folder.
    package init(processID: Int32) {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yplan-preview-\(processID)")
    }

    /// The folder around `site`, as a preview hands it on to its next build.
    package init(site: URL) {
        folder = site.deletingLastPathComponent()
    }

    /// Where the site is built.
    package var site: URL { folder.appendingPathComponent("site") }

    /// Makes the folder if it is not there yet.
    package func make() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Removes the folder and all it holds.
    package func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
