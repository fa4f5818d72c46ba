/// A 128-bit FNV-1a hash of a value's encoded fields, the same in every process and on every run;
/// text and numbers go in eight bytes a step, which FNV's multiply mixes as well as a byte.
///
/// Swift's `Hasher` is seeded anew per process, so it cannot key a manifest that outlives a build.
/// The build manifest compares these to tell an unchanged component from a changed one: the model
/// feeds its fields by hand (`ContentFeeding`), and any other `Encodable` value can be walked through
/// its encoding (field names, values and the shape of nested containers, with lengths so that no two
/// shapes read alike).
public struct ContentHash: Sendable, Hashable, CustomStringConvertible {
    /// The high and low 64 bits.
    public private(set) var high: UInt64
    /// The low 64 bits.
    public private(set) var low: UInt64

    /// The hash of no bytes (FNV-1a's 128-bit offset basis).
    public init() {
        high = 0x6c62_272e_07bb_0142
        low = 0x62b8_2175_6295_c58d
    }

    /// The hash of `value`'s encoding.
    public init(of value: some Encodable) {
        let sink = Sink()
        try? value.encode(to: HashingEncoder(sink: sink))
        self = sink.hash
    }

    /// The hash of `parts`, in order: a key made of several values.
    public init(combining parts: [ContentHash]) {
        self.init()
        for part in parts { add(part) }
    }

    /// Feeds `byte` into the hash.
    @inline(__always)
    mutating func add(byte: UInt8) {
        low ^= UInt64(byte)
        // Multiply by the 128-bit FNV prime 2^88 + 0x13B, modulo 2^128.
        let (carry, product) = low.multipliedFullWidth(by: 0x13B)
        high = high &* 0x13B &+ carry &+ (low << 24)
        low = product
    }

    /// Feeds `text`'s UTF-8 bytes, after its length so that "ab","c" and "a","bc" differ: eight
    /// bytes a step (little-endian), then the rest one at a time.
    mutating func add(_ text: String) {
        add(UInt64(text.utf8.count))
        text.withUTF8Bytes { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            let words = bytes.count / 8
            for word in 0..<words {
                add(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)))
            }
            for byte in bytes[(words * 8)...] { add(byte: byte) }
        }
    }

    /// Feeds `number` in one step, as FNV-1a feeds a byte: xor it in, multiply by the prime.
    mutating func add(_ number: UInt64) {
        low ^= number
        let (carry, product) = low.multipliedFullWidth(by: 0x13B)
        high = high &* 0x13B &+ carry &+ (low << 24)
        low = product
    }

    /// Feeds another hash.
    mutating func add(_ other: ContentHash) {
        add(other.high)
        add(other.low)
    }

    /// Thirty-two hexadecimal digits.
    public var description: String {
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(high) + hex(low)
    }

    /// The hash written as `description`, or nil for anything else.
    public init?(_ text: Substring) {
        guard text.count == 32, let high = UInt64(text.prefix(16), radix: 16),
            let low = UInt64(text.suffix(16), radix: 16)
        else { return nil }
        self.high = high
        self.low = low
    }

    /// The running hash that an encoding walk feeds; a class so nested containers share it.
    final class Sink {
        var hash = ContentHash()
    }
}

/// The tags that mark what kind of value comes next, so that no two encodings feed the same bytes.
private enum Tag: UInt8 {
    case null = 0
    case bool, string, integer, float, keyed, unkeyed, end
}

/// An `Encoder` that feeds a `ContentHash` instead of building output.
private struct HashingEncoder: Encoder {
    let sink: ContentHash.Sink
    /// How deep the containers nest here; fed with each key and element so nesting cannot be confused.
    var depth: UInt8 = 0
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.hash.add(byte: Tag.keyed.rawValue)
        return KeyedEncodingContainer(KeyedHashing<Key>(sink: sink, depth: depth &+ 1))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.hash.add(byte: Tag.unkeyed.rawValue)
        return UnkeyedHashing(sink: sink, depth: depth &+ 1)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { ValueHashing(sink: sink, depth: depth) }
}

/// Feeds single values; keyed and unkeyed containers use it for each value.
private struct ValueHashing: SingleValueEncodingContainer {
    let sink: ContentHash.Sink
    let depth: UInt8
    var codingPath: [any CodingKey] = []

    mutating func encodeNil() { sink.hash.add(byte: Tag.null.rawValue) }
    mutating func encode(_ value: Bool) {
        sink.hash.add(byte: Tag.bool.rawValue)
        sink.hash.add(byte: value ? 1 : 0)
    }
    mutating func encode(_ value: String) {
        sink.hash.add(byte: Tag.string.rawValue)
        sink.hash.add(value)
    }
    mutating func encode(_ value: Double) {
        sink.hash.add(byte: Tag.float.rawValue)
        sink.hash.add(value.bitPattern)
    }
    mutating func encode(_ value: Float) { encode(Double(value)) }
    mutating func encode(_ value: Int) { integer(Int64(value)) }
    mutating func encode(_ value: Int8) { integer(Int64(value)) }
    mutating func encode(_ value: Int16) { integer(Int64(value)) }
    mutating func encode(_ value: Int32) { integer(Int64(value)) }
    mutating func encode(_ value: Int64) { integer(value) }
    mutating func encode(_ value: UInt) { integer(Int64(truncatingIfNeeded: value)) }
    mutating func encode(_ value: UInt8) { integer(Int64(value)) }
    mutating func encode(_ value: UInt16) { integer(Int64(value)) }
    mutating func encode(_ value: UInt32) { integer(Int64(value)) }
    mutating func encode(_ value: UInt64) { integer(Int64(truncatingIfNeeded: value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: HashingEncoder(sink: sink, depth: depth))
    }

    private func integer(_ value: Int64) {
        sink.hash.add(byte: Tag.integer.rawValue)
        sink.hash.add(UInt64(bitPattern: value))
    }
}

/// Feeds each key's name before its value, and marks where the container ends.
private struct KeyedHashing<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: ContentHash.Sink
    let depth: UInt8
    var codingPath: [any CodingKey] = []

    private func value(_ key: Key) -> ValueHashing {
        mark(key)
        return ValueHashing(sink: sink, depth: depth)
    }

    private func mark(_ key: Key) {
        sink.hash.add(byte: Tag.end.rawValue)
        sink.hash.add(byte: depth)
        sink.hash.add(key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) {
        var v = value(key)
        v.encodeNil()
    }
    mutating func encode(_ x: Bool, forKey key: Key) {
        var v = value(key)
        v.encode(x)
    }
    mutating func encode(_ x: String, forKey key: Key) {
        var v = value(key)
        v.encode(x)
    }
    mutating func encode(_ x: Double, forKey key: Key) {
        var v = value(key)
        v.encode(x)
    }
    mutating func encode(_ x: Float, forKey key: Key) {
        var v = value(key)
        v.encode(x)
    }
    mutating func encode(_ x: Int, forKey key: Key) {
        var v = value(key)
        v.encode(x)
    }
    mutating func encode(_ x: Int8, forKey key: Key) {
        var v = value(key)
        v.encode(x)
    }
    mutating func encode(_ x: Int16, forKey key: Key) {
        var v = value(key)
        v.encode(x)
    }
    mutating func encode(_ x: Int32, forKey key: Key) {
        var v = value(key)
        v.encode(x)
    }
    mutating func encode(_ x: Int64, forKey key: Key) {
        var v = value(key)
        v.encode(x)
    }
    mutating func encode(_ x: UInt, forKey key: Key) {
        var v = value(key)
        v.encode(x)
    }
    mutating func encode(_ x: UInt8, forKey key: Key) {
        var v = value(key)
        v.encode(x)
    }
    mutating func encode(_ x: UInt16, forKey key: Key) {
        var v = value(key)
        v.encode(x)
    }
    mutating func encode(_ x: UInt32, forKey key: Key) {
        var v = value(key)
        v.encode(x)
    }
    mutating func encode(_ x: UInt64, forKey key: Key) {
        var v = value(key)
        v.encode(x)
    }
    mutating func encode<T: Encodable>(_ x: T, forKey key: Key) throws {
        var v = value(key)
        try v.encode(x)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        mark(key)
        return HashingEncoder(sink: sink, depth: depth).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        mark(key)
        return HashingEncoder(sink: sink, depth: depth).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { HashingEncoder(sink: sink, depth: depth) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        mark(key)
        return HashingEncoder(sink: sink, depth: depth)
    }
}

/// Feeds a separator with the nesting depth before each element, so that `[[a, b]]` and `[[a], b]` differ.
private struct UnkeyedHashing: UnkeyedEncodingContainer {
    let sink: ContentHash.Sink
    let depth: UInt8
    var codingPath: [any CodingKey] = []
    private(set) var count = 0

    init(sink: ContentHash.Sink, depth: UInt8) {
        self.sink = sink
        self.depth = depth
    }

    private mutating func next() -> ValueHashing {
        count += 1
        sink.hash.add(byte: Tag.end.rawValue)
        sink.hash.add(byte: depth)
        return ValueHashing(sink: sink, depth: depth)
    }

    mutating func encodeNil() {
        var v = next()
        v.encodeNil()
    }
    mutating func encode(_ x: Bool) {
        var v = next()
        v.encode(x)
    }
    mutating func encode(_ x: String) {
        var v = next()
        v.encode(x)
    }
    mutating func encode(_ x: Double) {
        var v = next()
        v.encode(x)
    }
    mutating func encode(_ x: Float) {
        var v = next()
        v.encode(x)
    }
    mutating func encode(_ x: Int) {
        var v = next()
        v.encode(x)
    }
    mutating func encode(_ x: Int8) {
        var v = next()
        v.encode(x)
    }
    mutating func encode(_ x: Int16) {
        var v = next()
        v.encode(x)
    }
    mutating func encode(_ x: Int32) {
        var v = next()
        v.encode(x)
    }
    mutating func encode(_ x: Int64) {
        var v = next()
        v.encode(x)
    }
    mutating func encode(_ x: UInt) {
        var v = next()
        v.encode(x)
    }
    mutating func encode(_ x: UInt8) {
        var v = next()
        v.encode(x)
    }
    mutating func encode(_ x: UInt16) {
        var v = next()
        v.encode(x)
    }
    mutating func encode(_ x: UInt32) {
        var v = next()
        v.encode(x)
    }
    mutating func encode(_ x: UInt64) {
        var v = next()
        v.encode(x)
    }
    mutating func encode<T: Encodable>(_ x: T) throws {
        var v = next()
        try v.encode(x)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        _ = next()
        return HashingEncoder(sink: sink, depth: depth).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        _ = next()
        return HashingEncoder(sink: sink, depth: depth).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        _ = next()
        return HashingEncoder(sink: sink, depth: depth)
    }
}
