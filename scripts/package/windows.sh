#!/usr/bin/env bash
# windows.sh — build dist/inkflow-windows-amd64.zip (run by `make package-windows`).
#
# On Linux the executable is cross-compiled with Debian's mingw-w64 (posix
# threads flavour), on a Windows machine with the gcc on PATH. The zip holds
# one folder:
#   InkFlow/inkflow.exe                          (fyne package -os windows: icon, manifest, GUI subsystem)
#   InkFlow/onnxruntime.dll                      (model/ortlib: beside the executable)
#   InkFlow/models/inkflow-static-v1/            (model/modelpath: <exe dir>/models/<name>)
#   InkFlow/README.txt, InkFlow/THIRD-PARTY-NOTICES.txt
# scripts/package/verify-windows.sh checks it; nothing here can run it.
source "$(dirname "$0")/common.sh"

hostos=$("$GO" env GOHOSTOS)
if [ "$hostos" = windows ]; then
	export CC=${CC:-gcc}
else
	need_apt gcc-mingw-w64-x86-64-posix jq
	export CC=x86_64-w64-mingw32-gcc-posix
fi
command -v "$CC" >/dev/null 2>&1 || die "C compiler $CC not found (cgo builds Fyne's GLFW driver)"
check_model
need_env VERSION COMMIT BUILD_DATE
dll=$(fetch_ort windows/amd64)

work="$root/.cache/package/windows-amd64"
src="$work/inkflow"
stage_source "$src"
rm -f "$src/InkFlow.exe" "$src/inkflow.exe"
export CGO_ENABLED=1 GOOS=windows GOARCH=amd64
fyne_package windows "$src"
exe="$src/InkFlow.exe"
[ -f "$exe" ] || exe="$src/inkflow.exe"
[ -f "$exe" ] || die "fyne package did not write InkFlow.exe in $src"
unset GOOS GOARCH

folder="$work/InkFlow"
rm -rf "$folder"
mkdir -p "$folder/models"
cp "$exe" "$folder/inkflow.exe"
cp "$dll" "$folder/onnxruntime.dll"
cp -R "$MODEL_SRC" "$folder/models/$MODEL_NAME"
cp -R "$LATE_MODEL_SRC" "$folder/models/$LATE_MODEL_NAME"
write_notices "$folder/THIRD-PARTY-NOTICES.txt"
cat >"$folder/README.txt" <<EOF
InkFlow $VERSION for Windows x64 (commit $COMMIT, built $BUILD_DATE)

Keep the files of this folder together and start inkflow.exe.

  inkflow.exe                   the app; with arguments, the command line
                                (inkflow.exe doctor, inkflow.exe version, ...)
  onnxruntime.dll               ONNX Runtime $ORT_VERSION, which runs the embedding model
  models\\$MODEL_NAME\\    the default embedding model
  models\\$LATE_MODEL_NAME\\    the word vectors search re-scores its results with
  THIRD-PARTY-NOTICES.txt       licenses of the bundled components

Requirements: Windows 10 or 11, 64-bit, and the Microsoft Visual C++
Redistributable for Visual Studio 2015-2022 (x64): onnxruntime.dll needs
VCRUNTIME140.dll, VCRUNTIME140_1.dll, MSVCP140.dll, MSVCP140_1.dll and
MSVCP140_ATOMIC_WAIT.dll. Many PCs have it already; otherwise install
vc_redist.x64.exe from Microsoft.

If something does not work, run "inkflow.exe doctor > doctor.txt" in this
folder and read doctor.txt: it names every place it looked for onnxruntime.dll
and the model. Your writing is stored in %AppData%\\inkflow, not in this folder.
EOF
# Windows tools expect CRLF in a README.
sed -i.bak 's/$/\r/' "$folder/README.txt" "$folder/THIRD-PARTY-NOTICES.txt" && rm -f "$folder"/*.bak

mkdir -p "$DIST"
out="$DIST/inkflow-windows-amd64.zip"
rm -f "$out"
(cd "$root" && "$GO" run ./scripts/package/zipdir -o "$out" "$folder") || die "writing $out failed"
rm -rf "$folder" "$src"
say "wrote $out ($(du -h "$out" | cut -f1))"
