"""`report --format junit` validated with lxml against the Jenkins xUnit plugin's JUnit schema
(fixtures/junit-10.xsd, see fixtures/README.md) and read with junitparser, as CI dashboards read it:
a suite per component and platform, a case per item, failures with the notes, skipped cases for
everything else that did not pass, and counts that match the JSON report of the same files."""

import json
import pathlib

from junitparser import Failure, JUnitXml, Skipped
from lxml import etree

from test_report_formats import NOTES, report, results_files

SCHEMA = etree.XMLSchema(etree.parse(str(pathlib.Path(__file__).with_name("fixtures") / "junit-10.xsd")))
# A control character cannot be in XML 1.0: the report writes U+FFFD for it.
XML_NOTES = NOTES.replace("\x01", "\ufffd")


def reports(folder):
    hostile, plain = results_files(folder)
    xml = report(folder, "junit", "hostile.json", "plain.csv")
    document = json.loads(report(folder, "json", "hostile.json", "plain.csv"))
    return xml, document, hostile, plain


def test_junit_report_validates_against_the_schema(tmp_path):
    xml, _, _, _ = reports(tmp_path)
    root = etree.fromstring(xml.encode("utf-8"))
    assert SCHEMA.validate(root), SCHEMA.error_log


def test_the_schema_rejects_what_it_should():
    """The schema is not a no-op: a case without a name and an unknown attribute fail."""
    for bad in ('<testsuites><testsuite name="s" tests="1" failures="0" errors="0"><testcase/></testsuite></testsuites>',
                '<testsuites skipped="1"/>'):
        assert not SCHEMA.validate(etree.fromstring(bad))


def test_junitparser_reads_suites_cases_failures_and_skips(tmp_path):
    xml, document, hostile, plain = reports(tmp_path)
    junit = JUnitXml.fromstring(xml.encode("utf-8"))
    suites = list(junit)
    assert len(suites) == len(document["checklists"]), "a suite per component and platform, no unknown items here"
    items = {item["itemId"]: item for item in document["items"]}
    cases = []
    for suite, checklist in zip(suites, document["checklists"]):
        suite_cases = list(suite)
        counts = checklist["counts"]
        assert int(suite.tests) == len(suite_cases) == counts["total"]
        assert int(suite.failures) == sum(1 for case in suite_cases if any(isinstance(r, Failure) for r in case.result))
        assert int(suite.skipped) == sum(1 for case in suite_cases if any(isinstance(r, Skipped) for r in case.result))
        assert int(suite.errors) == 0
        for case in suite_cases:
            assert case.classname == f"{checklist['component']['id']}.{checklist['platform']}"
        cases += suite_cases
    assert [case.name for case in cases] == [item["itemId"] for item in document["items"]], "a case per item, in order"
    failed = [case for case in cases if case.is_failure]
    with_failure = [item["itemId"] for item in document["items"] if any(r["status"] == "fail" for r in item["results"])]
    assert [case.name for case in failed] == with_failure
    assert len(failed) == sum(int(suite.failures) for suite in suites) >= document["totals"]["fail"] > 0
    for case in failed:
        failure = next(r for r in case.result if isinstance(r, Failure))
        statuses = [result["status"] for result in items[case.name]["results"]]
        assert "fail" in statuses
        if any(result["notes"] for result in items[case.name]["results"] if result["status"] == "fail"):
            assert failure.message == XML_NOTES, "the failing notes are the message"
            assert XML_NOTES in failure.text, "and the details"
    assert sum(1 for case in failed if case.result[0].message == XML_NOTES) == 2
    for case in cases:
        status = items[case.name]["status"]
        if status == "pass":
            assert case.is_passed and not case.result
        elif status in ("notApplicable", "blocked", "untested") or (status == "conflicting" and not case.is_failure):
            skip = next(r for r in case.result if isinstance(r, Skipped))
            if status == "untested":
                assert skip.message == "No result recorded"
    skipped = [case for case in cases if case.is_skipped]
    totals = document["totals"]
    assert len(skipped) == len(cases) - len(failed) - totals["pass"]
    assert len(skipped) == sum(int(suite.skipped) for suite in suites)
    assert len(cases) == len(hostile) + len(plain) == int(junit.tests)
    assert int(junit.failures) == len(failed)
