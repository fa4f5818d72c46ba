"""`report` over results made from the fixture catalog's hostile and plain checklists, checked with
jsonschema (the JSON report against schema/report.schema.json) and Python's XML parser (JUnit).
Hostile text in notes must come through as data."""

import csv
import io
import json
import os
import pathlib
import re
import subprocess
import xml.etree.ElementTree as ElementTree

import jsonschema

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
HOSTILE = 'He said "hi", then | ""\\" # @ =cmd|\' /C calc\'!A0 <script>alert(1)</script> & &amp;\nsecond line'
REPORT_SCHEMA = json.loads((REPOSITORY / "schema/report.schema.json").read_text())
RESULTS_SCHEMA = json.loads((REPOSITORY / "schema/results.schema.json").read_text())
NOTES = HOSTILE + " ]]> \x01"


def fixtures_tool() -> str:
    tool = os.environ.get("A11YPLAN_FIXTURES_BIN", str(REPOSITORY / ".build/debug/a11yplan-fixtures"))
    assert os.path.exists(tool), f"{tool} is missing: run through `make test`"
    return tool


def run(folder, *arguments) -> str:
    result = subprocess.run([fixtures_tool(), *arguments], capture_output=True, check=False, cwd=folder)
    assert result.returncode == 0, result.stderr.decode()
    return result.stdout.decode("utf-8")  # bytes first: text mode would turn CRLF into LF


def report(folder, fmt, *files):
    return run(folder, "report", *files, "--format", fmt)


def results_files(folder):
    """A results JSON for the hostile component on the Web and a filled CSV for the plain button."""
    checklist = json.loads(run(folder, "export", "hostile", "--platform", "web", "--format", "json"))
    hostile = [item for part in checklist["checklists"] for item in part["items"]]
    statuses = ["pass", "fail", "notApplicable", "blocked", "untested"]
    document = {"schemaVersion": 1, "generator": "test", "catalog": {"name": "Fixtures", "version": "1"},
                "exportedAt": "2026-05-01T10:00:00Z",
                "results": [{"component": "hostile", "platform": "web", "itemId": item["id"],
                             "status": statuses[index % 5], "notes": NOTES if index == 1 else ""}
                            for index, item in enumerate(hostile)]}
    jsonschema.validate(document, RESULTS_SCHEMA)
    (folder / "hostile.json").write_text(json.dumps(document))
    rows = list(csv.reader(io.StringIO(run(folder, "export", "plain-button", "--platform", "web", "--format", "csv"), newline="")))
    rows[0] += ["Result", "Notes"]
    for index, row in enumerate(rows[1:]):
        row += ["Fail" if index == 0 else "PASS", NOTES if index == 0 else ""]
    with open(folder / "plain.csv", "w", newline="", encoding="utf-8") as file:
        csv.writer(file).writerows(rows)
    return hostile, rows[1:]


def expected_failures(hostile) -> int:
    """Every fifth hostile item from the second fails, and the plain button's first."""
    return len(range(1, len(hostile), 5)) + 1


def test_json_report_validates_and_keeps_notes(tmp_path):
    hostile, plain = results_files(tmp_path)
    document = json.loads(report(tmp_path, "json", "hostile.json", "plain.csv"))
    jsonschema.validate(document, REPORT_SCHEMA)
    assert len(document["items"]) == len(hostile) + len(plain)
    notes = [result["notes"] for item in document["items"] for result in item["results"] if result["notes"]]
    assert notes == [NOTES, NOTES]
    assert document["totals"]["fail"] == expected_failures(hostile)


def test_junit_report_parses_with_one_case_per_item(tmp_path):
    hostile, plain = results_files(tmp_path)
    root = ElementTree.fromstring(report(tmp_path, "junit", "hostile.json", "plain.csv").encode("utf-8"))
    assert root.tag == "testsuites"
    cases = root.findall("./testsuite/testcase")
    assert len(cases) == len(hostile) + len(plain) == int(root.get("tests"))
    failures = [case.find("failure") for case in cases if case.find("failure") is not None]
    assert len(failures) == expected_failures(hostile) == int(root.get("failures"))
    messages = [failure.get("message") for failure in failures]
    assert messages.count(NOTES.replace("\x01", "\ufffd")) == 2, "notes are the message; a control character is U+FFFD"
    skipped = [case for case in cases if case.find("skipped") is not None]
    assert len(skipped) == sum(int(suite.get("skipped")) for suite in root.findall("./testsuite"))


def test_markdown_report_lists_failures_first(tmp_path):
    results_files(tmp_path)
    markdown = report(tmp_path, "markdown", "hostile.json", "plain.csv")
    assert markdown.index("## Failures") < markdown.index("## WCAG 2.2 success criteria")
    assert re.search(r"(?<!\\)<", markdown) is None, "every < from notes or content is escaped"
