"""Robustness run of December 2026, the site build (`../shared/reviews/robustness-2026-12.md`): the
user's files in the site folder (D8), a symbolic link as the site folder (D9), staging leftovers (D10)
and template folders (D11, D12, D23). Interrupted builds (D3) are `test_interrupted_builds.py`."""

import os
import pathlib
import subprocess

from conftest import a11yplan_binary
from site_tree import broken_links, files


def build(site, *options, ok=True):
    result = subprocess.run([a11yplan_binary(), "build", "--output", str(site), *options], capture_output=True, text=True,
                            check=False)
    if ok:
        assert result.returncode == 0, result.stderr
    return result


def test_d08_clean_keeps_the_users_files_and_says_so(tmp_path):
    site = tmp_path / "site"
    build(site, "--quiet")
    (site / "mynotes.txt").write_text("mine\n")
    (site / "mydir").mkdir()
    (site / "mydir" / "a.txt").write_text("also mine\n")
    (site / "ios" / "notes-for-ios.txt").write_text("inside a folder of the site\n")
    build(site, "--quiet")
    assert (site / "mynotes.txt").read_text() == "mine\n"
    result = build(site, "--clean")
    assert (site / "mynotes.txt").read_text() == "mine\n"
    assert (site / "mydir" / "a.txt").read_text() == "also mine\n"
    assert (site / "ios" / "notes-for-ios.txt").read_text() == "inside a folder of the site\n"
    assert "Kept 3 files of your own in the new site: ios/notes-for-ios.txt, mydir/a.txt, mynotes.txt" in result.stderr
    # Through a change of languages, which writes the whole site anew, too.
    build(site, "--quiet", "--locales", "all")
    build(site, "--quiet")
    assert (site / "mydir" / "a.txt").read_text() == "also mine\n"
    assert not (site / "de").exists()


def test_d08_a_file_of_the_users_where_the_site_writes_a_page_stops_the_build(tmp_path):
    site = tmp_path / "site"
    build(site, "--quiet")
    (site / "de").mkdir()
    (site / "de" / "index.html").write_text("my German notes\n")
    result = build(site, "--quiet", "--locales", "all", ok=False)
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "de" in result.stderr
    assert (site / "de" / "index.html").read_text() == "my German notes\n"


def test_d09_a_symbolic_link_as_the_site_folder_is_written_through(tmp_path):
    real = tmp_path / "webroot"
    link = tmp_path / "publink"
    build(real, "--quiet")
    link.symlink_to(real)
    before = files(real)
    (real / "index.html").write_text("stale")
    build(link, "--quiet", "--clean")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert files(real) == before, "the link's target holds the new site"
    build(link, "--quiet", "--locales", "all")
    assert link.is_symlink() and (real / "de" / "index.html").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["publink", "webroot"]


def test_d09_a_link_to_a_folder_not_made_yet_is_written_through_and_a_loop_refused(tmp_path):
    link = tmp_path / "publink"
    target = tmp_path / "www" / "deep" / "root"
    link.symlink_to(target)
    build(link, "--quiet")
    assert link.is_symlink() and (target / "index.html").is_file()
    (tmp_path / "loopa").symlink_to(tmp_path / "loopb")
    (tmp_path / "loopb").symlink_to(tmp_path / "loopa")
    result = build(tmp_path / "loopa", "--quiet", ok=False)
    assert result.returncode == 1 and result.stderr.count("\n") == 1 and "loop of symbolic links" in result.stderr
    assert (tmp_path / "loopa").is_symlink()


def test_d08_the_users_folders_keep_their_permissions_and_the_site_its_own(tmp_path):
    site = tmp_path / "site"
    build(site, "--quiet")
    (site / "private").mkdir()
    (site / "private" / "key.txt").write_text("mine\n")
    (site / "empty").mkdir()
    os.chmod(site / "private", 0o700)
    os.chmod(site, 0o2770)
    build(site, "--quiet", "--clean")
    assert oct(os.stat(site).st_mode & 0o7777) == oct(0o2770)
    assert oct(os.stat(site / "private").st_mode & 0o7777) == oct(0o700)
    assert (site / "private" / "key.txt").read_text() == "mine\n" and (site / "empty").is_dir()


def test_d10_a_staging_folder_left_inside_the_site_goes_with_the_next_build(tmp_path):
    site = tmp_path / "site"
    clean = tmp_path / "clean"
    build(site, "--quiet")
    build(clean, "--quiet")
    # What the robustness run found after a kill of an older version's locale build.
    leftover = site / ".de.a11yplan-staging-4242"
    (leftover / "ios").mkdir(parents=True)
    (leftover / "ios" / "button.html").write_text("half")
    build(site, "--quiet")
    build(site, "--quiet")
    assert files(site) == files(clean)
    assert broken_links(site) == []


def layout(folder: pathlib.Path, body: str) -> pathlib.Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "layout.html").write_text(
        "<!doctype html><html lang=\"{{lang}}\"><head><title>{{title}}</title>{{{head}}}</head><body>" + body
        + "{{{scripts}}}</body></html>\n")
    return folder


def test_d11_a_layout_with_the_content_twice_is_refused(tmp_path):
    theme = layout(tmp_path / "content2", "<main>{{{content}}}</main>\n<aside>{{{content}}}</aside>")
    result = build(tmp_path / "s", "--templates", str(theme), ok=False)
    assert result.returncode == 1
    assert result.stderr == (f"a11yplan: error: {theme}/layout.html:2: {{{{{{content}}}}}} is used a second time "
                             "(first at line 1); a page holds it once\n")
    assert not (tmp_path / "s").exists()


def test_d12_a_template_that_is_a_symbolic_link_is_not_published(tmp_path):
    theme = tmp_path / "theme"
    theme.mkdir()
    secret = tmp_path / "secret.txt"
    secret.write_text("root:x:0:0\n")
    (theme / "site.css").symlink_to(secret)
    result = build(tmp_path / "s", "--templates", str(theme), ok=False)
    assert result.returncode == 1
    assert result.stderr == (f"a11yplan: error: {theme}/site.css: is a symbolic link; a template must be a file of "
                             "its own in the folder\n")
    assert not (tmp_path / "s").exists()


def test_d23_a_layout_of_many_placeholders_builds(tmp_path):
    """Every placeholder of a long layout is filled on every page. How the time grows with the layout
    (128,000 placeholders took 24 s before the parser read the layout once) is `make bench-templates`."""
    theme = layout(tmp_path / "many", "<main>{{{content}}}</main>\n" + "<p hidden>{{site-name}}</p>\n" * 5_000)
    site = tmp_path / "s"
    build(site, "--quiet", "--templates", str(theme))
    page = (site / "index.html").read_text()
    assert page.count("<p hidden>A11yPlan catalog</p>") == 5_000
