"""The bundled tools catalog and its validation."""

from __future__ import annotations

import re

import pytest

from client.toolguard import Catalog, CatalogError, Category, load_catalog

GENERIC = re.compile(
    r"^(python\w*|java\w*|node|ruby|perl|php|bash|sh|cmd|powershell|chrome|chromium|"
    r"firefox|msedge|safari|opera|brave|iexplore|explorer)(\.exe)?$"
)

VALID = """
schema = 1
version = "test.1"
policy = "test policy"

[[rules]]
id = "R-OK"
kind = "stats_tracker"
category = "acceptable"
title = "Tracker"
text = "Allowed."
fix = "Nothing."

[[rules]]
id = "R-SOLVER"
kind = "solver"
category = "prohibited_while_open"
title = "Solver"
text = "Not while open."
fix = "Close it."

[[tools]]
id = "tracker"
name = "Tracker"
kind = "stats_tracker"
category = "acceptable"
processes = ["Tracker.exe"]
source = "test"

[[tools]]
id = "solver"
name = "Solver"
kind = "solver"
category = "prohibited_while_open"
processes = ["Solver.exe"]
paths = ["*/SolverHome/*"]
source = "test"
"""


def test_bundled_catalog_is_versioned_and_covers_every_category(catalog: Catalog) -> None:
    assert catalog.schema == 1 and catalog.version
    assert {t.category for t in catalog.tools} == set(Category)
    kinds = {t.kind for t in catalog.tools}
    assert {"real_time_assistance", "shared_database", "bot", "seating_script"} <= kinds
    assert {"solver", "hand_analyser", "icm_calculator"} <= kinds


@pytest.mark.parametrize(
    ("tool_id", "category"),
    [
        ("pokertracker4", Category.ACCEPTABLE),
        ("holdem_manager3", Category.ACCEPTABLE),
        ("hand2note", Category.ACCEPTABLE),
        ("piosolver", Category.PROHIBITED_WHILE_OPEN),
        ("gto_plus", Category.PROHIBITED_WHILE_OPEN),
        ("monkersolver", Category.PROHIBITED_WHILE_OPEN),
        ("simple_postflop", Category.PROHIBITED_WHILE_OPEN),
        ("holdem_hawk", Category.PROHIBITED_ALWAYS),
        ("poker_edge", Category.PROHIBITED_ALWAYS),
        ("openholdem", Category.PROHIBITED_ALWAYS),
        ("tablescan_turbo", Category.PROHIBITED_ALWAYS),
    ],
)
def test_rule_three_categories_well_known_tools(
    catalog: Catalog, tool_id: str, category: Category
) -> None:
    """The policy's three groups: acceptable, prohibited while open, prohibited always."""
    tool = catalog.tool(tool_id)
    assert tool.category is category
    assert tool.rule.category is category and tool.source


def test_catalog_never_lists_interpreters_or_browsers(catalog: Catalog) -> None:
    for tool in catalog.tools:
        for name in tool.processes:
            assert not GENERIC.match(name.lower()), (tool.id, name)


def test_catalog_loads_through_importlib_resources() -> None:
    from client.resource_files import resource_file

    text = resource_file("toolguard", "catalog.toml").read_text(encoding="utf-8")
    assert load_catalog(text) == load_catalog()


def test_match_truncated_kernel_name_and_windows_path(catalog: Catalog) -> None:
    assert catalog.match("HoldemResourcesX", None, name_truncated=True) is None
    assert catalog.match("HoldemResources", None) is None  # a full name must match exactly
    match = catalog.match("HoldemResources", None, name_truncated=True)
    assert match is not None and match.tool.id == "hrc"
    match = catalog.match("javaw.exe", r"C:\Program Files\MonkerSolver\jre\bin\javaw.exe")
    assert match is not None and match.tool.id == "monkersolver"
    assert catalog.match("javaw.exe", r"C:\Program Files\Java\bin\javaw.exe") is None


def test_loader_under_wine_matches_by_reported_name(catalog: Catalog) -> None:
    """Under Wine the path is the loader's, the reported name is the tool's."""
    match = catalog.match("PioSOLVER-edge.", "/usr/bin/wine64-preloader", name_truncated=True)
    assert match is not None and match.tool.id == "piosolver"


def test_most_serious_match_wins() -> None:
    text = VALID.replace('paths = ["*/SolverHome/*"]', 'paths = ["*/Bundle/*"]')
    catalog = load_catalog(text)
    match = catalog.match("Tracker.exe", "/opt/Bundle/Tracker.exe")
    assert match is not None and match.tool.id == "solver"


def test_valid_minimal_catalog_loads() -> None:
    catalog = load_catalog(VALID)
    assert [t.id for t in catalog.tools] == ["tracker", "solver"]
    assert catalog.tool("solver").rule.id == "R-SOLVER"
    with pytest.raises(KeyError, match="nope"):
        catalog.tool("nope")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("schema = 1", "schema = 2", "schema 2 is not supported"),
        ('version = "test.1"', 'version = ""', "'version' must be a non-empty string"),
        ('category = "prohibited_while_open"\nprocesses', 'category = "sometimes"\nprocesses',
         "category 'sometimes' is not one of"),
        ('kind = "solver"\ncategory = "prohibited_while_open"\nprocesses',
         'kind = "mystery"\ncategory = "prohibited_while_open"\nprocesses',
         "kind 'mystery' has no"),
        ('kind = "solver"\ncategory = "prohibited_while_open"\nprocesses',
         'kind = "solver"\ncategory = "prohibited_always"\nprocesses', "contradicts rule"),
        ('["Solver.exe"]', '["python.exe"]', "general interpreter or browser"),
        ('["Solver.exe"]', '["chrome.exe"]', "general interpreter or browser"),
        ('["Solver.exe"]', '["Solver*.exe"]', "bare image name"),
        ('["Solver.exe"]', '["C:/x/Solver.exe"]', "bare image name"),
        ('["Solver.exe"]', '["Tracker.exe"]', "already listed for 'tracker'"),
        ('["Solver.exe"]', "[]", "at least one image name"),
        ('["Solver.exe"]', '"Solver.exe"', "array of non-empty strings"),
        ('["*/SolverHome/*"]', '["*/*"]', "too broad"),
        ('["*/SolverHome/*"]', '["*/bin/java.exe"]', "general interpreter or browser"),
        ('id = "solver"', 'id = "tracker"', "duplicate tool id"),
        ('id = "R-SOLVER"', 'id = "R-OK"', "duplicate rule id"),
        ('source = "test"\n\n[[tools]]\nid = "solver"', '\n[[tools]]\nid = "solver"',
         "'source' must be"),
        ("schema = 1", "schema = 1\n[bad", "not valid TOML"),
    ],
)
def test_catalog_validation_rejects_bad_entries(old: str, new: str, message: str) -> None:
    assert old in VALID
    with pytest.raises(CatalogError, match=re.escape(message)):
        load_catalog(VALID.replace(old, new, 1))


def test_catalog_rejects_names_ambiguous_after_kernel_truncation() -> None:
    text = VALID.replace('["Tracker.exe"]', '["SameFirstFifteen-a.exe"]').replace(
        '["Solver.exe"]', '["SameFirstFifteen-b.exe"]'
    )
    with pytest.raises(CatalogError, match="first 15 characters"):
        load_catalog(text)


def test_catalog_without_rules_or_tools_is_rejected() -> None:
    with pytest.raises(CatalogError, match="'rules' must be a non-empty array"):
        load_catalog('schema = 1\nversion = "x"\npolicy = "p"\n')
