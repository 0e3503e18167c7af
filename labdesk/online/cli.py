"""The online commands: ``labdesk serve``, ``labdesk table create``, ``labdesk join``.

Exit codes as everywhere: 0 done, 2 with one ``labdesk: REASON`` line (a server that cannot be
reached, an unknown code, a seat someone holds, a full table, a table the rules refuse).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from labdesk.i18n import _

LEVELS = ("random", "easy", "medium", "hard", "expert")


def add_parsers(sub) -> None:
    serve = sub.add_parser("serve", help="run a labdesk server for online tables (no window)")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this computer only; "
                       "0.0.0.0 every IPv4 address, :: every IPv6 one, * both)")
    serve.add_argument("--port", type=int, default=8765)
    serve.add_argument("--data", type=Path, help="folder for the tables (default: the user data folder's online/)")
    serve.add_argument("--db", help="postgresql://... to keep the tables in PostgreSQL (several server processes)")
    serve.add_argument("--certfile", type=Path, help="TLS certificate (PEM): serve wss://")
    serve.add_argument("--keyfile", type=Path, help="TLS private key (PEM)")

    table = sub.add_parser("table", help="make a table on a server")
    table_sub = table.add_subparsers(dest="table_command", required=True)
    create = table_sub.add_parser("create", help="a new table; prints its id and one invite per remote seat")
    create.add_argument("url", help="the server: ws://HOST:PORT, or HOST[:PORT] (a name, an IPv4 or an IPv6 address)")
    create.add_argument("game")
    create.add_argument("--seats", required=True, help="comma-separated: remote or ai:LEVEL, in seat order")
    create.add_argument("--variant")
    create.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    create.add_argument("--seed", type=int)
    create.add_argument("--json", action="store_true", help='print {"table", "invites", "watch", "host"}')

    join = sub.add_parser("join", help="take a seat (or watch) at a table with its invite code")
    join.add_argument("url", help="the server: ws://HOST:PORT, or HOST[:PORT] (a name, an IPv4 or an IPv6 address)")
    join.add_argument("code", help="an invite code (or a watch code)")
    join.add_argument("--name", help="your name at the table")
    join.add_argument("--bot", choices=LEVELS, help="play the seat by the AI at this level (without it: in the window)")
    join.add_argument("--headless", action="store_true", help="no window (needs --bot)")
    join.add_argument("--seed", type=int, help="the random bot's seed")
    join.add_argument("--json", action="store_true", help="print the result as one JSON object")


def _fail(text: str) -> int:
    print(f"labdesk: {text}", file=sys.stderr)
    return 2


def run(args) -> int:
    import asyncio

    from labdesk.online.client import JoinRefused

    try:
        if args.command in ("table", "join"):
            from labdesk.online.addresses import normal_address

            try:  # an address as people type it: an IPv6 literal, a host name, with or without ws://
                args.url = normal_address(args.url)
            except ValueError as exc:
                return _fail(str(exc))
        if args.command == "serve":
            return _serve(args)
        if args.command == "table":
            return asyncio.run(_create(args))
        if not args.bot:
            return _join_window(args)
        return asyncio.run(_join(args))
    except JoinRefused as exc:
        return _fail(str(exc))
    except KeyboardInterrupt:
        return 0


def _serve(args) -> int:
    import asyncio
    import logging

    from labdesk.online.server import serve
    from labdesk.online.store import open_store
    from labdesk.userdata import data_dir

    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    ssl_context = None
    if args.certfile or args.keyfile:
        if not (args.certfile and args.keyfile):
            return _fail(_("--certfile and --keyfile go together"))
        import ssl

        ssl_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        try:
            ssl_context.load_cert_chain(args.certfile, args.keyfile)
        except (OSError, ssl.SSLError) as exc:
            return _fail(_("cannot load the certificate: {problem}").format(problem=str(exc)[:80]))
    try:
        store = open_store(args.data or data_dir() / "online", args.db)
    except Exception as exc:  # a database that cannot be opened: one line, not a traceback
        return _fail(_("cannot open the table store: {problem}").format(problem=str(exc).splitlines()[0][:100]))

    def ready(url: str) -> None:
        # the command line contract (scripts and the checks read it): the same words in every language
        print(f"labdesk server on {url}", flush=True)

    try:
        asyncio.run(serve(store, args.host, args.port, ready, ssl_context))
    except OSError as exc:
        return _fail(_("cannot listen on {host}:{port}: {problem}").format(
            host=args.host, port=args.port, problem=exc.strerror or exc))
    return 0


async def _create(args) -> int:
    from labdesk import games
    from labdesk.cli import parse_options
    from labdesk.online.client import request

    if args.game not in games.GAMES or not games.is_built(args.game):
        return _fail(_("unknown game '{game}'").format(game=args.game))
    try:
        options = parse_options(args.option, games.GAMES[args.game])
    except ValueError as exc:
        return _fail(str(exc))
    fields = {"game": args.game, "seats": [s.strip() for s in args.seats.split(",")], "options": options}
    if args.variant:
        fields["variant"] = args.variant
    if args.seed is not None:
        fields["seed"] = args.seed
    made = await request(args.url, "create", **fields)
    result = {k: made[k] for k in ("table", "invites", "watch", "host")}
    if args.json:
        print(json.dumps(result))
    else:
        print(_("table {table}").format(table=result["table"]))
        for n, code in enumerate(result["invites"], 1):
            print(_("invite {n}: {code}").format(n=n, code=code))
        print(_("watch: {code}").format(code=result["watch"]))
        print(_("host token (hands a seat to an AI): {code}").format(code=result["host"]))
    return 0


def _join_window(args) -> int:
    """Join in the app's window: Play online with the address and code filled in, joining at once."""
    if args.headless:
        return _fail(_("--headless needs --bot LEVEL: a person plays in the window"))
    from labdesk.ui.app import run as run_app

    return run_app(join=(args.url, args.code, args.name))


async def _join(args) -> int:
    from labdesk.online.client import play_bot

    report = await play_bot(args.url, args.code, args.bot, args.name, args.seed)
    if args.json:
        print(json.dumps(report))
    else:
        print(_("table {table}, seat {seat}: scores {scores}, winners {winners}").format(
            table=report["table"], seat=_("watching") if report["seat"] is None else report["seat"] + 1,
            scores=report["result"]["scores"],
            winners=", ".join(str(w + 1) for w in report["result"]["winners"])))
    return 0
