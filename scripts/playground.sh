#!/usr/bin/env bash
# playground.sh [--test [ARTIFACTS]]: builds the browser playground
# (docs/playground: pluglint.wasm from cmd/pluglint-wasm with GOOS=js
# GOARCH=wasm, and the Go toolchain's own wasm_exec.js beside it) and
# prints the module's size. With --test it also opens the page in headless
# Chromium (scripts/browsercheck), pastes a package with a trust typo into
# its fields, checks that it shows the PL210 finding and the rejected
# verdict, prints the engine's start-up time and keeps a screenshot in
# ARTIFACTS (default .ci-artifacts). Then it holds the playground to the
# CLI through the browser (scripts/playground-parity.sh) on the
# repository's example and a sample of rule fixtures (the first case of
# each rule, and every case with an empty directory or an executable file),
# each dropped as a folder, the example also as loose files and chosen in
# the folder input, and a package past the read bounds. Every request the
# page makes is recorded; any outside its folder fails the run. A
# screenshot after the example's folder was dropped is kept too. Needs
# chromium for --test (Debian's package).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/docs/playground

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
# from a page on disk only with --allow-file-access-from-files
# (scripts/browsercheck passes it).
go -C "$root" build -o "$work/browsercheck" ./scripts/browsercheck
"$work/browsercheck" paste "$out/index.html" "$art/playground.png"
# The request check must catch what it is for: a copy of the page that
# loads an image from elsewhere (nothing resolves it) fails it.
mkdir -p "$work/leaky"
cp "$out/pluglint.wasm" "$out/wasm_exec.js" "$work/leaky/"
sed 's#</body>#<img src="https://leak.invalid/pixel.png" alt=""></body>#' "$out/index.html" >"$work/leaky/index.html"
if "$work/browsercheck" paste "$work/leaky/index.html" "$work/leaky.png" 2>"$work/leaky.log"; then
	echo "FAIL: a page requesting https://leak.invalid/ passed the request check" >&2
	exit 1
fi
grep -q 'the page requested https://leak.invalid/pixel.png' "$work/leaky.log" || { cat "$work/leaky.log" >&2; exit 1; }
echo "ok: a copy of the page that requests https://leak.invalid/pixel.png fails the check"

cat=$work/catalog
mkdir -p "$cat"
cp -r "$root"/testdata/example/* "$cat/"
sample=()
for d in "$root"/testdata/rules/*/; do
	# A glob, not ls | head: under pipefail, ls dies of SIGPIPE when its
	# listing outgrows one write and head has already exited.
	all=("$d"*.txtar)
	sample+=("${all[0]}")
done
while IFS= read -r a; do sample+=("$a"); done < <(grep -l -e '^-- .*@dir --$' -e '^-- .*@exec --$' "$root"/testdata/rules/*/*.txtar)
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
