#!/usr/bin/env bash
# playground-parity.sh DIR: the playground against the CLI, through a real
# browser, on every package in DIR (a catalog: the corpus, or rule
# fixtures unpacked with `go run ./scripts/browsercheck unpack`). It runs
# `pluglint --format json .` in DIR, then builds the playground, opens it
# in headless Chromium and drops each package folder on it as a person
# would (scripts/browsercheck: Input.dispatchDragEvent with the folder's
# path, walked by the page through webkitGetAsEntry), and compares the
# JSON report the page shows with the CLI's: verdict, servers, skills,
# findings with positions, messages and fingerprints. With FILES=1 each
# folder's top-level entries are dropped too. Every request the page makes
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
(cd "$dir" && "$work/pluglint" --format json --fail-on never .) >"$work/cli.json"
"$work/browsercheck" playground ${FILES:+-files} "$root/docs/playground/index.html" "$work/cli.json" "$dir"
