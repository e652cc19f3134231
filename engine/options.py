"""Rule variants as one frozen options object per game, declared as data.

Each game lists its ``Option``s (key, allowed values with the default first, the rule id of
``docs/rules.md`` and a sentence); ``Options.from_dict`` checks a player's dict against them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self, TypedDict

OptionValue = str | bool | int  # an option's value: a word, a switch or a number
OptionValues = dict[str, OptionValue]  # option key -> value, as new_game and saves take them


class OptionSpec(TypedDict):
    """One option as data (``Options.describe``, ``engine.option_spec``)."""

    key: str
    values: list[OptionValue]
    default: OptionValue
    rule: str
    doc: str


@dataclass(frozen=True)
class Option:
    key: str
    values: tuple[OptionValue, ...]  # allowed values, the default first
    rule: str  # the variant's id in docs/rules.md, e.g. "KV-3"
    doc: str

    @property
    def default(self) -> OptionValue:
        return self.values[0]


class Options:
    """Immutable option values; attribute access by key (``options.first_leader``)."""

    SPEC: tuple[Option, ...] = ()
    # Values that contradict each other: ({key: value, other: value}, why), refused by new games
    CONFLICTS: tuple[tuple[OptionValues, str], ...] = ()

    _values: OptionValues

    def __init__(self, values: Mapping[str, OptionValue]) -> None:
        object.__setattr__(self, "_values", dict(values))
        # Each value as a plain attribute too: rules read options for every candidate action,
        # and a read through __getattr__ would cost a failed lookup first.
        self.__dict__.update(self._values)

    @classmethod
    def from_dict(cls, given: Mapping[str, Any]) -> Self:
        if not isinstance(given, dict):
            raise ValueError(f"options must be a dict, not {type(given).__name__}")
        known = {o.key: o for o in cls.SPEC}
        for key, value in given.items():
            if key not in known:
                raise ValueError(f"unknown option {key!r:.40}")  # (a save's key may be huge)
            allowed = known[key].values
            if value not in allowed or type(value) is not type(known[key].default):
                raise ValueError(
                    f"option {key!r} cannot be {value!r:.40}; allowed: "
                    f"{', '.join(map(repr, allowed))}"
                )
        return cls({o.key: given.get(o.key, o.default) for o in cls.SPEC})

    def __getattr__(self, key: str) -> Any:
        try:
            return self._values[key]
        except KeyError:
            raise AttributeError(key) from None

    def __setattr__(self, key: str, value: object) -> None:
        raise AttributeError("options are read-only")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Options) and self._values == other._values

    def __hash__(self) -> int:
        return hash(tuple(sorted(self._values.items())))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.changed()!r})"

    def __deepcopy__(self, memo: object) -> Self:
        return self  # immutable

    def as_dict(self) -> OptionValues:
        return dict(self._values)

    def changed(self) -> OptionValues:
        """Only the values that differ from the defaults (what a save needs)."""
        return {o.key: self._values[o.key] for o in self.SPEC if self._values[o.key] != o.default}

    def conflict(self) -> str | None:
        """Why these values contradict each other (naming both options), or None."""
        for values, why in self.CONFLICTS:
            if all(self._values[k] == v for k, v in values.items()):
                named = " with ".join(f"{k}={v!r}" for k, v in values.items())
                return f"{named} contradict: {why}"
        return None

    @classmethod
    def describe(cls) -> list[OptionSpec]:
        """The options as data, for a settings form."""
        return [
            {
                "key": o.key,
                "values": list(o.values),
                "default": o.default,
                "rule": o.rule,
                "doc": o.doc,
            }
            for o in cls.SPEC
        ]
