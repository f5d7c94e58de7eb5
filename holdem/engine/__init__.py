"""The rules engine: cards, evaluator, betting, pots, hands and tables. No I/O, no global randomness."""

from holdem.engine.actions import (
    Action,
    ActionType,
    IllegalActionError,
    InvalidActionError,
    LegalActions,
    RaiseClosed,
)
from holdem.engine.cards import Card, CardParseError, Deck, format_cards, parse_cards
from holdem.engine.evaluator import HandCategory, HandValue, best_hand, evaluate
from holdem.engine.events import BlindKind, Event, Move, PotKind, ShowReason, Street
from holdem.engine.game import Game
from holdem.engine.hand import Hand, blind_seats, stacked_deck
from holdem.engine.pots import Pot, build_pots, split_pot, uncalled_bet
from holdem.engine.state import SeatStatus, TableState, fold_events
from holdem.engine.table import Table, TableConfig
from holdem.engine.view import PlayerView, filter_events

__all__ = [
    "Action",
    "ActionType",
    "BlindKind",
    "Card",
    "CardParseError",
    "Deck",
    "Event",
    "Game",
    "Hand",
    "HandCategory",
    "HandValue",
    "IllegalActionError",
    "InvalidActionError",
    "LegalActions",
    "Move",
    "PlayerView",
    "Pot",
    "PotKind",
    "RaiseClosed",
    "SeatStatus",
    "ShowReason",
    "Street",
    "Table",
    "TableConfig",
    "TableState",
    "best_hand",
    "blind_seats",
    "build_pots",
    "evaluate",
    "filter_events",
    "fold_events",
    "format_cards",
    "parse_cards",
    "split_pot",
    "stacked_deck",
    "uncalled_bet",
]
