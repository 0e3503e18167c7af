"""The Wrong Chemistry deck: 52 invented elements and the two table cards, loaded from cards.json
and checked against a schema at load. cards.json is written by tools/wrong_chemistry_cards.py."""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.resources import resource_path

DATA_FILE = "labdesk/games/wrong_chemistry/cards.json"
ELEMENT_CARDS = 52
SPECIAL_IDS = ("restartium", "extraxodium")

# The real periodic table (1 hydrogen .. 118 oganesson): a card's number and symbol must agree.
SYMBOLS = (
    "H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se "
    "Br Kr Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy "
    "Ho Er Tm Yb Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf "
    "Es Fm Md No Lr Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og"
).split()
_DISC_CODES = {"empty": mol.EMPTY, "white": mol.WHITE, "black": mol.BLACK}


class CardDataError(ValueError):
    """cards.json does not follow the schema."""


@dataclass(frozen=True)
class ElementCard:
    number: int  # atomic number: also the card's id
    symbol: str
    name: str
    value: int
    min_actions: int  # fewest actions from the starting layout (what the value is banded from)
    pattern: mol.Molecule

    @property
    def label(self) -> str:
        return f"{self.number} {self.symbol}"

    def pattern_cells(self) -> list[dict]:
        """The pattern as JSON-able hexes: [{"q", "r", "disc"}]."""
        return [{"q": q, "r": r, "disc": mol.DISC_NAMES[d]} for (q, r), d in mol.items(self.pattern)]


@dataclass(frozen=True)
class SpecialCard:
    id: str
    name: str
    text: str


@dataclass(frozen=True)
class Deck:
    elements: dict[int, ElementCard]  # by atomic number
    specials: dict[str, SpecialCard]
    by_shape: dict[mol.Molecule, int]  # translation-free molecule form -> atomic number

    def matching(self, m: mol.Molecule) -> int | None:
        """The element whose card the molecule matches right now (patterns are all different,
        so at most one does)."""
        return self.by_shape.get(mol.shape_key(m))


def _fail(where: str, what: str) -> None:
    raise CardDataError(f"{DATA_FILE}: {where}: {what}")


def _pattern(where: str, raw) -> mol.Molecule:
    if not isinstance(raw, list) or len(raw) != mol.HEXES:
        _fail(where, f"pattern must list {mol.HEXES} hexes")
    pairs = []
    for hexagon in raw:
        if not isinstance(hexagon, dict) or set(hexagon) != {"q", "r", "disc"}:
            _fail(where, "each pattern hex needs exactly q, r and disc")
        q, r, disc = hexagon["q"], hexagon["r"], hexagon["disc"]
        if not (isinstance(q, int) and isinstance(r, int) and abs(q) <= 6 and abs(r) <= 6):
            _fail(where, f"bad hex coordinates {q}, {r}")
        if disc not in _DISC_CODES:
            _fail(where, f"disc must be one of {', '.join(_DISC_CODES)}")
        pairs.append(((q, r), _DISC_CODES[disc]))
    pattern = mol.make(pairs)
    cells = mol.cells(pattern)
    if len(set(cells)) != mol.HEXES:
        _fail(where, "two pattern hexes share a cell")
    if not mol.connected(cells):
        _fail(where, "pattern hexes are not connected")
    white, black = mol.supply(pattern)
    if white < 0 or black < 0:
        _fail(where, "pattern uses more discs of a colour than the box holds (5 white, 4 black)")
    return pattern


def parse(data) -> Deck:
    """Check the decoded JSON against the schema and build the deck."""
    if not isinstance(data, dict) or set(data) != {"elements", "specials"}:
        _fail("top level", "expected an object with 'elements' and 'specials'")
    elements: dict[int, ElementCard] = {}
    names: set[str] = set()
    by_shape: dict[mol.Molecule, int] = {}
    raw_elements = data["elements"]
    if not isinstance(raw_elements, list) or len(raw_elements) != ELEMENT_CARDS:
        _fail("elements", f"expected {ELEMENT_CARDS} element cards")
    fields = {"number", "symbol", "name", "value", "min_actions", "pattern"}
    for i, raw in enumerate(raw_elements):
        where = f"element #{i + 1}"
        if not isinstance(raw, dict) or set(raw) != fields:
            _fail(where, f"fields must be exactly {sorted(fields)}")
        number, symbol, name = raw["number"], raw["symbol"], raw["name"]
        if not isinstance(number, int) or not 1 <= number <= len(SYMBOLS):
            _fail(where, f"atomic number {number!r} is not a real element")
        if symbol != SYMBOLS[number - 1]:
            _fail(where, f"element {number} has symbol {SYMBOLS[number - 1]}, not {symbol!r}")
        if number in elements:
            _fail(where, f"element {number} appears twice")
        if not isinstance(name, str) or not 3 <= len(name) <= 24 or name in names:
            _fail(where, f"name {name!r} must be 3-24 characters and unique")
        if raw["value"] not in (1, 2, 3):
            _fail(where, "value must be 1, 2 or 3")
        if not isinstance(raw["min_actions"], int) or raw["min_actions"] < 1:
            _fail(where, "min_actions must be a positive number")
        pattern = _pattern(where, raw["pattern"])
        for key in mol.pattern_keys(pattern):
            if key in by_shape and by_shape[key] != number:
                _fail(where, f"pattern matches the same molecules as element {by_shape[key]}")
            by_shape[key] = number
        names.add(name)
        elements[number] = ElementCard(number, symbol, name, raw["value"], raw["min_actions"], pattern)
    raw_specials = data["specials"]
    if not isinstance(raw_specials, list) or sorted(s.get("id") for s in raw_specials) != sorted(SPECIAL_IDS):
        _fail("specials", f"expected exactly {', '.join(SPECIAL_IDS)}")
    specials = {}
    for raw in raw_specials:
        if set(raw) != {"id", "name", "text"} or not all(isinstance(v, str) and v for v in raw.values()):
            _fail(f"special {raw.get('id')}", "needs non-empty id, name and text")
        specials[raw["id"]] = SpecialCard(raw["id"], raw["name"], raw["text"])
    return Deck(elements, specials, by_shape)


@lru_cache(maxsize=1)
def load() -> Deck:
    with open(resource_path(DATA_FILE), encoding="utf-8") as f:
        return parse(json.load(f))
