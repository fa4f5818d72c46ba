"""Results files that `report` (and `build --results`) must refuse rather than read wrongly, from the
robustness review of December 2026: each refusal is one line on standard error naming the file and the
line or `results[n]`, exit 1, and no report written. Inputs are the real catalog's checklists, filled
in here as a tester would."""
import csv
import io
import json
import os
import pathlib
import subprocess

from conftest import a11yplan_binary

STATUSES = ["Pass", "Fail", "Blocked"]


def run(folder, *arguments) -> subprocess.CompletedProcess:
    return subprocess.run([a11yplan_binary(), *arguments], capture_output=True, check=False, cwd=folder)


def write_filled_csv(folder, name="filled.csv", notes=None) -> pathlib.Path:
    """The Tabs iOS checklist as `export --format csv` writes it, with Result and Notes filled for the
    first six items (Pass, Fail, Blocked, …) and the rest left untested; written by Python's csv."""
    exported = run(folder, "export", "tabs", "--platform", "ios", "--format", "csv")
    assert exported.returncode == 0, exported.stderr.decode()
    rows = list(csv.reader(io.StringIO(exported.stdout.decode("utf-8"), newline="")))
    rows[0] += ["Result", "Notes"]
    for index, row in enumerate(rows[1:]):
        row += [STATUSES[index % 3], (notes or {}).get(index, f"csv note {index}")] if index < 6 else ["", ""]
    path = folder / name
    with open(path, "w", newline="", encoding="utf-8") as file:
        csv.writer(file).writerows(rows)
    return path


def results_document(folder) -> dict:
    """Results JSON for the first three Tabs iOS items, all passed, as the interactive checklist writes it."""
    exported = run(folder, "export", "tabs", "--platform", "ios", "--format", "json")
    assert exported.returncode == 0, exported.stderr.decode()
    items = [item for part in json.loads(exported.stdout)["checklists"] for item in part["items"]]
    return {"schemaVersion": 1, "generator": "A11yPlan 0.1.0",
            "catalog": {"name": "A11yPlan catalog", "version": "0.1.0"},
            "exportedAt": "2026-05-01T10:00:00.000Z",
            "results": [{"component": "tabs", "platform": "ios", "itemId": item["id"], "status": "pass",
                         "notes": ""} for item in items[:3]]}


def write_json(folder, name, document) -> pathlib.Path:
    path = folder / name
    path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
    return path


def totals(folder, *files) -> dict:
    result = run(folder, "report", *files, "--format", "json")
    assert result.returncode == 0, result.stderr.decode()
    return json.loads(result.stdout)["totals"]


def refused(folder, *files) -> str:
    """The one-line message of a report of `files` that must be refused; checks that nothing was written."""
    result = run(folder, "report", *files, "--output", "report.md")
    message = result.stderr.decode("utf-8")
    assert result.returncode == 1, message
    assert result.stdout == b""
    assert message.startswith("a11yplan: error: ") and message.endswith("\n")
    assert message.count("\n") == 1, f"one line: {message!r}"
    assert not (folder / "report.md").exists()
    return message.removeprefix("a11yplan: error: ").removesuffix("\n")


def test_d06_a_stray_quote_that_takes_in_the_next_row_is_refused(tmp_path):
    assert totals(tmp_path, write_filled_csv(tmp_path).name)["blocked"] == 2
    text = (tmp_path / "filled.csv").read_bytes().decode("utf-8")
    assert text.count(",csv note 2\r\n") == 1
    (tmp_path / "unbal.csv").write_text(text.replace(",csv note 2", ',"csv note 2'), encoding="utf-8", newline="")
    message = refused(tmp_path, "unbal.csv")
    assert message.startswith("unbal.csv:4: malformed CSV: a quoted cell runs on to line "), message
    assert message.endswith(": is a quote left open?")


def test_d06_a_row_a_quoted_cell_carries_on_needs_the_headers_cells(tmp_path):
    rows = ["ID,Result,Notes", "tabs.ios.a,Blocked,\"stray", "tabs.ios.b,Fail,\", too low\"", "tabs.ios.c,Pass,"]
    (tmp_path / "short.csv").write_bytes("\r\n".join(rows).encode() + b"\r\n")
    assert refused(tmp_path, "short.csv") == (
        "short.csv:2: a quoted cell runs on to line 3 and the row has 4 cells, not the header's 3: "
        "is a quote left open?")
    (tmp_path / "wide.csv").write_bytes(b"ID,Result,Notes\r\ntabs.ios.a,Pass,ok,fine\r\n")
    assert refused(tmp_path, "wide.csv") == (
        "wide.csv:2: the row has 4 cells, not the header's 3 (a cell with a comma needs quotes)")


def test_d06_notes_over_several_lines_still_read(tmp_path):
    write_filled_csv(tmp_path, notes={1: "focus lost,\nthen \"found\"\r\n\nagain"})
    result = run(tmp_path, "report", "filled.csv", "--format", "json")
    assert result.returncode == 0, result.stderr.decode()
    report = json.loads(result.stdout)
    assert report["totals"]["pass"] == 2 and report["totals"]["fail"] == 2 and report["totals"]["blocked"] == 2
    notes = [r["notes"] for item in report["items"] for r in item["results"] if r["status"] == "fail"]
    assert "focus lost,\nthen \"found\"\r\n\nagain" in notes


def test_d06_build_results_refuses_the_same_row(tmp_path):
    folder = tmp_path / "results"
    folder.mkdir()
    text = write_filled_csv(tmp_path).read_bytes().decode("utf-8")
    (folder / "unbal.csv").write_text(text.replace(",csv note 2", ',"csv note 2'), encoding="utf-8", newline="")
    result = run(tmp_path, "build", "--results", "results", "--output", "site", "--quiet")
    message = result.stderr.decode("utf-8")
    assert result.returncode == 1
    assert message.count("\n") == 1 and message.startswith("a11yplan: error: results/unbal.csv:4: malformed CSV: ")
    assert not (tmp_path / "site").exists()


def test_d14_a_json_member_given_twice_is_refused(tmp_path):
    text = json.dumps(results_document(tmp_path), indent=2)
    assert text.count('"status": "pass"') == 3
    (tmp_path / "dup-status.json").write_text(text.replace('"status": "pass"', '"status": "pass", "status": "fail"', 1))
    line = 1 + text[:text.index('"status": "pass"')].count("\n")
    assert refused(tmp_path, "dup-status.json") == (
        f"dup-status.json:{line}: malformed JSON: the member 'status' appears twice in one object")
    document = text.replace('"exportedAt"', '"schemaVersion": 1,\n  "exportedAt"', 1)
    (tmp_path / "dup-version.json").write_text(document)
    line = 1 + text[:text.index('"exportedAt"')].count("\n")
    assert refused(tmp_path, "dup-version.json") == (
        f"dup-version.json:{line}: malformed JSON: the member 'schemaVersion' appears twice in one object "
        "(first on line 2)")


def test_d14_a_csv_column_named_twice_is_refused(tmp_path):
    rows = list(csv.reader(io.StringIO(write_filled_csv(tmp_path).read_bytes().decode("utf-8"), newline="")))
    for row in rows:
        row.append("Fail" if row is not rows[0] else " result ")
    with open(tmp_path / "two-results.csv", "w", newline="", encoding="utf-8") as file:
        csv.writer(file).writerows(rows)
    assert refused(tmp_path, "two-results.csv") == (
        "two-results.csv:1: the header has two Result columns, 'Result' (column 10) and 'result' (column 12); "
        "keep one")


def test_d15_one_file_by_several_names_is_read_once(tmp_path):
    write_json(tmp_path, "valid.json", results_document(tmp_path))
    (tmp_path / "link.json").symlink_to("valid.json")
    os.link(tmp_path / "valid.json", tmp_path / "hard.json")
    names = ["valid.json", "./valid.json", str(tmp_path / "valid.json"), "link.json", "hard.json"]
    result = run(tmp_path, "report", *names, "--format", "json")
    assert result.returncode == 0, result.stderr.decode()
    report = json.loads(result.stdout)
    assert [run_["file"] for run_ in report["runs"]] == ["valid.json"]
    assert report["totals"] == totals(tmp_path, "valid.json")
    assert all(len(item["results"]) <= 1 for item in report["items"])


def test_d16_json_that_is_not_utf8_is_refused_at_its_line(tmp_path):
    document = results_document(tmp_path)
    document["results"][2]["notes"] = "note BAD 3"
    data = json.dumps(document, indent=2).encode("utf-8").replace(b"BAD", b"\xff\xfe\xfd")
    (tmp_path / "bad-utf8.json").write_bytes(data)
    line = 1 + data[:data.index(b"\xff")].count(b"\n")
    assert refused(tmp_path, "bad-utf8.json") == (
        f"bad-utf8.json:{line}: not UTF-8 text (byte 0xFF); save the results JSON as UTF-8")


def test_d16_csv_that_is_not_utf8_is_refused_at_its_line(tmp_path):
    text = write_filled_csv(tmp_path, notes={4: "caf\u00e9"}).read_bytes().decode("utf-8")
    (tmp_path / "latin1.csv").write_bytes(text.encode("latin-1"))
    line = 1 + text[:text.index("caf\u00e9")].count("\n")
    assert refused(tmp_path, "latin1.csv") == (
        f"latin1.csv:{line}: not UTF-8 text (byte 0xE9); save the results CSV as UTF-8")


def test_d17_a_component_that_disagrees_with_its_item_id_is_refused(tmp_path):
    document = results_document(tmp_path)
    document["results"][1]["component"] = "popover-tooltip"
    write_json(tmp_path, "mismatch-component.json", document)
    item = document["results"][1]["itemId"]
    assert refused(tmp_path, "mismatch-component.json") == (
        f"mismatch-component.json: results[1]: the component 'popover-tooltip' disagrees with the itemId '{item}'")
    document = results_document(tmp_path)
    document["results"][2]["platform"] = "web"
    write_json(tmp_path, "mismatch-platform.json", document)
    item = document["results"][2]["itemId"]
    assert refused(tmp_path, "mismatch-platform.json") == (
        f"mismatch-platform.json: results[2]: the platform 'web' disagrees with the itemId '{item}'")


def test_d18_a_json_file_that_holds_no_results_object_says_so_as_json(tmp_path):
    (tmp_path / "null.json").write_text("null\n")
    assert refused(tmp_path, "null.json") == "null.json: not A11yPlan results: the document is null, not an object"
    (tmp_path / "blank.json").write_text(" \n\n\t\n")
    assert refused(tmp_path, "blank.json") == (
        "blank.json: not A11yPlan results: the file is empty or only white space, not JSON")
    text = json.dumps(results_document(tmp_path), indent=2)
    for encoding in ("utf-16", "utf-16-le", "utf-16-be"):
        (tmp_path / f"{encoding}.json").write_bytes(text.encode(encoding))
        assert refused(tmp_path, f"{encoding}.json") == (
            f"{encoding}.json: not UTF-8 text but UTF-16; save the results JSON as UTF-8")


def test_d19_an_exported_at_the_schema_does_not_allow_is_refused(tmp_path):
    document = results_document(tmp_path)
    document["exportedAt"] = "yesterday"
    write_json(tmp_path, "exportedat-bad.json", document)
    assert refused(tmp_path, "exportedat-bad.json") == (
        "exportedat-bad.json: exportedAt 'yesterday' is not a time as the results schema writes it: "
        "ISO 8601 in UTC, such as 2026-05-01T10:00:00.000Z")
    document["exportedAt"] = "2026-05-01T10:00:00Z"
    write_json(tmp_path, "exportedat-good.json", document)
    result = run(tmp_path, "report", "exportedat-good.json", "--format", "openacr", "--product", "Shop",
                 "--contact", "a@b.c", "--allow-untested")
    assert result.returncode == 0, result.stderr.decode()
    assert 'report_date: "2026-05-01"' in result.stdout.decode("utf-8")
