import A11yPlanFormats
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system calls a site build makes, straight to POSIX: one `open`, `write` and `close` per
/// file with no temporary copy and no `fsync`, folders made one level at a time, and hard links for
/// pages that have not changed.
///
/// Every failure is a `SiteWriterError` naming the path and the system's reason.
enum FileOutput {
    /// Writes `text` as UTF-8 to the new file at `path`, whose folder exists.
    ///
    /// The file must not exist yet: a build never writes through a name that may be a link to a file
    /// of the previous build.
    static func create(_ text: String, at path: String) throws(SiteWriterError) {
        let descriptor = try openNew(path)
        defer { close(descriptor) }
        try text.withUTF8Bytes { bytes in
            Result { () throws(SiteWriterError) in try writeAll(bytes, to: descriptor, path: path) }
        }.get()
    }

    /// Writes the bytes of `buffer` in `range` (all of them when nil) as the new file at `path`, in one
    /// call where the system takes them all at once.
    static func create(_ buffer: borrowing TextBuffer, _ range: Range<Int>? = nil, at path: String)
        throws(SiteWriterError)
    {
        let descriptor = try openNew(path)
        defer { close(descriptor) }
        try buffer.withBytes(range) { bytes throws(SiteWriterError) in try writeAll(bytes, to: descriptor, path: path) }
    }

    /// Opens the new file at `path` for writing; it must not exist yet.
    static func openNew(_ path: String) throws(SiteWriterError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SiteWriterError("cannot write '\(path)': \(reason(errno))") }
        return descriptor
    }

    /// Writes all of `bytes` to `descriptor`, open on the file at `path`, which the error names.
    static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32, path: String)
        throws(SiteWriterError)
    {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw SiteWriterError("cannot write '\(path)': \(reason(errno))")
            }
            offset += written
        }
    }

    /// Makes the folder at `path` (its parent exists); one that exists already is fine.
    static func makeFolder(_ path: String) throws(SiteWriterError) {
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw SiteWriterError("cannot create '\(path)': \(reason(errno))")
        }
    }

    /// The names in the folder at `path` (no `.` or `..`), or none when it cannot be read: one
    /// directory listing where a check of each file would cost a call per file.
    static func names(in path: String) -> [String] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        // The name is read where it lies: an entry is only as long as its name, so a copy of the whole
        // `dirent` could read past the end of the system's buffer.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Gives the file at `existing` the name `path`, replacing any file there, in one step.
    static func rename(_ existing: String, as path: String) throws(SiteWriterError) {
        #if canImport(Glibc)
            let status = Glibc.rename(existing, path)
        #else
            let status = Darwin.rename(existing, path)
        #endif
        if status != 0 {
            throw SiteWriterError("cannot write '\(path)': \(reason(errno))")
        }
    }

    /// What is at a path, seen without following a symbolic link.
    enum Kind: Equatable {
        /// Nothing.
        case none
        /// A regular file.
        case file
        /// A folder.
        case folder
        /// A symbolic link.
        case link
        /// A device, FIFO or socket.
        case special
    }

    /// What is at `path` itself (a link is a link, whatever it points at).
    static func kind(at path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .none }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .special
        }
    }

    /// Gives the file (or symbolic link) at `existing` the second name `path` as well, a hard link, or
    /// copies it where the two are on different file systems.
    static func keep(_ existing: String, at path: String) throws(SiteWriterError) {
        guard link(existing, path) != 0 else { return }
        let linkFailure = errno
        do {
            try FileManager.default.copyItem(atPath: existing, toPath: path)
        } catch {
            throw SiteWriterError("cannot keep '\(existing)' in the new site: \(reason(linkFailure))")
        }
    }

    /// Swaps the names of the folders at `first` and `second` in one step, where the system can; false
    /// where it cannot (then nothing has changed). Linux has `renameat2` with `RENAME_EXCHANGE` since
    /// 3.15, which its C library declares only for GNU sources, so it is looked up by name.
    static func exchange(_ first: String, _ second: String) -> Bool {
        #if canImport(Glibc)
            typealias RenameAt2 =
                @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let exchange: UInt32 = 1 << 1  // RENAME_EXCHANGE
            return renameat2(AT_FDCWD, first, AT_FDCWD, second, exchange) == 0
        #else
            return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #endif
    }

    /// Where the symbolic link at `path` leads, followed link by link (a relative target from the
    /// link's folder), even to a path where nothing is yet; nil when `path` is no link, or for a loop.
    static func followingLinks(_ path: String) -> String? {
        var current = path
        var hops = 0
        while kind(at: current) == .link {
            hops += 1
            guard hops <= 40, let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
            else { return nil }
            current =
                destination.hasPrefix("/")
                ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(
                    destination
                ).path
        }
        return current == path ? nil : URL(fileURLWithPath: current).standardizedFileURL.path
    }

    /// Gives the folder at `path` the permission bits of the folder at `original`, where it can.
    static func copyMode(from original: String, to path: String) {
        var status = stat()
        guard stat(original, &status) == 0 else { return }
        chmod(path, status.st_mode & 0o7777)
    }

    /// Whether the process `id` is running.
    static func isRunning(_ id: Int32) -> Bool {
        id > 0 && (kill(id, 0) == 0 || errno == EPERM)
    }

    /// Whether a file (or folder) is at `path`.
    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Removes the file at `path`, if any.
    static func remove(_ path: String) {
        unlink(path)
    }

    /// The file at `path` as text, or nil when it cannot be read.
    static func contents(at path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// A new file written through a buffer, for a large file made of many small pieces (the search index):
/// pieces collect in memory and reach the file in large writes, and the file is closed when the stream
/// goes.
struct FileStream: ~Copyable {
    private let descriptor: Int32
    private let path: String
    private var buffer = TextBuffer(capacity: FileStream.flushSize + 4096)

    /// How many bytes collect before they are written.
    private static let flushSize = 1 << 16

    /// Creates the file at `path`, which must not exist yet.
    init(creating path: String) throws(SiteWriterError) {
        descriptor = try FileOutput.openNew(path)
        self.path = path
    }

    deinit { close(descriptor) }

    /// Appends `text`, writing out what has collected once it is large.
    mutating func append(_ text: String) throws(SiteWriterError) {
        buffer.append(text)
        if buffer.count >= Self.flushSize { try flush() }
    }

    /// Writes out everything appended so far.
    mutating func flush() throws(SiteWriterError) {
        try buffer.withBytes { bytes throws(SiteWriterError) in
            try FileOutput.writeAll(bytes, to: descriptor, path: path)
        }
        buffer.removeAll()
    }
}
