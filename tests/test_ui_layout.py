"""Tiled layouts and resource lookup."""
from pathlib import Path

import pytest

from labdesk.resources import resource_path
from labdesk.ui.layout import Layout

SCENES = sorted(p.stem for p in (Path(__file__).resolve().parent.parent / "scenes").glob("*.tmx"))


def test_resource_path_finds_bundled_files():
    assert resource_path("assets/fonts/NotoSans-Regular.ttf").is_file()
    assert resource_path("assets/ui/theme.json").is_file()
    assert resource_path("scenes/menu.tmx").is_file()
    with pytest.raises(FileNotFoundError):
        resource_path("assets/nothing-here.png")


@pytest.mark.parametrize("name", SCENES)
def test_every_scene_map_loads_at_canvas_size(name):
    layout = Layout.load(name)
    assert layout.size == (1600, 900)
    assert layout.anchors
    for anchor in layout.anchors.values():
        r = anchor.rect
        assert 0 <= r.left and r.right <= 1600 and 0 <= r.top and r.bottom <= 900, (name, anchor.name)


def test_menu_anchors_and_queries():
    layout = Layout.load("menu", 100)  # (the 100 % map: larger text sizes widen the tiles)
    assert list(layout.objects("tile_")) == [f"tile_{i}" for i in range(5)]
    assert layout.rect("tile_0").size == (440, 300)
    assert layout.point("title") == layout.rect("title").center
    with pytest.raises(KeyError, match="no anchor 'nope'"):
        layout.rect("nope")


def test_points_properties_and_natural_order(tmp_path):
    tmx = tmp_path / "t.tmx"
    objects = "".join(f'<object id="{i + 2}" name="seat_{n}" x="{n}" y="0" width="10" height="10"/>'
                      for i, n in enumerate([10, 2, 1]))
    tmx.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<map version="1.10" orientation="orthogonal" renderorder="right-down" width="80" height="45" '
        'tilewidth="20" tileheight="20" infinite="0" nextlayerid="2" nextobjectid="9">'
        '<objectgroup id="1" name="a"><object id="1" name="spot" x="12" y="34"><point/></object>'
        '<object id="8" name="box" x="0" y="0" width="4" height="4"><properties>'
        '<property name="rows" type="int" value="6"/></properties></object>'
        f'{objects}</objectgroup></map>', encoding="utf-8")
    layout = Layout(tmx)
    assert layout.point("spot") == (12, 34)
    assert layout.props("box") == {"rows": 6}
    assert list(layout.objects("seat_")) == ["seat_1", "seat_2", "seat_10"]
    assert set(layout.layer("a")) == {"spot", "box", "seat_1", "seat_2", "seat_10"}


def _map_with_larger_layers(tmp_path, larger: str):
    tmx = tmp_path / "sizes.tmx"
    tmx.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<map version="1.10" orientation="orthogonal" renderorder="right-down" width="80" height="45" '
        'tilewidth="20" tileheight="20" infinite="0" nextlayerid="5" nextobjectid="20">'
        '<objectgroup id="1" name="table"><object id="1" name="log" x="1200" y="0" width="400" height="900"/>'
        '<object id="2" name="hand" x="0" y="700" width="1200" height="200"/></objectgroup>'
        '<objectgroup id="2" name="seat"><object id="3" name="me" x="0" y="0" width="300" height="100"/>'
        f'</objectgroup>{larger}</map>', encoding="utf-8")
    return tmx


LARGER = (
    '<objectgroup id="3" name="at 150"><properties><property name="text_size" type="int" value="150"/>'
    '</properties><object id="10" name="log" x="1300" y="0" width="300" height="900"/>'
    '<object id="11" name="me" x="0" y="0" width="300" height="160"/></objectgroup>'
    '<objectgroup id="4" name="at 125"><properties><property name="text_size" type="int" value="125"/>'
    '<property name="layer" value="seat"/></properties>'
    '<object id="12" name="log" x="1250" y="0" width="350" height="900"/>'
    '<object id="13" name="chips" x="0" y="600" width="1200" height="90"/></objectgroup>')


def test_a_layer_for_larger_text_moves_its_anchors_from_that_size_up(tmp_path):
    tmx = _map_with_larger_layers(tmp_path, LARGER)
    at_100, at_125, at_150 = (Layout(tmx, size) for size in (100, 125, 150))
    assert at_100.rect("log").x == 1200 and not at_100.has("chips")
    assert at_125.rect("log").x == 1250 and at_125.rect("me").height == 100
    assert at_150.rect("log").x == 1300 and at_150.rect("me").height == 160  # 150's layer after 125's
    assert at_150.rect("chips").y == 600  # added at 125, kept at 150
    # a moved anchor stays in its own layer; an added one joins the layer its group names
    assert set(at_150.layer("table")) == {"log", "hand"}
    assert set(at_150.layer("seat")) == {"me", "chips"}


def test_the_player_text_size_picks_the_layout(tmp_path):
    from labdesk.settings import Settings
    from labdesk.ui import access
    from labdesk.ui.layout import layout

    assert Layout(_map_with_larger_layers(tmp_path, LARGER)).text_size == 100  # told nothing: the map as drawn
    try:
        access.apply(Settings(text_size=150))
        assert Layout.load("lab-chaos").text_size == 150 and layout("menu").text_size == 150
    finally:
        access.apply(Settings())
    assert Layout.load("lab-chaos").text_size == 100 and layout("menu").text_size == 100


def test_a_board_lays_its_table_out_again_at_a_new_text_size():
    from labdesk.settings import Settings
    from labdesk.ui import access
    from labdesk.ui.app import App, make_scene
    from labdesk.ui.scene import Scene

    app = App(headless=True, sound=False, settings=Settings(reduce_motion=True))
    try:
        board = make_scene(app, "lab-chaos", 1, 0)
        app.push(board)
        assert board.layout.text_size == 100
        app.set_text_size(150)
        assert board.layout.text_size == 150
    finally:
        access.apply(Settings())
        app.reset(Scene(app))


def test_an_anchor_twice_in_one_larger_layer_is_an_error(tmp_path):
    twice = ('<objectgroup id="3" name="big"><properties><property name="text_size" type="int" value="150"/>'
             '</properties><object id="10" name="log" x="1" y="0" width="3" height="9"/>'
             '<object id="11" name="log" x="2" y="0" width="3" height="9"/></objectgroup>')
    with pytest.raises(ValueError, match="'log' is defined twice in layer 'big'"):
        Layout(_map_with_larger_layers(tmp_path, twice), 150)


def test_theme_uses_only_the_bundled_font_by_absolute_path():
    from labdesk.ui.gui import load_theme

    theme = load_theme()
    paths = [block["font"][key] for block in theme.values() if isinstance(block, dict) and "font" in block
             for key in ("regular_path", "bold_path") if key in block["font"]]
    assert paths and all(Path(p).is_absolute() and Path(p).is_file() for p in paths)
    assert all(Path(p).parent.name == "fonts" and "NotoSans" in Path(p).name for p in paths)
    assert theme["button"]["font"]["name"] == "labdesk"
