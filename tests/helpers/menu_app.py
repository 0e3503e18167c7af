"""A headless app standing on the menu, where the keyboard and controller tests start, and what they
ask of its focus ring."""
from __future__ import annotations

from labdesk.ui.app import App, key_presses, press_keys


def open_menu_app(settings) -> App:
    from labdesk.ui.scenes.menu import MenuScene

    application = App(headless=True, sound=False, settings=settings)
    application.reset(MenuScene(application))
    return application


def close_app(application: App) -> None:
    from labdesk.ui.scene import Scene

    application.reset(Scene(application))


def keys(app: App, names: str) -> None:
    """Press keys by pygame name ("tab,shift+tab,return"), a frame after each."""
    press_keys(app, key_presses(names))


def focused(app: App):
    """The widget (or area key) the ring is on in the top scene, None when it does not show."""
    scene = app.top
    target = scene.focus.current(scene.focus_targets()) if scene.focus.visible else None
    return None if target is None else (target.button or target.key)
