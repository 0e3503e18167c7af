"""Wrong Chemistry's words: what the board writes, from the observation, with plurals right and the
rules' own figures (hand size, Extraxodium's energy, an action's cost)."""
from labdesk.games.wrong_chemistry import words
from labdesk.games.wrong_chemistry.rules import RULES, ChooseStartCard, EndTurn, TakeDisc


def playing(seed=1, players=2):
    state = RULES.new_state(seed, players, {})
    while state.phase == "choose":
        state.apply(state.legal_actions()[0])
    return state


def test_counts_and_score_detail_use_the_right_plural():
    assert words.count(1, "card") == "1 card" and words.count(2, "card") == "2 cards"
    assert words.count(0, "point") == "0 points" and words.count(1, "point") == "1 point"
    score = {"base": 3, "bonus": 0, "cards": 1}
    assert words.score_detail(score) == "3 card value + 0 run · 1 card"
    assert words.score_detail({"base": 5, "bonus": 2, "cards": 3}) == "5 card value + 2 run · 3 cards"


def test_status_line_follows_the_phase_and_the_viewer():
    names = ["Ana", "Boris"]
    state = RULES.new_state(1, 2, {})
    assert words.status_line(state.observation(0), 0, names).startswith("Pick a start card")
    state = playing()
    seat = state.current
    obs = state.observation(seat)
    assert words.status_line(obs, seat, names).startswith("Your turn")
    assert words.status_line(obs, 1 - seat, names).startswith(f"{names[seat]}'s turn")


def test_seat_tags_and_table_card_lines():
    assert words.seat_tag(True, None) == "(you)"
    assert words.seat_tag(False, "medium") == "(AI medium)"
    assert words.seat_tag(True, "easy") == "(you, AI easy)"
    assert words.seat_tag(False, None) == ""
    assert words.restartium_line(True, True) == "Used this turn"
    assert words.restartium_line(True, False).startswith("Once a turn")
    assert "+3 energy" in words.extraxodium_line(False, False, True)
    assert words.extraxodium_line(False, True, False) == "Needs a card in your scored pile"
    assert words.extraxodium_line(True, True, True).startswith("Click a card of your scored pile")


def test_buttons_prompts_and_banners():
    assert words.end_turn() == "End turn (draw up to 4)"
    assert "(1 energy)" in words.drop_on_discard()
    assert words.drop_refused("disc") == "Drop it on a lit hex or on the supply"
    assert words.drop_refused("hex") == "Drop it on a lit hex"
    assert words.energy_left(1) == "1 left" and words.supply_count("white", 2) == "white: 2"
    assert words.deck_label(35) == "Deck 35" and words.discard_label(0) == "Discard 0"
    assert words.more_chips(3) == "+3 more"
    text = words.start_reveal((47, 9), 1, ["Ana", "Boris"])
    assert text == "Start cards: Ana 47 Ag, Boris 9 F. Boris goes first"
    assert words.turn_banner("Chen") == "Chen's turn"
    assert "47" in words.not_matching(47)


def test_action_labels_read_as_sentences():
    assert words.action_label(EndTurn()) == "end the turn"
    assert words.action_label(TakeDisc((1, 0))) == "take the disc off the hex right of the centre"
    assert words.action_label(ChooseStartCard(47)).startswith("pick ")


def test_counted_words_of_the_polish_take_their_plural_forms():
    from labdesk.games.wrong_chemistry import words
    from labdesk.i18n import set_language
    assert words.run_bonus_pop(1) == "+1 run point" and words.run_bonus_pop(3) == "+3 run points"
    assert words.hand_size_tip(1) == "1 card in hand" and words.hand_size_tip(4) == "4 cards in hand"
    assert words.score_tip({"total": 1, "base": 1, "bonus": 0}).startswith("1 point:")
    assert words.score_tip({"total": 5, "base": 3, "bonus": 2}).startswith("5 points:")
    try:
        set_language("ru")
        assert words.hand_size_tip(1) == "1 карта в руке"
        assert words.hand_size_tip(3) == "3 карты в руке"
        assert words.hand_size_tip(5) == "5 карт в руке"
        assert words.run_bonus_pop(2) != "+2 run points"
    finally:
        set_language("en")
