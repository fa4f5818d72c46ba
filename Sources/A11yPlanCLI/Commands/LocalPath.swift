#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at a path the commands read or write, in plain words, from `stat`, `lstat` and `access`:
/// "a loop of symbolic links" or "'f' is a file, not a folder" where Foundation says "The operation
/// could not be completed". It only looks; the site module makes and writes files.
enum LocalPath {
    /// What a path names, its links followed.
    enum Kind: Sendable, Equatable {
        /// A folder.
        case folder
        /// A regular file.
        case file
        /// A FIFO, socket or device, which is never read as a page.
        case other
    }

    /// What `path` names, or why nothing can be read there, in plain words.
    static func kind(of path: String) -> Result<Kind, Problem> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(Problem(path: path, code: errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .success(.folder)
        case S_IFREG: return .success(.file)
        default: return .success(.other)
        }
    }

    /// Whether `path` is a symbolic link itself.
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Why the file or folder at `path`, which is there, cannot be read.
    static func readProblem(_ path: String) -> Problem {
        access(path, R_OK) == 0 ? Problem(reason: "it could not be read") : Problem(path: path, code: errno)
    }

    /// Why a path cannot be read or used, in a few plain words.
    struct Problem: Error, Sendable, Equatable {
        /// The system's error number, if it gave one.
        var code: Int32 = 0
        /// "a loop of symbolic links", "a symbolic link to nothing", "permission denied" …
        var reason: String

        /// The reason `code` gives at `path`, where a link to nothing is told from a missing file.
        init(path: String? = nil, code: Int32) {
            self.code = code
            switch code {
            case ENOENT where path.map(LocalPath.isLink) == true: reason = "a symbolic link to nothing"
            case ENOENT: reason = "no such file or folder"
            case ELOOP: reason = "a loop of symbolic links"
            case EACCES, EPERM: reason = "permission denied"
            case ENOTDIR: reason = "inside a file, not a folder"
            default:
                let text = String(cString: strerror(code))
                reason = text.prefix(1).lowercased() + text.dropFirst()
            }
        }

        /// A reason with no error number.
        init(reason: String) {
            self.reason = reason
        }
    }
}
