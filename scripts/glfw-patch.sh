#!/usr/bin/env bash
# Regenerates third_party/go-gl-glfw-ime.patch (InkFlow's IME patch to
# go-gl/glfw, see third_party/go-gl-glfw/README.inkflow.md) from the
# patched tree against the pristine upstream module, and stamps the patch's
# hash into third_party/go-gl-glfw/inkflow_patch.go so that Go's build
# cache, which does not see the C files, recompiles the package.
#
# Usage: scripts/glfw-patch.sh        (after editing the C sources)
#        scripts/glfw-patch.sh check  (exit 1 if patch or stamp is stale)
set -euo pipefail
cd "$(dirname "$0")/.."
upstream=github.com/go-gl/glfw/v3.3/glfw@v0.0.0-20240506104042-037f3cc74f2a
orig=$(GOFLAGS=-mod=mod go mod download -json "$upstream" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')
[ -d "$orig" ] || { echo "glfw-patch: cannot download $upstream" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$orig" "$work/a"
cp -r third_party/go-gl-glfw "$work/b"
rm -f "$work/b/inkflow_patch.go" "$work/b/README.inkflow.md"
( cd "$work" && git diff --no-index --no-prefix a b || true ) > "$work/patch"
id=$(sha256sum "$work/patch" | cut -c1-16)
stamp=third_party/go-gl-glfw/inkflow_patch.go
if [ "${1:-}" = check ]; then
  cmp -s "$work/patch" third_party/go-gl-glfw-ime.patch && grep -q "\"$id\"" "$stamp" && exit 0
  echo "glfw-patch: third_party/go-gl-glfw-ime.patch or its stamp is stale; run scripts/glfw-patch.sh" >&2
  exit 1
fi
cp "$work/patch" third_party/go-gl-glfw-ime.patch
sed -i "s/^const inkflowPatchID = \".*\"/const inkflowPatchID = \"$id\"/" "$stamp"
echo "wrote third_party/go-gl-glfw-ime.patch ($(grep -c '^[-+][^-+]' third_party/go-gl-glfw-ime.patch) changed lines), stamp $id"
