"""Online play from the app: hosting a table on the app's own server, taking seats (Join, My
tables' Resume), opening the board on a ``RemoteMatch``, and what happens at the end (the finished
game goes to the history). The scenes (``scenes/online.py``, the setup's host mode) and
``BoardScene`` call these; the network I/O itself runs on ``labdesk.online.link``'s thread.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field, replace

import pygame

from labdesk.i18n import N_, _
from labdesk.online import mytables
from labdesk.online.link import DEFAULT_PORT, REFUSED, LocalServer, SeatLink
from labdesk.online.mytables import SeatToken, TableEntry
from labdesk.online.table import AWAY, WAITING
from labdesk.ui.table import connection

#: posted by the network thread when a message arrives, so the window's loop (asleep at rest)
#: wakes and the board takes the message in
WAKE = pygame.event.custom_type()

_server: LocalServer | None = None

#: the server's refusals a person joining meets, by code, in words of ours (the server speaks
#: English for programs); others show the server's own line
REFUSALS = {
    "unknown-code": N_("unknown invite code: check it with the host"),
    "seat-taken": N_("someone is already connected with that code"),
    "version": N_("the host's labdesk speaks another protocol: update one of them"),
    # the host handing a seat to the AI
    "seat-here": N_("that player is back at the table: only a seat whose player is away goes to the AI"),
    "no-seat": N_("that seat is already played by the AI"),
    "over": N_("the game is over"),
    "not-host": N_("only the table's host can hand a seat to the AI"),
}


def wake() -> None:
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:  # the window is gone (closing): nothing to wake
        pass


def local_server(port: int = DEFAULT_PORT) -> LocalServer:
    """The app's own table server, started on first use (``port``, or a free one if it is taken);
    its tables live in the data folder's ``online/``, as ``labdesk serve``'s do."""
    global _server
    if _server is None:
        from labdesk.userdata import data_dir

        server = LocalServer(data_dir() / "online", port)
        server.start()
        _server = server
    return _server


def stop_local_server() -> None:
    """Stop the app's server (tests; the app's own ends with its process)."""
    global _server
    if _server is not None:
        _server.stop()
        _server = None


@dataclass
class Seating:
    """Seats being taken for a board: their links, and what My tables keeps once they are in."""
    url: str
    links: dict  # seat (None: the spectator's link) -> SeatLink
    entry: TableEntry | None = None  # known ahead (a Resume); else made from the first welcome
    hosted: bool = False
    port: int = 0
    watch: str = ""
    host_code: str = ""  # the table's host credential (a table made here): hands an away seat to an AI
    errors: list = field(default_factory=list)

    @property
    def ready(self) -> bool:
        return all(link.ready for link in self.links.values())

    @property
    def refused(self) -> str | None:
        """Why a link could not take its seat (one line, in the app's language where the server's
        code is one a person meets), or None."""
        link = next((link for link in self.links.values() if link.state == REFUSED), None)
        if link is None:
            return None
        said = REFUSALS.get(link.error_code)
        return _(said) if said else link.error

    def close(self) -> None:
        for link in self.links.values():
            link.close()


def join(url: str, code: str, name: str | None) -> Seating:
    """Take the seat of an invite code (the join's links start at once; poll ``ready``)."""
    link = SeatLink(url, code.strip(), name or None, on_arrival=wake)
    return Seating(url, {0: link})  # the key is set from the welcome when the board opens


def resume(entry: TableEntry) -> Seating:
    """Take a kept table's seats back with their tokens (its server started first if it is ours)."""
    url = entry.url
    if entry.hosted:
        url = local_server(entry.port or DEFAULT_PORT).url
    links = {s.seat: SeatLink(url, s.token, on_arrival=wake, token=True) for s in entry.seats}
    if entry.watch:
        links[None] = SeatLink(url, entry.watch, on_arrival=wake)
    return Seating(url, links, entry=entry, hosted=entry.hosted, port=entry.port, host_code=entry.host)


@dataclass(frozen=True)
class Hosted:
    """A table made on this app's server: what the invitation screen shows."""
    table: str
    game: str
    port: int
    invites: list  # (seat, the name set for it, its invite code), one per friend online
    watch: str
    seating: Seating


def host(play: dict) -> Hosted:
    """Make the table ``play`` describes on the app's server (``play["where"]``: each seat
    ``here``, ``remote`` for a friend online, or ``ai``), keep it in My tables and start taking
    the seats played here. Blocks on the network thread: call it from a worker."""
    import asyncio

    from labdesk.online.client import request
    from labdesk.online.link import net_loop

    server = local_server()
    seats, where = play["seats"], play["where"]
    wire = ["ai:" + s.level if w == "ai" else "remote" for s, w in zip(seats, where)]
    fields = {"game": play["game"], "seats": wire, "options": dict(play.get("options") or {}),
              "names": [s.name for s in seats]}
    made = net_loop().submit(asyncio.wait_for(request(server.url, "create", **fields), 15)).result(20)
    codes = dict(zip([i for i, w in enumerate(where) if w != "ai"], made["invites"]))
    here = [i for i, w in enumerate(where) if w == "here"]
    watch = made["watch"] if len(here) != 1 else ""  # the public view: between hand-offs, or no seat here
    # an invite code takes its seat back while nobody holds it, so it is kept as the seat's key until
    # the board has the token the welcome brings
    entry = TableEntry(made["table"], server.url, play["game"], tuple(SeatToken(i, codes[i]) for i in here),
                       hosted=True, port=server.port, watch=watch, names=tuple(s.name for s in seats),
                       to_move=-1, host=made["host"])
    try:
        mytables.remember(entry)
    except OSError as exc:
        print(f"labdesk: could not keep the table in My tables: {exc}", file=sys.stderr)
    links = {i: SeatLink(server.url, codes[i], seats[i].name, on_arrival=wake) for i in here}
    if watch:
        links[None] = SeatLink(server.url, watch, on_arrival=wake)
    invites = [(i, seats[i].name, codes[i]) for i, w in enumerate(where) if w == "remote"]
    seating = Seating(server.url, links, entry=entry, hosted=True, port=server.port, watch=watch,
                      host_code=made["host"])
    return Hosted(made["table"], play["game"], server.port, invites, watch, seating)


def open_board(app, seating: Seating, instead: bool = False):
    """The board for seats that are ``ready``: kept in My tables, then shown (``instead``: in
    place of the top scene)."""
    from labdesk.online.remote import RemoteMatch
    from labdesk.ui.boards import make_board

    links = seating.links
    if set(links) == {0} and seating.entry is None:  # a join: the seat is the welcome's
        link = links[0]
        links = {link.welcome.get("seat"): link}
    match = RemoteMatch(links, seating.url, host_code=seating.host_code)
    remember(match, seating)
    board = make_board(app, match, autosave=False)
    app.replace(board) if instead else app.push(board)
    return board


def remember(match, seating: Seating) -> None:
    entry = TableEntry(match.table_id, seating.url, match.game_id,
                       tuple(SeatToken(seat, token) for seat, token in sorted(match.tokens.items())),
                       hosted=seating.hosted, port=seating.port, watch=seating.watch,
                       names=tuple(match.names()), to_move=_to_move(match), over=match.state.is_over(),
                       host=seating.host_code)
    if seating.entry is not None:
        entry = replace(entry, recorded=seating.entry.recorded)
    try:
        mytables.remember(entry)
    except OSError as exc:  # a read-only data folder: the game goes on, it is just not listed
        print(f"labdesk: could not keep the table in My tables: {exc}", file=sys.stderr)


def _to_move(match) -> int:
    seat = match.current_seat()
    return -1 if seat is None else seat


def finish_online(board) -> None:
    """The end of an online game on a board: the finished game (rebuilt from the save the server
    reveals now) goes to the history once, and the results show."""
    from labdesk.engine import history
    from labdesk.ui.scenes.results import ResultsScene

    match = board.match
    final = match.finished_match()
    kept = next((e for e in mytables.load() if e.table == match.table_id), None)
    if final is not None and not (kept is not None and kept.recorded):
        try:
            history.record(final, you=min(match.tokens) if match.tokens else None)  # stats count this seat
            if kept is not None:
                mytables.update(match.table_id, over=True, recorded=True, to_move=-1)
        except OSError as exc:  # a full disk: the results still show
            print(f"labdesk: the game could not be added to the history: {exc}", file=sys.stderr)
    board.app.sound.play("win")
    board.app.replace(ResultsScene(board.app, final if final is not None else match, online=True))


def poll(board) -> None:
    """Each frame of an online board: a request of the host's the server refused is said, and so
    (to the host) is a friend's leaving, with what the host may do about it."""
    match = board.match
    for reason, code in match.refusals():
        said = REFUSALS.get(code)
        board.show_message(_("The server refused: {reason}").format(reason=_(said) if said else reason), 6)
    for seat in match.newly_away():
        board.show_message(_("{name} is not at the table. Pause: let the AI play for them, or wait.").format(
            name=board.names[seat]), 8)


def draw_connection(board, surface, rect) -> None:
    """The board's connection line (``labdesk.ui.table.connection``) from its remote match."""
    match = board.match
    seat = match.waiting_for()
    name = board.names[seat] if seat is not None else None
    state = match.seat_states[seat] if seat is not None and seat < len(match.seat_states) else None
    ai = seat is not None and match.seats[seat].kind == "ai"
    away = [(board.names[i], s) for i, s in enumerate(match.seat_states)
            if match.elsewhere(i) and s in (WAITING, AWAY)]
    words, colour = connection.connection_words(match.connection(), name, state, ai, away[0] if away else None)
    connection.draw_connection(surface, rect, words, colour)
