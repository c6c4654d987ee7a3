"""Replaces what stands between two marker lines of a file with the contents of another file.

    python3 scripts/replace-between.py FILE START_MARKER END_MARKER CONTENT_FILE
"""
import sys

path, start, end, content_path = sys.argv[1:5]
text = open(path, encoding="utf-8").read()
content = open(content_path, encoding="utf-8").read()
head, found, rest = text.partition(start + "\n")
if not found or end not in rest:
    sys.exit(f"{path}: the markers are missing")
tail = rest[rest.index(end):]
open(path, "w", encoding="utf-8").write(head + start + "\n" + content + tail)
