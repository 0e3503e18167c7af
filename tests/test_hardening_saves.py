"""Issue 12: loaded files cannot crash the app or lose a game. Each test here failed before its fix."""
from __future__ import annotations

import json
import os
import time

import pygame
import pytest

from labdesk import cli
from labdesk.engine import saves
from labdesk.engine.match import Match, SaveError, Seat
from labdesk.engine.validate import FileRefused

MAX_REASON = 160  # a reason is one short line, whatever the file holds


def _wc_save(moves: int = 3) -> dict:
    """A real save: Wrong Chemistry, one person and one AI, a few moves in."""
    match = Match("wrong-chemistry", [Seat("human", "Ana"), Seat("ai", "Boris", "easy")], seed=4)
    for _ in range(moves):
        match.apply(match.legal_actions()[0])
    return match.to_save()


def _write(tmp_path, content, name="bad.json"):
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else json.dumps(content).encode())
    return path


def _refused(path) -> str:
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        saves.read_save(path)
    reason = str(err.value)
    assert reason and "\n" not in reason and len(reason) < MAX_REASON, reason
    assert path.read_bytes() == before
    assert cli.main(["play", "--load", str(path)]) == 2
    return reason


def _with(save: dict, **changes) -> dict:
    return {**save, **changes}


def _seat(save: dict, **changes) -> dict:
    seats = [dict(s) for s in save["seats"]]
    seats[1].update(changes)
    return {**save, "seats": seats}


HOSTILE = {
    "deep nesting": lambda good: ("[" * 100_000 + "]" * 100_000).encode(),
    "deep nesting inside a field": lambda good: json.dumps(_with(good, options={"variant": "x"})).replace(
        '"x"', "[" * 50_000 + "]" * 50_000).encode(),
    "a thousands-digit seed": lambda good: json.dumps(good).replace(f'"seed": {good["seed"]}', '"seed": ' + "9" * 5000)
    .encode(),
    "a list for the game": lambda good: _with(good, game=["wrong-chemistry"]),
    "an object for a seat name": lambda good: _seat(good, name={"a": 1}),
    "a list for a move": lambda good: _with(good, actions=[["x"]]),
    "an object for an option": lambda good: _with(good, options={"variant": {"a": 1}}),
    "unknown AI level": lambda good: _seat(good, level="godlike"),
    "unknown seat kind": lambda good: _seat(good, kind="robot"),
    "a 4 MB seat name": lambda good: _seat(good, name="A" * 4_000_000),
    "a 1 MB seat name": lambda good: _seat(good, name="A" * 1_000_000),
    "a long variant": lambda good: _with(good, options={"variant": "v" * 1_000_000}),
    "unknown option": lambda good: _with(good, options={"colour": "red"}),
    "NaN seed": lambda good: json.dumps(good).replace(f'"seed": {good["seed"]}', '"seed": NaN').encode(),
    "infinite seed": lambda good: json.dumps(good).replace(f'"seed": {good["seed"]}', '"seed": 1e999').encode(),
    "a boolean version": lambda good: _with(good, version=True),
    "too many seats": lambda good: _with(good, seats=good["seats"] * 4),
    "an empty seat name": lambda good: _seat(good, name=""),
    "a null character in a name": lambda good: _seat(good, name="Bo\x00ris"),
    "a lone surrogate in a name": lambda good: json.dumps(_seat(good, name="@@")).replace("@@", "\\ud800").encode(),
    # reasons that quote a value quote a few dozen characters of it, never the file's contents at length
    "a long unknown game": lambda good: _with(good, game="g" * 5000),
    "a long unknown field": lambda good: {**good, "f" * 5000: 1},
    "a long unknown option": lambda good: _with(good, options={"o" * 5000: 1}),
    "a long move that cannot be replayed": lambda good: _with(good, actions=["m" * 190]),
}


@pytest.mark.parametrize("kind", HOSTILE)
def test_hostile_save_contents_are_refused_in_one_short_line(tmp_path, kind):
    content = HOSTILE[kind](_wc_save())
    reason = _refused(_write(tmp_path, content))
    assert not any(c * 50 in reason for c in "Avgfom"), reason


def test_refusals_name_the_field(tmp_path):
    good = _wc_save()
    assert "seats[2].level" in _refused(_write(tmp_path, _seat(good, level="godlike"), "a.json"))
    assert "seats[2].kind" in _refused(_write(tmp_path, _seat(good, kind="robot"), "b.json"))
    assert "seats[2].name" in _refused(_write(tmp_path, _seat(good, name="A" * 500), "c.json"))
    assert "options.variant" in _refused(_write(tmp_path, _with(good, options={"variant": "v" * 500}), "d.json"))
    assert "actions[1]" in _refused(_write(tmp_path, _with(good, actions=[{"a": 1}]), "e.json"))


def test_a_good_save_still_loads(tmp_path):
    good = _wc_save()
    path = _write(tmp_path, good, "good.json")
    assert saves.read_save(path).actions == good["actions"]


# --- settings go through the same layer -------------------------------------------------------------
@pytest.mark.parametrize("content, field", [
    ({"volume": 7}, "volume"),
    ({"volume": "loud"}, "volume"),
    ({"muted": "yes"}, "muted"),
    ({"animation_speed": 1e308}, "animation_speed"),
    ({"animation_speed": [1.0]}, "animation_speed"),
])
def test_settings_fields_are_checked_and_a_bad_file_is_left_alone(content, field, capsys):
    from labdesk import settings

    path = settings.settings_path()
    path.write_text(json.dumps(content))
    before = path.read_bytes()
    with pytest.raises(FileRefused, match=field):
        settings.read_settings(path)
    assert settings.load_settings() == settings.Settings()
    assert field in capsys.readouterr().err
    assert path.read_bytes() == before


def test_settings_deep_or_huge_files_are_refused():
    from labdesk import settings

    path = settings.settings_path()
    for content in ("[" * 100_000, '{"volume": ' + "1" * 10_000 + "}", " " * 100_000):
        path.write_text(content)
        with pytest.raises(FileRefused):
            settings.read_settings(path)
        assert settings.load_settings() == settings.Settings()


# --- a finished game loaded from a file removed the data folder's autosave ----------------------------
def _finished_tiny_save(tiny_game) -> dict:
    match = Match("tiny", [Seat("ai", "Ana", "random"), Seat("ai", "Bo", "random")], seed=3)
    while not match.state.is_over():
        match.apply(match.legal_actions()[-1])
    return match.to_save()


def _unfinished_tiny(tiny_game) -> Match:
    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], seed=5)
    match.apply(match.legal_actions()[0])
    return match


def _run_to_results(app, limit=400):
    from labdesk.ui.board import BoardScene
    from labdesk.ui.scenes.results import ResultsScene

    for _ in range(limit):
        top = app.top
        if isinstance(top, ResultsScene):
            return
        if isinstance(top, BoardScene):
            if top.worker is not None:
                top.worker.wait(5)
            top.anims.skip()
        app.update(1 / 30)
    raise AssertionError(f"no results screen: {type(app.top).__name__}")


def test_play_load_of_a_finished_game_keeps_the_autosave(app, tiny_game, tmp_path):
    from labdesk.ui.app import start_scene

    saves.write_save(_unfinished_tiny(tiny_game))
    autosave = saves.autosave_path().read_bytes()
    finished = _write(tmp_path, _finished_tiny_save(tiny_game), "finished.json")
    start_scene(app, play={"load": finished})
    _run_to_results(app)
    assert saves.autosave_path().read_bytes() == autosave
    assert finished.is_file()  # it was not finished here either


def test_continue_on_a_finished_autosave_does_not_delete_it(app, tiny_game):
    from labdesk.ui.scenes.menu import MenuScene

    saves.autosave_path().write_text(json.dumps(_finished_tiny_save(tiny_game)))
    before = saves.autosave_path().read_bytes()
    menu = MenuScene(app)
    app.reset(menu)
    menu.continue_game()
    _run_to_results(app)
    assert saves.autosave_path().read_bytes() == before


def test_a_loaded_game_saves_to_its_own_file_and_is_removed_when_finished_there(app, tiny_game, tmp_path):
    from labdesk.ui.app import start_scene

    saves.write_save(_unfinished_tiny(tiny_game))
    autosave = saves.autosave_path().read_bytes()
    match = Match("tiny", [Seat("ai", "Ana", "random"), Seat("ai", "Bo", "random")], seed=8)
    match.apply(match.legal_actions()[0])
    own = tmp_path / "mine.json"
    saves.write_save(match, own)
    start_scene(app, play={"load": own})
    board = app.top
    for _ in range(50):
        if len(json.loads(own.read_text())["actions"]) > 1:
            break  # played on in its own file
        if board.worker is not None:
            board.worker.wait(5)
        app.update(1 / 30)
    else:
        raise AssertionError("the loaded game was not saved to its own file")
    _run_to_results(app)
    assert not own.exists()  # finished here: nothing left to continue
    assert saves.autosave_path().read_bytes() == autosave


# --- a corrupt autosave: the dialog shows where it is and can move it aside ---------------------------
def _press(app, button):
    import pygame_gui

    app.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))


def test_corrupt_autosave_dialog_shows_the_path_and_moves_it_aside(app, tiny_game):
    from labdesk.ui.scenes.dialog import ConfirmDialog, MessageDialog
    from labdesk.ui.scenes.menu import MenuScene

    path = saves.autosave_path()
    path.write_text('{"format": "labdesk-save", "version": 1, "game"')
    before = path.read_bytes()
    menu = MenuScene(app)
    app.reset(menu)
    menu.continue_game()
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and app.autosave_blocked
    assert dialog.path_line.endswith("autosave.json") and dialog.ok.text == "Move it aside and start fresh"
    app.update(1 / 60)
    app.draw()
    _press(app, dialog.ok)
    moved = [p for p in path.parent.iterdir() if p.name.startswith("autosave.") and p.name.endswith(".bad.json")]
    assert len(moved) == 1 and moved[0].read_bytes() == before and not path.exists()
    assert time.strftime("%Y-%m-%d") in moved[0].name
    assert isinstance(app.top, MessageDialog) and app.top.path_line.endswith(moved[0].name)
    assert not app.autosave_blocked and not menu.has_save
    # new games are autosaved again
    from labdesk.ui.app import make_board

    app.reset(MenuScene(app))
    board = make_board(app, _unfinished_tiny(tiny_game))
    app.push(board)
    board.match.apply(board.match.legal_actions()[0])
    assert path.is_file()


def test_keeping_a_corrupt_autosave_leaves_it_and_autosave_off_is_shown(app, tiny_game):
    from labdesk.ui.app import make_board
    from labdesk.ui.scenes.menu import MenuScene

    path = saves.autosave_path()
    path.write_bytes(b"\x00\xffnot a save")
    menu = MenuScene(app)
    app.reset(menu)
    menu.continue_game()
    _press(app, app.top.cancel)
    assert app.top is menu and path.read_bytes() == b"\x00\xffnot a save"
    board = make_board(app, _unfinished_tiny(tiny_game))
    app.push(board)
    board.match.apply(board.match.legal_actions()[0])
    assert path.read_bytes() == b"\x00\xffnot a save"
    assert board.toast and "Autosave is off" in board.toast[0]


def test_move_aside_never_overwrites(tmp_path):
    from datetime import datetime

    now = datetime(2026, 12, 1, 10, 0, 0)
    first, second = tmp_path / "autosave.json", None
    first.write_text("one")
    a = saves.move_aside(first, now)
    first.write_text("two")
    second = saves.move_aside(first, now)
    assert a != second and a.read_text() == "one" and second.read_text() == "two"


# --- temporary files of killed writes ------------------------------------------------------------------
def test_leftover_temporary_files_are_removed_when_the_app_starts(tiny_game):
    from labdesk.settings import Settings
    from labdesk.ui.app import App
    from labdesk.userdata import LEFTOVER_AGE, data_dir

    folder = data_dir()
    old = folder / ".autosave.json.k2j3h4.tmp"
    recent = folder / ".settings.json.x9y8.tmp"
    keep = folder / "notes.tmp"  # not one of ours
    for path in (old, recent, keep):
        path.write_text("{")
    past = time.time() - LEFTOVER_AGE - 5
    os.utime(old, (past, past))
    os.utime(keep, (past, past))
    App(headless=True, sound=False, settings=Settings())
    assert not old.exists() and recent.exists() and keep.exists()


# --- the rules screen: pages are laid out once per run, not every time the screen opens ----------------
def _rules_frames(app, n=3):
    for _ in range(n):
        app.update(1 / 60)
        app.draw()


def test_rules_pages_are_built_once_per_run(app, monkeypatch):
    import pygame_gui

    from labdesk.ui.scenes.rules import RulesScene

    built, laid_out = [], []
    real_init = pygame_gui.elements.UITextBox.__init__
    real_parse = pygame_gui.elements.UITextBox.parse_html_into_style_data

    def counting(self, *args, **kwargs):
        built.append(1)
        real_init(self, *args, **kwargs)

    def parsing(self):
        laid_out.append(1)
        real_parse(self)

    monkeypatch.setattr(pygame_gui.elements.UITextBox, "__init__", counting)
    monkeypatch.setattr(pygame_gui.elements.UITextBox, "parse_html_into_style_data", parsing)
    for _ in range(3):
        scene = RulesScene(app, "wrong-chemistry")
        app.push(scene)
        _rules_frames(app)
        assert scene.pages["wrong-chemistry"].visible
        app.pop()
        assert not scene.pages["wrong-chemistry"].visible
    assert len(built) == 1
    # the longest page: once built, no frame, window resize or tab change lays it out again
    scene = RulesScene(app, "lab-wars")
    app.push(scene)
    _rules_frames(app)
    assert len(built) == 2 and laid_out
    layouts = len(laid_out)
    for size in ((800, 450), (2400, 1350), (1600, 900)):
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        _rules_frames(app)
    _press(app, scene.tabs["wrong-chemistry"])
    _rules_frames(app)
    _press(app, scene.tabs["lab-wars"])
    _rules_frames(app, 10)
    assert len(laid_out) == layouts and len(built) == 2


# --- dialogs: a long reason, a path and a note (or a longer translation) are wrapped, never cut -------
def _text_rects(dialog) -> list:
    from labdesk.ui import theme
    from labdesk.ui.scenes import dialog as d

    rects = [theme.text(line, d.TEXT_PX).get_rect(topleft=pos) for line, pos in zip(dialog.lines, dialog.places.lines)]
    if dialog.places.path:
        rects.append(theme.text(dialog.path_line, d.PATH_PX).get_rect(topleft=dialog.places.path))
    rects += [theme.text(line, d.NOTE_PX).get_rect(topleft=pos) for line, pos in zip(dialog.note_lines,
                                                                                       dialog.places.notes)]
    return rects


@pytest.mark.parametrize("words", [12, 30, 45])
def test_a_dialog_grows_to_hold_its_whole_text_and_nothing_overlaps(app, words):
    from labdesk.ui.scenes.dialog import ConfirmDialog

    message = " ".join(f"reason{i}" for i in range(words))
    note = " ".join(f"note{i}" for i in range(words * 3 // 2))
    dialog = ConfirmDialog(app, "Cannot continue", message, "Move it aside and start fresh", lambda: None,
                           note=note, cancel="Keep it", path="/home/someone/" + "deep/" * 40 + "autosave.json")
    app.push(dialog)
    app.update(1 / 60)
    app.draw()
    if words <= 30:  # everything shown, word for word
        assert " ".join(dialog.lines).lower() == message.lower() and " ".join(dialog.note_lines) == note
    else:  # a text beyond the line cap ends in an ellipsis instead of running off
        assert dialog.lines[-1].endswith("…") and dialog.note_lines[-1].endswith("…")
    assert dialog.path_line.endswith("autosave.json")
    panel = dialog.places.panel
    assert pygame.Rect((0, 0), app.size).contains(panel)
    rects = _text_rects(dialog)
    buttons = [dialog.ok.relative_rect, dialog.cancel.relative_rect]
    for rect in rects + buttons:
        assert panel.contains(rect), rect
    for i, rect in enumerate(rects):
        assert rect.collidelist(rects[i + 1:]) == -1 and rect.collidelist(buttons) == -1, rect
    assert not buttons[0].colliderect(buttons[1])
