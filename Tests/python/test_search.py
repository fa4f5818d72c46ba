"""Client-side search: labelled, announced through a live region, and not needed to reach any page."""
import html
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import search_index
from conftest import LOCALES, open_page, plan_pages

HEADING = re.compile(r"<h1>([^<]*)")


def loaded_scripts(driver, part: str = "") -> list[str]:
    """The addresses of the page's script elements (those search.js added among them) holding `part`."""
    return driver.execute_script(
        "var part = arguments[0];"
        " return Array.prototype.map.call(document.querySelectorAll('script[src]'), function (s) {"
        " return s.src; }).filter(function (src) { return src.indexOf(part) !== -1; });", part)


def wait_for_status(driver, text_part):
    WebDriverWait(driver, 5).until(
        lambda d: text_part in d.find_element(By.ID, "search-status").text)
    return driver.find_element(By.ID, "search-status").text


@pytest.mark.parametrize("locale", ("",) + LOCALES)
def test_search_index_lists_every_plan_with_its_words(site, locale):
    """Each language has its own index: every plan's page is a plan of the index, in that language's
    titles, and every word of its title is found in its parts."""
    folder = site / locale
    index = search_index.names(folder)
    assert len(index["platforms"]) == 3
    found = search_index.plan_words(folder)
    plans = [search_index.plan(index, number) for number in sorted(found)]
    assert len(plans) == index["plans"] == len(plan_pages())
    urls = {entry["url"] for entry in plans}
    assert {"ios/popover-tooltip.html", "android/popover-tooltip.html", "web/popover-tooltip.html"} <= urls
    for number, entry in zip(sorted(found), plans):
        assert (folder / entry["url"]).is_file()
        heading = html.unescape(HEADING.search((folder / entry["url"]).read_text()).group(1))
        assert heading in entry["title"], (entry, heading)
        # A word of one character ("E-Mail") is found through its character's part, not listed.
        longer = {word for word in search_index.words(entry["title"]) if len(word) > 1}
        assert longer <= found[number], entry["title"]
    for start in index["parts"]:
        assert search_index.part_path(folder, start).is_file(), start
    written = {path.name for path in (folder / "search").glob("words-*.js")}
    assert written == {search_index.part_path(folder, start).name for start in index["parts"]}, \
        "every part written is listed, and no other"


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


def test_without_javascript_each_platform_list_is_linked(driver_without_javascript, site):
    """Without scripts the search page links to each platform's page, which lists every plan: listing
    every plan on the search page itself would weigh 350 KB at 2,000 components."""
    driver = driver_without_javascript
    open_page(driver, site / "search/index.html")
    assert not driver.find_element(By.ID, "search-form").is_displayed()
    fallback = driver.find_element(By.ID, "search-fallback")
    assert fallback.is_displayed()
    hrefs = sorted(a.get_attribute("href") for a in fallback.find_elements(By.TAG_NAME, "a"))
    platforms = [site / platform / "index.html" for platform in ("android", "ios", "web")]
    assert hrefs == [page.as_uri() for page in platforms]
    listed = set()
    for page in platforms:
        open_page(driver, page)
        listed |= {a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "main a")}
    assert {page.as_uri() for page in plan_pages()} <= listed


@pytest.mark.parametrize("locale, query, titles", [
    ("de", "popover-tooltip esc", ["Popover-Tooltip auf Android", "Popover-Tooltip auf iOS", "Popover-Tooltip im Web"]),
    ("es", "tooltip emergente esc", ["Tooltip emergente en Android", "Tooltip emergente en iOS",
                                        "Tooltip emergente en la Web"]),
])
def test_each_language_searches_its_own_index(driver, site, locale, query, titles):
    open_page(driver, site / locale / "search/index.html", "?q=" + query.replace(" ", "+"))
    WebDriverWait(driver, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results a"))
    links = driver.find_elements(By.CSS_SELECTOR, "#search-results a")
    assert [link.text for link in links][:3] == titles
    assert links[1].get_attribute("href") == (site / locale / "ios/popover-tooltip.html").as_uri()
    parts = loaded_scripts(driver, "/search/words-")
    own = (site / locale / "search").as_uri() + "/words-"
    assert parts and all(name.startswith(own) for name in parts), "the language's own parts, and only those"


def test_a_word_of_one_character_and_the_start_of_a_word_find_plans(driver, site):
    open_page(driver, site / "search/index.html", "?q=popov")
    assert wait_for_status(driver, "found") == "3 test plans found."
    open_page(driver, site / "search/index.html", "?q=p+tooltip")
    text = wait_for_status(driver, "found")
    assert int(text.split()[0]) >= 3
    titles = [link.text for link in driver.find_elements(By.CSS_SELECTOR, "#search-results a")]
    assert titles[:3] == ["Android Popover tooltip", "Web Popover tooltip", "iOS Popover tooltip"], \
        "plans whose title has every word come first"
