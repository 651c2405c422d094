#!/usr/bin/env bash
# Installs the Debian packages the build needs, only those that are missing, without prompts.
# Sourced by run.sh and test.sh.
set -euo pipefail
melee_packages=(cmake ninja-build g++ clang libclang-rt-dev libabsl-dev libgtest-dev libgmock-dev
                libbenchmark-dev libcli11-dev
                # the format check (.clang-format: Google, 100 columns)
                clang-format
                # Melee Board (docs/board.md): HTTP, JSON, and the headless-browser test
                pkgconf libcpp-httplib-dev nlohmann-json3-dev chromium chromium-driver
                python3-selenium
                # many machines (docs/tournaments.md): GNU parallel over ssh, Slurm; the tests
                # run sshd and a single-node Slurm on loopback
                openssh-server openssh-client rsync parallel slurm-wlm slurm-client munge
                # the WebAssembly build (docs/wasm.md) and its tests under Node.js; the static
                # site's file server (run.sh web)
                emscripten nodejs python3
                # the packages (./run.sh package, docs/release.md): CPack's DEB generator asks
                # dpkg-shlibdeps for the dependencies; lintian checks the package
                dpkg-dev lintian)
missing=()
for p in "${melee_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "installing: ${missing[*]}" >&2
  sudo_cmd=()
  [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >&2
fi
