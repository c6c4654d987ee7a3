#!/usr/bin/env python3
"""Cuts IBM Plex Sans Arabic down to the letters Arabic text on the site uses.

@fontsource's Arabic subset also carries the Arabic Supplement and Extended blocks and the
presentation forms (Urdu, Sindhi, Quranic marks): 43 kB per weight, which the Arabic pages
preload. Modern Standard Arabic with its marks and digits, plus the Persian letters a name
may hold, is 18 kB. The result is committed in static/fonts/ (the build does not need
Python); run `make arabic-font` after changing the range or the @fontsource version.

The range below must equal ARABIC_RANGE in islands/build.mjs, the `unicode-range` of the
Arabic faces (the browser draws any other Arabic letter in the system's Arabic face). The Rust
tests in crates/vitrine/tests/it/fonts.rs check that the built stylesheet's range is this one
and that every Arabic letter of the messages, the content and the configuration falls inside.
"""

import pathlib
import sys

from fontTools import subset

UNICODE_RANGE = (
    "U+060C, U+061B, U+061F, U+0621-065F, U+0660-066D, U+0670, U+067E, U+0686, U+0698, "
    "U+06A9, U+06AF, U+06CC, U+06F0-06F9, U+200C-200F, U+2010-2011"
)

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = ROOT / "islands/node_modules/@fontsource/ibm-plex-sans-arabic/files"
TARGET = ROOT / "static/fonts"


def main() -> int:
    TARGET.mkdir(parents=True, exist_ok=True)
    for weight in (400, 600):
        source = SOURCE / f"ibm-plex-sans-arabic-arabic-{weight}-normal.woff2"
        target = TARGET / f"ibm-plex-sans-arabic-msa-{weight}-normal.woff2"
        subset.main(
            [
                str(source),
                f"--unicodes={UNICODE_RANGE.replace(' ', '')}",
                # Every OpenType feature: Arabic shaping (init, medi, fina, rlig, mark…).
                "--layout-features=*",
                "--flavor=woff2",
                f"--output-file={target}",
            ]
        )
        print(f"{target.relative_to(ROOT)}: {source.stat().st_size} -> {target.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
