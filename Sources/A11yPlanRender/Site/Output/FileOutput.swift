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
        try create([text], at: path)
    }

    /// Writes `parts` one after another as the new file at `path`, so a large text wrapped in a prefix
    /// and suffix is never copied into one string first.
    static func create(_ parts: [String], at path: String) throws(SiteWriterError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SiteWriterError("cannot write '\(path)': \(reason(errno))") }
        defer { close(descriptor) }
        for part in parts {
            var part = part
            let failure: Int32? = part.withUTF8 { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    offset += written
                }
                return nil
            }
            if let failure { throw SiteWriterError("cannot write '\(path)': \(reason(failure))") }
        }
    }

    /// Makes the folder at `path` (its parent exists); one that exists already is fine.
    static func makeFolder(_ path: String) throws(SiteWriterError) {
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw SiteWriterError("cannot create '\(path)': \(reason(errno))")
        }
    }

    /// Makes `path` a second name of the file at `existing`, so an unchanged page costs no copy.
    /// Returns false when that cannot be done (the file is gone, or links are not supported there).
    static func hardLink(_ existing: String, as path: String) -> Bool {
        link(existing, path) == 0
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
