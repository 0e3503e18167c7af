"""The labdesk server: tables over WebSockets (``websockets``, asyncio), the only authority.

Each connection first says ``hello`` (taking a seat with an invite code or a seat token, or a
spectator's place with a watch code) or ``create`` (a new table). Every message is checked by
``protocol.read_client_message`` and rate-limited per connection; a refused one gets an ``error``
and changes nothing, and a client can only ever act for the seat its credential names.

Per table, one ``asyncio.Lock`` orders everything: an action is applied to the match, committed to
the store, and only then are views sent. AI seats choose on a copy of the state in a worker thread
(the table stays open to resyncs meanwhile) and play if the table has not moved. A dropped client's
seat shows "reconnecting" and the table waits; its invite code or token takes the seat back, with a full
resync. Tables are loaded from the store when first asked for, by replaying their actions, so a
restarted server carries on every table where it stood.

With ``PostgresStore`` several processes serve the same tables: each commits its actions (the
primary key lets only one action in at each point) and NOTIFYs; the others LISTEN and catch up.
"""
from __future__ import annotations

import asyncio
import logging
import secrets
import threading
import time
from dataclasses import dataclass, field

from labdesk.engine.core import Rng
from labdesk.engine.match import Match, Seat
from labdesk.online import protocol
from labdesk.online.addresses import url_for
from labdesk.online.protocol import BadMessage, message
from labdesk.online.store import SEAT_NONE, Conflict, PostgresStore, TableRow
from labdesk.online.table import (AWAY, CONNECTED, PLAYED_BY_AI, REMOTE, Refused, SeatPlan, Table,
                                  new_match)

log = logging.getLogger("labdesk.server")

RATE = 30.0  # messages a second a connection may send on average ...
BURST = 60.0  # ... and in one burst; past that they are refused, and a flood closes the connection
FLOOD = 200  # refusals in a row that close a connection
MAX_TABLES_PER_CONNECTION = 20
LISTEN_WAIT = 30.0  # seconds a server on PostgreSQL waits to hear other processes' moves before serving
ADVISING_AT_ONCE = 2  # advice runs the AI (hard: up to a second of CPU): at most this many at a time


def new_secret() -> str:
    """96 random bits in URL-safe letters, never starting with "-": a code is typed on command lines
    (``labdesk join URL CODE``), where a leading dash reads as an option."""
    while True:
        code = secrets.token_urlsafe(12)
        if not code.startswith("-"):
            return code


@dataclass
class Live:
    """A table in memory: the table, its lock, and the connections at it."""
    table: Table
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    clients: set = field(default_factory=set)
    ai_task: asyncio.Task | None = None


class Client:
    """One connection: where it sits and which events it has been sent."""

    def __init__(self, ws):
        self.ws = ws
        self.live: Live | None = None
        self.seat: int | None = None
        self.host = False
        self.events_to = 0
        self.allowance = BURST
        self.checked = time.monotonic()
        self.refusals = 0
        self.created = 0
        self.advising = False

    def allowed(self) -> bool:
        now = time.monotonic()
        self.allowance = min(BURST, self.allowance + (now - self.checked) * RATE)
        self.checked = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True


LOOPBACK = ("127.0.0.1", "::1")


class Server:
    #: only a client on this computer may make tables (the app's own server: it listens on the
    #: network for friends, who join tables but must not fill the host's disk with new ones)
    create_from_here_only = False

    def __init__(self, store):
        self.store = store
        self.stopping = threading.Event()  # set when the server closes: its listener thread ends
        self.tables: dict[str, Live] = {}
        self._advising = asyncio.Semaphore(ADVISING_AT_ONCE)

    # --- tables ----------------------------------------------------------------------------------
    def live(self, table_id: str) -> Live | None:
        """The table in memory, loaded from the store (its actions replayed) on first use."""
        found = self.tables.get(table_id)
        if found is None:
            row = self.store.table(table_id)
            if row is None:
                return None
            found = self.tables[table_id] = Live(self._load(row))
            self._start_ai(found)  # a table loaded after a restart may be waiting for its AI
        return found

    def _load(self, row: TableRow) -> Table:
        save = {"format": "labdesk-save", "version": 1, "game": row.game, "options": row.options,
                "seed": row.seed, "seats": row.seats, "actions": self.store.actions(row.id)}
        return Table(row.id, Match.from_save(save))

    def create(self, request: dict) -> dict:
        plans = [SeatPlan.parse(s) for s in request["seats"]]
        seed = request.get("seed")
        if seed is None:
            seed = secrets.randbits(63)
        options = dict(request.get("options", {}))
        if request.get("variant"):
            options["variant"] = request["variant"]
        match = new_match(request["game"], plans, seed, options)
        for i, name in enumerate(request.get("names", [])[:len(plans)]):  # the host's names for the seats
            match.seats[i] = Seat(match.seats[i].kind, name, match.seats[i].level)
        table_id = secrets.token_hex(6)
        invites = [new_secret() for p in plans if p.kind == REMOTE]
        watch, host = new_secret(), new_secret()
        credentials = {watch: (SEAT_NONE, "watch"), host: (SEAT_NONE, "host")}
        remote_seats = [i for i, p in enumerate(plans) if p.kind == REMOTE]
        credentials.update({code: (seat, "invite") for code, seat in zip(invites, remote_seats)})
        save = match.to_save()
        self.store.create_table(TableRow(table_id, match.game_id, seed, save["options"], save["seats"]), credentials)
        live = self.tables[table_id] = Live(Table(table_id, match))
        self._start_ai(live)
        return {"table": table_id, "invites": invites, "watch": watch, "host": host}

    # --- connections -----------------------------------------------------------------------------
    async def handle(self, ws) -> None:
        client = Client(ws)
        try:
            async for raw in ws:
                if not client.allowed():
                    client.refusals += 1
                    if client.refusals >= FLOOD:
                        await ws.close(1008, "too many messages")
                        return
                    await self._send(client, message("error", code="slow-down", message="too many messages"))
                    continue
                try:
                    request = protocol.read_client_message(raw)
                    await self._dispatch(client, request)
                    client.refusals = 0
                except (BadMessage, Refused) as exc:
                    client.refusals += 1
                    await self._send(client, message("error", code=exc.code, message=str(exc)))
                    if client.refusals >= FLOOD:
                        await ws.close(1008, "too many refused messages")
                        return
                except Exception as exc:
                    if _is_closed(exc):
                        raise
                    # a bug of ours met by this message: logged, answered, and the table untouched
                    # beyond what was committed; the connection and every other table go on
                    log.exception("message failed")
                    await self._send(client, message("error", code="server-error", message="the server failed"))
        except Exception as exc:  # a connection's failure is its own: log it, keep serving others
            if not _is_closed(exc):
                log.exception("connection failed")
        finally:
            await self._left(client)

    async def _dispatch(self, client: Client, request: dict) -> None:
        kind = request["type"]
        if kind == "create":
            if self.create_from_here_only and _address(client.ws) not in LOOPBACK:
                raise Refused("not-here", "tables are made on the host's computer")
            if client.created >= MAX_TABLES_PER_CONNECTION:
                raise Refused("slow-down", "too many tables from one connection")
            try:
                made = self.create(request)
            except ValueError as exc:
                raise Refused("bad-table", str(exc)) from None
            client.created += 1
            await self._send(client, message("created", **made))
            return
        if kind == "hello":
            await self._hello(client, request)
            return
        live = client.live
        if live is None:
            raise Refused("no-seat", "say hello with an invite code first")
        if kind == "resync":
            await self._send_view(client, full=True)
        elif kind == "act":
            if client.seat is None:
                raise Refused("spectator", "a spectator cannot act")
            async with live.lock:
                table = live.table
                table.act(client.seat, request["action"], request["at"])
                if not await self._commit(live, table.at - 1):
                    return
            await self._broadcast(live)
            self._start_ai(live)
        elif kind == "undo":
            if client.seat is None:
                raise Refused("spectator", "a spectator cannot undo")
            async with live.lock:
                left = live.table.undo(client.seat, request.get("turn", False), request.get("at"))
                self.store.truncate(live.table.id, left)
            await self._broadcast(live, full=True)
        elif kind == "advice":
            await self._advise(client, request["level"])
        elif kind == "hint":
            await self._hint(client, request["lang"])
        elif kind == "seat_ai":
            if not client.host:
                raise Refused("not-host", "only the table's host can hand a seat to an AI")
            seat = request["seat"]
            async with live.lock:
                if seat >= len(live.table.match.seats):
                    raise Refused("no-seat", "no such seat")
                live.table.hand_to_ai(seat, request["level"])
                self._save_seats(live)
            await self._broadcast(live)
            self._start_ai(live)

    async def _hello(self, client: Client, request: dict) -> None:
        if client.live is not None:
            raise Refused("seated", "this connection already has a seat")
        secret = request.get("code") or request.get("token")
        credential = self.store.credential(secret) if secret else None
        if credential is None:
            raise Refused("unknown-code", "unknown invite code")
        live = self.live(credential.table_id)
        if live is None:
            raise Refused("unknown-code", "unknown invite code")
        table = live.table
        seat = credential.seat if credential.seat != SEAT_NONE else None
        token = None
        if seat is not None:
            if any(c.seat == seat for c in live.clients):
                raise Refused("seat-taken", "someone is already connected with that code")
            if table.match.seats[seat].kind == "ai" and not table.is_over():
                # only a remote seat has a code, so the host handed this one to an AI while its
                # person was away: they are back, and the seat is theirs again (after the end
                # they just see how it ended, and their history gets the game)
                async with live.lock:
                    live.table.take_back(seat)
                    self._save_seats(live)
                table = live.table
            token = secret if credential.kind == "token" else new_secret()
            if credential.kind != "token":
                self.store.add_credential(token, table.id, seat, "token")
            if request.get("name") and request["name"] != table.match.seats[seat].name:
                table.rename(seat, request["name"])
                self._save_seats(live)
            table.status[seat] = CONNECTED
        client.live, client.seat, client.host = live, seat, credential.kind == "host"
        live.clients.add(client)
        match = table.match
        await self._send(client, message(
            "welcome", table=table.id, seat=seat, token=token, game=match.game_id,
            variant=match.options.get("variant"), options={k: v for k, v in match.options.items()}))
        await self._send_view(client, full=True)
        if seat is not None:
            await self._broadcast(live, but=client)  # the others see the seat connected

    async def _left(self, client: Client) -> None:
        live = client.live
        if live is None:
            return
        live.clients.discard(client)
        seat = client.seat
        if seat is not None and live.table.status[seat] == CONNECTED \
                and not any(c.seat == seat for c in live.clients):
            live.table.status[seat] = AWAY
            await self._broadcast(live)

    # --- committing and sending ------------------------------------------------------------------
    async def _commit(self, live: Live, n: int) -> bool:
        """Commit the action just applied (number ``n``); on a conflict with another process the
        table is reloaded from the store and everyone resynced. Called with the table locked."""
        table = live.table
        try:
            self.store.append(table.id, n, table.match.actions[n], table.is_over())
            return True
        except Conflict:
            live.table = self._reloaded(table)
        except Exception:
            # the store failed (a full disk): the move was not saved, so it did not happen
            log.exception("could not commit a move")
            live.table = self._reloaded(table)
            await self._broadcast(live, full=True)
            raise Refused("server-error", "the move could not be saved") from None
        await self._broadcast(live, full=True)
        return False

    def _reloaded(self, table: Table) -> Table:
        fresh = self._load(self.store.table(table.id))
        fresh.status = list(table.status)
        return fresh

    def _save_seats(self, live: Live) -> None:
        from dataclasses import asdict

        self.store.set_seats(live.table.id, [asdict(s) for s in live.table.match.seats])

    async def _send(self, client: Client, text: str) -> None:
        try:
            await client.ws.send(text)
        except Exception as exc:
            if not _is_closed(exc):
                raise

    async def _send_view(self, client: Client, full: bool = False) -> None:
        table = client.live.table
        since = 0 if full or client.events_to > table.events_logged() else client.events_to
        view = table.view(client.seat, since)
        client.events_to = view["events_to"]
        await self._send(client, message("view", full=since == 0, **view))

    async def _broadcast(self, live: Live, full: bool = False, but: Client | None = None) -> None:
        for client in list(live.clients):
            if client is not but:
                await self._send_view(client, full=full)

    # --- AI ----------------------------------------------------------------------------------------
    def _start_ai(self, live: Live) -> None:
        if live.table.ai_to_move() and (live.ai_task is None or live.ai_task.done()):
            live.ai_task = asyncio.get_running_loop().create_task(self._play_ai(live))
            live.ai_task.add_done_callback(_said_if_failed)

    async def _play_ai(self, live: Live) -> None:
        while live.table.ai_to_move():
            table = live.table
            at, seat = table.at, table.match.current_seat()
            player = table.match.ai_player(seat)
            state = table.match.state.clone()
            try:
                action = await asyncio.to_thread(lambda: str(player.choose(state)))
            except Exception:  # an AI bug must not stop the table: as on a board, a legal move instead
                log.exception("AI for seat %s failed", seat)
                action = str(state.legal_actions()[0])
            async with live.lock:
                if live.table is not table or table.at != at or table.match.seats[seat].kind != "ai":
                    continue  # the table moved meanwhile (a reload), or its person took the seat back
                table.apply_decided(action)
                try:
                    committed = await self._commit(live, at)
                except Refused:  # the store failed: try again in a moment
                    committed = False
                    failed = True
                else:
                    failed = False
            if failed:
                await asyncio.sleep(1.0)
            if not committed:
                continue
            await self._broadcast(live)

    async def _advise(self, client: Client, level: str) -> None:
        """The AI's choice for the client's seat at ``level``, made on a world resampled from what
        that seat can see (``determinize``), so the advice knows nothing the seat does not."""
        from labdesk.ai import make_player

        async def choose(table, seat, world, rng):
            player = make_player(table.match.game_id, level, secrets.randbits(32))
            choice = await asyncio.to_thread(lambda: str(player.choose(world)))
            legal = [str(a) for a in table.match.state.legal_actions()]
            if choice not in legal and legal:
                choice = legal[rng.randrange(len(legal))]
            return {"action": choice}

        await self._for_seat(client, "advice", "not-your-turn", "slow-down", choose)

    async def _hint(self, client: Client, lang: str) -> None:
        """The Hint button's advice for the client's seat, in its language: the same adviser as on
        one screen, but on a world resampled from what that seat can see, so neither the move nor
        the reason's figures can come from a card the seat has not seen."""
        from labdesk.ai import hints  # the AI loads when first asked: a server starts without it
        from labdesk.i18n import speaking

        async def think(table, seat, world, rng):
            names = table.match.names()

            def advise():
                with speaking(lang):
                    return hints.hint(table.match.game_id, world, seat, names, rng.randrange(2 ** 31))
            made = await asyncio.to_thread(advise)
            if str(made.action) not in [str(a) for a in table.match.state.legal_actions()]:
                raise Refused("no-hint", "no hint for this position")
            return {"action": str(made.action), "reason": made.reason, "unsure": made.unsure, "nudge": made.nudge,
                    "brief": made.brief}

        await self._for_seat(client, "hint", "no-hint", "no-hint", think)

    async def _for_seat(self, client: Client, kind: str, refusal: str, busy: str, think) -> None:
        """Answer ``kind`` for the client's seat, if it is to act, with what ``think(table, seat,
        world, rng)`` makes of a world resampled from that seat's view (``determinize``); one at a
        time per connection (else the error ``busy``), ``ADVISING_AT_ONCE`` at a time in all.
        Other refusals carry ``refusal``."""
        table = client.live.table
        seat = client.seat
        if seat is None or table.match.current_seat() != seat:
            raise Refused(refusal, "advice is for the seat to act")
        if client.advising:
            raise Refused(busy, "one advice at a time")
        client.advising = True
        try:
            at = table.at
            rng = Rng(secrets.randbits(64))
            try:
                world = table.match.state.determinize(seat, rng)
            except NotImplementedError:  # a game with nothing hidden
                world = table.match.state.clone()
            async with self._advising:
                if client.live.table is not table or table.at != at:
                    raise Refused(refusal, "the table has moved on")
                answer = await think(table, seat, world, rng)
            if client.live.table is not table or table.at != at:
                raise Refused(refusal, "the table has moved on")
            await self._send(client, message(kind, at=at, **answer))
        finally:
            client.advising = False

    # --- several processes ---------------------------------------------------------------------------
    def listen(self, loop: asyncio.AbstractEventLoop) -> threading.Event:
        """With PostgreSQL: a thread LISTENs and has each changed table caught up on the loop.
        Returns an event set once it listens: a server that took players before then could miss
        the moves another process makes meanwhile, and its players would wait for ever. A lost
        connection is made again, and every table in memory is caught up after it (notes sent
        while it was away are lost)."""
        listening = threading.Event()
        if not isinstance(self.store, PostgresStore):
            listening.set()
            return listening
        import psycopg

        def listen():
            while not self.stopping.is_set():
                try:
                    with psycopg.connect(self.store.url, autocommit=True, connect_timeout=10) as conn:
                        conn.execute(f"LISTEN {PostgresStore.CHANNEL}")
                        if listening.is_set():
                            for table_id in list(self.tables):
                                asyncio.run_coroutine_threadsafe(self._catch_up(table_id), loop)
                        listening.set()
                        while not self.stopping.is_set():  # woken each second to see if we stop
                            for note in conn.notifies(timeout=1.0):
                                if not self.stopping.is_set():
                                    asyncio.run_coroutine_threadsafe(self._catch_up(note.payload), loop)
                except Exception:  # noqa: BLE001 - the database went away: listen again in a moment
                    if not self.stopping.is_set():
                        log.warning("lost the PostgreSQL notifications; listening again", exc_info=True)
                self.stopping.wait(1.0)

        threading.Thread(target=listen, daemon=True, name="labdesk-listen").start()
        return listening

    async def _catch_up(self, table_id: str) -> None:
        live = self.tables.get(table_id)
        if live is None:
            return
        async with live.lock:
            table = live.table
            stored = self.store.actions(table_id)
            played = table.match.actions
            full = False
            if stored[:len(played)] == played and len(stored) > len(played):
                for text in stored[len(played):]:  # moves made on another process: play them here too
                    table.apply_decided(text)
            elif stored == played and self.store.table(table_id).seats == [s.__dict__ for s in table.match.seats]:
                return
            else:  # an undo or a seat change elsewhere: start again from the store
                live.table = self._reloaded(table)
                full = True
        await self._broadcast(live, full=full)
        self._start_ai(live)


def _said_if_failed(task: asyncio.Task) -> None:
    """An AI task that died would leave its table waiting in silence: the log says so."""
    if not task.cancelled() and task.exception() is not None:
        log.error("an AI task stopped", exc_info=task.exception())


def _address(ws) -> str | None:
    """The client's IP address (None when the transport does not say)."""
    remote = getattr(ws, "remote_address", None)  # websockets' connection; a test's stand-in may lack it
    return remote[0] if remote else None


def _is_closed(exc: BaseException) -> bool:
    from websockets.exceptions import ConnectionClosed

    return isinstance(exc, ConnectionClosed)


EVERY_ADDRESS = "*"  # --host *: every address of every family (``::`` alone is IPv6 only)


async def serve(store, host: str, port: int, ready=None, ssl=None) -> None:
    """Serve until cancelled; ``ready(url)`` is called once listening. ``host`` ``*`` listens on
    every IPv4 and IPv6 address (asyncio makes an IPv6 socket IPv6-only, so ``::`` alone is not
    reached over IPv4)."""
    import websockets

    server = Server(store)
    listening = server.listen(asyncio.get_running_loop())
    if not await asyncio.to_thread(listening.wait, LISTEN_WAIT):
        raise OSError(f"no notifications from the database within {LISTEN_WAIT:.0f} s")
    bind = None if host == EVERY_ADDRESS else host
    async with websockets.serve(server.handle, bind, port, max_size=protocol.MESSAGE_LIMITS.max_bytes,
                                ssl=ssl, ping_interval=20, ping_timeout=20) as ws_server:
        bound = ws_server.sockets[0].getsockname()
        if ready:
            scheme = "wss" if ssl else "ws"
            ready(f"{scheme}://{host}:{bound[1]}" if bind is None else url_for(host, bound[1], scheme))
        await asyncio.Future()
