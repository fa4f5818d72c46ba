import A11yPlanCLI
import Testing

@Suite struct ArgumentTests {
    let options = [
        OptionSpec("--platform", short: "-p", value: "P", help: ""),
        OptionSpec("--quiet", help: ""),
    ]

    @Test func readsValuesFlagsAndPositionals() throws {
        let parsed = try ParsedArguments(["a", "-p", "ios", "--quiet", "--", "--b"], options: options, command: "x")
        #expect(parsed.positionals == ["a", "--b"])
        #expect(parsed.values == ["--platform": "ios"])
        #expect(parsed.flags == ["--quiet"])
        #expect(try ParsedArguments(["--platform=web"], options: options, command: "x").values["--platform"] == "web")
    }

    @Test func rejectsUnknownOptions() {
        #expect(throws: CommandError.usage("unknown option '--nope' for 'x'", command: "x")) {
            try ParsedArguments(["--nope"], options: options, command: "x")
        }
    }

    @Test func mapsErrorsToExitCodes() {
        #expect(CommandError.usage("bad", command: nil).exitCode == 64)
        #expect(CommandError.failure("broken").exitCode == 1)
        #expect(CommandError.failure("broken").message(toolName: "t") == "t: error: broken")
    }

    @Test func runsInProcessOverAnyCatalog() async {
        let run = await runInProcess("render", "popover-tooltip", "--platform", "android")
        #expect(run.status == 0)
        #expect(run.output.contains("2. TalkBack screenreader"))
        let missing = await runInProcess("render", "popovr-tooltip", "--platform", "android")
        #expect(missing.status == 64)
        #expect(missing.error.contains("did you mean 'popover-tooltip' or 'tooltip'?"))
    }
}
