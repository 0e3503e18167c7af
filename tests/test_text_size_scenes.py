"""Every word off the boards follows the text size: each screen (menu, setup, Settings, pause, rules,
catalogue, results, hand-off, dialog, History, Statistics, unfinished games, replay's frame, About,
Play online, the fallback board) drawn at 100 %, 125 % and 150 %, in English and Russian, shows each of
its words at least 1.12 and 1.3 times as tall, display type aside (``DISPLAY_HEIGHT``), with nothing
cut or overlapping that was whole at 100 % (the audit's checks of one frame)."""
from __future__ import annotations

import pytest

from helpers.text_size import not_grown, recorded_frame
from labdesk.settings import Settings
from labdesk.ui import access
from labdesk.ui.app import App, make_scene
from labdesk.ui.scene import Scene

SCENES = [("menu", None), ("setup", "lab-wars"), ("setup", "lab-chaos"), ("setup", "explosion"), ("setup", "experiment"),
          ("setup", "wrong-chemistry"),
          ("settings", None), ("rules", "experiment"), ("cards", "wrong-chemistry"), ("pause", "lab-wars"),
          ("results", "lab-chaos"), ("handoff", None), ("dialog", None), ("generic", None), ("history", None),
          ("stats", None), ("unfinished", None), ("about", None), ("online", None)]


def allowed(target: str) -> frozenset[str]:
    """Words that may grow less, each for a reason: a game's name heads its menu tile, and the two
    side panels their headings, in 22-24 px type (nearly display type), each as large as its panel's
    width holds it; the tiles and panels fill the menu's width, and a long name (Russian's most)
    reaches that width at 125 %."""
    if target != "menu":
        return frozenset()
    from labdesk import games
    from labdesk.i18n import _
    from labdesk.ui.scenes.menu_picture import SIDES

    return frozenset([_(spec.title) for spec in games.GAMES.values()] + [_(heading) for _name, heading in SIDES])


@pytest.fixture(scope="module")
def app(tmp_path_factory, monkeypatch_module):
    monkeypatch_module.setenv("LABDESK_DATA_DIR", str(tmp_path_factory.mktemp("data")))  # no one's history
    application = App(headless=True, sound=False, settings=Settings(reduce_motion=True))
    yield application
    application.set_language("en")
    access.apply(Settings())
    application.reset(Scene(application))


@pytest.fixture(scope="module")
def monkeypatch_module():
    with pytest.MonkeyPatch.context() as patch:
        yield patch


def drawn(app, target: str, game: str | None, size: int, lang: str):
    """The screen's words {text: line height} at text size ``size`` in ``lang``, the audit's problems
    and the words cut short."""
    def push(app):
        if target != "menu":
            app.push(make_scene(app, target, 1, 30, game=game))

    with recorded_frame(app, size, lang, push, game or "") as (_scene, notes, problems, cuts):
        pass
    words: dict[str, int] = {}
    for note in notes:
        if note.kind == "text":
            words[note.text] = max(words.get(note.text, 0), note.rect.height)
    return words, problems, [cut.text for cut in cuts]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("target,game", SCENES, ids=[f"{t}-{g}" if g else t for t, g in SCENES])
def test_every_word_of_a_screen_grows_with_the_text_size(app, target, game, lang):
    small, problems100, cuts100 = drawn(app, target, game, 100, lang)
    exempt = allowed(target)
    for size, factor in ((125, 1.12), (150, 1.3)):
        large, problems, cuts = drawn(app, target, game, size, lang)
        assert not_grown(small, large, factor, exempt) == {}, size
        assert len(problems) <= len(problems100), [p.text for p in problems]
        assert len(cuts) <= len(cuts100), cuts
    assert len(small) >= 1


def bar_words(app, game: str, size: int, lang: str):
    """The replay bar's words {text: line height} over ``game``'s board, the bar's audit problems
    and its words cut short."""
    from labdesk.ui.app import finished_match
    from labdesk.ui.scenes.replay import replay_board

    def push(app):
        board = replay_board(app, finished_match(game, 3).to_save(), 30)
        app.push(board)
        return board

    with recorded_frame(app, size, lang, push, game) as (board, notes, problems, cuts):
        pass
    bar = board.spectator.bar
    words = {n.text: n.rect.height for n in notes if n.kind == "text" and bar.contains(n.rect)}
    return words, [p for p in problems if any(bar.colliderect(r) for r in p.rects)], [c.text for c in cuts if c.shown in words]


def caption(words: dict[str, int]) -> int:
    """The timeline caption's line height: the one word naming the position (a count, not the speed)."""
    (height,) = [h for w, h in words.items() if any(c.isdigit() for c in w) and not w.endswith("×")]
    return height


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", ["experiment", "explosion", "lab-wars", "lab-chaos", "wrong-chemistry"])
def test_the_replay_bars_words_grow_over_every_board(app, game, lang):
    """The bar's caption and its buttons' words grow with the text size over every board's top band;
    at 150 % the timeline's caption gives up the round it stands in (the count stays) before any cut."""
    small, _problems, _cuts = bar_words(app, game, 100, lang)
    assert len(small) == 4, small  # the caption, the speed, the view, Close
    for size, factor in ((125, 1.12), (150, 1.3)):
        large, problems, cuts = bar_words(app, game, size, lang)
        assert len(large) == 4 and not_grown(small, large, factor) == {}, (size, small, large)
        assert caption(large) >= factor * caption(small), (size, small, large)
        assert problems == [] and cuts == [], (size, problems, cuts)
