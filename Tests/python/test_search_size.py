"""Search stays small: at 2,000 components (the benchmark's synthetic catalog, three platforms each)
the search page transfers at most 300 KB to answer a query typed key by key, every script it loads
counted (the page, stylesheet, search script, the names and each part of the index it asks for)."""
import os
import pathlib
import subprocess
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import search_index
from conftest import open_page

LIMIT = 300_000
COMPONENTS = 2000


def bench_binary() -> str:
    """The built `a11yplan-bench`: `A11YPLAN_BENCH_BIN`, else the debug build."""
    default = pathlib.Path(__file__).resolve().parents[2] / ".build/debug/a11yplan-bench"
    path = os.path.abspath(os.environ.get("A11YPLAN_BENCH_BIN", str(default)))
    assert os.path.exists(path), f"{path} is missing: run through `make test`"
    return path


@pytest.fixture(scope="module")
def large_site(tmp_path_factory) -> pathlib.Path:
    site = tmp_path_factory.mktemp("large") / "site"
    subprocess.run([bench_binary(), "--components", str(COMPONENTS), "--output", str(site)],
                   check=True, stdout=subprocess.DEVNULL, timeout=600)
    return site


def transferred(driver, site: pathlib.Path) -> dict[str, int]:
    """Each file the open page loaded, the page itself among them, with its size on disk."""
    addresses = driver.execute_script(
        "return [location.href.split('?')[0]].concat("
        " Array.prototype.map.call(document.querySelectorAll('script[src], link[rel=stylesheet]'),"
        " function (e) { return e.src || e.href; }));")
    files = {}
    for address in addresses:
        assert address.startswith("file://"), address
        path = pathlib.Path(address[len("file://"):])
        assert path.is_relative_to(site), address
        files[str(path.relative_to(site))] = path.stat().st_size
    return files


@pytest.mark.parametrize("query", ["drawer escape", "focus", "s", "panel 1230 enter"])
def test_a_query_at_two_thousand_components_loads_under_the_limit(driver, large_site, query):
    index = search_index.names(large_site)
    assert index["plans"] == COMPONENTS * 3
    open_page(driver, large_site / "search/index.html")
    field = driver.find_element(By.ID, "search-query")
    # Key by key, each pause past the script's 150 ms wait, so that every prefix is searched and loads
    # its part: the most a reader typing the query can make the page load.
    for key in query:
        field.send_keys(key)
        time.sleep(0.2)
    WebDriverWait(driver, 10).until(
        lambda d: "found" in d.find_element(By.ID, "search-status").text
        and len(d.find_elements(By.CSS_SELECTOR, "#search-results li")) == int(
            d.find_element(By.ID, "search-status").text.split()[0]))
    found = int(driver.find_element(By.ID, "search-status").text.split()[0])
    assert found > 0
    files = transferred(driver, large_site)
    parts = [path for path in files if path.startswith("search/words-")]
    assert parts, "the query loaded parts of the index, not the whole of it"
    total = sum(files.values())
    print(f"query {query!r}: {found} plans found, {total} bytes in {len(files)} files "
          f"({len(parts)} parts, names {files['search-index.js']} bytes)")
    assert total <= LIMIT, files


def test_no_part_of_the_index_is_large(large_site):
    """The index as a whole is split: the names and every part stay far under the limit on their own."""
    sizes = {path.name: path.stat().st_size for path in (large_site / "search").glob("words-*.js")}
    names = (large_site / "search-index.js").stat().st_size
    print(f"names {names} bytes, {len(sizes)} parts, largest {max(sizes.values())} bytes, "
          f"all together {sum(sizes.values()) + names} bytes")
    assert names <= 100_000
    assert max(sizes.values()) <= 50_000
    assert (large_site / "search/index.html").stat().st_size <= 10_000, "the page lists no plan itself"
