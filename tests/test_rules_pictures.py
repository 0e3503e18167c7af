"""Rules pages with pictures: every game's page, in every language, places at least three of the
game's own pictures, each draws in both languages and at 150 % text, and the Rules screen lays
them into the scrolling page."""
import pytest

from labdesk import games
from labdesk.i18n import LANGUAGES, set_language
from labdesk.ui import access
from labdesk.ui.scenes.rules import PICTURE_MARGIN, markdown_to_html, rules_page
from labdesk.ui.table import diagram

GAMES = list(games.GAMES)
WIDTH = 1060  # the Rules screen's line (its text box, 1110, less PICTURE_MARGIN)


@pytest.fixture
def display():
    import pygame

    pygame.init()
    pygame.display.set_mode((16, 16))
    yield
    access._text_scale = 1.0


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("game", GAMES)
def test_every_rules_page_places_three_pictures_that_the_game_draws(game, lang):
    placed = diagram.picture_ids(rules_page(game, lang))
    assert len(set(placed)) >= 3, f"{game} ({lang}) places {placed}"
    assert set(placed) <= set(diagram.game_pictures(game)), f"{game} ({lang}): unknown pictures"


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_place_the_same_pictures_in_the_same_order(game):
    assert diagram.picture_ids(rules_page(game, "ru")) == diagram.picture_ids(rules_page(game, "en"))


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("game", GAMES)
def test_every_picture_draws_a_line_wide_in_each_language_and_text_size(display, game, lang, scale):
    set_language(lang)
    access._text_scale = scale
    for picture_id in diagram.game_pictures(game):
        surface = diagram.draw_picture(game, picture_id, WIDTH)
        assert surface.get_width() == WIDTH, (game, picture_id)
        assert 100 <= surface.get_height() <= 1400, (game, picture_id, surface.get_size())


def test_a_picture_speaks_the_current_language(display):
    import pygame

    set_language("en")
    english = pygame.image.tobytes(diagram.draw_picture("lab-wars", "round", WIDTH), "RGBA")
    set_language("ru")
    russian = pygame.image.tobytes(diagram.draw_picture("lab-wars", "round", WIDTH), "RGBA")
    assert english != russian


def test_a_picture_line_becomes_an_image_with_its_caption_and_an_unknown_one_only_its_caption():
    page = "# Game\n![The **board**](board)\n![Lost](missing)\ntext"
    out = markdown_to_html(page, picture=lambda pid: "/tmp/pictures/board.png" if pid == "board" else None)
    assert '<img src="/tmp/pictures/board.png"' in out
    assert "<i>The <b>board</b></i>" in out and "<i>Lost</i>" in out
    assert out.count("<img") == 1
    # without a picture source a page shows the captions alone, and markup in a caption is escaped
    assert "<img" not in markdown_to_html("![<b>x</b>](board)")
    assert "&lt;b&gt;x&lt;/b&gt;" in markdown_to_html("![<b>x</b>](board)")


def test_a_picture_is_the_page_line_wide(app):
    """A picture wider than the page's line never lays out (pygame_gui looks for a line it fits on
    for ever); narrower, the caption's first word would sit beside it."""
    from labdesk.ui.scenes.rules import RulesScene

    rules = RulesScene(app, "explosion")
    app.push(rules)
    for _ in range(3):
        rules.update(0.016)
    page = rules.pages["explosion"]
    assert page.text_box_layout.layout_rect.width == rules.lay.rect("text").width - PICTURE_MARGIN
    images = page.text_box_layout.floating_rects  # floated: the caption goes under, not beside
    assert len(images) == 3
    assert all(image.width == page.text_box_layout.layout_rect.width for image in images)


from helpers.take_game import app, ui_tiny_game  # noqa: E402,F401  (fixtures)
