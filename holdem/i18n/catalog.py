"""The language the game speaks and the gettext catalogs behind it.

Player-facing text lives in modules of ``NAME: Final = "English template"``
constants (``holdem.tui.strings`` and friends). :func:`catalogued` turns such
a module into one whose constants answer in the current language at the
moment they are read, so ``S.FOLD`` is "Fold" or "Desistir" and a constant
added later in the same style is translated like the others. Each constant is
a gettext message: its context is ``<prefix>.<NAME>`` (``.<key>`` for each
entry of a dict or tuple), its id the English text.

>>> set_language("pt")
>>> tr("strings.FOLD", "Fold")
'Desistir'
>>> set_language("en")
>>> language_from_environ({"LANG": "pt_BR.UTF-8"}), language_from_environ({"LANG": "C"})
('pt', 'en')
"""

from __future__ import annotations

import gettext
import os
import sys
import types
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any, Final

DOMAIN: Final = "holdem"
LANGUAGES: Final = ("en", "pt")
DEFAULT_LANGUAGE: Final = "en"
# Each language by its own name, as a language menu shows it.
LANGUAGE_NAMES: Final = {"en": "English", "pt": "Português (Brasil)"}
LOCALE_DIR: Final = Path(__file__).with_name("locale")
ENVIRONMENT_VARIABLES: Final = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_loaded: dict[str, gettext.NullTranslations] = {}
_state: dict[str, Any] = {"language": DEFAULT_LANGUAGE, "generation": 0}
_listeners: list[Callable[[str], None]] = []


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
    changed = language != _state["language"]
    _state["language"] = language
    _state["generation"] += 1
    if changed:
        for listener in list(_listeners):
            listener(language)


def on_language_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(language)`` after every change of language."""
    _listeners.append(listener)


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


# ----- modules of constants ------------------------------------------------------------


def translate_value(value: Any, context: str, language: str | None = None) -> Any:
    """A constant's value in ``language``: strings translated, dicts and tuples entry by entry."""
    if isinstance(value, str):
        return tr(context, value, language)
    if isinstance(value, dict):
        return {key: translate_value(item, f"{context}.{key}", language) for key, item in value.items()}
    if isinstance(value, tuple):
        return tuple(translate_value(item, f"{context}.{i}", language) for i, item in enumerate(value))
    return value


def messages_of(value: Any, context: str) -> Iterator[tuple[str, str]]:
    """Every (context, English text) a constant holds, in the order ``translate_value`` reads them."""
    if isinstance(value, str):
        yield context, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from messages_of(item, f"{context}.{key}")
    elif isinstance(value, tuple):
        for i, item in enumerate(value):
            yield from messages_of(item, f"{context}.{i}")


def english_constants(module: types.ModuleType) -> dict[str, Any]:
    """The module's catalogued constants as written: upper-case names annotated at module level."""
    namespace = vars(module)
    names = namespace.get("__annotations__", {})
    return {name: namespace[name] for name in names if name.isupper() and name in namespace}


class CatalogModule(types.ModuleType):
    """A module whose annotated upper-case constants read in the current language."""

    def __getattribute__(self, name: str) -> Any:
        value = super().__getattribute__(name)
        if not name.isupper():
            return value
        namespace = super().__getattribute__("__dict__")
        if name not in namespace.get("__annotations__", ()):
            return value
        cache: dict[str, tuple[int, str, Any]] = namespace["__catalog_cache__"]
        generation, language = _state["generation"], _state["language"]
        hit = cache.get(name)
        if hit is not None and hit[0] == generation and hit[1] == language:
            return hit[2]
        translated = translate_value(value, f"{namespace['__catalog_prefix__']}.{name}")
        cache[name] = (generation, language, translated)
        return translated


def catalogued(module_name: str, prefix: str) -> None:
    """Make the module ``module_name`` answer its constants from the catalog, under ``prefix``.

    Call it at the top of the module: constants defined after it, anywhere in
    the file, are covered, because the lookup happens when they are read.
    """
    module = sys.modules[module_name]
    module.__catalog_prefix__ = prefix  # type: ignore[attr-defined]
    module.__catalog_cache__ = {}  # type: ignore[attr-defined]
    module.__class__ = CatalogModule

