"""Builds killed at many moments (robustness run D3, D10): after each kill every page's links resolve,
nothing is left half-done, and the next build gives the same site as a clean build.

The kill comes from strace's fault injection: SIGKILL at the Nth call of one system call the build makes
(opening a file to write, renaming a file or folder into place, removing one), so the kill points are
spread over every phase of a build (rendering into a staging or pending folder, the commit, the moves
after it) without sleeping or guessing times. The points are a sample; each scenario takes a few."""

import json
import os
import pathlib
import shutil
import subprocess

import pytest

from conftest import a11yplan_binary
from site_tree import broken_links, files

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
STRACE = shutil.which("strace") or "/usr/bin/strace"


def build(site, *options):
    result = subprocess.run([a11yplan_binary(), "build", "--output", str(site), "--quiet", *options],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    return result


def killed_build(site, options, syscall, when):
    """Runs the build under strace, which kills it with SIGKILL at the `when`th call of `syscall` by one
    of its threads (`renameat2` only counts calls naming the site itself: the swap); says whether the
    kill came (a build that makes fewer calls ends by itself)."""
    only_site = ["-P", str(site)] if syscall == "renameat2" else []
    result = subprocess.run(
        [STRACE, "-f", "-qq", "-o", "/dev/null", *only_site, "-e", f"trace={syscall}",
         "-e", f"inject={syscall}:signal=KILL:when={when}",
         a11yplan_binary(), "build", "--output", str(site), "--quiet", *options],
        capture_output=True, text=True, check=False)
    assert result.returncode in (0, 137, -9), result.stderr[-2000:]
    return result.returncode != 0


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    """The folders the configurations name: RESULTS, a results folder with one results file (the button
    on iOS, every item passed), and THEME, a template folder whose stylesheet differs from the bundled
    one by a comment, so every page changes and no file is added."""
    theme = tmp_path_factory.mktemp("theme")
    (theme / "site.css").write_text((REPOSITORY / "Templates/Default/site.css").read_text() + "\n/* a team's */\n")
    folder = tmp_path_factory.mktemp("results")
    checklist = json.loads(subprocess.run([a11yplan_binary(), "export", "button", "--platform", "ios", "--format", "json"],
                                          capture_output=True, check=True).stdout)
    items = [item for part in checklist["checklists"] for item in part["items"]]
    document = {"schemaVersion": 1, "generator": "test", "catalog": {"name": "A11yPlan catalog", "version": "0.1.0"},
                "exportedAt": "2026-12-01T10:00:00Z",
                "results": [{"component": "button", "platform": "ios", "itemId": item["id"], "status": "pass",
                             "notes": ""} for item in items]}
    (folder / "button-ios.json").write_text(json.dumps(document))
    return {"RESULTS": folder, "THEME": theme}


@pytest.fixture(scope="module")
def clean_sites(tmp_path_factory, folders):
    """Clean builds of the configurations the scenarios move between, each made once when first asked
    for: what every interrupted build must end as after one more build."""
    root = tmp_path_factory.mktemp("clean")
    sites = {}

    def clean(name):
        if name not in sites:
            site = root / name
            build(site, *options_of(name, folders))
            sites[name] = (site, files(site))
        return sites[name]
    return clean


CONFIGURATIONS = {
    "en": [],
    "all": ["--locales", "all"],
    "all-results": ["--locales", "all", "--results", "RESULTS"],
    "all-theme": ["--locales", "all", "--templates", "THEME"],
}

# (from, to, clean?) and the kill points: a system call and which call of it (by one thread). A change
# of languages or one that adds files writes the whole site into a staging folder beside it (openat),
# moves each language's folder into it (rename) and swaps it in (renameat2) before the old site goes
# (unlink); a change of the same files is staged in the site's pending folder and moved into place
# after the commit (rename 1 is the commit). Each phase of each path is killed once (a second kill in
# the same phase found nothing the first did not, and each case costs two builds of every language);
# a site with results is killed while it is staged, since its report is written beside the pages.
SCENARIOS = [
    ("en", "all", False, [("openat", 40), ("rename", 1), ("renameat2", 1), ("unlink", 5)]),
    ("all", "en", False, [("renameat2", 1)]),
    ("en", "all-results", False, [("openat", 40)]),
    ("all", "all-theme", False, [("rename", 1), ("rename", 300)]),
    ("all-results", "all", False, [("unlink", 1)]),
    ("en", "all", True, [("renameat2", 1)]),
]


def options_of(name, folders):
    return [str(folders[option]) if option in folders else option for option in CONFIGURATIONS[name]]


CASES = [(before, after, clean, syscall, when) for before, after, clean, points in SCENARIOS
         for syscall, when in points]


@pytest.mark.parametrize("before,after,clean,syscall,when", CASES,
                         ids=[f"{a}-to-{b}{'-clean' if c else ''}-{s}-{w}" for a, b, c, s, w in CASES])
def test_an_interrupted_build_leaves_a_whole_site_and_the_next_equals_a_clean_one(
        tmp_path, clean_sites, folders, before, after, clean, syscall, when):
    start, _ = clean_sites(before)
    _, expected = clean_sites(after)
    options = options_of(after, folders) + (["--clean"] if clean else [])
    site = tmp_path / "site"
    shutil.copytree(start, site, symlinks=True)
    assert killed_build(site, options, syscall, when), f"the build made fewer than {when} calls of {syscall}"
    assert broken_links(site) == [], f"killed at {syscall} #{when}: links to pages that are not there"
    left = files(site)
    assert not [path for path in left if ".a11yplan-staging-" in path or ".a11yplan-old-" in path], \
        f"killed at {syscall} #{when}: a staging folder inside the site"
    build(site, *options)
    assert files(site) == expected, f"killed at {syscall} #{when}: the next build differs from a clean one"
    assert [p.name for p in tmp_path.iterdir() if "a11yplan" in p.name] == [], \
        f"killed at {syscall} #{when}: staging left beside the site after the next build"
