import CXXHash

/// A 128-bit key of a value's content: xxHash's XXH3-128 (libxxhash) of its `Encodable` encoding, the
/// same in every process, on every run and on every machine.
///
/// Swift's `Hasher` is seeded anew per process, so it cannot key a manifest that outlives a build. The
/// model's own `Codable` conformance is the one description of its fields: a field added to the model
/// changes the key with no second list to keep in step. The encoding (`KeyEncoder`) feeds field names,
/// values and the shape of nested containers, with lengths, so that no two shapes read alike.
public struct ContentKey: Sendable, Hashable, CustomStringConvertible {
    /// The high 64 bits.
    public let high: UInt64
    /// The low 64 bits.
    public let low: UInt64

    /// The key of `value`'s encoding.
    public init(of value: some Encodable) {
        let feed = KeyFeed()
        // The encoder never throws; a value whose own `encode(to:)` throws is keyed by what it fed.
        try? value.encode(to: KeyEncoder(feed: feed))
        self = feed.finish()
    }

    /// The key of `parts`, in order: a key made of several values.
    public init(combining parts: [ContentKey]) {
        let feed = KeyFeed()
        for part in parts {
            feed.add(part.high)
            feed.add(part.low)
        }
        self = feed.finish()
    }

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Thirty-two hexadecimal digits.
    public var description: String {
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(high) + hex(low)
    }

    /// The key written as `description`, or nil for anything else.
    public init?(_ text: Substring) {
        // Read by its bytes: counting and cutting Characters for each of a manifest's keys was most of
        // reading it.
        var digits: (high: UInt64, low: UInt64) = (0, 0)
        var count = 0
        for byte in text.utf8 {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            guard count < 32 else { return nil }
            if count < 16 {
                digits.high = digits.high << 4 | UInt64(value)
            } else {
                digits.low = digits.low << 4 | UInt64(value)
            }
            count += 1
        }
        guard count == 32 else { return nil }
        self.init(high: digits.high, low: digits.low)
    }
}

/// The bytes of one key on their way into XXH3's streaming state: they collect in a buffer and reach
/// the state in large updates, since most pieces are a tag byte or a short word.
///
/// A pointer to its state, so that `KeyEncoder` and its containers share it and copy it for free: every
/// value of the model is encoded through an `Encoder` existential, and a class here cost a retain and a
/// release per copy (a fifth of the keys' time at 2,000 components). Each key makes its own, and
/// `finish()` frees it.
struct KeyFeed {
    private struct Storage {
        let state: OpaquePointer
        let buffer: UnsafeMutablePointer<UInt8>
        var count: Int
    }

    private let storage: UnsafeMutablePointer<Storage>
    private static let capacity = 1 << 14

    init() {
        let state = XXH3_createState()!
        XXH3_128bits_reset(state)
        storage = .allocate(capacity: 1)
        storage.initialize(to: Storage(state: state, buffer: .allocate(capacity: Self.capacity), count: 0))
    }

    /// Feeds one byte.
    @inline(__always)
    func add(byte: UInt8) {
        if storage.pointee.count == Self.capacity { flush() }
        storage.pointee.buffer[storage.pointee.count] = byte
        storage.pointee.count += 1
    }

    /// Feeds eight bytes, little-endian.
    @inline(__always)
    func add(_ number: UInt64) {
        if storage.pointee.count + 8 > Self.capacity { flush() }
        UnsafeMutableRawPointer(storage.pointee.buffer + storage.pointee.count).storeBytes(
            of: number.littleEndian, as: UInt64.self)
        storage.pointee.count += 8
    }

    /// Feeds `text`'s length, then its UTF-8 bytes, so that "ab","c" and "a","bc" differ.
    func add(_ text: String) {
        text.withUTF8Bytes { bytes in
            add(UInt64(bytes.count))
            if storage.pointee.count + bytes.count > Self.capacity { flush() }
            if bytes.count > Self.capacity {
                XXH3_128bits_update(storage.pointee.state, bytes.baseAddress, bytes.count)
            } else if let base = bytes.baseAddress {
                (storage.pointee.buffer + storage.pointee.count).update(from: base, count: bytes.count)
                storage.pointee.count += bytes.count
            }
        }
    }

    /// The key of everything fed; the feed is freed and not used again.
    func finish() -> ContentKey {
        flush()
        let digest = XXH3_128bits_digest(storage.pointee.state)
        XXH3_freeState(storage.pointee.state)
        storage.pointee.buffer.deallocate()
        storage.deallocate()
        return ContentKey(high: digest.high64, low: digest.low64)
    }

    private func flush() {
        XXH3_128bits_update(storage.pointee.state, storage.pointee.buffer, storage.pointee.count)
        storage.pointee.count = 0
    }
}
