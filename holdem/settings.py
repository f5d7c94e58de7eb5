"""The player's settings (language, cards, opponent speed, the flow of hands, the table's size), kept in the
data directory.

A JSON object in ``settings.json``, written atomically. A file that cannot be
read is moved aside (``settings.json.damaged-…``) and the defaults are used;
a value the game does not know is ignored.

>>> chosen = Settings.from_json({"deck": "four", "speed": "warp"})
>>> chosen.deck, chosen.speed, chosen.after_fold, chosen.auto_deal, chosen.amounts, chosen.odds
('four', 'normal', 'watch', 'off', 'chips', 'off')
>>> Settings.from_json({"seats": "9"}).table_seats, Settings.from_json({"seats": "11"}).table_seats
(9, 6)
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any, Final

SETTINGS_NAME: Final = "settings.json"
CHOICES: Final[dict[str, tuple[str, ...]]] = {
    "language": ("en", "pt"),
    "deck": ("two", "four"),
    "suits": ("symbols", "ascii"),
    "speed": ("slow", "normal", "fast", "instant"),
    # The flow of hands: watch the rest of a hand after folding, or skip to its result; deal the
    # next hand on Enter only, or by itself after a countdown of so many seconds.
    "after_fold": ("watch", "skip"),
    "auto_deal": ("off", "3", "5", "10"),
    "amounts": ("chips", "bb"),  # stacks, bets and pots in chips or in big blinds (key B)
    "odds": ("off", "on"),  # the odds aid (key O), as the player left it
    "hud": ("off", "compact", "full"),  # the HUD on the seats (key U), as the player left it
    "seats": tuple(str(n) for n in range(2, 11)),  # seats at a new session's table (--seats for one start)
    "game": ("nl", "pl", "fl"),  # the betting structure of a new session (holdem --game)
}
# Opponents' thinking pause for each speed (None: the game's human-like default).
SPEED_DELAYS: Final[dict[str, float | None]] = {"slow": 1.6, "normal": None, "fast": 0.2, "instant": 0.0}


@dataclass(frozen=True, slots=True)
class Settings:
    """What the player chose; ``language`` None follows the environment."""

    language: str | None = None
    deck: str = "two"
    suits: str = "symbols"
    speed: str = "normal"
    after_fold: str = "watch"
    auto_deal: str = "off"
    amounts: str = "chips"
    odds: str = "off"
    hud: str = "off"
    seats: str = "6"
    game: str = "nl"

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        known = {f.name for f in fields(cls)}
        chosen = {k: v for k, v in data.items() if k in known and v in CHOICES[k]}
        return cls(**chosen)

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v is not None}

    def with_(self, **changes: Any) -> Settings:
        return replace(self, **changes)

    @property
    def bot_delay(self) -> float | None:
        return SPEED_DELAYS[self.speed]

    @property
    def table_seats(self) -> int:
        """Seats at a new session's table."""
        return int(self.seats)

    @property
    def auto_deal_seconds(self) -> int:
        """Seconds before the next hand deals itself (0: only when the player asks)."""
        return 0 if self.auto_deal == "off" else int(self.auto_deal)


def default_data_dir() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("holdem", appauthor=False))


def settings_path(data_dir: str | Path | None = None) -> Path:
    root = Path(data_dir).expanduser() if data_dir is not None else default_data_dir()
    return root / SETTINGS_NAME


def load_settings(data_dir: str | Path | None = None) -> tuple[Settings, Path | None]:
    """The saved settings (defaults if none), and where a damaged file was moved (else None).

    Damaged means not a JSON object: bytes that are not UTF-8, JSON nested too deeply to read,
    a directory standing in the file's place.
    """
    path = settings_path(data_dir)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Settings(), None
    except IsADirectoryError:
        return Settings(), _set_aside(path)
    except OSError:
        return Settings(), None
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except (ValueError, RecursionError):
        return Settings(), _set_aside(path)
    return Settings.from_json(data), None


def _set_aside(path: Path) -> Path | None:
    from holdem.records.atomic import move_aside

    try:
        return move_aside(path)
    except OSError:
        return None


def save_settings(settings: Settings, data_dir: str | Path | None = None) -> Path:
    """Write the settings atomically; raises ``OSError`` when the directory cannot be written."""
    from holdem.records.atomic import atomic_write_text

    path = settings_path(data_dir)
    atomic_write_text(path, json.dumps(settings.to_json(), indent=2, sort_keys=True) + "\n")
    return path


def save_choice(data_dir: str | Path, name: str, value: str) -> None:
    """Change one setting in ``data_dir``, keeping the others (the amounts key B, without the page).

    A directory that cannot be written keeps the choice until the game ends: nothing is raised.
    """
    with contextlib.suppress(OSError):
        save_settings(load_settings(data_dir)[0].with_(**{name: value}), data_dir)
