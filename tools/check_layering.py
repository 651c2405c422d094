#!/usr/bin/env python3
"""Checks that every #include "..." in the project follows the folders' allowed arrows.

Usage: tools/check_layering.py [--root DIR] [--matrix FILE]
  --root    the project's source tree (default: the parent of this script's folder)
  --matrix  the allowed arrows (default: tools/layering.txt; its comments give the format)

Exits 0 when every include is allowed, 1 with one line per forbidden include
(file:line: folder -> folder: #include "..."), 2 when the matrix cannot be read.
Python 3 standard library only.
"""

import argparse
import os
import re
import sys

GAME = "engine/<game>"
SOURCE_SUFFIXES = (".h", ".hh", ".hpp", ".cc", ".cpp", ".cxx", ".c", ".inc")
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


class MatrixError(Exception):
    pass


def read_matrix(path):
    """Returns {folder pattern: (set of allowed patterns, everything allowed?, exceptions)}."""
    rules = {}
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            if ":" not in line:
                raise MatrixError(f"{path}:{number}: expected '<folder>: <folders>'")
            folder, allowed = line.split(":", 1)
            folder = folder.strip().rstrip("/")
            if folder in rules:
                raise MatrixError(f"{path}:{number}: {folder} listed twice")
            names = allowed.split()
            star = "*" in names
            minus = {n[1:].rstrip("/") for n in names if n.startswith("-")}
            plain = {n.rstrip("/") for n in names if n != "*" and not n.startswith("-")}
            rules[folder] = (plain, star, minus)
    if not rules:
        raise MatrixError(f"{path}: no folders")
    return rules


def folder_of(relpath, rules):
    """The concrete folder (e.g. engine/ball) and its matrix pattern (engine/<game>), or None."""
    parts = relpath.split("/")
    if len(parts) < 2:
        return None
    if parts[0] == "engine":
        if len(parts) < 3:
            return None
        folder = "engine/" + parts[1]
        if folder in rules:
            return folder, folder
        return (folder, GAME) if GAME in rules else None
    # The longest listed prefix: "solve" covers solve/soule, "tests" every tests/<x>.
    for depth in range(len(parts) - 1, 0, -1):
        prefix = "/".join(parts[:depth])
        if prefix in rules:
            return prefix, prefix
    return None


def allowed(source, target, rules):
    """Whether the concrete folder source (pattern) may include from target (pattern)."""
    (src_folder, src_pattern), (dst_folder, dst_pattern) = source, target
    if src_folder == dst_folder:
        return True
    plain, star, minus = rules[src_pattern]
    if dst_folder in minus or dst_pattern in minus:
        return False
    if star:
        return True
    return dst_folder in plain or dst_pattern in plain


def project_folders(root):
    return {e for e in os.listdir(root) if os.path.isdir(os.path.join(root, e))}


def resolve(root, including_dir, name, top_folders):
    """The project-relative path an include names, or None for a third-party header."""
    local = os.path.normpath(os.path.join(including_dir, name))
    if os.path.isfile(os.path.join(root, local)) and not local.startswith(".."):
        return local.replace(os.sep, "/")
    normalized = os.path.normpath(name).replace(os.sep, "/")
    if normalized.split("/", 1)[0] in top_folders and "/" in normalized:
        return normalized  # a project path, whether or not the file exists yet
    return None


def source_files(root, rules):
    tops = sorted({pattern.split("/", 1)[0] for pattern in rules})
    for top in tops:
        start = os.path.join(root, top)
        if not os.path.isdir(start):
            continue
        for dirpath, dirnames, filenames in os.walk(start):
            dirnames.sort()
            for filename in sorted(filenames):
                if filename.endswith(SOURCE_SUFFIXES):
                    full = os.path.join(dirpath, filename)
                    yield os.path.relpath(full, root).replace(os.sep, "/")


def check(root, rules):
    """Returns (number of files scanned, list of violation messages)."""
    top_folders = project_folders(root)
    violations = []
    scanned = 0
    for rel in source_files(root, rules):
        source = folder_of(rel, rules)
        if source is None:
            continue
        scanned += 1
        with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
            for number, line in enumerate(f, 1):
                match = INCLUDE.match(line)
                if not match:
                    continue
                name = match.group(1)
                target_path = resolve(root, os.path.dirname(rel), name, top_folders)
                if target_path is None:
                    continue
                target = folder_of(target_path, rules)
                if target is None:
                    violations.append(
                        f'{rel}:{number}: {source[0]} -> {target_path}: #include "{name}" '
                        f"names a folder that {os.path.basename(MATRIX_NAME)} does not list")
                    continue
                if not allowed(source, target, rules):
                    plain, star, minus = rules[source[1]]
                    may = ("every folder but " + ", ".join(sorted(minus))) if star else (
                        ", ".join(sorted(plain)) or "nothing")
                    violations.append(
                        f'{rel}:{number}: new arrow {source[0]} -> {target[0]}: '
                        f'#include "{name}" ({source[1]} may include from: {may})')
    return scanned, violations


MATRIX_NAME = "layering.txt"


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--root", default=os.path.dirname(here))
    parser.add_argument("--matrix", default=os.path.join(here, MATRIX_NAME))
    args = parser.parse_args(argv)
    try:
        rules = read_matrix(args.matrix)
    except (OSError, MatrixError) as e:
        print(f"check_layering: {e}", file=sys.stderr)
        return 2
    scanned, violations = check(os.path.abspath(args.root), rules)
    for v in violations:
        print(v)
    if violations:
        print(f"check_layering: {len(violations)} forbidden include(s) in {scanned} files; "
              f"the allowed arrows are in {args.matrix}", file=sys.stderr)
        return 1
    print(f"check_layering: {scanned} files, every include allowed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
