"""The language the game speaks and the gettext catalogs behind it.

Player-facing text is ``NAME: Final = msg(...)`` constants beside the code that
draws them (``holdem.app.strings`` for the table's words many modules share;
``holdem.i18n.sources`` lists every such module), each a :class:`Msg` made by
:func:`msg`: its gettext context is ``<prefix>.<NAME>`` (``.<key>`` for each
entry of a dict or tuple), its id the English text. Text is translated where
it is drawn: ``_(strings.FOLD)`` is "Fold" or "Desistir".

>>> set_language("pt")
>>> tr("strings.FOLD", "Fold")
'Desistir'
>>> n_(plural("strings.HANDS", "{count} hand", "{count} hands"), 1)
'{count} hand'
>>> set_language("en")
>>> language_from_environ({"LANG": "pt_BR.UTF-8"}), language_from_environ({"LANG": "C"})
('pt', 'en')
"""

from __future__ import annotations

import gettext
import os
import types
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, TypeVar, overload

DOMAIN: Final = "holdem"
LANGUAGES: Final = ("en", "pt")
DEFAULT_LANGUAGE: Final = "en"
# Each language by its own name, as a language menu shows it.
LANGUAGE_NAMES: Final = {"en": "English", "pt": "Português (Brasil)"}
LOCALE_DIR: Final = Path(__file__).with_name("locale")
ENVIRONMENT_VARIABLES: Final = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_loaded: dict[str, gettext.NullTranslations] = {}
_state: dict[str, str] = {"language": DEFAULT_LANGUAGE}


def catalog_path(language: str, suffix: str = "mo") -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.{suffix}"


def translations(language: str) -> gettext.NullTranslations:
    """The compiled catalog of ``language`` (loaded once)."""
    if language not in _loaded:
        if language not in LANGUAGES:
            raise ValueError(f"no catalog for language {language!r}; have {', '.join(LANGUAGES)}")
        with catalog_path(language).open("rb") as handle:
            _loaded[language] = gettext.GNUTranslations(handle)
    return _loaded[language]


def install(language: str, catalog: gettext.NullTranslations) -> None:
    """Make an extra catalog available under ``language`` (tests use a pseudo-locale)."""
    _loaded[language] = catalog


def known_languages() -> tuple[str, ...]:
    return tuple(dict.fromkeys((*LANGUAGES, *_loaded)))


def current_language() -> str:
    return str(_state["language"])


def set_language(language: str) -> None:
    """Speak ``language`` from now on; everything drawn afterwards uses it."""
    translations(language)  # refuse an unknown language before changing anything
    _state["language"] = language


def tr(context: str, english: str, language: str | None = None) -> str:
    """``english`` (the message of ``context``) in ``language``, default the current one."""
    return translations(language or current_language()).pgettext(context, english)


def normalize(code: str) -> str | None:
    """A supported language from a locale name: ``pt_BR.UTF-8`` is ``pt``; ``C`` is None."""
    base = code.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return base if base in LANGUAGES else None


def language_from_environ(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English."""
    environ = os.environ if environ is None else environ
    for variable in ENVIRONMENT_VARIABLES:
        value = environ.get(variable, "")
        if not value:
            continue
        for part in value.split(":"):
            language = normalize(part)
            if language:
                return language
        if variable != "LANGUAGE":  # LANGUAGE is a preference list; the others decide
            return DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


# ----- messages ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Msg:
    """One catalog message: its context and its English text. ``_()`` says it in the current language."""

    context: str
    english: str

    def __str__(self) -> str:
        return self.english


@dataclass(frozen=True, slots=True)
class Plural:
    """A message with a singular and a plural: ``n_(message, count)`` picks the language's form."""

    context: str
    english: str
    english_plural: str

    def __str__(self) -> str:
        return self.english_plural


def plural(context: str, singular: str, plural_text: str) -> Plural:
    """A message said differently for one and for many ("{count} hand", "{count} hands")."""
    return Plural(context, singular, plural_text)


def n_(message: Plural, count: int, language: str | None = None) -> str:
    """The form of ``message`` for ``count`` in ``language`` (default: the current one), by ``npgettext``."""
    catalog = translations(language or current_language())
    return catalog.npgettext(message.context, message.english, message.english_plural, count)


K = TypeVar("K")


@overload
def msg(context: str, value: str) -> Msg: ...
@overload
def msg(context: str, value: Mapping[K, str]) -> dict[K, Msg]: ...
@overload
def msg(context: str, value: tuple[Any, ...]) -> tuple[Any, ...]: ...
def msg(context: str, value: Any) -> Any:
    """Messages of ``context``: a string is one; a dict or tuple holds one per entry (``context.key``)."""
    if isinstance(value, str):
        return Msg(context, value)
    if isinstance(value, dict):
        return {key: msg(f"{context}.{key}", item) for key, item in value.items()}
    if isinstance(value, tuple):
        return tuple(msg(f"{context}.{i}", item) for i, item in enumerate(value))
    raise TypeError(f"a message is text, a dict or a tuple of text, not {type(value).__name__}")


@overload
def translate(message: Msg, language: str | None = None) -> str: ...
@overload
def translate(message: Mapping[K, Msg], language: str | None = None) -> dict[K, str]: ...
@overload
def translate(message: tuple[Any, ...], language: str | None = None) -> tuple[Any, ...]: ...
def translate(message: Any, language: str | None = None) -> Any:
    """``message`` in ``language`` (default: the current one), through gettext's ``pgettext``.

    >>> _(Msg("strings.FOLD", "Fold"), "pt")
    'Desistir'
    """
    if isinstance(message, Msg):
        return tr(message.context, message.english, language)
    if isinstance(message, Mapping):
        return {key: translate(item, language) for key, item in message.items()}
    if isinstance(message, tuple):
        return tuple(translate(item, language) for item in message)
    raise TypeError(f"not a message: {message!r}")


_ = translate  # the name gettext's tools and readers know


def messages_of(value: Any) -> Iterator[Msg | Plural]:
    """Every message a constant holds (one, or each entry of a dict or tuple), in order."""
    if isinstance(value, Msg | Plural):
        yield value
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from messages_of(item)
    elif isinstance(value, tuple):
        for item in value:
            yield from messages_of(item)


def english_constants(module: types.ModuleType) -> dict[str, Any]:
    """The module's message constants: upper-case names annotated at module level."""
    namespace = vars(module)
    names = namespace.get("__annotations__", {})
    return {name: namespace[name] for name in names if name.isupper() and name in namespace}
