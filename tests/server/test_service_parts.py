"""The room service is built by composition (issue 13): no class of client/service inherits
from another, no part reads another's private attributes, files and functions stay small,
and the facade's dispatch table covers every room command."""

from __future__ import annotations

import ast
from datetime import UTC, datetime
from pathlib import Path

from client.protocol import messages as m
from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.self_exclusion import SelfExclusions
from client.service import RoomConfig, RoomService
from client.service.accounts import Accounts, Seeds

SERVICE = Path(__file__).resolve().parents[2] / "client" / "service"
PROTOCOL = SERVICE.parent / "protocol"


def _trees() -> dict[str, ast.Module]:
    return {p.name: ast.parse(p.read_text(), str(p)) for p in sorted(SERVICE.glob("*.py"))}


def test_no_service_class_inherits_from_another_service_class() -> None:
    trees = _trees()
    ours = {node.name for tree in trees.values() for node in ast.walk(tree)
            if isinstance(node, ast.ClassDef)}
    bad = [f"{name}: {node.name}({ast.unparse(base)})"
           for name, tree in trees.items() for node in ast.walk(tree)
           if isinstance(node, ast.ClassDef) for base in node.bases
           if ast.unparse(base).split(".")[-1] in ours]
    assert not bad, bad


def test_no_part_reaches_into_another_objects_private_attributes() -> None:
    bad = [f"{name}:{node.lineno} {ast.unparse(node)}"
           for name, tree in _trees().items() for node in ast.walk(tree)
           if isinstance(node, ast.Attribute) and node.attr.startswith("_")
           and not node.attr.startswith("__")
           and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))]
    assert not bad, bad


def test_service_and_protocol_files_and_functions_are_small() -> None:
    """No file in client/service or client/protocol over 500 lines, no function over 60."""
    long_files, long_functions = [], []
    for path in (*SERVICE.glob("*.py"), *PROTOCOL.glob("*.py")):
        text = path.read_text()
        if len(text.splitlines()) > 500:
            long_files.append(path.name)
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef) and node.end_lineno is not None \
                    and node.end_lineno - node.lineno + 1 > 60:
                long_functions.append(f"{path.name}:{node.name}")
    assert not long_files and not long_functions, (long_files, long_functions)


def test_every_command_but_the_connections_has_a_handler() -> None:
    """Login, Logout, LogoutEverywhere and ChangePassword belong to the connection; every
    other command reaches a part."""
    service = RoomService(SimulatedClock(datetime(2026, 3, 1, tzinfo=UTC)),
                          config=RoomConfig(sit_and_gos=(), tournaments=(), rings=()))
    commands = {t for t in m.Command.__subclasses__()}
    assert service.handled_commands() == commands - m.CONNECTION_COMMANDS
    service.ensure_local_player("me", "Me")
    out: list[m.Event] = []
    service.subscribe(lambda _pid, event: out.append(event))
    for command in (m.Login(), m.Logout()):
        service.handle("me", command)
    refusals = [e for e in out if isinstance(e, m.Error)]
    assert [e.code for e in refusals] == [m.ErrorCode.REFUSED] * 2
    assert all("handled by the connection" in e.message for e in refusals)
    out.clear()
    service.handle("me", m.ListLobby())
    assert any(isinstance(e, m.LobbySnapshot) for e in out)


def test_no_two_of_the_rooms_players_share_a_name() -> None:
    """Bots joining the room one by one (busy practice tables fill up as players bust and
    leave) never get a name a bot or a player already has: two "SilentPanda"s at one table
    make the table, the chat and the hand histories ambiguous."""
    for seed in (1, 7, None):
        clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
        accounts = Accounts(Cashier(), {}, Seeds(seed), "random", SelfExclusions(clock))
        accounts.add("hero", "Hero")
        names = ["Hero", *(accounts.name_of(accounts.new_bot()) for _ in range(120))]
        assert len(set(names)) == len(names)
