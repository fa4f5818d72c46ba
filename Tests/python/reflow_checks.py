"""Content reflows at 320 CSS px without sideways scrolling and stays whole with text at 200 %."""
from conftest import page_id

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


def check_reflow(driver, page):
    """The loaded page reflows at 320 CSS px, then stays whole with text at 200 %."""
    driver.set_window_size(320, 800)
    width = driver.execute_script("return document.documentElement.clientWidth")
    assert width <= 320
    assert driver.execute_script(NO_SIDEWAYS_SCROLL), f"{page_id(page)} scrolls sideways at {width} px"
    driver.set_window_size(1280, 900)
    driver.execute_script("document.documentElement.style.fontSize = '200%'")
    assert driver.execute_script("return parseFloat(getComputedStyle(document.body).fontSize)") >= 32
    assert driver.execute_script(NO_SIDEWAYS_SCROLL), f"{page_id(page)} scrolls sideways with 200 % text"
    assert driver.execute_script(CLIPPED) == [], page_id(page)
    assert not driver.execute_script(OVERLAPS_MAIN), page_id(page)
    driver.execute_script("document.documentElement.style.fontSize = ''")
