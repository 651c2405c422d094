#!/usr/bin/env bash
# Builds Melee's release artifacts in dist/ (docs/release.md), from the Release build in build/
# and the WebAssembly build in build-web/ (both configured here when missing):
#   melee_<version>_amd64.deb          the Debian package (CPack: dependencies from
#                                      dpkg-shlibdeps, section games)
#   melee-<version>-Linux-x86_64.tar.gz the same install tree, to unpack anywhere
#   melee-web-<version>.tar.gz         the static site (build-web/site) in melee-web-<version>/;
#                                      its URLs are relative, so any folder of any host serves it
#   SHA256SUMS                         their checksums (sha256sum -c SHA256SUMS)
# Usage: tools/package.sh [dist folder]   (./run.sh package runs it)
set -euo pipefail
cd "$(dirname "$0")/.."
dist=$(realpath -m "${1:-dist}")
jobs=$(nproc)
lock() { flock "/tmp/melee-$1.lock" "${@:2}"; }

# The programs: the package is made of the build folder's binaries (built below, with CPack),
# stripped by CPack.
[[ -f build/CMakeCache.txt ]] ||
  lock build cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >&2
grep -q '^MELEE_NATIVE:BOOL=ON' build/CMakeCache.txt &&
  echo "package: warning: build/ is a native build (-march=native); a package wants a portable one" >&2

# The static site.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
[[ -f build-web/CMakeCache.txt ]] ||
  lock web emcmake cmake -S . -B build-web -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DMELEE_NATIVE_ENGINE="$PWD/build/protocol/melee" >&2
lock web cmake --build build-web -j "$jobs" --target site >&2

version=$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\(.*\)")$/\1/p' build/CPackConfig.cmake)
[[ -n "$version" ]] || { echo "package: no version in build/CPackConfig.cmake" >&2; exit 1; }
rm -rf "$dist"
mkdir -p "$dist"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# CPack works in its own folder (it keeps its staging tree there); only the packages move on.
# The build and CPack's copy under one hold of the build lock: in a shared work tree another
# build could relink a program in between, and the package would mix two commits.
lock build bash -c 'cmake --build build -j "$1" --target melee melee-match melee-board \
  melee_install_gz && cpack --config build/CPackConfig.cmake -B "$2"' package "$jobs" \
  "$work/cpack" >&2
mv "$work"/cpack/*.deb "$work"/cpack/*.tar.gz "$dist"/
# The site's archive: one folder, files sorted, owner and times fixed (the same site gives the
# same archive).
cp -r build-web/site "$work/melee-web-$version"
tar -C "$work" --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 \
  -czf "$dist/melee-web-$version.tar.gz" "melee-web-$version"
(cd "$dist" && sha256sum -- *.deb *.tar.gz >SHA256SUMS)
ls -l "$dist" >&2
