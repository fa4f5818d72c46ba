"""Shared fixtures: the freshly built site and one headless Chromium for the whole run.

A missing browser, driver or site is an error, never a skip: these tests are the site's proof.
"""
import html
import os
import pathlib
import re
import urllib.parse

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

import axe_playwright_python

AXE_SOURCE = pathlib.Path(axe_playwright_python.__file__).with_name("axe.min.js").read_text()
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")


def a11yplan_binary() -> str:
    """The built `a11yplan` the tests run, as an absolute path: `A11YPLAN_BIN`, else the debug build."""
    default = pathlib.Path(__file__).resolve().parents[2] / ".build/debug/a11yplan"
    path = os.path.abspath(os.environ.get("A11YPLAN_BIN", str(default)))
    assert os.path.exists(path), f"{path} is missing: run through `make test`"
    return path


def site_dir() -> pathlib.Path:
    path = os.environ.get("A11YPLAN_SITE")
    if not path:
        raise RuntimeError("A11YPLAN_SITE is not set: run these tests through `make test`")
    site = pathlib.Path(path).resolve()
    if not (site / "index.html").is_file():
        raise RuntimeError(f"no built site at {site}")
    return site


DOWNLOAD = re.compile(r'<a href="([^"]+)" download="([^"]+)">')
DATA_URL = re.compile(r"data:([^;,]+)(?:;charset=utf-8)?(;base64)?,(.*)", re.S)


def downloads(page: pathlib.Path) -> dict[str, pathlib.Path]:
    """The files of the site a page's download links save, by the name each link gives: the file each
    link leads to, resolved from the page as a browser resolves it from disk (`data:` links aside)."""
    text = page.read_text()
    return {html.unescape(name): (page.parent / urllib.parse.unquote(html.unescape(href))).resolve()
            for href, name in DOWNLOAD.findall(text) if not href.startswith("data:")}


def decode_data_url(url: str) -> tuple[str, bytes]:
    """A `data:` URL's media type and bytes, decoded as a browser saves them."""
    match = DATA_URL.fullmatch(url)
    assert match, f"not a data: URL: {url[:60]}"
    media_type, base64, payload = match.groups()
    data = __import__("base64").b64decode(payload) if base64 else urllib.parse.unquote_to_bytes(payload)
    return media_type, data


def carried_downloads(page: pathlib.Path) -> dict[str, tuple[str, bytes]]:
    """The downloads a page carries inside its links (`<a href="data:…" download="name">`), by the name
    each link gives: each one's media type and bytes."""
    return {html.unescape(name): decode_data_url(html.unescape(href))
            for href, name in DOWNLOAD.findall(page.read_text()) if href.startswith("data:")}


def checklist_page(component: str, platform: str, locale: str = "") -> pathlib.Path:
    """The site's interactive checklist page of one plan (in `locale`'s folder when given)."""
    return site_dir() / locale / "checklists" / f"{component}-{platform}-checklist.html"


def download(name: str, locale: str = "") -> pathlib.Path:
    """One of the site's downloads by its file name (in `locale`'s folder when given)."""
    return site_dir() / locale / "downloads" / name


LOCALES = ("de", "es")


def locale_pages(locale: str) -> list[pathlib.Path]:
    """Every page of the site's version in `locale` (built with `--locales`)."""
    return sorted((site_dir() / locale).rglob("*.html"))


def html_pages() -> list[pathlib.Path]:
    """Every page of the site in its source language, each plan's interactive checklist among them. The
    other languages' pages are the same templates with other words: the Nu checker reads all of them,
    the browser a sample (`sample_pages`)."""
    site = site_dir()
    return sorted(page for page in site.rglob("*.html") if page.relative_to(site).parts[0] not in LOCALES)


def structure_pages() -> list[pathlib.Path]:
    """The pages the browser loads one by one (`test_structure`): every page of the source language but
    the interactive checklists, of which every fourth in name order and the popover tooltip's. The
    checklist pages are one exporter's page over different items, and each is 60 to 130 KB with its
    downloads: every one cost a sixth of `make test`. The Nu checker reads every one of them in every
    language, and `SiteBuilderTests` compares each with its exporter."""
    pages = html_pages()
    checklists = [page for page in pages if page.name.endswith("-checklist.html")]
    sampled = set(checklists[::4]) | {page for page in checklists if page.name.startswith("popover-tooltip-")}
    return [page for page in pages if page not in checklists or page in sampled]


def plan_pages() -> list[pathlib.Path]:
    """Every component × platform test plan page."""
    site = site_dir()
    return sorted(p for platform in ("ios", "android", "web") for p in (site / platform).glob("*.html")
                  if p.name != "index.html")


def sample_pages() -> list[pathlib.Path]:
    """One page of every kind, for the slower checks that every kind of page must pass: the home,
    platform, search, 404 and builder pages, the popover tooltip's plan on each platform, its
    cross-platform page and its interactive checklists, and a plan of a web-only component."""
    site = site_dir()
    names = ["index.html", "404.html", "search/index.html", "checklists/index.html", "ios/index.html",
             "android/index.html", "web/index.html", "components/popover-tooltip.html",
             "web/skip-link.html", "components/skip-link.html", "coverage/index.html"]
    pages = [site / name for name in names]
    for platform in ("ios", "android", "web"):
        pages += [site / f"{platform}/popover-tooltip.html", checklist_page("popover-tooltip", platform)]
    # The other languages: a sample of their kinds of page (the Nu checker reads every page of each),
    # an interactive checklist in German among them.
    pages += [site / "de" / name for name in ("index.html", "ios/popover-tooltip.html", "checklists/index.html")]
    pages.append(checklist_page("popover-tooltip", "ios", "de"))
    pages += [site / "es" / name for name in ("web/popover-tooltip.html",)]
    missing = [str(p) for p in pages if not p.is_file()]
    if missing:
        raise RuntimeError(f"sample pages missing from the site: {missing}")
    return pages


def page_id(path: pathlib.Path) -> str:
    """A page's name in messages: its path in the site, else the path (a page a test saved or wrote
    elsewhere)."""
    if path.is_relative_to(site_dir()):
        return str(path.relative_to(site_dir()))
    return str(path)


@pytest.fixture(scope="session")
def site() -> pathlib.Path:
    return site_dir()


def make_driver(javascript: bool = True) -> webdriver.Chrome:
    for required in (CHROMIUM, CHROMEDRIVER):
        if not os.path.exists(required):
            raise RuntimeError(f"{required} is missing: `make test` installs chromium and chromium-driver")
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.binary_location = CHROMIUM
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


@pytest.fixture(scope="session")
def driver():
    browser = make_driver()
    yield browser
    browser.quit()


@pytest.fixture(scope="session")
def driver_without_javascript():
    browser = make_driver(javascript=False)
    yield browser
    browser.quit()


@pytest.fixture(autouse=True)
def reset_browser(request):
    """Every test starts at desktop size, light mode, 100 % text."""
    if "driver" in request.fixturenames:
        browser = request.getfixturevalue("driver")
        browser.set_window_size(1280, 900)
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    yield


def open_page(driver, path: pathlib.Path, query: str = "") -> None:
    driver.get(path.as_uri() + query)


def run_axe(driver) -> dict:
    driver.execute_script(AXE_SOURCE)
    result = driver.execute_async_script(
        """const done = arguments[arguments.length - 1];
        axe.run(document, {runOnly: {type: 'tag',
            values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']}})
          .then(done).catch(e => done({error: String(e)}));"""
    )
    assert "error" not in result, result
    return result


def describe(violations: list) -> str:
    lines = []
    for violation in violations:
        targets = [", ".join(node["target"]) for node in violation["nodes"][:5]]
        lines.append(f"{violation['id']} ({violation['impact']}): {violation['help']} at {targets}")
    return "\n".join(lines)
