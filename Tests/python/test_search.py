"""Client-side search: labelled, announced through a live region, and not needed to reach any page."""
import json

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import open_page, plan_pages


def wait_for_status(driver, text_part):
    WebDriverWait(driver, 5).until(
        lambda d: text_part in d.find_element(By.ID, "search-status").text)
    return driver.find_element(By.ID, "search-status").text


def test_search_index_is_json_with_every_plan(site):
    script = (site / "search-index.js").read_text()
    prefix, suffix = "window.A11yPlanSearchIndex = ", ";\n"
    assert script.startswith(prefix) and script.endswith(suffix)
    entries = json.loads(script[len(prefix):-len(suffix)])
    urls = {entry["url"] for entry in entries}
    assert {"ios/popover-tooltip.html", "android/popover-tooltip.html", "web/popover-tooltip.html"} <= urls
    assert len(entries) == len(plan_pages())
    for entry in entries:
        assert (site / entry["url"]).is_file()
        assert entry["title"] and entry["text"]


def test_search_field_is_labelled_and_results_are_announced(driver, site):
    open_page(driver, site / "search/index.html")
    field = driver.find_element(By.ID, "search-query")
    label = driver.find_element(By.CSS_SELECTOR, "label[for='search-query']")
    assert label.text.strip() and field.is_displayed()
    status = driver.find_element(By.ID, "search-status")
    assert status.get_attribute("role") == "status"
    assert status.get_attribute("aria-live") == "polite"
    field.send_keys("popover remove animations")
    text = wait_for_status(driver, "found")
    assert text == "1 test plan found."
    links = driver.find_elements(By.CSS_SELECTOR, "#search-results a")
    assert [link.text for link in links] == ["Android Popover tooltip"]
    links[0].click()
    assert driver.current_url.endswith("/android/popover-tooltip.html")


def test_header_search_opens_results(driver, site):
    open_page(driver, site / "ios/popover-tooltip.html")
    field = driver.find_element(By.ID, "site-search-query")
    field.send_keys("popover escape")
    field.submit()
    WebDriverWait(driver, 5).until(lambda d: "/search/index.html" in d.current_url)
    assert wait_for_status(driver, "found") == "3 test plans found."
    assert driver.find_element(By.ID, "search-query").get_attribute("value") == "popover escape"


def test_search_says_when_nothing_matches(driver, site):
    open_page(driver, site / "search/index.html", "?q=zebra")
    assert wait_for_status(driver, "found") == "0 test plans found."
    assert driver.find_elements(By.CSS_SELECTOR, "#search-results li") == []


def test_without_javascript_every_plan_is_listed(driver_without_javascript, site):
    driver = driver_without_javascript
    open_page(driver, site / "search/index.html")
    assert not driver.find_element(By.ID, "search-form").is_displayed()
    fallback = driver.find_element(By.ID, "search-fallback")
    assert fallback.is_displayed()
    hrefs = sorted(a.get_attribute("href") for a in fallback.find_elements(By.TAG_NAME, "a"))
    assert hrefs == sorted(page.as_uri() for page in plan_pages())
