"""A long enum that IS the closed set (a game's roster of heroes) is info for upkeep, not a
`huge-enum` warning; a copy of business data or a slice of an open world set (staff, products,
airports, cities) still warns. All-Chinese section labels of an all-Chinese content tool are
info for `enum-unstable-values`; a Chinese status a backend stores still warns."""

from __future__ import annotations

from support import hits, make_tool, obj

_HEROES = [a + b for a in ("Ka", "Mo", "Ze", "Lu", "Ri", "Ta", "Vo", "Ne", "Su")
           for b in ("rin", "dok", "vas", "mel", "tor", "zan", "qua", "lis", "gor")]
_CARDS = [f"Set9_{w}{i}" for i, w in enumerate(["Dragon", "Knight", "Mage"] * 30)]


def _enum_tool(prop, values, desc="", tool_desc="Show build statistics."):
    return make_tool(name="get_build_stats", description=tool_desc, parameters=obj(
        {prop: {"type": "string", "enum": values, "description": desc}}, required=[prop]))


def test_a_games_roster_is_info():
    (h,) = hits("huge-enum", _enum_tool("hero", _HEROES, "Hero names of the game."))
    assert h.severity == "info"
    (h,) = hits("huge-enum", _enum_tool("cardId", _CARDS, "Card id of the current season."))
    assert h.severity == "info"


def test_business_data_and_open_world_slices_still_warn():
    codes = [f"{chr(65 + i % 26)}{chr(65 + i // 26 % 26)}X" for i in range(60)]
    (h,) = hits("huge-enum", _enum_tool("from", codes, "出发机场三字码。"))
    assert h.severity is None
    (h,) = hits("huge-enum", _enum_tool("product_id", [f"p{i:03}" for i in range(30)]))
    assert h.severity is None
    (h,) = hits("huge-enum", _enum_tool("reviewer", [f"dev{i}" for i in range(25)]))
    assert h.severity is None


def _zh(prop, values, tool_desc):
    return make_tool(name="list_items", description=tool_desc, parameters=obj(
        {prop: {"type": "string", "enum": values, "description": "筛选条件"}}))


def test_chinese_section_labels_of_a_chinese_content_tool_are_info():
    (h,) = hits("enum-unstable-values", _zh("channel", ["科技", "财经", "体育"],
                                            "获取新闻客户端某频道的热门文章列表。"))
    assert h.severity == "info"


def test_a_chinese_status_or_a_label_in_an_english_tool_still_warns():
    (h,) = hits("enum-unstable-values", _zh("status", ["待发货", "已发货", "已签收"],
                                            "列出店铺的订单。"))
    assert h.severity is None
    (h,) = hits("enum-unstable-values", _zh("channel", ["科技", "财经", "体育"],
                                            "Lists the hot articles of one news channel."))
    assert h.severity is None


def test_a_few_kinds_of_item_are_a_vocabulary_not_live_data():
    # `item` names a kind as often as a catalogue entry: eight kinds of furniture to move are
    # the tool's own vocabulary; a `city` of Chinese city names stays a copy of open-world data
    kinds = ["冰箱", "洗衣机", "双人床", "衣柜", "沙发", "钢琴", "书柜", "餐桌"]
    assert hits("huge-enum", _enum_tool("item", kinds, "大件类型。")) == []
    cities = ["北京", "上海", "广州", "深圳", "杭州", "成都", "武汉", "西安"]
    (h,) = hits("huge-enum", _enum_tool("city", cities, "城市。"))
    assert h.severity is None and "live data" in h.message
