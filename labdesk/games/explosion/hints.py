"""Hints for Explosion in the Laboratory (pure): the medium player's move, explained with the exact
odds of the Lab row (odds.py) and what the flasks would score."""
from __future__ import annotations

from fractions import Fraction

from labdesk.ai.hints import Hint, close_call, make
from labdesk.games.explosion import ai
from labdesk.games.explosion import rules as R
from labdesk.games.explosion.odds import colour_odds, explode_next
from labdesk.i18n import _, ngettext

MARGIN = 0.25  # expected points: closer than this, stopping and drawing on are a close call


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


def _mixing(state: R.ExplosionState, action) -> Hint:
    model = ai.TurnModel(state)
    key = ai._flask_key(state.flasks)
    chance = chance_text(explode_chance(state))
    points = banked(state)
    values = [model.draw_value(key, state.reds)] if state.has_room() else []
    if state.pours:
        values.append(model.stop_value(key))
    unsure = close_call(values, MARGIN)
    if isinstance(action, R.Stop):
        reason = ngettext("Stop: {chance} the next chemical is unstable; stopping banks {n} point",
                          "Stop: {chance} the next chemical is unstable; stopping banks {n} points",
                          points).format(chance=chance, n=points)
    elif not state.flasks:
        reason = _("Nothing is poured yet: the first chemical cannot explode")
    elif isinstance(action, R.Draw) and points == 0:
        reason = _("Draw on: only {chance} the next chemical is unstable, and stopping now banks nothing").format(
            chance=chance)
    elif isinstance(action, R.Draw):
        reason = ngettext("Draw on: only {chance} the next chemical is unstable; stopping banks just {n} point",
                          "Draw on: only {chance} the next chemical is unstable; stopping banks just {n} points",
                          points).format(chance=chance, n=points)
    else:
        reason = _("{card} before drawing on: {chance} the next chemical is unstable").format(
            card=action.effect, chance=chance)
    return make(action, reason, unsure)


def _pour(state: R.ExplosionState, action) -> Hint:
    if not isinstance(action, R.Pour):
        return make(action, _("{card} trades this red for another chemical: a second red would explode").format(
            card=action.effect))
    model = ai.TurnModel(state)
    player = ai.ExplosionPlayer("medium")
    pours = [a for a in state.legal_actions() if isinstance(a, R.Pour)]
    unsure = close_call([player._pour_score(model, state, a) for a in pours], MARGIN)
    if action.flask <= len(state.flasks):
        result = R.mix_result(state.content, list(state.flasks[action.flask - 1]) + [action.chemical])
        reason = _("Flask {n} becomes {mixture}").format(
            n=action.flask, mixture=_(state.content.flasks[result]["name"]).lower())
    else:
        reason = _("Start flask {n}: it keeps room to mix later").format(n=action.flask)
    return make(action, reason, unsure)


def _other(state: R.ExplosionState, action) -> Hint:
    if isinstance(action, R.TakeSide):
        return make(action, _("{card} is the more useful side to keep").format(card=action.effect))
    if isinstance(action, R.Ready):
        return make(action, _("No card is worth playing now"))
    if isinstance(action, R.Score):
        points = banked(state)
        return make(action, ngettext("The flasks score {n} point", "The flasks score {n} points",
                                     points).format(n=points))
    if isinstance(action, R.Explode):
        return make(action, _("No card here saves enough of this mixture"))
    if isinstance(action, R.Keep):
        return make(action, _("Chemical {n} is the safer one to pour").format(n=action.which + 1))
    return make(action, _("{card} helps you now").format(card=action.effect))


PHASES = {"mixing": _mixing, "pour": _pour}


def hint(state: R.ExplosionState, seat: int, names: list[str]) -> Hint:
    action = ai.ExplosionPlayer("medium").choose(state)
    return PHASES.get(state.phase, _other)(state, action)


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
