extension TestRun {
    /// The results schema version the reader understands (`schema/results.schema.json`).
    public static let resultsSchemaVersion = 1

    /// Reads a results file: results JSON when its name ends in `.json` or its first character is `{`
    /// or `[`, CSV otherwise.
    ///
    /// `file` names the file in messages and in each result's source.
    public init(reading bytes: [UInt8], file: String) throws(ResultsError) {
        let first = bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.first
        if file.lowercased().hasSuffix(".json") || first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            try self.init(json: bytes, file: file)
        } else {
            try self.init(csv: bytes, file: file)
        }
    }

    /// Reads results JSON version 1, as the interactive checklist downloads it (`blocked` allowed too).
    ///
    /// Refused besides what is not results, each at its line or `results[n]` where it has one:
    /// - a member given twice in one object;
    /// - text that is not UTF-8 (UTF-16 too), and a file that is empty or only white space;
    /// - a result whose itemId does not start with its component and platform;
    /// - an `exportedAt` that the schema's pattern does not allow.
    public init(json bytes: [UInt8], file: String) throws(ResultsError) {
        try Self.checkEncoding(of: bytes, file: file, kind: "results JSON")
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        if text.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw ResultsError("not A11yPlan results: the file is empty or only white space, not JSON", file: file)
        }
        let document: JSONValue
        do {
            document = try JSONValue.parse(bytes)
        } catch {
            throw ResultsError("malformed JSON: \(error.message)", file: file, at: .line(error.line))
        }
        guard case .object = document else {
            throw ResultsError("not A11yPlan results: the document is \(document.kind), not an object", file: file)
        }
        if document["checklists"] != nil {
            throw ResultsError(
                "not A11yPlan results: it is a checklist (export it as HTML to record results)", file: file)
        }
        guard let version = document["schemaVersion"] else {
            throw ResultsError("not A11yPlan results: it has no schemaVersion", file: file)
        }
        guard case .number(let number) = version, number == String(Self.resultsSchemaVersion) else {
            throw ResultsError(
                "results schema version \(Self.shown(version)) is not one this A11yPlan reads "
                    + "(it reads version \(Self.resultsSchemaVersion))",
                file: file)
        }
        guard case .array(let entries) = document["results"] else {
            throw ResultsError("not A11yPlan results: it has no results array", file: file)
        }
        guard let catalog = document["catalog"], let name = catalog["name"]?.string,
            let catalogVersion = catalog["version"]?.string
        else {
            throw ResultsError("not A11yPlan results: no catalog with a name and a version", file: file)
        }
        guard let exportedAt = document["exportedAt"]?.string else {
            throw ResultsError("not A11yPlan results: no exportedAt time", file: file)
        }
        if !Self.isResultsTime(exportedAt) {
            throw ResultsError(
                "exportedAt '\(exportedAt)' is not a time as the results schema writes it: ISO 8601 in UTC, "
                    + "such as 2026-05-01T10:00:00.000Z",
                file: file)
        }
        let metadata = try Self.metadata(document["run"], file: file)
        var results: [ItemResult] = []
        results.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            results.append(try Self.result(entry, index: index, file: file))
        }
        if results.isEmpty { throw ResultsError("the run has no results", file: file) }
        self.init(
            file: file, catalogName: name, catalogVersion: catalogVersion, exportedAt: exportedAt,
            metadata: metadata, results: results)
    }

    /// The run's metadata from the optional `run` object: strings only, unknown keys refused so a typo
    /// does not silently drop what the tester wrote.
    private static func metadata(_ value: JSONValue?, file: String) throws(ResultsError) -> RunMetadata {
        var metadata = RunMetadata()
        guard let value else { return metadata }
        guard case .object(let members) = value else {
            throw ResultsError("the run is \(value.kind), not an object", file: file)
        }
        for (key, member) in members {
            guard let field = RunMetadata.Field(rawValue: key) else {
                let known = RunMetadata.Field.allCases.map(\.rawValue).joined(separator: ", ")
                throw ResultsError("the run has an unknown field '\(key)' (known: \(known))", file: file)
            }
            guard let text = member.string else {
                throw ResultsError("the run's \(key) is \(member.kind), not a string", file: file)
            }
            metadata[field] = text
        }
        return metadata
    }

    private static func shown(_ value: JSONValue) -> String {
        if case .number(let text) = value { return text }
        if case .string(let text) = value { return "'\(text)'" }
        return value.kind
    }

    private static func result(_ entry: JSONValue, index: Int, file: String) throws(ResultsError) -> ItemResult {
        func fail(_ message: String) -> ResultsError { ResultsError(message, file: file, at: .item(index)) }
        guard case .object = entry else { throw fail("a result is \(entry.kind), not an object") }
        func text(_ name: String) throws(ResultsError) -> String {
            guard let value = entry[name] else { throw fail("no \(name)") }
            guard let string = value.string else { throw fail("\(name) is \(value.kind), not a string") }
            return string
        }
        let itemID = try text("itemId")
        let component = try text("component")
        let platformName = try text("platform")
        guard let platform = Platform(rawValue: platformName) else { throw fail(unknownPlatform(platformName)) }
        let statusName = try text("status")
        guard let status = ResultStatus(rawValue: statusName) else { throw fail(unknownStatus(statusName)) }
        let notes = entry["notes"] == nil ? "" : try text("notes")
        if itemID.isEmpty { throw fail("the itemId is empty") }
        guard itemID.hasPrefix(component + ".") else {
            throw fail("the component '\(component)' disagrees with the itemId '\(itemID)'")
        }
        let itemPlatform = itemID.dropFirst(component.count + 1).prefix { $0 != "." }
        guard itemPlatform == platformName else {
            throw fail("the platform '\(platformName)' disagrees with the itemId '\(itemID)'")
        }
        return ItemResult(
            componentID: component, platform: platform, itemID: itemID, status: status, notes: notes,
            source: ResultSource(file: file, position: .item(index)))
    }

    /// Reads the CSV `a11yplan export --format csv` writes with a filled `Result` (or `Status`) and
    /// `Notes` column, as a spreadsheet returns it; the interactive checklist's results CSV reads too.
    ///
    /// The columns are found by their header, ignoring case; `ID` and `Result` are required. The
    /// component is the item id's first part; the platform is the `Platform` cell, or the id's second part.
    /// A row may end early: its missing cells are empty. Refused, each at its line:
    /// - a row with more cells than the header, and a row that a quoted cell carries over a line break
    ///   without exactly the header's cells, so that a quote left open does not take in the rows after it;
    /// - a header that names a column twice (or names it twice by two names, such as Result and Status);
    /// - text that is not UTF-8 (UTF-16 too);
    /// - a `Platform` cell that disagrees with the platform the id's second part names.
    public init(csv bytes: [UInt8], file: String) throws(ResultsError) {
        try Self.checkEncoding(of: bytes, file: file, kind: "results CSV")
        let table: CSVRecords
        do {
            table = try CSVRecords(bytes)
        } catch {
            throw ResultsError("malformed CSV: \(error.message)", file: file, at: .line(error.line))
        }
        guard let header = table.records.first else { throw ResultsError("the file is empty", file: file) }
        let columns = try CSVColumns(header: header.cells, file: file, line: header.line)
        guard let idColumn = columns.id else {
            throw ResultsError(
                "not a results CSV: the header has no ID column", file: file, at: .line(header.line))
        }
        guard let resultColumn = columns.result else {
            throw ResultsError(
                "not a results CSV: the header has no Result column (add Result and Notes columns to the "
                    + "exported checklist)",
                file: file, at: .line(header.line))
        }
        let width = header.cells.count
        var results: [ItemResult] = []
        for record in table.records.dropFirst() {
            let cells = record.cells
            if cells.allSatisfy({ $0.trimmingSpaces.isEmpty }) { continue }
            func cell(_ column: Int?) -> String {
                guard let column, column < cells.count else { return "" }
                return Self.unneutralised(cells[column])
            }
            func fail(_ message: String) -> ResultsError { ResultsError(message, file: file, at: .line(record.line)) }
            if record.lastLine > record.line && cells.count != width {
                throw fail(
                    "a quoted cell runs on to line \(record.lastLine) and the row has \(cells.count) cells, not the "
                        + "header's \(width): is a quote left open?")
            }
            if cells.count > width {
                throw fail(
                    "the row has \(cells.count) cells, not the header's \(width) (a cell with a comma needs quotes)")
            }
            // A cell carried over lines that holds the start of another row (a line opening with an item
            // id, "tabs.ios.…,") took that row in through a stray quote, even where the cells add up.
            if record.lastLine > record.line,
                let swallowed = cells.first(where: { $0.contains("\n") && Self.holdsARow($0) })
            {
                let line =
                    swallowed.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
                    .first { Self.opensARow($0) } ?? ""
                throw fail(
                    "a quoted cell runs on to line \(record.lastLine) and holds a row of its own ('\(line.prefix(40))'):"
                        + " is a quote left open?")
            }
            let itemID = cell(idColumn).trimmingSpaces
            if itemID.isEmpty { throw fail("the row has no ID") }
            let parts = itemID.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
            let platformName = columns.platform.map { cell($0).trimmingSpaces } ?? ""
            let idPlatform = parts.count > 1 ? Self.platform(named: String(parts[1])) : nil
            let platformWord = platformName.isEmpty && parts.count > 1 ? String(parts[1]) : platformName
            guard let platform = Self.platform(named: platformWord) else { throw fail(unknownPlatform(platformWord)) }
            if let idPlatform, idPlatform != platform {
                throw fail("the Platform '\(platformName)' disagrees with the ID '\(itemID)'")
            }
            let statusWord = cell(resultColumn)
            guard let status = ResultStatus(word: statusWord) else { throw fail(unknownStatusWord(statusWord)) }
            results.append(
                ItemResult(
                    componentID: String(parts[0]), platform: platform, itemID: itemID, status: status,
                    notes: cell(columns.notes), source: ResultSource(file: file, position: .line(record.line))))
        }
        if results.isEmpty { throw ResultsError("the run has no results", file: file) }
        self.init(file: file, results: results)
    }

    /// The platform a CSV cell or an item id's second part names, by its name or its id, ignoring case.
    /// Whether a cell's lines after its first include one that opens like a row of a results CSV.
    static func holdsARow(_ cell: String) -> Bool {
        cell.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().contains { opensARow($0) }
    }

    /// Whether `line` opens with an item id and a comma: `component.platform.…,`.
    static func opensARow(_ line: Substring) -> Bool {
        guard let comma = line.firstIndex(of: ","), !line[..<comma].contains(" ") else { return false }
        let parts = line[..<comma].split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        return parts.count == 3 && !parts[0].isEmpty && platform(named: String(parts[1])) != nil
    }

    private static func platform(named word: String) -> Platform? {
        Platform.allCases.first { $0.name.lowercased() == word.lowercased() } ?? Platform(argument: word)
    }

    /// Refuses bytes that are not UTF-8 text: UTF-16, told by its byte-order mark or, as RFC 4627 tells
    /// it from UTF-8, by a zero byte beside the first character; then any byte that is not UTF-8, at its line.
    private static func checkEncoding(of bytes: [UInt8], file: String, kind: String) throws(ResultsError) {
        let zeros = bytes.prefix(2).map { $0 == 0 }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || zeros == [true, false]
            || zeros == [false, true]
        {
            throw ResultsError("not UTF-8 text but UTF-16; save the \(kind) as UTF-8", file: file)
        }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                offset += scalar.count
            case .emptyInput:
                return
            case .error:
                let line = 1 + bytes[..<offset].count { $0 == 0x0A }
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                throw ResultsError(
                    "not UTF-8 text (byte 0x\(byte)); save the \(kind) as UTF-8", file: file, at: .line(line))
            }
        }
    }

    /// Whether `text` is a time as the results schema's `exportedAt` pattern allows,
    /// `^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$`, such as `2026-05-01T10:00:00.000Z`, and a
    /// real day and time (a leap second allowed).
    static func isResultsTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let shape = Array("0000-00-00T00:00:00".utf8)
        let isDigit: (UInt8) -> Bool = { (0x30...0x39).contains($0) }
        guard bytes.count > shape.count, bytes.last == UInt8(ascii: "Z") else { return false }
        for (byte, expected) in zip(bytes, shape) where expected == 0x30 ? !isDigit(byte) : byte != expected {
            return false
        }
        let fraction = bytes[shape.count..<bytes.count - 1]
        guard
            fraction.isEmpty
                || (fraction.count > 1 && fraction.first == UInt8(ascii: ".")
                    && fraction.dropFirst().allSatisfy(isDigit))
        else { return false }
        // A day of the calendar and a time of the day: no month 13, no 30 February, no 25 o'clock.
        func number(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return year > 0 && (1...12).contains(month) && (1...days[max(month, 1) - 1]).contains(day)
            && number(11..<13) < 24 && number(14..<16) < 60 && number(17..<19) < 61
    }

    /// A cell without the apostrophe the exporter puts before text a spreadsheet would run as a formula.
    private static func unneutralised(_ cell: String) -> String {
        guard cell.hasPrefix("'"), SpreadsheetFormula.starts(with: cell.utf8.dropFirst().first) else { return cell }
        return String(cell.dropFirst())
    }
}

/// The columns of a results CSV's header that the reader takes, found by their names ignoring case and
/// spaces around them.
private struct CSVColumns {
    /// A column the reader takes.
    enum Field: String, CaseIterable {
        /// The item id.
        case id = "ID"
        /// The result.
        case result = "Result"
        /// The notes.
        case notes = "Notes"
        /// The platform.
        case platform = "Platform"

        /// The header names that select the column.
        var names: Set<String> {
            switch self {
            case .id: ["id", "item id", "itemid"]
            case .result: ["result", "status"]
            case .notes: ["notes", "note", "comment", "comments"]
            case .platform: ["platform"]
            }
        }
    }

    /// Each field's column, from 0.
    private var columns: [Field: Int] = [:]

    /// The item id's column.
    var id: Int? { columns[.id] }
    /// The result's column.
    var result: Int? { columns[.result] }
    /// The notes' column.
    var notes: Int? { columns[.notes] }
    /// The platform's column.
    var platform: Int? { columns[.platform] }

    /// The columns of `header`, at `line` of `file`; two columns of one name (or of two names for one
    /// field, such as Result and Status) throw, since either could be the one meant.
    init(header: [String], file: String, line: Int) throws(ResultsError) {
        var seen: [String: Int] = [:]
        for (index, cell) in header.enumerated() {
            let name = cell.trimmingSpaces.lowercased()
            if name.isEmpty { continue }
            let field = Field.allCases.first { $0.names.contains(name) }
            let key = field?.rawValue ?? name
            if let first = seen[key] {
                let title = field?.rawValue ?? "'\(header[first].trimmingSpaces)'"
                throw ResultsError(
                    "the header has two \(title) columns, '\(header[first].trimmingSpaces)' (column \(first + 1)) "
                        + "and '\(cell.trimmingSpaces)' (column \(index + 1)); keep one",
                    file: file, at: .line(line))
            }
            seen[key] = index
            if let field { columns[field] = index }
        }
    }
}

private func unknownPlatform(_ name: String) -> String {
    "unknown platform '\(name)'; use one of \(Platform.allCases.map(\.rawValue).joined(separator: ", "))"
}

private func unknownStatus(_ name: String) -> String {
    "unknown status '\(name)'; use one of \(ResultStatus.allCases.map(\.rawValue).joined(separator: ", "))"
}

private func unknownStatusWord(_ word: String) -> String {
    let words = ResultStatus.allCases.filter { $0 != .untested }.map(\.title).joined(separator: ", ")
    return "unknown result '\(word)'; use \(words), or leave it empty for untested"
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
