"""The Russian text speaks to the player in one register, the polite "вы", in every game: Lab Chaos
alone said "ты" ("Твой ход", "Щёлкни по подсвеченному игроку") where the others said "Ваш ход"."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "labdesk"
FAMILIAR = re.compile(r"\b(ты|тебя|тебе|тобой|твой|твоя|твоё|твои|твоих|твоим|твоими|твоей|твою|твоего|твоему"
                      r"|щёлкни|выбери|сыграй|сбрось|возьми|отдай|ответь|наведи|нажми|играй|ходи)\b", re.IGNORECASE)


def russian_texts():
    for po in sorted((ROOT / "locale" / "ru").glob("*.po")):
        for line in po.read_text(encoding="utf-8").splitlines():
            if line.startswith("msgstr"):
                yield po.name, line
    for page in sorted(ROOT.glob("games/*/rules.ru.md")):
        for line in page.read_text(encoding="utf-8").splitlines():
            yield f"{page.parent.name}/{page.name}", line


def test_no_russian_text_addresses_the_player_as_ty():
    familiar = [(where, line) for where, line in russian_texts() if FAMILIAR.search(line)]
    assert familiar == []
