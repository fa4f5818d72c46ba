"""Keyboard use: the skip link comes first, leads into the main content, and focus is always visible."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.action_chains import ActionChains

from conftest import open_page, page_id, sample_pages

FOCUS_VISIBLE = """
const e = document.activeElement, s = getComputedStyle(e);
const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
const shadow = s.boxShadow && s.boxShadow !== 'none';
const r = e.getBoundingClientRect();
return {outline: outline || shadow, width: r.width, height: r.height,
        inView: r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth};
"""


def press_tab(driver, shift=False):
    chain = ActionChains(driver)
    if shift:
        chain.key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT)
    else:
        chain.send_keys(Keys.TAB)
    chain.perform()


def test_skip_link_leads_into_main(driver, site):
    open_page(driver, site / "ios/popover-tooltip.html")
    press_tab(driver)
    active = driver.switch_to.active_element
    assert "skip-link" in active.get_attribute("class")
    state = driver.execute_script(FOCUS_VISIBLE)
    assert state["outline"] and state["inView"] and state["width"] > 0, state
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    assert driver.switch_to.active_element.get_attribute("id") == "main"
    press_tab(driver)
    inside = driver.execute_script("return document.getElementById('main').contains(document.activeElement)")
    assert inside, "the next Tab stays in the main content"
    assert driver.execute_script(FOCUS_VISIBLE)["outline"]


@pytest.mark.parametrize("page", sample_pages(), ids=page_id)
def test_every_interactive_element_shows_focus(driver, page):
    open_page(driver, page)
    count = driver.execute_script("""
        const seen = new Set();
        return [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')]
          .filter(e => e.tabIndex >= 0 && e.getClientRects().length > 0)
          .filter(e => {  // a radio group is one Tab stop
            if (e.type !== 'radio') return true;
            if (seen.has(e.name)) return false;
            seen.add(e.name);
            return true;
          }).length;""")
    seen = []
    for _ in range(count):
        press_tab(driver)
        active = driver.switch_to.active_element
        label = active.tag_name + ":" + (active.text or active.get_attribute("id") or "")[:40]
        state = driver.execute_script(FOCUS_VISIBLE)
        assert state["outline"], f"{label} has no visible focus"
        assert state["inView"], f"{label} is focused off screen"
        seen.append(label)
    assert len(seen) == count and count >= 5
