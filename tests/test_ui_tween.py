"""Tweens and the animation queue: easing endpoints, parallel steps, sequencing, speed, skip."""
import pytest

from labdesk.ui.tween import AnimationQueue, Call, Tween, Wait


class Thing:
    def __init__(self):
        self.pos = (0.0, 0.0)
        self.alpha = 0.0
        self.scale = 1.0


@pytest.mark.parametrize("ease", ["linear", "easeInOutQuad", "easeOutCubic", "easeOutBack", "easeInQuad"])
def test_easing_endpoints(ease):
    t = Thing()
    tween = Tween(t, 1.0, ease=ease, pos=(100.0, 50.0), alpha=255.0)
    tween.update(0.0)
    assert t.pos == pytest.approx((0.0, 0.0)) and t.alpha == pytest.approx(0.0)
    tween.update(1.0)
    assert tween.done and t.pos == (100.0, 50.0) and t.alpha == 255.0


def test_linear_midpoint_and_explicit_start():
    t = Thing()
    tween = Tween(t, 1.0, ease="linear", pos=((10.0, 10.0), (30.0, 50.0)), scale=(2.0, 4.0))
    tween.update(0.5)
    assert t.pos == pytest.approx((20.0, 30.0)) and t.scale == pytest.approx(3.0)


def test_steps_play_in_sequence_and_tweens_of_a_step_together():
    t, log = Thing(), []
    q = AnimationQueue()
    q.add([Tween(t, 1.0, ease="linear", alpha=100.0), Tween(t, 0.5, ease="linear", scale=2.0)])
    q.add(Call(lambda: log.append("second step")))
    q.update(0.5)
    assert t.scale == 2.0 and t.alpha == pytest.approx(50.0) and log == []
    q.update(0.6)
    assert t.alpha == 100.0 and log == ["second step"] and not q.busy


def test_start_value_is_taken_when_the_step_starts():
    t = Thing()
    q = AnimationQueue()
    q.add(Tween(t, 0.5, ease="linear", pos=(100.0, 0.0)))
    q.add(Tween(t, 0.5, ease="linear", pos=(100.0, 100.0)))
    q.update(0.75)
    assert t.pos == pytest.approx((100.0, 50.0))


def test_speed_multiplies_time():
    t = Thing()
    q = AnimationQueue(speed=2.0)
    q.add(Tween(t, 1.0, ease="linear", alpha=100.0))
    q.update(0.25)
    assert t.alpha == pytest.approx(50.0)


def test_skip_finishes_everything_and_runs_callbacks_in_order():
    t, log = Thing(), []
    q = AnimationQueue()
    q.add(Tween(t, 5.0, pos=(9.0, 9.0), on_start=lambda: log.append("start"), on_end=lambda: log.append("end")))
    q.add(Wait(3.0))
    q.add(Call(lambda: log.append("call")))
    q.update(0.1)
    q.skip()
    assert not q.busy and t.pos == (9.0, 9.0) and log == ["start", "end", "call"]


def test_delay_and_empty_steps():
    t = Thing()
    q = AnimationQueue()
    q.add(None)
    q.add([])
    assert not q.busy
    q.add(Tween(t, 0.2, delay=0.3, ease="linear", alpha=10.0))
    q.update(0.2)
    assert t.alpha == 0.0 and q.busy
    q.update(0.4)
    assert t.alpha == 10.0 and not q.busy


def test_card_flip_swaps_face_and_settles():
    import pygame

    from labdesk.ui.sprites import CardSprite

    front, back = pygame.Surface((40, 60)), pygame.Surface((40, 60))
    card = CardSprite(front, back, pos=(100, 100), face_up=False, hoverable=True)
    q = AnimationQueue()
    q.add(card.flip_over(0.3))
    q.add(card.move_to((300, 200)))
    q.update(0.15)
    assert 0.4 < card.flip < 0.6
    card.image()  # mid-flip image renders (squeezed)
    q.skip()
    assert card.face_up and card.flip == 0.0 and card.pos == (300.0, 200.0)
    card.update_hover(1.0, (300, 200))
    assert card.hover == 1.0 and card.image().get_width() > 40
