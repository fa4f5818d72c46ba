"""Every plan's downloads: files of the site's downloads folder, one plain link away from its plan page
and its component page, each the bytes its one exporter writes (`a11yplan render` and `export`), saved
under a name that says what it is, from disk and from a server, without JavaScript."""
import functools
import http.server
import pathlib
import subprocess
import threading
import time

import pytest
from selenium.webdriver.common.by import By

from conftest import a11yplan_binary, checklist_page, download, downloads, open_page, plan_pages
from test_interactive_checklist import allow_downloads, wait_for_file

# The checklist formats a plan page links for saving, by file suffix and `export --format` name.
CHECKLIST_FORMATS = {"md": "markdown", "csv": "csv", "json": "json", "feature": "gherkin"}
SAMPLE = [("popover-tooltip", "ios"), ("popover-tooltip", "android"), ("popover-tooltip", "web"),
          ("skip-link", "web")]


def exported(component: str, platform: str, name: str, locale: str = "") -> bytes:
    """The bytes of the download `name` as the command line writes them: `render` for the plan's
    Markdown, `export --format F` for a checklist."""
    extra = ["--locale", locale] if locale else []
    if name == f"{component}-{platform}.md":
        arguments = ["render", component, "--platform", platform, *extra]
    else:
        suffix = name.rsplit(".", 1)[1]
        arguments = ["export", component, "--platform", platform, "--format", CHECKLIST_FORMATS[suffix], *extra]
    result = subprocess.run([a11yplan_binary(), *arguments], capture_output=True, check=False)
    assert result.returncode == 0, result.stderr.decode()
    return result.stdout


def expected_names(component: str, platform: str) -> set[str]:
    return {f"{component}-{platform}.md"} | {f"{component}-{platform}-checklist.{s}" for s in CHECKLIST_FORMATS}


@pytest.mark.parametrize("platform", ["ios", "android", "web"])
def test_every_plan_page_links_its_downloads_and_checklist(site, platform):
    """From every plan page: one link per download, to the file of that name in the downloads folder,
    and a plain link to the plan's interactive checklist page. Every sixth page's files (in name order,
    the popover tooltip's always) are compared with what the command line writes, one process a file;
    SiteBuilderTests compares every file of the site with its exporter in process."""
    pages = [page for page in plan_pages() if page.parent.name == platform]
    assert len(pages) > 40
    for number, page in enumerate(pages):
        component = page.stem
        links = downloads(page)
        assert set(links) == expected_names(component, platform), page.name
        text = page.read_text()
        checklist = checklist_page(component, platform)
        assert f'<a href="../checklists/{checklist.name}">' in text, f"{page.name} links its checklist"
        assert checklist.is_file()
        for name, target in links.items():
            assert target == download(name), f"{page.name}: {name} is the file of that name in downloads/"
            assert target.is_file() and target.stat().st_size > 0, name
            if number % 6 == 0 or component == "popover-tooltip":
                assert target.read_bytes() == exported(component, platform, name), f"{page.name}: {name}"


def test_the_component_page_links_every_platforms_downloads(site):
    page = site / "components/popover-tooltip.html"
    links = downloads(page)
    assert set(links) == set().union(*(expected_names("popover-tooltip", p) for p in ("ios", "android", "web")))
    assert all(target == download(name) for name, target in links.items())
    for platform in ("ios", "android", "web"):
        assert f'<a href="../checklists/popover-tooltip-{platform}-checklist.html">' in page.read_text()


def test_a_translated_sites_downloads_are_exported_in_its_language(site):
    links = downloads(site / "de/ios/popover-tooltip.html")
    assert set(links) == expected_names("popover-tooltip", "ios")
    for name, target in links.items():
        assert target == download(name, "de")
        assert target.read_bytes() == exported("popover-tooltip", "ios", name, "de"), name


def wait_for_download_or_page(driver, folder: pathlib.Path, target: pathlib.Path) -> str:
    """After a click on a link to `target`: "saved" once Chromium saved the file into `folder`, "opened"
    once the tab shows the file (Chromium opens text files from disk in the tab)."""
    for _ in range(100):
        if (folder / target.name).is_file() and (folder / target.name).stat().st_size > 0:
            return "saved"
        if driver.current_url == target.as_uri():
            return "opened"
        time.sleep(0.1)
    raise AssertionError(f"{target.name} was neither saved nor opened")


@pytest.mark.parametrize("component,platform", SAMPLE)
def test_downloads_and_checklist_open_from_disk_without_javascript(driver_without_javascript, site, tmp_path,
                                                                     component, platform):
    """From `file://` Chromium ignores `download` (each file is an origin of its own): a click opens
    the file in the tab or saves it under its own name, which says what it is. Either way it is the
    exporter's file, and the checklist is a plain link to its page."""
    driver = driver_without_javascript
    allow_downloads(driver, tmp_path)
    plan = site / platform / f"{component}.html"
    for name in sorted(expected_names(component, platform)):
        open_page(driver, plan)
        link = driver.find_element(By.CSS_SELECTOR, f"main a[download='{name}']")
        link.click()
        how = wait_for_download_or_page(driver, tmp_path, download(name))
        if how == "saved":
            assert (tmp_path / name).read_bytes() == exported(component, platform, name), name
        else:
            assert download(name).read_bytes() == exported(component, platform, name), name
    open_page(driver, plan)
    driver.find_element(By.CSS_SELECTOR, f"main a[href$='/{component}-{platform}-checklist.html']").click()
    assert driver.current_url == checklist_page(component, platform).as_uri()
    assert driver.find_element(By.TAG_NAME, "h1").text.startswith("Checklist: ")


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


@pytest.fixture
def server(site):
    """The site served over HTTP on 127.0.0.1, as a web server serves it."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(site)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()
    httpd.server_close()


@pytest.mark.parametrize("component,platform", SAMPLE[:2])
def test_downloads_save_from_a_server(driver_without_javascript, server, tmp_path, component, platform):
    """From a server each link saves its file under the name the link gives, without JavaScript."""
    driver = driver_without_javascript
    allow_downloads(driver, tmp_path)
    driver.get(f"{server}{platform}/{component}.html")
    for name in sorted(expected_names(component, platform)):
        driver.find_element(By.CSS_SELECTOR, f"main a[download='{name}']").click()
        assert wait_for_file(tmp_path, name).read_bytes() == exported(component, platform, name), name
    assert driver.current_url == f"{server}{platform}/{component}.html", "every link saved, none navigated"


def test_the_checklist_saved_from_a_server_stands_alone(driver, server, tmp_path):
    """The checklist page's own link saves it; the saved file works from a downloads folder: it records
    and keeps a result over a reload."""
    allow_downloads(driver, tmp_path)
    driver.get(f"{server}checklists/popover-tooltip-android-checklist.html")
    driver.find_element(By.LINK_TEXT, "Save this checklist to work offline").click()
    saved = wait_for_file(tmp_path, "popover-tooltip-android-checklist.html")
    assert saved.read_bytes() == checklist_page("popover-tooltip", "android").read_bytes()
    open_page(driver, saved)
    driver.find_element(By.ID, "clear-results").click()
    driver.find_element(By.ID, "i1-fail").click()
    for _ in range(10):
        driver.refresh()
        if driver.find_element(By.ID, "i1-fail").is_selected():
            break
        time.sleep(0.2)
    assert driver.find_element(By.ID, "i1-fail").is_selected()
    assert driver.find_element(By.ID, "progress").text.startswith("1 of ")
    driver.execute_script("localStorage.clear()")
