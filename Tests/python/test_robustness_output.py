"""Robustness run of December 2026, the outputs (`../shared/reviews/robustness-2026-12.md`): standard
output that cannot be written (D1), `--output` over something that is not a regular file (D2, D20) and
messages that echo control characters from the input (D13). Each test drives the built binary."""

import json
import os
import pathlib
import socket
import stat
import subprocess

import pytest

from conftest import a11yplan_binary


def run(*arguments, cwd=None, stdout=subprocess.PIPE):
    return subprocess.run([a11yplan_binary(), *arguments], stdout=stdout, stderr=subprocess.PIPE, cwd=cwd, check=False)


def one_line_error(result) -> str:
    """The run's standard error, which must be exactly one line starting with the tool's error prefix."""
    text = result.stderr.decode("utf-8")
    assert text.count("\n") == 1 and text.endswith("\n"), text
    assert text.startswith("a11yplan: error: "), text
    assert "\x1b" not in text and "\r" not in text
    return text


def results_file(folder: pathlib.Path, notes: str = "") -> pathlib.Path:
    """A results file for the button on iOS: every item passes."""
    checklist = json.loads(run("export", "button", "--platform", "ios", "--format", "json").stdout)
    items = [item for part in checklist["checklists"] for item in part["items"]]
    document = {"schemaVersion": 1, "generator": "test", "catalog": {"name": "A11yPlan catalog", "version": "0.1.0"},
                "exportedAt": "2026-12-01T10:00:00Z",
                "results": [{"component": "button", "platform": "ios", "itemId": item["id"], "status": "pass",
                             "notes": notes} for item in items]}
    path = folder / "valid.json"
    path.write_text(json.dumps(document))
    return path


@pytest.mark.parametrize("command", [
    ["list"], ["render", "button", "--platform", "ios"], ["export", "button", "--platform", "ios", "--format", "csv"],
    ["report", "valid.json"],
])
def test_d01_a_full_disk_on_standard_output_is_one_line_and_exit_1(tmp_path, command):
    results_file(tmp_path)
    with open("/dev/full", "wb") as full:
        result = run(*command, cwd=tmp_path, stdout=full)
    assert result.returncode == 1, result.stderr.decode()[:300]
    assert one_line_error(result) == "a11yplan: error: cannot write to standard output: No space left on device\n"


def test_d01_a_closed_standard_output_is_one_line_and_exit_1(tmp_path):
    result = subprocess.run([a11yplan_binary(), "list"], stdin=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            preexec_fn=lambda: os.close(1), check=False)
    assert result.returncode == 1
    assert one_line_error(result).startswith("a11yplan: error: cannot write to standard output: ")


@pytest.mark.parametrize("kind", ["fifo", "character device", "symbolic link", "folder"])
@pytest.mark.parametrize("force", [False, True])
def test_d02_d20_output_never_replaces_what_is_not_a_regular_file(tmp_path, kind, force):
    results_file(tmp_path)
    target = tmp_path / "out"
    linked = tmp_path / "linked.txt"
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "character device":
        # A copy of /dev/null's node (1, 3) in the test's folder; without root, a socket file stands in.
        try:
            os.mknod(target, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        except PermissionError:
            listener = socket.socket(socket.AF_UNIX)
            listener.bind(str(target))
    elif kind == "symbolic link":
        linked.write_text("mine\n")
        target.symlink_to(linked)
    else:
        target.mkdir()
    before = os.lstat(target)
    for command in (["report", "valid.json"], ["render", "button", "--platform", "ios"]):
        result = run(*command, "--output", str(target), *(["--force"] if force else []), cwd=tmp_path)
        assert result.returncode == 1
        message = one_line_error(result)
        assert "--force" not in message, "no advice that --force would help"
        expected = {"fifo": "is a device, FIFO or socket", "character device": "is a device, FIFO or socket",
                    "symbolic link": "is a symbolic link", "folder": "is a folder"}[kind]
        assert expected in message
    after = os.lstat(target)
    assert (after.st_ino, after.st_dev, stat.S_IFMT(after.st_mode)) == \
        (before.st_ino, before.st_dev, stat.S_IFMT(before.st_mode))
    if kind == "symbolic link":
        assert linked.read_text() == "mine\n"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_d02_a_regular_file_is_replaced_only_with_force(tmp_path):
    results_file(tmp_path)
    target = tmp_path / "report.md"
    target.write_text("mine\n")
    refused = run("report", "valid.json", "--format", "markdown", "--output", str(target), cwd=tmp_path)
    assert refused.returncode == 1 and "use --force to replace it" in one_line_error(refused)
    assert target.read_text() == "mine\n"
    replaced = run("report", "valid.json", "--format", "markdown", "--output", str(target), "--force", cwd=tmp_path)
    assert replaced.returncode == 0, replaced.stderr
    assert target.read_text().startswith("#")


def test_d13_a_layout_left_open_is_named_at_its_line_in_one_line(tmp_path):
    templates = tmp_path / "theme"
    templates.mkdir()
    (templates / "layout.html").write_text(
        "<html lang=\"{{lang}}\"><title>{{title}}</title>\n<main>{{{content}}}</main>\n"
        "<footer>{{footer</footer>\n{{{scripts}}}\n</html>\n")
    result = run("build", "--output", str(tmp_path / "site"), "--templates", str(templates), "--quiet")
    assert result.returncode == 1
    assert one_line_error(result) == f"a11yplan: error: {templates}/layout.html:3: '{{{{' is never closed on its line\n"
    assert not (tmp_path / "site").exists()


def test_d13_escape_codes_in_an_echoed_name_reach_no_terminal(tmp_path):
    name = "plan\x1b[2J\r\nfake: ok.md"
    result = run("render", "no\x1b[2Jsuch\nid", "--platform", "ios")
    assert result.returncode == 64
    message = one_line_error(result)
    assert "no\\u{1B}[2Jsuch\\nid" in message
    missing = run("report", str(tmp_path / name))
    assert missing.returncode == 1
    assert "\\u{1B}[2J\\r\\nfake" in one_line_error(missing)
