"""PyScript's Python package as vendored (tools/vendor.py PYSCRIPT_PATCHES): each change is in
the core-*.js the page loads and in the sources whose bytecode app.zip carries, and a module
whose import was made lazy still does its work, importing it then. And the built site's
core-*.js without the package (tools/vendor.py drop_pyscript_package), whose modules app.zip
carries: those `import pyscript` and the app import, anywhere (tools/bundle.py imported()).

pyscript.display imported html (and its table of entities) at `import pyscript`, 17-30 ms of a
cold start under Pyodide, for display() of a text, which the app never calls. Compiling and
writing the package's 33 kB of sources at every start took more (docs/startup.md).

PyScript's core itself (tools/vendor.py PYSCRIPT_CORE_PATCHES) no longer needs IndexedDB to
start: a frame on another site, whose storage the browser blocks, stayed on its loading screen."""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys

import pytest

from tests.conftest import ROOT
from tools import bundle, stdlib_list, vendor

pytestmark = pytest.mark.runtime


@pytest.fixture(scope="module")
def package(tmp_path_factory) -> dict[str, str]:
    out = tmp_path_factory.mktemp("package")
    bundle.pyscript_package(out)  # refuses sources that differ from vendor/pyscript's
    return {p.name: p.read_text(encoding="utf-8") for p in (out / "pyscript").iterdir()}


def top_level_imports(source: str) -> set[str]:
    names = set()
    for node in ast.parse(source).body:
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            names.add(node.module or "")
    return names


def test_the_vendored_pyscript_writes_the_changed_sources(package):
    dist = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "vendor/pyscript").glob("*.js"))
    for name, text, new, lazy in vendor.PYSCRIPT_PATCHES:
        assert new in package[name] and text not in package[name]
        assert json.dumps(package[name], ensure_ascii=False) in dist
        assert not set(lazy) & top_level_imports(package[name])
    # html stays in the shipped standard library: display() still imports it
    assert "html" in stdlib_list.read()
    assert ["html", "pyscript.display", False] in stdlib_list.lazy()


CORE = "".join(text + ";" for text, _new in vendor.PYSCRIPT_CORE_PATCHES)


def test_a_patch_that_no_longer_applies_stops_the_vendoring(tmp_path):
    core = CORE + 'const s={"display.py":"import io\\n"};'
    (tmp_path / "core-x.js").write_text(core, encoding="utf-8")
    with pytest.raises(vendor.PatchError, match="display.py no longer holds"):
        vendor.patch_pyscript_dist(tmp_path)
    with pytest.raises(vendor.PatchError, match="no longer holds"):
        vendor.patch_pyscript_package({"display.py": "import io\n"})


def test_the_vendored_core_opens_no_storage_it_cannot_do_without():
    """PYSCRIPT_CORE_PATCHES are in the core-*.js the page loads (an embed on another site,
    whose storage is blocked, starts: tests/test_embed_cross_site.py)."""
    (core,) = (ROOT / "vendor/pyscript").glob("core-*.js")
    js = core.read_text(encoding="utf-8")
    for text, new in vendor.PYSCRIPT_CORE_PATCHES:
        assert js.count(new) == 1 and text not in js
    # what the patches leave: IndexedDB opened in the map only, never re-dispatching its error
    assert "this.dispatchEvent(e)}})" not in js.split("/*@*/")[0]


@pytest.mark.parametrize("times", [0, 2])
def test_a_core_patch_that_no_longer_applies_once_stops_the_vendoring(tmp_path, times):
    text, _new = vendor.PYSCRIPT_CORE_PATCHES[-1]
    core = CORE.replace(text + ";", (text + ";") * times)
    (tmp_path / "core-x.js").write_text(core, encoding="utf-8")
    with pytest.raises(vendor.PatchError, match=f"no longer holds .* once [(]{times} times"):
        vendor.patch_pyscript_dist(tmp_path)
    assert (tmp_path / "core-x.js").read_text(encoding="utf-8") == core


DISPLAY = r"""
import json, sys, types
for name in ("pyscript", "pyscript.context", "pyscript.ffi"):
    sys.modules[name] = types.ModuleType(name)
sys.modules["pyscript.context"].current_target = sys.modules["pyscript.context"].document = None
sys.modules["pyscript.context"].window = None
sys.modules["pyscript.ffi"].is_none = lambda x: x is None
display = types.ModuleType("pyscript.display")
exec(compile(sys.stdin.read(), "display.py", "exec"), display.__dict__)
before = "html" in sys.modules
text = display._get_content_and_mime("<b>Tom & 'Jerry'</b>")
print(json.dumps([before, text, "html" in sys.modules]))
"""


def test_display_of_a_text_still_escapes_it_and_imports_html_only_then(package):
    result = subprocess.run(
        [sys.executable, "-I", "-S", "-c", DISPLAY],
        input=package["display.py"],
        capture_output=True,
        text=True,
        check=True,
    )
    before, text, after = json.loads(result.stdout)
    assert before is False and after is True
    assert text == ["&lt;b&gt;Tom &amp; &#x27;Jerry&#x27;&lt;/b&gt;", "text/plain"]


def test_the_built_pyscript_holds_no_package_and_writes_none(package, tmp_path):
    for path in (ROOT / "vendor/pyscript").glob("core-*.js"):
        shutil.copy(path, tmp_path / path.name)
    assert sorted(vendor.drop_pyscript_package(tmp_path)) == sorted(package)
    (core,) = tmp_path.glob("core-*.js")
    js = core.read_text(encoding="utf-8")
    assert '(".",{})' in js and vendor.PACKAGE_START not in js
    for name, text in package.items():
        assert f'"{name}":' not in js and json.dumps(text, ensure_ascii=False) not in js
    # What PyScript runs before the page's script still imports the package, from app.zip.
    assert 'push("import pyscript as _pyscript")' in js


@pytest.mark.parametrize(
    "js",
    [
        "const a=1;",  # no package
        'w(".",{pyscript:{"a.py":"x"}});w(".",{pyscript:{"b.py":"y"}});',  # two
        'w(".",{pyscript:{"a.py":x}});',  # a module that is no text
        'w(".",{pyscript:{"a":"x"}});',  # no module file
        'w(".",{pyscript:{}});',  # empty
        'w(".",{pyscript:{"a.py":"x"}',  # cut short
    ],
)
def test_a_package_dropping_that_no_longer_applies_stops_the_build(tmp_path, js):
    (tmp_path / "core-x.js").write_text(js, encoding="utf-8")
    with pytest.raises(vendor.PatchError):
        vendor.drop_pyscript_package(tmp_path)
    assert (tmp_path / "core-x.js").read_text(encoding="utf-8") == js


def test_app_zip_carries_the_modules_pyscript_and_the_app_import_anywhere(tmp_path):
    package = {
        "__init__.py": "from pyscript.a import x\nif y:\n  from pyscript.b import z",
        "a.py": "def f():\n  from pyscript.c import w",
        "b.py": "",
        "c.py": "",
        "d.py": "",
        "e.py": "",
        "f.py": "",
    }
    app = tmp_path / "app.py"
    app.write_text(
        "from . import f\ndef g():\n  from pyscript import d, document\nimport pyscript.e",
        encoding="utf-8",
    )
    assert bundle.imported(package) == ["__init__", "a", "b", "c"]
    assert bundle.imported(package, [app]) == ["__init__", "a", "b", "c", "d", "e"]
    package["b.py"] = "from . import f"  # which this walk would not follow: it says so
    with pytest.raises(bundle.BundleError, match="relative import"):
        bundle.imported(package)


def test_the_vendored_scripts_name_no_source_map_the_site_lacks():
    # Source maps are not copied: a comment naming one sent developer tools and Lighthouse's
    # best-practices audit after a file the site does not have.
    scripts = [p for p in vendor.VENDOR.rglob("*") if p.suffix in (".js", ".mjs")]
    assert scripts
    named = [p.name for p in scripts if "sourceMappingURL" in p.read_text(encoding="utf-8")[-300:]]
    assert not named, f"{named}: run ./dev vendor"
    js = "export{a as b};\n//# sourceMappingURL=core.js.map\n"
    assert vendor.strip_source_map(js) == "export{a as b};\n"
    assert vendor.strip_source_map("a();\n") == "a();\n"
    assert vendor.strip_source_map("const s = '//# sourceMappingURL=x';\nf(s);\n").endswith(
        "f(s);\n"
    )
