extension String {
    /// Calls `body` with the string's UTF-8 bytes: in place for every native or literal string, which
    /// keeps them contiguous, and through a copy otherwise. `withUTF8` needs a mutable copy of the
    /// string even when it has the bytes, which doubles the cost of a short append.
    ///
    /// Inlinable, so that each caller gets it specialised: as a generic call across modules it looked
    /// up its closure's metadata on every string, a third of the time of deriving the site's keys.
    @inlinable @inline(__always)
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
