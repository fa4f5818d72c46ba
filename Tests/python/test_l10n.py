"""Localisation with real outside consumers: the XLIFF 2.0 files that `l10n export` writes, read by
lxml (structure) and translate-toolkit (a translator's tool); a round trip export → translate with
translate-toolkit → `l10n import` → build; and German and Spanish Gherkin parsed by Cucumber's parser
in those dialects."""
import os
import pathlib
import subprocess

import pytest
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner
from lxml import etree
from translate.storage import xliff2

NS = "urn:oasis:names:tc:xliff:document:2.0"
X = {"x": NS}


def binary() -> str:
    path = os.environ.get("A11YPLAN_BIN")
    if not path:
        raise RuntimeError("A11YPLAN_BIN is not set: run these tests through `make test`")
    return path


def run(*arguments: str, cwd: pathlib.Path, status: int = 0) -> subprocess.CompletedProcess:
    done = subprocess.run([binary(), *arguments], cwd=cwd, capture_output=True, text=True)
    assert done.returncode == status, done.stderr
    return done


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> pathlib.Path:
    folder = tmp_path_factory.mktemp("xliff")
    run("l10n", "export", "--locale", "de", "--output", "de", cwd=folder)
    return folder / "de"


def xliff_files(folder: pathlib.Path) -> list[pathlib.Path]:
    files = sorted(folder.glob("*.xlf"))
    assert len(files) >= 60
    return files


def test_every_file_has_the_xliff_2_structure(exported):
    for path in xliff_files(exported):
        root = etree.parse(str(path)).getroot()
        assert root.tag == f"{{{NS}}}xliff", path
        assert root.get("version") == "2.0"
        assert (root.get("srcLang"), root.get("trgLang")) == ("en", "de")
        files = root.findall("x:file", X)
        assert len(files) == 1 and files[0].get("original") == f"a11yplan:A11yPlan catalog/{path.stem}"
        units = files[0].findall("x:unit", X)
        ids = [unit.get("id") for unit in units]
        assert ids and len(ids) == len(set(ids)), f"{path.name}: unit ids are not unique"
        for unit in units:
            categories = [note.get("category") for note in unit.findall("x:notes/x:note", X)]
            assert {"location", "source"} <= set(categories), f"{path.name} {unit.get('id')}"
            data = {item.get("id") for item in unit.findall("x:originalData/x:data", X)}
            segments = unit.findall("x:segment", X)
            assert len(segments) == 1
            source = segments[0].find("x:source", X)
            for placeholder in source.iter(f"{{{NS}}}ph"):
                assert placeholder.get("dataRef") in data
                assert placeholder.get("canDelete") == "no"
            # Only placeholders inside the text: no other inline markup a translator could break.
            assert {child.tag for child in source} <= {f"{{{NS}}}ph"}


def test_translate_toolkit_reads_every_unit(exported):
    assert any("<target>" in path.read_text() for path in xliff_files(exported)), "the bundled translations"
    for path in xliff_files(exported):
        store = xliff2.Xliff2File.parsefile(str(path))
        units = list(store.units)
        root = etree.parse(str(path)).getroot()
        expected = [unit.get("id") for unit in root.iterfind("x:file/x:unit", X)]
        assert [unit.getid().split("/")[-1] for unit in units] == expected, path.name
        assert store.gettargetlanguage() == "de"
        translated = {unit.get("id") for unit in root.iterfind("x:file/x:unit", X)
                      if unit.find("x:segment", X).get("state") == "translated"}
        assert {unit.getid().split("/")[-1] for unit in units if unit.istranslated()} == translated, path.name


def translate_placeholder_unit(path: pathlib.Path, unit_id: str, before: str, after: str) -> None:
    """Gives `unit_id` a target that keeps the source's placeholders, as a CAT tool does, with lxml."""
    tree = etree.parse(str(path))
    unit = tree.getroot().find(f"x:file/x:unit[@id='{unit_id}']", X)
    segment = unit.find("x:segment", X)
    source = segment.find("x:source", X)
    target = etree.SubElement(segment, f"{{{NS}}}target")
    target.text = before
    for placeholder in source:
        copy = etree.SubElement(target, f"{{{NS}}}ph", dict(placeholder.attrib))
        copy.tail = after
    segment.set("state", "translated")
    tree.write(str(path), xml_declaration=True, encoding="UTF-8")


def test_a_translation_made_with_translate_toolkit_reaches_the_localised_site(tmp_path):
    run("l10n", "export", "--locale", "de", "--output", "de", cwd=tmp_path)
    # The accordion, translated already in the bundled catalog: a translator words three texts anew.
    path = tmp_path / "de" / "accordion.xlf"
    store = xliff2.Xliff2File.parsefile(str(path))
    for unit in store.units:
        if unit.getid().endswith("/name") or unit.getid() == "name":
            unit.target = "Harmonika"
            unit.marktranslated()
        if unit.getid().endswith("ios.given"):
            unit.target = "ich bin auf einem Bildschirm mit einer Harmonika aus drei geschlossenen Abschnitten"
            unit.marktranslated()
    path.write_bytes(bytes(store))
    tree = etree.parse(str(path))
    role = tree.getroot().find("x:file/x:unit[@id='ios.output.role.result']/x:segment", X)
    role.remove(role.find("x:target", X))
    tree.write(str(path), xml_declaration=True, encoding="UTF-8")
    translate_placeholder_unit(path, "ios.output.role.result", "Jede Kopfzeile wird als ", " angesagt")

    (tmp_path / "Translations").mkdir()
    # Other words for texts the catalog has translated are only taken with --force.
    refused = run("l10n", "import", "de", "--into", "Translations", cwd=tmp_path, status=1)
    assert "use --force to replace it" in refused.stderr
    imported = run("l10n", "import", "de", "--into", "Translations", "--force", cwd=tmp_path)
    assert "3 units added or changed" in imported.stderr
    run("build", "--output", "site", "--locales", "de", "--translations", "Translations", "--quiet", cwd=tmp_path)

    page = etree.parse(str(tmp_path / "site/de/ios/accordion.html"), etree.HTMLParser()).getroot()
    assert page.get("lang") == "de"
    heading = page.find(".//main//h1")
    assert "".join(heading.itertext()) == "Harmonika" and heading.find("span") is None
    given = page.find(".//p[@class='given']")
    assert "".join(given.itertext()) == (
        "Angenommen, ich bin auf einem Bildschirm mit einer Harmonika aus drei geschlossenen Abschnitten")
    rows = {"".join(row.find("th").itertext()): row.find("td") for row in page.iterfind(".//table//tbody/tr")}
    assert "".join(rows["Rolle"].itertext()) == "Jede Kopfzeile wird als Taste angesagt"
    assert rows["Rolle"].find("span") is None
    # Texts the translator left as they were keep the catalog's German: no English span in any row
    # (the WCAG titles, which W3C publishes in English, keep theirs in the criteria list).
    for row in rows.values():
        assert row.find(".//span[@lang='en']") is None, "".join(row.itertext())

    # The English site is untouched; a second export carries the translation as translated.
    english = etree.parse(str(tmp_path / "site/ios/accordion.html"), etree.HTMLParser()).getroot()
    assert english.get("lang") == "en" and "".join(english.find(".//main//h1").itertext()) == "Accordion"
    run("l10n", "export", "--locale", "de", "--output", "again", "--translations", "Translations", cwd=tmp_path)
    again = etree.parse(str(tmp_path / "again/accordion.xlf")).getroot()
    name = again.find("x:file/x:unit[@id='name']/x:segment", X)
    assert name.get("state") == "translated" and name.find("x:target", X).text == "Harmonika"


@pytest.mark.parametrize("locale, feature, steps", [
    ("de", "Funktionalität", {"Angenommen ", "Wenn ", "Dann ", "Und "}),
    ("es", "Característica", {"Dado ", "Cuando ", "Entonces ", "Y "}),
])
def test_localised_gherkin_parses_in_its_dialect(tmp_path, locale, feature, steps):
    for platform in ("ios", "android", "web"):
        text = run("export", "popover-tooltip", "--platform", platform, "--format", "gherkin", "--locale", locale,
                   cwd=tmp_path).stdout
        assert text.startswith(f"# language: {locale}\n")
        document = Parser().parse(TokenScanner(text))
        assert document["feature"]["language"] == locale
        assert document["feature"]["keyword"] == feature
        keywords = {step["keyword"] for child in document["feature"]["children"]
                    for block in (child.get("background"), child.get("scenario")) if block
                    for step in block["steps"]}
        assert keywords and keywords <= steps, keywords
