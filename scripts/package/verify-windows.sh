#!/usr/bin/env bash
# verify-windows.sh — check the Windows zip without Windows (run by
# `make package-windows`).
#
# Usage: scripts/package/verify-windows.sh dist/inkflow-windows-amd64.zip
#
# Checks: every file the app needs is in the zip; inkflow.exe and
# onnxruntime.dll are x86-64 PE files; the library and the model are the
# verified ones; and every DLL inkflow.exe imports is either a Windows system
# DLL (the explicit list below) or shipped in the zip. onnxruntime_go loads
# onnxruntime.dll with LoadLibrary at run time, so it is not in the import
# table: its presence is checked by name, and its own imports are checked
# too (system DLLs plus the Visual C++ runtime the README asks for).
source "$(dirname "$0")/common.sh"

[ $# -eq 1 ] || die "usage: $0 PACKAGE.zip"
zip=$1
[ -f "$zip" ] || die "$zip not found (run make package-windows first)"
if command -v x86_64-w64-mingw32-objdump >/dev/null 2>&1; then OBJDUMP=x86_64-w64-mingw32-objdump
elif command -v objdump >/dev/null 2>&1; then OBJDUMP=objdump
else die "no objdump (Debian: apt install binutils-mingw-w64-x86-64)"; fi
need_apt jq

# DLLs every supported Windows (10 and 11, x64) has in System32. Go's runtime
# and Fyne's GLFW/OpenGL driver import from these; MSVCRT.dll is the C
# runtime mingw-w64 links against, part of Windows since Windows 2000.
SYSTEM_DLLS="advapi32.dll bcrypt.dll comctl32.dll comdlg32.dll crypt32.dll dwmapi.dll gdi32.dll
imm32.dll kernel32.dll msvcrt.dll ntdll.dll ole32.dll oleaut32.dll opengl32.dll powrprof.dll
setupapi.dll shcore.dll shell32.dll shlwapi.dll user32.dll userenv.dll uxtheme.dll version.dll
winmm.dll ws2_32.dll dbghelp.dll"
# onnxruntime.dll is built with MSVC: besides the system DLLs and the API
# sets (api-ms-win-*.dll, resolved by the Windows loader itself) it needs
# the Visual C++ 2015-2022 runtime, which the README tells users to install.
VCRT_DLLS="vcruntime140.dll vcruntime140_1.dll msvcp140.dll msvcp140_1.dll msvcp140_atomic_wait.dll"

t=$(mktemp -d "${TMPDIR:-/tmp}/inkflow-winverify.XXXXXX")
trap 'rm -rf "$t"' EXIT
passed=0
failed=0
ok() { echo "  ok   $*"; passed=$((passed + 1)); }
bad() { echo "  FAIL $*"; failed=$((failed + 1)); }
check() {
	local what=$1
	shift
	if "$@"; then ok "$what"; else bad "$what"; fi
}
lower() { tr '[:upper:]' '[:lower:]'; }
in_list() { case " ${2//$'\n'/ } " in *" $1 "*) return 0 ;; esac; return 1; }

zipdir() { (cd "$root" && "$GO" run ./scripts/package/zipdir "$@"); }
zipdir -l "$(cd "$(dirname "$zip")" && pwd)/$(basename "$zip")" >"$t/listing" || die "cannot list $zip"
zipdir -x "$t/x" "$(cd "$(dirname "$zip")" && pwd)/$(basename "$zip")" || die "cannot extract $zip"
d="$t/x/InkFlow"
echo "== contents of $(basename "$zip") ($(du -h "$zip" | cut -f1))"
(cd "$t/x" && find InkFlow -type f -exec du -k {} + | sort -k2 | awk '{printf "  %8d KiB  %s\n", $1, $2}')

manifest="$d/models/$MODEL_NAME/manifest.json"
for f in inkflow.exe onnxruntime.dll README.txt THIRD-PARTY-NOTICES.txt "models/$MODEL_NAME/manifest.json"; do
	check "zip holds InkFlow/$f" grep -qxF "InkFlow/$f" "$t/listing"
done
if [ -f "$manifest" ]; then
	for key in model_file tokenizer_file; do
		f=$(jq -r ".$key // empty" "$manifest")
		[ -z "$f" ] || check "zip holds the model's $key $f" test -f "$d/models/$MODEL_NAME/$f"
	done
	mf=$(jq -r '.model_file // "model.onnx"' "$manifest")
	check "model file matches the manifest's sha256" test "$(sha256 "$d/models/$MODEL_NAME/$mf")" = "$(jq -r .sha256 "$manifest")"
fi
pinned=$(sed -n 's/^WIN32_X64_LIB_SHA256=//p' "$root/scripts/fetch-ort.sh")
check "onnxruntime.dll is the pinned ONNX Runtime $ORT_VERSION build (sha256 ${pinned:0:12}…)" test "$(sha256 "$d/onnxruntime.dll")" = "$pinned"

for f in inkflow.exe onnxruntime.dll; do
	check "$f is a PE32+ x86-64 file" grep -q 'file format pei-x86-64' < <("$OBJDUMP" -f "$d/$f" 2>&1)
done
check "inkflow.exe is a GUI-subsystem program (no console window for the app)" \
	grep -q 'Subsystem.*Windows GUI' < <("$OBJDUMP" -p "$d/inkflow.exe")
for stamp in ${EXPECT_VERSION:-} ${EXPECT_COMMIT:-} ${EXPECT_DATE:-}; do
	check "inkflow.exe carries the stamp $stamp" grep -aqF -- "$stamp" "$d/inkflow.exe"
done

shipped=$(sed -n 's|^InkFlow/\([^/]*\.dll\)$|\1|p' "$t/listing" | lower)
echo "== DLLs inkflow.exe imports"
for dll in $("$OBJDUMP" -p "$d/inkflow.exe" | sed -n 's/^[[:space:]]*DLL Name: //p' | lower | sort -u); do
	if in_list "$dll" "$SYSTEM_DLLS"; then ok "$dll (Windows system DLL)"
	elif in_list "$dll" "$shipped"; then ok "$dll (shipped in the zip)"
	else bad "$dll is neither a Windows system DLL nor in the zip"; fi
done
echo "== DLLs onnxruntime.dll imports"
api=0
for dll in $("$OBJDUMP" -p "$d/onnxruntime.dll" | sed -n 's/^[[:space:]]*DLL Name: //p' | lower | sort -u); do
	case "$dll" in api-ms-win-*) api=$((api + 1)); continue ;; esac
	if in_list "$dll" "$SYSTEM_DLLS"; then ok "$dll (Windows system DLL)"
	elif in_list "$dll" "$shipped"; then ok "$dll (shipped in the zip)"
	elif in_list "$dll" "$VCRT_DLLS"; then
		check "$dll (Visual C++ runtime; the README names the requirement)" grep -qi "$dll" "$d/README.txt"
	else bad "$dll is neither a Windows system DLL, the VC++ runtime, nor in the zip"; fi
done
check "$api api-ms-win-* API-set imports (resolved by the Windows loader)" test "$api" -gt 0
echo "  --   not run: inkflow.exe cannot start here (no Windows); see docs/PACKAGING.md"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
