"""Every checklist format, read by the tool that would really consume it: Cucumber's Gherkin parser,
Python's csv module and jsonschema. Hostile text in every field must come through as data."""
import csv
import io
import json
import os
import pathlib
import subprocess

import jsonschema
import pytest
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner

from conftest import carried_downloads, plan_pages, site_dir

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
CHECKLIST_SCHEMA = json.loads((REPOSITORY / "schema/checklist.schema.json").read_text())
HOSTILE = ('He said "hi", then | ""\\" # @ =cmd|\' /C calc\'!A0 <script>alert(1)</script>'
           "\nsecond line\t-1+1 `tick` ; 'single'")
CASES = [(["popover-tooltip"], "ios"), (["hostile"], "web"), (["hostile", "plain-button", "popover-tooltip"], "web"),
         (["hostile"], "ios")]


def fixtures_tool() -> str:
    tool = os.environ.get("A11YPLAN_FIXTURES_BIN", str(REPOSITORY / ".build/debug/a11yplan-fixtures"))
    assert os.path.exists(tool), f"{tool} is missing: run through `make test`"
    return tool


def export(ids, platform, fmt, *extra) -> str:
    result = subprocess.run([fixtures_tool(), "export", *ids, "--platform", platform, "--format", fmt, *extra],
                            capture_output=True, check=False)
    assert result.returncode == 0, result.stderr.decode()
    return result.stdout.decode("utf-8")  # bytes first: text mode would turn CRLF into LF


def items(ids, platform) -> list[dict]:
    document = json.loads(export(ids, platform, "json"))
    return [item for checklist in document["checklists"] for item in checklist["items"]]


def flat(text: str) -> str:
    """What a one-line format keeps of a text: line breaks and tabs become single spaces."""
    return " ".join(text.replace("\t", " ").split())


@pytest.mark.parametrize("ids,platform", CASES)
def test_json_validates_and_keeps_text(ids, platform):
    document = json.loads(export(ids, platform, "json"))
    jsonschema.validate(document, CHECKLIST_SCHEMA)
    assert [c["component"]["id"] for c in document["checklists"]] == ids
    every = [item for checklist in document["checklists"] for item in checklist["items"]]
    assert len({item["id"] for item in every}) == len(every), "ids are unique"
    if "hostile" in ids:
        hostile = document["checklists"][0]
        assert hostile["precondition"] == "Given that " + HOSTILE
        assert any(item["expected"] == "-" + HOSTILE for item in hostile["items"])
        assert any(item["action"] == "I use +" + HOSTILE for item in hostile["items"])


def test_site_json_files_validate():
    files = sorted((site_dir() / "downloads").glob("*-checklist.json"))
    assert len(files) == len(plan_pages())
    for path in files:
        jsonschema.validate(json.loads(path.read_text()), CHECKLIST_SCHEMA)


@pytest.mark.parametrize("ids,platform", CASES)
def test_csv_parses_with_one_row_per_item(ids, platform):
    text = export(ids, platform, "csv")
    assert "\r\n" in text
    rows = list(csv.reader(io.StringIO(text, newline="")))
    header = ["ID", "Title", "Section", "Preconditions", "Steps", "Expected Result", "References", "Platform",
              "Component"]
    assert rows[0] == header
    expected = items(ids, platform)
    assert len(rows) - 1 == len(expected)
    for row, item in zip(rows[1:], expected):
        assert len(row) == len(header)
        assert row[0] == item["id"]
        for cell, value in ((row[4], item["action"]), (row[5], item["expectation"])):
            if value[:1] in ("=", "+", "-", "@", "\t", "\r"):
                assert cell == "'" + value, "a formula is neutralised"
            else:
                assert cell == value, "the text round-trips unchanged"
    for row in rows:
        for cell in row:
            assert cell[:1] not in ("=", "+", "-", "@", "\t", "\r"), f"{cell!r} would run as a formula"


def test_csv_keeps_hostile_text():
    rows = list(csv.reader(io.StringIO(export(["hostile"], "web", "csv"), newline="")))
    assert rows[1][3] == "Given that " + HOSTILE, "a cell with quotes, commas and line breaks survives"


def parse_gherkin(text: str) -> dict:
    return Parser().parse(TokenScanner(text))


def outcome_steps(document: dict) -> list[dict]:
    steps = []
    for child in document["feature"]["children"]:
        if "scenario" in child:
            assert child["scenario"]["steps"], "a scenario without steps is prose, not a test"
            steps += [s for s in child["scenario"]["steps"] if s["keywordType"] in ("Outcome", "Conjunction")]
    return steps


@pytest.mark.parametrize("ids,platform", CASES)
def test_gherkin_parses_with_one_outcome_step_per_item(ids, platform):
    document = parse_gherkin(export(ids, platform, "gherkin"))
    expected = items(ids, platform)
    steps = outcome_steps(document)
    assert len(steps) == len(expected), "every item is exactly one Then or And step"
    for step, item in zip(steps, expected):
        assert flat(item["expected"]) in step["text"]
    if len(ids) == 1:
        background = document["feature"]["children"][0]["background"]
        assert [s["keywordType"] for s in background["steps"]] == ["Context"]
        tags = {tag["name"] for tag in document["feature"]["tags"]}
        assert {f"@platform-{platform}", f"@component-{ids[0]}"} <= tags


def test_gherkin_carries_hostile_text_as_step_text():
    document = parse_gherkin(export(["hostile"], "web", "gherkin"))
    background = document["feature"]["children"][0]["background"]["steps"][0]
    assert background["text"] == flat(HOSTILE)
    texts = [s["text"] for c in document["feature"]["children"] if "scenario" in c for s in c["scenario"]["steps"]]
    assert "see " + flat(HOSTILE) in " ".join(texts)


def test_gherkin_writes_one_feature_per_component(tmp_path):
    folder = tmp_path / "features"
    export(["hostile", "plain-button"], "web", "gherkin", "--output", str(folder))
    files = sorted(p.name for p in folder.iterdir())
    assert files == ["hostile-web.feature", "plain-button-web.feature"]
    for path in folder.iterdir():
        assert outcome_steps(parse_gherkin(path.read_text()))


def test_site_feature_files_parse():
    """Every plan's Gherkin, as its checklist page's link saves it, parses."""
    pages = sorted((site_dir() / "checklists").glob("*-checklist.html"))
    assert len(pages) == len(plan_pages())
    for page in pages:
        features = [data for name, (_, data) in carried_downloads(page).items() if name.endswith(".feature")]
        assert len(features) == 1, page.name
        assert outcome_steps(parse_gherkin(features[0].decode()))


def test_markdown_is_a_task_list_with_every_item():
    text = export(["hostile", "plain-button"], "web", "markdown")
    tasks = [line for line in text.splitlines() if line.startswith("- [ ] ")]
    assert len(tasks) == len(items(["hostile", "plain-button"], "web"))
    assert "<script>" not in text, "no raw HTML reaches the Markdown"
