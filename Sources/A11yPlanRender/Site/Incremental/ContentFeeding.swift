import A11yPlan

/// A model value that feeds its fields into a `ContentHash` by hand.
///
/// Going through `Encodable` costs a generic container box and a metadata lookup per value, which made
/// hashing the largest single cost of a rebuild. Each conformance feeds every stored field in order,
/// with counts before lists and a mark for each optional, so no two values feed the same bytes; enums
/// switch exhaustively, so a new case does not compile until it is fed, and `ContentHashTests` fails
/// when a struct gains a field that is not.
protocol ContentFeeding {
    /// Feeds every field of the value into `hash`.
    func feed(_ hash: inout ContentHash)
}

extension ContentHash {
    /// The hash of `value`'s fields, as its `ContentFeeding` conformance feeds them.
    init(feeding value: some ContentFeeding) {
        self.init()
        value.feed(&self)
    }

    fileprivate mutating func add(_ value: (some ContentFeeding)?) {
        guard let value else { return add(byte: 0) }
        add(byte: 1)
        value.feed(&self)
    }

    fileprivate mutating func add(_ text: String?) {
        guard let text else { return add(byte: 0) }
        add(byte: 1)
        add(text)
    }

    fileprivate mutating func add(_ values: [some ContentFeeding]) {
        add(UInt64(values.count))
        for value in values { value.feed(&self) }
    }

    fileprivate mutating func add(_ number: Int) {
        add(UInt64(bitPattern: Int64(number)))
    }
}

extension Component: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        hash.add(id)
        hash.add(name)
        hash.add(noun)
        hash.add(usage)
        hash.add(variants)
        hash.add(unavailable)
        location.feed(&hash)
    }
}

extension Usage: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        hash.add(markdown)
        location.feed(&hash)
    }
}

extension Unavailable: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        hash.add(platform.rawValue)
        hash.add(reason)
        location.feed(&hash)
    }
}

extension Variant: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        hash.add(platform.rawValue)
        hash.add(howToTest)
        hash.add(keyboardActions)
        hash.add(screenreaderGestures)
        hash.add(screenreaderOutput)
        hash.add(deviceSettings)
        location.feed(&hash)
    }
}

extension HowToTest: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        given.feed(&hash)
        hash.add(keyboardOnly)
        hash.add(screenreader)
        hash.add(mobileScreenreader)
        location.feed(&hash)
    }
}

extension NarrativePart: ContentFeeding where Input: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        hash.add(steps)
        location.feed(&hash)
    }
}

extension Step: ContentFeeding where Input: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        hash.add(connective.rawValue)
        input.feed(&hash)
        hash.add(purpose)
        expectation.feed(&hash)
        references.feed(&hash)
        location.feed(&hash)
    }
}

extension Expectation: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        switch self {
        case .see(let phrase):
            hash.add(byte: 1)
            phrase.feed(&hash)
        case .hear(let phrase):
            hash.add(byte: 2)
            phrase.feed(&hash)
        case .hearOutput:
            hash.add(byte: 3)
        }
    }
}

extension Table: ContentFeeding where Input: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        hash.add(rows)
        location.feed(&hash)
    }
}

extension Row: ContentFeeding where Input: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        input.feed(&hash)
        result.feed(&hash)
        references.feed(&hash)
        location.feed(&hash)
    }
}

extension Phrase: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        hash.add(UInt64(segments.count))
        for segment in segments {
            switch segment {
            case .text(let text):
                hash.add(byte: 1)
                hash.add(text)
            case .term(let term):
                // Terms are rare and small: their encoding names the case and its value.
                hash.add(byte: 2)
                hash.add(ContentHash(of: term))
            }
        }
    }
}

extension References: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        hash.add(UInt64(criteria.count))
        for criterion in criteria { hash.add(criterion.number) }
        hash.add(byte: isBestPractice ? 1 : 0)
    }
}

extension SourceLocation: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        hash.add(fileID)
        hash.add(line)
    }
}

extension KeyInput: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        hash.add(UInt64(keys.count))
        for key in keys { hash.add(key.rawValue) }
        hash.add(override)
    }
}

extension ScreenreaderInput: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        switch kind {
        case .gesture(let gesture):
            hash.add(byte: 1)
            hash.add(gesture.rawValue)
        case .keys(let keys):
            hash.add(byte: 2)
            keys.feed(&hash)
        case .command(let command):
            hash.add(byte: 3)
            hash.add(command.rawValue)
        }
        hash.add(override)
    }
}

extension SettingInput: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        hash.add(setting.rawValue)
        hash.add(override)
    }
}

extension OutputAttribute: ContentFeeding {
    func feed(_ hash: inout ContentHash) {
        hash.add(rawValue)
    }
}
