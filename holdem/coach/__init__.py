"""The coach: what each of the player's decisions was worth against the opponents' real strategies.

It imports no Textual, no tui and no app (a layer between the app and the bots and records).
"""

from holdem.coach.grade import MISTAKE_BB, Budget, ChoiceValue, DecisionGrade, HandGrade
from holdem.coach.model import OpponentModel, Policy
from holdem.coach.review import grade_at, grade_hand

__all__ = [
    "MISTAKE_BB", "Budget", "ChoiceValue", "DecisionGrade", "HandGrade", "OpponentModel", "Policy",
    "grade_at", "grade_hand",
]
