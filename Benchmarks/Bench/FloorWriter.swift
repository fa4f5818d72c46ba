import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// The floor under a build: the same folders and files of the same sizes as a site, written by a plain
/// loop with no rendering, one `open`, `write` and `close` per file, on two threads that split the
/// folders between them.
struct FloorWriter: Sendable {
    /// A file to write: its size and its path from the root.
    struct File: Sendable {
        var size: Int
        var path: String
    }

    /// A folder and the files in it.
    struct Folder: Sendable {
        var path: String
        var files: [File] = []
    }

    /// The folders in the order of the layout, parents before children.
    var folders: [Folder]

    /// The writer for a layout as `SiteTree.layout` prints it.
    init(layout: String) {
        var folders: [Folder] = []
        for line in layout.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            if fields.first == "d" {
                folders.append(Folder(path: fields.count > 1 ? String(fields[1]) : ""))
            } else if fields.first == "f", fields.count == 3, let size = Int(fields[1]), !folders.isEmpty {
                folders[folders.count - 1].files.append(File(size: size, path: String(fields[2])))
            }
        }
        self.folders = folders
    }

    /// The number of files and their bytes.
    var files: Int { folders.reduce(0) { $0 + $1.files.count } }
    var bytes: Int { folders.reduce(0) { $0 + $1.files.reduce(0) { $0 + $1.size } } }

    /// Writes every folder and file under `root` (made if missing), over files already there.
    /// Returns false when a file could not be written.
    func write(into root: String) -> Bool {
        let largest = folders.flatMap { $0.files.map(\.size) }.max() ?? 0
        let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: max(largest, 1))
        guard Self.makeFolder(root) else { return false }
        let threads = 2
        let failed = Counter()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            bytes.withUnsafeBufferPointer { buffer in
                for index in stride(from: thread, to: folders.count, by: threads) {
                    let folder = folders[index]
                    if !folder.path.isEmpty, !Self.makeFolder(root + "/" + folder.path) { failed.add() }
                    for file in folder.files where !Self.writeFile(root + "/" + file.path, buffer, file.size) {
                        failed.add()
                    }
                }
            }
        }
        return failed.value == 0
    }

    /// Makes the folder at `path`, and its parents when the other thread has not made them yet.
    private static func makeFolder(_ path: String) -> Bool {
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return true }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/") else { return false }
        return makeFolder(String(path[..<slash])) && (mkdir(path, 0o755) == 0 || errno == EEXIST)
    }

    private static func writeFile(_ path: String, _ bytes: UnsafeBufferPointer<UInt8>, _ size: Int) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var offset = 0
        while offset < size {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, size - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}

/// A count that two threads can add to.
final class Counter: @unchecked Sendable {
    private var count = 0
    private var lock = pthread_mutex_t()

    init() { pthread_mutex_init(&lock, nil) }
    deinit { pthread_mutex_destroy(&lock) }

    /// Adds one.
    func add() {
        pthread_mutex_lock(&lock)
        count += 1
        pthread_mutex_unlock(&lock)
    }

    /// The count so far.
    var value: Int {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return count
    }
}
