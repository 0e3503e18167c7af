"""Every non-game scene: menu, setup, hand-off, pause, settings, rules, results, dialogs."""
