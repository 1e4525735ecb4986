"""The real-world tool collection in tests/realworld/ (see its README.md): every file carries its
provenance, loads with the workbench to exactly its tools with no load problem, and the README's
source table and the aggregate floors the precision measurement relies on still hold."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from workbench.loading import load
from workbench.text import CJK

REALWORLD = Path(__file__).parent / "realworld"
FILES = sorted(REALWORLD.glob("*.json"))

KEYS = {"name", "source", "license", "language", "kind", "how", "envelope", "split", "tools"}
KINDS = {"mcp-server", "agent-toolkit", "coding-agent", "cookbook", "vendor-api"}
LANGUAGES = {"en", "zh", "mixed"}
SPLITS = {"dev", "holdout"}
# the metadata's envelope names are the loader's format ids ("gemini" also reads
# parametersJsonSchema declarations)
FORMATS = {"mcp", "openai-chat", "openai-responses", "anthropic", "gemini"}
PACKAGE = re.compile(r"^(@[\w.-]+/)?[\w.-]+@\d[\w.+-]*$")
COMMIT = re.compile(r"^[0-9a-f]{40}$")
# the sets the rules were developed and measured on (README: "First collection"); every set
# added later is held out until it has been measured once
FIRST_COLLECTION = frozenset({
    "amap-maps", "anthropic-cookbook", "baidu-map", "calc-mcp", "chrome-devtools-mcp", "circleci",
    "crewai-tools", "exa", "firecrawl", "gemini-cookbook", "kubernetes", "langchain-community",
    "lark-openapi", "mcp-everything", "mcp-gitlab", "mcp-google-maps", "mcp-slack", "modelscope-agent",
    "mongodb", "notion", "openhands", "playwright-mcp", "qwen-agent", "serena", "tavily",
    "tencent-cloudbase", "universal-db", "variflight"})
# held out, then measured once by blind reviewers; development data since
SECOND_COLLECTION = frozenset({
    "agno-tools", "ali-bailian", "astron-bilibili", "baidu-appbuilder", "brightdata", "browserbase",
    "elasticsearch", "figma-context", "git-mcp-server", "hubspot", "kimi-cli", "lara-translate",
    "minimax", "plane", "qiniu", "stock-sdk", "wechat-devtools", "zai", "zhihu-search"})
# the same, a third time (README: "Third collection")
THIRD_COLLECTION = frozenset({
    "agentscope", "camel-toolkits", "cls-mcp-server", "datadog", "fliggy-travel", "garmin-china",
    "hefeng-qweather", "kuaidi100", "launchdarkly", "line-bot", "smolagents", "swe-agent"})
# the same, a fourth time (README: "Fourth collection"), measured once as holdout-final-4
FOURTH_COLLECTION = frozenset({
    "a02-career-data", "agushuju", "asana", "bilibili-mcp-tools", "browserstack", "china-law",
    "chinese-nlp", "currents", "docx-mcp", "llamaindex-tools", "metabase", "perplexity", "pinecone",
    "shortcut"})
# the same, a fifth time (README: "Fifth collection"), measured once as holdout-final-5
FIFTH_COLLECTION = frozenset({
    "akshare-stock", "apollo-config", "archery-sql", "atlassian-jira", "basepilot-feishu-bitable",
    "clash-verge-mihomo", "google-calendar", "monday", "morph-mcp", "strands-tools"})
# the same, a sixth time (README: "Sixth collection"), measured once as holdout-final-6
SIXTH_COLLECTION = frozenset({
    "aicoin-opendata", "ashby-ats", "bmall-dev-tools", "cclsp", "flightradar24", "infisical",
    "leetcode", "mastergo-magic", "mockserver-charles", "mysql-liangshanli", "next-ai-drawio",
    "paddle", "qase", "rollbar", "shrimp-task-manager", "xero", "yunxiao-devops"})
# the same, a seventh time (README: "Seventh collection"), measured once as holdout-final-7
SEVENTH_COLLECTION = frozenset({
    "alibabacloud-ack", "alpaca-trading", "apifox", "aws-cloudwatch", "china-context", "china-festival",
    "cnki-papers", "dameng-db", "dbt-labs", "gitea-toolkit", "jupyter-notebook", "motherduck",
    "trae-agent"})
# the same, an eighth time (README: "Eighth collection"), measured once as holdout-final-8
EIGHTH_COLLECTION = frozenset({
    "ag2-tools", "feishu-project", "global-travel", "jd-merchant", "kdniao-logistics", "pagerduty",
    "redis-mcp", "semantic-kernel-plugins", "weibo-social", "xiaoya-teacher", "ynufe-campus"})
# the same, a ninth time (README: "Ninth collection"), measured once as holdout-final-9
NINTH_COLLECTION = frozenset({
    "creem-payments", "dingtalk-openapi", "google-adk-tools", "google-cloud-run", "mobile-mcp",
    "neon-postgres", "waterlog-flood", "wecom-crm", "xcodebuild-mcp", "zentao-pm"})
# the same, a tenth time (README: "Tenth collection"), measured once as holdout-final-10
TENTH_COLLECTION = frozenset({
    "argocd", "backlog", "doubao-speech", "kingdee-k3cloud", "laogu-financial-reports", "mapbox",
    "mirror-earth-weather", "ms-365", "sentry", "siyuan-note"})
# the same, an eleventh time (README: "Eleventh collection"), measured once as holdout-final-11
ELEVENTH_COLLECTION = frozenset({
    "airtable", "azure-devops", "cf-polygon", "coolify", "deepagents", "fnos-nas", "liangmai-finance",
    "rabbitmq-atengk", "railway-12306", "reddit-buddy", "trello"})
# the same, a twelfth time (README: "Twelfth collection"), measured once as holdout-final-12
TWELFTH_COLLECTION = frozenset({
    "a-stock-market", "attio-crm", "discourse-forum", "figma-console", "heiman-smart-home",
    "hevy-fitness", "nacos-config", "netease-mail", "openmanus-tools", "respira-wordpress",
    "shanghai-library-opendata", "shopify-storefront-admin"})
# the same, a thirteenth time (README: "Thirteenth collection"), measured once as
# holdout-final-13; development data since trust round 25 read its verdicts
THIRTEENTH_COLLECTION = frozenset({
    "cuqu-activities", "discord", "email-imap-smtp", "gptme", "huaweicloud-open", "pubmed",
    "recipe-mcp", "sap-universal", "strava", "timeverse-office-doc", "todoist", "vivado-fpga"})
# the same, a fourteenth time (README: "Fourteenth collection"), gathered blind while trust round
# 25 was written and measured once after it as holdout-final-14; development data since trust
# round 26 read its verdicts
FOURTEENTH_COLLECTION = frozenset({
    "ableton-live", "archilinkai-archicad", "dudutt-kuaituantuan", "excalidraw-canvas",
    "google-maps-cablate", "langroid-tools", "mcu-debug", "mingqing-narrative",
    "noc-ops-multicloud", "notebooklm", "roblox-studio", "yudao-pilot"})
# the same, a fifteenth time (README: "Fifteenth collection"), gathered blind while trust round
# 26 was written and measured once after it as holdout-final-15; development data since trust
# round 27 read its verdicts
FIFTEENTH_COLLECTION = frozenset({
    "agentica-deepagent", "boondmanager-erp", "ebay-sell-api", "esq-question-bank",
    "godot-editor", "grafana-leval", "jobradar-recruiting", "lingflow-engineering",
    "lsekit-sequential-thinking", "stm32-cubemx", "tuniu-travel", "wanyimem-memory"})
# the same, a sixteenth time (README: "Sixteenth collection"), gathered blind while trust round
# 28 was written and measured once after it as holdout-final-16; development data since round 29
SIXTEENTH_COLLECTION = frozenset({
    "atengk-reverse-forensics", "google-workspace-dguido", "indonesia-civic-stack",
    "pasm-cognitive-kernel", "plant-genomics", "praisonai-agents-autonomy", "qiao-bridge-design",
    "recruit-104-jobbank", "stardew-valley-saves", "travel-smart-plan", "vercel-mistertk",
    "wordpress-site-manager-zh"})
# the same, a seventeenth time (README: "Seventeenth collection"), gathered blind while trust
# round 29 was written and measured once after it as holdout-final-17; development data since round 30
SEVENTEENTH_COLLECTION = frozenset({
    "actionstep-legal-practice", "damai-ticket-automation", "gmail-autoauth", "golem-rhino-3d",
    "ht32-mcu-wiki", "isaac-sim-robotics", "mcp-email-imap-smtp-zh-tw",
    "nanobot-agent-default-tools", "open-meteo-weather", "ssh-remote-forensics",
    "tongcheng-travel", "xianyu-goofish-zh"})
# the same, an eighteenth time (README: "Eighteenth collection"), gathered blind while trust
# round 30 was written and measured once after it as holdout-final-18; development data since round 31
EIGHTEENTH_COLLECTION = frozenset({
    "akshare-agentladle", "bilibili-cognitive-zh", "bizonquant-a-share-zh", "boardgame-rules",
    "cwa-taiwan-weather-zh", "f1-pitwall", "hotelzero-hotels", "mpesa-daraja",
    "oxford-ledge-sec-data", "paperdaily-papers", "selenium-browser-automation",
    "volcengine-ark-zh"})
# the same, a nineteenth time (README: "Nineteenth collection"), gathered blind while trust
# round 31 was written and measured once after it as holdout-final-19; development data since round 32
NINETEENTH_COLLECTION = frozenset({
    "autogen-ext-agent-tools", "goofish-xianyu-cli-zh", "hostinger-api", "hsagent-bridge-hpc",
    "linear-tacticlaunch", "replicate-api", "scrape-mcp-zh", "siyuan-cli-notes",
    "stcc-telephone-triage-zh", "ue-prism-unreal", "weatherwork-consumer-zh",
    "yhtool-data-mail-zh"})
# the same, a twentieth time (README: "Twentieth collection"), gathered blind while trust
# round 32 was written and measured once after it as holdout-final-20; development data since
# round 33 read its verdicts
TWENTIETH_COLLECTION = frozenset({
    "astron-tieba-zh", "beijing-universal-zh", "github-project-manager", "hermes-agent-tools",
    "jarvis-agent-tools-zh", "jenkins-host-mcp", "luzzy-tool-local-system-zh",
    "sonarqube-sapientpants", "taiwan-law-zh", "terraform-registry", "wordpress-docdyhr",
    "zspace-nas"})
# the same, a twenty-first time (README: "Twenty-first collection"), gathered blind while trust
# round 34 was written and measured once after it as holdout-final-21; development data since
# round 35 read its verdicts (MCP servers only: its collectors found no agent toolkit in time)
TWENTY_FIRST_COLLECTION = frozenset({
    "biomcp", "desktop-commander", "feishu-docx-blocks-zh", "game-painter-zh",
    "github-reference-archived", "hpyzs-eia-cloud-zh", "mcp-yahoo-finance", "moviepilot-mcp-zh",
    "nutstore-mcp-zh", "sec-edgar-mcp", "statlab-mcp-zh", "stripe-agent-toolkit", "supabase",
    "tdx-link-mcp-zh", "wikipedia-mcp", "zotero-mcp-server"})
# a part of the MCP corpus (README: "Corpus sweep"): LiveMCPBench servers none of whose tools
# occur in an earlier collection, judged blind in round 47 as dev9; development data from the start
CORPUS_SWEEP = frozenset({
    "lmb-airbnb", "lmb-bazi", "lmb-chess", "lmb-context7", "lmb-crypto-price", "lmb-datagov",
    "lmb-docker", "lmb-excel", "lmb-howtocook", "lmb-kospi", "lmb-leetcode", "lmb-magicui",
    "lmb-met-museum", "lmb-music-analysis", "lmb-npm-sentinel", "lmb-opgg", "lmb-painter",
    "lmb-playwright", "lmb-puppeteer", "lmb-random-number", "lmb-server-chart", "lmb-shadcn",
    "lmb-sitemap", "lmb-text-editor", "lmb-trends-hub", "lmb-whois", "lmb-wuwa"})
DEVELOPMENT = (FIRST_COLLECTION | SECOND_COLLECTION | THIRD_COLLECTION | FOURTH_COLLECTION
               | FIFTH_COLLECTION | SIXTH_COLLECTION | SEVENTH_COLLECTION | EIGHTH_COLLECTION
               | NINTH_COLLECTION | TENTH_COLLECTION | ELEVENTH_COLLECTION | TWELFTH_COLLECTION
               | THIRTEENTH_COLLECTION | FOURTEENTH_COLLECTION | FIFTEENTH_COLLECTION
               | SIXTEENTH_COLLECTION | SEVENTEENTH_COLLECTION | EIGHTEENTH_COLLECTION
               | NINETEENTH_COLLECTION | TWENTIETH_COLLECTION | TWENTY_FIRST_COLLECTION
               | CORPUS_SWEEP)


def _doc(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _readme_rows() -> dict[str, list[str]]:
    """File stem -> the cells of its row in the README's source table."""
    rows = {}
    for line in (REALWORLD / "README.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 9 and cells[0].startswith("`"):
            rows[cells[0].strip("`")] = cells
    return rows


def test_the_collection_is_there():
    assert len(FILES) >= len(DEVELOPMENT)
    assert (REALWORLD / "README.md").is_file()


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_file_carries_its_provenance(path):
    doc = _doc(path)
    assert set(doc) == KEYS
    assert doc["kind"] in KINDS and doc["language"] in LANGUAGES and doc["split"] in SPLITS
    assert doc["envelope"] in FORMATS
    assert doc["name"] and doc["license"] and doc["how"]
    source = doc["source"]
    assert source["kind"] in {"npm", "pypi", "github"}
    assert source["url"].startswith("https://")
    if source["kind"] == "github":
        assert "/" in source["repo"] and COMMIT.match(source["commit"]), source
    else:
        assert PACKAGE.match(source["package"]), source
    assert isinstance(doc["tools"], list) and doc["tools"]


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_file_loads_to_exactly_its_tools(path):
    doc = _doc(path)
    tools = load(doc["tools"], format=doc["envelope"])
    assert tools.problems == ()
    assert len(tools) == len(doc["tools"])
    names = [t.get("function", t)["name"] for t in doc["tools"]]
    assert [t.name for t in tools] == names
    # OpenManus's tool classes belong to different agents; two of them share `python_execute`,
    # kept as the project has them (no agent sends both)
    shared = 2 if path.stem == "openmanus-tools" else 1
    assert len(names) - len(set(names)) <= shared - 1, "one definition per tool name within a source"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_language_label_matches_the_texts(path):
    doc = _doc(path)
    chinese = sum(1 for t in doc["tools"] if CJK.search(t.get("function", t).get("description") or ""))
    share = chinese / len(doc["tools"])
    expected = {"en": (0.0, 0.1), "mixed": (0.1, 0.9), "zh": (0.9, 1.0)}[doc["language"]]
    assert expected[0] <= share <= expected[1], (doc["language"], share)


def test_readme_table_matches_the_files():
    rows = _readme_rows()
    assert sorted(rows) == sorted(p.stem for p in FILES)  # (path order puts "a-b.json" before "a.json")
    for path in FILES:
        doc = _doc(path)
        _, kind, language, count, split, envelope, source, _, _ = rows[path.stem]
        assert (kind, language, int(count), split, envelope) == (
            doc["kind"], doc["language"], len(doc["tools"]), doc["split"], doc["envelope"])
        assert doc["source"].get("package", doc["source"].get("repo")) in source


def test_only_sets_no_rule_was_developed_on_are_held_out():
    docs = {p.stem: _doc(p) for p in FILES}
    assert set(docs) >= DEVELOPMENT, "the measured collections stay in the data set"
    assert {n: d["split"] for n, d in docs.items()} == {
        n: "dev" if n in DEVELOPMENT else "holdout" for n in docs}


def test_the_sets_measured_once_are_the_first_collections_seeded_stratified_shuffle():
    docs = {n: _doc(REALWORLD / f"{n}.json") for n in FIRST_COLLECTION}

    def stratum(doc):
        return ("zh" if doc["language"] in ("zh", "mixed") else "en", doc["kind"])

    rng, order = random.Random(20261201), []
    for key in sorted({stratum(d) for d in docs.values()}):
        names = sorted(n for n, d in docs.items() if stratum(d) == key)
        rng.shuffle(names)
        order += names
    measured = {n for i, n in enumerate(order) if i % 3 == 0}
    readme = (REALWORLD / "README.md").read_text(encoding="utf-8")
    line = next(x for x in readme.splitlines() if x.strip().startswith("Measured once as holdout on 2026-12-01:"))
    assert set(re.findall(r"`([\w.-]+)`", line)) == measured


def _meets(docs: list[dict], *, tools: int, sources: int, zh_sources: int, zh_tools: int) -> None:
    assert sum(len(d["tools"]) for d in docs) >= tools and len(docs) >= sources
    chinese = [d for d in docs if d["language"] == "zh"]
    assert len(chinese) >= zh_sources and sum(len(d["tools"]) for d in chinese) >= zh_tools


def test_collection_meets_the_floors_of_the_measurement():
    docs = [_doc(p) for p in FILES]
    dev = [d for d in docs if d["split"] == "dev"]
    _meets(dev, tools=1260, sources=59, zh_sources=17, zh_tools=320)
    assert {d["kind"] for d in dev} == KINDS


# Each collection measured once as a holdout (README "Third collection" to "Tenth collection"):
# enough independent sources, Chinese ones among them, several kinds, and no single source large
# enough to decide the measurement on its own. The fifth held out every file not in a measured
# collection; the sixth came from npm alone, which had 30 Chinese tools in mainly Chinese
# servers, not the 50 of the other holdouts; the tenth has two kinds only (its one agent toolkit
# was left out for its licence before any lint); the twelfth has MCP servers and one agent toolkit;
# the eighteenth has MCP servers only (its collector found no agent toolkit in time).
@pytest.mark.parametrize("collection,zh_tools,kinds", [
    (THIRD_COLLECTION, 50, 3), (FOURTH_COLLECTION, 50, 3), (FIFTH_COLLECTION, 50, 3),
    (SIXTH_COLLECTION, 30, 3), (SEVENTH_COLLECTION, 50, 3), (EIGHTH_COLLECTION, 50, 3),
    (NINTH_COLLECTION, 50, 3), (TENTH_COLLECTION, 50, 2), (ELEVENTH_COLLECTION, 50, 3),
    (TWELFTH_COLLECTION, 50, 2), (THIRTEENTH_COLLECTION, 50, 2), (FOURTEENTH_COLLECTION, 50, 2),
    (FIFTEENTH_COLLECTION, 50, 2), (SIXTEENTH_COLLECTION, 50, 2), (SEVENTEENTH_COLLECTION, 50, 2),
    (EIGHTEENTH_COLLECTION, 50, 1), (NINETEENTH_COLLECTION, 50, 2),
    (TWENTIETH_COLLECTION, 50, 2), (TWENTY_FIRST_COLLECTION, 50, 1),
], ids=["third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
        "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth",
        "nineteenth", "twentieth", "twenty-first"])
def test_each_collection_measured_once_met_the_floors_of_a_holdout(collection, zh_tools, kinds):
    held = [_doc(REALWORLD / f"{n}.json") for n in sorted(collection)]
    _meets(held, tools=180, sources=8, zh_sources=3, zh_tools=zh_tools)
    assert len({d["kind"] for d in held}) >= kinds
    assert max(len(d["tools"]) for d in held) <= 60
