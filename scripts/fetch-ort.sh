#!/usr/bin/env bash
# fetch-ort.sh — put the ONNX Runtime shared library where InkFlow finds it.
#
# Usage: scripts/fetch-ort.sh [GOOS/GOARCH]     (default: this machine, e.g. linux/amd64)
#
# ONNX Runtime comes from the npm package onnxruntime-node, which ships the
# native library for several platforms. We only `npm pack` it (download the
# tarball; its install scripts never run), check the tarball's sha256, and copy
# the one library we need to .cache/ort/<goos>-<goarch>/. Running it again
# when the library is present and verified does nothing.
set -euo pipefail

ORT_VERSION=1.30.0
TARBALL_SHA256=6e3390d6b783e7be946fad629292799da28d0b42f84856e50d2c1b0383291e75
# Library hashes: linux/x64 from docs/ARCHITECTURE.md §5; the others measured from the
# verified tarball above, pinned so a bad extraction can never pass.
LINUX_X64_LIB_SHA256=ffb75a925ba05e47b235bb66e3e3911714a80b328a9c9425539feb204aa32a23
LINUX_ARM64_LIB_SHA256=1f549d46250b005580b597f4164984aaf75b3bcb9f3aeb07c7f8a8fe60b23c76
DARWIN_ARM64_LIB_SHA256=685d2be5dba1309c89d3a5324b7fd06a5c42f1a61bfea32d14c4cc28d072121d
WIN32_X64_LIB_SHA256=508c362f5673483dd3a086379c392795b2e42d10d5e6f3f90ebd7ac21c97af67

die() { echo "fetch-ort: $*" >&2; exit 1; }

root=$(cd "$(dirname "$0")/.." && pwd)
cache="$root/.cache/ort"

if [ $# -gt 1 ]; then die "usage: $0 [GOOS/GOARCH] (e.g. linux/amd64, darwin/arm64, windows/amd64)"; fi
if [ $# -eq 1 ]; then
	target=$1
else
	command -v go >/dev/null 2>&1 || die "go not found; pass the target explicitly, e.g. $0 linux/amd64"
	target="$(go env GOOS)/$(go env GOARCH)"
fi
goos=${target%%/*}
goarch=${target#*/}
[ "$goos" != "$target" ] || die "target '$target' is not GOOS/GOARCH (e.g. linux/amd64)"

# Map Go names to the package's bin/napi-v6/<os>/<arch>/ folders and file names.
case "$goos" in
	linux) npm_os=linux; lib=libonnxruntime.so.1 ;;
	darwin) npm_os=darwin; lib=libonnxruntime.${ORT_VERSION}.dylib ;;
	windows | win32) goos=windows; npm_os=win32; lib=onnxruntime.dll ;;
	*) die "unsupported GOOS '$goos' (linux, darwin, windows)" ;;
esac
case "$goarch" in
	amd64 | x64) goarch=amd64; npm_arch=x64 ;;
	arm64) npm_arch=arm64 ;;
	*) die "unsupported GOARCH '$goarch' (amd64, arm64)" ;;
esac
[ "$goos/$goarch" != "darwin/amd64" ] || die "onnxruntime-node $ORT_VERSION ships no macOS Intel build (darwin/amd64)"

dest="$cache/$goos-$goarch"
out="$dest/$lib"

sha256() {
	if command -v sha256sum >/dev/null 2>&1; then sha256sum "$1" | cut -d' ' -f1
	else shasum -a 256 "$1" | cut -d' ' -f1; fi
}

# expected_lib_sha prints the pinned hash of the library for this target, or
# nothing when only the tarball hash vouches for it (windows/arm64).
expected_lib_sha() {
	case "$goos/$goarch" in
		linux/amd64) echo "$LINUX_X64_LIB_SHA256" ;;
		linux/arm64) echo "$LINUX_ARM64_LIB_SHA256" ;;
		darwin/arm64) echo "$DARWIN_ARM64_LIB_SHA256" ;;
		windows/amd64) echo "$WIN32_X64_LIB_SHA256" ;;
	esac
}

# verify_lib succeeds when the library exists and matches what the verified
# tarball contained (recorded in a .sha256 file next to it at copy time).
verify_lib() {
	[ -f "$out" ] && [ -f "$out.sha256" ] || return 1
	local got want known
	got=$(sha256 "$out")
	want=$(cat "$out.sha256")
	known=$(expected_lib_sha)
	[ "$got" = "$want" ] || return 1
	[ -z "$known" ] || [ "$got" = "$known" ]
}

if verify_lib; then
	echo "fetch-ort: $out already present and verified"
	exit 0
fi

mkdir -p "$cache"
tgz="$cache/onnxruntime-node-$ORT_VERSION.tgz"
if [ ! -f "$tgz" ] || [ "$(sha256 "$tgz")" != "$TARBALL_SHA256" ]; then
	command -v npm >/dev/null 2>&1 || die "npm not found; install Node.js (npm) to fetch onnxruntime-node $ORT_VERSION"
	rm -f "$tgz"
	echo "fetch-ort: downloading onnxruntime-node@$ORT_VERSION (npm pack, no install scripts)..."
	(cd "$cache" && npm pack "onnxruntime-node@$ORT_VERSION" --ignore-scripts --silent >/dev/null) ||
		die "npm pack onnxruntime-node@$ORT_VERSION failed (offline? check the npm registry)"
	[ -f "$tgz" ] || die "npm pack did not produce $tgz"
fi
got=$(sha256 "$tgz")
if [ "$got" != "$TARBALL_SHA256" ]; then
	rm -f "$tgz"
	die "onnxruntime-node-$ORT_VERSION.tgz sha256 is $got, expected $TARBALL_SHA256 (deleted; rerun to download again)"
fi

member="package/bin/napi-v6/$npm_os/$npm_arch/$lib"
tmp=$(mktemp -d "$cache/extract.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
tar -xzf "$tgz" -C "$tmp" "$member" 2>/dev/null ||
	die "onnxruntime-node-$ORT_VERSION.tgz has no $member (no $npm_os/$npm_arch build)"

libsha=$(sha256 "$tmp/$member")
known=$(expected_lib_sha)
if [ -n "$known" ] && [ "$libsha" != "$known" ]; then
	die "$lib from the tarball has sha256 $libsha, expected $known"
fi
mkdir -p "$dest"
cp "$tmp/$member" "$out.tmp"
mv "$out.tmp" "$out"
echo "$libsha" >"$out.sha256"
verify_lib || die "$out failed verification after copying"
echo "fetch-ort: installed $out (sha256 $libsha)"
