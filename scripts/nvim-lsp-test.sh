#!/usr/bin/env bash
# Checks `pluglint lsp` with a real editor: headless Neovim's built-in LSP
# client opens a package whose plugin.json says "trust": "Untrusted" and
# scripts/nvim-lsp-test.lua checks the PL210 diagnostic, its code action
# and its clearing. Fails loudly: any failure exits non-zero with the
# reason and Neovim's LSP log.
#
# usage: scripts/nvim-lsp-test.sh [PLUGLINT_BINARY]
# (without one, pluglint is built from this checkout)
set -euo pipefail
cd "$(dirname "$0")/.."

command -v nvim >/dev/null || { echo "nvim-lsp-test: FAIL: nvim is not installed (apt-get install neovim)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

bin=${1:-}
if [ -z "$bin" ]; then
	bin=$work/pluglint
	go build -o "$bin" ./cmd/pluglint
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")

pkg=$work/ws/trader
mkdir -p "$pkg"
cat >"$pkg/plugin.json" <<'JSON'
{
  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",
  "name": "trader",
  "description": "📈 trades", "extensions": {"com.nousresearch.hermes": {"servers": {"trade": {"trust": "Untrusted"}}}}
}
JSON
cat >"$pkg/mcp.json" <<'JSON'
{
  "$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
  "mcpServers": {"trade": {"type": "stdio", "command": "trade-mcp"}}
}
JSON

export PLUGLINT=$bin PKG=$pkg XDG_STATE_HOME=$work/state XDG_CACHE_HOME=$work/cache XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data
status=0
timeout 60 nvim --headless --clean -u NONE -n -c "luafile scripts/nvim-lsp-test.lua" </dev/null || status=$?
if [ "$status" -ne 0 ]; then
	echo "nvim-lsp-test: FAIL: nvim exited with status $status" >&2
	for log in "$work"/state/nvim/lsp.log "$work"/cache/nvim/lsp.log; do
		[ -f "$log" ] && { echo "--- $log" >&2; tail -n 50 "$log" >&2; }
	done
	exit 1
fi
