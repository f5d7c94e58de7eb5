"""The lab: what only measurements use, beside the game and never shipped with it.

Scripted stand-ins for people (:mod:`holdem_lab.standins`, :mod:`holdem_lab.exploiters`), every kind
a measurement can seat (:mod:`holdem_lab.kinds`, the game's kinds and these), the panel of stand-ins
the opponents are measured against (:mod:`holdem_lab.panel`), how each style answers pressure
(:mod:`holdem_lab.answers`), forced multiway spots (:mod:`holdem_lab.spots`) and ``holdem sim`` with
every kind (``python -m holdem_lab.sim``). The lab imports the game; the game never imports the lab
(``lint-imports``), and the wheel ships ``holdem`` alone.
"""
