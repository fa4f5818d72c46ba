"""The interactive HTML checklist and the checklist builder, used as a tester would in a real browser."""
import csv
import io
import json
import pathlib
import time

import jsonschema
from selenium.webdriver.common.by import By

from conftest import open_page, plan_pages

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


def progress(driver) -> str:
    return driver.find_element(By.ID, "progress").text


def test_marks_items_keeps_them_over_a_reload_and_downloads_results(driver, site, tmp_path):
    page = site / "ios/popover-tooltip/popover-tooltip-ios-checklist.html"
    open_page(driver, page)
    driver.find_element(By.ID, "clear-results").click()
    ids = [item.get_attribute("data-id") for item in driver.find_elements(By.CSS_SELECTOR, "li.item")]
    total = len(ids)
    assert total == len(json.loads((site / "ios/popover-tooltip/popover-tooltip-ios-checklist.json")
                                   .read_text())["checklists"][0]["items"])
    assert progress(driver).startswith(f"0 of {total} items checked")
    driver.find_element(By.ID, "i1-pass").click()
    driver.find_element(By.ID, "i2-fail").click()
    driver.find_element(By.ID, "i3-notApplicable").click()
    driver.find_element(By.ID, "i2-notes").send_keys('Focus ring missing, "=1+1", line\nbreak')
    assert progress(driver) == f"3 of {total} items checked: 1 pass, 1 fail, 1 not applicable."
    label = driver.find_element(By.CSS_SELECTOR, "label[for='i1-pass']")
    assert label.text == "Pass"

    driver.refresh()
    assert driver.find_element(By.ID, "i1-pass").is_selected()
    assert driver.find_element(By.ID, "i2-fail").is_selected()
    assert driver.find_element(By.ID, "i3-notApplicable").is_selected()
    assert driver.find_element(By.ID, "i2-notes").get_attribute("value") == 'Focus ring missing, "=1+1", line\nbreak'
    assert progress(driver).startswith(f"3 of {total}")

    allow_downloads(driver, tmp_path)
    driver.find_element(By.ID, "download-json").click()
    results = json.loads(wait_for_file(tmp_path, "popover-tooltip-ios-results.json").read_text())
    jsonschema.validate(results, RESULTS_SCHEMA)
    assert results["catalog"]["version"] == "0.1.0"
    statuses = [r["status"] for r in results["results"]]
    assert statuses[:4] == ["pass", "fail", "notApplicable", "untested"]
    assert len(statuses) == total
    assert [r["itemId"] for r in results["results"]] == ids

    driver.find_element(By.ID, "download-csv").click()
    raw = wait_for_file(tmp_path, "popover-tooltip-ios-results.csv").read_bytes().decode("utf-8")
    rows = list(csv.reader(io.StringIO(raw, newline="")))
    assert rows[0] == ["Component", "Platform", "ID", "Status", "Notes"]
    assert len(rows) == total + 1
    assert rows[2][3:] == ["fail", 'Focus ring missing, "=1+1", line\nbreak']

    driver.find_element(By.ID, "clear-results").click()
    driver.refresh()
    assert progress(driver).startswith(f"0 of {total}")


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
    assert downloaded == (site / "ios/popover-tooltip/popover-tooltip-ios-checklist.csv").read_bytes()
    assert "with" in driver.find_element(By.ID, "builder-status").text

    driver.find_element(By.ID, "format-json").click()
    driver.find_element(By.ID, "platform-web").click()
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    document = json.loads(wait_for_file(tmp_path, "popover-tooltip-web-checklist.json").read_text())
    jsonschema.validate(document, CHECKLIST_SCHEMA)
    exported = json.loads((site / "web/popover-tooltip/popover-tooltip-web-checklist.json").read_text())
    assert document["checklists"] == exported["checklists"]

    # The Web's CSV has every section, the phone screen reader's among them, titled as the exporter titles them.
    driver.find_element(By.ID, "format-csv").click()
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    downloaded = wait_for_file(tmp_path, "popover-tooltip-web-checklist.csv").read_bytes()
    assert downloaded == (site / "web/popover-tooltip/popover-tooltip-web-checklist.csv").read_bytes()
    assert "Screen reader on a phone" in downloaded.decode("utf-8")


def test_builder_lists_every_file_without_javascript(driver_without_javascript, site):
    driver = driver_without_javascript
    open_page(driver, site / "checklists/index.html")
    assert not driver.find_element(By.ID, "builder").is_displayed()
    hrefs = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "main li a")]
    for plan in plan_pages():
        platform, component = plan.parent.parent.name, plan.parent.name
        for suffix in ("md", "csv", "json", "feature", "html"):
            name = f"{platform}/{component}/{component}-{platform}-checklist.{suffix}"
            assert any(href.endswith(name) for href in hrefs), name
