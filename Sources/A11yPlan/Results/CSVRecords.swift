/// RFC 4180 records read from UTF-8 bytes, each with the 1-based lines it starts and ends on: quoted
/// cells may hold commas, doubled quotes and line breaks; lines end in CRLF, LF or CR; a leading
/// byte-order mark is dropped, as spreadsheets write one.
struct CSVRecords: Sendable {
    /// The records in order, each with its first and last line (the same unless a quoted cell holds a
    /// line break).
    var records: [(line: Int, lastLine: Int, cells: [String])] = []

    /// Reads `bytes`; a quote left open throws the line it opened on, and text after a cell's closing
    /// quote (which RFC 4180 does not allow, and which a stray quote that took in the lines after it
    /// leaves) throws the line its record starts on.
    init(_ bytes: [UInt8]) throws(CSVSyntaxError) {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var recordLine = 1
        var cells: [String] = []
        var cell: [UInt8] = []
        var quoted = false
        var quoteLine = 1
        var atCellStart = true
        var afterQuote = false
        func endCell() {
            cells.append(String(decoding: cell, as: UTF8.self))
            cell.removeAll(keepingCapacity: true)
            atCellStart = true
            afterQuote = false
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quoted {
                if byte == 0x22 {
                    if index < bytes.count, bytes[index] == 0x22 {
                        cell.append(0x22)
                        index += 1
                    } else {
                        quoted = false
                        afterQuote = true
                    }
                } else {
                    if byte == 0x0A || (byte == 0x0D && bytes[index...].first != 0x0A) { line += 1 }
                    cell.append(byte)
                }
                continue
            }
            switch byte {
            case 0x22 where atCellStart:
                quoted = true
                quoteLine = line
                atCellStart = false
            case 0x2C:
                endCell()
            case 0x0D where index < bytes.count && bytes[index] == 0x0A:
                continue
            case 0x0A, 0x0D:
                endCell()
                records.append((recordLine, line, cells))
                cells = []
                line += 1
                recordLine = line
            default:
                if afterQuote {
                    let message =
                        line > recordLine
                        ? "a quoted cell runs on to line \(line) and text follows its closing quote there: "
                            + "is a quote left open?"
                        : "text follows the closing quote of a cell (a quote inside a quoted cell is written \"\")"
                    throw CSVSyntaxError(line: recordLine, message: message)
                }
                cell.append(byte)
                atCellStart = false
            }
        }
        if quoted { throw CSVSyntaxError(line: quoteLine, message: "a quoted cell is not closed") }
        if !cell.isEmpty || !cells.isEmpty {
            endCell()
            records.append((recordLine, line, cells))
        }
    }
}

/// A CSV syntax mistake: the line it is on and what is wrong.
struct CSVSyntaxError: Error, Sendable, Equatable {
    /// The 1-based line.
    var line: Int
    /// What is wrong.
    var message: String
}
