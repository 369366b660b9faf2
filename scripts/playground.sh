#!/usr/bin/env bash
# playground.sh [--test [ARTIFACTS]]: builds the browser playground
# (docs/playground: pluglint.wasm from cmd/pluglint-wasm with GOOS=js
# GOARCH=wasm, and the Go toolchain's own wasm_exec.js beside it) and
# prints the module's size. With --test it also opens the page in headless
# Chromium with the trust-typo example preset, checks that the engine
# started and shows the PL210 finding and the rejected verdict, prints the
# engine's start-up time and keeps a screenshot in ARTIFACTS (default
# .ci-artifacts). Then it holds the playground to the CLI through the
# browser (scripts/playground-parity.sh) on the repository's example and
# a sample of rule fixtures (the first case of each rule, and every case
# with an empty directory or an executable file), each dropped as a
# folder, the example also as loose files and chosen in the folder input,
# with every request the page makes recorded; a screenshot of the page
# after the example's folder was dropped is kept beside the other. Needs chromium for --test (Debian's package).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/docs/playground
chromium=${CHROMIUM:-chromium}

start=$(date +%s%N)
GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' -o "$out/pluglint.wasm" "$root/cmd/pluglint-wasm"
build_ms=$((($(date +%s%N) - start) / 1000000))
exec_js=$(go env GOROOT)/lib/wasm/wasm_exec.js
[ -f "$exec_js" ] || exec_js=$(go env GOROOT)/misc/wasm/wasm_exec.js # Go before 1.24
cp "$exec_js" "$out/wasm_exec.js"
size=$(wc -c <"$out/pluglint.wasm")
gz=$(gzip -9c "$out/pluglint.wasm" | wc -c)
echo "pluglint.wasm: $size bytes ($((size / 1024)) KiB), $gz gzipped ($((gz / 1024)) KiB); built in $build_ms ms ($(go version | cut -d' ' -f3))"

[ "${1:-}" = "--test" ] || exit 0
art=$(realpath -m "${2:-$root/.ci-artifacts}")
mkdir -p "$art"
work=$(mktemp -d "${TMPDIR:-/tmp}/pluglint-playground.XXXXXX")
trap 'rm -rf "$work"' EXIT
# The page reads the module with XMLHttpRequest, which Chromium allows
# from a page on disk only with --allow-file-access-from-files; the
# virtual-time budget lets the module load and the engine run before the
# DOM is dumped.
flags=(--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --no-default-browser-check
	--allow-file-access-from-files --virtual-time-budget=20000)
url="file://$out/index.html?example=typo"
start=$(date +%s%N)
timeout 180 "$chromium" "${flags[@]}" --dump-dom "$url" >"$work/dom.html" 2>"$work/chromium.log" || {
	cat "$work/chromium.log" >&2
	exit 1
}
page_ms=$((($(date +%s%N) - start) / 1000000))
echo '<!DOCTYPE html><title>empty</title>' >"$work/empty.html"
start=$(date +%s%N)
timeout 180 "$chromium" "${flags[@]}" --dump-dom "file://$work/empty.html" >/dev/null 2>&1
empty_ms=$((($(date +%s%N) - start) / 1000000))
timeout 180 "$chromium" "${flags[@]}" --hide-scrollbars --window-size=1280,1100 --screenshot="$art/playground.png" "$url" \
	>/dev/null 2>>"$work/chromium.log" || {
	cat "$work/chromium.log" >&2
	exit 1
}
fail=0
check() { # what pattern
	if ! grep -q -- "$2" "$work/dom.html"; then
		echo "FAIL: the playground does not show $1" >&2
		fail=1
	fi
}
check "the engine started" 'data-startup-ms="[0-9]*"'
check "the rejected verdict" '<strong id="verdict" class="rejected">Hermes rejects this package</strong>'
check "the PL210 finding" 'trader/plugin.json:5:24: error: trust value "Untrusted" is not allowed; Hermes rejects the whole package (did you mean "untrusted"?) \[PL210 trust-invalid\]'
if [ "$fail" = 1 ]; then
	sed -n '/<main/,/<\/main>/p' "$work/dom.html" >&2
	exit 1
fi
# The page's own start-up figure is in virtual time here, so the wall
# time of the whole run is shown beside an empty page's instead.
echo "ok: PL210 shown for the trust typo; Chromium run with the playground: $page_ms ms, with an empty page: $empty_ms ms; screenshot $art/playground.png"

cat=$work/catalog
mkdir -p "$cat"
cp -r "$root"/testdata/example/* "$cat/"
sample=()
for d in "$root"/testdata/rules/*/; do
	first=$(ls "$d"*.txtar | head -n 1)
	sample+=("$first")
done
while IFS= read -r a; do sample+=("$a"); done < <(grep -l -e '^-- .*@dir --$' -e '^-- .*@exec --$' "$root"/testdata/rules/*/*.txtar)
go -C "$root" build -o "$work/browsercheck" ./scripts/browsercheck
"$work/browsercheck" unpack "$cat" $(printf '%s\n' "${sample[@]}" | sort -u)
# A package past the read bounds: a SKILL.md over 8 MiB (the engine finds
# it too large, told its size alone), a 9 MiB asset (never read: the
# engine only asks whether it is there) and folders 45 levels deep (the
# walk stops at 40; the CLI never looks there either).
big=$cat/bounds
cp -r "$cat/trader" "$big"
mkdir -p "$big/skills/huge" "$big/assets"
head -c $((9 << 20)) /dev/zero | tr '\0' 'x' >"$big/skills/huge/SKILL.md"
head -c $((9 << 20)) /dev/zero >"$big/assets/big.bin"
mkdir -p "$big/$(printf 'd/%.0s' $(seq 45))"
touch "$big/$(printf 'd/%.0s' $(seq 45))deep.txt"
FILES=trader CHOOSE=trader,bounds SHOT="trader=$art/playground-dropped-folder.png" \
	"$root/scripts/playground-parity.sh" "$cat" | tee "$work/parity.log"
for want in 'same bounds (folder): loads, 1 findings; the page did not read skills/huge/SKILL.md (over 8 MiB), d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/ (more than 40 levels deep)'; do
	grep -qF -- "$want" "$work/parity.log" || { echo "FAIL: the page did not keep to the read bounds: no line $want" >&2; exit 1; }
done
