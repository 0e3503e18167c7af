"""Regressions found by playing the app in a real window (docs/ui.md): each test names the bug."""
import os

import pygame
import pytest

from helpers.take_game import app, frames, press, ui_tiny_game  # noqa: F401  (fixtures)


# --- a window smaller or larger than the canvas showed it unscaled (cropped or letterboxed 1:1) ------
def test_window_opens_at_a_size_that_fits_the_desktop():
    from labdesk.ui.app import MIN_WINDOW, window_size_for

    assert window_size_for((1920, 1080), (1600, 900)) == (1600, 900)
    w, h = window_size_for((1366, 768), (1600, 900))
    assert w <= 0.9 * 1366 and h <= 0.9 * 768 and abs(w / h - 16 / 9) < 0.01
    assert window_size_for((600, 400), (1600, 900)) == MIN_WINDOW


def test_window_scales_smoothly_at_any_size(ui_tiny_game, monkeypatch):
    from labdesk.ui import app as app_module

    monkeypatch.delenv("SDL_HINT_RENDER_SCALE_QUALITY", raising=False)
    monkeypatch.delenv("SDL_RENDER_SCALE_QUALITY", raising=False)
    monkeypatch.setattr(app_module.App, "run_loop", lambda self, frames=None: self.frame(1 / 60))
    monkeypatch.setattr(pygame, "quit", lambda: None)  # keep pygame up for later tests
    app_module.run()
    # pygame's switch for non-integer SCALED scaling, and SDL's filter for it
    assert os.environ["SDL_HINT_RENDER_SCALE_QUALITY"] == "1"
    assert os.environ["SDL_RENDER_SCALE_QUALITY"] == "linear"


# --- a setting changed from the pause menu (colour-blind symbols) did not reach the board ------------
def test_board_redraws_with_new_settings_after_the_pause_menu(app):
    from labdesk.engine.match import Match, Seat
    from labdesk.ui.generic_board import GenericBoard
    from labdesk.ui.scenes.settings_scene import SettingsScene

    board = GenericBoard(app, Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], seed=1),
                         autosave=False)
    app.push(board)
    frames(app, 2)
    seen = []
    board.sync = lambda: seen.append(app.settings.colourblind_symbols)
    board.pause()
    app.push(SettingsScene(app))
    frames(app, 2)
    press(app, app.top.symbols)
    app.pop()  # settings
    app.pop()  # pause
    frames(app, 2)
    assert seen and seen[-1] == app.settings.colourblind_symbols


# --- tooltips wrapped into a 170 px column that covered the buttons; drop-down rows clipped their text --
def test_tooltips_are_wide_and_dropdown_rows_fit_their_text(app):
    theme = app.manager.get_theme()
    assert int(theme.get_misc_data("rect_width", ["tool_tip"])) >= 300
    rows = int(theme.get_misc_data("list_item_height", ["drop_down_menu"]))
    # the open list is a selection list inside the drop-down: its rows read the selection list's
    assert int(theme.get_misc_data("list_item_height", ["selection_list"])) == rows
    font = theme.get_font(["drop_down_menu"])
    assert rows >= font.get_rect("Human").height + 8


# --- setup offered Experiment's "standard" (3-6 players) at 2 players, the Robot options at 4 players,
# and the Robot difficulty as free text -------------------------------------------------------------
def _choose(app, dropdown, value):
    import pygame_gui

    dropdown.selected_option = (value, value)
    app.handle(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                                  {"ui_element": dropdown, "text": value, "ui_object_id": ""}))


def _setup(app, game_id):
    from labdesk.ui.scenes.setup import SetupScene

    setup = SetupScene(app, game_id)
    app.push(setup)
    frames(app, 2)
    return setup


def test_experiment_setup_offers_the_variants_of_the_player_count(app):
    from labdesk.games.experiment import rules

    setup = _setup(app, "experiment")
    assert setup.players() == 2
    assert setup.variant_choices == [rules.TWO_PLAYER] and not setup.variant.is_enabled
    assert setup.read_play()["options"]["variant"] == rules.TWO_PLAYER
    _choose(app, setup.count, "3")
    assert setup.variant_choices == [rules.STANDARD, rules.ADVANCED] and setup.variant.is_enabled
    _choose(app, setup.variant, rules.ADVANCED)
    assert setup.read_play()["options"]["variant"] == rules.ADVANCED
    _choose(app, setup.count, "2")
    assert setup.variant_choices == [rules.TWO_PLAYER]
    frames(app, 2)
    press(app, setup.start)
    assert app.top.match.state.variant == rules.TWO_PLAYER


def test_explosion_solo_offers_the_robot_and_its_difficulty(app):
    setup = _setup(app, "explosion")
    assert "robot-easy" not in setup.variant_choices and "robot" not in setup._visible_options()
    assert "robot" not in setup.read_play()["options"]
    _choose(app, setup.count, "1")
    assert setup.variant_choices == ["standard"]
    assert setup._visible_options() == ["robot"]
    robot = setup.options["robot"]["widget"]
    assert robot.visible and list(setup.options["robot"]["choices"]) == ["easy", "normal", "hard"]
    assert "Solo" in setup.note_text()
    # an untouched difficulty is left to the game (normal); a chosen one is sent
    assert "robot" not in setup.read_play()["options"]
    _choose(app, robot, "hard")
    play = setup.read_play()
    assert play["options"] == {"variant": "standard", "robot": "hard"} and len(play["seats"]) == 1
    press(app, setup.start)
    assert app.top.match.state.robot_level == "hard"


def test_setup_note_follows_the_seats(app):
    setup = _setup(app, "wrong-chemistry")
    assert "You play at this screen" in setup.note_text()
    _choose(app, setup.seats[1]["kind"], "human")
    assert "hand-off" in setup.note_text()
    _choose(app, setup.seats[0]["kind"], "ai")
    _choose(app, setup.seats[1]["kind"], "ai")
    assert "Only AI seats" in setup.note_text()


def test_the_declared_player_counts_and_choices_are_what_setup_offers():
    from labdesk import games

    experiment, explosion = games.GAMES["experiment"], games.GAMES["explosion"]
    assert experiment.variants_at(2) == ["two-player"]
    assert experiment.variants_at(3) == experiment.variants_at(6) == ["standard", "advanced"]
    assert [o.name for o in explosion.options_at(1)] == ["robot"] and explosion.options_at(2) == []
    assert explosion.option("robot").choices == ("easy", "normal", "hard")
    assert games.GAMES["lab-chaos"].option("games").choices == (1, 3, 5)


# --- at the hot-seat hand-off screen there was no way to pause, save or quit --------------------------
def test_escape_on_the_handoff_opens_the_pause_menu_over_it(app):
    from labdesk.engine.match import Match, Seat
    from labdesk.ui.generic_board import GenericBoard
    from labdesk.ui.scenes.handoff import HandoffScene
    from labdesk.ui.scenes.menu import MenuScene
    from labdesk.ui.scenes.pause import PauseScene

    app.reset(MenuScene(app))
    board = GenericBoard(app, Match("tiny", [Seat("human", "Ana"), Seat("human", "Boris")], seed=2))
    app.push(board)
    frames(app, 2)
    handoff = app.top
    assert isinstance(handoff, HandoffScene)
    app.handle(pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": ""}))
    assert isinstance(app.top, PauseScene)
    frames(app, 2)
    assert app.stack[-2] is handoff  # the opaque hand-off stays under the menu: no hand shows
    press(app, app.top.buttons["resume"])
    assert app.top is handoff and board.viewer is None
    app.handle(pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": ""}))
    app.top.save_and_quit()
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1


# --- F11 in the settings left "Fullscreen: off" on the button until the next event --------------------
def test_settings_labels_follow_a_change_made_elsewhere(app):
    from labdesk.ui.scenes.settings_scene import SettingsScene

    scene = SettingsScene(app)
    app.push(scene)
    frames(app, 1)
    app.settings.fullscreen = not app.settings.fullscreen  # what F11 does (the app handles the key)
    frames(app, 1)
    assert scene.fullscreen.text.endswith("on" if app.settings.fullscreen else "off")
    app.settings.fullscreen = False


# --- a game with a single variant was labelled "Variant (set by the player count)" -------------------
def test_single_variant_game_is_not_said_to_be_set_by_the_count(app, monkeypatch):
    from labdesk.ui import theme

    setup = _setup(app, "wrong-chemistry")
    drawn = []
    monkeypatch.setattr(theme, "blit_text", lambda surface, text, *a, **k: drawn.append(text))
    setup.draw(pygame.Surface(app.size))
    assert "Variant" in drawn and not any("player count" in t for t in drawn)


# --- the results screen crashed (IndexError) when solo Explosion's Robot won: it has no seat ----------
def test_results_when_the_solo_robot_wins(app):
    from labdesk.engine.match import Match, Seat
    from labdesk.ui.scenes.results import ResultsScene

    for seed in range(12):  # a random player loses to the Robot within a few seeds
        match = Match("explosion", [Seat("ai", "Ana", "random")], seed)
        while match.current_seat() is not None:
            match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
        if match.state.winners() == [1]:
            break
    else:
        pytest.skip("no seed where the Robot wins")
    scene = ResultsScene(app, match)
    app.push(scene)
    frames(app, 2)
    assert scene.headline == "The Robot wins!"
    assert scene.labels == ["Ana · AI random", "The Robot"]


# --- short tooltips sat in a box as wide as the longest ("Pause menu (Esc)" in 340 px) ---------------
def test_tooltip_boxes_fit_short_tips_and_wrap_long_ones(app):
    from labdesk.ui.scenes.common import TIP_WIDTH
    from labdesk.ui.scenes.settings_scene import SettingsScene

    scene = SettingsScene(app)
    font = app.manager.get_theme().get_font(["tool_tip.text_box", "text_box"])
    short = scene.fullscreen  # "Also F11 or Alt+Enter"
    assert font.get_rect(short.tool_tip_text).width < short.tool_tip_wrap_width < TIP_WIDTH
    assert scene.symbols.tool_tip_wrap_width == TIP_WIDTH  # a long tip wraps at the theme width


# --- a new game silently replaced the unfinished game that Continue would resume ----------------------
def test_new_game_over_an_unfinished_one_keeps_it(app):
    """A new game now gets an autosave file of its own, so the unfinished one is never replaced
    (issue 16): no question to ask, and the old file stays byte for byte."""
    from labdesk.engine import saves
    from labdesk.engine.match import Match, Seat
    from labdesk.ui.board import BoardScene

    old = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], seed=5)
    old.apply(old.legal_actions()[0])
    saves.write_save(old)
    before = saves.autosave_path().read_bytes()
    setup = _setup(app, "tiny")
    press(app, setup.start)
    board = app.top
    assert isinstance(board, BoardScene) and setup not in app.stack
    board.match.apply(board.match.legal_actions()[0])
    assert saves.autosave_path().read_bytes() == before
    assert len(saves.unfinished_saves()) == 2


# --- under an overlay (pause, settings, dialogs) the covered scene showed without its widgets: no
# toolbar under the pause menu, empty fields under a dialog over the setup -----------------------------
def test_overlays_show_the_covered_scene_with_its_widgets(app):
    from labdesk.engine.match import Match, Seat
    from labdesk.ui.generic_board import GenericBoard
    from labdesk.ui import theme
    from labdesk.ui.scenes.pause import PauseScene

    board = GenericBoard(app, Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], seed=1),
                         autosave=False)
    app.push(board)
    plain = frames(app, 2)
    button = board.btn_pause.rect.center
    app.push(PauseScene(app, board))
    shaded = frames(app, 2)
    assert not board.btn_pause.visible  # the widget itself is hidden while covered...
    expected = plain.copy()
    theme.shade(expected, PauseScene.shade)
    # ...but its picture is in the backdrop, shaded like the rest
    assert shaded.get_at(button) == expected.get_at(button)
    app.pop()
    assert not app._backdrops


# --- Esc pressed once too often (setup -> menu -> Esc) closed the app at once --------------------------
def test_escape_on_the_menu_asks_before_quitting(app):
    from labdesk.ui.scenes.dialog import ConfirmDialog
    from labdesk.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    frames(app, 1)
    esc = pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": ""})
    app.handle(esc)
    assert app.running and isinstance(app.top, ConfirmDialog)
    assert app.top.note == ""  # no unfinished game: no autosave to speak of
    frames(app, 1)
    app.handle(esc)  # Esc again: stay
    assert app.running and isinstance(app.top, MenuScene)
    app.handle(esc)
    press(app, app.top.ok)
    assert not app.running
    app.running = True


# --- the results breakdown said "Seat 1: 54 points" under a table of names ---------------------------
def test_results_breakdown_names_the_seats():
    from labdesk.ui.scenes.results import breakdown_text

    from labdesk.engine.core import seat_mark

    obs = {"breakdown": [f"1. {seat_mark(1)}: 14 points", f"{seat_mark(0)}: 8 points", f"{seat_mark(2)} is not a seat",
                         "Seats 1 and 2"]}
    assert breakdown_text(obs, ["Ana", "Boris"]).splitlines() == [
        "1. Boris: 14 points", "Ana: 8 points", "Seat 3 is not a seat", "Seats 1 and 2"]
    assert breakdown_text(obs).startswith("1. Seat 2")


# --- a mouse-wheel notch scrolled a rules page by barely more than a line ------------------------------
def test_rules_page_scrolls_three_lines_a_wheel_notch(app):
    from labdesk.ui.scenes.common import WHEEL_PX
    from labdesk.ui.scenes.rules import RulesScene

    scene = RulesScene(app, "experiment")
    app.push(scene)
    frames(app, 2)
    page = scene.pages["experiment"]
    assert page.scroll_bar is not None and page.scroll_bar.scroll_wheel_speed == WHEEL_PX >= 90


# --- Lab Chaos counts penalties: the results table listed the worst totals right under the winner ----
def test_results_list_penalty_games_lowest_first(app, ui_tiny_game, monkeypatch):
    import dataclasses

    from labdesk.engine.match import Match, Seat
    from labdesk.ui.scenes.results import ResultsScene

    match = Match("tiny", [Seat("ai", n, "random") for n in ("Ana", "Boris", "Chen")], 1)
    monkeypatch.setattr(type(match.state), "scores", lambda self: [9.0, 0.0, 4.0])
    monkeypatch.setattr(type(match.state), "winners", lambda self: [1])
    assert ResultsScene(app, match).row_order() == [1, 0, 2]  # higher is better by default
    match.spec = dataclasses.replace(match.spec, lower_scores_win=True)
    scene = ResultsScene(app, match)
    assert scene.row_order() == [1, 2, 0]
    app.push(scene)
    frames(app, 2)


# --- Lab Wars: a refusal or hint toast sat under the "Eureka! End turn" button and could not be read --
@pytest.mark.parametrize("game", ["lab-wars", "lab-chaos"])
def test_toasts_stay_off_the_boards_buttons(app, game):
    from labdesk.engine.match import Match, Seat
    from labdesk.ui.app import make_board

    players = 3
    board = make_board(app, Match(game, [Seat("human" if i == 0 else "ai", n, "random")
                                        for i, n in enumerate(["Ana", "Boris", "Chen"][:players])], 1),
                       autosave=False)
    _, box = board._toast_box("A long refusal: " + "this item cannot be used now " * 6)
    buttons = [r for name, r in board.layout.objects("btn_").items()] + [board.layout.rect("prompt")]
    assert box.width > 600 and not any(box.colliderect(r) for r in buttons)
    assert box.bottom <= app.size[1] and box.left >= 0 and box.right <= app.size[0]


# --- the Lab Wars rules page showed "Emeritus ▯ Principal Investigator ▯ ...": → is not in the font ----
def _missing_glyphs(text: str) -> set[str]:
    from labdesk.ui import theme

    font = theme.font(19)
    tofu = pygame.image.tobytes(font.render("\ue000", True, (255, 255, 255)), "RGBA")
    return {ch for ch in set(text) if ord(ch) > 127 and not ch.isspace()
            and pygame.image.tobytes(font.render(ch, True, (255, 255, 255)), "RGBA") == tofu}


def test_rules_pages_use_only_glyphs_the_font_has(app):
    from labdesk import games
    from labdesk.ui.scenes.rules import markdown_to_html

    assert _missing_glyphs("→★") == {"→", "★"}  # the check itself sees a missing glyph
    assert "Emeritus -&gt; Principal" in markdown_to_html("- Emeritus → Principal")
    for game_id in games.GAMES:
        assert not _missing_glyphs(markdown_to_html(games.rules_text(game_id))), game_id


# --- Lab Wars setup showed "Alternate 1: no", "Alternate 2: no"...: what an option does was only in a
# tooltip. A yes/no option now reads as its description with a yes/no toggle beside it ---------------
def test_yes_no_options_show_what_they_do(app, monkeypatch):
    from labdesk.games.lab_wars.rules import RULES
    from labdesk.ui import theme

    setup = _setup(app, "lab-wars")
    drawn = []
    monkeypatch.setattr(theme, "blit_text", lambda surface, text, *a, **k: drawn.append(text))
    setup.draw(pygame.Surface(app.size))
    seed_top = setup.lay.rect("seed_label").top
    for name, description in ((o.name, o.description) for o in RULES.spec.options):
        entry = setup.options[name]
        assert entry["widget"].text == "no" and entry["widget"].visible
        assert " ".join(entry["notes"]) in description and entry["notes"][0] in drawn
        assert entry["widget"].relative_rect.bottom <= seed_top
    press(app, setup.options["alternate_2"]["widget"])
    assert setup.options["alternate_2"]["widget"].text == "yes"
    assert setup.read_play()["options"] == {"variant": "standard", "alternate_2": True}


# --- Lab Chaos: the question dialog's heading read "Fashion Assessment Unit asks you a real-life questi…" --
def test_lab_chaos_question_heading_is_never_cut(app, monkeypatch):
    from labdesk.engine.match import Match, Seat
    from labdesk.games.lab_chaos import panels, words as lc
    from labdesk.ui import theme
    from labdesk.ui.app import make_board

    board = make_board(app, Match("lab-chaos", [Seat("human", "Ana")] + [Seat("ai", n, "random") for n in
                                                                        ("Boris", "Chen")], 1), autosave=False)
    asking = [c for c in lc.card_data().values() if lc.question_of(c)]
    card = max(asking, key=lambda c: theme.font(18, True).size(lc.shown(c["title"]))[0])
    drawn = []
    monkeypatch.setattr(theme, "blit_text", lambda surface, text, *a, **k: drawn.append(text))
    panels.draw_question(pygame.Surface(app.size), board.rects["dialog"], card, lc.question_heading(card), "Red?")
    heading = " ".join(drawn[:drawn.index("Red?")])  # the heading's lines come first
    assert heading == f"{lc.shown(card['title'])} asks you a real-life question:"
    assert not any(t.endswith("…") for t in drawn)


# --- Lab Chaos said "1 cards" under the discard pile and "Boris is down to 1 cards." in the reaction prompt --
def test_lab_chaos_counts_one_card_in_the_singular(app):
    from labdesk.engine.match import Match, Seat
    from labdesk.games.lab_chaos import words as lc
    from labdesk.ui.app import make_board

    assert (lc.count_words(1), lc.count_words(0), lc.count_words(7)) == ("1 card", "0 cards", "7 cards")
    board = make_board(app, Match("lab-chaos", [Seat("human", "Ana")] + [Seat("ai", n, "random") for n in
                                                                        ("Boris", "Chen")], 1), autosave=False)
    assert lc.trigger_words({"on": "hand_count", "value": 1, "seat": 1}, board.names) == "Boris is down to 1 card."


# --- Lab Chaos: a card that waited in the middle for a choice jumped to the big zoom spot when it was
# done, and its picture stayed in the middle while it flew to the discard pile ------------------------
def test_lab_chaos_a_resolving_card_moves_on_from_where_it_lies(app):
    from test_lab_chaos_board import board_at

    def wanted(state):
        p = state.pending
        return p is not None and p["kind"] == "discard" and bool(state.in_play)

    for seed in range(1, 60):
        board = board_at(app, 4, seed, until=wanted)
        if board.can_act() and wanted(board.state):
            cid = board.obs["in_play"][-1]
            probe = board.match.state.clone()
            events = probe.apply(board.match.legal_actions()[0])
            if any(type(e).__name__ == "CardSettled" and e.card == cid and not e.to_table for e in events):
                break  # this choice finishes the card: it goes to the discard pile
        app.pop()
    else:
        pytest.skip("no seeded game with a card waiting on a discard choice")
    sprite = board.in_play_sprites[cid]
    rest, pile = tuple(sprite.pos), board.rects["discard"].center
    assert sprite in board.resting and rest == board.in_play_spot(len(board.obs["in_play"]) - 1)
    assert board.submit(board.match.legal_actions()[0])
    path = []
    while board.anims.busy:
        board.anims.update(1 / 60)
        path.append(tuple(sprite.pos))
    # it slides from its place to the pile, never by way of the zoom spot
    assert path[-1] == pile
    xs, ys = sorted((rest[0], pile[0])), sorted((rest[1], pile[1]))
    assert all(xs[0] - 1 <= x <= xs[1] + 1 and ys[0] - 1 <= y <= ys[1] + 1 for x, y in path)


# --- Lab Wars' headline said "3/2 piles empty" when the third impact pile ran out in the last round ----
@pytest.mark.parametrize("empty, words", [(0, None), (1, "1 pile empty"), (2, "last round"), (3, "last round")])
def test_lab_wars_headline_counts_empty_piles_sensibly(app, empty, words):
    from labdesk.engine.match import Match, Seat
    from labdesk.games.lab_wars import words as lab_wars_words
    from labdesk.ui.app import make_board

    board = make_board(app, Match("lab-wars", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], 1), autosave=False)
    board._obs_cache = (board._obs_cache[0], dict(board.obs, empty_piles=empty, phase="turn"))
    line = lab_wars_words.headline(board.obs)
    assert "/2" not in line and (words is None and "pile" not in line or words in line)


# --- the Lab Wars results read "1. Player 2: 58 impact = ..." under a table of names -------------------
def test_results_breakdown_names_players_written_player_n():
    from labdesk.games.lab_wars.rules import RULES
    from labdesk.ui.scenes.results import breakdown_text

    state = RULES.new_state(3, 2, {})  # the standings of any position: who leads and why
    lines = breakdown_text({"breakdown": state.breakdown()}, ["Ana", "Boris"]).splitlines()
    assert sorted(line.split(":")[0][3:] for line in lines[:2]) == ["Ana", "Boris"]
    assert all("Player" not in line and "{seat" not in line for line in lines)


# --- Rules from the pause menu: the click seemed to do nothing for a second or two while pygame_gui laid
# out the long Lab Wars page; now the rules screen opens at once, says so, and builds the page next ----
def test_rules_screen_opens_at_once_and_builds_the_page_after_a_frame(app, monkeypatch):
    from labdesk.ui import theme
    from labdesk.ui.scenes.rules import RulesScene

    scene = RulesScene(app, "lab-wars")
    assert scene.pages == {} and scene.opening == "lab-wars"
    app.push(scene)
    drawn = []
    real = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surface, text, *a, **k: (drawn.append(text),
                                                                            real(surface, text, *a, **k))[1])
    frames(app, 1)
    assert "Opening the rules…" in drawn and "lab-wars" not in scene.pages
    frames(app, 1)
    assert scene.pages["lab-wars"].visible and scene.opening is None
    press(app, scene.tabs["lab-chaos"])
    frames(app, 2)
    assert scene.pages["lab-chaos"].visible and not scene.pages["lab-wars"].visible


# --- Lab Wars: "Conference" ran over both edges of the small "Conference Travel Grant" action card ------
def test_lab_wars_small_action_card_names_fit_the_card(app):
    from labdesk.games.lab_wars import faces
    from labdesk.games.lab_wars.content import content
    from labdesk.ui import theme

    w = faces.ACTION[0]
    for card in content().action_types.values():
        name = card.name
        size = faces.word_size(name, w - 8, 12)
        assert all(theme.font(size, True).size(word)[0] <= w - 8 for word in name.split()), name
        assert size >= 9 and len(theme.wrap(name, w - 8, size, True)) <= 3, name


# --- Experiment's refusals and hints were drawn under its Complete / End task phase buttons -------------
@pytest.mark.parametrize("layout_name", ["experiment", "lab-wars", "lab-chaos"])
def test_board_toasts_sit_clear_of_the_bottom_buttons(layout_name):
    from labdesk.ui.layout import Layout

    lay = Layout.load(layout_name)
    toast = lay.rect("toast")
    for name, rect in lay.objects("btn_").items():
        assert not toast.colliderect(rect), f"the toast covers {name}"


# --- in Russian the results' "Seat" column read "Место" (place): seat 2 winning looked like second place
def test_the_results_seat_column_is_headed_like_the_setups_seat_numbers():
    from helpers.i18n_fit import language
    from labdesk.i18n import _, pgettext

    with language("ru"):
        assert _("Seat") == pgettext("the narrow column of seat numbers", "Seat") == "№"


def test_a_press_as_the_results_open_was_meant_for_the_board(app, monkeypatch):
    """Playtest (real window): Enter pressed as the game ended landed on the results' focused button and
    started a new game or a replay. For a moment after they open, the results take no press (Tab and
    Esc still work)."""
    from labdesk.engine.match import Match, Seat
    from labdesk.ui.scenes import results as results_scene

    match = Match("explosion", [Seat("ai", "Ana", "random")], 1)
    while match.current_seat() is not None:
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
    scene = results_scene.ResultsScene(app, match)
    app.push(scene)
    frames(app, 2)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
    assert scene.swallows(enter) and not scene.swallows(tab)
    monkeypatch.setattr(results_scene.time, "monotonic", lambda: scene.opened + results_scene.SETTLE_SECONDS + 0.01)
    assert not scene.swallows(enter)
