#if canImport(Glibc)
    import Glibc
#endif

/// One file of a folder tree: where it is, how large, and which inode and modification time it had
/// when the tree was read (to tell the files a build wrote anew from those it kept).
struct TreeFile: Sendable, Hashable {
    /// The path from the tree's root.
    var path: String
    /// The size in bytes.
    var size: Int
    /// The inode number.
    var inode: UInt64
    /// The modification time in nanoseconds.
    var modified: Int
}

/// A folder tree as read from disk: every folder (the root as "") and every file with its size.
struct SiteTree: Sendable {
    /// Every folder below the root, parents before children, the root first as "".
    var folders: [String] = [""]
    /// Every file.
    var files: [TreeFile] = []

    /// The tree at `root`, or an empty one when nothing is there.
    init(reading root: String) {
        walk(root, relative: "")
    }

    /// A tree of just `files` (with their folders as they are in the paths).
    init(files: [TreeFile]) {
        self.files = files
        var seen: Set<String> = [""]
        for file in files {
            var folder = file.path
            var missing: [String] = []
            while let slash = folder.lastIndex(of: "/") {
                folder = String(folder[..<slash])
                if seen.contains(folder) { break }
                missing.append(folder)
                seen.insert(folder)
            }
            folders += missing.reversed()
        }
    }

    /// The total size of the files.
    var bytes: Int { files.reduce(0) { $0 + $1.size } }

    /// The files of this tree that are new or changed since `before` was read (another inode or
    /// modification time): what a build over `before` wrote anew.
    func written(since before: SiteTree) -> [TreeFile] {
        var previous: [String: TreeFile] = [:]
        for file in before.files { previous[file.path] = file }
        return files.filter { file in
            guard let old = previous[file.path] else { return true }
            return old.inode != file.inode || old.modified != file.modified
        }
    }

    /// The tree as lines of text, for the floor writer: `d<TAB>path` per folder, `f<TAB>size<TAB>path`
    /// per file, each folder's files after it.
    var layout: String {
        var byFolder: [String: [TreeFile]] = [:]
        for file in files { byFolder[Self.folder(of: file.path), default: []].append(file) }
        var text = ""
        for folder in folders {
            text += "d\t\(folder)\n"
            for file in byFolder[folder] ?? [] { text += "f\t\(file.size)\t\(file.path)\n" }
        }
        return text
    }

    /// The folder that holds the file at `path`, "" for the root.
    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    private mutating func walk(_ root: String, relative: String) {
        let absolute = relative.isEmpty ? root : root + "/" + relative
        guard let directory = opendir(absolute) else { return }
        var subfolders: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard lstat(root + "/" + path, &status) == 0 else { continue }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                subfolders.append(path)
            } else {
                let modified = Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
                files.append(
                    TreeFile(path: path, size: Int(status.st_size), inode: UInt64(status.st_ino), modified: modified))
            }
        }
        closedir(directory)
        for folder in subfolders.sorted() {
            folders.append(folder)
            walk(root, relative: folder)
        }
    }
}
