"""The assembled site (tools/build.py) as files: its Python gzipped whole as stored zips, packed
deterministically (the site's version and the snapshot's key change only with its contents), its
style sheet without comments, and a precache list that knows what the gzipped files unpack to.
CPython only; the browser tests of the built site are in test_offline.py."""

from __future__ import annotations

import gzip
import hashlib
import io
import re
import zipfile

from tools import build, precache


def test_the_python_comes_gzipped_whole_as_stored_zips(built_site):
    for name in build.PACKED:
        assert not (built_site / name).exists()
        packed = (built_site / (name + build.GZ)).read_bytes()
        assert packed[:4] == b"\x1f\x8b\x08\x00" and packed[4:8] == bytes(4)  # no time stamp
        with zipfile.ZipFile(io.BytesIO(gzip.decompress(packed))) as archive:
            infos = archive.infolist()
            assert infos and all(i.compress_type == zipfile.ZIP_STORED for i in infos)
            assert archive.testzip() is None
    app = gzip.decompress((built_site / "app.zip.gz").read_bytes())
    with zipfile.ZipFile(io.BytesIO(app)) as archive:
        assert {"ui/app.pyc", "engine/game.pyc", "INDEX"} <= set(archive.namelist())


def test_the_precache_list_says_what_each_gzipped_file_unpacks_to(built_site):
    listed = precache.read(built_site)
    packed = {name for name in listed["files"] if name.endswith(build.GZ)}
    assert packed == {name + build.GZ for name in build.PACKED}
    assert listed["unpacked"] == {
        name: hashlib.sha256(gzip.decompress((built_site / name).read_bytes())).hexdigest()
        for name in packed
    }


def test_the_built_style_sheet_is_the_sheets_without_their_comments(built_site):
    css = (built_site / "ui" / "styles.css").read_text(encoding="utf-8")
    names = re.findall(r"^/\* (ui/[\w-]+\.css) \*/$", css, re.M)
    assert names == build.stylesheets(build.ROOT)
    assert css.count("/*") == len(names) and "\n\n" not in css
    sheet = "a { content: \"/* kept */\"; } /* one\n two */\n\n  b { x: '\\'/*' }\n"
    assert build.without_comments(sheet) == "a { content: \"/* kept */\"; } \n  b { x: '\\'/*' }\n"


def packed_with_cache(tmp_path, monkeypatch, cache: str, data: bytes, folder: str) -> bytes:
    monkeypatch.setattr(build, "PACKED_CACHE", tmp_path / cache)
    (tmp_path / folder).mkdir()
    (tmp_path / folder / "x.zip").write_bytes(data)
    target = build.pack(tmp_path / folder / "x.zip")
    assert target.name == "x.zip.gz" and not (tmp_path / folder / "x.zip").exists()
    assert gzip.decompress(target.read_bytes()) == data
    return target.read_bytes()


def test_packing_is_deterministic(tmp_path, monkeypatch):
    data = bytes(range(256)) * 400
    first = packed_with_cache(tmp_path, monkeypatch, "one", data, "a")
    second = packed_with_cache(tmp_path, monkeypatch, "two", data, "b")  # packed again, anew
    assert first == second


def test_the_pack_cache_serves_its_entry_and_replaces_a_damaged_one(tmp_path, monkeypatch):
    data = b"the standard library" * 999
    first = packed_with_cache(tmp_path, monkeypatch, "cache", data, "a")
    (entry,) = (tmp_path / "cache").glob("*.gz")
    assert entry.read_bytes() == first
    entry.write_bytes(first[:-20])  # damaged: it must not be sent
    assert packed_with_cache(tmp_path, monkeypatch, "cache", data, "b") == first
    assert entry.read_bytes() == first
