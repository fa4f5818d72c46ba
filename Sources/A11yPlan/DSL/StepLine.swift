/// A line of the narrative as the DSL writes it: `When`, `ThenWhen` or `OrWhen`.
///
/// Each takes the input, an optional purpose and an expectation:
/// `When(.keys(.arrowKeys, .ctrlTab), "to move focus to a button", .see("focus is visually indicated"))`.
public protocol StepLine {
    /// The kind of input the line is written with, fixed by the part it stands in.
    associatedtype Input: StepInput
    /// The connective this kind of line opens with.
    static var connective: Connective { get }
    /// The step the line describes.
    var step: Step<Input> { get }
    /// Wraps a step already built.
    init(step: Step<Input>)
}

extension StepLine {
    /// A line: the tester uses `input` for `purpose` and perceives `expectation`, proving `references`.
    public init(
        _ input: Input,
        _ purpose: Phrase,
        _ expectation: Expectation,
        _ references: References = .none,
        fileID: String = #fileID,
        line: Int = #line
    ) {
        self.init(input, purpose: purpose, expectation, references, SourceLocation(fileID: fileID, line: line))
    }

    /// A line without a purpose: the tester uses `input` and perceives `expectation`, proving `references`.
    public init(
        _ input: Input,
        _ expectation: Expectation,
        _ references: References = .none,
        fileID: String = #fileID,
        line: Int = #line
    ) {
        self.init(input, purpose: nil, expectation, references, SourceLocation(fileID: fileID, line: line))
    }

    private init(
        _ input: Input,
        purpose: Phrase?,
        _ expectation: Expectation,
        _ references: References,
        _ location: SourceLocation
    ) {
        self.init(
            step: Step(
                connective: Self.connective,
                input: input,
                purpose: purpose,
                expectation: expectation,
                references: references,
                location: location
            )
        )
    }
}

/// The first line of a part: "WHEN I use … I SEE …".
public struct When<Input: StepInput>: StepLine {
    /// Opens with "WHEN".
    public static var connective: Connective { .when }
    /// The step this line describes.
    public var step: Step<Input>
    /// Wraps a step already built.
    public init(step: Step<Input>) { self.step = step }
}

/// A line that follows on from the one before: "Then when I use … I SEE …".
public struct ThenWhen<Input: StepInput>: StepLine {
    /// Opens with "Then when".
    public static var connective: Connective { .thenWhen }
    /// The step this line describes.
    public var step: Step<Input>
    /// Wraps a step already built.
    public init(step: Step<Input>) { self.step = step }
}

/// An alternative to the line before: "Or when I use … I SEE …".
public struct OrWhen<Input: StepInput>: StepLine {
    /// Opens with "Or when".
    public static var connective: Connective { .orWhen }
    /// The step this line describes.
    public var step: Step<Input>
    /// Wraps a step already built.
    public init(step: Step<Input>) { self.step = step }
}
