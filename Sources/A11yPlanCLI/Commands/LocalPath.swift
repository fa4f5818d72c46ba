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

    /// Why the folder `path` cannot be written into, or made with the folders above it, as a one-line
    /// message; nil when it is a folder or can be made. A part of the path that is a file, a link to
    /// nothing, a loop of links or a folder the tool may not write in is named.
    static func outputFolderProblem(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        var deepestFolder = path.hasPrefix("/") ? "/" : "."
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            switch kind(of: prefix) {
            case .success(.folder):
                deepestFolder = prefix
            case .success:
                return prefix == path
                    ? "cannot write into '\(path)': it is a file, not a folder"
                    : "cannot create '\(path)': '\(prefix)' is a file, not a folder"
            case .failure(let problem) where problem.code == ENOENT && !isLink(prefix):
                // Missing from here on: made by the writer, if the deepest folder there takes new ones.
                guard access(deepestFolder, W_OK | X_OK) == 0 else {
                    let reason = Problem(code: errno).reason
                    return "cannot create '\(path)': no folder can be made in '\(deepestFolder)': \(reason)"
                }
                return nil
            case .failure(let problem):
                return "cannot create '\(path)': " + (prefix == path ? "" : "'\(prefix)': ") + problem.reason
            }
        }
        return nil
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
