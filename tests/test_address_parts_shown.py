"""Which restatements of a parameter's name are shown: the parts of a postal address object beside
each other are info; a tool's own postal code stays shown."""

from __future__ import annotations

from support import closed_mcp_tool as tool
from support import severities_at as severities
from workbench.linter.engine import lint


def test_the_parts_of_a_postal_address_are_info_in_both_languages():
    en = {"street": {"type": "string", "description": "The street."},
          "city": {"type": "string", "description": "The city."},
          "state": {"type": "string", "description": "The state."},
          "postalCode": {"type": "string", "description": "The postal code."}}
    zh = {"province": {"type": "string", "description": "省份"},
          "city": {"type": "string", "description": "城市"},
          "district": {"type": "string", "description": "区县"},
          "zip_code": {"type": "string", "description": "邮编"}}
    for props in (en, zh):
        report = lint([tool("contacts_create", "Create a contact with a home address.",
                            {"name": {"type": "string", "description": "Full name, e.g. Ann Lee."},
                             "address": {"type": "object", "properties": props}})])
        found = [f for f in report.findings if f.rule == "param-description-repeats-name"]
        assert found and all(f.severity == "info" for f in found)


def test_a_lone_postal_code_still_says_whose_postal_system():
    # look-alike: the tool's own inputs `zipcode`, `city`, `country` are no address object
    report = lint([tool("scrape_listings", "Scrape product listings for a region.",
                        {"zipcode": {"type": "string", "description": "Optional zipcode"},
                         "city": {"type": "string", "description": "City name, e.g. Austin."},
                         "country": {"type": "string", "description": "Country, e.g. US."}})])
    assert severities(report, "param-description-repeats-name", "/properties/zipcode") == ["warning"]
