"""Small DOM helpers: element trees built in Python and written to the page in one call.

``h()`` builds a light element tree in Python; ``mount()`` writes it into a page container in
one DOM call (fast under Pyodide: one call instead of hundreds), with every text and attribute
escaped, so no text is ever parsed as markup. ``element()`` makes the real containers that stay
on the page; ``listen()`` keeps event handlers alive.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy, jsnull
from pyscript import document

if TYPE_CHECKING:
    from collections.abc import Callable


_TEXT = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})
_ATTR = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def escape(text: str, quote: bool = True) -> str:
    """``html.escape`` without importing ``html`` (its entity table slows the page's start)."""
    return text.translate(_ATTR if quote else _TEXT)


_PROXIES: list = []  # handlers stay alive as long as the page does (few: delegation)

VOID = {"input", "br", "img", "hr", "meta", "link"}


def _attr_name(key: str) -> str:
    return "class" if key == "cls" else key.replace("_", "-")


class El:
    """An element to be: built in Python, turned into HTML in one go (``mount``). Every text
    and attribute value is escaped, so no text is ever parsed as markup."""

    __slots__ = ("tag", "attrs", "children")

    def __init__(self, tag: str) -> None:
        self.tag = tag
        self.attrs: dict[str, str] = {}
        self.children: list = []

    def setAttribute(self, name: str, value: object) -> None:  # noqa: N802 - mirrors the DOM
        self.attrs[name] = str(value)

    def appendChild(self, child: El | str) -> None:  # noqa: N802 - mirrors the DOM
        self.children.append(child)

    def html(self) -> str:
        attrs = "".join(
            f' {k}="{escape(v, quote=True)}"' if v != "" else f" {k}" for k, v in self.attrs.items()
        )
        if self.tag in VOID:
            return f"<{self.tag}{attrs}>"
        inner = "".join(
            c.html() if isinstance(c, El) else escape(c, quote=False) for c in self.children
        )
        return f"<{self.tag}{attrs}>{inner}</{self.tag}>"


def h(tag: str, attrs: dict | None = None, *children: object) -> El:
    """An element ``tag`` with attributes and children (elements, strings, None or lists).

    Attribute keys: ``cls`` -> class, ``text`` -> the text inside, ``data_x`` -> data-x,
    ``aria_x`` -> aria-x; True -> empty attribute, False/None -> omitted."""
    el = El(tag)
    for key, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        if key == "text":
            el.children.append(str(value))
        else:
            el.attrs[_attr_name(key)] = "" if value is True else str(value)
    _append(el, children)
    return el


def _append(el: El, children) -> None:
    for child in children:
        if child is None or child is False:
            continue
        if isinstance(child, (list, tuple)):
            _append(el, child)
        elif isinstance(child, El):
            el.children.append(child)
        else:
            el.children.append(str(child))


def markup(*children: object) -> str:
    box = El("div")
    _append(box, children)
    return "".join(c.html() if isinstance(c, El) else escape(c, quote=False) for c in box.children)


def mount(container: Any, *children: object, memo: dict | None = None) -> bool:
    """Replace the content of the real DOM ``container`` with ``children`` (El, text, lists)
    in one DOM call. With ``memo`` (a dict kept by the caller per container), nothing is
    touched when the content is unchanged. True if the page changed."""
    text = markup(*children)
    if memo is not None:
        if memo.get("html") == text:
            return False
        memo["html"] = text
    container.innerHTML = text
    return True


def element(tag: str, attrs: dict | None = None) -> Any:
    """A real DOM element (for the containers that stay on the page)."""
    el = document.createElement(tag)
    for key, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        if key == "text":
            el.textContent = str(value)
        else:
            el.setAttribute(_attr_name(key), "" if value is True else str(value))
    return el


def val(x: Any) -> Any:
    """A JS value with null/undefined turned into None (Pyodide gives ``jsnull`` for null)."""
    if x is None or x is jsnull:
        return None
    return x


def q(root: Any, selector: str) -> Any:
    """``root.querySelector(selector)`` or None."""
    return val(root.querySelector(selector))


def clear(el: Any) -> None:
    while el.firstChild:
        el.removeChild(el.firstChild)


def listen(
    target: Any, event: str, handler: Callable[[Any], object], capture: bool = False
) -> None:
    """``target.addEventListener(event, handler)`` with a proxy that is never freed; with
    ``capture``, in the capture phase (for events that do not bubble)."""
    proxy = create_proxy(handler)
    _PROXIES.append(proxy)
    target.addEventListener(event, proxy, capture)


def closest_attr(event: Any, attr: str) -> Any:
    """The nearest element from the event's target up that has ``attr``, or None."""
    target = val(event.target)
    if target is None or not hasattr(target, "closest"):
        return None
    return val(target.closest(f"[{attr}]"))
