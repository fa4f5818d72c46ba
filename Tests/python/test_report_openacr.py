"""`report --format openacr` over results made from the fixture catalog's hostile and plain checklists
(on the Web, and the hostile one on iOS too), read with PyYAML and checked the way OpenACR's own
validator checks a report: against OpenACR's JSON Schema, then against the VPAT 2.5 WCAG 2.2 catalog
(chapters, criteria, components, terms). The schema and catalog are copies in fixtures/openacr/."""

import json
import pathlib
import subprocess

import jsonschema
import yaml

from test_report_formats import NOTES, RESULTS_SCHEMA, fixtures_tool, results_files, run

FIXTURES = pathlib.Path(__file__).resolve().parent / "fixtures" / "openacr"
SCHEMA = json.loads((FIXTURES / "openacr-0.1.0.json").read_text())
CATALOG = yaml.safe_load((FIXTURES / "catalog-wcag22.yaml").read_text())
SUBJECT = ["--product", 'Shop "app"\n2', "--product-version", "4.2", "--vendor", "Acme & Co",
           "--contact", "a11y@example.com"]
ALWAYS = {"supports", "partially-supports", "does-not-support", "not-applicable"}


def popover_results(folder, platform, exported_at, run_metadata):
    """A results JSON for the bundled popover tooltip on `platform` (the fixture catalog's own hostile and
    plain components reference no WCAG criterion): its first item fails with the hostile notes, its
    third is not applicable, its fourth blocked, the others pass. Returns the failing item."""
    checklist = json.loads(run(folder, "export", "popover-tooltip", "--platform", platform, "--format", "json"))
    items = [item for part in checklist["checklists"] for item in part["items"]]
    statuses = {0: "fail", 2: "notApplicable", 3: "blocked"}
    document = {"schemaVersion": 1, "generator": "test", "catalog": {"name": "Fixtures", "version": "1"},
                "exportedAt": exported_at, "run": run_metadata,
                "results": [{"component": "popover-tooltip", "platform": platform, "itemId": item["id"],
                             "status": statuses.get(index, "pass"), "notes": NOTES if index == 0 else ""}
                            for index, item in enumerate(items)]}
    jsonschema.validate(document, RESULTS_SCHEMA)
    (folder / f"popover-{platform}.json").write_text(json.dumps(document))
    assert items[0]["references"], "the failing item references WCAG criteria"
    return items[0]


def make_results(folder):
    """The shared hostile and plain results, and popover tooltip results on the Web and on iOS."""
    results_files(folder)
    web = popover_results(folder, "web", "2026-05-02T09:00:00.000Z",
                          {"browser": "Firefox", "browserVersion": "130", "assistiveTechnology": "NVDA"})
    ios = popover_results(folder, "ios", "2026-05-03T08:00:00Z",
                          {"assistiveTechnology": "VoiceOver", "assistiveTechnologyVersion": "18",
                           "device": "iPhone 15", "platformVersion": "iOS 18.1", "tester": "Ann <ann@example.com>"})
    return ["hostile.json", "plain.csv", "popover-web.json", "popover-ios.json"], web, ios


def openacr(folder, *arguments):
    result = subprocess.run([fixtures_tool(), "report", *arguments, "--format", "openacr"],
                            capture_output=True, check=False, cwd=folder)
    return result.returncode, result.stdout.decode("utf-8"), result.stderr.decode("utf-8")


def catalog_errors(document, allowed_untested=()):
    """OpenACR's catalog check: every criterion is in its chapter, every component is allowed for it and
    defined, every level is a term of the catalog, remarks where the validator wants them; and, as the
    catalog's term says (VPAT 2.5), Not Evaluated only for AAA, but for the level A and AA criteria in
    `allowed_untested` (those `report` named when it refused, written with --allow-untested)."""
    errors = []
    terms = {term["id"] for term in CATALOG["terms"]}
    defined = {component["id"] for component in CATALOG["components"]}
    chapters = {chapter["id"]: chapter for chapter in CATALOG["chapters"]}
    for chapter_id, chapter in document["chapters"].items():
        if chapter_id not in chapters:
            errors.append(f"chapter {chapter_id} is not in the catalog")
            continue
        criteria = {criterion["id"]: criterion for criterion in chapters[chapter_id]["criteria"]}
        for entry in chapter["criteria"]:
            criterion = criteria.get(entry["num"])
            if criterion is None:
                errors.append(f"criterion {entry['num']} is not in {chapter_id}")
                continue
            for component in entry["components"]:
                name, adherence = component["name"], component["adherence"]
                if name not in defined or name not in criterion["components"]:
                    errors.append(f"component {name} is not allowed for {entry['num']}")
                if adherence["level"] not in terms:
                    errors.append(f"level {adherence['level']} of {entry['num']} is not a catalog term")
                if adherence["level"] not in ALWAYS and not (
                        adherence["level"] == "not-evaluated"
                        and (chapter_id == "success_criteria_level_aaa" or entry["num"] in allowed_untested)):
                    errors.append(f"{adherence['level']} for {entry['num']} ({chapter_id})")
                if adherence["level"] in {"supports", "partially-supports"} and not adherence.get("notes"):
                    errors.append(f"{adherence['level']} for {entry['num']} without remarks")
    return errors


def test_report_without_results_for_every_a_and_aa_criterion_is_refused(tmp_path):
    results_files(tmp_path)
    status, output, error = openacr(tmp_path, "hostile.json", "plain.csv", *SUBJECT)
    assert status == 1
    assert output == ""
    assert error.count("\n") == 1 and error.endswith("test them or pass --allow-untested\n")
    assert " level A or AA criteria have no result or only blocked ones (" in error
    status, _, error = openacr(tmp_path, "hostile.json", "--allow-untested")
    assert status == 1 and "pass --product and --contact" in error, "OpenACR requires a product and an email"


def refused_criteria(folder, *files):
    """The criteria `report` names when it refuses to write Not Evaluated for level A or AA ones."""
    status, _, error = openacr(folder, *files, *SUBJECT)
    assert status == 1, "the fixture catalog cannot reach every level A and AA criterion"
    named = error.split(" (", 1)[1].split(");", 1)[0].split(", ")
    count = int(error.removeprefix("a11yplan-fixtures: error: ").split(" ", 1)[0])
    assert len(named) == count
    return set(named)


def test_openacr_report_is_valid_for_openacr(tmp_path):
    files, web_failing, ios_failing = make_results(tmp_path)
    refused = refused_criteria(tmp_path, *files)
    status, text, error = openacr(tmp_path, *files, "--allow-untested", *SUBJECT)
    assert status == 0, error
    document = yaml.safe_load(text)
    jsonschema.validate(document, SCHEMA)
    assert catalog_errors(document, refused) == []
    assert catalog_errors(document) != [], "the strict check can fail: --allow-untested wrote A/AA not evaluated"

    assert document["catalog"] == "2.5-edition-wcag-2.2-en"
    assert document["product"] == {"name": 'Shop "app"\n2', "version": "4.2"}
    assert document["author"] == document["vendor"] == {"company_name": "Acme & Co", "email": "a11y@example.com"}
    assert document["title"] == "Acme & Co Accessibility Conformance Report"
    assert document["report_date"] == "2026-05-03", "the latest download of the runs"
    methods = document["evaluation_methods_used"]
    assert "VoiceOver 18" in methods and "iPhone 15" in methods and "iOS 18.1" in methods
    assert "NVDA" in methods and "Firefox 130" in methods
    assert "Ann <ann@example.com>" in methods

    ours = {chapter: [entry["num"] for entry in body["criteria"]] for chapter, body in document["chapters"].items()}
    theirs = {chapter["id"]: [criterion["id"] for criterion in chapter["criteria"]] for chapter in CATALOG["chapters"]}
    assert ours == theirs, "every table of the catalog, every criterion once, in the catalog's order"
    entries = [(chapter, entry, component) for chapter, body in document["chapters"].items()
               for entry in body["criteria"] for component in entry["components"]]
    assert {component["name"] for _, entry, component in entries} == {"web", "software"}
    assert all(len(entry["components"]) == 2 for _, entry, _ in entries)

    remarks = [component["adherence"]["notes"] for _, _, component in entries]
    assert any(NOTES in remark for remark in remarks), "the hostile notes come through unchanged"
    levels = {(entry["num"], component["name"]): component["adherence"] for _, entry, component in entries}
    for failing, name, source in [(web_failing, "web", "popover-web.json"), (ios_failing, "software", "popover-ios.json")]:
        for number in failing["references"]:
            adherence = levels[(number, name)]
            assert adherence["level"] in {"does-not-support", "partially-supports"}, (number, name)
            assert f"Fail ({source}: results[0]): {NOTES}" in adherence["notes"], "which item, where, and its notes"
            assert "Popover tooltip (" in adherence["notes"]
    assert all("popover-ios.json" not in adherence["notes"] for (_, name), adherence in levels.items()
               if name == "web"), "iOS results answer for software only"
    assert all("popover-web.json" not in adherence["notes"] for (_, name), adherence in levels.items()
               if name == "software"), "Web results answer for web only"
    untested = {entry["num"] for chapter, entry, component in entries
                if component["adherence"]["level"] == "not-evaluated" and chapter != "success_criteria_level_aaa"}
    assert untested == refused, "--allow-untested writes exactly the refused criteria as not evaluated"
    assert all("--allow-untested" in component["adherence"]["notes"] for chapter, entry, component in entries
               if entry["num"] in untested and component["adherence"]["level"] == "not-evaluated")
    assert {component["adherence"]["level"] for chapter, _, component in entries
            if chapter == "success_criteria_level_aaa"} >= {"not-evaluated"}
