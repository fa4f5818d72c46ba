/// Every file a build wrote in its site, so that a later build can tell them from files of the user's
/// that sit in the same folder: those are kept by every build, `--clean` included, and never replaced.
///
/// The list is kept at the site's root (`.a11yplan-files`), one path from the root per line, for all
/// the site's languages; a site from a version of the tool that wrote no list is read by its layout
/// (`legacy(site:rootFiles:languages:)`).
struct SiteFileList: Equatable {
    /// The file's name in the site folder.
    static let fileName = ".a11yplan-files"
    /// The first line.
    static let header = "a11yplan-files 1"

    /// The paths, from the site's root.
    var paths: Set<String>

    /// A list of `paths`.
    init(_ paths: Set<String>) {
        self.paths = paths
    }

    /// The list that `text` holds, or nil when it is not one.
    init?(text: String) {
        // Lines are found by their bytes: splitting the 44,000 lines of a 2,000-component site by
        // Characters was a tenth of a rebuild after one edit (perf).
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"))[...]
        guard let first = lines.popFirst(), Substring(first) == Substring(Self.header) else { return nil }
        paths = Set(lines.map { String(Substring($0)) })
    }

    /// The list as text, in path order, so the file is the same for the same site.
    var text: String {
        Self.header + "\n" + paths.sorted().map { $0 + "\n" }.joined()
    }

    /// Whether `path` (from the root) is a file the tool wrote, or one of its own records.
    func contains(_ path: String) -> Bool {
        paths.contains(path) || Self.isRecord(path)
    }

    /// Whether `path` is one of the files and folders through which the tool keeps and changes a site:
    /// its marker, manifest, digests, this list, a pending update, a commit, staging folders.
    static func isRecord(_ path: String) -> Bool {
        path.split(separator: "/").contains { name in
            name.hasPrefix(".a11yplan-") || name.contains(".a11yplan-staging-") || name.contains(".a11yplan-old-")
        }
    }

    /// Every folder under `folder`, as paths from it, records left out.
    static func folders(_ folder: String) -> [String] {
        tree(folder).folders.filter { !isRecord($0) }
    }

    /// Every file and symbolic link under `folder`, as paths from it (records included), with no
    /// folder itself.
    static func walk(_ folder: String) -> [String] {
        tree(folder).files
    }

    /// The files (symbolic links among them) and the folders under `folder`, as paths from it.
    private static func tree(_ folder: String) -> (files: [String], folders: [String]) {
        var files: [String] = []
        var folders: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            for name in FileOutput.names(in: path) {
                let child = relative.isEmpty ? name : relative + "/" + name
                if FileOutput.kind(at: folder + "/" + child) == .folder {
                    folders.append(child)
                    pending.append(child)
                } else {
                    files.append(child)
                }
            }
        }
        return (files, folders)
    }

    /// The files of a site built by a version of the tool that kept no list: the pages, scripts,
    /// stylesheets and sitemaps inside the folders a build makes (`folders`, language folders among
    /// them) and the root files it writes (`rootFiles`). Anything else (notes beside the pages, a
    /// `.htaccess`) is the user's.
    static func legacy(site: String, folders: Set<String>, rootFiles: Set<String>) -> SiteFileList {
        let written = [".html", ".js", ".css", ".xml"]
        return SiteFileList(
            Set(
                walk(site).filter { path in
                    guard let slash = path.firstIndex(of: "/") else { return rootFiles.contains(path) }
                    return folders.contains(String(path[..<slash])) && written.contains(where: path.hasSuffix)
                }))
    }
}
