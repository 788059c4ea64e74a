#!/usr/bin/env bash
# macos.sh — build dist/inkflow-macos-arm64.zip holding InkFlow.app (run by
# `make package-macos` on an Apple-silicon Mac; the GitHub workflow runs it
# on macos-14). It cannot run on the Linux machines this project is built on.
#
# fyne package -os darwin makes InkFlow.app (Info.plist, icon, stamped
# binary in Contents/MacOS/inkflow); this script adds, where the runtime
# lookups look relative to that binary:
#   Contents/Frameworks/libonnxruntime.1.30.0.dylib    (model/ortlib: <exe>/../Frameworks)
#   Contents/Resources/models/inkflow-static-v1/       (model/modelpath: <exe>/../Resources/models)
#   Contents/Resources/THIRD-PARTY-NOTICES.txt
# then signs the bundle ad hoc (adding files breaks the seal; Apple silicon
# refuses to run unsigned code), zips it with ditto, and runs doctor from an
# unzipped copy outside the source tree.
source "$(dirname "$0")/common.sh"

[ "$(uname -s)" = Darwin ] || die "the macOS package is built on macOS (fyne package -os darwin needs Xcode's clang); this is $(uname -s)"
[ "$(uname -m)" = arm64 ] || die "the macOS package is for Apple silicon: onnxruntime-node $ORT_VERSION ships no macOS Intel build"
command -v jq >/dev/null 2>&1 || die "jq not found (brew install jq)"
check_model
need_env VERSION COMMIT BUILD_DATE
dylib=$(fetch_ort darwin/arm64)

work="$root/.cache/package/darwin-arm64"
src="$work/inkflow"
stage_source "$src"
rm -rf "$src/InkFlow.app"
fyne_package darwin "$src"
app="$src/InkFlow.app"
exe="$app/Contents/MacOS/inkflow"
[ -x "$exe" ] || die "fyne package did not write $exe"
stamp=$(LANG=en_US.UTF-8 "$exe" version) || die "the packaged binary does not run: $exe version"
for want in "$VERSION" "$COMMIT" "$BUILD_DATE"; do
	case "$stamp" in *"$want"*) ;; *) die "the packaged binary is not stamped with $want: $stamp" ;; esac
done

mkdir -p "$app/Contents/Frameworks" "$app/Contents/Resources/models"
cp "$dylib" "$app/Contents/Frameworks/libonnxruntime.$ORT_VERSION.dylib"
cp -R "$MODEL_SRC" "$app/Contents/Resources/models/$MODEL_NAME"
cp -R "$LATE_MODEL_SRC" "$app/Contents/Resources/models/$LATE_MODEL_NAME"
write_notices "$app/Contents/Resources/THIRD-PARTY-NOTICES.txt"
# Inside out: the nested library first, then the bundle, which seals it.
codesign --force --sign - "$app/Contents/Frameworks/libonnxruntime.$ORT_VERSION.dylib"
codesign --force --sign - "$app"
codesign --verify --strict --verbose=2 "$app" || die "the signed bundle does not verify"

mkdir -p "$DIST"
out="$DIST/inkflow-macos-arm64.zip"
rm -f "$out"
ditto -c -k --sequesterRsrc --keepParent "$app" "$out"
rm -rf "$src"

# The unzipped app must find everything inside itself: run doctor from a
# folder with no go.mod above it and a clean environment.
t=$(mktemp -d /tmp/inkflow-macos.XXXXXX)
trap 'rm -rf "$t"' EXIT
ditto -x -k "$out" "$t"
installed="$t/InkFlow.app/Contents"
report=$(cd "$t" && env -i PATH=/usr/bin:/bin HOME="$t/home" LANG=en_US.UTF-8 \
	"$installed/MacOS/inkflow" --data "$t/data" doctor --json) || {
	echo "$report" >&2
	die "doctor failed in the unzipped app"
}
echo "$report" | jq -c '{ok, onnxruntime: {version: .onnxruntime.version, path: .onnxruntime.path}, model: {dir: .model.dir, sha256_verified: .model.sha256_verified}}'
[ "$(jq -r .onnxruntime.version <<<"$report")" = "$ORT_VERSION" ] || die "doctor did not load ONNX Runtime $ORT_VERSION"
# /tmp is a symlink to /private/tmp: compare real paths.
real() { (cd "$(dirname "$1")" && echo "$(pwd -P)/$(basename "$1")"); }
[ "$(real "$(jq -r .onnxruntime.path <<<"$report")")" = "$(real "$installed/Frameworks/libonnxruntime.$ORT_VERSION.dylib")" ] ||
	die "doctor loaded ONNX Runtime from outside the bundle"
[ "$(real "$(jq -r .model.dir <<<"$report")")" = "$(real "$installed/Resources/models/$MODEL_NAME")" ] ||
	die "doctor used a model from outside the bundle"
[ "$(jq -r .model.sha256_verified <<<"$report")" = true ] || die "the model's sha256 was not verified"
say "wrote $out ($(du -h "$out" | cut -f1)): $stamp"
