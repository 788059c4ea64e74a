#!/usr/bin/env bash
# linux.sh — build dist/inkflow-linux-amd64.tar.xz (run by `make package`).
#
# fyne package -os linux builds the stamped binary and lays out
#   inkflow/Makefile                                    (sudo make install | make user-install)
#   inkflow/usr/local/bin/inkflow
#   inkflow/usr/local/share/applications/<app id>.desktop
#   inkflow/usr/local/share/pixmaps/<app id>.png
# and this script adds what the app needs at run time, at the places the
# runtime lookups try relative to the installed binary:
#   inkflow/usr/local/lib/inkflow/libonnxruntime.so.1            (model/ortlib: <exe>/../lib/inkflow)
#   inkflow/usr/local/share/inkflow/models/inkflow-static-v1/    (model/modelpath: <exe>/../share/inkflow/models)
#   inkflow/usr/local/share/inkflow/fonts/DroidSansFallbackFull.ttf  (app/cjkfont.go: <exe>/../share/inkflow/fonts,
#                                                       used only when the system has no CJK font)
#   inkflow/usr/local/share/doc/inkflow/THIRD-PARTY-NOTICES.txt
# plus the matching lines in the Makefile's install targets.
source "$(dirname "$0")/common.sh"

[ "$(uname -s)" = Linux ] || die "the Linux package is built on Linux (this is $(uname -s))"
need_apt xz-utils jq fonts-droid-fallback
check_model
need_env VERSION COMMIT BUILD_DATE
ortlib=$(fetch_ort linux/amd64)

work="$root/.cache/package/linux-amd64"
src="$work/inkflow"
tree="$work/tree"
stage_source "$src"
rm -f "$src/InkFlow.tar.xz"
fyne_package linux "$src"
[ -f "$src/InkFlow.tar.xz" ] || die "fyne package did not write $src/InkFlow.tar.xz"

rm -rf "$tree"
mkdir -p "$tree"
tar -xJf "$src/InkFlow.tar.xz" -C "$tree"
top="$tree/inkflow"
[ -f "$top/Makefile" ] || die "fyne's tarball has no inkflow/Makefile; did the fyne version change?"
# fyne uses usr/local when the build machine has /usr/local, else usr.
if [ -d "$top/usr/local/bin" ]; then rel=usr/local; else rel=usr; fi
pfx="$top/$rel"
[ -x "$pfx/bin/inkflow" ] || die "fyne's tarball has no $rel/bin/inkflow"

# The stamps must have survived fyne's build.
stamp=$("$pfx/bin/inkflow" version) || die "the packaged binary does not run: $pfx/bin/inkflow version"
for want in "$VERSION" "$COMMIT" "$BUILD_DATE"; do
	case "$stamp" in *"$want"*) ;; *) die "the packaged binary is not stamped with $want: $stamp" ;; esac
done

install -Dm0644 "$ortlib" "$pfx/lib/inkflow/libonnxruntime.so.1"
mkdir -p "$pfx/share/inkflow/models"
cp -R "$MODEL_SRC" "$pfx/share/inkflow/models/$MODEL_NAME"
cp -R "$LATE_MODEL_SRC" "$pfx/share/inkflow/models/$LATE_MODEL_NAME"
chmod -R u=rwX,go=rX "$pfx/share/inkflow"
# A Chinese font for systems without one (Windows and macOS always have
# one): Droid Sans Fallback, 4 MB, from Debian's fonts-droid-fallback.
install -Dm0644 /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf "$pfx/share/inkflow/fonts/DroidSansFallbackFull.ttf"
mkdir -p "$pfx/share/doc/inkflow"
write_notices "$pfx/share/doc/inkflow/THIRD-PARTY-NOTICES.txt"
cat >>"$pfx/share/doc/inkflow/THIRD-PARTY-NOTICES.txt" <<'EOF'

Droid Sans Fallback
  Files:   share/inkflow/fonts/DroidSansFallbackFull.ttf
  Source:  the Debian package fonts-droid-fallback
  License: Apache License 2.0, Copyright (C) 2008 The Android Open Source
           Project (https://www.apache.org/licenses/LICENSE-2.0)
EOF

# Teach fyne's Makefile about the added files. Each install target gets one
# `install -D` line per file (the same form fyne uses); uninstall removes our
# three folders, which hold nothing but what we put there.
ours=(lib/inkflow share/inkflow share/doc/inkflow)
files=()
while IFS= read -r -d '' f; do
	case "$f" in *[[:space:]]* | *'$'*) die "cannot put $f in a Makefile" ;; esac
	files+=("${f#"$pfx"/}")
done < <(cd "$pfx" && find "${ours[@]/#/$pfx/}" -type f -print0 | sort -z)
emit() { # emit install|uninstall DEST-PREFIX
	local f d
	if [ "$1" = install ]; then
		for f in "${files[@]}"; do printf '\tinstall -Dm00644 %s/%s %s/%s\n' "$rel" "$f" "$2" "$f"; done
	else
		for d in "${ours[@]}"; do printf '\t-rm -rf %s/%s\n' "$2" "$d"; done
	fi
}
patched=0
# shellcheck disable=SC2016 # $(DESTDIR) and friends are for make, not bash
while IFS= read -r line; do
	printf '%s\n' "$line"
	case "$line" in
		install:) emit install '$(DESTDIR)$(PREFIX)'; patched=$((patched + 1)) ;;
		uninstall:) emit uninstall '$(DESTDIR)$(PREFIX)'; patched=$((patched + 1)) ;;
		user-install:) emit install '$(DESTDIR)$(HOME)/.local'; patched=$((patched + 1)) ;;
		user-uninstall:) emit uninstall '$(DESTDIR)$(HOME)/.local'; patched=$((patched + 1)) ;;
	esac
done <"$top/Makefile" >"$top/Makefile.new"
[ "$patched" = 4 ] || die "fyne's Makefile no longer has install, uninstall, user-install and user-uninstall targets (patched $patched)"
mv "$top/Makefile.new" "$top/Makefile"

mkdir -p "$DIST"
out="$DIST/inkflow-linux-amd64.tar.xz"
rm -f "$out"
say "compressing $out"
# Sorted, root-owned entries: the archive depends only on its contents.
tar --sort=name --owner=0 --group=0 --numeric-owner -C "$tree" -cf - inkflow | xz -T2 -6 >"$out.tmp"
mv "$out.tmp" "$out"
rm -rf "$tree" "$src"

say "wrote $out ($(du -h "$out" | cut -f1)): $stamp"
tar -tvJf "$out" | awk '{printf "  %10s  %s\n", $3, $6}'
