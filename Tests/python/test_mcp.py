"""`a11yplan mcp` driven by the official MCP Python client (the `mcp` package) over stdio: every tool's
answer is what `list`, `render`, `export` and `report` print for the same input, run as subprocesses;
tool mistakes are tool error results and the session goes on. Then the protocol with raw pipes:
malformed JSON, an unknown method, a notification, a huge line and standard input closed mid-message.
And `export --format skill`: its front matter read by PyYAML."""

import asyncio
import csv
import io
import json
import pathlib
import subprocess

import jsonschema
import pytest
import yaml
from mcp import ClientSession, MCPError, StdioServerParameters, stdio_client

from conftest import a11yplan_binary

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
CHECKLIST_SCHEMA = json.loads((REPOSITORY / "schema/checklist.schema.json").read_text())
TOOLS = ["list_components", "get_test_plan", "get_checklist", "find_criteria", "report"]


def cli(*arguments, cwd=None) -> str:
    """What the command prints; it must succeed."""
    result = subprocess.run([a11yplan_binary(), *arguments], capture_output=True, check=False, cwd=cwd)
    assert result.returncode == 0, result.stderr.decode()
    return result.stdout.decode("utf-8")  # bytes first: text mode would turn CRLF into LF


def in_session(body):
    """Runs `body(session, initialize_result)` against a fresh `a11yplan mcp` and returns its value."""

    async def main():
        server = StdioServerParameters(command=a11yplan_binary(), args=["mcp"])
        async with stdio_client(server) as (read, write):
            async with ClientSession(read, write) as session:
                return await body(session, await session.initialize())

    return asyncio.run(main())


def text(result) -> str:
    assert len(result.content) == 1 and result.content[0].type == "text"
    return result.content[0].text


def test_initialize_lists_tools_and_resources():
    async def body(session, initialized):
        return initialized, await session.list_tools(), await session.list_resources()

    initialized, tools, resources = in_session(body)
    assert initialized.protocol_version == "2025-11-25"
    assert initialized.server_info.name == "a11yplan"
    assert initialized.capabilities.tools is not None and initialized.capabilities.resources is not None
    assert [tool.name for tool in tools.tools] == TOOLS
    for tool in tools.tools:
        jsonschema.Draft202012Validator.check_schema(tool.input_schema)
        assert tool.description and tool.input_schema["type"] == "object"
    listed = json.loads(cli("list", "--format", "json"))
    expected = [f"a11yplan://plan/{platform}/{component['id']}" for component in listed for platform in component["platforms"]]
    assert sorted(str(resource.uri) for resource in resources.resources) == sorted(expected)
    assert {resource.mime_type for resource in resources.resources} == {"text/markdown"}


def test_tools_answer_what_the_commands_print(tmp_path):
    results = results_file(tmp_path)

    async def body(session, _):
        calls = {
            "list": ("list_components", {}),
            "list-web": ("list_components", {"platform": "web"}),
            "list-wcag": ("list_components", {"wcag": "2.4.7", "platform": "android"}),
            "plan": ("get_test_plan", {"id": "popover-tooltip", "platform": "ios"}),
            "plan-de": ("get_test_plan", {"id": "tabs", "platform": "web", "locale": "de"}),
            "plan-json": ("get_test_plan", {"id": "slider", "platform": "android", "format": "json"}),
            "checklist-csv": ("get_checklist", {"ids": ["button", "link"], "platform": "web", "format": "csv"}),
            "checklist-gherkin": ("get_checklist", {"ids": ["modal-dialog"], "platform": "ios", "format": "gherkin"}),
            "checklist-es": ("get_checklist", {"ids": ["checkbox"], "platform": "android", "locale": "es"}),
            "report": ("report", {"results": [results.read_text()], "format": "junit"}),
            "report-md": ("report", {"results": [results.read_text()]}),
        }
        return {key: await session.call_tool(name, arguments) for key, (name, arguments) in calls.items()}

    answers = in_session(body)
    assert not any(answer.is_error for answer in answers.values())
    assert text(answers["list"]) == cli("list", "--format", "json")
    assert text(answers["list-web"]) == cli("list", "--platform", "web", "--format", "json")
    assert text(answers["list-wcag"]) == cli("list", "--wcag", "2.4.7", "--platform", "android", "--format", "json")
    assert 0 < len(json.loads(text(answers["list-wcag"]))) < len(json.loads(text(answers["list"])))
    assert text(answers["plan"]) == cli("render", "popover-tooltip", "--platform", "ios")
    assert text(answers["plan-de"]) == cli("render", "tabs", "--platform", "web", "--locale", "de")
    assert text(answers["plan-json"]) == cli("export", "slider", "--platform", "android", "--format", "json")
    jsonschema.validate(json.loads(text(answers["plan-json"])), CHECKLIST_SCHEMA)
    assert text(answers["checklist-csv"]) == cli("export", "button", "link", "--platform", "web", "--format", "csv")
    assert text(answers["checklist-gherkin"]) == cli("export", "modal-dialog", "--platform", "ios", "--format", "gherkin")
    assert text(answers["checklist-es"]) == cli("export", "checkbox", "--platform", "android", "--locale", "es")
    assert text(answers["report"]) == cli("report", results.name, "--format", "junit", cwd=tmp_path)
    assert text(answers["report-md"]) == cli("report", results.name, cwd=tmp_path)


def results_file(folder: pathlib.Path) -> pathlib.Path:
    """A filled checklist CSV of the Web button, named as the report tool names its first input."""
    rows = list(csv.reader(io.StringIO(cli("export", "button", "--platform", "web", "--format", "csv"), newline="")))
    rows[0] += ["Result", "Notes"]
    for index, row in enumerate(rows[1:]):
        row += ["Fail" if index == 0 else "Pass", 'focus ring "missing"\nsecond line' if index == 0 else ""]
    path = folder / "results-1"
    with open(path, "w", newline="", encoding="utf-8") as file:
        csv.writer(file).writerows(rows)
    return path


def test_find_criteria_gives_the_items_that_test_a_criterion():
    async def body(session, _):
        return (await session.call_tool("find_criteria", {"criterion": "2.4.7", "platform": "web"}),
                await session.call_tool("find_criteria", {"criterion": "focus VISIBLE"}))

    by_number, by_words = in_session(body)
    assert not by_number.is_error and not by_words.is_error
    summary, document = by_number.content[0].text, json.loads(by_number.content[1].text)
    assert summary.startswith("2.4.7 Focus Visible (AA): ")
    jsonschema.validate(document, CHECKLIST_SCHEMA)
    found = {(part["component"]["id"], item["id"]): item for part in document["checklists"] for item in part["items"]}
    # Every Web plan that tests 2.4.7 is there, with exactly its items that reference 2.4.7, as export prints them.
    components = json.loads(cli("list", "--wcag", "2.4.7", "--platform", "web", "--format", "json"))
    assert {part["component"]["id"] for part in document["checklists"]} == {component["id"] for component in components}
    expected = {}
    for component in components:
        exported = json.loads(cli("export", component["id"], "--platform", "web", "--format", "json"))
        for item in exported["checklists"][0]["items"]:
            if "2.4.7" in item["references"]:
                expected[(component["id"], item["id"])] = item
    assert expected and found == expected
    assert json.loads(by_words.content[1].text)["checklists"][0:1] and by_words.content[0].text.startswith("2.4.7 Focus Visible")
    platforms = {part["platform"] for part in json.loads(by_words.content[1].text)["checklists"]}
    assert platforms == {"ios", "android", "web"}


def test_tool_errors_are_results_and_the_session_goes_on():
    bad_calls = [
        ("get_test_plan", {"id": "buton", "platform": "ios"}, "no component with id 'buton'; did you mean 'button'"),
        ("get_test_plan", {"id": "button"}, "missing the argument 'platform'"),
        ("get_test_plan", {"id": "button", "platform": "windows"}, "unknown platform 'windows'"),
        ("get_test_plan", {"id": "button", "platform": "ios", "format": "pdf"}, "unknown format 'pdf'"),
        ("get_test_plan", {"id": "button", "platform": "ios", "locale": "fr"}, "the catalog has no locale 'fr'"),
        ("get_checklist", {"ids": [], "platform": "ios"}, "the argument 'ids' is an array, not a non-empty array"),
        ("get_checklist", {"ids": ["button", 7], "platform": "ios"}, "ids[1] is a number, not a string"),
        ("get_checklist", {"ids": ["button"], "platform": "ios", "format": "html"}, "unknown format 'html'"),
        ("list_components", {"wcag": "9.9.9"}, "no WCAG success criterion '9.9.9'"),
        ("list_components", {"colour": "red"}, "unknown argument 'colour'"),
        ("find_criteria", {"criterion": "purple elephants"}, "no WCAG 2.2 success criterion's title has the words"),
        ("report", {"results": ["{\"schemaVersion\": 1,"]}, "results-1"),
        ("report", {"results": ["not,a\nchecklist"], "format": "openacr"}, "results-1"),
    ]

    async def body(session, _):
        answers = [await session.call_tool(name, arguments) for name, arguments, _ in bad_calls]
        with pytest.raises(MCPError) as unknown_tool:
            await session.call_tool("no_such_tool", {})
        with pytest.raises(MCPError) as unknown_resource:
            await session.read_resource("a11yplan://plan/ios/no-such-component")
        after = await session.call_tool("get_test_plan", {"id": "button", "platform": "ios"})
        return answers, unknown_tool.value, unknown_resource.value, after

    answers, unknown_tool, unknown_resource, after = in_session(body)
    for (name, arguments, words), answer in zip(bad_calls, answers):
        assert answer.is_error, (name, arguments)
        assert words in text(answer), (name, arguments, text(answer))
    assert unknown_tool.code == -32602
    assert unknown_resource.code == -32002
    assert unknown_resource.data == {"uri": "a11yplan://plan/ios/no-such-component"}
    assert not after.is_error and text(after) == cli("render", "button", "--platform", "ios")


def test_a_resource_is_the_rendered_plan():
    async def body(session, _):
        return await session.read_resource("a11yplan://plan/android/slider")

    read = in_session(body)
    assert len(read.contents) == 1
    assert read.contents[0].mime_type == "text/markdown"
    assert read.contents[0].text == cli("render", "slider", "--platform", "android")


class RawServer:
    """`a11yplan mcp` on raw pipes: write lines, read answers, with a timeout so a missing answer fails."""

    def __init__(self):
        self.process = subprocess.Popen([a11yplan_binary(), "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE)

    def send(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def answer(self) -> dict:
        line = self.process.stdout.readline()
        assert line.endswith(b"\n"), line
        return json.loads(line)

    def close(self) -> tuple[int, bytes, bytes]:
        self.process.stdin.close()
        rest = self.process.stdout.read()
        code = self.process.wait(timeout=30)
        return code, rest, self.process.stderr.read()


def request(id, method, params=None) -> bytes:
    message = {"jsonrpc": "2.0", "id": id, "method": method}
    if params is not None:
        message["params"] = params
    return json.dumps(message).encode() + b"\n"


def test_protocol_errors_and_the_server_goes_on():
    server = RawServer()
    server.send(request(1, "initialize", {"protocolVersion": "2024-11-05", "capabilities": {},
                                          "clientInfo": {"name": "raw", "version": "1"}}))
    assert server.answer()["result"]["protocolVersion"] == "2024-11-05"
    server.send(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
    server.send(b'{"jsonrpc": "2.0", "id": 2, "method": "tools/list"\n')
    malformed = server.answer()
    assert malformed["id"] is None and malformed["error"]["code"] == -32700
    assert malformed["error"]["message"].startswith("Parse error: ")
    server.send(request("three", "no/such/method"))
    answer = server.answer()
    assert answer["id"] == "three" and answer["error"]["code"] == -32601
    # A notification, even of an unknown method, gets no answer: the next answer is the ping's.
    server.send(b'{"jsonrpc":"2.0","method":"no/such/notification","params":{}}\n')
    server.send(request(4, "ping"))
    assert server.answer() == {"jsonrpc": "2.0", "id": 4, "result": {}}
    server.send(b'{"jsonrpc":"2.0","id":{"not":"an id"},"method":"ping"}\n')
    assert server.answer()["error"]["code"] == -32600
    server.send(b"\xff\xfe not UTF-8\n")
    assert server.answer()["error"]["code"] == -32700
    # A line of 9 MiB is refused, and the server reads the next one.
    server.send(b'{"jsonrpc":"2.0","id":5,"method":"ping","params":{"x":"' + b"a" * (9 << 20) + b'"}}\n')
    refused = server.answer()
    assert refused["id"] is None and refused["error"]["code"] == -32600
    server.send(request(6, "tools/call", {"name": "get_test_plan", "arguments": {"id": "link", "platform": "web"}}))
    answer = server.answer()
    assert answer["id"] == 6 and answer["result"]["content"][0]["text"] == cli("render", "link", "--platform", "web")
    code, rest, errors = server.close()
    assert (code, rest) == (0, b"")
    assert b"refused a message of" in errors


def test_input_closed_mid_message_is_a_clean_exit():
    server = RawServer()
    server.send(request(1, "ping"))
    assert server.answer()["result"] == {}
    server.send(b'{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"get_te')
    code, rest, errors = server.close()
    assert (code, rest) == (0, b"")
    assert b"standard input ended inside a message" in errors


def test_stdout_holds_nothing_but_protocol():
    server = RawServer()
    for id in range(3):
        server.send(request(id, "ping"))
    code, rest, errors = server.close()
    assert code == 0
    assert [json.loads(line) for line in rest.splitlines()] == [{"jsonrpc": "2.0", "id": id, "result": {}} for id in range(3)]
    assert b"serving" in errors


def test_skill_front_matter_parses_as_yaml(tmp_path):
    skill = cli("export", "popover-tooltip", "--platform", "web", "--format", "skill")
    _, matter, body = skill.split("---\n", 2)
    fields = yaml.safe_load(matter)
    assert fields == {
        "name": "popover-tooltip-web",
        "description": fields["description"],
        "id": "popover-tooltip",
        "title": "Web Popover tooltip",
        "platform": "web",
        "language": "en",
        "catalog": fields["catalog"],
        "version": fields["version"],
        "source": fields["source"],
    }
    assert fields["description"].startswith("Test Popover tooltip on Web for accessibility")
    assert fields["source"].startswith("Content/PopoverTooltip.swift:")
    assert cli("--version").strip().endswith(f"(catalog {fields['catalog']} {fields['version']})")
    assert body == "\n" + cli("render", "popover-tooltip", "--platform", "web")
    cli("export", "button", "tabs", "--platform", "ios", "--format", "skill", "--output", str(tmp_path / "skills"))
    for id in ("button", "tabs"):
        written = (tmp_path / "skills" / f"{id}-ios.md").read_text()
        assert written == cli("export", id, "--platform", "ios", "--format", "skill")
        assert yaml.safe_load(written.split("---\n", 2)[1])["id"] == id
    german = cli("export", "tabs", "--platform", "android", "--format", "skill", "--locale", "de")
    assert yaml.safe_load(german.split("---\n", 2)[1])["language"] == "de"
