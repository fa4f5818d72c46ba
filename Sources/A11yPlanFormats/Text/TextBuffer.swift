/// UTF-8 bytes that renderers append to, and that a site build writes to a file without ever making
/// a `String` of them.
///
/// Appending to a `String` checks its storage, flags and breadcrumbs on every call, and pages are made
/// of thousands of small pieces; this buffer is a pointer, a count and a capacity, so an append is a
/// bounds check and a copy. It cannot be copied (its bytes have one owner, freed when it goes), so a
/// build hands one buffer down to every renderer of a component with `inout`.
public struct TextBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes the buffer holds.
    public private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 16_384) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes so far, as a string.
    public var string: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// Calls `body` with the bytes from `range` (all of them when nil), valid only during the call.
    package func withBytes<Result, Failure: Error>(
        _ range: Range<Int>? = nil,
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let range = range ?? 0..<count
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range outside the buffer")
        return try body(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// Empties the buffer and keeps its storage for the next page.
    public mutating func removeAll() {
        count = 0
    }

    /// Appends `bytes`.
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    /// Appends `text` as UTF-8.
    public mutating func append(_ text: String) {
        text.withUTF8Bytes { append($0) }
    }

    /// Appends one byte, such as a newline.
    public mutating func append(byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends `number` in decimal.
    package mutating func append(_ number: Int) {
        if number >= 0 && number < 10 {
            append(byte: 0x30 + UInt8(number))
        } else {
            append(String(number))
        }
    }

    /// Appends the bytes of `other` from `range` (all of them when nil).
    package mutating func append(_ other: borrowing TextBuffer, _ range: Range<Int>? = nil) {
        other.withBytes(range) { append($0) }
    }

    /// Lets `body` write up to `maxCount` bytes straight into the buffer's storage and keeps the number
    /// it returns: for the encoders a profile names (a `data:` URL's Base64 and percent escapes were a
    /// quarter of a site build when each byte went through `append(byte:)`).
    package mutating func appendInPlace(maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maxCount)
        let written = body(base + count)
        precondition(written >= 0 && written <= maxCount, "wrote outside the reserved bytes")
        count += written
    }

    /// Appends `count` spaces, such as an indent.
    package mutating func append(spaces count: Int) {
        guard count > 0 else { return }
        reserve(count)
        (base + self.count).initialize(repeating: 0x20, count: count)
        self.count += count
    }

    /// Makes room for `extra` more bytes: a comparison on every append, and growth only rarely.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: extra) }
    }

    /// Moves the bytes to storage at least twice as large that holds `extra` more.
    @inline(never)
    private mutating func grow(toHold extra: Int) {
        let grown = max(capacity * 2, count + extra)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        bigger.update(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = grown
    }
}
