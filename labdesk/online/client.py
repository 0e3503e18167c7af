"""A client of the labdesk server: connecting, taking a seat, and the headless bot that plays a
seat by the AI (``labdesk join URL CODE --bot LEVEL --headless``). No pygame.

The bot plays only from what its seat is sent. At the ``random`` level it picks among its legal
actions itself; at the others it asks the server for ``advice``, which the server makes on a world
resampled from the seat's own view. A dropped connection is retried with the seat token for up to
``RECONNECT_FOR`` seconds, and every reconnection starts from a full resync.
"""
from __future__ import annotations

import asyncio
import json
import random

from labdesk.online.protocol import message

RECONNECT_FOR = 60.0
CONNECT_TIMEOUT = 10.0


class JoinRefused(Exception):
    """The server refused the seat (an unknown code, a seat someone holds, a full table) or cannot
    be reached; the message is one line, ``code`` the server's error code ("" when it said none:
    it could not be reached)."""

    def __init__(self, message: str, code: str = ""):
        super().__init__(message)
        self.code = code


async def connect(url: str):
    import websockets

    try:
        return await asyncio.wait_for(websockets.connect(url, max_size=2 ** 24), CONNECT_TIMEOUT)
    except (OSError, asyncio.TimeoutError) as exc:
        raise JoinRefused(f"cannot reach {url[:80]}: {getattr(exc, 'strerror', None) or type(exc).__name__}") from None
    except Exception as exc:  # websockets' handshake errors: not a labdesk server
        raise JoinRefused(f"cannot reach {url[:80]}: {str(exc)[:80] or type(exc).__name__}") from None


async def request(url: str, kind: str, **fields) -> dict:
    """One request and its answer on a fresh connection (``table create``)."""
    ws = await connect(url)
    try:
        await ws.send(message(kind, **fields))
        answer = json.loads(await asyncio.wait_for(ws.recv(), CONNECT_TIMEOUT))
    finally:
        await ws.close()
    if answer.get("type") == "error":
        raise JoinRefused(answer.get("message", "refused"))
    return answer


class Seat:
    """A seat taken on the server: ``hello`` sent, the welcome and first view received."""

    def __init__(self, url: str, secret: str, name: str | None = None):
        self.url, self.secret, self.name = url, secret, name
        self.token: str | None = None
        self.ws = None
        self.welcome: dict = {}
        self.view: dict = {}

    async def take(self) -> None:
        self.ws = await connect(self.url)
        hello = {"token": self.token} if self.token else {"code": self.secret}
        if self.name:
            hello["name"] = self.name
        await self.ws.send(message("hello", **hello))
        first = json.loads(await asyncio.wait_for(self.ws.recv(), CONNECT_TIMEOUT))
        if first.get("type") == "error":
            await self.ws.close()
            raise JoinRefused(first.get("message", "refused"), str(first.get("code", "")))
        self.welcome = first
        self.token = first.get("token") or self.token

    async def send(self, kind: str, **fields) -> None:
        await self.ws.send(message(kind, **fields))

    async def receive(self) -> dict:
        data = json.loads(await self.ws.recv())
        if data.get("type") == "view":
            self.view = data
        return data


async def hand_to_ai(url: str, host_code: str, seat: int, level: str) -> None:
    """As the table's host (``host_code``), let the server's AI play ``seat`` (its person away);
    returns once the table shows it, raises JoinRefused with the server's reason."""
    host = Seat(url, host_code)
    await host.take()
    try:
        await host.send("seat_ai", seat=seat, level=level)
        while True:
            data = await asyncio.wait_for(host.receive(), CONNECT_TIMEOUT)
            if data.get("type") == "error":
                raise JoinRefused(data.get("message", "refused"), str(data.get("code", "")))
            seats = data.get("seats") if data.get("type") == "view" else None
            if seats and seat < len(seats) and seats[seat].get("kind") == "ai":
                return
    finally:
        await host.ws.close()


async def play_bot(url: str, code: str, level: str, name: str | None = None, seed: int | None = None) -> dict:
    """Play the seat of ``code`` to the end of the game; returns the bot's report."""
    from websockets.exceptions import ConnectionClosed

    seat = Seat(url, code, name)
    await seat.take()
    rng = random.Random(seed)
    played = 0
    asked_at = -1  # the position a move (or advice) was last asked for: one per position
    failed = 0  # server errors in a row: the advice failing there, the bot plays a legal move itself
    while True:
        try:
            data = await seat.receive()
        except (ConnectionClosed, OSError):
            await _reconnect(seat)
            asked_at = -1
            continue
        kind = data.get("type")
        if kind == "error":
            code = data.get("code")
            if code == "slow-down":
                await asyncio.sleep(1.0)
            failed = failed + 1 if code == "server-error" else 0
            if code in ("stale", "illegal", "not-your-turn", "slow-down", "server-error"):
                asked_at = -1  # ask again (a server error answered a request whose reply never comes)
                await seat.send("resync")
            continue
        view = seat.view
        if view.get("over"):
            await seat.ws.close()
            return {"table": view["table"], "seat": view["you"],
                    "result": view["result"], "actions": played}
        if kind == "advice":
            failed = 0
            if data.get("at") == view.get("at") and view.get("legal"):
                await seat.send("act", action=data["action"], at=view["at"])
                played += 1
            continue
        if kind == "view" and view.get("legal") and view["at"] != asked_at:
            asked_at = view["at"]
            if level == "random" or failed >= 3:
                await seat.send("act", action=rng.choice(view["legal"]), at=view["at"])
                played += 1
            else:
                await seat.send("advice", level=level)


async def _reconnect(seat: Seat) -> None:
    """Take the seat back with its token, retrying for up to RECONNECT_FOR seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + RECONNECT_FOR
    delay = 0.2
    while True:
        try:
            await seat.take()
            return
        except JoinRefused as exc:
            if loop.time() + delay > deadline:
                raise JoinRefused(f"lost the connection and could not take the seat back: {exc}") from None
        await asyncio.sleep(delay)
        delay = min(delay * 2, 3.0)
