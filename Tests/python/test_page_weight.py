"""Pages carry what they show: no download rides inside a link of a page every reader loads, and a plan
page weighs what its plan does. Only a plan's interactive checklist page, which testers open to work in,
carries the plan's downloads, in its section `#downloads`. The limits hold in every language of the
site; the stylesheet is one shared file."""
import re
import statistics

import pytest

from conftest import LOCALES, site_dir

DATA_URL = re.compile(rb"""(?<=")data:[^"]*""")
MEDIAN_LIMIT = 16 * 1024
LARGEST_LIMIT = 32 * 1024


def is_checklist_page(page) -> bool:
    return page.parent.name == "checklists" and page.name.endswith("-checklist.html")


def test_no_page_carries_a_data_url_over_one_kilobyte(site):
    """Plan pages, component pages and every other page a reader loads carry no download."""
    pages = [page for page in sorted(site.rglob("*.html")) if not is_checklist_page(page)]
    assert len(pages) > 700, "every language's pages"
    heavy = [f"{page.relative_to(site)}: {len(url)} bytes" for page in pages
             for url in DATA_URL.findall(page.read_bytes()) if len(url) > 1024]
    assert heavy == []


def test_a_checklist_page_carries_its_downloads_in_their_section_alone(site):
    """A checklist page's `data:` URLs are its downloads' links, in the section the plan page links to."""
    pages = [page for page in sorted(site.rglob("*.html")) if is_checklist_page(page)]
    assert len(pages) > 500, "every language's checklist pages"
    for page in pages:
        text = page.read_bytes()
        start = text.index(b'<section id="downloads"')
        end = text.index(b"</section>", start)
        outside = [url for url in DATA_URL.findall(text[:start] + text[end:]) if len(url) > 1024]
        assert outside == [], f"{page.relative_to(site)} carries a file outside its downloads"
        assert len(DATA_URL.findall(text[start:end])) == 5, f"{page.relative_to(site)}: five downloads"


@pytest.mark.parametrize("locale", ("",) + LOCALES)
def test_plan_pages_weigh_what_their_plan_does(site, locale):
    folder = site / locale
    sizes = {page.relative_to(site): page.stat().st_size for platform in ("ios", "android", "web")
             for page in (folder / platform).glob("*.html") if page.name != "index.html"}
    assert len(sizes) > 150
    median = statistics.median(sizes.values())
    largest = max(sizes, key=sizes.get)
    print(f"plan pages{' in ' + locale if locale else ''}: median {median:.0f} bytes, "
          f"largest {sizes[largest]} bytes ({largest})")
    assert median <= MEDIAN_LIMIT, f"the median plan page is {median:.0f} bytes"
    assert sizes[largest] <= LARGEST_LIMIT, f"{largest} is {sizes[largest]} bytes"
    for page in (folder / "ios").glob("*.html"):
        assert b'<link rel="stylesheet" href="../' in page.read_bytes() and b"<style" not in page.read_bytes(), (
            f"{page.relative_to(site)} shares the site's stylesheet")
