"""Reasons for Explosion in the Laboratory (pure), with the exact odds of the Lab row (odds.py) and
what the flasks would score. The stop-or-shuffle advice always states both choices: the chance the
next chemical is unstable, the points stopping banks, and the points shuffling on is worth on average
(played on for the most points; a Process card a flask earns is not counted as points).
"""
from __future__ import annotations

from fractions import Fraction

from labdesk.games.explosion import ai
from labdesk.games.explosion import rules as R
from labdesk.games.explosion.content import Effect
from labdesk.games.explosion.odds import colour_odds, explode_next
from labdesk.i18n import _, ngettext


def chance_text(p: Fraction) -> str:
    """"a 1 in 4 chance" for a unit fraction, else "a 23% chance"."""
    if p.numerator == 1:
        return _("a 1 in {n} chance").format(n=p.denominator)
    return _("a {pct}% chance").format(pct=round(100 * p))


def explode_chance(state: R.ExplosionState) -> Fraction:
    """The exact chance that the next selection makes an Unstable Mixture."""
    return explode_next(colour_odds(state.fire_level()), first=not state.flasks, reds=state.reds)


def banked(state: R.ExplosionState) -> int:
    """The points the flasks score if the player stops now."""
    return ai.TurnModel(state).stop_points(ai._flask_key(state.flasks))[0]


class PointsModel(ai.TurnModel):
    """The turn solved for points alone: an earned Process card counts nothing (its own values, so
    the AI's shared ones, which price the card, are left alone)."""

    def __init__(self, state: R.ExplosionState):
        super().__init__(state)
        self.card_value = 0.0
        self.memo, self._stops = {}, {}


def shuffle_points(state: R.ExplosionState) -> float:
    """The points shuffling on is worth on average, played on for the most points."""
    return PointsModel(state).draw_value(ai._flask_key(state.flasks), state.reds)


def earns_card(state: R.ExplosionState) -> bool:
    """Whether stopping now earns a Process card (a double mixture among the flasks, while the
    player has earned none this turn and the pile has one)."""
    card_left = not state.gained_card and bool(state.deck)
    return card_left and ai.TurnModel(state).stop_points(ai._flask_key(state.flasks))[1]


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def stop_or_shuffle(state: R.ExplosionState, stop: bool | None = None) -> str:
    """Both choices with their figures: "a 1 in 4 chance ...; stopping banks 3 points (and a Process
    card), shuffling on is worth 2.4 points on average"; when ``stop`` (the move advised: stop or
    shuffle on) goes against those figures for the chance to win, why (``for_the_win``)."""
    chance = chance_text(explode_chance(state))
    stop_words = _points(banked(state))
    if earns_card(state):
        stop_words = _("{points} and a Process card").format(points=stop_words)
    figures = _("{chance} the next chemical is unstable; stopping banks {stop}, shuffling on is worth "
                "{expected} points on average").format(chance=chance, stop=stop_words,
                                                      expected=f"{shuffle_points(state):.1f}")
    why = None if stop is None else for_the_win(state, stop)
    return figures if why is None else _("{figures}; but {why}").format(figures=figures, why=why)


def for_the_win(state: R.ExplosionState, stop: bool) -> str | None:
    """Why stopping (``stop``) or shuffling on is the move though the turn's points and Process card
    say the other (the hard AI solves the turn for the chance to win the game, ``ai.WinTurnModel``);
    None where the points say the same, or where the chance to win does not pick this move either."""
    key = ai._flask_key(state.flasks)
    points = ai.TurnModel(state)
    by_points = points.stop_value(key) >= points.draw_value(key, state.reds)
    win = ai.WinTurnModel(state)
    by_win = win.stop_value(key) >= win.draw_value(key, state.reds)
    if by_points == stop or by_win != stop:
        return None
    over, _beakers = win.ends_game(win.made(key))
    mine = state.score_of(state.current) + banked(state)
    rival = max(state.score_of(p) for p in range(state.players) if p != state.current)
    if over and stop and mine > rival:
        return _("stopping now ends the game with you ahead")
    if over and not stop and (mine < rival or (state.solo and mine == rival)):
        return _("stopping now would end the game with you behind")
    if stop:
        return _("for the chance to win the game, a sure gain counts for more than the average here")
    return _("for the chance to win the game, the gamble counts for more than a sure gain here")


def effect_of(state: R.ExplosionState, action) -> Effect | None:
    """The Process card side an action plays or keeps."""
    if isinstance(action, R.Play):
        sides = state.content.cards[action.card].values()
    elif isinstance(action, R.TakeSide):
        sides = state.content.cards[state.side_choice[1]].values()
    else:
        return None
    return next((e for e in sides if e.name == action.effect), None)


def card_words(state: R.ExplosionState, action) -> str:
    """"Titrate (Before a selection: select two chemicals ...)": the card and its rule."""
    effect = effect_of(state, action)
    if effect is None:
        return action.effect
    return _("{card} ({text})").format(card=_(effect.name), text=_(effect.text))


def _mixing(state: R.ExplosionState, action) -> str:
    if isinstance(action, R.Stop):
        return _("Stop: {both}").format(both=stop_or_shuffle(state, stop=True))
    if isinstance(action, R.Play):
        return _("Play {card} before shuffling on: {chance} the next chemical is unstable").format(
            card=card_words(state, action), chance=chance_text(explode_chance(state)))
    if not state.flasks:
        return _("Nothing is poured yet: the first chemical cannot explode")
    if isinstance(action, R.Draw) and not state.pours:
        return _("Shuffle on: you must pour before you may stop; {chance} the next chemical is unstable").format(
            chance=chance_text(explode_chance(state)))
    return _("Shuffle on: {both}").format(both=stop_or_shuffle(state, stop=False))


def _pour(state: R.ExplosionState, action) -> str:
    if isinstance(action, R.Play):
        return _("Play {card}").format(card=card_words(state, action))
    if not isinstance(action, R.Pour):
        return _("Stop before pouring")
    after = _points(banked_after(state, action))
    if action.flask <= len(state.flasks):
        result = R.mix_result(state.content, list(state.flasks[action.flask - 1]) + [action.chemical])
        return _("Flask {n} becomes {mixture}; stopping then banks {points}").format(
            n=action.flask, mixture=_(state.content.flasks[result]["name"]).lower(), points=after)
    return _("Start flask {n}, keeping room to mix later; stopping then banks {points}").format(
        n=action.flask, points=after)


def banked_after(state: R.ExplosionState, pour: R.Pour) -> int:
    """The points the flasks would score on stopping right after ``pour``."""
    flasks = [list(f) for f in state.flasks]
    if pour.flask > len(flasks):
        flasks.append([pour.chemical])
    else:
        flasks[pour.flask - 1].append(pour.chemical)
    return ai.TurnModel(state).stop_points(ai._flask_key(flasks))[0]


def _other(state: R.ExplosionState, action) -> str:
    if isinstance(action, R.TakeSide):
        other = next((e for e in state.content.cards[state.side_choice[1]].values() if e.name != action.effect),
                     None)
        if other is None:
            return _("Keep {card}").format(card=card_words(state, action))
        return _("Keep {card} rather than {other} ({text})").format(
            card=card_words(state, action), other=_(other.name), text=_(other.text))
    if isinstance(action, R.Ready):
        return _("Play no card now: keep your cards for later")
    if isinstance(action, R.Score):
        return _("The flasks score {points}").format(points=_points(banked(state)))
    if isinstance(action, R.Explode):
        return _("Let it explode: keep your cards for a later turn")
    if isinstance(action, R.Keep):
        return _("Keep chemical {n} ({colour})").format(n=action.which + 1, colour=R.colour_word(action.chemical))
    return _("Play {card}").format(card=card_words(state, action))


PHASES = {"mixing": _mixing, "pour": _pour}


def compare(state: R.ExplosionState, seat: int, better, worse, names: list[str]) -> str | None:
    """Analysis's reason where stopping and shuffling on were the two moves: both choices' figures
    once; where the two sides of a Process card were: the side kept rather than the other, once;
    None elsewhere (each move's own reason is given)."""
    pair = {type(better[0]), type(worse[0])}
    if pair == {R.TakeSide}:  # a card's two sides: the suggestion's reason already names the other
        return _other(state, better[0])
    if state.phase != "mixing" or pair != {R.Stop, R.Draw} or not state.flasks:
        return None
    if isinstance(better[0], R.Stop):
        return _("Stopping beats shuffling on here: {both}").format(both=stop_or_shuffle(state, stop=True))
    return _("Shuffling on beats stopping here: {both}").format(both=stop_or_shuffle(state, stop=False))


def reason(state: R.ExplosionState, seat: int, plan, names: list[str]) -> str:
    return PHASES.get(state.phase, _other)(state, plan[0])


# --- odds shown on the board (the "Show odds" setting) ------------------------------------------
def preview(obs: dict, content) -> tuple[Fraction, int] | None:
    """From the mixer's observation: the exact chance the next selection explodes and the points
    stopping now would score; None outside mixing."""
    if obs["phase"] != "mixing" or obs["over"]:
        return None
    chance = explode_next(colour_odds(obs["fire_level"]), first=not obs["flasks"], reds=obs["reds"])
    research = {b["compound"]: b["research"] for b in obs["beakers"]}
    points, _card = ai.flask_points(content, [f["result"] for f in obs["flasks"]], research, obs["distill"])
    return chance, points


def preview_lines(obs: dict, content) -> list[str]:
    """The odds line of the board, or nothing outside mixing."""
    shown = preview(obs, content)
    if shown is None:
        return []
    chance, points = shown
    return [_("Next selection explodes: {chance}").format(chance=chance_text(chance)),
            ngettext("Stopping now scores {n} point", "Stopping now scores {n} points", points).format(n=points)]


def nudge(state: R.ExplosionState, seat: int, plan, names: list[str]) -> str:
    """What to weigh, without the move."""
    if state.phase == "mixing" and state.flasks:
        return _("Weigh the risk: {chance} the next chemical is unstable, and stopping now banks {points}").format(
            chance=chance_text(explode_chance(state)), points=_points(banked(state)))
    if state.phase == "mixing":
        return _("Nothing is poured yet: the first chemical cannot explode")
    if state.phase == "pour":
        return _("Look at what each flask would become with this chemical, and what stopping after it banks")
    if state.phase == "scoring":
        return _("Look at what your flasks score, and whether a scoring card adds to it")
    return _("Look at your Process cards: when each one works and what it does")
