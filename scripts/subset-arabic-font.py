#!/usr/bin/env python3
"""Builds the Arabic pages' face: IBM Plex Sans Arabic with its Arabic and its Latin letters.

An Arabic page also shows Latin text: the brand, addresses, e-mail addresses, digits. When the
Arabic face held only Arabic letters, every Arabic page fetched the Latin faces as well: four
fonts before it could paint in its own faces. IBM Plex Sans Arabic has Latin letters drawn to
match (IBM Plex Sans's), which @fontsource ships as a separate subset. This script merges its
Arabic and Latin subsets into one file per weight, cut to Modern Standard Arabic (letters,
marks, digits, punctuation, and the Persian letters a name may hold) and to the Latin faces'
range: 30/33 kB per weight, against 86 kB for the four faces.

Before writing, it checks that the merged face shapes sample Arabic and Latin text exactly as
the subsets it came from (same glyph advances and mark positions, through HarfBuzz).

The result is committed in static/fonts/ (the build does not need Python); run `make
arabic-font` after changing a range or the @fontsource version.

ARABIC_RANGE and LATIN_RANGE must equal those of islands/build.mjs: the Arabic faces'
`unicode-range` is both, the Latin faces' the second. The Rust tests in
crates/vitrine/tests/it/fonts.rs check that the built stylesheet's ranges are these and that
every character of the Arabic pages' text falls inside.
"""

import pathlib
import sys
import tempfile

import uharfbuzz as hb
from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

ARABIC_RANGE = (
    "U+060C, U+061B, U+061F, U+0621-065F, U+0660-066D, U+0670, U+067E, U+0686, U+0698, "
    "U+06A9, U+06AF, U+06CC, U+06F0-06F9, U+200C-200F, U+2010-2011"
)
LATIN_RANGE = (
    "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, "
    "U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD"
)

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = ROOT / "islands/node_modules/@fontsource/ibm-plex-sans-arabic/files"
TARGET = ROOT / "static/fonts"

# Joining, the lam-alef ligature, vowel marks, Arabic-Indic digits and punctuation; Latin
# ligatures, accents and kerning.
ARABIC_SAMPLE = "ناقشوا مشروعكم معنا، مُحَمَّدٌ ٢٠١٥ لا إلى الذكاء الاصطناعي؟"
LATIN_SAMPLE = "Vitrine Conseil — Montréal, « office » 2015 AVATAR contact@example.com"


def shaped(path: pathlib.Path, text: str) -> list[tuple[int, int, int]]:
    font = hb.Font(hb.Face(hb.Blob.from_file_path(str(path))))
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    hb.shape(font, buffer, {})
    return [(p.x_advance, p.x_offset, p.y_offset) for p in buffer.glyph_positions]


def as_ttf(source: pathlib.Path, folder: pathlib.Path) -> pathlib.Path:
    # HarfBuzz and the merger read plain OpenType, not WOFF2.
    font = TTFont(str(source))
    font.flavor = None
    path = folder / f"{source.stem}.ttf"
    font.save(str(path))
    return path


def build(weight: int, folder: pathlib.Path) -> pathlib.Path:
    arabic = as_ttf(SOURCE / f"ibm-plex-sans-arabic-arabic-{weight}-normal.woff2", folder)
    latin = as_ttf(SOURCE / f"ibm-plex-sans-arabic-latin-{weight}-normal.woff2", folder)
    merged = folder / f"merged-{weight}.ttf"
    Merger().merge([str(arabic), str(latin)]).save(str(merged))
    cut = folder / f"cut-{weight}.ttf"
    subset.main(
        [
            str(merged),
            f"--unicodes={ARABIC_RANGE}, {LATIN_RANGE}".replace(" ", ""),
            # Every OpenType feature: Arabic shaping (init, medi, fina, rlig, mark…), kerning.
            "--layout-features=*",
            f"--output-file={cut}",
        ]
    )
    for source, sample in ((arabic, ARABIC_SAMPLE), (latin, LATIN_SAMPLE)):
        if shaped(cut, sample) != shaped(source, sample):
            raise SystemExit(f"{weight}: the merged face shapes {sample!r} unlike {source.name}")
    target = TARGET / f"ibm-plex-sans-arabic-site-{weight}-normal.woff2"
    font = TTFont(str(cut))
    font.flavor = "woff2"
    font.save(str(target))
    return target


def main() -> int:
    TARGET.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        for weight in (400, 600):
            target = build(weight, pathlib.Path(folder))
            print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
