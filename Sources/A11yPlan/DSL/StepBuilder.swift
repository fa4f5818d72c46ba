/// The result builder of a narrative part: it turns `When`, `ThenWhen` and `OrWhen` lines into steps.
@resultBuilder
public enum StepBuilder<Input: StepInput> {
    /// A "WHEN" line.
    public static func buildExpression(_ line: When<Input>) -> [Step<Input>] { [line.step] }

    /// A "Then when" line.
    public static func buildExpression(_ line: ThenWhen<Input>) -> [Step<Input>] { [line.step] }

    /// An "Or when" line.
    public static func buildExpression(_ line: OrWhen<Input>) -> [Step<Input>] { [line.step] }

    /// Steps from a shared fragment.
    public static func buildExpression(_ steps: [Step<Input>]) -> [Step<Input>] { steps }

    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [Step<Input>]...) -> [Step<Input>] { parts.flatMap { $0 } }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [Step<Input>]?) -> [Step<Input>] { part ?? [] }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [Step<Input>]) -> [Step<Input>] { part }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [Step<Input>]) -> [Step<Input>] { part }

    /// A `for` loop.
    public static func buildArray(_ parts: [[Step<Input>]]) -> [Step<Input>] { parts.flatMap { $0 } }
}
