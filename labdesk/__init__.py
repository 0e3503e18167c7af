"""labdesk: five lab-themed tabletop games on one screen."""

__version__ = "1.0.0"
