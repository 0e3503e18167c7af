"""What the Explosion board writes, without pygame: every legal action has its own button label
(a pour names the mix it makes, from the observation), ordinals and prompts read right."""
from labdesk.engine.core import Rng
from labdesk.games.explosion import rules as R
from labdesk.games.explosion import words as W


def test_every_legal_action_has_its_own_button_label():
    """Two Titrate chemicals of one colour once gave two identical 'Keep yellow (Y)' buttons."""
    s = R.RULES.new_state(3, 3, {})
    rng = Rng(3)
    while not s.is_over():
        legal = s.legal_actions()
        obs = s.observation(s.current_player())
        labels = [W.action_label(a, obs) for a in legal]
        assert len(set(labels)) == len(labels), labels
        s.apply(legal[rng.randrange(len(legal))])
    s = R.RULES.new_state(3, 2, {})
    s.phase, s.titrate = "titrate", ["Y", "Y"]
    obs = s.observation(0)
    assert W.action_label(R.Keep(0, "Y"), obs) != W.action_label(R.Keep(1, "Y"), obs)


def test_a_pour_names_the_mix_it_makes_and_a_first_black_its_colour():
    obs = {"pending_black": False, "pour_results": [{"flask": 1, "chemical": "Y", "result": "green"},
                                                    {"flask": 2, "chemical": "Y", "result": "half"}]}
    assert W.action_label(R.Pour("Y", 1), obs) == "Pour yellow into flask 1 (green)"
    assert W.action_label(R.Pour("Y", 2), obs) == "Pour yellow into new flask 2"
    black = {"pending_black": True, "pour_results": []}
    assert W.action_label(R.Pour("R", 3), black) == "Use the black as red (R)"
    assert W.action_label(R.Draw(), obs) == "Shuffle & select"
    assert W.action_label(R.Play(1, "Distill", "double-blue"), obs) == "Distill: double-blue"
    assert W.choice_button(R.Play(1, "Distill", "double-blue")) == "double blue"


def test_places_in_the_round_are_ordinals():
    assert [W.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]
    assert W.player_status(2, True, False, False) == "2nd this round (played)"
    assert W.player_status(1, False, True, True) == "1st this round (playing) - deciding now"


def test_prompts_name_the_phase_and_the_card_being_played():
    assert W.prompt("planning", "Boris") == "Planning before Boris mixes: a card, or ready"
    assert W.prompt("mixing", "Ana") == "Mixing: shuffle again or stop"
    assert W.prompt("mixing", "Ana", choosing="Distill") == "Choose how to play Distill"
    assert W.prompt("side", "Ana") == "Choose the side of your new Process card"


def test_flask_labels_the_sum_and_the_fire_count():
    assert W.flask_label(1, {"chemicals": ["B", "Y"], "result": "green"}, False) == "1: green (G)"
    assert W.flask_label(2, {"chemicals": ["R"], "result": "half"}, True) == "2: red (R)"
    assert W.flask_label(3, None, True) == "3: new flask"
    assert W.flask_label(4, None, False) == "4: empty"
    assert W.fire_sum([1, 2, 0], 1, 4) == "1 + 2 + 0 = 3, shift +1: Lab card 4"
    assert W.fire_sum([1, 1, 1], 0, 3) == "1 + 1 + 1 = 3: Lab card 3"
    sel = {"left_value": 9, "right_value": 7, "number": 16, "lab_card": 3, "chemical": "B", "purpose": "select"}
    assert W.sum_line(sel) == "9 + 7 = 16   on Lab card 3: blue (B)"
    assert W.sum_line(dict(sel, purpose="assay"), "Chen") == "Last: Chen, 9 + 7 = 16   on Lab card 3: blue (B)  (revealed only)"
    assert W.sum_pending(sel) == "9 + 7 = ..."


def test_events_have_headlines_by_type_and_a_beaker_only_when_it_boils_over():
    names = ["Ana", "Boris"].__getitem__
    assert W.headline(R.TurnStarted(1, 3, 2), names) == "Round 3: Boris"
    assert W.headline(R.Stopped(0), names) == "Ana stops"
    assert W.headline(R.ChemicalSetAside(0, "R"), names) == "Red set aside"
    turned = R.BeakerTurned("b1", "green", 3, 4, False, False, "scored")
    assert W.headline(turned, names) is None
    assert W.headline(R.BeakerTurned("b1", "green", 9, 0, False, True, "scored"), names) == \
        "The green beaker boils over!"
    assert W.headline(R.LabShuffled(0, (1, 2, 3, 4, 5, 6)), names) is None  # no headline for a shuffle
