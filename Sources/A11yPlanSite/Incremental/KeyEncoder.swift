/// The tags that mark what kind of value comes next, so that no two encodings feed the same bytes.
private enum Tag: UInt8 {
    case null = 0
    case bool, string, integer, float, keyed, unkeyed
}

/// An `Encoder` that feeds a `KeyFeed` instead of building output: the one walk over the model that
/// derives a `ContentKey`.
struct KeyEncoder: Encoder {
    let feed: KeyFeed
    /// How deep the containers nest here; fed with each key and element, so that the members of a
    /// nested container never read like its parent's.
    var depth: UInt8 = 0
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        feed.add(byte: Tag.keyed.rawValue)
        return KeyedEncodingContainer(KeyedFeeding<Key>(feed: feed, depth: depth &+ 1))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        feed.add(byte: Tag.unkeyed.rawValue)
        return UnkeyedFeeding(feed: feed, depth: depth &+ 1)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { ValueFeeding(feed: feed, depth: depth) }
}

/// Feeds single values; keyed and unkeyed containers use it for each value.
private struct ValueFeeding: SingleValueEncodingContainer {
    let feed: KeyFeed
    let depth: UInt8
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() { feed.add(byte: Tag.null.rawValue) }
    mutating func encode(_ value: Bool) {
        feed.add(byte: Tag.bool.rawValue)
        feed.add(byte: value ? 1 : 0)
    }
    mutating func encode(_ value: String) {
        feed.add(byte: Tag.string.rawValue)
        feed.add(value)
    }
    mutating func encode(_ value: Double) {
        feed.add(byte: Tag.float.rawValue)
        feed.add(value.bitPattern)
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
        try value.encode(to: KeyEncoder(feed: feed, depth: depth))
    }

    private func integer(_ value: Int64) {
        feed.add(byte: Tag.integer.rawValue)
        feed.add(UInt64(bitPattern: value))
    }
}

/// Feeds each key's depth and name before its value.
private struct KeyedFeeding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let feed: KeyFeed
    let depth: UInt8
    var codingPath: [any CodingKey] { [] }

    private func value(_ key: Key) -> ValueFeeding {
        mark(key)
        return ValueFeeding(feed: feed, depth: depth)
    }

    private func mark(_ key: Key) {
        feed.add(byte: depth)
        feed.add(key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) {
        var value = value(key)
        value.encodeNil()
    }
    mutating func encode(_ value: Bool, forKey key: Key) {
        var container = self.value(key)
        container.encode(value)
    }
    mutating func encode(_ value: String, forKey key: Key) {
        var container = self.value(key)
        container.encode(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) {
        var container = self.value(key)
        container.encode(value)
    }
    mutating func encode(_ value: Float, forKey key: Key) {
        var container = self.value(key)
        container.encode(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) {
        var container = self.value(key)
        container.encode(value)
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        var container = self.value(key)
        try container.encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        mark(key)
        return KeyEncoder(feed: feed, depth: depth).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        mark(key)
        return KeyEncoder(feed: feed, depth: depth).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { KeyEncoder(feed: feed, depth: depth) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        mark(key)
        return KeyEncoder(feed: feed, depth: depth)
    }
}

/// Feeds each element after its depth and index, so `[[a], b]` and `[[a, b]]` differ.
private struct UnkeyedFeeding: UnkeyedEncodingContainer {
    let feed: KeyFeed
    let depth: UInt8
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0

    init(feed: KeyFeed, depth: UInt8) {
        self.feed = feed
        self.depth = depth
    }

    private mutating func next() -> ValueFeeding {
        mark()
        return ValueFeeding(feed: feed, depth: depth)
    }

    private mutating func mark() {
        feed.add(byte: depth)
        feed.add(UInt64(count))
        count += 1
    }

    mutating func encodeNil() {
        var value = next()
        value.encodeNil()
    }
    mutating func encode(_ value: String) {
        var container = next()
        container.encode(value)
    }
    mutating func encode(_ value: Int) {
        var container = next()
        container.encode(value)
    }
    mutating func encode(_ value: Bool) {
        var container = next()
        container.encode(value)
    }
    mutating func encode<T: Encodable>(_ value: T) throws {
        var container = next()
        try container.encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        mark()
        return KeyEncoder(feed: feed, depth: depth).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        mark()
        return KeyEncoder(feed: feed, depth: depth).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { KeyEncoder(feed: feed, depth: depth) }
}
