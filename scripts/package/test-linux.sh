#!/usr/bin/env bash
# test-linux.sh — install the Linux package into a temporary prefix and run it
# the way a user would (run by `make package-test`).
#
# Usage: scripts/package/test-linux.sh dist/inkflow-linux-amd64.tar.xz
#
# The installed binary runs from a working directory outside the source tree,
# with a clean environment (no LD_LIBRARY_PATH, no INKFLOW_*, HOME in the temp
# folder), so every file it uses must come from the package. The script checks
# that no go.mod sits above the temp folder: the developer-cache lookups walk
# up from the working directory and the executable to one, and would
# otherwise find the checkout's copies of the library and the model.
#
# Set EXPECT_VERSION / EXPECT_COMMIT (the Makefile does) to check the stamps.
source "$(dirname "$0")/common.sh"

[ $# -eq 1 ] || die "usage: $0 PACKAGE.tar.xz"
pkg=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
[ -f "$pkg" ] || die "$pkg not found (run make package first)"
need_apt jq xz-utils make

t=$(mktemp -d "${TMPDIR:-/tmp}/inkflow-pkgtest.XXXXXX")
trap 'rm -rf "$t"' EXIT
case "$t/" in "$root"/*) die "temp folder $t is inside the source tree $root; set TMPDIR elsewhere" ;; esac
up=$t
while :; do
	[ ! -e "$up/go.mod" ] || die "$up/go.mod exists above the test folder: the developer-cache lookups would find a checkout there"
	[ "$up" != / ] || break
	up=$(dirname "$up")
done

passed=0
failed=0
ok() { echo "  ok   $*"; passed=$((passed + 1)); }
bad() { echo "  FAIL $*"; failed=$((failed + 1)); }
check() { # check DESCRIPTION COMMAND...
	local what=$1
	shift
	if "$@"; then ok "$what"; else bad "$what"; fi
}

say "installing $(basename "$pkg") into $t/root"
mkdir -p "$t/extract" "$t/root" "$t/home" "$t/work" "$t/stash"
tar -xJf "$pkg" -C "$t/extract"
make -s -C "$t/extract/inkflow" install DESTDIR="$t/root" PREFIX=/usr/local >/dev/null
prefix="$t/root/usr/local"
bin="$prefix/bin/inkflow"
lib="$prefix/lib/inkflow/libonnxruntime.so.1"
model="$prefix/share/inkflow/models/$MODEL_NAME"
data="$t/data"
check "installed: binary, library, model, desktop file, icon" \
	test -x "$bin" -a -f "$lib" -a -f "$model/manifest.json" \
	-a -n "$(ls "$prefix"/share/applications/*.desktop 2>/dev/null)" -a -n "$(ls "$prefix"/share/pixmaps/*.png 2>/dev/null)"

# run BIN ARGS… runs an inkflow binary the way a user's shell would, but with
# nothing from this environment: rc in $rc, stdout in $out, stderr in $err.
run() {
	local b=$1
	shift
	set +e
	(cd "$t/work" && env -i PATH=/usr/bin:/bin HOME="$t/home" LANG=en_US.UTF-8 "$b" "$@") >"$t/out" 2>"$t/err"
	rc=$?
	set -e
	out=$(cat "$t/out")
	err=$(cat "$t/err")
}

echo "== inkflow version"
run "$bin" version
echo "$out"
check "version exits 0" test "$rc" = 0
unstamped() { ! grep -Eq "inkflow dev|commit unknown|built unknown" <<<"$out"; }
check "version is stamped (no dev/unknown)" unstamped
[ -z "${EXPECT_VERSION:-}" ] || check "version is $EXPECT_VERSION" grep -q "inkflow $EXPECT_VERSION " <<<"$out"
[ -z "${EXPECT_COMMIT:-}" ] || check "commit is $EXPECT_COMMIT" grep -q "commit $EXPECT_COMMIT," <<<"$out"

# doctor_ok BIN LABEL: the full doctor run against the files BIN was installed with.
doctor_ok() {
	local b=$1 label=$2 p
	p=$(dirname "$(dirname "$b")")
	run "$b" --data "$data" doctor --json
	echo "$out" | jq -c '{ok, version, onnxruntime: {version: .onnxruntime.version, path: .onnxruntime.path}, model: {id: .model.id, dims: .model.dims, sha256: .model.sha256, sha256_verified: .model.sha256_verified, dir: .model.dir, test_embedding_ms: .model.test_embedding_ms}}'
	check "$label: doctor exits 0" test "$rc" = 0
	check "$label: doctor ok" test "$(jq -r .ok <<<"$out")" = true
	check "$label: ONNX Runtime 1.30.0" test "$(jq -r .onnxruntime.version <<<"$out")" = "$ORT_VERSION"
	check "$label: library from the package" test "$(jq -r .onnxruntime.path <<<"$out")" = "$p/lib/inkflow/libonnxruntime.so.1"
	check "$label: model from the package" test "$(jq -r .model.dir <<<"$out")" = "$p/share/inkflow/models/$MODEL_NAME"
	check "$label: model sha256 verified" test "$(jq -r .model.sha256_verified <<<"$out")" = true
}

echo "== doctor (installed with the package's Makefile)"
doctor_ok "$bin" installed

echo "== doctor (run in place from the unpacked tarball)"
doctor_ok "$t/extract/inkflow/usr/local/bin/inkflow" unpacked

echo "== import a generated three-chapter novel"
novel="$t/work/novel.txt"
cat >"$novel" <<'EOF'
第一章 灯塔

海岬尽头有一座白色的灯塔，守塔人老周在那里住了三十年。每天黄昏，他沿着螺旋楼梯爬上塔顶，擦亮镜片，点燃灯火。

那一年冬天风浪特别大。一艘运茶的小船在雾里迷失了方向，船长只能望着远处那一点微弱的光，慢慢把船靠向岸边。

老周整夜没有合眼。他知道，只要灯不灭，海上的人就还有回家的路。

第二章 茶商

船长姓林，是从南方来的茶商。他把一箱受潮的茶叶搬进灯塔，在炉边一片一片摊开烘干，屋里满是焙火的香气。

林船长说，好茶要经得起等待，就像出海的人要经得起风浪。老周笑了，给他倒了一碗热汤，两个人聊到天亮。

第三章 春天

第二年春天，林船长又来了。这一次他带来了新茶，还带来一只小猫，说灯塔太冷清，该有个伴。

小猫总喜欢趴在窗台上看海鸥。老周每天记录天气、潮水和过往的船只，日志的最后一页写着：灯还亮着，茶还热着。
EOF
run "$bin" --data "$data" import --project pkgtest "$novel"
echo "$out$err" | tail -3
check "import exits 0" test "$rc" = 0

run "$bin" --data "$data" help
if grep -qE '^[[:space:]]+search[[:space:]]' <<<"$out$err"; then
	echo "== search --json 灯塔的守夜人"
	run "$bin" --data "$data" search --project pkgtest --json 灯塔的守夜人
	echo "$out" | jq -c '{query, took_ms, fallback, results: [.results[] | {rank, score, chapter_index, match_start, match_end, text: .text[0:30]}]}'
	check "search exits 0" test "$rc" = 0
	check "search returns results" test "$(jq '.results | length' <<<"$out")" -gt 0
	check "every result is in chapters 1-3 with its match inside the text" \
		test "$(jq '[.results[] | select(.chapter_index >= 1 and .chapter_index <= 3 and .match_start >= 0 and .match_end > .match_start and .match_end <= (.text | length))] | length' <<<"$out")" = \
		"$(jq '.results | length' <<<"$out")"
else
	echo "   (this build has no search command; checking stats only)"
fi
echo "== stats --json"
run "$bin" --data "$data" stats --json
echo "$out" | jq -c '{counts: (.counts // .), model: .model}' 2>/dev/null | cut -c1-400
check "stats exits 0" test "$rc" = 0
children=$(jq '[.. | objects | select(has("children") and has("vectors"))][0].children // 0' <<<"$out")
vectors=$(jq '[.. | objects | select(has("children") and has("vectors"))][0].vectors // -1' <<<"$out")
chapters=$(jq '[.. | objects | select(has("chapters"))][0].chapters // 0' <<<"$out")
check "the three chapters were detected ($chapters)" test "$chapters" = 3
check "vectors ($vectors) == children ($children) > 0" test "$children" -gt 0 -a "$vectors" = "$children"

# doctor_fails WHAT PATH: with one file missing, doctor must fail, and both
# the JSON and the text report must name the installed path it looked at.
doctor_fails() {
	local what=$1 path=$2
	run "$bin" --data "$data" doctor --json
	check "no $what: doctor --json exits non-zero ($rc)" test "$rc" != 0
	check "no $what: doctor --json says ok=false" test "$(jq -r .ok <<<"$out")" = false
	check "no $what: the failed check names $path" \
		test -n "$(jq -r --arg p "$path" '.checks[] | select(.ok == false and (.detail | contains($p))) | .name' <<<"$out")"
	run "$bin" --data "$data" doctor
	# Shown indented: a line starting with FAIL would read as a failed test
	# in CI logs, and these failures are the expected ones.
	echo "$out" | grep -E '^FAIL' | cut -c1-300 | sed 's/^/    doctor says: /'
	check "no $what: text report names $path" grep -qF "$path" <<<"$out"
	check "no $what: one error line on stderr" test "$(wc -l <<<"$err")" = 1 -a -n "$err"
}

echo "== doctor without the library"
mv "$lib" "$t/stash/"
doctor_fails library "$lib"
mv "$t/stash/$(basename "$lib")" "$lib"

echo "== doctor without the model"
mv "$model" "$t/stash/"
doctor_fails model "$model"
mv "$t/stash/$MODEL_NAME" "$model"

echo "== doctor with both restored"
doctor_ok "$bin" restored

echo "== uninstall"
make -s -C "$t/extract/inkflow" uninstall DESTDIR="$t/root" PREFIX=/usr/local >/dev/null 2>&1 || true
left=$(find "$t/root" -type f | sed "s|^$t/root||")
check "make uninstall removes every installed file" test -z "$left"
[ -z "$left" ] || while IFS= read -r f; do echo "     left: $f"; done <<<"$left"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
