"""Every plan's downloads, one plain link from its plan page and its component page, from disk and
from a server, without JavaScript, each saved under a name that says what it is and each the bytes its
one exporter writes (`a11yplan render` and `export`):

- the plan's Markdown and its JSON checklist are files of the site's downloads folder, which the plan
  page's links save;
- every download, the checklist as a task list, CSV and Gherkin among them, rides inside a link of the
  plan's interactive checklist page (its section `#downloads`), which only testers open, so the plan
  page that every reader loads carries none of them."""
import functools
import http.server
import pathlib
import subprocess
import threading
import time

import pytest
from selenium.webdriver.common.by import By

from conftest import (a11yplan_binary, carried_downloads, checklist_page, decode_data_url, download, downloads,
                      open_page, plan_pages)
from test_interactive_checklist import allow_downloads, wait_for_file

# The checklist formats a checklist page carries, by file suffix and `export --format` name.
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
    """Every download of a plan, as its checklist page carries them."""
    return {f"{component}-{platform}.md"} | {f"{component}-{platform}-checklist.{s}" for s in CHECKLIST_FORMATS}


def file_names(component: str, platform: str) -> set[str]:
    """The downloads that are also files of the site, which the plan page saves."""
    return {f"{component}-{platform}.md", f"{component}-{platform}-checklist.json"}


@pytest.mark.parametrize("platform", ["ios", "android", "web"])
def test_every_plan_page_links_its_downloads_and_checklist(site, platform):
    """From every plan page: a link per download file, to the file of that name in the downloads folder,
    a plain link to the plan's interactive checklist page, and one to that page's downloads, which
    carries every download. Every sixth page's downloads (in name order, the popover tooltip's always)
    are compared with what the command line writes, one process a download; SiteBuilderTests compares
    every download of the site with its exporter in process."""
    pages = [page for page in plan_pages() if page.parent.name == platform]
    assert len(pages) > 40
    for number, page in enumerate(pages):
        component = page.stem
        links = downloads(page)
        assert set(links) == file_names(component, platform), page.name
        text = page.read_text()
        checklist = checklist_page(component, platform)
        assert f'<a href="../checklists/{checklist.name}">' in text, f"{page.name} links its checklist"
        assert f'<a href="../checklists/{checklist.name}#downloads">' in text, f"{page.name} links every download"
        carried = carried_downloads(checklist)
        assert set(carried) == expected_names(component, platform), checklist.name
        assert 'id="downloads"' in checklist.read_text()
        for name, target in links.items():
            assert target == download(name), f"{page.name}: {name} is the file of that name in downloads/"
            assert target.read_bytes() == carried[name][1], f"{page.name}: {name} is the same file in both places"
        if number % 6 == 0 or component == "popover-tooltip":
            for name, (_, data) in carried.items():
                assert data == exported(component, platform, name), f"{checklist.name}: {name}"


def test_the_component_page_links_every_platforms_downloads(site):
    page = site / "components/popover-tooltip.html"
    links = downloads(page)
    assert set(links) == set().union(*(file_names("popover-tooltip", p) for p in ("ios", "android", "web")))
    assert all(target == download(name) for name, target in links.items())
    for platform in ("ios", "android", "web"):
        assert f'<a href="../checklists/popover-tooltip-{platform}-checklist.html">' in page.read_text()
        assert f'<a href="../checklists/popover-tooltip-{platform}-checklist.html#downloads">' in page.read_text()


def test_a_translated_sites_downloads_are_exported_in_its_language(site):
    links = downloads(site / "de/ios/popover-tooltip.html")
    assert set(links) == file_names("popover-tooltip", "ios")
    for name, target in links.items():
        assert target == download(name, "de")
        assert target.read_bytes() == exported("popover-tooltip", "ios", name, "de"), name
    carried = carried_downloads(checklist_page("popover-tooltip", "ios", "de"))
    assert set(carried) == expected_names("popover-tooltip", "ios")
    for name, (_, data) in carried.items():
        assert data == exported("popover-tooltip", "ios", name, "de"), name


def wait_for_download_or_page(driver, folder: pathlib.Path, name: str, target: str) -> str:
    """After a click on a link that saves `name` from the URL `target`: "saved" once Chromium saved the
    file into `folder`, "opened" once the tab shows the file (Chromium opens text files from disk in the
    tab)."""
    for _ in range(100):
        if (folder / name).is_file() and (folder / name).stat().st_size > 0:
            return "saved"
        if driver.current_url == target:
            return "opened"
        time.sleep(0.1)
    raise AssertionError(f"{name} was neither saved nor opened")


def click_downloads(driver, page_url: str, folder: pathlib.Path, component: str, platform: str, names: set[str]):
    """Clicks each link of the page at `page_url` that saves one of `names`, and checks what it saved or
    opened is the exporter's file."""
    for name in sorted(names):
        driver.get(page_url)
        (folder / name).unlink(missing_ok=True)
        link = driver.find_element(By.CSS_SELECTOR, f"main a[download='{name}']")
        href = link.get_attribute("href")
        link.click()
        how = wait_for_download_or_page(driver, folder, name, href)
        if how == "saved":
            assert (folder / name).read_bytes() == exported(component, platform, name), name
        elif href.startswith("data:"):
            assert decode_data_url(href)[1] == exported(component, platform, name), name
        else:
            assert download(name).read_bytes() == exported(component, platform, name), name


@pytest.mark.parametrize("component,platform", SAMPLE)
def test_downloads_and_checklist_open_from_disk_without_javascript(driver_without_javascript, site, tmp_path,
                                                                     component, platform):
    """From `file://` Chromium may ignore `download` for a file of the site (each file is an origin of
    its own): a click opens the file in the tab or saves it under its own name, which says what it is.
    Either way it is the exporter's file. The plan page's plain links lead to the checklist page and
    to its downloads, whose links save every download."""
    driver = driver_without_javascript
    allow_downloads(driver, tmp_path)
    plan = site / platform / f"{component}.html"
    click_downloads(driver, plan.as_uri(), tmp_path, component, platform, file_names(component, platform))
    open_page(driver, plan)
    checklist = checklist_page(component, platform)
    driver.find_element(By.CSS_SELECTOR, f"main a[href$='/{checklist.name}#downloads']").click()
    assert driver.current_url == checklist.as_uri() + "#downloads"
    assert driver.find_element(By.ID, "downloads-heading").is_displayed()
    click_downloads(driver, checklist.as_uri(), tmp_path, component, platform, expected_names(component, platform))
    open_page(driver, plan)
    driver.find_element(By.CSS_SELECTOR, f"main a[href$='/{checklist.name}']").click()
    assert driver.current_url == checklist.as_uri()
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
    """From a server each link saves its file under the name the link gives, without JavaScript: the plan
    page's files, and every download on the checklist page."""
    driver = driver_without_javascript
    allow_downloads(driver, tmp_path)
    for url, names in ((f"{server}{platform}/{component}.html", file_names(component, platform)),
                       (f"{server}checklists/{component}-{platform}-checklist.html",
                        expected_names(component, platform))):
        driver.get(url)
        for name in sorted(names):
            (tmp_path / name).unlink(missing_ok=True)
            driver.find_element(By.CSS_SELECTOR, f"main a[download='{name}']").click()
            assert wait_for_file(tmp_path, name).read_bytes() == exported(component, platform, name), name
        assert driver.current_url == url, "every link saved, none navigated"


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
