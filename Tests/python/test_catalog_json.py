"""The site's machine-readable catalog: `api/catalog.json` in each language's folder validates against
`schema/catalog.schema.json`, which the site publishes unchanged, and every link in it leads to a file of
the site; each plan's JSON checklist it links is a checklist of that component on that platform."""
import json
import pathlib

import jsonschema

import search_index
from conftest import site_dir

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
CATALOG_SCHEMA = json.loads((REPOSITORY / "schema/catalog.schema.json").read_text())
CHECKLIST_SCHEMA = json.loads((REPOSITORY / "schema/checklist.schema.json").read_text())


def catalogs() -> dict[str, tuple[pathlib.Path, dict]]:
    """Every language's catalog, by code, with the folder its links start from, found by following the
    `languages` of the catalog at the site root."""
    site = site_dir()
    root = json.loads((site / "api/catalog.json").read_text())
    found = {}
    for language in root["languages"]:
        path = resolve(site, language["catalog"])
        found[language["code"]] = (path.parent.parent, json.loads(path.read_text()))
    return found


def resolve(folder: pathlib.Path, link: str) -> pathlib.Path:
    """The file `link` leads to from `folder`, which must be a file inside the site."""
    path = (folder / link).resolve()
    assert path.is_relative_to(site_dir()), f"{link} leads out of the site"
    assert path.is_file(), f"{link} from {folder} is no file of the site"
    return path


def test_the_schema_is_valid_and_published_unchanged():
    jsonschema.Draft202012Validator.check_schema(CATALOG_SCHEMA)
    published = site_dir() / "schema/catalog.schema.json"
    assert published.read_bytes() == (REPOSITORY / "schema/catalog.schema.json").read_bytes()


def test_every_language_has_a_catalog_that_validates():
    found = catalogs()
    assert list(found) == ["en", "de", "es"]
    validator = jsonschema.Draft202012Validator(CATALOG_SCHEMA)
    for code, (folder, catalog) in found.items():
        errors = [error.message for error in validator.iter_errors(catalog)]
        assert not errors, f"{code}: {errors[:3]}"
        assert catalog["language"] == code
        schema = resolve((folder / "api"), catalog["$schema"])
        assert schema == site_dir() / "schema/catalog.schema.json"
        assert catalog["components"], f"{code}: the catalog lists no component"


def test_every_link_resolves():
    for code, (folder, catalog) in catalogs().items():
        for language in catalog["languages"]:
            resolve(folder, language["catalog"])
        for component in catalog["components"]:
            resolve(folder, component["page"])
            for plan in component["platforms"]:
                for key in ("page", "markdown", "checklist", "interactiveChecklist"):
                    resolve(folder, plan[key])


def test_the_plans_json_is_its_checklist():
    validator = jsonschema.Draft202012Validator(CHECKLIST_SCHEMA)
    for code, (folder, catalog) in catalogs().items():
        for component in catalog["components"]:
            for plan in component["platforms"]:
                checklist = json.loads(resolve(folder, plan["checklist"]).read_text())
                assert not list(validator.iter_errors(checklist)), plan["checklist"]
                [entry] = checklist["checklists"]
                assert entry["component"]["id"] == component["id"]
                assert entry["platform"] == plan["platform"]


def test_the_catalog_lists_what_the_search_index_lists():
    """The catalog and the search index are made from the same plans: the same components and platforms."""
    site = site_dir()
    index = search_index.names(site)
    plans = [search_index.plan(index, number) for number in sorted(search_index.plan_words(site))]
    _, catalog = catalogs()["en"]
    listed = [(component["id"], plan["platform"]) for component in catalog["components"]
              for plan in component["platforms"]]
    assert listed == [(entry["component"], entry["platform"]) for entry in plans]
