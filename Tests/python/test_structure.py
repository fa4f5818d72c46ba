"""The structure every page needs: language, landmarks, one h1, skip link, accessible tables."""
import pytest
from selenium.webdriver.common.by import By

import os

from conftest import describe, downloads, open_page, page_id, run_axe, structure_pages
from reflow_checks import check_reflow


def check_checklist_structure(driver, page):
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    assert len(driver.find_elements(By.TAG_NAME, "h1")) == 1
    assert len(driver.find_elements(By.TAG_NAME, "main")) == 1
    run = driver.find_element(By.CSS_SELECTOR, "fieldset#run")
    assert run.find_element(By.TAG_NAME, "legend").text.strip() == "About this test run"
    assert len(run.find_elements(By.CSS_SELECTOR, "input[type=text]")) >= 8
    for fieldset in driver.find_elements(By.TAG_NAME, "fieldset"):
        assert fieldset.find_element(By.TAG_NAME, "legend").text.strip()
        radios = fieldset.find_elements(By.CSS_SELECTOR, "input[type=radio]")
        # The run's form has text fields only; each item has Pass, Fail, Not applicable and Blocked.
        assert len(radios) == (0 if fieldset == run else 4)
        for control in radios + fieldset.find_elements(By.CSS_SELECTOR, "textarea, input[type=text]"):
            label = driver.find_element(By.CSS_SELECTOR, f"label[for='{control.get_attribute('id')}']")
            assert label.text.strip()


def check_site_structure(driver, page):
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    assert len(driver.find_elements(By.TAG_NAME, "h1")) == 1
    for landmark in ("header", "nav", "main", "footer"):
        assert len(driver.find_elements(By.TAG_NAME, landmark)) >= 1, landmark
    assert len(driver.find_elements(By.TAG_NAME, "main")) == 1
    skip = driver.find_elements(By.CSS_SELECTOR, "body > a.skip-link")
    assert skip and skip[0].get_attribute("href").endswith("#main")
    assert driver.title.strip()
    for table in driver.find_elements(By.TAG_NAME, "table"):
        assert table.find_element(By.TAG_NAME, "caption").text.strip()
        for header in table.find_elements(By.CSS_SELECTOR, "thead th"):
            assert header.get_attribute("scope") == "col"
        for header in table.find_elements(By.CSS_SELECTOR, "tbody th"):
            assert header.get_attribute("scope") == "row"
        for row in table.find_elements(By.CSS_SELECTOR, "tbody tr"):
            assert row.find_elements(By.CSS_SELECTOR, "th:first-child")


def test_plan_page_links_its_markdown_and_other_platforms(driver, site):
    open_page(driver, site / "ios/popover-tooltip.html")
    download = driver.find_element(By.CSS_SELECTOR, "a[download]")
    assert download.get_attribute("download") == "popover-tooltip-ios.md"
    assert download.get_attribute("href") == (site / "downloads/popover-tooltip-ios.md").as_uri()
    assert downloads(site / "ios/popover-tooltip.html")["popover-tooltip-ios.md"].read_text().startswith(
        "# Popover tooltip\n")
    hrefs = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "main a")]
    assert any(href.endswith("/android/popover-tooltip.html") for href in hrefs)
    assert any(href.endswith("/components/popover-tooltip.html") for href in hrefs)


def check_links(driver, page):
    # A checklist page's downloads ride inside their links, in its section #downloads; nowhere else.
    links = "a[href]:not(#downloads a)" if page.name.endswith("-checklist.html") else "a[href]"
    for link in driver.find_elements(By.CSS_SELECTOR, links):
        href = link.get_attribute("href").split("#")[0].split("?")[0]
        assert not href.startswith("data:"), f"{page_id(page)}: a download rides inside a link"
        if href.startswith("https://www.w3.org/WAI/WCAG22/Understanding/"):
            continue
        assert href.startswith("file://"), f"{page_id(page)}: {href} is not relative"
        target = href[len("file://"):]
        assert os.path.isfile(target), f"{page_id(page)} links to missing {target}"


@pytest.mark.parametrize("page", structure_pages(), ids=page_id)
def test_page(driver, page):
    """Every page, loaded once: its structure, its links, axe-core in light mode, reflow and 200 % text."""
    open_page(driver, page)
    if page.name.endswith("-checklist.html"):
        check_checklist_structure(driver, page)
    else:
        check_site_structure(driver, page)
    check_links(driver, page)
    result = run_axe(driver)
    assert result["violations"] == [], describe(result["violations"])
    check_reflow(driver, page)


def test_cross_platform_page_is_side_by_side_then_stacked(driver, site):
    page = site / "components/popover-tooltip.html"
    open_page(driver, page)
    sections = driver.find_elements(By.CSS_SELECTOR, ".platforms > section")
    assert [s.find_element(By.TAG_NAME, "h2").text for s in sections] == [
        "iOS Popover tooltip", "Android Popover tooltip", "Web Popover tooltip"]
    tops = {s.rect["y"] for s in sections}
    assert len(tops) == 1, "side by side on a wide screen"
    driver.set_window_size(400, 900)
    open_page(driver, page)
    sections = driver.find_elements(By.CSS_SELECTOR, ".platforms > section")
    assert len({s.rect["x"] for s in sections}) == 1, "stacked on a narrow screen"
