#!/usr/bin/env bash
# playground-parity.sh DIR: the playground against the CLI, through a real
# browser, on every package in DIR (a catalog: the corpus, or rule
# fixtures unpacked with `go run ./scripts/browsercheck unpack`): each
# subdirectory the CLI takes as a package. It runs `pluglint --format json`
# on them in DIR, then builds the playground, opens it
# in headless Chromium and drops each package folder on it as a person
# would (scripts/browsercheck: Input.dispatchDragEvent with the folder's
# path, walked by the page through webkitGetAsEntry), and compares the
# JSON report the page shows with the CLI's: verdict, servers, skills,
# findings with positions, messages and fingerprints. FILES=all (or a
# comma-separated list of package names) drops the folders' top-level
# entries too, as a selection; CHOOSE=all (or names) also picks the folders
# in the page's folder input; SHOT=NAME=FILE.png keeps a screenshot of the
# page after package NAME was dropped. Every request the page makes
# is recorded; any outside its own folder fails the run. Needs chromium.
set -euo pipefail
[ $# = 1 ] || { echo "usage: $0 DIR" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$(realpath "$1")
work=$(mktemp -d "${TMPDIR:-/tmp}/pluglint-parity.XXXXXX")
trap 'rm -rf "$work"' EXIT

"$root/scripts/playground.sh"
go -C "$root" build -o "$work/pluglint" ./cmd/pluglint
go -C "$root" build -o "$work/browsercheck" ./scripts/browsercheck
# A subdirectory the CLI refuses (no package in it) is left out; one it
# takes without a plugin.json (a misplaced manifest) stays in.
pkgs=()
cd "$dir"
for d in */; do
	if "$work/pluglint" --format json --fail-on never "${d%/}" >/dev/null 2>&1; then
		pkgs+=("${d%/}")
	else
		echo "not a package for the CLI, left out: ${d%/}"
	fi
done
"$work/pluglint" --format json --fail-on never "${pkgs[@]}" >"$work/cli.json"
"$work/browsercheck" playground -files "${FILES:-}" -choose "${CHOOSE:-}" -shot "${SHOT:-}" \
	"$root/docs/playground/index.html" "$work/cli.json" "$dir"
