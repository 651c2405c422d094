#!/usr/bin/env bash
# The release artifacts of tools/package.sh (docs/release.md), checked as a user gets them:
#   - lintian finds no error and no unexplained warning in the .deb (tests/package/lintian-
#     overrides, installed into the package, says why each remaining tag is fine);
#   - the .deb unpacked by dpkg-deb -x into a temporary root, run from another folder with
#     another HOME: no binary names the checkout's path; every program prints its version;
#     melee plays a UGI session in each game; melee-match plays two games from the installed
#     openings; melee-board finds its page and puzzles and Chromium plays a turn in each game;
#   - the .tar.gz holds the same files as the .deb;
#   - the static site unpacked under a sub-path (http://127.0.0.1:PORT/melee/) of a plain static
#     server passes the static-site test there;
#   - SHA256SUMS matches.
# Usage: tests/package/package_test.sh <dist folder>
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
checkout=$(cd "$here/../.." && pwd)
dist=$(realpath "$1")
fail() { echo "package test: $*" >&2; exit 1; }
step() { echo "--- $*" >&2; }

deb=$(ls "$dist"/melee_*_amd64.deb)
version=$(dpkg-deb -f "$deb" Version)
tgz="$dist/melee-$version-Linux-x86_64.tar.gz"
web="$dist/melee-web-$version.tar.gz"
[[ -f "$tgz" && -f "$web" ]] || fail "missing $tgz or $web"

step "SHA256SUMS"
(cd "$dist" && sha256sum --quiet -c SHA256SUMS) || fail "checksums differ"

step "the package's fields"
[[ $(dpkg-deb -f "$deb" Section) == games ]] || fail "section is not games"
depends=$(dpkg-deb -f "$deb" Depends)
[[ "$depends" == *libc6* && "$depends" == *libstdc++6* ]] || fail "Depends from dpkg-shlibdeps missing: $depends"
[[ "$(dpkg-deb -c "$deb")" == *" ./usr/share/doc/melee/copyright"* ]] || fail "no copyright file"

step "lintian"
# --fail-on warning: a new warning fails the test until it is fixed or overridden with a reason.
lintian --fail-on error,warning --no-tag-display-limit "$deb" || fail "lintian"

root=$(mktemp -d /tmp/melee-package-test.XXXXXX)
board_pid=""
web_pid=""
cleanup() {
  [[ -n "$board_pid" ]] && kill "$board_pid" 2>/dev/null
  [[ -n "$web_pid" ]] && kill "$web_pid" 2>/dev/null
  rm -rf "$root"
}
trap cleanup EXIT

step "the .deb and the .tar.gz hold the same tree"
dpkg-deb -x "$deb" "$root/deb"
mkdir "$root/tgz"
tar -C "$root/tgz" -xzf "$tgz" --strip-components=1
# The differences (cmake/deb_games.cmake): the package's programs are in usr/games with a link
# to each in usr/bin, and the package carries lintian's override of that.
diff <(cd "$root/deb/usr" && find . -type f -not -path './share/lintian/*' |
         sed 's|^\./games/|./bin/|' | sort) \
  <(cd "$root/tgz" && find . -type f | sort) || fail "the .deb and the .tar.gz differ"
for program in melee melee-match melee-board; do
  [[ $(readlink "$root/deb/usr/bin/$program") == "../games/$program" ]] ||
    fail "usr/bin/$program is not a link to usr/games/$program (root's PATH has no /usr/games)"
done

bin="$root/deb/usr/games"
step "no binary names the checkout ($checkout)"
for program in melee melee-match melee-board; do
  [[ -x "$bin/$program" ]] || fail "no $program in the package"
  if strings "$bin/$program" | grep -F "$checkout"; then fail "$program names the checkout"; fi
done

# Everything below runs from an empty folder with an empty HOME and no checkout on PATH.
mkdir "$root/cwd" "$root/home"
cd "$root/cwd"
export HOME="$root/home" PATH="$bin:/usr/bin:/bin"

step "versions"
builds=()
for program in melee melee-match melee-board; do
  out=$("$program" --version)
  echo "$out"
  [[ "$(head -1 <<<"$out")" =~ ^$program\ $version(\+[0-9a-f]{7}(\.dirty)?)?$ ]] ||
    fail "$program --version: $out"
  [[ "$(sed -n 2p <<<"$out")" =~ (portable|native) ]] || fail "$program --version: no build kind"
  builds+=("$(head -1 <<<"$out" | cut -d' ' -f2)")
done
# One package, one build: the three programs name the same commit.
[[ "${builds[0]}" == "${builds[1]}" && "${builds[1]}" == "${builds[2]}" ]] ||
  fail "the programs come from different builds: ${builds[*]}"

step "a UGI session in each game"
for game in bulltricker ball cannonball soule; do
  out=$(python3 "$here/ugi_session.py" melee "$game")
  echo "$game: $out"
done

step "melee-match: two games"
openings="$root/deb/usr/share/melee/positions/ball/openings.txt"
[[ -f "$openings" ]] || fail "no installed openings"
melee-match --variant ball --games 2 --nodes 300 --openings "$openings" --quiet \
  --engine name=one cmd=melee --engine name=two cmd=melee --json match.json --records match.txt
python3 - <<'PY' || fail "melee-match's summary"
import json
s = json.load(open("match.json"))
assert s["games"] == 2 and s["wins"] + s["draws"] + s["losses"] == 2, s
# Each engine's `id name`, the installed melee's own.
assert sorted(s["engine_ids"]) == ["one", "two"], s
assert all(v.startswith("Melee ") for v in s["engine_ids"].values()), s
PY
[[ $(grep -c '^\[Variant "ball"\]' match.txt) -eq 2 ]] || fail "melee-match: not two records"
[[ $(grep -c '\[P1Id "Melee [^"]*"\] \[P2Id "Melee ' match.txt) -eq 2 ]] ||
  fail "melee-match: the records do not name the engines' id name"

step "melee-board from the package, in Chromium"
python3 "$here/installed_board_test.py" --board "$bin/melee-board" --chromedriver "$(command -v chromedriver)"

step "the static site under a sub-path"
mkdir "$root/host"
tar -C "$root/host" -xzf "$web"
mv "$root/host/melee-web-$version" "$root/host/melee"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$root/host" >/dev/null 2>&1 &
web_pid=$!
python3 "$checkout/tests/board/static_site_test.py" --base "http://127.0.0.1:$port/melee" \
  --chromedriver "$(command -v chromedriver)"
echo "package test passed" >&2
