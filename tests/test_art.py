"""Card art (docs/art.md): every card a game's content names has its SVG, every SVG renders at three
sizes, no SVG is unused and a missing file gives a placeholder instead of a crash."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from labdesk import games
from labdesk.resources import resource_path
from labdesk.ui import art, theme

ROOT = Path(__file__).resolve().parent.parent


def _lab_chaos_names() -> set[str]:
    from labdesk.games.lab_chaos.words import card_data
    return set(card_data()) | {"back"}


def _wrong_chemistry_names() -> set[str]:
    from labdesk.games.wrong_chemistry.cards import load
    deck = load()
    return {str(n) for n in deck.elements} | set(deck.specials) | {"back"}


def _lab_wars_names() -> set[str]:
    """Every lab item type, action card type, impact pile, character (legends too) and news article."""
    from labdesk.games.lab_wars.content import content
    c = content()
    return (set(c.item_types) | set(c.action_types) | set(c.piles) | set(c.characters)
            | {news.id for news in c.news} | {"back"})


def _explosion_names() -> set[str]:
    from labdesk.games.explosion.content import load
    from labdesk.games.explosion.faces import process_picture
    content = load()
    processes = {process_picture(card, side) for card in content.cards for side in ("blue", "yellow")}
    return processes | {f"lab-{n}" for n in content.lab} | {"robot", "back"}


def _experiment_names() -> set[str]:
    from labdesk.games.experiment.content import content
    data = content()
    # a task's face is composed of one flask per container (docs/art.md): one file per colour and amount
    flasks = {f"task-{colour}-{amount}" for task in data.tasks for colour, amount in task.need}
    return set(data.lab_kinds) | flasks | {"back", "task-back"}


# Per game: the names its content needs a picture for (its generator, tools/art_<game>.py, is checked
# in tests/test_tools.py). A game joins by adding a row here; until then it is listed as pending.
ART = {
    "lab-chaos": _lab_chaos_names,
    "wrong-chemistry": _wrong_chemistry_names,
    "lab-wars": _lab_wars_names,
    "explosion": _explosion_names,
    "experiment": _experiment_names,
}
PENDING: set[str] = set()
SIZES = ((40, 25), (146, 91), (640, 400))  # a chip, a hand card's picture, fullscreen magnifier


def _files(game_id: str) -> set[str]:
    folder = ROOT / art.ART_DIR / game_id
    return {p.stem for p in folder.glob("*.svg")}


def test_every_game_has_art_or_is_listed_as_pending():
    assert set(ART) | PENDING == set(games.GAMES)
    assert not set(ART) & PENDING
    for game_id in PENDING:  # a pending game with files should move into ART
        assert not _files(game_id), game_id


@pytest.mark.parametrize("game_id", sorted(ART))
def test_every_card_has_its_art_file_and_no_file_is_unused(game_id):
    names, files = ART[game_id](), _files(game_id)
    assert sorted(names - files) == [], "cards without art"
    assert sorted(files - names) == [], "art files no card uses"


@pytest.mark.parametrize("game_id", sorted(ART))
def test_every_art_file_renders_at_three_sizes(game_id):
    for name in sorted(_files(game_id)):
        path = str(resource_path(art.art_file(game_id, name)))
        for size in SIZES:
            drawing = pygame.image.load_sized_svg(path, size)
            w, h = drawing.get_size()
            assert w <= size[0] and h <= size[1] and max(w - size[0], h - size[1]) >= -1, (name, size)
            assert drawing.get_bounding_rect().width > 0, (name, size)  # something was drawn
            assert art.picture(game_id, name, size).get_size() == size


def test_a_missing_picture_is_a_placeholder_not_a_crash():
    surf = art.picture("lab-chaos", "no-such-card", (120, 75))
    assert surf.get_size() == (120, 75)
    assert surf.get_bounding_rect().width > 0  # the crossed frame


def test_pictures_are_cached_by_file_and_size():
    a = art.picture("lab-chaos", "eureka", (146, 91))
    assert art.picture("lab-chaos", "eureka", (146, 91)) is a
    assert art.picture("lab-chaos", "eureka", (292, 182)).get_size() == (292, 182)


def test_the_art_contains_no_words():
    """The art is for every language: no <text> in any file (captions are translated strings)."""
    for game_id in ART:
        for path in (ROOT / art.ART_DIR / game_id).glob("*.svg"):
            assert "<text" not in path.read_text(encoding="utf-8"), path.name


def test_every_menu_tile_shows_pictures_that_exist():
    from labdesk.ui.scenes.menu import TILE_ART
    assert set(art.TILE_PICTURES) == set(games.GAMES)
    for game_id, pictures in art.TILE_PICTURES.items():
        assert pictures, game_id
        for folder, name in pictures:
            assert (ROOT / art.art_file(folder, name)).exists(), (game_id, name)
        assert art.tile_art(game_id, TILE_ART).get_size() == TILE_ART


def test_explosion_faces_give_the_pictures_their_own_place():
    from labdesk.games.explosion import faces as F
    lay, card = F.lab_layout(), pygame.Rect((0, 0), F.LAB_SIZE)
    picture = lay["picture"]
    assert card.contains(picture) and picture.top > lay["title_y"] + 16 and lay["name_y"] >= picture.bottom
    tubes = lay["tubes"][0].unionall(lay["tubes"])
    assert tubes.top >= lay["name_y"] + 16 and tubes.bottom < lay["fire_y"] - 7 and card.contains(tubes)
    for side in ("left", "right"):  # the edge values sit either side of the tubes, on the card
        spot = F.lab_value_spot(card, side)
        assert not spot.inflate(-10, -10).colliderect(tubes) and card.inflate(8, 0).contains(spot)
    hand = pygame.Rect((0, 0), F.HAND_CARD)
    assert hand.contains(F.HAND_PICTURE) and F.HAND_PICTURE.top >= 53 + 18  # under the phase and side lines
    zoom, wide = F.zoom_panel(1, "blue"), F.process_face(1, "blue", wide=True)
    assert zoom.get_height() == wide.get_height() + 16 and zoom.get_width() >= wide.get_width() + 200  # picture beside


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_experiment_faces_put_the_flasks_and_their_tokens_in_place(lang):
    from labdesk import i18n
    from labdesk.games.experiment import faces as F
    from labdesk.games.experiment.content import content
    before = i18n.language()
    i18n.set_language(lang)
    try:
        for size in (F.LAB_ME, F.LAB_ROW, F.LAB_ZOOM):
            for kind in set(content().lab_kinds):
                lay = F.lab_layout(kind, size)
                card, picture = pygame.Rect((0, 0), size), lay["picture"]
                assert card.contains(picture) and picture.width >= 0.8 * size[0] - 8, (kind, size)
                text_top = size[1] - round(6 * lay["k"]) - len(lay["lines"]) * (lay["size_px"] + 3)
                assert picture.bottom <= text_top and lay["size_px"] >= 14
                assert all(picture.collidepoint(spot) for spot in lay["tokens"])
        for task in content().tasks:
            for size in (F.TASK, F.TASK_ZOOM):
                lay, card = F.task_layout(task.id, size), pygame.Rect((0, 0), size)
                for flask in lay["flasks"]:
                    assert card.contains(flask["picture"]) and flask["picture"].top >= lay["name_at"][1] + 15
                    label = theme.font(lay["label_size"], True).size(flask["label"])
                    assert flask["label_at"][1] + label[1] <= size[1] + 2 and lay["label_size"] >= 15
                    assert flask["picture"].collidepoint(flask["token"])
    finally:
        i18n.set_language(before)
