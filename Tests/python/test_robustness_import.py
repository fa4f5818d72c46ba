"""The robustness review's defects in `import` and `l10n import` (D4, D5, D7, D21, D22), run against the
built binary: each bad input gets one line on standard error naming the file (and line where there is
one), the exit code says what happened, and nothing is lost or half written."""
import os
import pathlib
import subprocess

import pytest

KEYBOARD_PAGE = """---
title: {title}
platform: ios
---

# iOS {title}

## How to test {title}

Given that I am on a screen with {title}

### 1. Keyboard only

- WHEN I use the tab key to reach the button
{bullets}
"""


def binary() -> str:
    path = os.environ.get("A11YPLAN_BIN")
    if not path:
        raise RuntimeError("A11YPLAN_BIN is not set: run these tests through `make test`")
    return path


def run(*arguments: str, cwd: pathlib.Path) -> subprocess.CompletedProcess:
    return subprocess.run([binary(), *arguments], cwd=cwd, capture_output=True, text=True, timeout=120)


def page(folder: pathlib.Path, name: str, title: str = "Switch", bullets: str = "  - I SEE a focus ring") -> str:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(KEYBOARD_PAGE.format(title=title, bullets=bullets), encoding="utf-8")
    return name


def lines_with(stderr: str, text: str) -> list[str]:
    return [line for line in stderr.splitlines() if text in line]


def generated(folder: pathlib.Path) -> str:
    return "\n".join(path.read_text() for path in sorted(folder.glob("*.swift")))


# D4: a bullet under an outcome is one more outcome of the step, never glued on.

def test_d04_a_bullet_under_an_outcome_is_one_more_outcome(tmp_path):
    name = page(tmp_path, "nest2.md", bullets="  - I SEE a focus ring\n    - I SEE its label inside it")
    done = run("import", name, "--output", "out", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    source = generated(tmp_path / "out")
    assert '.all([.see("a focus ring"), .see("its label inside it")])' in source, "each outcome its own"
    assert "ringI SEE" not in source
    said = lines_with(done.stderr, "a bullet under an outcome")
    assert said == ["nest2.md:16: warning: a bullet under an outcome is read as one more outcome of the line above: "
                    "'I SEE its label inside it'"]


def test_d04_ten_thousand_levels_are_cut_with_a_warning(tmp_path):
    name = page(tmp_path, "deep.md", bullets="  " + "- " * 10_000 + "I SEE the deepest")
    done = run("import", name, "--output", "out", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    said = lines_with(done.stderr, "nested deeper")
    assert said == ["deep.md:15: warning: bullets or quotes nested deeper than a test plan's (32 levels of lists "
                    "and items); what is deeper is left out"]
    assert "I SEE" not in generated(tmp_path / "out"), "no 10000-part expectation"


# D5: names in other scripts get ids of their own; no page is dropped because two names made one id.

def test_d05_names_in_other_scripts_keep_every_page(tmp_path):
    for title in ("ボタン", "タブ", "Кнопка"):
        page(tmp_path, f"cjk2/{title}.md", title=title)
    done = run("import", "cjk2", "--output", "out", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines()[-1].startswith("Imported: 3 pages read, 3 components written,")
    assert "left out" not in done.stderr
    ids = sorted(line.split('id: "')[1].split('"')[0]
                 for line in generated(tmp_path / "out").splitlines() if 'Component("' in line)
    assert len(ids) == 3 and len(set(ids)) == 3, ids
    assert all(id.isascii() and id and id != "component" for id in ids), ids
    again = run("import", "cjk2", "--output", "again", cwd=tmp_path)
    assert generated(tmp_path / "again") == generated(tmp_path / "out"), "the same ids on every import"


def test_d05_two_names_with_one_id_are_both_kept_and_named(tmp_path):
    # Hiragana and katakana spell the same word, which Latin letters write one way.
    page(tmp_path, "kana/a.md", title="ぼたん")
    page(tmp_path, "kana/b.md", title="ボタン")
    done = run("import", "kana", "--output", "out", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines()[-1].startswith("Imported: 2 pages read, 2 components written,")
    said = lines_with(done.stderr, "makes the id")
    assert len(said) == 1 and said[0].startswith("kana/b.md:6: warning: 'ボタン' makes the id '"), said
    assert "as 'ぼたん' does (kana/a.md:6); this one gets '" in said[0]


# D7: `l10n import` refuses XML that is not well-formed, and no control character reaches <locale>.json.

@pytest.fixture(scope="module")
def accordion_xliff(tmp_path_factory) -> str:
    # Exported as a translator starts, from no translations, so the name has no target yet.
    folder = tmp_path_factory.mktemp("export")
    (folder / "none").mkdir()
    (folder / "none" / "de.json").write_text('{"locale": "de", "units": {}}', encoding="utf-8")
    done = run("l10n", "export", "--locale", "de", "--output", "de", "--translations", "none", cwd=folder)
    assert done.returncode == 0, done.stderr
    return (folder / "de" / "accordion.xlf").read_text(encoding="utf-8")


def translated(text: str, target: str) -> str:
    """The accordion's file with `target` as the translation of its name, on line 14."""
    source = "<source>Accordion</source>"
    assert text.splitlines().index("        " + source) == 12
    return text.replace(source, source + "\n        <target>" + target + "</target>", 1)


@pytest.mark.parametrize("target, what", [
    ("Akkordeon\x01", "the control character U+0001 is not allowed in XML"),
    ("Akk\x00ordeon", "the control character U+0000 is not allowed in XML"),
    ("Akkordeon&#1;", "'&#1;' stands for U+0001, which XML does not allow"),
    ("Akkordeon&#x1;", "'&#x1;' stands for U+0001, which XML does not allow"),
    ("Akkordeon&#0;", "'&#0;' stands for U+0000, which XML does not allow"),
])
def test_d07_xml_that_is_not_well_formed_is_refused(tmp_path, accordion_xliff, target, what):
    (tmp_path / "ctrl-char.xlf").write_bytes(translated(accordion_xliff, target).encode("utf-8"))
    (tmp_path / "into").mkdir()
    done = run("l10n", "import", "ctrl-char.xlf", "--into", "into", cwd=tmp_path)
    assert done.returncode == 1
    assert done.stderr.splitlines() == [f"ctrl-char.xlf:14: error: not well-formed XML: {what}",
                                        "a11yplan: error: 1 error in the XLIFF files; nothing was written"]
    assert list((tmp_path / "into").iterdir()) == []


def test_d07_control_characters_xml_allows_are_refused_too(tmp_path, accordion_xliff):
    (tmp_path / "c1.xlf").write_text(translated(accordion_xliff, "Akkordeon&#x9B;[2J"), encoding="utf-8")
    (tmp_path / "into").mkdir()
    done = run("l10n", "import", "c1.xlf", "--into", "into", cwd=tmp_path)
    assert done.returncode == 1
    assert lines_with(done.stderr, "c1.xlf") == [
        "c1.xlf:14: error: the text of 'name' holds the control character U+009B, which no translation may"]
    assert list((tmp_path / "into").iterdir()) == []


def test_d07_a_translation_file_with_a_control_character_is_refused(tmp_path, accordion_xliff):
    # Another name than the bundled catalog's, so that the import writes a file (with --force).
    (tmp_path / "ok.xlf").write_text(translated(accordion_xliff, "Harmonika"), encoding="utf-8")
    (tmp_path / "into").mkdir()
    done = run("l10n", "import", "ok.xlf", "--into", "into", "--force", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    saved = tmp_path / "into" / "de.json"
    lines = saved.read_text(encoding="utf-8").splitlines()
    number = next(index for index, line in enumerate(lines, 1) if line.startswith('    "accordion/name": '))
    lines[number - 1] = lines[number - 1].replace('"Harmonika"', '"Harm\\u0001onika"')
    saved.write_text("\n".join(lines) + "\n", encoding="utf-8")
    before = saved.read_bytes()
    for arguments in (["render", "accordion", "-p", "ios", "-l", "de", "--translations", "into"],
                      ["l10n", "import", "ok.xlf", "--into", "into", "--translations", "into", "--force"]):
        done = run(*arguments, cwd=tmp_path)
        assert done.returncode == 1
        assert done.stdout == ""
        assert done.stderr.splitlines() == [
            f"a11yplan: error: into/de.json:{number}: the unit 'accordion/name' holds the control character U+0001, "
            "which no translation may"]
    assert saved.read_bytes() == before


# D21: a page in a folder that cannot be read is an error naming it and why, counted in the summary.

def test_d21_unreadable_pages_in_a_folder_are_said_and_counted(tmp_path):
    page(tmp_path, "dir/switch.md")
    (tmp_path / "dir" / "a.md").symlink_to("b.md")
    (tmp_path / "dir" / "b.md").symlink_to("a.md")
    (tmp_path / "dir" / "c.md").symlink_to("nowhere.md")
    os.mkfifo(tmp_path / "dir" / "fifo.md")
    done = run("import", "dir", "--output", "out", cwd=tmp_path)
    assert done.returncode == 1
    for name, reason in (("a.md", "a loop of symbolic links"), ("b.md", "a loop of symbolic links"),
                         ("c.md", "a symbolic link to nothing"), ("fifo.md", "not a regular file")):
        assert lines_with(done.stderr, f"dir/{name}") == [f"dir/{name}: error: {reason}; not read"]
    summary = lines_with(done.stderr, "Imported:")
    assert len(summary) == 1 and summary[0].startswith("Imported: 5 pages read, 1 component written,")
    assert summary[0].endswith(", 4 errors.")
    assert done.stderr.splitlines()[-1] == "a11yplan: error: 4 pages were not imported; the errors above say why"
    assert sorted(path.name for path in (tmp_path / "out").iterdir()) == ["ImportedCatalog.swift",
                                                                        "SwitchComponent.swift"]


# D22: an output folder that cannot be made says which part of the path is in the way.

@pytest.mark.parametrize("command", [["import", "page.md"], ["l10n", "export", "--locale", "de"]])
def test_d22_an_output_inside_a_file_says_which_parent_is_a_file(tmp_path, command):
    page(tmp_path, "page.md")
    (tmp_path / "f").write_text("mine")
    done = run(*command, "--output", "f/sub", cwd=tmp_path)
    assert done.returncode == 1
    errors = lines_with(done.stderr, "error:")
    assert errors == ["a11yplan: error: cannot create 'f/sub': 'f' is a file, not a folder; nothing was written"]
    assert "NSCocoaErrorDomain" not in done.stderr
    assert (tmp_path / "f").read_text() == "mine"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["f", "page.md"]


def test_d22_other_outputs_that_cannot_be_made_say_why_in_plain_words(tmp_path):
    page(tmp_path, "page.md")
    (tmp_path / "f").write_text("mine")
    (tmp_path / "link").symlink_to("nowhere")
    (tmp_path / "loop1").symlink_to("loop2")
    (tmp_path / "loop2").symlink_to("loop1")
    (tmp_path / "taken" / "SwitchComponent.swift").mkdir(parents=True)
    for output, message in (
            ("f", "cannot write into 'f': it is a file, not a folder"),
            ("link", "cannot create 'link': a symbolic link to nothing"),
            ("link/sub", "cannot create 'link/sub': 'link': a symbolic link to nothing"),
            ("loop1/sub", "cannot create 'loop1/sub': 'loop1': a loop of symbolic links"),
            ("taken", "'taken/SwitchComponent.swift' is a folder, not a file")):
        done = run("import", "page.md", "--output", output, "--force", cwd=tmp_path)
        assert done.returncode == 1
        assert lines_with(done.stderr, "error:") == [f"a11yplan: error: {message}; nothing was written"], output
    assert (tmp_path / "f").read_text() == "mine"
    assert not (tmp_path / "nowhere").exists()
    assert [path.name for path in (tmp_path / "taken").iterdir()] == ["SwitchComponent.swift"]
