/// Cuts the bytes of standard input into messages for MCP's stdio transport: one JSON-RPC message a
/// line, ended by a newline (a carriage return before it is dropped).
///
/// A line longer than `limit` bytes is never held whole: its bytes are dropped as they come and the line
/// is reported as too long when its end arrives, so a client cannot make the server hold more than
/// `limit` bytes at a time.
struct MCPLineReader: Sendable {
    /// What one line of input was.
    enum Line: Sendable, Equatable {
        /// A message's bytes, without the line end.
        case message([UInt8])
        /// A line of `bytes` bytes, over the limit, dropped.
        case tooLong(bytes: Int)
    }

    /// The most bytes one message may have: 8 MiB unless told.
    let limit: Int
    /// The bytes of the line read so far.
    private var pending: [UInt8] = []
    /// Whether the line read so far is over the limit, and so dropped.
    private var dropping = false
    /// How many bytes of the line being dropped have been seen.
    private var dropped = 0

    /// A reader that refuses lines of more than `limit` bytes.
    init(limit: Int = 8 << 20) {
        self.limit = limit
    }

    /// The lines that `bytes`, the next bytes of input, end, in order.
    mutating func feed(_ bytes: ArraySlice<UInt8>) -> [Line] {
        var lines: [Line] = []
        var rest = bytes
        while let end = rest.firstIndex(of: 0x0A) {
            take(rest[rest.startIndex..<end])
            rest = rest[(end + 1)...]
            if dropping {
                lines.append(.tooLong(bytes: dropped))
            } else {
                if pending.last == 0x0D { pending.removeLast() }
                lines.append(.message(pending))
            }
            pending = []
            dropping = false
            dropped = 0
        }
        take(rest)
        return lines
    }

    /// How many bytes of an unfinished line input ended with (0 when it ended at a line end).
    var unfinished: Int { dropping ? dropped : pending.count }

    /// Adds `bytes`, part of one line, to it, or drops them once the line is over the limit.
    private mutating func take(_ bytes: ArraySlice<UInt8>) {
        if dropping {
            dropped += bytes.count
        } else if pending.count + bytes.count > limit {
            dropping = true
            dropped = pending.count + bytes.count
            pending = []
        } else {
            pending += bytes
        }
    }
}
