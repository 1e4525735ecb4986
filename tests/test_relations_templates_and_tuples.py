"""Round 27B: two pairs `near-duplicate-tools` showed that reviewers judged told apart, and a
tuple's length `prose-contradicts-schema` read as a contradiction.

- Templated descriptions whose first sentences each name their own object (BoondManager's
  "Récupère les projets d'un(e) contact" / "Récupère les contacts d'un(e) société"): info.
- Names that differ only by a batch mark (`create_keyword` / `bulk_create_keyword`,
  `查询订单` / `批量查询订单`): the name says one or many: info.
- A fixed-length tuple (`[dx, dy]`, minItems = maxItems = 2) beside "up to 256 sub-events": the
  text counts something else: info. A variable list against a different count stays shown."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench import load

DUP = "near-duplicate-tools"
CONTRA = "prose-contradicts-schema"

_TAIL_FR = ("\n\nQuand : pour ne charger que cette section, sans le reste de la fiche.\n"
            "Plutôt que : `crm_get` pour la fiche de base.\n\nReturns : Liste. Lecture seule.")
_TAIL_EN = ("\n\nWhen: to load only this section, without the rest of the record, when the "
            "record is already known.\nInstead of: `crm_get` for the base record, or `crm_search` "
            "when the ID is unknown.\n\nReturns: the list of linked records, paged. Read-only.")
_TAIL_ES = ("\n\nCuándo: para cargar solo esta sección, sin el resto de la ficha.\n"
            "En lugar de: `boond_companies_get` para la ficha base, o `boond_companies_search` "
            "si el ID es desconocido.\n\nDevuelve: la lista vinculada. Solo lectura.")
_TAIL_ZH = ("\n\n何时使用：只加载此部分，不加载整个记录的其他部分，记录已知时使用。\n替代：`crm_get` "
            "获取基本记录，或在 ID 未知时使用 `crm_search`。\n\n返回：关联记录的分页列表。只读。")


def _tool(name: str, description: str) -> dict:
    return {"name": name, "description": description, "parameters": {
        "type": "object", "required": ["id"], "properties": {
            "id": {"type": "string", "description": "Record ID."}}}}


def _shown(*tools) -> list:
    ts = load(list(tools))
    return [h for t in ts for h in hits(DUP, t, ts) if h.severity != "info"]


def _all(*tools) -> list:
    ts = load(list(tools))
    return [h for t in ts for h in hits(DUP, t, ts)]


@pytest.mark.parametrize("lead_a,lead_b,tail", [
    ("Récupère les projets d'un(e) contact, par son ID.",
     "Récupère les contacts d'un(e) société, par son ID.", _TAIL_FR),
    ("Récupère les bons de commande d'un(e) société, par son ID.",
     "Récupère les contacts d'un(e) société, par son ID.", _TAIL_FR),
])
def test_template_whose_leads_name_their_own_objects_is_info(lead_a, lead_b, tail):
    a = _tool("boond_contacts_projects", lead_a + tail)
    b = _tool("boond_companies_contacts", lead_b + tail)
    assert _shown(a, b) == []
    assert _all(a, b), "still reported at info"


@pytest.mark.parametrize("lead_a,lead_b,tail", [
    ("Gets the projects of a contact, by its ID.", "Gets the contacts of a company, by its ID.",
     _TAIL_EN),
    ("按 ID 获取联系人的项目。", "按 ID 获取公司的联系人。", _TAIL_ZH),
])
def test_template_in_english_and_chinese_leads_stays_unshown(lead_a, lead_b, tail):
    assert _shown(_tool("boond_contacts_projects", lead_a + tail),
                  _tool("boond_companies_contacts", lead_b + tail)) == []


@pytest.mark.parametrize("lead_a,lead_b,tail", [
    ("Installs a package using pip.", "Installs a package using uv and pip.", _TAIL_EN),
    ("Instala un paquete con pip.", "Instala un paquete con uv y pip.", _TAIL_ES),
])
def test_lead_that_only_adds_to_the_other_stays_shown(lead_a, lead_b, tail):
    a = _tool("pip_install", lead_a + tail)
    b = _tool("uv_pip_install", lead_b + tail)
    assert _shown(a, b)


@pytest.mark.parametrize("single,bulk,desc_s,desc_b", [
    ("ebay_create_keyword", "ebay_bulk_create_keyword",
     "Create keyword through the eBay Marketing API.",
     "Bulk create keyword through the eBay Marketing API."),
    ("shop_create_order", "shop_batch_create_order", "创建订单。", "批量创建订单。"),
])
def test_batch_twins_are_info(single, bulk, desc_s, desc_b):
    found = _all(_tool(single, desc_s), _tool(bulk, desc_b))
    assert found and all(h.severity == "info" for h in found)


def test_same_action_twins_without_batch_mark_stay_shown():
    found = _shown(_tool("ebay_create_keyword", "Create keyword through the eBay Marketing API."),
                   _tool("ebay_new_create_keyword", "Create keyword through the eBay Marketing API."))
    assert found


def _look(description: str, **schema) -> list:
    node = {"type": "array", "items": {"type": "number"}, "description": description, **schema}
    return hits(CONTRA, make_tool(name="game_input", description="Send input.",
                                  parameters=obj({"look": node})))


@pytest.mark.parametrize("description", [
    "Relative mouse look [dx, dy]; a sweep is split into chunks (up to 256 sub-events).",
    "相对鼠标移动 [dx, dy]；平滑移动会拆分为多个子事件（最多 256 个子事件）。",
])
def test_a_tuple_beside_a_larger_count_is_info(description):
    found = _look(description, minItems=2, maxItems=2)
    assert all(h.severity == "info" for h in found)


@pytest.mark.parametrize("description", [
    "Mouse positions to visit, up to 256 items.",
    "要访问的鼠标位置，最多 256 个。",
])
def test_a_list_of_varying_length_against_another_count_stays_shown(description):
    found = _look(description, minItems=1, maxItems=2)
    assert found and any(h.severity is None or h.severity == "warning" for h in found)


@pytest.mark.parametrize("lead_a,lead_b", [
    ("Get details of a specific pull request in a GitHub repository.",
     "Get information on a specific pull request in GitHub repository."),
    ("获取 GitHub 仓库中指定拉取请求的详情。", "获取 GitHub 仓库中指定拉取请求的信息。"),
])
def test_leads_that_only_swap_what_they_call_the_result_stay_shown(lead_a, lead_b):
    assert _shown(_tool("get_pull_request", lead_a), _tool("pull_request_read", lead_b))
