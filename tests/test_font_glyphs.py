"""Every character the app may draw is in its bundled font: a missing one is drawn as an empty box
(a met Lab Wars news article once showed "□ Hoarder"). The strings looked at: the string constants
of the code (docstrings aside), the Russian catalogs and the data files; the rules pages map their
few arrows and stars to plain text first (``GLYPH_FALLBACKS``); control and surrogate code points (a validator's character ranges) are
never drawn."""
from __future__ import annotations

import ast
import unicodedata
from pathlib import Path

import pygame

from labdesk.ui import theme
from labdesk.ui.scenes.rules import GLYPH_FALLBACKS

ROOT = Path(__file__).resolve().parent.parent / "labdesk"


def code_strings(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


def app_texts() -> dict[str, list[str]]:
    texts = {str(p): code_strings(p) for p in ROOT.rglob("*.py")}
    for pattern in ("locale/**/*.po", "**/*.json", "**/*.md"):
        texts.update({str(p): [p.read_text(encoding="utf-8")] for p in ROOT.glob(pattern)})
    return texts


def test_every_character_the_app_draws_is_in_its_font():
    pygame.font.init()
    missing: dict[str, set[str]] = {}
    for bold in (False, True):
        font = theme.font(20, bold)
        box = font.metrics("\ue000")[0]  # a private-use character: the font's empty box
        for where, strings in app_texts().items():
            for string in strings:
                for char in set(string):
                    if ord(char) < 128 or char.isspace() or char in GLYPH_FALLBACKS or unicodedata.category(char)[0] == "C":
                        continue
                    metrics = font.metrics(char)[0]
                    if metrics is None or metrics == box:
                        missing.setdefault(char, set()).add(Path(where).name)
    assert missing == {}
