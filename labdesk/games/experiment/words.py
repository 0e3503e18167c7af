"""What the Experiment board says: headline, prompts, labels and messages, from the observation.

Pure (no pygame): each function takes the figures it shows and returns the words, so they are tested
on their own and the board only places them.
"""
from __future__ import annotations

from labdesk.games.experiment.content import BROKEN, EXPLOSION, SECONDARY, content, task_units
from labdesk.games.experiment.rules import (FACE_UP, SECRET_SLOTS, CompleteTask, DiscardLab, EndTasks, PlaceInfluence,
                                            PlayInfluence, TakeLab, TakeTask, kind_word)
from labdesk.i18n import N_, _, ngettext, pgettext

PHASES = {"influence": N_("1 · Influence"), "pick": N_("2 · Choose"), "tasks": N_("3 · Tasks"),
          "over": N_("Game over")}
COMPLETE = N_("Complete")
COMPLETE_TIP = N_("Spend the chosen lab cards on the chosen task")
END_TASKS = N_("End task phase")
END_TASKS_TIP = N_("Carry out no more tasks this round")
BENCH_TITLES = {"me_hand": N_("Hand"), "me_front": N_("In front"), "me_lab": N_("Lab cards"),
                "me_tasks": N_("Tasks")}
AREA_TITLES = {"row": N_("Lab row"), "tasks": N_("Tasks")}
REFERENCE_TITLE = N_("Points for a task")
COMPLETED = N_("Completed")
CHOSEN = N_("chosen")
NO_LAB_CARDS = N_("no lab cards")
ONLY_YOU = N_("only you see these")

PROMPTS = {
    "commit": N_("Drag a hand card onto one of your two cards, or click a hand card, then a card. "
                 "On the face-up card your total is sure; on the face-down one it is a gamble."),
    "play": N_("Play an influence card: click it. Higher influence picks earlier and sees the secret cards."),
    "pick": N_("Take a lab card from the row (a secret card is a surprise) or a task: the deck or the display."),
    "tasks": N_("Glowing tasks can be carried out: click one (the cheapest cards are picked for you), "
                "click cards to change the set, then Complete."),
    "new-task": N_("Task done! Take a new task: the deck or one from the display."),
}
DISCARD_PROMPTS = {BROKEN: N_("You lose a lab card to the broken flask: click the one to give up."),
                   EXPLOSION: N_("You lose a lab card to the explosion: click the one to give up.")}

# messages for a wrong click or drop
CHOOSE_HAND_FIRST = N_("First choose a card from your hand")
DROP_ON_FRONT = N_("Drop the card on one of the two cards in front of you")
DROP_TO_PLAY = N_("Drop the card in front of you to play it")
NOT_EXACT = N_("These cards do not make the task exactly")


def content_strings() -> list[str]:
    """Every player-facing string of the content file (the task names), for the extractor."""
    return [task.name for task in content().tasks]


def task_name(task_id: str) -> str:
    """A task's name in the current language."""
    return _(content().task_by_id[task_id].name)


def colour_word(colour: str) -> str:
    """A colour as printed on a card beside its token (a short form where the card is narrow)."""
    words = {"red": pgettext("card", "red"), "yellow": pgettext("card", "yellow"), "blue": pgettext("card", "blue"),
             "green": pgettext("card", "green"), "orange": pgettext("card", "orange"),
             "purple": pgettext("card", "purple")}
    return words.get(colour, kind_word(colour))


def headline(obs: dict) -> str:
    if obs["phase"] == "over":
        return _("Experiment · Game over")
    return _("Experiment · Round {round}/{rounds} · Phase {phase}").format(
        round=obs["round"], rounds=obs["rounds"], phase=_(PHASES.get(obs["phase"], obs["phase"])))


def prompt(obs: dict, names: list[str], acting: bool, viewer: int | None) -> str:
    """The line under the viewer's bench: what to do now, or whose turn it is."""
    if obs["decision"] == "over":
        return _("The game is over.")
    seat = obs["to_move"]
    if seat is None:
        return ""
    if not acting:
        if seat == viewer:
            return _("{name}, your turn comes next…").format(name=names[seat])
        return _("{name} is choosing…").format(name=names[seat])
    if obs["decision"] == "discard":
        reason = obs["pending"][0][1] if obs["pending"] else EXPLOSION
        return _(DISCARD_PROMPTS.get(reason, DISCARD_PROMPTS[EXPLOSION]))
    text = PROMPTS.get(obs["decision"])
    return _(text) if text else ""


def row_note(obs: dict, cards_showing: bool) -> str:
    """The line in an empty lab row during the task phase ('' when cards lie or are on their way)."""
    if cards_showing or obs["row_open"] or any(obs["row_secret"]) or obs["phase"] != "tasks":
        return ""
    if obs["round"] < obs["rounds"]:
        return _("New lab cards are laid out when the next round begins.")
    return _("Last round: no more lab cards.")


def ai_tag(level: str) -> str:
    """'AI medium'."""
    levels = {"random": pgettext("ai level", "random"), "easy": pgettext("ai level", "easy"),
              "medium": pgettext("ai level", "medium"), "hard": pgettext("ai level", "hard"),
              "expert": pgettext("ai level", "expert")}
    return _("AI {level}").format(level=levels.get(level, level))


def seat_tags(obs: dict, seat: int, ai_level: str | None) -> list[str]:
    """What a seat is, in words: 'AI medium', 'active', 'peeked' (``ai_level`` None: a person)."""
    tags = [] if ai_level is None else [ai_tag(ai_level)]
    if seat == obs["active"]:
        tags.append(pgettext("seat", "active"))
    if seat == obs["peeker"] and obs["phase"] in ("pick", "tasks"):
        tags.append(pgettext("seat", "peeked"))
    return tags


def seat_title(name: str, tags: list[str]) -> str:
    """'Ana · AI medium · active': the name and its tags, one separator, no brackets."""
    return " · ".join([name] + tags)


def viewer_title(title: str, public: bool) -> str:
    """The bench's title; a spectator's screen says it shows only public cards."""
    return _("{title} · public view").format(title=title) if public else title


def action_label(action) -> str:
    if isinstance(action, CompleteTask):
        return _("complete {task} with {cards}").format(
            task=action.task, cards=" + ".join(kind_word(k) for k in action.spend))
    if isinstance(action, EndTasks):
        return _("end task phase")
    describe = ACTION_WORDS.get(type(action))  # the Hint names every move in the player's language
    return describe(action) if describe is not None else str(action)


def _place_influence(action: PlaceInfluence) -> str:
    if action.onto == FACE_UP:
        return _("play {value} onto the face-up card").format(value=action.value)
    return _("play {value} onto the face-down card").format(value=action.value)


def _take_lab(action: TakeLab) -> str:
    if action.slot in SECRET_SLOTS:
        return _("take secret lab card {n}").format(n=action.slot[-1])
    return _("take the {colour} lab card").format(colour=kind_word(action.slot))


ACTION_WORDS = {
    PlaceInfluence: _place_influence,
    PlayInfluence: lambda a: _("play influence {value}").format(value=a.value),
    TakeLab: _take_lab,
    TakeTask: lambda a: _("take the top task card") if a.task is None else _("take task {task}").format(task=a.task),
    DiscardLab: lambda a: _("discard {kind}").format(kind=kind_word(a.kind)),
}


def describe_action(action, state, names: list[str]) -> str:
    """An action in words away from the board (the analysis screen); ``state`` is where it is legal."""
    describe = ACTION_WORDS.get(type(action))
    return describe(action) if describe is not None else action_label(action)


def lab_card_name(kind: str) -> str:
    """The word printed on a lab card ('2× red', 'broken', 'BOOM')."""
    if kind == BROKEN:
        return pgettext("lab card", "broken")
    if kind == EXPLOSION:
        return pgettext("lab card", "BOOM")
    if kind.startswith("double-"):
        return _("{amount}× {colour}").format(amount=2, colour=colour_word(kind[len("double-"):]))
    return colour_word(kind)


def short_score(points: int) -> str:
    return ngettext("{n} pt", "{n} pts", points).format(n=points)


def bench_summary(info: dict) -> str:
    """The viewer's figures: 'influence 11 · 2 points · 1 task done · owes 1 card'."""
    done = len(info["done"])
    parts = [ngettext("{n} point", "{n} points", info["score"]).format(n=info["score"]),
             ngettext("{n} task done", "{n} tasks done", done).format(n=done)]
    if info["influence"] is not None:
        parts.insert(0, _("influence {n}").format(n=info["influence"]))
    if info["owes"]:
        parts.append(ngettext("owes {n} card", "owes {n} cards", info["owes"]).format(n=info["owes"]))
    return " · ".join(parts)


def influence_total(info: dict) -> str:
    """An opponent's influence beside their cards in front ('= 9'), or alone ('influence 9')."""
    if info["front"]:
        return f"= {info['influence']}"
    return _("influence {n}").format(n=info["influence"])


def commit_note(commit: dict) -> str:
    if commit["onto"] == "face-up":
        return _("chosen: {value} on the face-up card").format(value=commit["value"])
    return _("chosen: {value} on the face-down card").format(value=commit["value"])


def place_tip(place: int, picked: bool) -> str:
    """A pick-order badge's hover text."""
    if picked:
        return _("Place {place} in this round's pick order: this pick is made").format(place=place)
    return _("Place {place} in this round's pick order").format(place=place)


def lab_tokens_tip(lab: list[str]) -> str:
    """The hover text of a panel's line of lab tokens: the cards' words, in full."""
    return _("Lab cards: {cards}").format(cards=", ".join(lab_card_name(kind) for kind in lab))


def task_tip(task_id: str) -> str:
    """A task chip's hover text: its number, name, what it needs and its points."""
    task = content().task_by_id[task_id]
    needs = ", ".join(_("{amount}× {colour}").format(amount=amount, colour=colour_word(colour))
                      for colour, amount in task.need)
    return ngettext("{id} {name}: {needs}; {n} point", "{id} {name}: {needs}; {n} points", task.value).format(
        id=task.id, name=task_name(task_id), needs=needs, n=task.value)


def personal_sets(values: list[int]) -> str:
    return _("{low}-{high} sets").format(low=min(values), high=max(values))


def pile_name(pile: str) -> str:
    """The name under a pile left of the lab row (its hover text says more)."""
    return {"inf_deck": pgettext("pile", "influence"), "inf_discard": pgettext("pile", "used"),
            "lab_deck": pgettext("pile", "chemicals"), "secret_deck": pgettext("pile", "secret"),
            "lab_discard": pgettext("pile", "out")}[pile]


def reference_labels() -> tuple[str, str]:
    """The reference card's two row headings."""
    return pgettext("reference card", "units"), pgettext("reference card", "points")


def reference_note() -> str:
    """The reference card's last line: how a secondary colour counts ('green, orange, purple: 2 units
    per flask'; a basic colour is 1)."""
    units = task_units([(next(iter(SECONDARY)), 1)])
    colours = ", ".join(colour_word(c) for c in SECONDARY)
    return ngettext("{colours}: {n} unit per flask", "{colours}: {n} units per flask", units).format(
        colours=colours, n=units)


def pile_tip(pile: str, n: int) -> list[str]:
    """A pile's hover text: what it is with how many cards, then where they come from or go."""
    if pile == "inf_deck":
        return [ngettext("Influence deck: {n} card.", "Influence deck: {n} cards.", n).format(n=n),
                _("Every round deals two to each player. When it runs out, the used cards are shuffled into "
                  "a new deck.")]
    if pile == "inf_discard":
        return [ngettext("Used influence: {n} card.", "Used influence: {n} cards.", n).format(n=n),
                _("They become the new deck when the deck runs out.")]
    if pile == "lab_deck":
        return [ngettext("Chemicals deck: {n} card left.", "Chemicals deck: {n} cards left.", n).format(n=n),
                _("Red, yellow and blue: the lab row's open cards come from here.")]
    if pile == "secret_deck":
        return [ngettext("Secret deck: {n} card left.", "Secret deck: {n} cards left.", n).format(n=n),
                _("The lab row's two face-down cards come from here.")]
    return [ngettext("Out of the game: {n} lab card.", "Out of the game: {n} lab cards.", n).format(n=n),
            _("Untaken, spent, broken and lost lab cards go here.")]


def tasks_in_deck(n: int) -> str:
    """Beside the task deck: '43 in the deck'."""
    return ngettext("{n} in the deck", "{n} in the deck", n).format(n=n)


def tasks_done(n: int) -> str:
    """On a seat's panel: '2 done'."""
    return ngettext("{n} done", "{n} done", n).format(n=n)


def owes(cards: int) -> str:
    return _("owes {n}").format(n=cards)


def hand_title(has_cards: bool) -> str:
    return _("hand") if has_cards else _("hand empty")


def more_done(hidden: int) -> str:
    return _("+{n} more").format(n=hidden)


def cannot_complete(task: str) -> str:
    return _("{task} cannot be carried out with your cards yet").format(task=task)


def complete_button(task: str | None) -> str:
    return _("Complete {task}").format(task=task) if task else _(COMPLETE)


# --- what the animations say --------------------------------------------------------------------
def most_influence(name: str) -> str:
    return _("{name} has the most influence").format(name=name)


def peeks(name: str) -> str:
    return _("{name} peeks").format(name=name)


def broken_flask(owes: bool) -> str:
    return _("Broken flask! Next card lost") if owes else _("Broken flask! Discard a card")


def points_gained(points: int) -> str:
    return f"+{points}"


RESHUFFLED = N_("Influence deck reshuffled")
HANDS_COUNT = N_("Last round: influence = hand total")
ONLY_YOU_SEE = N_("Only you see the secret cards")
EXPLOSION_ALL_ROUND = N_("Explosion! Lab cards are lost all round")
INFLUENCE_RETURNS = N_("Influence cards return to every hand")
