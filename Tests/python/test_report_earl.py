"""`report --format earl` read by rdflib as JSON-LD with no network (the context is inline), and checked
with SPARQL against the JSON report of the same files: every assertion is whole, its test is a real
WCAG 2.2 criterion's Understanding page, its outcome follows the items' results, and hostile notes and
names come through as data.

The fixture catalog's own components reference no criterion, so besides `results_files` a results
file for the bundled popover tooltip on the Web (which references many) carries the failure."""

import json
import re
import socket

import jsonschema
import pytest
import rdflib

from test_report_formats import NOTES, RESULTS_SCHEMA, report, results_files, run

EARL = "http://www.w3.org/ns/earl#"
UNDERSTANDING = "https://www.w3.org/WAI/WCAG22/Understanding/"
OUTCOMES = {f"{EARL}{name}" for name in ("passed", "failed", "cantTell", "inapplicable", "untested")}
TESTER = 'Ana "<b>" & Bo\nline'
PREFIXES = "PREFIX earl: <http://www.w3.org/ns/earl#> PREFIX dct: <http://purl.org/dc/terms/> " \
           "PREFIX foaf: <http://xmlns.com/foaf/0.1/> "
# Slugs of W3C's Understanding WCAG 2.2 pages, as W3C names them (https://www.w3.org/WAI/WCAG22/Understanding/).
KNOWN_SLUGS = {"1.3.1": "info-and-relationships", "1.4.10": "reflow", "1.4.13": "content-on-hover-or-focus",
               "2.1.2": "no-keyboard-trap", "2.4.7": "focus-visible", "2.5.3": "label-in-name",
               "4.1.2": "name-role-value", "2.4.11": "focus-not-obscured-minimum", "2.5.8": "target-size-minimum",
               "3.3.8": "accessible-authentication-minimum", "1.2.1": "audio-only-and-video-only-prerecorded"}


@pytest.fixture(autouse=True)
def no_network(monkeypatch):
    """Any attempt to fetch a remote context fails the test."""
    def refuse(*args, **kwargs):
        raise AssertionError(f"network access: {args}")
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket.socket, "connect", refuse)


def popover_results(folder):
    """Results for the popover tooltip on the Web, a tester named: the first item fails with the hostile
    notes, the rest cycle through pass, not applicable, blocked and untested."""
    checklist = json.loads(run(folder, "export", "popover-tooltip", "--platform", "web", "--format", "json"))
    items = [item for part in checklist["checklists"] for item in part["items"]]
    statuses = ["pass", "notApplicable", "pass", "blocked", "untested"]
    document = {"schemaVersion": 1, "generator": "test", "catalog": {"name": "Fixtures", "version": "1"},
                "exportedAt": "2026-05-01T10:00:00Z", "run": {"tester": TESTER},
                "results": [{"component": "popover-tooltip", "platform": "web", "itemId": item["id"],
                             "status": "fail" if index == 0 else statuses[index % 5],
                             "notes": NOTES if index == 0 else ""}
                            for index, item in enumerate(items)]}
    jsonschema.validate(document, RESULTS_SCHEMA)
    (folder / "popover.json").write_text(json.dumps(document))
    return items


def slug(title):
    """A criterion's Understanding slug from its title, as W3C forms them: lower case, words joined by hyphens."""
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def reports(folder):
    results_files(folder)
    popover = popover_results(folder)
    files = ("hostile.json", "plain.csv", "popover.json")
    graph = rdflib.Graph().parse(data=report(folder, "earl", *files), format="json-ld")
    return graph, json.loads(report(folder, "json", *files)), popover


def assertions(graph):
    rows = graph.query(PREFIXES + """
        SELECT ?assertion ?subject ?title ?test ?outcome ?description WHERE {
            ?assertion a earl:Assertion ; earl:subject ?subject ; earl:test ?test ; earl:result ?result .
            ?subject dct:title ?title .
            ?result earl:outcome ?outcome .
            OPTIONAL { ?result dct:description ?description }
        }""")
    return [dict(zip(("assertion", "subject", "title", "test", "outcome", "description"), row)) for row in rows]


def test_every_assertion_is_whole(tmp_path):
    graph, _, _ = reports(tmp_path)
    every = set(graph.subjects(rdflib.RDF.type, rdflib.URIRef(EARL + "Assertion")))
    assert every
    for assertion in every:
        for prop in ("subject", "test", "result", "assertedBy", "mode"):
            assert len(list(graph.objects(assertion, rdflib.URIRef(EARL + prop)))) >= 1, prop
        for prop in ("subject", "test", "result", "mode"):
            assert len(list(graph.objects(assertion, rdflib.URIRef(EARL + prop)))) == 1, prop
        result = graph.value(assertion, rdflib.URIRef(EARL + "result"))
        outcomes = [str(o) for o in graph.objects(result, rdflib.URIRef(EARL + "outcome"))]
        assert len(outcomes) == 1 and outcomes[0] in OUTCOMES
        assert str(graph.value(assertion, rdflib.URIRef(EARL + "mode"))) == EARL + "manual"
    assert len(assertions(graph)) == len(every), "every assertion's subject has a title and its result an outcome"


def test_tests_are_real_wcag_22_criteria(tmp_path):
    graph, document, _ = reports(tmp_path)
    criteria = {criterion["number"]: criterion for criterion in document["criteria"]}
    referenced = {number for item in document["items"] for number in item["references"]}
    tests = {str(row["test"]) for row in assertions(graph)}
    assert tests
    titles = {}
    for test in tests:
        assert test.startswith(UNDERSTANDING), test
        title = str(graph.value(rdflib.URIRef(test), rdflib.URIRef("http://purl.org/dc/terms/title")))
        number, rest = title.split(" ", 1)
        name, level = re.fullmatch(r"(.*) \((A|AA|AAA)\)", rest).groups()
        titles[number] = test
        if number in criteria:
            assert (criteria[number]["title"], criteria[number]["level"]) == (name, level)
        else:
            assert level == "AAA" and number in referenced, f"{title} is neither in the report nor referenced"
        assert test[len(UNDERSTANDING):] == slug(name), title
    expected = {c["number"] for c in document["criteria"] if c["level"] != "AAA"}
    assert expected <= set(titles), "every level A and AA criterion is there"
    for number, known in KNOWN_SLUGS.items():
        if number in titles:
            assert titles[number] == UNDERSTANDING + known


def test_outcomes_follow_the_results_per_subject(tmp_path):
    graph, document, _ = reports(tmp_path)
    rows = assertions(graph)
    subjects = {str(row["title"]) for row in rows}
    names = {"hostile": "Hostile", "plain-button": "Plain button", "popover-tooltip": "Popover tooltip"}
    expected_subjects = {f"{names[c['component']['id']]} ({'Web' if c['platform'] == 'web' else c['platform']})"
                         for c in document["checklists"]}
    assert subjects == expected_subjects
    outcome_of = {(str(row["title"]), str(row["test"])[len(UNDERSTANDING):]): str(row["outcome"]) for row in rows}
    assert len(outcome_of) == len(rows), "one assertion per subject and criterion"
    baseline = {c["number"]: c for c in document["criteria"] if c["level"] != "AAA"}
    number_of = {}
    for row in rows:
        title = str(graph.value(row["test"], rdflib.URIRef("http://purl.org/dc/terms/title")))
        number_of[str(row["test"])[len(UNDERSTANDING):]] = title.split(" ", 1)[0]
    for checklist in document["checklists"]:
        subject = f"{names[checklist['component']['id']]} (Web)"
        items = [item for item in document["items"]
                 if item["component"] == checklist["component"]["id"] and item["platform"] == checklist["platform"]]
        numbers = set(baseline) | {number for item in items for number in item["references"]}
        listed = {number_of[s] for (t, s) in outcome_of if t == subject}
        assert listed == numbers, subject
        for (title, test_slug), outcome in outcome_of.items():
            if title != subject:
                continue
            statuses = [result["status"] for item in items if number_of[test_slug] in item["references"]
                        for result in item["results"]]
            if "fail" in statuses:
                expected = "failed"
            elif "blocked" in statuses:
                expected = "cantTell"
            elif "pass" in statuses:
                expected = "passed"
            elif "notApplicable" in statuses:
                expected = "inapplicable"
            else:
                expected = "untested"
            assert outcome == EARL + expected, (subject, test_slug)


def test_the_failing_item_fails_its_criteria_with_the_notes_unchanged(tmp_path):
    graph, _, popover = reports(tmp_path)
    failing = popover[0]
    assert failing["references"], "the popover's first item references criteria"
    rows = [row for row in assertions(graph) if str(row["title"]) == "Popover tooltip (Web)"]
    for number in failing["references"]:
        matching = [row for row in rows if str(graph.value(row["test"], rdflib.URIRef(
            "http://purl.org/dc/terms/title"))).startswith(number + " ")]
        assert len(matching) == 1, number
        row = matching[0]
        assert str(row["outcome"]) == EARL + "failed"
        assert isinstance(row["description"], rdflib.Literal)
        description = str(row["description"])
        assert NOTES in description, "the notes are the literal's, unchanged"
        assert failing["id"] in description and "popover.json" in description, "which item, which file"
    testers = graph.query(PREFIXES + """
        SELECT DISTINCT ?name WHERE { ?a a earl:Assertion ; earl:assertedBy ?who . ?who foaf:name ?name }""")
    assert [str(row[0]) for row in testers] == [TESTER], "the tester's name unchanged"
    software = graph.query(PREFIXES + """
        SELECT ?a WHERE { ?a a earl:Assertion ; earl:assertedBy ?who . ?who a earl:Software }""")
    assert len(software) > 0, "results of runs without a tester are asserted by A11yPlan"
