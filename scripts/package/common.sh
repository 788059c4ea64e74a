# common.sh — shared by the packaging scripts in this folder (sourced, not run).
#
# The Makefile passes, through the environment:
#   GO          the go command (default: go)
#   FYNE        the fyne tool (fyne.io/tools/cmd/fyne, pinned by the Makefile)
#   VERSION, COMMIT, BUILD_DATE   stamped into main.version/commit/buildDate
#   MODEL_DIR   the default model folder to ship (must be named inkflow-static-v1)
#   DIST        where packages go (default: dist)

set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
GO=${GO:-go}
DIST=${DIST:-$root/dist}
case "$DIST" in /*) ;; *) DIST="$root/$DIST" ;; esac
# The folder name the runtime looks the default model up by (model/modelpath.Default).
MODEL_NAME=inkflow-static-v1
# The model whose token table search's late interaction reads (the default
# of search.late-interaction-model), shipped beside the default model.
LATE_MODEL_NAME=inkflow-static-v2
ORT_VERSION=1.30.0

die() {
	echo "package: $*" >&2
	exit 1
}
say() { echo "package: $*"; }

sha256() {
	if command -v sha256sum >/dev/null 2>&1; then sha256sum "$1" | cut -d' ' -f1
	else shasum -a 256 "$1" | cut -d' ' -f1; fi
}

# need_env fails unless every named variable is set and free of whitespace,
# quotes and backslashes (the stamps are written into a Go string literal
# and paths are passed unquoted in places).
need_env() {
	local v
	for v in "$@"; do
		[ -n "${!v:-}" ] || die "$v is not set (run this through the Makefile: make package …)"
		case "${!v}" in *[[:space:]\"\\]*) die "$v='${!v}' contains whitespace, a quote or a backslash" ;; esac
	done
}

# need_apt installs the named Debian packages that are missing, like
# `make deps` does. Elsewhere (macOS, Windows) it only checks the commands.
need_apt() {
	command -v dpkg-query >/dev/null 2>&1 || return 0
	local p missing=""
	for p in "$@"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
	done
	[ -n "$missing" ] || return 0
	say "installing:$missing"
	local sudo=""
	[ "$(id -u)" = 0 ] || sudo=sudo
	# shellcheck disable=SC2086 # word splitting of the package list is intended
	if ! { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null; }; then
		die "apt-get install$missing failed"
	fi
}

# check_model verifies MODEL_DIR before it is shipped: the folder name the
# runtime looks for, a manifest, and the model file matching the manifest's
# sha256 (the same check the app makes when it loads the model); and the
# same of the late-interaction model (LATE_MODEL_SRC).
check_model() {
	need_env MODEL_DIR
	local dir=$MODEL_DIR
	case "$dir" in /*) ;; *) dir="$root/$dir" ;; esac
	if [ ! -d "$dir" ]; then
		die "the default model folder $dir does not exist. It is trained by the project (scripts/trainstatic) into assets/models/$MODEL_NAME/; train it first, or pass MODEL_DIR=/path/to/$MODEL_NAME"
	fi
	[ "$(basename "$dir")" = "$MODEL_NAME" ] ||
		die "MODEL_DIR must be a folder named $MODEL_NAME (the name the app looks the default model up by), got $dir"
	[ -f "$dir/manifest.json" ] || die "$dir has no manifest.json"
	local file want got
	file=$(jq -r '.model_file // "model.onnx"' "$dir/manifest.json") || die "$dir/manifest.json is not valid JSON"
	want=$(jq -r '.sha256 // ""' "$dir/manifest.json")
	[ -f "$dir/$file" ] || die "$dir/manifest.json names $file, which is missing"
	[ -n "$want" ] || die "$dir/manifest.json has no sha256 for $file"
	got=$(sha256 "$dir/$file")
	[ "$got" = "$want" ] || die "$dir/$file has sha256 $got, but its manifest says $want"
	# shellcheck disable=SC2034 # read by the scripts that source this file
	MODEL_SRC=$dir
	# The late-interaction table comes from the checkout, checked alike.
	local late=$root/assets/models/$LATE_MODEL_NAME
	[ -f "$late/manifest.json" ] || die "$late has no manifest.json (search.late-interaction-model's default must ship)"
	file=$(jq -r '.model_file // "model.onnx"' "$late/manifest.json") || die "$late/manifest.json is not valid JSON"
	want=$(jq -r '.sha256 // ""' "$late/manifest.json")
	got=$(sha256 "$late/$file")
	[ "$got" = "$want" ] || die "$late/$file has sha256 $got, but its manifest says $want"
	# shellcheck disable=SC2034 # read by the scripts that source this file
	LATE_MODEL_SRC=$late
}

# stage_source copies the source tree (tracked and untracked-but-not-ignored
# files) to $1 for fyne to build in. fyne package writes files into the
# folder it builds (fyne_metadata_init.go, fyne.syso on Windows) and bumps
# Build in FyneApp.toml afterwards; doing that in a copy keeps the working
# tree, which other builds may be reading at the same time, untouched.
# The folder must be called "inkflow": fyne names the executable after it.
stage_source() {
	local dest=$1
	[ "$(basename "$dest")" = inkflow ] || die "internal: staging folder must be named inkflow"
	rm -rf "$dest"
	mkdir -p "$dest"
	if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
		(cd "$root" && git ls-files -z -co --exclude-standard |
			while IFS= read -r -d '' f; do if [ -f "$f" ]; then printf '%s\0' "$f"; fi; done |
			tar --null -T - -cf -) | tar -xf - -C "$dest"
	else
		(cd "$root" && tar --exclude=./.cache --exclude=./dist --exclude=./.git -cf - .) | tar -xf - -C "$dest"
	fi
	if [ ! -f "$dest/go.mod" ] || [ ! -f "$dest/FyneApp.toml" ]; then die "staging the source in $dest failed"; fi
}

# fyne_package runs `fyne package -os $1 --release` in the staged source $2.
# The version stamps go into a generated Go file in the staged copy, not
# into -ldflags: fyne (v1.7.4) takes -ldflags entries out of GOFLAGS on its
# first build, and on Windows it builds twice (again after adding the icon
# and manifest resources), so -X stamps passed that way were lost there.
fyne_package() {
	local target=$1 src=$2
	need_env FYNE VERSION COMMIT BUILD_DATE
	[ -x "$FYNE" ] || die "fyne tool $FYNE not found (the Makefile installs it)"
	cat >"$src/zz_stamp_package.go" <<EOF
// Code generated by scripts/package/common.sh for a package build. DO NOT EDIT.

package main

func init() { version, commit, buildDate = "$VERSION", "$COMMIT", "$BUILD_DATE" }
EOF
	say "fyne package -os $target (version $VERSION, commit $COMMIT, built $BUILD_DATE)"
	(cd "$src" && "$FYNE" package -os "$target" --release) ||
		die "fyne package -os $target failed"
}

# fetch_ort runs scripts/fetch-ort.sh for GOOS/GOARCH $1 and prints the
# verified library's path.
fetch_ort() {
	local target=$1 lib
	case "$target" in
		linux/*) lib=libonnxruntime.so.1 ;;
		darwin/*) lib=libonnxruntime.$ORT_VERSION.dylib ;;
		windows/*) lib=onnxruntime.dll ;;
		*) die "internal: no ONNX Runtime for $target" ;;
	esac
	bash "$root/scripts/fetch-ort.sh" "$target" >&2
	local path="$root/.cache/ort/${target%/*}-${target#*/}/$lib"
	[ -f "$path" ] || die "fetch-ort.sh did not produce $path"
	echo "$path"
}

# write_notices writes the third-party notice for the ONNX Runtime library we
# redistribute (MIT; the npm package carries no LICENSE file of its own).
write_notices() {
	cat >"$1" <<EOF
InkFlow ships these third-party components as separate files:

ONNX Runtime $ORT_VERSION
  Files:   libonnxruntime / onnxruntime.dll
  Source:  the npm package onnxruntime-node@$ORT_VERSION (only its native
           library is taken; package tarball sha256
           6e3390d6b783e7be946fad629292799da28d0b42f84856e50d2c1b0383291e75)
  Project: https://github.com/microsoft/onnxruntime
  License: MIT

  MIT License

  Copyright (c) Microsoft Corporation

  Permission is hereby granted, free of charge, to any person obtaining a copy
  of this software and associated documentation files (the "Software"), to deal
  in the Software without restriction, including without limitation the rights
  to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
  copies of the Software, and to permit persons to whom the Software is
  furnished to do so, subject to the following conditions:

  The above copyright notice and this permission notice shall be included in all
  copies or substantial portions of the Software.

  THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
  IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
  FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
  AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
  LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
  OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
  SOFTWARE.

The Go modules compiled into the inkflow executable (Fyne, bbolt,
onnxruntime_go, bleve and others listed in go.mod) keep their own licenses;
see each module's LICENSE file.
EOF
}
