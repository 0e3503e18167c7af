"""labdesk: five lab-themed tabletop games on one screen."""

__version__ = "0.1.0"
