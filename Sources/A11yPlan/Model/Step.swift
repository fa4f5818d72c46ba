/// One line of the narrative: a connective, what the tester does, and what they should see or hear.
public struct Step<Input: StepInput>: Sendable, Hashable, Codable {
    /// How the line opens: "WHEN", "Then when", "Or when".
    public var connective: Connective
    /// What the tester presses or does.
    public var input: Input
    /// What the action is for, after the input: "to move focus to a button".
    public var purpose: Phrase?
    /// What the tester should perceive.
    public var expectation: Expectation
    /// The WCAG success criteria the step proves, or its best-practice mark. A step that hears the
    /// Screenreader output takes each row's own references.
    public var references: References
    /// Where the step was written.
    public var location: SourceLocation

    /// A step; the DSL's `When`, `ThenWhen` and `OrWhen` build these.
    public init(
        connective: Connective,
        input: Input,
        purpose: Phrase?,
        expectation: Expectation,
        references: References,
        location: SourceLocation
    ) {
        self.connective = connective
        self.input = input
        self.purpose = purpose
        self.expectation = expectation
        self.references = references
        self.location = location
    }
}

/// How a narrative line opens, which tells the tester whether it follows on or is an alternative.
public enum Connective: String, Sendable, Hashable, Codable {
    /// The first action of a part: "WHEN".
    case when
    /// An action that follows the previous one: "Then when".
    case thenWhen
    /// An alternative to the previous action: "Or when".
    case orWhen

    /// The words that open the line.
    public var text: String {
        switch self {
        case .when: "WHEN"
        case .thenWhen: "Then when"
        case .orWhen: "Or when"
        }
    }
}

/// What a tester should perceive after a step.
public enum Expectation: Sendable, Hashable, Codable {
    /// Something visible: "I SEE …".
    case see(Phrase)
    /// Something the screen reader says: "I HEAR …".
    case hear(Phrase)
    /// Every row of the Screenreader output table, each as its own "I HEAR" line.
    case hearOutput
    /// Several expectations of one step, each its own line below it and its own checklist item:
    /// `.all([.see("focus moves to the checkbox"), .hear("its label")])`. Holds `see`, `hear` and at most
    /// one `hearOutput`, never another `all`.
    case all([Expectation])

    /// The expectations one by one: the members of `all`, or this one alone.
    public var each: [Expectation] {
        if case .all(let members) = self { return members }
        return [self]
    }
}

/// A kind of input that narrative steps are written with, and which part of the narrative holds them.
public protocol StepInput: Sendable, Hashable, Codable {
    /// Where steps with this input live in a narrative.
    static var part: WritableKeyPath<HowToTest, NarrativePart<Self>?> { get }
    /// The action as a sentence says it, such as "I use the spacebar" or "I swipe".
    func action(on platform: Platform, in words: Words) -> String
    /// The action in both orders, for a language that puts the verb last (`Words.condition`).
    func clause(on platform: Platform, in words: Words) -> ActionClause
}

extension KeyInput: StepInput {
    /// Keyboard steps live in part 1, Keyboard only.
    public static var part: WritableKeyPath<HowToTest, NarrativePart<KeyInput>?> { \.keyboardOnly }
}

extension ScreenreaderInput: StepInput {
    /// Screen-reader steps live in part 2.
    public static var part: WritableKeyPath<HowToTest, NarrativePart<ScreenreaderInput>?> { \.screenreader }
}
