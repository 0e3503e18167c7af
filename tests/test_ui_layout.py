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
    layout = Layout.load("menu")
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


def test_theme_uses_only_the_bundled_font_by_absolute_path():
    from labdesk.ui.gui import load_theme

    theme = load_theme()
    paths = [block["font"][key] for block in theme.values() if isinstance(block, dict) and "font" in block
             for key in ("regular_path", "bold_path") if key in block["font"]]
    assert paths and all(Path(p).is_absolute() and Path(p).is_file() for p in paths)
    assert all(Path(p).parent.name == "fonts" and "NotoSans" in Path(p).name for p in paths)
    assert theme["button"]["font"]["name"] == "labdesk"
