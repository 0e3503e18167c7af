"""Seats held over the network for the app's window: an asyncio loop in one daemon thread does all
the network I/O, so the window never waits on a socket. No pygame.

``SeatLink`` holds one seat (or a spectator's place): it connects with an invite code or a seat
token, puts every message the server sends in a queue the UI thread drains each frame, and sends
what the UI asks for. A dropped connection is taken back with the seat token by itself, for as long
as the link is open (a game outlives its connections); the link says which it is: ``connecting``,
``connected``, ``reconnecting``, or ``refused`` (the first hello was refused: ``error`` says why).

``LocalServer`` is a table server run inside the app (Host a table), on the same loop.
"""
from __future__ import annotations

import asyncio
import json
import queue
import socket
import threading
from typing import Callable

from labdesk.online.addresses import DEFAULT_PORT
from labdesk.online.protocol import message

CONNECTING, CONNECTED, RECONNECTING, REFUSED, CLOSED = "connecting", "connected", "reconnecting", "refused", "closed"
RETRY_FIRST, RETRY_MOST = 0.3, 5.0  # seconds between attempts to take a dropped seat back


class NetLoop:
    """One asyncio loop in a daemon thread: every link and a hosted server run on it."""

    def __init__(self):
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="labdesk-net", daemon=True)
        self._thread.start()

    def submit(self, coroutine):
        """Run ``coroutine`` on the loop; returns a ``concurrent.futures.Future``."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)


_shared: NetLoop | None = None
_shared_lock = threading.Lock()


def net_loop() -> NetLoop:
    """The app's network loop, started on first use."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = NetLoop()
        return _shared


class SeatLink:
    """A seat (``secret``: an invite code, a seat token or a watch code) as the UI thread sees it.

    ``on_arrival`` is called on the network thread after each message is queued (the app wakes its
    loop with it). ``token`` is the seat's token once the server gave one: what My tables keeps."""

    def __init__(self, url: str, secret: str, name: str | None = None,
                 on_arrival: Callable[[], None] | None = None, loop: NetLoop | None = None, token: bool = False):
        """``token``: ``secret`` is a seat token kept from an earlier game (My tables' Resume)."""
        self.url, self.name = url, name
        self.secret = secret
        self.token: str | None = secret if token else None
        self.on_arrival = on_arrival
        self.state = CONNECTING
        self.error: str | None = None
        self.error_code = ""  # the server's code for a refusal ("": the server was not reached)
        self.welcome: dict = {}
        self.views = 0  # views received: the board opens once each link has its first
        self.inbox: queue.Queue = queue.Queue()
        self._ws = None
        self._closed = False
        self._loop = loop or net_loop()
        self._task = self._loop.submit(self._run())

    # --- the UI thread's side -------------------------------------------------------------------
    @property
    def ready(self) -> bool:
        """Connected and sent its first view: a board can be made from it."""
        return self.state == CONNECTED and self.views > 0

    def messages(self) -> list[dict]:
        """Every message received since the last call, oldest first."""
        found = []
        while True:
            try:
                found.append(self.inbox.get_nowait())
            except queue.Empty:
                return found

    def send(self, kind: str, **fields) -> None:
        """Send a message if connected; while reconnecting it is dropped (the resync after the
        reconnection shows the table as it is, and the player acts again)."""
        text = message(kind, **fields)
        self._loop.loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._send(text)))

    def close(self) -> None:
        self._closed = True
        self.state = CLOSED
        self._loop.loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._close()))

    # --- the network thread's side --------------------------------------------------------------
    async def _send(self, text: str) -> None:
        ws = self._ws
        if ws is None:
            return
        try:
            await ws.send(text)
        except Exception:  # noqa: BLE001 - a dropped connection: the reader notices and reconnects
            pass

    async def _close(self) -> None:
        if self._ws is not None:
            await self._ws.close()

    def _arrived(self, data: dict) -> None:
        self.inbox.put(data)
        if data.get("type") == "view":
            self.views += 1
        if self.on_arrival is not None:
            self.on_arrival()

    async def _run(self) -> None:
        from labdesk.online.client import CONNECT_TIMEOUT, JoinRefused, connect

        delay = RETRY_FIRST
        while not self._closed:
            try:
                ws = await connect(self.url)
                hello = {"token": self.token} if self.token else {"code": self.secret}
                if self.name:
                    hello["name"] = self.name
                await ws.send(message("hello", **hello))
                first = json.loads(await asyncio.wait_for(ws.recv(), CONNECT_TIMEOUT))
                if first.get("type") == "error":
                    await ws.close()
                    raise JoinRefused(first.get("message", "refused"), str(first.get("code", "")))
                self.welcome = first
                self.token = first.get("token") or self.token
                self._ws = ws
                self.state = CONNECTED
                delay = RETRY_FIRST
                self._arrived(first)
                async for raw in ws:
                    try:
                        data = json.loads(raw)
                    except ValueError:
                        continue
                    if isinstance(data, dict):
                        self._arrived(data)
            except JoinRefused as exc:
                if not self.welcome:
                    # the first hello: a wrong code or an unreachable server is the person's to fix
                    self.state, self.error, self.error_code = REFUSED, str(exc), exc.code
                    self._arrived({"type": "refused", "message": str(exc)})
                    return
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - a dropped connection or a broken message: take the seat back
                pass
            self._ws = None
            if self._closed:
                break
            self.state = RECONNECTING
            self._arrived({"type": "connection", "state": RECONNECTING})
            await asyncio.sleep(delay)
            delay = min(delay * 2, RETRY_MOST)


class LocalServer:
    """A table server inside the app, listening on every address of this computer (IPv4 and IPv6)
    so friends on the network can join; its tables live in the data folder's ``online/`` like
    ``labdesk serve``'s."""

    def __init__(self, data, port: int = DEFAULT_PORT, loop: NetLoop | None = None):
        self.data, self.port = data, port
        self._loop = loop or net_loop()
        self.server = None
        self._ws_server = None

    def start(self, timeout: float = 10.0) -> int:
        """Start listening (on ``port``, or any free port if it is taken); returns the port."""
        return self._loop.submit(self._start()).result(timeout)

    async def _start(self) -> int:
        import websockets

        from labdesk.online import protocol
        from labdesk.online.server import Server
        from labdesk.online.store import open_store

        self.server = Server(open_store(self.data, None))
        self.server.create_from_here_only = True
        # host None: every address of every family, one socket each, so one port number must be
        # free on all of them (port 0 would give each socket a port of its own)
        tries = ([self.port] if self.port else []) + [_free_port() for _ in range(3)]
        for i, port in enumerate(tries):
            try:
                self._ws_server = await websockets.serve(
                    self.server.handle, None, port, max_size=protocol.MESSAGE_LIMITS.max_bytes,
                    ping_interval=20, ping_timeout=20)
                break
            except OSError:
                if i == len(tries) - 1:
                    raise
        self.port = self._ws_server.sockets[0].getsockname()[1]
        return self.port

    def stop(self, timeout: float = 10.0) -> None:
        async def stop():
            if self._ws_server is not None:
                self._ws_server.close()
                await self._ws_server.wait_closed()
        self._loop.submit(stop()).result(timeout)

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"


def _free_port() -> int:
    """A port free on IPv4 now (asked of the system; another program may take it before we do)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("", 0))
        return probe.getsockname()[1]
