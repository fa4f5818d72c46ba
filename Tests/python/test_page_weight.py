"""Pages carry what they show: no download rides inside a link, and a plan page weighs what its plan
does. The limits hold in every language of the site; the stylesheet is one shared file."""
import re
import statistics

import pytest

from conftest import LOCALES, site_dir

DATA_URL = re.compile(rb"""data:[^"'\s>]*""")
MEDIAN_LIMIT = 16 * 1024
LARGEST_LIMIT = 32 * 1024


def test_no_page_carries_a_data_url_over_one_kilobyte(site):
    pages = sorted(site.rglob("*.html"))
    assert len(pages) > 1000, "every language's pages, the checklist pages among them"
    heavy = [f"{page.relative_to(site)}: {len(url)} bytes" for page in pages
             for url in DATA_URL.findall(page.read_bytes()) if len(url) > 1024]
    assert heavy == []


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
