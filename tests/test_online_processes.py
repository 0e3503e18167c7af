"""Online play across processes, through the command line contract: ``labdesk serve``,
``labdesk table create``, ``labdesk join --bot``; a server killed with SIGKILL and restarted; two
servers on one PostgreSQL."""
import json
import sqlite3
import subprocess

import pytest

from helpers.online import (REPO, Postgres, environment, free_port, labdesk_command, start_server, stop,
                            wait_until)


def create(data, url, game, seats, seed=1) -> dict:
    done = subprocess.run(labdesk_command("table", "create", url, game, "--seats", seats, "--seed", str(seed), "--json"),
                          cwd=REPO, env=environment(data), capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def join(data, url, code, level="random", seed=0) -> subprocess.Popen:
    return subprocess.Popen(labdesk_command("join", url, code, "--bot", level, "--headless", "--json", "--seed", str(seed)),
                            cwd=REPO, env=environment(data), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish(process: subprocess.Popen, within: float = 240) -> dict:
    """A bot's report; a bot still playing after ``within`` seconds is killed and the test fails
    saying so (with what it printed), instead of waiting for ever."""
    try:
        out, err = process.communicate(timeout=within)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate(timeout=30)
        raise AssertionError(f"a bot ({' '.join(process.args[3:])}) did not finish its game within "
                             f"{within:.0f} s: {err[-500:]!r}") from None
    assert process.returncode == 0, err
    return json.loads(out)


def where_it_stood(data, table: str) -> str:
    """A stored table replayed: how many actions, and whose move it was (a stalled game's clue)."""
    from labdesk.engine.match import Match

    db = sqlite3.connect(data / "server" / "online.sqlite3")
    try:
        game, seed, options, seats = db.execute(
            "SELECT game, seed, options, seats FROM tables WHERE id = ?", (table,)).fetchone()
    finally:
        db.close()
    match = Match.from_save({"format": "labdesk-save", "version": 1, "game": game, "seed": seed,
                             "options": json.loads(options), "seats": json.loads(seats),
                             "actions": stored_actions(data, table)})
    seat = match.current_seat()
    kind = None if seat is None else match.seats[seat].kind
    return f"the table stood at {len(match.actions)} actions, seat {seat} ({kind}) to move"


def stored_actions(data, table: str) -> list[str]:
    db = sqlite3.connect(data / "server" / "online.sqlite3")
    try:
        return [r[0] for r in db.execute("SELECT action FROM actions WHERE table_id = ? ORDER BY n", (table,))]
    finally:
        db.close()


def test_two_clients_finish_a_game_and_refusals_exit_2_with_one_line(tmp_path):
    port = free_port()
    server = start_server(tmp_path, port)
    url = f"ws://127.0.0.1:{port}"
    try:
        made = create(tmp_path, url, "lab-wars", "remote,ai:easy,remote", seed=8)
        assert set(made) >= {"table", "invites"} and len(made["invites"]) == 2
        bots = [join(tmp_path, url, code, level, seed) for code, level, seed
                in zip(made["invites"], ["random", "easy"], [1, 2])]
        # the first code is in use while its bot plays: a second join is refused
        wait_until(lambda: len(stored_actions(tmp_path, made["table"])) > 0)
        taken = subprocess.run(labdesk_command("join", url, made["invites"][0], "--bot", "random", "--headless"),
                               cwd=REPO, env=environment(tmp_path), capture_output=True, text=True, timeout=60)
        reports = [finish(b) for b in bots]
        unknown = subprocess.run(labdesk_command("join", url, "no-such-code-here", "--bot", "random", "--headless"),
                                 cwd=REPO, env=environment(tmp_path), capture_output=True, text=True, timeout=60)
    finally:
        stop(server)
    unreachable = subprocess.run(labdesk_command("join", f"ws://127.0.0.1:{free_port()}", "code-code",
                                                 "--bot", "random", "--headless"),
                                 cwd=REPO, env=environment(tmp_path), capture_output=True, text=True, timeout=60)
    assert [r["seat"] for r in reports] == [0, 2]
    assert reports[0]["result"] == reports[1]["result"] and reports[0]["result"]["winners"]
    assert set(reports[0]) == {"table", "seat", "result", "actions"}
    for refused in (taken, unknown, unreachable):
        assert refused.returncode == 2
        assert len(refused.stderr.strip().splitlines()) == 1 and refused.stderr.startswith("labdesk: ")


def test_a_server_killed_mid_game_restarts_on_its_data_and_no_move_is_lost(tmp_path):
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path, port)
    made = create(tmp_path, url, "lab-wars", "remote,remote,ai:random", seed=21)
    bots = [join(tmp_path, url, code, "random", seed) for seed, code in enumerate(made["invites"])]
    try:
        wait_until(lambda: len(stored_actions(tmp_path, made["table"])) >= 15)
        server.kill()  # SIGKILL: no chance to flush or close anything
        server.wait()
        before = stored_actions(tmp_path, made["table"])
        server = start_server(tmp_path, port)  # the bots are reconnecting meanwhile
        reports = [finish(b) for b in bots]
    finally:
        stop(server)
        for b in bots:
            stop(b)
    after = stored_actions(tmp_path, made["table"])
    assert after[:len(before)] == before and len(after) > len(before)
    assert reports[0]["result"] == reports[1]["result"]


@pytest.fixture
def postgres():
    cluster = Postgres()
    try:
        url = cluster.start()
    except subprocess.CalledProcessError as exc:
        pytest.skip(f"PostgreSQL would not start: {exc.stderr[:200]!r}")
    if url is None:
        pytest.skip("no PostgreSQL here (.ci/run installs Debian's and sets LABDESK_TEST_PG)")
    yield url
    cluster.stop()


def test_two_servers_on_one_postgresql_play_a_game_between_them(tmp_path, postgres):
    ports = [free_port(), free_port()]
    servers = [start_server(tmp_path / f"s{i}", port, "--db", postgres) for i, port in enumerate(ports)]
    bots = []
    try:
        made = create(tmp_path, f"ws://127.0.0.1:{ports[0]}", "wrong-chemistry", "remote,remote,ai:random", seed=6)
        bots = [join(tmp_path, f"ws://127.0.0.1:{port}", code, "random", i)
                for i, (port, code) in enumerate(zip(ports, made["invites"]))]
        reports = [finish(b) for b in bots]
    finally:
        for process in servers + bots:
            stop(process)
    assert [r["seat"] for r in reports] == [0, 1]
    assert reports[0]["result"] == reports[1]["result"] and reports[0]["result"]["winners"]


def test_a_server_that_lost_its_notifications_listens_again_and_catches_its_tables_up(tmp_path, postgres):
    """Two servers in this process on one PostgreSQL, a player on each; every LISTEN connection is
    cut and a move made at once: the other server's player still sees it (a bounded wait)."""
    import asyncio

    from helpers.online import running_server
    from labdesk.online import client
    from labdesk.online.store import PostgresStore

    async def scenario():
        stores = [PostgresStore(postgres), PostgresStore(postgres)]
        async with running_server(tmp_path, recording=False, store=stores[0]) as (_a, url_a), \
                running_server(tmp_path, recording=False, store=stores[1]) as (_b, url_b):
            made = await client.request(url_a, "create", game="lab-wars", seats=["remote", "remote"], seed=3)
            players = [client.Seat(url_a, made["invites"][0]), client.Seat(url_b, made["invites"][1])]
            for p in players:
                await p.take()
                await p.receive()
            cut = stores[0].db.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                       "WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()").fetchall()
            mover = next(p for p in players if p.view["legal"])
            other = players[1 - players.index(mover)]
            await mover.send("act", action=mover.view["legal"][0], at=mover.view["at"])

            async def seen_by_other():
                while other.view.get("at") != 1:
                    await other.receive()
            await asyncio.wait_for(seen_by_other(), 30)
            for p in players:
                await p.ws.close()
            for store in stores:
                store.close()
            return len(cut), other.view["at"]

    cut, at = asyncio.run(scenario())
    assert cut == 2 and at == 1


# two people (join processes), an AI seat, and a spectator's process; random players throughout,
# so a loaded machine (the whole suite on two shared cores) finishes them well within the wait
# (the AI levels' searches are the in-process test's)
EVERY_TITLE = {
    "experiment": "remote,ai:random,remote",
    "explosion": "remote,remote,ai:random",
    "lab-wars": "remote,ai:random,remote",
    "lab-chaos": "remote,remote,ai:random,ai:random",
    "wrong-chemistry": "ai:random,remote,remote",
}


@pytest.mark.parametrize("game", list(EVERY_TITLE))
def test_every_title_is_finished_by_join_processes_with_an_ai_seat_and_a_spectator(tmp_path, game):
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path, port)
    processes = []
    try:
        made = create(tmp_path, url, game, EVERY_TITLE[game], seed=11)
        processes = [join(tmp_path, url, code, level, seed) for code, level, seed
                     in zip(made["invites"] + [made["watch"]], ["random"] * 3, [1, 2, 3])]
        try:
            reports = [finish(p) for p in processes]
        except AssertionError as exc:  # a game that did not end: where it stood, and what the server logged
            stop(server)
            raise AssertionError(f"{exc}; {where_it_stood(tmp_path, made['table'])}; "
                                 f"the server said: {server.stderr.read()[-1500:]!r}") from None
    finally:
        for process in [server] + processes:
            stop(process)
    seats = [i for i, kind in enumerate(EVERY_TITLE[game].split(",")) if kind == "remote"]
    assert [r["seat"] for r in reports] == seats + [None]
    assert all(r["result"] == reports[0]["result"] for r in reports) and reports[0]["result"]["winners"]
