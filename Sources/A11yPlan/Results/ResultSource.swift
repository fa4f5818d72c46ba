/// Where a result was read: its file, and the line (CSV) or the index in `results` (JSON).
public struct ResultSource: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// Where in the file.
    public enum Position: Sendable, Hashable, Codable {
        /// A 1-based line of a CSV file, where the record starts.
        case line(Int)
        /// A 0-based index in the `results` array of a results JSON file.
        case item(Int)
    }

    /// The file as it was named on the command line.
    public var file: String
    /// Where in the file.
    public var position: Position

    /// A source in `file` at `position`.
    public init(file: String, position: Position) {
        self.file = file
        self.position = position
    }

    /// `results.csv:5` or `results.json: results[3]`.
    public var description: String {
        switch position {
        case .line(let line): "\(file):\(line)"
        case .item(let index): "\(file): results[\(index)]"
        }
    }

    /// Orders by file, then by position in it.
    public static func < (lhs: ResultSource, rhs: ResultSource) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        return lhs.offset < rhs.offset
    }

    private var offset: Int {
        switch position {
        case .line(let line): line
        case .item(let index): index
        }
    }
}
