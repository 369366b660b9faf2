#!/usr/bin/env bash
# The pre-commit hook's entry (.pre-commit-hooks.yaml): build pluglint, and
# only pluglint, from the hook's checkout the first time, then run it with
# the hook's arguments in the repository being committed to. The binary is
# kept in the checkout (one per hook revision, which pre-commit clones
# anew), so later commits start it at once. It needs Go on PATH.
# PLUGLINT_HOOK_BIN names another place for the binary (tests use it).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=${PLUGLINT_HOOK_BIN:-$here/.pre-commit-bin/pluglint}
if [[ ! -x $bin ]]; then
	if ! command -v go >/dev/null; then
		echo "pluglint: the pre-commit hook builds pluglint with Go, and there is no go on PATH (install Go 1.26 or later)" >&2
		exit 3
	fi
	mkdir -p "$(dirname "$bin")"
	(cd "$here" && CGO_ENABLED=0 go build -trimpath -o "$bin.tmp" ./cmd/pluglint)
	mv "$bin.tmp" "$bin"
fi
exec "$bin" "$@"
