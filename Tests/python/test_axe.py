"""One page of every kind passes axe-core in dark mode and forced colours too (every page is checked
in light mode by test_structure.test_page)."""
import pytest

from conftest import describe, html_pages, open_page, page_id, run_axe, sample_pages

SCHEMES = {
    "light": [],
    "dark": [{"name": "prefers-color-scheme", "value": "dark"}],
    "forced-colors": [{"name": "forced-colors", "value": "active"}],
    "forced-colors-dark": [{"name": "prefers-color-scheme", "value": "dark"},
                           {"name": "forced-colors", "value": "active"}],
}


def test_the_site_has_every_kind_of_page(site):
    names = {page_id(path) for path in html_pages()}
    for expected in ("index.html", "404.html", "search/index.html", "ios/index.html", "android/index.html",
                     "web/index.html", "ios/popover-tooltip.html", "components/popover-tooltip.html"):
        assert expected in names


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("page", sample_pages(), ids=page_id)
def test_no_axe_violations_in_every_colour_scheme(driver, page, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": SCHEMES[scheme]})
    open_page(driver, page)
    if scheme.startswith("dark"):
        assert driver.execute_script(
            "return matchMedia('(prefers-color-scheme: dark)').matches") is True
    result = run_axe(driver)
    assert result["violations"] == [], describe(result["violations"])
    assert len(result["passes"]) > 10, "axe ran its rules"
