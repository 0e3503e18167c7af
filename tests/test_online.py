"""Online play in one process: a server on loopback, bot clients and spectators as coroutines.
Every message the server sends is recorded with what its receiver could not see at that moment,
and scanned for it."""
import asyncio
import json
import random

import pytest

from helpers.online import leaves, running_server
from labdesk import games
from labdesk.engine.match import Match
from labdesk.online import client
from labdesk.online.protocol import message

SEATS = {  # two remote seats, an AI where the game takes three players
    "experiment": ["remote", "ai:easy", "remote"],
    "explosion": ["remote", "remote", "ai:easy"],
    "lab-wars": ["remote", "ai:random", "remote"],
    "lab-chaos": ["remote", "remote", "ai:easy", "ai:random"],
    "wrong-chemistry": ["ai:easy", "remote", "remote"],
}
# events that show hidden cards to the whole table by the rules: Lab Chaos's reveal shows a hand to all, and
# when that seat's turn begins in the same step the observation hides it again (the scan read it as a leak)
PUBLIC_BY_RULE = {"HandRevealed"}
FORBIDDEN_KEYS = {"seed", "rng", "actions", "save"}


async def watch(url: str, code: str) -> list[dict]:
    """A spectator: every view until the game is over."""
    seat = client.Seat(url, code)
    await seat.take()
    views = []
    while True:
        data = await seat.receive()
        if data["type"] == "view":
            views.append(data)
            if data["over"]:
                await seat.ws.close()
                return views


def keys(value) -> set:
    found, todo = set(), [value]
    while todo:
        v = todo.pop()
        if isinstance(v, dict):
            found.update(v)
            todo.extend(v.values())
        elif isinstance(v, list):
            todo.extend(v)
    return found


@pytest.mark.parametrize("game", list(games.GAMES))
def test_every_title_finishes_online_with_ai_seats_and_a_spectator_and_nothing_hidden_leaks(game, tmp_path):
    async def scenario():
        async with running_server(tmp_path) as (server, url):
            made = await client.request(url, "create", game=game, seats=SEATS[game], seed=11)
            spectator = asyncio.create_task(watch(url, made["watch"]))
            levels = ["random", "easy"]
            reports = await asyncio.wait_for(asyncio.gather(
                *(client.play_bot(url, code, levels[i], seed=i) for i, code in enumerate(made["invites"]))), 240)
            views = await asyncio.wait_for(spectator, 30)
            return server, made, reports, views

    server, made, reports, views = asyncio.run(scenario())
    remote = [i for i, s in enumerate(SEATS[game]) if s == "remote"]
    assert [r["seat"] for r in reports] == remote
    assert all(r["actions"] > 0 for r in reports)
    live = server.tables[made["table"]]
    state = live.table.match.state
    assert state.is_over()
    result = {"scores": list(state.scores()), "winners": list(state.winners())}
    assert all(r["result"] == json.loads(json.dumps(result)) for r in reports)
    assert views[-1]["result"] == reports[0]["result"]
    # the end reveals the save, which replays to the same result
    assert Match.from_save(views[-1]["save"]).state.scores() == state.scores()
    # the spectator saw only public things until the end, then every hand
    assert views[-1]["observation"] == json.loads(json.dumps(state.open_observation(None)))
    # the table replays from the store to the same end: no move lost or doubled
    stored = server._load(server.store.table(made["table"]))
    assert stored.match.actions == live.table.match.actions and stored.match.state.is_over()

    leaks = []
    before = {}  # per receiver: (what it could not see, what it saw) at the message before
    for sent in server.sent:
        data = sent.data
        # (an observation's own keys are the game's words: Lab Wars has "actions" cards)
        outside = {k: v for k, v in data.items() if k != "observation"}
        if not data.get("over"):  # after the end the save (seed, actions) goes to the players' history
            assert not keys(outside) & FORBIDDEN_KEYS, (data["type"], keys(outside) & FORBIDDEN_KEYS)
        if data["type"] != "view":
            continue
        if data["to_move"] != data["you"] or data["you"] is None:
            assert data["legal"] == [], "legal actions went to a seat not to move"
        seen = leaves(data["observation"])
        hidden_before, seen_before = before.get(sent.seat, (sent.hidden, seen))
        before[sent.seat] = (sent.hidden, seen)
        if data["over"] or data["full"]:
            continue
        for event in data["events"]:
            if event["event"] in PUBLIC_BY_RULE:
                continue
            named = leaves({k: v for k, v in event.items() if k not in ("event", "by")})
            for card in named:
                if not sent.hidden[card] or sent.hidden[card] < hidden_before[card]:
                    continue  # nothing of that name hidden, or it is coming out of hiding now
                if seen_before[card] or seen[card]:
                    continue  # a copy the receiver can see (copies share a name: the scan cannot tell them apart)
                leaks.append((sent.seat, event["event"], card))
    assert not leaks, leaks[:5]


def test_the_observation_each_seat_receives_is_its_own_until_the_end(tmp_path):
    """Per message: the observation is the receiver's own (never another seat's, never the open one
    before the end), recomputed from the table at the moment it was sent."""
    async def scenario():
        async with running_server(tmp_path) as (server, url):
            made = await client.request(url, "create", game="experiment", seats=["remote", "remote"], seed=3)
            checked = 0
            original = server._send

            async def send(c, text):
                nonlocal checked
                data = json.loads(text)
                if data["type"] == "view" and not data["over"]:
                    own = json.loads(json.dumps(c.live.table.match.state.observation(c.seat)))
                    assert data["observation"] == own
                    checked += 1
                await original(c, text)
            server._send = send
            await asyncio.gather(*(client.play_bot(url, code, "random", seed=i)
                                   for i, code in enumerate(made["invites"])))
            return checked

    assert asyncio.run(scenario()) > 20


def test_a_client_killed_mid_game_rejoins_with_its_code_and_the_game_finishes(tmp_path):
    async def scenario():
        async with running_server(tmp_path, recording=False) as (server, url):
            made = await client.request(url, "create", game="wrong-chemistry", seats=["remote", "remote"], seed=5)
            first, second = made["invites"]
            other = asyncio.create_task(client.play_bot(url, second, "random", seed=2))
            doomed = client.Seat(url, first)
            await doomed.take()
            live = server.tables[made["table"]]
            moves = 0
            while moves < 6:  # play a few moves, then drop dead without a goodbye
                data = await doomed.receive()
                if data["type"] == "view" and data["legal"]:
                    await doomed.send("act", action=data["legal"][0], at=data["at"])
                    moves += 1
            doomed.ws.transport.abort()
            for _ in range(100):
                if live.table.status[0] == "reconnecting":
                    break
                await asyncio.sleep(0.05)
            assert live.table.status[0] == "reconnecting"
            at_drop = live.table.at
            report = await asyncio.wait_for(client.play_bot(url, first, "random", seed=1), 120)
            await asyncio.wait_for(other, 60)
            return report, at_drop, live

    report, at_drop, live = asyncio.run(scenario())
    assert report["seat"] == 0 and live.table.is_over() and live.table.at > at_drop


def test_a_seat_cannot_be_taken_twice_and_a_spectator_cannot_act(tmp_path):
    async def scenario():
        async with running_server(tmp_path, recording=False) as (server, url):
            made = await client.request(url, "create", game="explosion", seats=["remote", "remote"], seed=5)
            holder = client.Seat(url, made["invites"][0])
            await holder.take()
            with pytest.raises(client.JoinRefused, match="already connected"):
                await client.Seat(url, made["invites"][0]).take()
            with pytest.raises(client.JoinRefused, match="unknown invite code"):
                await client.Seat(url, "not-a-real-code").take()
            watcher = client.Seat(url, made["watch"])
            await watcher.take()
            await watcher.receive()
            await watcher.send("act", action="anything", at=0)
            refused = await watcher.receive()
            await holder.ws.close()
            await watcher.ws.close()
            return refused

    assert asyncio.run(scenario())["code"] == "spectator"


JUNK = [
    b"\x00\xff\xfe binary",
    "not json at all",
    "[" * 50 + "]" * 50,
    json.dumps({"v": 1, "type": "act", "action": "x", "at": 0, "extra": 1}),
    json.dumps({"v": 99, "type": "hello", "code": "whatever-code"}),
    json.dumps({"v": 1, "type": "explode"}),
    json.dumps({"v": 1, "type": "act", "action": "x" * 500, "at": 0}),
    json.dumps({"v": 1, "type": "act", "action": "x", "at": "zero"}),
    json.dumps({"v": 1, "type": "act", "action": "x", "at": 10 ** 40}),
    json.dumps({"v": 1, "type": "hello", "code": 12345678}),
    json.dumps({"v": 1, "type": "create", "game": "chess", "seats": ["remote"]}),
    json.dumps({"v": 1, "type": "create", "game": "explosion", "seats": ["remote"] * 9}),
    json.dumps({"v": 1, "type": "create", "game": "explosion", "seats": ["remote"], "options": {"robot": "godlike"}}),
    json.dumps({"v": 1, "type": "seat_ai", "seat": 0, "level": "easy"}),
    '{"v": 1, "type": "act", "action": "x", "at": NaN}',
    json.dumps([1, 2, 3]),
]


def test_junk_on_the_socket_gets_errors_and_harms_nothing(tmp_path):
    async def scenario():
        import websockets

        async with running_server(tmp_path, recording=False) as (server, url):
            made = await client.request(url, "create", game="explosion", seats=["remote", "remote"], seed=9)
            seat = client.Seat(url, made["invites"][0])
            await seat.take()
            await seat.receive()
            at_start = seat.view["at"]
            answers = []
            for junk in JUNK:  # on a seated connection: each refused, the seat kept
                await seat.ws.send(junk)
                answers.append(json.loads(await seat.ws.recv()))
            # acting for the other seat, or with an action that does not exist
            await seat.send("act", action="take over the world", at=at_start)
            answers.append(json.loads(await seat.ws.recv()))
            # a message over the size limit closes that connection only
            brute = await websockets.connect(url)
            await brute.send("x" * 100_000)
            with pytest.raises(websockets.ConnectionClosed):
                await brute.recv()
            # a flood is cut off
            flood = await websockets.connect(url)
            closed = False
            try:
                for _ in range(400):
                    await flood.send("{}")
                while True:
                    await flood.recv()
            except websockets.ConnectionClosed:
                closed = True
            await seat.ws.close()
            reports = await asyncio.wait_for(asyncio.gather(
                *(client.play_bot(url, code, "random", seed=i) for i, code in enumerate(made["invites"]))), 120)
            return answers, closed, reports, at_start

    answers, closed, reports, at_start = asyncio.run(scenario())
    assert all(a["type"] == "error" for a in answers), answers
    assert all(len(a["message"]) < 200 and "\n" not in a["message"] for a in answers)
    assert closed
    assert all(r["result"]["winners"] for r in reports)


def test_undo_stays_within_the_own_turn_and_resyncs_everyone(tmp_path):
    """Wrong Chemistry's turn has several steps; the mover takes one back, never the other's."""
    async def scenario():
        async with running_server(tmp_path, recording=False) as (server, url):
            made = await client.request(url, "create", game="wrong-chemistry", seats=["remote", "remote"], seed=4)
            seats = [client.Seat(url, code) for code in made["invites"]]
            for s in seats:
                await s.take()
                await s.receive()
            live = server.tables[made["table"]]
            results = []
            for _ in range(200):
                table = live.table
                mover = seats[table.match.current_seat()]
                await mover.send("resync")
                while (await mover.receive())["type"] != "view":
                    pass
                if mover.view["can_undo"]:
                    other = seats[1 - mover.view["you"]]
                    await other.send("undo")
                    while (answer := await other.receive())["type"] != "error":
                        pass
                    results.append((answer, None))
                    before = table.at
                    await mover.send("undo")
                    results.append((None, before))
                    break
                await mover.send("act", action=mover.view["legal"][0], at=mover.view["at"])
                await asyncio.sleep(0.01)
            for _ in range(20):
                await asyncio.sleep(0.05)
            for s in seats:
                await s.ws.close()
            return results, live

    results, live = asyncio.run(scenario())
    refused, (_, before) = results[0][0], results[1]
    assert refused["type"] == "error" and refused["code"] in ("no-undo", "stale")
    assert live.table.at == before - 1
    assert Match.from_save(live.table.match.to_save()).actions == live.table.match.actions


def test_the_host_hands_an_away_seat_to_an_ai_and_the_game_finishes(tmp_path):
    async def scenario():
        async with running_server(tmp_path, recording=False) as (server, url):
            made = await client.request(url, "create", game="explosion", seats=["remote", "remote"], seed=2)
            stranger = client.Seat(url, made["watch"])
            await stranger.take()
            await stranger.send("seat_ai", seat=1, level="easy")
            while (refused := await stranger.receive())["type"] != "error":
                pass
            host = client.Seat(url, made["host"])
            await host.take()
            await host.send("seat_ai", seat=1, level="easy")
            report = await asyncio.wait_for(client.play_bot(url, made["invites"][0], "random", seed=1), 120)
            late = client.Seat(url, made["invites"][1])  # Boris comes back after the end
            await late.take()
            ending = await late.receive()
            for seat in (stranger, host, late):
                await seat.ws.close()
            return refused, report, ending, server.tables[made["table"]].table

    refused, report, ending, table = asyncio.run(scenario())
    assert refused["code"] == "not-host"
    assert table.is_over() and table.seats()[1]["kind"] == "ai" and report["result"]["winners"]
    assert ending["over"] and ending["you"] == 1 and ending["result"] == report["result"] and ending["save"]


def test_the_host_cannot_hand_a_connected_seat_to_an_ai(tmp_path):
    async def scenario():
        async with running_server(tmp_path, recording=False) as (server, url):
            made = await client.request(url, "create", game="lab-wars", seats=["remote", "remote"], seed=2)
            here = client.Seat(url, made["invites"][1])
            await here.take()
            host = client.Seat(url, made["host"])
            await host.take()
            await host.send("seat_ai", seat=1, level="easy")
            while (answer := await host.receive())["type"] != "error":
                pass
            for seat in (here, host):
                await seat.ws.close()
            return answer, server.tables[made["table"]].table

    answer, table = asyncio.run(scenario())
    assert answer["code"] == "seat-here" and table.seats()[1]["kind"] == "remote"


def test_a_dropped_player_handed_to_an_ai_comes_back_and_gets_the_seat_again(tmp_path):
    async def scenario():
        async with running_server(tmp_path, recording=False) as (server, url):
            made = await client.request(url, "create", game="lab-wars", seats=["remote", "remote"], seed=3)
            other = asyncio.create_task(client.play_bot(url, made["invites"][0], "random", seed=2))
            away = client.Seat(url, made["invites"][1], name="Boris")
            await away.take()
            token = away.token
            away.ws.transport.abort()
            live = server.tables[made["table"]]
            for _ in range(100):
                if live.table.status[1] == "reconnecting":
                    break
                await asyncio.sleep(0.05)
            host = client.Seat(url, made["host"])
            await host.take()
            await host.send("seat_ai", seat=1, level="random")
            for _ in range(200):  # the AI plays the seat on
                if live.table.at >= 4 or live.table.is_over():
                    break
                await asyncio.sleep(0.05)
            by_ai = live.table.at
            seen = [s["kind"] for s in host.view["seats"]] if host.view else []
            back = client.Seat(url, token)
            back.token = token  # the token the welcome gave: what the app's My tables keeps
            await back.take()
            first = await back.receive()
            status = (live.table.seats()[1]["kind"], live.table.status[1])
            stored = server.store.table(made["table"]).seats[1]["kind"]
            await back.ws.close()
            report = await asyncio.wait_for(client.play_bot(url, token, "random", seed=5), 120)
            await asyncio.wait_for(other, 60)
            await host.ws.close()
            return by_ai, seen, first, status, stored, report, live.table

    by_ai, seen, first, status, stored, report, table = asyncio.run(scenario())
    assert by_ai >= 1
    assert first["type"] == "view" and first["you"] == 1 and first["seats"][1]["kind"] == "remote"
    assert status == ("remote", "connected") and stored == "human"
    assert table.is_over() and report["seat"] == 1


def test_a_table_undoes_the_whole_turn_up_to_the_last_reveal_and_never_another_seats_move():
    from labdesk.online.table import Refused, SeatPlan, Table, new_match

    table = Table("t", new_match("wrong-chemistry", [SeatPlan("remote")] * 3, 3, {}))
    rng = random.Random(1)
    while len(table.match._undo) < 2:  # a turn with two moves taken back-able (no reveal between)
        table.act(table.match.current_seat(), str(rng.choice(table.match.legal_actions())), table.at)
    seat, at = table.match.current_seat(), table.at
    turn_start = table.match._undo[0][2]
    for other in {0, 1, 2} - {seat}:
        with pytest.raises(Refused, match="nothing to undo"):
            table.undo(other, whole_turn=True)
    with pytest.raises(Refused) as stale:
        table.undo(seat, whole_turn=True, at=at - 1)
    assert stale.value.code == "stale" and table.at == at
    assert table.undo(seat, whole_turn=True, at=at) == turn_start
    assert table.match.current_seat() == seat and not table.match.can_undo()
    with pytest.raises(Refused, match="nothing to undo"):
        table.undo(seat)


def test_undo_turn_on_the_wire_takes_back_the_whole_turn_and_the_store_agrees(tmp_path):
    async def scenario():
        async with running_server(tmp_path, recording=False) as (server, url):
            made = await client.request(url, "create", game="lab-wars", seats=["remote", "remote"], seed=3)
            seats = [client.Seat(url, code) for code in made["invites"]]
            for s in seats:
                await s.take()
            live = server.tables[made["table"]]
            rng = random.Random(1)
            while len(live.table.match._undo) < 2:
                mover = seats[live.table.match.current_seat()]
                await mover.send("act", action=str(rng.choice(live.table.match.legal_actions())), at=live.table.at)
                while (await mover.receive())["type"] != "view" or mover.view["at"] != live.table.at:
                    pass
            turn_start = live.table.match._undo[0][2]
            mover = seats[live.table.match.current_seat()]
            await mover.send("undo", turn=True, at=live.table.at)
            while (answer := await mover.receive())["type"] != "view" or not answer["full"]:
                pass
            for s in seats:
                await s.ws.close()
            return answer, turn_start, server.store.actions(made["table"]), live.table

    answer, turn_start, stored, table = asyncio.run(scenario())
    assert answer["at"] == turn_start == table.at and stored == table.match.actions
    assert not answer["can_undo"]


def test_an_event_naming_a_private_card_reaches_the_others_as_seen_by_gives_it(monkeypatch):
    """The hook a game uses when an event carries a card only some seats may see."""
    from dataclasses import replace

    from labdesk.games.experiment import rules
    from labdesk.online.table import SeatPlan, Table, new_match

    def seen_by(self, seat):
        return self if seat == self.seat else replace(self, face_up=-1)
    monkeypatch.setattr(rules.InfluenceDealt, "seen_by", seen_by)
    match = new_match("experiment", [SeatPlan("remote"), SeatPlan("remote"), SeatPlan("remote")], 4,
                      {"variant": "standard"})
    table = Table("t", match)
    rng = random.Random(1)
    while not any(type(e).__name__ == "InfluenceDealt" for _by, e in match.logged()):
        match.apply(rng.choice(match.legal_actions()))
    dealt = {s: [e for e in table.view(s)["events"] if e["event"] == "InfluenceDealt"] for s in (0, 1, None)}
    assert dealt[0] and all(e["face_up"] == -1 for e in dealt[None])
    assert all((e["face_up"] == -1) == (e["seat"] != 0) for e in dealt[0])
    assert all((e["face_up"] == -1) == (e["seat"] != 1) for e in dealt[1])


def test_a_move_the_store_could_not_save_did_not_happen(tmp_path):
    async def scenario():
        async with running_server(tmp_path) as (server, url):
            made = await client.request(url, "create", game="explosion", seats=["remote", "remote"], seed=3)
            seat = client.Seat(url, made["invites"][0])
            await seat.take()
            while not (await seat.receive())["type"] == "view" or not seat.view["legal"]:
                pass
            append = server.store.append

            def broken(*args):
                raise OSError("disk full")
            server.store.append = broken
            await seat.send("act", action=seat.view["legal"][0], at=seat.view["at"])
            while (answer := await seat.receive())["type"] != "error":
                pass
            server.store.append = append
            table = server.tables[made["table"]].table
            at_after, stored = table.at, server.store.actions(made["table"])
            await seat.ws.close()
            reports = await asyncio.wait_for(asyncio.gather(
                *(client.play_bot(url, code, "random", seed=i) for i, code in enumerate(made["invites"]))), 120)
            return answer, at_after, stored, reports

    answer, at_after, stored, reports = asyncio.run(scenario())
    assert answer["code"] == "server-error"
    assert at_after == len(stored) == 0
    assert reports[0]["result"]["winners"]


def test_a_hint_is_made_from_a_world_resampled_from_the_seats_view_in_its_language(tmp_path, monkeypatch):
    """The Hint button's advice online: for the seat to act only, thought out on ``determinize``
    (a world that looks the same to that seat, the others' hidden cards drawn afresh), never on the
    table's own state; its words in the language the client asked for."""
    from labdesk.ai import hints

    seen = []
    real_hint = hints.hint

    def recording_hint(game_id, state, seat, names=None, seed=0):
        seen.append((state, seat))
        return real_hint(game_id, state, seat, names, seed)

    monkeypatch.setattr(hints, "hint", recording_hint)

    async def scenario():
        async with running_server(tmp_path, recording=False) as (server, url):
            made = await client.request(url, "create", game="wrong-chemistry", seats=["remote", "remote"], seed=6)
            seats = [client.Seat(url, code) for code in made["invites"]]
            for s in seats:
                await s.take()
                await s.receive()
            table = server.tables[made["table"]].table
            mover = seats[table.match.current_seat()]
            other = seats[1 - table.match.current_seat()]
            await other.send("hint", lang="en")
            while (refused := await other.receive())["type"] != "error":
                pass
            answers = []
            for lang in ("en", "ru"):
                await mover.send("hint", lang=lang)
                while (answer := await mover.receive())["type"] != "hint":
                    pass
                answers.append(answer)
            for s in seats:
                await s.ws.close()
            return refused, answers, table

    refused, (english, russian), table = asyncio.run(scenario())
    seat = table.match.current_seat()
    assert refused["code"] == "no-hint"
    assert english["action"] in [str(a) for a in table.match.legal_actions()] and english["at"] == table.at
    assert english["reason"] and any("а" <= c <= "я" for c in russian["reason"].lower())
    assert not any("а" <= c <= "я" for c in english["reason"].lower())
    for world, asked_for in seen:
        assert asked_for == seat and world is not table.match.state
        assert world.observation(seat) == table.match.state.observation(seat)
    # the other seat's hidden cards were drawn afresh in at least one of the worlds
    other = 1 - seat
    assert any(world.open_observation(other) != table.match.state.open_observation(other) for world, _ in seen)


def test_a_server_on_every_address_is_reached_over_ipv4_and_ipv6(tmp_path):
    """``labdesk serve --host '*'``: one port on every address of both families."""
    import socket

    from labdesk.online.server import serve
    from labdesk.online.store import SqliteStore

    async def scenario():
        said = asyncio.get_running_loop().create_future()
        from helpers.online import free_port

        # a port of our choosing: port 0 would give each family's socket a number of its own
        task = asyncio.create_task(serve(SqliteStore(tmp_path / "t.sqlite3"), "*", free_port(), said.set_result))
        url = await asyncio.wait_for(said, 30)
        port = int(url.rsplit(":", 1)[1])
        hosts = ["127.0.0.1"] + (["[::1]"] if socket.has_ipv6 else [])
        made = [await client.request(f"ws://{h}:{port}", "create", game="explosion", seats=["remote", "ai:easy"])
                for h in hosts]
        task.cancel()
        return url, made

    url, made = asyncio.run(scenario())
    assert url.startswith("ws://*:") and all(m["invites"] for m in made)


def test_a_bot_whose_advice_fails_plays_a_legal_move_itself_and_finishes(tmp_path, monkeypatch):
    """A server error answering ``advice`` would leave a bot waiting for a reply that never comes."""
    from labdesk.online.server import Server

    async def broken(self, client, level):
        raise RuntimeError("an adviser bug")

    monkeypatch.setattr(Server, "_advise", broken)

    async def scenario():
        async with running_server(tmp_path, recording=False) as (server, url):
            made = await client.request(url, "create", game="explosion", seats=["remote", "ai:random"], seed=3)
            return await asyncio.wait_for(client.play_bot(url, made["invites"][0], "easy", seed=1), 120)

    report = asyncio.run(scenario())
    assert report["seat"] == 0 and report["actions"] > 0


def test_no_code_starts_with_a_dash(monkeypatch):
    """An invite code starting with "-" read as an option on `labdesk join URL CODE` (one CI run's
    spectator could not join)."""
    import secrets

    from labdesk.online import server

    drawn = iter(["-starts-with-a-dash", "fine_code"])
    monkeypatch.setattr(secrets, "token_urlsafe", lambda n: next(drawn))
    assert server.new_secret() == "fine_code"
