"""The interactive HTML checklist, a page of the site, and the checklist builder, used as a tester would
in a real browser."""
import csv
import io
import json
import pathlib
import subprocess
import time

import jsonschema
from selenium.webdriver.common.by import By

from conftest import a11yplan_binary, carried_downloads, checklist_page, download, open_page, plan_pages

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
RESULTS_SCHEMA = json.loads((REPOSITORY / "schema/results.schema.json").read_text())
CHECKLIST_SCHEMA = json.loads((REPOSITORY / "schema/checklist.schema.json").read_text())


def allow_downloads(driver, folder: pathlib.Path):
    driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(folder)})


def wait_for_file(folder: pathlib.Path, name: str) -> pathlib.Path:
    path = folder / name
    for _ in range(100):
        if path.exists() and path.stat().st_size > 0:
            return path
        time.sleep(0.1)
    raise AssertionError(f"{name} was not downloaded; the folder has {[p.name for p in folder.iterdir()]}")


def reload_until(driver, saved) -> None:
    """Reloads the page until `saved(driver)` says what the page stored came back, ten tries at most.
    Chromium hands a page's localStorage writes to its storage service on its own time, and a reload
    at once (no tester is that fast) can read the storage before they land."""
    for _ in range(10):
        driver.refresh()
        if saved(driver):
            return
        time.sleep(0.2)


def progress(driver) -> str:
    return driver.find_element(By.ID, "progress").text


def report_json(*files: pathlib.Path) -> dict:
    """`a11yplan report --format json` over `files`, read back."""
    result = subprocess.run([a11yplan_binary(), "report", *map(str, files), "--format", "json"],
                            capture_output=True, check=False)
    assert result.returncode == 0, result.stderr.decode()
    return json.loads(result.stdout)


def test_marks_items_keeps_them_over_a_reload_and_downloads_results(driver, site, tmp_path):
    """Opened on the site by a plain link from its plan, the checklist records, survives a reload and
    saves results that `report` reads."""
    page = checklist_page("popover-tooltip", "ios")
    open_page(driver, site / "ios/popover-tooltip.html")
    driver.find_element(By.CSS_SELECTOR, "#checklists ~ ul a[href$='/popover-tooltip-ios-checklist.html']").click()
    assert driver.current_url == page.as_uri(), "the plan page opens its checklist on the site"
    driver.find_element(By.ID, "clear-results").click()
    ids = [item.get_attribute("data-id") for item in driver.find_elements(By.CSS_SELECTOR, "li.item")]
    total = len(ids)
    assert total == len(json.loads(download("popover-tooltip-ios-checklist.json").read_text())
                        ["checklists"][0]["items"])
    assert progress(driver).startswith(f"0 of {total} items checked")
    driver.find_element(By.ID, "i1-pass").click()
    driver.find_element(By.ID, "i2-fail").click()
    driver.find_element(By.ID, "i3-notApplicable").click()
    driver.find_element(By.ID, "i2-notes").send_keys('Focus ring missing, "=1+1", line\nbreak')
    driver.find_element(By.ID, "i4-blocked").click()
    assert progress(driver) == f"4 of {total} items checked: 1 pass, 1 fail, 1 not applicable, 1 blocked."
    driver.find_element(By.ID, "run-product").send_keys("Shop app")
    driver.find_element(By.ID, "run-device").send_keys("iPhone 15")
    driver.find_element(By.ID, "run-assistiveTechnology").send_keys("VoiceOver")
    # An iOS checklist asks nothing about a browser.
    assert not driver.find_elements(By.ID, "run-browser")
    label = driver.find_element(By.CSS_SELECTOR, "label[for='i1-pass']")
    assert label.text == "Pass"

    reload_until(driver, lambda page: page.find_element(By.ID, "i1-pass").is_selected())
    assert driver.find_element(By.ID, "i1-pass").is_selected()
    assert driver.find_element(By.ID, "i2-fail").is_selected()
    assert driver.find_element(By.ID, "i3-notApplicable").is_selected()
    assert driver.find_element(By.ID, "i2-notes").get_attribute("value") == 'Focus ring missing, "=1+1", line\nbreak'
    assert progress(driver).startswith(f"4 of {total}")
    assert driver.find_element(By.ID, "run-device").get_attribute("value") == "iPhone 15"

    allow_downloads(driver, tmp_path)
    driver.find_element(By.ID, "download-json").click()
    saved = wait_for_file(tmp_path, "popover-tooltip-ios-results.json")
    results = json.loads(saved.read_text())
    jsonschema.validate(results, RESULTS_SCHEMA)
    assert results["catalog"]["version"] == "0.1.0"
    statuses = [r["status"] for r in results["results"]]
    assert statuses[:5] == ["pass", "fail", "notApplicable", "blocked", "untested"]
    assert results["run"] == {"product": "Shop app", "device": "iPhone 15", "assistiveTechnology": "VoiceOver"}
    assert len(statuses) == total
    assert [r["itemId"] for r in results["results"]] == ids
    reported = report_json(saved)
    counts = {(c["component"]["id"], c["platform"]): c["counts"] for c in reported["checklists"]}
    ios = counts[("popover-tooltip", "ios")]
    assert (ios["total"], ios["pass"], ios["fail"], ios["notApplicable"], ios["blocked"], ios["untested"]) == (
        total, 1, 1, 1, 1, total - 4), "report reads every result the page saved"

    driver.find_element(By.ID, "download-csv").click()
    raw = wait_for_file(tmp_path, "popover-tooltip-ios-results.csv").read_bytes().decode("utf-8")
    rows = list(csv.reader(io.StringIO(raw, newline="")))
    assert rows[0] == ["Component", "Platform", "ID", "Status", "Notes"]
    assert len(rows) == total + 1
    assert rows[2][3:] == ["fail", 'Focus ring missing, "=1+1", line\nbreak']

    driver.find_element(By.ID, "clear-results").click()
    reload_until(driver, lambda page: progress(page).startswith("0 of"))
    assert progress(driver).startswith(f"0 of {total}")
    driver.find_element(By.LINK_TEXT, "Back to the test plan").click()
    assert driver.current_url == (site / "ios/popover-tooltip.html").as_uri()


def test_results_recorded_in_a_saved_checklist_show_on_the_site(driver, site, tmp_path):
    """Results a tester recorded before, in a checklist saved with `export --format html`, keep their
    keys: the site's page (same storage key, same item ids) shows them."""
    saved = tmp_path / "popover-tooltip-web-checklist.html"
    result = subprocess.run([a11yplan_binary(), "export", "popover-tooltip", "--platform", "web", "--format", "html",
                             "--output", str(saved)], capture_output=True, check=False)
    assert result.returncode == 0, result.stderr.decode()
    open_page(driver, saved)
    driver.find_element(By.ID, "clear-results").click()
    driver.find_element(By.ID, "i2-fail").click()
    driver.find_element(By.ID, "i2-notes").send_keys("recorded in the saved page")
    driver.find_element(By.ID, "run-browser").send_keys("Firefox")
    # The saved page's writes reach the browser's storage before the site's page is opened to read them
    # (as `reload_until` waits for them elsewhere); a fresh clone's make test once read the storage first.
    reload_until(driver, lambda d: d.find_element(By.ID, "i2-fail").is_selected()
                 and d.find_element(By.ID, "run-browser").get_attribute("value") == "Firefox")
    page = checklist_page("popover-tooltip", "web")
    for _ in range(10):
        open_page(driver, page)
        if driver.find_element(By.ID, "i2-fail").is_selected():
            break
        time.sleep(0.2)
    assert driver.find_element(By.ID, "i2-fail").is_selected()
    assert driver.find_element(By.ID, "i2-notes").get_attribute("value") == "recorded in the saved page"
    assert driver.find_element(By.ID, "run-browser").get_attribute("value") == "Firefox"
    driver.execute_script("localStorage.clear()")


def test_builder_combines_checklists_like_the_exporter(driver, site, tmp_path):
    open_page(driver, site / "checklists/index.html")
    form = driver.find_element(By.ID, "builder")
    assert form.is_displayed()
    allow_downloads(driver, tmp_path)
    driver.find_element(By.ID, "platform-ios").click()
    driver.find_element(By.ID, "component-popover-tooltip").click()
    driver.find_element(By.ID, "format-csv").click()
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    downloaded = wait_for_file(tmp_path, "popover-tooltip-ios-checklist.csv").read_bytes()
    assert downloaded == carried_downloads(checklist_page("popover-tooltip", "ios"))["popover-tooltip-ios-checklist.csv"][1]
    assert "with" in driver.find_element(By.ID, "builder-status").text

    driver.find_element(By.ID, "format-json").click()
    driver.find_element(By.ID, "platform-web").click()
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    document = json.loads(wait_for_file(tmp_path, "popover-tooltip-web-checklist.json").read_text())
    jsonschema.validate(document, CHECKLIST_SCHEMA)
    exported = json.loads(download("popover-tooltip-web-checklist.json").read_text())
    assert document["checklists"] == exported["checklists"]

    # The Web's CSV has every section, the phone screen reader's among them, titled as the exporter titles them.
    driver.find_element(By.ID, "format-csv").click()
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    downloaded = wait_for_file(tmp_path, "popover-tooltip-web-checklist.csv").read_bytes()
    assert downloaded == carried_downloads(checklist_page("popover-tooltip", "web"))["popover-tooltip-web-checklist.csv"][1]
    assert "Screen reader on a phone" in downloaded.decode("utf-8")


def test_builder_links_every_plans_checklists_without_javascript(driver_without_javascript, site):
    driver = driver_without_javascript
    open_page(driver, site / "checklists/index.html")
    assert not driver.find_element(By.ID, "builder").is_displayed()
    hrefs = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "main li a")]
    for plan in plan_pages():
        assert plan.as_uri() + "#checklists" in hrefs, plan.name
