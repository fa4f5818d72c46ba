import Foundation

/// Runs work over a range of indices on every core with structured concurrency: a task group that
/// keeps at most `width` chunks in flight, and results put back in index order.
///
/// Each chunk's work is a pure function of its indices, so no task shares mutable state with another;
/// `finished` hears from the calling task, in the order chunks finish, how many indices are done.
struct ParallelWork: Sendable {
    /// How many chunks run at once.
    var width: Int
    /// How many indices one task takes.
    var chunkSize: Int

    /// Work as wide as the machine, in chunks of `chunkSize`.
    init(width: Int = ProcessInfo.processInfo.activeProcessorCount, chunkSize: Int = 8) {
        self.width = max(1, width)
        self.chunkSize = max(1, chunkSize)
    }

    /// `body(i)` for every `i` in `0..<count`, in index order; the first error thrown stops the rest.
    func map<T: Sendable>(
        _ count: Int,
        finished: (_ done: Int) -> Void = { _ in },
        _ body: @escaping @Sendable (Int) throws -> T
    ) async throws -> [T] {
        let chunks = stride(from: 0, to: count, by: chunkSize).map { $0..<min($0 + chunkSize, count) }
        var results = [[T]?](repeating: nil, count: chunks.count)
        try await withThrowingTaskGroup(of: (Int, [T]).self) { group in
            var next = 0
            func startNext() {
                guard next < chunks.count else { return }
                let index = next
                let range = chunks[index]
                group.addTask { (index, try range.map(body)) }
                next += 1
            }
            for _ in 0..<width { startNext() }
            var done = 0
            while let (index, values) = try await group.next() {
                results[index] = values
                done += values.count
                finished(done)
                startNext()
            }
        }
        return results.flatMap { $0 ?? [] }
    }
}
