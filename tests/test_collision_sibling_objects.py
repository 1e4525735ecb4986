"""Sibling tools of one server acting on different objects (`boards-get-by-key`,
`cards-get-by-key`, `lanes-get-by-key`) are the design a server should have: neither
`near-duplicate-tools` nor `same-inputs-tools` reports them, while the same object read by two
tools still is."""

from __future__ import annotations

from support import hits
from workbench import load
from workbench.text import name_object, singular


def _getter(name: str, description: str, key: str) -> dict:
    return {"name": name, "description": description, "parameters": {
        "type": "object", "required": [key], "properties": {
            key: {"type": "string", "pattern": "^[A-Z]{2,5}-[0-9]+$", "description": "Key."},
            "expand": {"type": "boolean", "default": False, "description": "Include history."}}}}


def _collisions(*tools) -> list:
    ts = load(list(tools))
    return [h for rule in ("near-duplicate-tools", "same-inputs-tools")
            for h in hits(rule, ts[0], ts)]


def test_name_object_reads_the_selector():
    assert name_object("boards-get-by-key") == ("boards",)
    assert name_object("crm_get_customer") == ("customer",)
    assert name_object("get_by_id") == ("by", "id")
    assert singular("stories") == "story" and singular("status") == "status"


def test_sibling_objects_en_stay_silent():
    assert not _collisions(
        _getter("boards-get-by-key", "Get a Kanbanly board by its key.", "boardKey"),
        _getter("cards-get-by-key", "Get a Kanbanly card by its key.", "cardKey"),
        _getter("lanes-get-by-key", "Get a Kanbanly lane by its key.", "laneKey"),
        {"name": "boards-add-note", "description": "Add a note to a board.",
         "parameters": {"type": "object", "properties": {"boardKey": {"type": "string"},
                                                          "text": {"type": "string"}}}},
        {"name": "cards-add-note", "description": "Add a note to a card.",
         "parameters": {"type": "object", "properties": {"cardKey": {"type": "string"},
                                                          "text": {"type": "string"}}}})


def test_sibling_objects_zh_stay_silent():
    assert not _collisions(
        _getter("tickets_get_by_no", "按编号获取工单 ticket 详情。", "ticketNo"),
        _getter("invoices_get_by_no", "按编号获取发票 invoice 详情。", "invoiceNo"))


def test_same_object_twice_is_still_reported():
    found = _collisions(
        _getter("cards-get-by-key", "Get a card by its key.", "cardKey"),
        _getter("cards-fetch-by-key", "Fetch a card by its key.", "cardKey"))
    assert found and all("different systems" not in h.message for h in found)


def test_two_systems_same_object_still_reported():
    found = _collisions({"name": "crm_get_customer", "description": "Get customer by ID."},
                        {"name": "support_get_customer", "description": "Get customer by ID."})
    assert found
