"""``labdesk screenshot SCENE --keys K1,K2,...``: keys pressed (pygame key names) before the picture."""
from __future__ import annotations

import pygame
import pytest

from labdesk.cli import main
from labdesk.ui.app import key_presses


def test_key_names_and_modifiers_are_read_and_an_unknown_one_is_named():
    assert key_presses("tab, shift+tab,page down,ctrl+shift+z") == [
        (pygame.K_TAB, 0), (pygame.K_TAB, pygame.KMOD_SHIFT), (pygame.K_PAGEDOWN, 0),
        (pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)]
    assert key_presses("") == []
    with pytest.raises(ValueError, match="tabb"):
        key_presses("tab,tabb")
    with pytest.raises(ValueError, match="hyper"):
        key_presses("hyper+tab")


def test_keys_pressed_before_the_picture_show_in_it(tmp_path, capsys):
    plain, ringed = tmp_path / "plain.png", tmp_path / "ringed.png"
    assert main(["screenshot", "experiment", "--out", str(plain)]) == 0
    assert main(["screenshot", "experiment", "--keys", "tab,right", "--out", str(ringed)]) == 0
    a, b = pygame.image.load(str(plain)), pygame.image.load(str(ringed))
    assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")  # the focus ring shows
    assert main(["screenshot", "experiment", "--keys", "tab,nokey", "--out", str(tmp_path / "x.png")]) == 2
    assert "nokey" in capsys.readouterr().err
