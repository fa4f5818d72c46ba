"""`preview` end to end: a small catalog package of a team's own (Tests/PreviewFixture, copied and
built once), served by its own tool while headless Chromium holds a plan page open. An edit to the
component shows on the page without a manual reload; a compile error and a `check` error show on the
page with their file and line; fixing them brings the page back; Ctrl-C stops the preview and leaves
no folder behind."""
import os
import pathlib
import re
import shutil
import signal
import socket
import subprocess
import threading
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from selenium.common.exceptions import StaleElementReferenceException

REPO = pathlib.Path(__file__).resolve().parents[2]
FIXTURE = REPO / "Tests" / "PreviewFixture"
COMPONENT = pathlib.Path("Sources/fixture-plans/Chip.swift")


def waiting(driver) -> WebDriverWait:
    """A wait of up to 90 s on a page that reloads by itself: an element read during a reload goes
    stale, and the wait reads it again."""
    return WebDriverWait(driver, 90, ignored_exceptions=(StaleElementReferenceException,))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def package(tmp_path_factory) -> pathlib.Path:
    root = tmp_path_factory.mktemp("preview") / "FixturePlans"
    shutil.copytree(FIXTURE, root)
    template = root / "Package.swift.in"
    manifest = template.read_text().replace("@A11YPLAN_ID@", REPO.name).replace("@A11YPLAN@", str(REPO))
    (root / "Package.swift").write_text(manifest)
    template.unlink()
    built = subprocess.run(
        ["swift", "build", "--product", "fixture-plans", "--package-path", str(root)],
        capture_output=True, text=True, timeout=1200)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    return root


class Preview:
    """The fixture's tool running `preview`, its standard error collected line by line."""

    def __init__(self, root: pathlib.Path, port: int):
        tool = subprocess.run(
            ["swift", "build", "--product", "fixture-plans", "--package-path", str(root), "--show-bin-path"],
            capture_output=True, text=True, check=True).stdout.strip()
        self.process = subprocess.Popen(
            [f"{tool}/fixture-plans", "preview", "--port", str(port)], cwd=root,
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.lines: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stderr:
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, pattern: str, timeout: float = 120) -> str:
        deadline = time.time() + timeout
        while time.time() < deadline:
            for line in self.lines:
                if re.search(pattern, line):
                    return line
            assert self.process.poll() is None, "preview exited: " + "\n".join(self.lines)
            time.sleep(0.1)
        raise AssertionError(f"no line matching {pattern!r} in: " + "\n".join(self.lines))


def line_of(path: pathlib.Path, text: str) -> int:
    return next(number for number, line in enumerate(path.read_text().splitlines(), 1) if text in line)


def edit(path: pathlib.Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, 1))


def problems(driver) -> str:
    found = driver.find_elements(By.ID, "a11yplan-preview-problems")
    return found[0].text if found else ""


def test_an_edit_reloads_the_page_and_errors_show_on_it(package, driver, driver_without_javascript):
    port = free_port()
    preview = Preview(package, port)
    try:
        preview.wait_for(r"^Serving Preview fixture at http://127\.0\.0\.1:\d+/$")
        page = f"http://127.0.0.1:{port}/web/chip.html"
        driver.get(page)
        body = lambda: driver.find_element(By.TAG_NAME, "body").text
        assert "a visible focus indicator around the chip" in body()

        # A page without JavaScript is the plain page.
        driver_without_javascript.get(page)
        assert "a visible focus indicator around the chip" in driver_without_javascript.find_element(
            By.TAG_NAME, "body").text

        # An edit: the open page shows the new words by itself.
        component = package / COMPONENT
        edit(component, "a visible focus indicator around the chip", "a thick focus ring around the chip")
        waiting(driver).until(lambda _: "a thick focus ring around the chip" in body())

        # A compile error: on the page, at its file and line; fixing it brings the page back.
        opening = 'Component("Chip", noun: "a chip") {'
        number = line_of(component, opening)
        edit(component, opening, 'Component("Chip", noun: "a chip" {')
        waiting(driver).until(lambda _: f"{COMPONENT}:{number}: error:" in problems(driver))
        assert "The catalog does not build" in problems(driver)
        preview.wait_for(re.escape(f"{COMPONENT}:{number}: error:"))
        edit(component, 'Component("Chip", noun: "a chip" {', opening)
        waiting(driver).until(lambda _: not problems(driver) and "a thick focus ring" in body())

        # A `check` error: the row without a WCAG reference, at its line.
        row = 'Row(.key(.space), "Turns the filter on or off", .wcag(.sc2_1_1))'
        number = line_of(component, row)
        edit(component, row, 'Row(.key(.space), "Turns the filter on or off")')
        waiting(driver).until(
            lambda _: re.search(rf"Chip\.swift:{number}: error: no WCAG reference", problems(driver)))
        edit(component, 'Row(.key(.space), "Turns the filter on or off")', row)
        waiting(driver).until(lambda _: not problems(driver) and "Turns the filter on or off" in body())

        # A second preview on the same port says the port is taken.
        second = subprocess.run(
            [preview.process.args[0], "preview", "--port", str(port)], cwd=package,
            capture_output=True, text=True, timeout=60)
        assert second.returncode == 1
        assert f"the port {port} is taken by another program; choose another with --port N" in second.stderr
        assert len(second.stderr.strip().splitlines()) == 1, second.stderr
    finally:
        pid = preview.process.pid
        preview.process.send_signal(signal.SIGINT)
        code = preview.process.wait(timeout=30)
    assert code == 0
    temporary = pathlib.Path(os.environ.get("TMPDIR", "/tmp"))
    assert not (temporary / f"a11yplan-preview-{pid}").exists(), "Ctrl-C leaves no folder behind"
