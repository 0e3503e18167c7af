"""Online play from the app: the remote match a board drives, hosting and joining through the
scenes against a real server in this process, My tables, and the finished game in the history."""
import json
import random
import time

import pytest

from helpers.online import hidden_from, leaves
from labdesk import games
from labdesk.engine.match import Match, Seat
from labdesk.online import client, mytables
from labdesk.online.link import LocalServer, SeatLink, net_loop
from labdesk.online.protocol import WireGame, action_to_wire, message
from labdesk.online.remote import RemoteMatch


def wait_for(predicate, timeout=30.0, step=None):
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        if step is not None:
            step()
        time.sleep(0.005)


@pytest.fixture
def server(tmp_path):
    local = LocalServer(tmp_path / "server", 0)
    local.start()
    yield local
    local.stop()


def create(server, game, seats, seed=7):
    return net_loop().submit(client.request(server.url, "create", game=game, seats=seats, seed=seed)).result(20)


def seated(server, code, name=None) -> RemoteMatch:
    link = SeatLink(server.url, code, name)
    wait_for(lambda: link.ready)
    return RemoteMatch({link.welcome["seat"]: link}, server.url)


def play_until_over(matches, rng, check=None, limit=20000):
    """Each remote match plays a random legal move whenever its seat may; ``check(match)`` runs at
    every step of every match."""
    moves = 0
    while not matches[0].state.is_over():
        assert moves < limit
        for match in matches:
            match.arrivals()
            if check is not None:
                check(match)
            if match.is_human_turn() and match.legal_actions():
                match.apply(rng.choice(match.legal_actions()))
                moves += 1
        time.sleep(0.002)
    wait_for(lambda: all(m.state.is_over() for m in matches), step=lambda: [m.arrivals() for m in matches])
    return moves


@pytest.mark.parametrize("game", list(games.GAMES))
def test_legal_actions_and_observations_cross_the_wire_as_the_rules_made_them(game):
    wire = WireGame(game)
    spec = games.GAMES[game]
    n = 2 if 2 in spec.players else spec.players.start
    match = Match(game, [Seat("human", f"P{i}") for i in range(n)], 3)
    rng = random.Random(3)
    for _ in range(150):
        if match.state.is_over():
            break
        for action in match.legal_actions():
            back = wire.action(json.loads(json.dumps(action_to_wire(action))))
            assert back == action and str(back) == str(action)
        obs = match.state.observation(match.current_seat())
        sent = json.loads(message("view", observation=obs))["observation"]
        assert _same(wire.observation(sent), obs)  # (a tuple arrives as a list)
        match.apply(rng.choice(match.legal_actions()))


def _same(a, b):
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    return a == b


@pytest.mark.parametrize("game", ["explosion", "wrong-chemistry", "experiment"])
def test_a_remote_match_never_holds_what_its_seat_may_not_see(server, game):
    made = create(server, game, ["remote", "remote"])
    matches = [seated(server, code) for code in made["invites"]]
    table = server.server.tables[made["table"]].table
    leaks = []

    def check(match):
        """What the match holds is its own seat's view, exactly as the rules make it for that seat
        (the server's scan covers the events; here: nothing else arrives, and nothing is kept)."""
        if match.state.is_over():
            return
        seat = next(iter(match.links))
        assert set(match._views) == {seat}
        for view in match._views.values():
            assert not {"seed", "save", "actions"} & set(view), "the table's secrets reached a client"
        assert match.seed == 0 and not any(match.actions)
        async def snapshot():  # on the server's own thread, so the table stands still meanwhile
            state = table.match.state
            return table.at, state.observation(seat), hidden_from(state, seat)

        at, own, hidden = net_loop().submit(snapshot()).result(10)
        if match.view().get("at") != at:
            return  # a view behind the table's: compared when it has caught up
        assert _same(match.observation(seat), match.wire.observation(json.loads(message("v", o=own))["o"]))
        moves = leaves(json.loads(json.dumps([a.__dict__ for a in match.legal_actions()], default=str)))
        leaks.extend((seat, card) for card in moves if hidden[card] and not leaves(own)[card])

    play_until_over(matches, random.Random(5), check)
    assert not leaks, leaks[:5]
    # after the end the save is revealed and replays to the table's own result
    final = matches[0].finished_match()
    assert final.actions == table.match.actions and final.state.scores() == table.match.state.scores()
    for match in matches:
        match.close()


def test_a_remote_match_reads_a_reconnection_as_a_resync_and_plays_on(server):
    made = create(server, "wrong-chemistry", ["remote", "remote"])
    matches = [seated(server, code) for code in made["invites"]]
    rng = random.Random(2)
    for _ in range(10):
        for match in matches:
            match.arrivals()
            if match.is_human_turn():
                match.apply(rng.choice(match.legal_actions()))
        time.sleep(0.02)
    link = matches[0].links[0]
    net_loop().submit(link._ws.close()).result(10)  # the connection drops
    wait_for(lambda: link.state == "reconnecting" or link.state == "connected" and link.views > 1)
    wait_for(lambda: link.state == "connected", step=matches[0].arrivals)
    assert matches[0].connection() == "connected"
    play_until_over(matches, rng)
    assert matches[0].state.winners() == matches[1].state.winners()


def drive(app, seconds=60.0, until=None):
    """Frames of the headless app until ``until()`` (animations skipped so the test is quick)."""
    from labdesk.ui.board import BoardScene

    import pygame

    deadline = time.monotonic() + seconds
    canvas = pygame.Surface(app.size)
    frames = 0
    while not until():
        assert time.monotonic() < deadline, f"timed out on {app.top.name}"
        if isinstance(app.top, BoardScene):
            app.top.anims.skip()
        app.update(1 / 60)
        frames += 1
        if frames % 25 == 0:  # drawn now and then: the connection line, the board from the views
            app.draw(canvas)
        time.sleep(0.002)


def test_host_from_the_setup_join_from_play_online_and_the_game_goes_to_the_history(app, tmp_path):
    """The host's seat is played on its board through the scenes; the friend joins with the invite
    code through Play online (its own seat driven by the remote match a second board would drive)."""
    import pygame_gui

    from labdesk.engine import history
    from labdesk.ui import online_play
    from labdesk.ui.board import BoardScene
    from labdesk.ui.scenes.online import HostedScene, OnlineScene, table_line
    from labdesk.ui.scenes.results import ResultsScene
    from labdesk.ui.scenes.setup import SetupScene

    online_play.local_server(0)  # any free port: this machine runs other tests
    try:
        scene = OnlineScene(app)
        app.push(scene)
        setup = SetupScene(app, "explosion", online=True)
        app.push(setup)
        assert [s["kind"].selected_option[1] for s in setup.seats[:2]] == ["human", "remote"]
        setup.start_game()
        drive(app, until=lambda: isinstance(app.top, HostedScene))
        hosted = app.top
        assert len(hosted.hosted.invites) == 1 and hosted.addresses[-1].startswith("127.0.0.1:")
        code = hosted.hosted.invites[0][2]
        assert code in hosted.invitation(0)
        drive(app, until=lambda: hosted.btn_go.is_enabled)
        app.handle(pygame_gui_press(hosted.btn_go))
        drive(app, until=lambda: isinstance(app.top, BoardScene))
        board = app.top
        assert board.match.remote and board.viewer == 0 and board.match.elsewhere(1)

        # the friend: Play online -> Join, typed address and code
        friend_scene = OnlineScene(app)
        friend_scene.address.set_text(hosted.addresses[-1])
        friend_scene.code.set_text(code)
        friend_scene.player_name.set_text("Boris")
        friend_scene.join()
        seating = friend_scene.seating
        wait_for(lambda: seating.ready)
        link = seating.links[0]
        friend = RemoteMatch({link.welcome["seat"]: link}, seating.url)
        assert friend.names()[1] == "Boris"

        rng = random.Random(4)

        def step():
            friend.arrivals()
            if friend.is_human_turn() and friend.legal_actions():
                friend.apply(rng.choice(friend.legal_actions()))
            top = app.top
            if isinstance(top, BoardScene) and top.can_act():
                assert top.legal_actions(), "the host's board may act but has no legal actions"
                top.submit(rng.choice(top.legal_actions()))
            return isinstance(app.top, ResultsScene)

        drive(app, seconds=120, until=step)
        # the host's history has the finished game, which replays to the same end
        entries = [e for e in history.entries() if isinstance(e, history.HistoryEntry)]
        assert len(entries) == 1 and entries[0].finished and entries[0].game == "explosion"
        replayed = entries[0].match()
        assert replayed.state.is_over() and list(replayed.state.winners()) == list(friend.state.winners())
        from labdesk.ui.scenes.history import open_replay

        open_replay(app, entries[0].id)
        assert app.top.name != "results"
        # My tables: the table, finished and recorded, with the host's seat token
        kept = mytables.load()
        assert len(kept) == 1 and kept[0].over and kept[0].recorded and kept[0].mine == (0,)
        assert kept[0].hosted and "Boris" in table_line(kept[0]) and "finished" in table_line(kept[0])
        friend.close()
    finally:
        online_play.stop_local_server()


def pygame_gui_press(widget):
    import pygame
    import pygame_gui

    return pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=widget)


def test_my_tables_keeps_an_unfinished_table_and_resume_takes_its_seat_back(app):
    from labdesk.ui import online_play
    from labdesk.ui.board import BoardScene
    from labdesk.ui.scenes.online import OnlineScene, table_line

    online_play.local_server(0)
    try:
        play = {"game": "wrong-chemistry", "seats": [Seat("human", "Ana"), Seat("human", "Boris")],
                "where": ["here", "remote"], "options": {}}
        hosted = online_play.host(play)
        wait_for(lambda: hosted.seating.ready)
        online_play.open_board(app, hosted.seating)
        board = app.top
        drive(app, until=lambda: board.can_act())
        board.submit(board.legal_actions()[0])
        drive(app, until=lambda: board.match.view().get("at") == 1)
        token = board.match.tokens[0]
        # whose turn it is now is kept at once (the app may be killed before it leaves the board)
        assert mytables.load()[0].to_move == board.match.current_seat()
        app.pop()  # leaving the board lets the seat go and keeps what was seen
        kept = mytables.load()
        assert [e.table for e in kept] == [hosted.table] and kept[0].seats[0].token == token
        assert not kept[0].over and "Boris" in table_line(kept[0])

        scene = OnlineScene(app)
        app.push(scene)
        assert len(scene.resume_buttons) == 1
        app.handle(pygame_gui_press(scene.resume_buttons[0]))
        drive(app, until=lambda: isinstance(app.top, BoardScene))
        assert app.top.match.view()["at"] == 1 and app.top.match.table_id == hosted.table
    finally:
        online_play.stop_local_server()


def test_a_wrong_code_is_refused_with_one_line(app, server):
    from labdesk.ui.scenes.online import OnlineScene

    scene = OnlineScene(app)
    app.push(scene)
    scene.address.set_text(server.url)
    scene.code.set_text("not-a-real-code")
    scene.join()
    drive(app, until=lambda: scene.seating is None)
    assert scene.status_bad and "unknown invite code" in scene.status


def test_an_address_is_read_as_people_type_it():
    from labdesk.online.addresses import normal_address

    assert normal_address(" 192.168.1.20 ") == "ws://192.168.1.20:8765"
    assert normal_address("host:9000") == "ws://host:9000"
    assert normal_address("ws://host:9000/") == "ws://host:9000"
    with pytest.raises(ValueError):
        normal_address("  ")


def test_play_online_is_reached_and_used_with_keys_alone():
    """The menu's Play online, then Host a table, by Tab and Enter; Esc comes back."""
    from helpers.menu_app import close_app, focused, keys, open_menu_app
    from labdesk.settings import Settings
    from labdesk.ui.scenes.online import OnlineScene
    from labdesk.ui.scenes.setup import SetupScene

    app = open_menu_app(Settings())
    try:
        menu = app.top

        def tab_to(widget):
            for _ in range(80):
                keys(app, "tab")
                if focused(app) is widget:
                    return
            raise AssertionError(f"Tab never reached {widget}")

        tab_to(menu.btn_online)
        keys(app, "return")
        scene = app.top
        assert isinstance(scene, OnlineScene)
        for widget in (scene.game, scene.btn_host, scene.address, scene.code, scene.player_name, scene.btn_join,
                       scene.back):
            tab_to(widget)
        tab_to(scene.btn_host)
        keys(app, "return")
        assert isinstance(app.top, SetupScene) and app.top.online
        keys(app, "escape")
        assert app.top is scene
        keys(app, "escape")
        assert app.top is menu
    finally:
        close_app(app)


def test_two_people_at_the_host_screen_pass_it_with_the_hand_off_and_a_friend_plays_online(app):
    """Wrong Chemistry (hidden hands) with two seats at the host's screen and one online: the board
    shows the public view between hand-offs (a spectator's link) and each person's hand after it."""
    from labdesk.ui import online_play
    from labdesk.ui.board import BoardScene
    from labdesk.ui.scenes.handoff import HandoffScene
    from labdesk.ui.scenes.results import ResultsScene

    online_play.local_server(0)
    try:
        play = {"game": "wrong-chemistry", "seats": [Seat("human", "Ana"), Seat("human", "Boris"),
                                                      Seat("human", "Chen")],
                "where": ["here", "remote", "here"], "options": {}}
        hosted = online_play.host(play)
        assert set(hosted.seating.links) == {0, 2, None} and hosted.watch
        friend = seated(server_of(hosted), hosted.invites[0][2])
        wait_for(lambda: hosted.seating.ready)
        online_play.open_board(app, hosted.seating)
        board = app.top
        assert board.viewer is None  # nobody's hand shows until the first hand-off
        rng = random.Random(6)
        handoffs, viewers = 0, set()

        def step():
            nonlocal handoffs
            friend.arrivals()
            if friend.is_human_turn() and friend.legal_actions():
                friend.apply(rng.choice(friend.legal_actions()))
            top = app.top
            if isinstance(top, HandoffScene):
                handoffs += 1
                top.confirm()
            elif isinstance(top, BoardScene) and top.can_act():
                viewers.add(top.viewer)
                if top.viewer is not None:
                    assert top.obs.get("viewer", top.viewer) == top.viewer
                top.submit(rng.choice(top.legal_actions()))
            return isinstance(app.top, ResultsScene)

        drive(app, seconds=180, until=step)
        assert handoffs >= 2 and viewers == {0, 2}
        friend.close()
    finally:
        online_play.stop_local_server()


def server_of(hosted):
    from labdesk.ui import online_play

    return online_play.local_server()


def test_the_host_closes_the_app_and_resumes_later_and_the_friend_reconnects_by_itself(app):
    """The app's server goes away with it (the friend's board says reconnecting); My tables' Resume
    starts it again on the same port and the friend's link takes its seat back with its token."""
    from labdesk.ui import online_play
    from labdesk.ui.board import BoardScene
    from labdesk.ui.table.connection import connection_words

    online_play.local_server(0)
    try:
        play = {"game": "explosion", "seats": [Seat("human", "Ana"), Seat("human", "Boris")],
                "where": ["here", "remote"], "options": {}}
        hosted = online_play.host(play)
        friend = seated(online_play.local_server(), hosted.invites[0][2], "Boris")
        wait_for(lambda: hosted.seating.ready)
        online_play.open_board(app, hosted.seating)
        board = app.top
        drive(app, until=board.can_act)
        board.submit(board.legal_actions()[0])
        drive(app, until=lambda: board.match.view().get("at") == 1)
        app.pop()
        online_play.stop_local_server()  # the host closed the app
        wait_for(lambda: friend.connection() == "reconnecting", step=friend.arrivals)
        assert connection_words(friend.connection(), None, None, False)[0] == "Reconnecting…"

        entry = mytables.load()[0]
        seating = online_play.resume(entry)
        wait_for(lambda: seating.ready)
        assert online_play.local_server().port == entry.port
        online_play.open_board(app, seating)
        wait_for(lambda: friend.connection() == "connected", step=friend.arrivals)
        rng = random.Random(8)

        def step():
            friend.arrivals()
            if friend.is_human_turn() and friend.legal_actions():
                friend.apply(rng.choice(friend.legal_actions()))
            top = app.top
            if isinstance(top, BoardScene) and top.can_act():
                top.submit(rng.choice(top.legal_actions()))
            return top.name == "results"

        drive(app, seconds=180, until=step)
        assert friend.state.is_over() and mytables.load()[0].recorded
        friend.close()
    finally:
        online_play.stop_local_server()


def test_the_connection_line_says_who_the_table_waits_for():
    from labdesk.ui.table.connection import connection_words

    assert connection_words("connected", None, None, False)[0] == "Online: connected"
    assert connection_words("connected", "Boris", "connected", False)[0] == "Waiting for Boris"
    assert connection_words("connected", "Boris", "waiting", False)[0] == "Waiting for Boris to join"
    assert connection_words("connected", "Boris", "reconnecting", False)[0] == "Waiting for Boris: reconnecting…"
    assert connection_words("connected", "AI 3", "ai", True)[0] == "AI 3 is thinking"
    assert connection_words("connected", None, None, False, ("Boris", "waiting"))[0] == "Boris has not joined yet"
    assert connection_words("reconnecting", "Boris", "connected", False)[0] == "Reconnecting…"


@pytest.mark.parametrize("game", list(games.GAMES))
def test_every_title_plays_to_the_end_on_its_own_board_at_an_online_table(app, game):
    """The game's own board scene, driven through a remote match, with a friend online and (where
    the game needs a third seat) an AI the server plays."""
    from labdesk.ui import online_play
    from labdesk.ui.board import BoardScene
    from labdesk.ui.scenes.handoff import HandoffScene

    players = max(2, games.GAMES[game].players.start)
    seats = [Seat("human", "Ana"), Seat("human", "Boris")] + [Seat("ai", f"AI {i + 1}", "random")
                                                               for i in range(2, players)]
    online_play.local_server(0)
    try:
        hosted = online_play.host({"game": game, "seats": seats, "options": {},
                                   "where": ["here", "remote"] + ["ai"] * (players - 2)})
        friend = seated(online_play.local_server(), hosted.invites[0][2], "Boris")
        wait_for(lambda: hosted.seating.ready)
        board = online_play.open_board(app, hosted.seating)
        assert type(board).__module__ == f"labdesk.games.{games.package(game)}.board"
        rng = random.Random(2)

        def step():
            friend.arrivals()
            if friend.is_human_turn() and friend.legal_actions():
                friend.apply(rng.choice(friend.legal_actions()))
            top = app.top
            assert not isinstance(top, HandoffScene), "one person at this screen: no hand-off"
            if isinstance(top, BoardScene) and top.can_act():
                top.submit(rng.choice(top.legal_actions()))
            return top.name == "results"

        drive(app, seconds=400, until=step)
        assert friend.state.is_over()
        friend.close()
    finally:
        online_play.stop_local_server()


def test_the_apps_server_makes_tables_only_for_this_computer(server):
    """Friends on the network join the host's tables; they cannot make new ones on its disk."""
    import asyncio

    from labdesk.online.server import Client
    from labdesk.online.table import Refused

    class Stranger:
        remote_address = ("192.0.2.50", 50000)

    async def ask(address):
        stranger = Stranger()
        stranger.remote_address = (address, 50000)
        try:
            await server.server._dispatch(Client(stranger), {"type": "create", "game": "explosion",
                                                            "seats": ["remote", "remote"]})
        except Refused as exc:
            return exc.code

    assert server.server.create_from_here_only
    assert net_loop().submit(ask("192.0.2.50")).result(10) == "not-here"
    assert len(server.server.tables) == 0
    assert create(server, "explosion", ["remote", "remote"])["table"]  # from this computer: made


def test_a_host_with_no_seat_here_watches_the_table_and_play_again_goes_to_play_online(app):
    """Both seats online: the host's board shows the public view through a spectator's link, never
    a hand; after the end Play again leads back to Play online (not to a local game)."""
    from labdesk.ui import online_play
    from labdesk.ui.scenes.online import OnlineScene
    from labdesk.ui.scenes.results import ResultsScene

    online_play.local_server(0)
    try:
        hosted = online_play.host({"game": "wrong-chemistry", "seats": [Seat("human", "Ana"), Seat("human", "Boris")],
                                   "where": ["remote", "remote"], "options": {}})
        assert set(hosted.seating.links) == {None} and len(hosted.invites) == 2
        friends = [seated(online_play.local_server(), code) for _seat, _name, code in hosted.invites]
        wait_for(lambda: hosted.seating.ready)
        board = online_play.open_board(app, hosted.seating)
        assert board.viewer is None and all(board.match.elsewhere(s) for s in (0, 1))
        rng = random.Random(3)

        def step():
            for friend in friends:
                friend.arrivals()
                if friend.is_human_turn() and friend.legal_actions():
                    friend.apply(rng.choice(friend.legal_actions()))
            assert app.top.name == "results" or not app.top.can_act()
            return isinstance(app.top, ResultsScene)

        drive(app, seconds=300, until=step)
        results = app.top
        assert results.online
        app.handle(pygame_gui_press(results.again))
        assert isinstance(app.top, OnlineScene)
        for friend in friends:
            friend.close()
    finally:
        online_play.stop_local_server()


def test_the_menu_counts_the_online_tables_waiting_for_my_move(app):
    from labdesk.ui.scenes.menu import MenuScene

    mytables.remember(mytables.TableEntry("t1", "ws://h:1", "explosion", (mytables.SeatToken(0, "token-123"),),
                                          names=("Ana", "Boris"), to_move=0))
    mytables.remember(mytables.TableEntry("t2", "ws://h:1", "explosion", (mytables.SeatToken(1, "token-456"),),
                                          names=("Ana", "Boris"), to_move=0))
    menu = MenuScene(app)
    app.reset(menu)
    assert menu.online_turns == 1  # t2 waits for Ana, not for this seat
    import pygame

    app.draw(pygame.Surface(app.size))


def test_undo_turn_at_an_online_table_takes_back_the_whole_turn_in_one_step(server):
    """Lab Wars's turn has several steps before a draw: Undo turn asks the server for all of them."""
    made = create(server, "lab-wars", ["remote", "remote"], seed=3)
    matches = [seated(server, code) for code in made["invites"]]
    live = server.server.tables[made["table"]]
    rng = random.Random(1)
    while len(live.table.match._undo) < 2:  # the mover has played two steps of its turn, no draw between
        for m in matches:
            m.arrivals()
            if m.is_human_turn() and m.legal_actions() and len(live.table.match._undo) < 2:
                m.apply(rng.choice(m.legal_actions()))
                wait_for(lambda: m._pending is None, step=m.arrivals)
    turn_start = live.table.match._undo[0][2]
    mover = next(m for m in matches if m.current_seat() in m.links)
    wait_for(lambda: mover.can_undo(), step=mover.arrivals)
    mover.undo_turn()
    wait_for(lambda: mover.view().get("at") == turn_start and mover._pending is None, step=mover.arrivals)
    assert live.table.at == turn_start and not mover.can_undo()
    assert server.server.store.actions(made["table"]) == live.table.match.actions
    for m in matches:
        m.close()


def test_the_host_lets_the_ai_play_for_a_friend_who_dropped_and_the_friend_gets_the_seat_back(app):
    """On the host's board: the friend's link drops, the pause menu offers the AI for them, the
    server's AI plays the seat on; the friend's token takes the seat back."""
    from labdesk.ui import online_play
    from labdesk.ui.scenes.dialog import ChoiceDialog
    from labdesk.ui.scenes.pause import PauseScene

    online_play.local_server(0)
    try:
        play = {"game": "lab-wars", "seats": [Seat("human", "Ana"), Seat("human", "Boris")],
                "where": ["here", "remote"], "options": {}}
        hosted = online_play.host(play)
        friend = seated(online_play.local_server(), hosted.invites[0][2], "Boris")
        wait_for(lambda: hosted.seating.ready)
        board = online_play.open_board(app, hosted.seating)
        assert board.match.host_code and mytables.load()[0].host == board.match.host_code
        token = friend.tokens[1]
        assert board.match.seats_to_hand() == []  # Boris is connected: nothing to offer
        friend.close()
        drive(app, until=lambda: board.match.seats_to_hand() == [1])
        pause = PauseScene(app, board)
        app.push(pause)
        assert "ai-for-1" in pause.buttons and "Boris" in pause.buttons["ai-for-1"].text
        app.handle(pygame_gui_press(pause.buttons["ai-for-1"]))
        dialog = app.top
        assert isinstance(dialog, ChoiceDialog) and len(dialog.buttons) == 4  # Cancel, easy, medium, hard
        app.handle(pygame_gui_press(dialog.buttons[1]))  # the easy AI
        assert app.top is board
        drive(app, until=lambda: board.match.seats[1].kind == "ai" and board.match.seat_states[1] == "ai")
        table = online_play.local_server().server.tables[hosted.table].table
        assert table.match.seats[1].level == "easy" and board.match.seats_to_hand() == []
        rng = random.Random(4)

        def step():  # Ana plays; the server's AI plays Boris's seat
            if board.can_act():
                board.submit(rng.choice(board.legal_actions()))
            return table.at >= 6 or table.is_over()

        drive(app, seconds=60, until=step)
        back = SeatLink(online_play.local_server().url, token, token=True)
        wait_for(lambda: back.ready)
        assert back.welcome["seat"] == 1
        drive(app, until=lambda: board.match.seats[1].kind == "human" and board.match.seat_states[1] == "connected")
        assert table.match.seats[1].kind == "human"
        back.close()
    finally:
        online_play.stop_local_server()


def test_a_refused_hand_off_is_said_on_the_board(app, server):
    from labdesk.ui import online_play

    made = create(server, "lab-wars", ["remote", "remote"])
    here = seated(server, made["invites"][0])
    there = seated(server, made["invites"][1])
    here.host_code = "not-the-host-code"
    board = online_play.open_board(app, online_play.Seating(server.url, here.links))
    board.match.host_code = "not-the-host-code"
    board.match.hand_to_ai(1, "easy")
    drive(app, until=lambda: board.toast is not None and "refused" in board.toast[0])
    assert "unknown invite code" in board.toast[0]
    there.close()


def test_hint_at_an_online_table_comes_from_the_server_for_this_seat(app, server):
    from labdesk.ui import online_play

    made = create(server, "wrong-chemistry", ["remote", "remote"], seed=3)
    here = seated(server, made["invites"][0])
    there = seated(server, made["invites"][1])
    board = online_play.open_board(app, online_play.Seating(server.url, here.links))
    rng = random.Random(2)

    def my_turn():
        there.arrivals()
        if there.is_human_turn() and there.legal_actions():
            there.apply(rng.choice(there.legal_actions()))
        return board.can_act()

    drive(app, seconds=60, until=my_turn)
    assert board.btn_hint.is_enabled
    board.hint()
    drive(app, seconds=60, until=lambda: board.hint_worker is None)
    toast = board.toast[0]
    if app.settings.hint_level == "nudge":  # the first press says what to look at
        assert board.nudged is not None and board.nudged[1].action in board.legal_actions()
    else:
        assert board.hint_action in board.legal_actions() and board.action_label(board.hint_action) in toast
    there.close()


def test_addresses_are_read_with_ipv6_literals_and_host_names():
    from labdesk.online.addresses import lan_addresses, normal_address, shown_address, url_for

    assert normal_address("::1") == "ws://[::1]:8765"
    assert normal_address("[fd00::2]:9000") == "ws://[fd00::2]:9000"
    assert normal_address("ws://[fd00::2]/") == "ws://[fd00::2]:8765"
    assert normal_address("labpc") == "ws://labpc:8765"
    assert normal_address("wss://labpc.example.org:443") == "wss://labpc.example.org:443"
    for wrong in ("http://labpc", "lab pc", "[fd00::2", "labpc:99999", "labpc:x"):
        with pytest.raises(ValueError):
            normal_address(wrong)
    assert url_for("::", 8765) == "ws://[::]:8765" and shown_address("fd00::2", 80) == "[fd00::2]:80"
    found = lan_addresses()
    assert found[-1] == "127.0.0.1" and not any(a.startswith("fe80") for a in found)


def test_the_apps_server_is_reached_over_ipv6_loopback_and_by_name(server):
    import socket

    made = create(server, "explosion", ["remote", "remote"])
    for host in ("::1", "localhost"):
        if host == "::1" and not socket.has_ipv6:
            continue
        link = SeatLink(f"ws://{'[::1]' if host == '::1' else host}:{server.port}", made["invites"][0])
        wait_for(lambda: link.ready or link.state == "refused")
        assert link.ready, link.error
        link.close()
        wait_for(lambda: server.server.tables[made["table"]].table.status[0] == "reconnecting")


def test_my_tables_says_when_a_table_was_last_seen():
    from labdesk.online.mytables import SeatToken, TableEntry
    from labdesk.ui.scenes.online import last_seen, table_line

    now = 1_000_000.0
    assert last_seen(now - 20, now) == "just now"
    assert last_seen(now - 5 * 60, now) == "5 minutes ago"
    assert last_seen(now - 3 * 3600, now) == "3 hours ago" and last_seen(now - 86400, now) == "1 day ago"
    entry = TableEntry("t", "ws://h:1", "explosion", (SeatToken(0, "x" * 16),), names=("Ana", "Boris"),
                       to_move=1, played=now - 120)
    assert table_line(entry, now) == "with Boris · Boris's turn, as last seen 2 minutes ago"


def test_a_refusal_a_joiner_meets_is_said_in_the_apps_language(app, server):
    from labdesk import i18n
    from labdesk.ui.scenes.online import OnlineScene

    i18n.set_language("ru")
    try:
        scene = OnlineScene(app)
        app.push(scene)
        scene.address.set_text(server.url.replace("127.0.0.1", "localhost"))
        scene.code.set_text("not-a-real-code")
        scene.join()
        drive(app, until=lambda: scene.seating is None)
        assert scene.status_bad and "такого кода приглашения нет" in scene.status
    finally:
        i18n.set_language("en")


def test_my_tables_keeps_one_row_for_a_table_joined_by_two_of_its_addresses(tmp_path, monkeypatch):
    from labdesk.online.mytables import SeatToken, TableEntry

    monkeypatch.setenv("LABDESK_DATA_DIR", str(tmp_path))
    mytables.remember(TableEntry("t1", "ws://[::1]:8765", "experiment", (SeatToken(1, "a" * 16),)))
    mytables.remember(TableEntry("t1", "ws://labpc:8765", "experiment", (SeatToken(1, "b" * 16),)))
    kept = mytables.load()
    assert [(e.url, e.seats[0].token) for e in kept] == [("ws://labpc:8765", "b" * 16)]


def test_a_refused_hand_off_is_said_in_the_apps_language(monkeypatch):
    """The host's board showed the server's English line when a hand-off was refused."""
    from types import SimpleNamespace

    from labdesk import i18n
    from labdesk.ui import online_play

    shown = []
    match = SimpleNamespace(refusals=lambda: [("that player is connected: ...", "seat-here")], newly_away=lambda: [])
    board = SimpleNamespace(match=match, names=["Ana", "Boris"], show_message=lambda text, seconds: shown.append(text))
    i18n.set_language("ru")
    try:
        online_play.poll(board)
    finally:
        i18n.set_language("en")
    assert shown and "снова за столом" in shown[0] and "connected" not in shown[0]
