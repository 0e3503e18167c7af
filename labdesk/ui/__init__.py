"""The pygame kit: app loop and scene stack, theme and text, Tiled layouts, tweens and the animation
queue, card sprites, sound, the board base class and every non-game scene. See docs/ui.md."""
