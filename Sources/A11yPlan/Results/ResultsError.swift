/// A results file that cannot be read, as one line with the file and the line or item.
public struct ResultsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// Where in the file, when the mistake is at one line or item.
    public var position: ResultSource.Position?
    /// What is wrong.
    public var message: String

    /// An error in `file` at `position`, saying `message`.
    public init(_ message: String, file: String, at position: ResultSource.Position? = nil) {
        self.message = message
        self.file = file
        self.position = position
    }

    /// `results.csv:5: unknown status 'Maybe'; …`, `results.json: results[3]: …` or `results.json: …`.
    public var description: String {
        guard let position else { return "\(file): \(message)" }
        return "\(ResultSource(file: file, position: position)): \(message)"
    }
}
