/// One piece of a sentence from `Words`: words, or the place of one of the sentence's arguments.
package enum SentencePiece: Sendable, Hashable {
    /// Words, as the table has them.
    case words(String)
    /// The place of the argument at this index.
    case argument(Int)
}

extension Words {
    /// The pieces of the sentence that `sentence` writes with `count` arguments, in its order.
    ///
    /// `sentence` is called with a placeholder for each argument, so a writer can escape the words and
    /// insert arguments that are markup or code (links, script expressions) as they are, wherever a
    /// translation puts them.
    package static func pieces(arguments count: Int, of sentence: ([String]) -> String) -> [SentencePiece] {
        // Private-use code points, which no word holds.
        let first: UInt32 = 0xE000
        let placeholders = (0..<UInt32(count)).map { String(Unicode.Scalar(first + $0)!) }
        var pieces: [SentencePiece] = []
        var words = String.UnicodeScalarView()
        for scalar in sentence(placeholders).unicodeScalars {
            guard scalar.value >= first, scalar.value - first < UInt32(count) else {
                words.append(scalar)
                continue
            }
            if !words.isEmpty { pieces.append(.words(String(words))) }
            words = String.UnicodeScalarView()
            pieces.append(.argument(Int(scalar.value - first)))
        }
        if !words.isEmpty { pieces.append(.words(String(words))) }
        return pieces
    }

    /// The sentence that `sentence` writes, its words passed through `escape` and each argument's
    /// place filled with `arguments[i]` as it is.
    package static func fill(
        _ arguments: [String],
        escape: (String) -> String,
        into sentence: ([String]) -> String
    ) -> String {
        pieces(arguments: arguments.count, of: sentence).map { piece in
            switch piece {
            case .words(let words): escape(words)
            case .argument(let index): arguments[index]
            }
        }.joined()
    }
}
