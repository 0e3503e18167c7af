"""A card's menu: the choice between the actions one card allows (a lab item's uses, the hand items
an experiment may discard, an action card's targets).

Where it goes: beside the card where a free stretch of its own row holds it (``panels.menu_beside``),
else in the prompt's place under one heading (``panels.prompt_menu``; the prompt and the turn's
buttons hide meanwhile), else floating over the table near the card (``panels.menu_place``).

On the larger text's table an experiment's discards are never set below the floor
(``cardsize.floor_px``): where all of them do not fit the prompt's place at that size they are
asked in steps there, as a player would pick cards from a hand: first the first item to give up,
then the second (of the pairs holding it). A step with more items than the place holds is shown in
pages, the last button of each leading to the next ("More…"). Esc or a right-click goes back a page
or a step, and from the first closes the menu. Every step ends in the same action the engine
offers (``Experiment(item, discard)``); the Hint marks the button on its way at each step.

The 100 % table keeps its menus as they always were: one step, beside, in the prompt's row or
floating.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pygame
import pygame_gui

from labdesk.games.lab_wars import panels, words
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.rules import Experiment
from labdesk.i18n import N_, _
from labdesk.ui import access, theme
from labdesk.ui.table import cardsize
from labdesk.ui.table.prompt import TEXT_SIZE as MENU_TEXT

MORE = N_("More…")  # the last button of a page of choices: the next page


@dataclass(frozen=True)
class Lead:
    """Where a menu button leads: the ``actions`` it may still end in; with ``chosen`` None it takes
    the one action, else it shows the step after the discards ``chosen`` (at ``page``)."""
    actions: tuple
    chosen: tuple[str, ...] | None = None
    page: int = 0


def discard_menu(actions: list) -> bool:
    """Whether the choices are one lab card's experiment told apart only by what it discards."""
    return bool(actions) and all(isinstance(a, Experiment) and a.discard and a.item == actions[0].item
                                 for a in actions)


def _without(discard: tuple[str, ...], chosen: tuple[str, ...]) -> list[str] | None:
    """The items of ``discard`` left once ``chosen`` are taken out; None when it does not hold them."""
    left = Counter(discard)
    left.subtract(chosen)
    return None if any(n < 0 for n in left.values()) else sorted(left.elements())


def discard_step(actions: list, chosen: tuple[str, ...]) -> list[tuple[str, Lead]]:
    """The buttons of the step after the discards ``chosen``: (item id, lead) per item that may be
    given up next, in the actions' order; the last item of a discard takes its action."""
    found: dict[str, Lead] = {}
    for action in actions:
        left = _without(action.discard, chosen)
        if not left:
            continue
        for item in dict.fromkeys(left):
            if len(left) == 1:
                found[item] = Lead((action,))
            else:
                lead = found.get(item, Lead((), chosen + (item,)))
                found[item] = Lead(lead.actions + (action,), lead.chosen)
    return list(found.items())


@dataclass
class View:
    """What the menu shows now: its buttons and where they lead; ``heading`` when they lie in the
    prompt's place."""
    buttons: list[tuple[pygame_gui.elements.UIButton, Lead]]
    heading: panels.PromptMenu | None = None


class CardMenu:
    """The open menu of one card (nothing while ``buttons`` is empty). The board opens it on a
    click, hands it the button presses (``press``), Esc and right-clicks (``back``), and draws its
    heading (``draw``); ``rect_towards`` finds the button on the way to an action (the Hint)."""

    def __init__(self, manager, container, room: pygame.Rect) -> None:
        self.manager, self.container, self.room = manager, container, pygame.Rect(room)
        self.view = View([])
        self.actions: list = []
        self.steps = False  # an experiment's discards asked item by item
        self.at: tuple[tuple[str, ...], int] = ((), 0)  # the step shown: (the discards chosen, its page)
        self.trail: list[tuple[tuple[str, ...], int]] = []  # the steps shown before it

    def __bool__(self) -> bool:
        return bool(self.view.buttons)

    @property
    def buttons(self) -> list[tuple[pygame_gui.elements.UIButton, Lead]]:
        return self.view.buttons

    def choices(self) -> list[tuple[pygame_gui.elements.UIButton, object]]:
        """(button, action) of the buttons shown that take an action at once."""
        return [(button, lead.actions[0]) for button, lead in self.view.buttons if lead.chosen is None]

    @property
    def heading(self) -> panels.PromptMenu | None:
        return self.view.heading

    # --- opening ---------------------------------------------------------------------------------
    def open(self, actions: list, table, cards: list[pygame.Rect], near: pygame.Rect, canvas: tuple[int, int],
             names: list[str]) -> None:
        """The menu of the card at ``near`` (``cards``: where the viewer's cards lie)."""
        self.close()
        self.actions, c = list(actions), content()
        labels = [words.menu_label(a, c, names, table.obs) for a in actions]
        width = min(max(260, max(theme.font(18).size(label)[0] for label in labels) + 30), 720)
        heading, short = words.prompt_menu(actions, c, names, table.obs)
        spot = panels.menu_beside(table, cards, near, size := (width, 40 * len(actions)))
        if spot is None and access.text_scale() > 1 and discard_menu(actions):
            least = cardsize.floor_px(MENU_TEXT)
            one = panels.prompt_menu(self.room, heading, short, least)
            self.steps = one is None
            if one is not None:
                self._show(one, [Lead((a,)) for a in actions], short)
            else:
                self._step((), 0)
            return
        prompted = panels.prompt_menu(self.room, heading, short) if spot is None else None
        if prompted is not None:
            self._show(prompted, [Lead((a,)) for a in actions], short)
            return
        x, y = spot or panels.menu_place(table, cards, near, size, canvas)
        rects = [pygame.Rect(x, y + i * 40, width, 36) for i in range(len(actions))]
        self._buttons(rects, [theme.fit(label, width - 24, 18) for label in labels], [Lead((a,)) for a in actions])

    def _step(self, chosen: tuple[str, ...], page: int) -> None:
        """Show the step after the discards ``chosen``, its ``page``-th page."""
        self._clear()
        self.at, c, need = (chosen, page), content(), len(self.actions[0].discard)
        step = discard_step(self.actions, chosen)
        names = [_(c.item_types[item].name) for item, _lead in step]
        leads = [lead for _item, lead in step]
        first = _(c.item_types[chosen[0]].name) if chosen else None
        headings = [words.discard_heading(self.actions[0].item, first, len(chosen) < need - 1, back)
                    for back in (bool(chosen), True)]  # the first page's, the later pages'
        pages = panels.prompt_pages(self.room, headings, names, _(MORE), cardsize.floor_px(MENU_TEXT))
        page = min(page, len(pages) - 1)
        menu, start, count = pages[page]
        shown = leads[start:start + count]
        if start + count < len(leads):  # the last button: the next page
            shown.append(Lead(tuple(a for lead in leads[start + count:] for a in lead.actions), chosen, page + 1))
        self._show(menu, shown, names[start:start + count] + ([_(MORE)] if len(shown) > count else []))

    def _show(self, menu: panels.PromptMenu, leads: list[Lead], labels: list[str]) -> None:
        self._buttons(list(menu.rects), labels, leads)
        self.view.heading = menu

    def _buttons(self, rects, labels, leads) -> None:
        cls = pygame_gui.core.ObjectID(class_id="@action_button")
        self.view = View([(pygame_gui.elements.UIButton(rect, label, manager=self.manager, container=self.container,
                                                        object_id=cls), lead)
                          for rect, label, lead in zip(rects, labels, leads)])

    # --- using it --------------------------------------------------------------------------------
    def owns(self, element) -> bool:
        return any(button is element for button, _lead in self.view.buttons)

    def press(self, element):
        """A press on one of its buttons: the action it takes (the menu closes), or None when it
        led to another step or page (shown now)."""
        lead = next(lead for button, lead in self.view.buttons if button is element)
        if lead.chosen is None:
            self.close()
            return lead.actions[0]
        self.trail.append(self.at)
        self._step(lead.chosen, lead.page)
        return None

    def back(self) -> None:
        """Esc or a right-click: the page or step shown before, else the menu closes."""
        if not self.trail:
            self.close()
            return
        self._step(*self.trail.pop())

    def rect_towards(self, action) -> pygame.Rect | None:
        """The button on the way to ``action`` (which takes it, or leads to the step that does)."""
        return next((button.relative_rect for button, lead in self.view.buttons if action in lead.actions), None)

    def draw(self, surface: pygame.Surface) -> None:
        if self.view.heading is not None:
            panels.draw_prompt_menu(surface, self.view.heading)

    def _clear(self) -> None:
        for button, _lead in self.view.buttons:
            button.kill()
        self.view = View([])

    def close(self) -> None:
        self._clear()
        self.trail, self.steps, self.at = [], False, ((), 0)
