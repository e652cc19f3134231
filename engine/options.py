"""Rule variants as one frozen options object per game, declared as data.

Each game lists its ``Option``s (key, allowed values with the default first, the rule id of
``rules.md`` and a sentence); ``Options.from_dict`` checks a player's dict against them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Option:
    key: str
    values: tuple  # allowed values, the default first
    rule: str  # the variant's id in rules.md, e.g. "KV-3"
    doc: str

    @property
    def default(self):
        return self.values[0]


class Options:
    """Immutable option values; attribute access by key (``options.first_leader``)."""

    SPEC: tuple[Option, ...] = ()
    # Values that contradict each other: ({key: value, other: value}, why), refused by new games
    CONFLICTS: tuple[tuple[dict, str], ...] = ()

    def __init__(self, values: dict) -> None:
        object.__setattr__(self, "_values", dict(values))
        # Each value as a plain attribute too: rules read options for every candidate action,
        # and a read through __getattr__ would cost a failed lookup first.
        self.__dict__.update(self._values)

    @classmethod
    def from_dict(cls, given: dict) -> Options:
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

    def __getattr__(self, key: str):
        try:
            return self._values[key]
        except KeyError:
            raise AttributeError(key) from None

    def __setattr__(self, key, value):
        raise AttributeError("options are read-only")

    def __eq__(self, other) -> bool:
        return isinstance(other, Options) and self._values == other._values

    def __hash__(self) -> int:
        return hash(tuple(sorted(self._values.items())))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.changed()!r})"

    def __deepcopy__(self, memo):
        return self  # immutable

    def as_dict(self) -> dict:
        return dict(self._values)

    def changed(self) -> dict:
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
    def describe(cls) -> list[dict]:
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
