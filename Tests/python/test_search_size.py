"""Search stays small: at 2,000 components (the benchmark's synthetic catalog, three platforms each)
the search page transfers at most 300 KB to answer a query typed key by key, every script it loads
counted (the page, stylesheet, search script, the names and each part of the index it asks for)."""
import os
import pathlib
import subprocess
import time

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


def build_large_site(folder: pathlib.Path) -> pathlib.Path:
    """The benchmark's synthetic site of `COMPONENTS` components, built into `folder`."""
    site = folder / "site"
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


def query_transfer(driver, site: pathlib.Path, query: str) -> dict[str, int]:
    """Types `query` into the search page key by key, each pause past the script's 150 ms wait so that
    every prefix is searched and loads its part (the most a reader typing it can make the page load),
    and returns the files the page loaded with their sizes."""
    open_page(driver, site / "search/index.html")
    field = driver.find_element(By.ID, "search-query")
    for key in query:
        field.send_keys(key)
        time.sleep(0.2)
    WebDriverWait(driver, 10).until(
        lambda d: "found" in d.find_element(By.ID, "search-status").text
        and len(d.find_elements(By.CSS_SELECTOR, "#search-results li")) == int(
            d.find_element(By.ID, "search-status").text.split()[0]))
    assert int(driver.find_element(By.ID, "search-status").text.split()[0]) > 0, query
    return transferred(driver, site)


def test_search_stays_small_at_two_thousand_components(driver, tmp_path):
    """One test, so that the parallel run builds the large site once."""
    site = build_large_site(tmp_path)
    index = search_index.names(site)
    assert index["plans"] == COMPONENTS * 3
    for query in ("drawer escape", "focus", "s", "panel 1230 enter"):
        files = query_transfer(driver, site, query)
        parts = [path for path in files if path.startswith("search/words-")]
        assert parts, "the query loaded parts of the index, not the whole of it"
        total = sum(files.values())
        print(f"query {query!r}: {total} bytes in {len(files)} files ({len(parts)} parts)")
        assert total <= LIMIT, (query, files)
    # The index as a whole is split: the names and every part stay far under the limit on their own.
    sizes = {path.name: path.stat().st_size for path in (site / "search").glob("words-*.js")}
    names = (site / "search-index.js").stat().st_size
    print(f"names {names} bytes, {len(sizes)} parts, largest {max(sizes.values())} bytes, "
          f"all together {sum(sizes.values()) + names} bytes")
    assert names <= 100_000
    assert max(sizes.values()) <= 50_000
    assert (site / "search/index.html").stat().st_size <= 10_000, "the page lists no plan itself"
