"""The site's search index as a reader outside the site sees it: the names script and its parts, read
back into each plan's words, and the words of a text as the site's search finds them."""
import json
import pathlib
import re

NAMES_PREFIX, NAMES_SUFFIX = "window.A11yPlanSearchIndex = ", ";\n"
PART_PREFIX, PART_SUFFIX = "A11yPlanSearchIndex.add(", ");\n"
WORD = re.compile(r"[^\W_]+")


def names(folder: pathlib.Path) -> dict:
    """The names script of the language folder `folder`, as JSON."""
    script = (folder / "search-index.js").read_text()
    assert script.startswith(NAMES_PREFIX) and script.endswith(NAMES_SUFFIX), "one expression, nothing else"
    return json.loads(script[len(NAMES_PREFIX):-len(NAMES_SUFFIX)])


def part_path(folder: pathlib.Path, start: str) -> pathlib.Path:
    """Where the part of words starting with `start` is, as the site names it."""
    name = start if re.fullmatch(r"[a-z0-9]+", start) else "x" + "-".join(f"{ord(c):x}" for c in start)
    return folder / "search" / f"words-{name}.js"


def part(folder: pathlib.Path, start: str) -> dict:
    """One part: its words, each with its runs."""
    script = part_path(folder, start).read_text()
    assert script.startswith(PART_PREFIX) and script.endswith(PART_SUFFIX), "one call, nothing else"
    key, words = json.loads("[" + script[len(PART_PREFIX):-len(PART_SUFFIX)] + "]")
    assert key == start
    return words


def numbers(runs: list[int]) -> set[int]:
    """The plan numbers of a word's runs: [skipped, length - 1, …]."""
    found, following = set(), 0
    for skipped, extra in zip(runs[0::2], runs[1::2]):
        first = following + skipped
        found.update(range(first, first + extra + 1))
        following = first + extra + 1
    return found


def plan(index: dict, number: int) -> dict:
    """A plan's component, platform, title and page from its number."""
    platforms = index["platforms"]
    component_id, name = index["components"][number // len(platforms)]
    platform = platforms[number % len(platforms)]
    return {"component": component_id, "platform": platform["id"],
            "title": platform["title"][0] + name + platform["title"][1],
            "url": platform["page"][0] + component_id + platform["page"][1]}


def plan_words(folder: pathlib.Path) -> dict[int, set[str]]:
    """Every plan's words, by plan number, from every two-character part."""
    index = names(folder)
    found: dict[int, set[str]] = {}
    for start in index["parts"]:
        if len(start) < 2:
            continue
        for word, runs in part(folder, start).items():
            for number in numbers(runs):
                found.setdefault(number, set()).add(word)
    return found


def words(text: str) -> list[str]:
    """The words of `text` as the index has them: runs of letters, marks and digits, lowercased."""
    return WORD.findall(text.lower())
