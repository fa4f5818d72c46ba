"""Content reflows at 320 CSS px without sideways scrolling and stays whole with text at 200 %."""
import pytest

from conftest import html_pages, open_page, page_id

NO_SIDEWAYS_SCROLL = "return document.documentElement.scrollWidth <= document.documentElement.clientWidth"

CLIPPED = """
const clipped = [];
for (const e of document.querySelectorAll('body *')) {
  if (e.closest('.visually-hidden, script, style, head')) continue;
  const s = getComputedStyle(e);
  if (s.display === 'none' || s.visibility === 'hidden') continue;
  const hides = ['hidden', 'clip'].includes(s.overflowX) || ['hidden', 'clip'].includes(s.overflowY);
  if (hides && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)) {
    clipped.push(e.tagName + '.' + e.className);
  }
}
return clipped;
"""

OVERLAPS_MAIN = """
const main = document.querySelector('main').getBoundingClientRect();
const header = document.querySelector('header').getBoundingClientRect();
return header.bottom > main.top + 1;
"""


@pytest.mark.parametrize("page", html_pages(), ids=page_id)
def test_reflows_at_320_px(driver, page):
    driver.set_window_size(320, 800)
    open_page(driver, page)
    width = driver.execute_script("return document.documentElement.clientWidth")
    assert width <= 320
    assert driver.execute_script(NO_SIDEWAYS_SCROLL), f"scrolls sideways at {width} px"


@pytest.mark.parametrize("page", html_pages(), ids=page_id)
def test_stays_whole_at_200_percent_text(driver, page):
    driver.set_window_size(1280, 900)
    open_page(driver, page)
    driver.execute_script("document.documentElement.style.fontSize = '200%'")
    assert driver.execute_script("return parseFloat(getComputedStyle(document.body).fontSize)") >= 32
    assert driver.execute_script(NO_SIDEWAYS_SCROLL)
    assert driver.execute_script(CLIPPED) == []
    assert not driver.execute_script(OVERLAPS_MAIN)
