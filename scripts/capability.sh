#!/usr/bin/env bash
# capability.sh [-b BIN] [--corpus DIR]: precision and recall of PL501
# (write-server-ungated) on the labelled benchmark in testdata/capability,
# by set (seen: packages the heuristics were tuned on; heldout, or a
# held-out set built beside it such as heldout23: packages kept out of
# tuning) and by source of evidence.
#
# Each benchmark package is a faithful reduction (manifest and mcp.json)
# of a real public package; labels.tsv gives, per server, whether its
# tools can act ("write") or only read ("read"), where in the package a
# reviewer finds the evidence, and the public page the label was read
# from. Only servers Hermes loads at full trust count.
#
# --corpus DIR adds the packages of DIR (the shared corpus) labelled in
# testdata/capability/corpus-labels.tsv as a third set.
#
# Precision by source counts PL501's findings by the source the finding
# names ("from tool names", "from known server", "from words"; "server
# code" is a finding from tool names that names a tool in the server's
# code); recall by source counts the write-capable servers by where labels.tsv says their
# evidence is.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=""
corpus=""
while [ $# -gt 0 ]; do
	case $1 in
	-b) bin=$(realpath "$2"); shift 2 ;;
	--corpus) corpus=$(realpath "$2"); shift 2 ;;
	*) echo "usage: $0 [-b BIN] [--corpus DIR]" >&2; exit 2 ;;
	esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$bin" ]; then
	(cd "$root" && go build -o "$work/pluglint" ./cmd/pluglint)
	bin="$work/pluglint"
fi

# One JSON report per package directory.
lint() { # dir out
	"$bin" --format json --color never "$1" >"$2" 2>/dev/null || true
}
tail -n +2 "$root/testdata/capability/labels.tsv" | while IFS=$'\t' read -r set pkg _; do
	[ -f "$work/$set.$pkg.json" ] || lint "$root/testdata/capability/$set/$pkg" "$work/$set.$pkg.json"
done
if [ -n "$corpus" ]; then
	tail -n +2 "$root/testdata/capability/corpus-labels.tsv" | while IFS=$'\t' read -r set pkg _; do
		[ -f "$work/$set.$pkg.json" ] || lint "$corpus/$pkg" "$work/$set.$pkg.json"
	done
fi

labels=("$root/testdata/capability/labels.tsv")
[ -n "$corpus" ] && labels+=("$root/testdata/capability/corpus-labels.tsv")
"${PYTHON:-/usr/bin/python3}" - "$work" "${labels[@]}" <<'PY'
import json, re, sys, collections
work, files = sys.argv[1], sys.argv[2:]
rows = []
for f in files:
    lines = open(f, encoding="utf-8").read().splitlines()
    head = lines[0].split("\t")
    for line in lines[1:]:
        if line.strip():
            rows.append(dict(zip(head, line.split("\t"))))
reports = {}
def report(set_, pkg):
    k = (set_, pkg)
    if k not in reports:
        try:
            d = json.load(open(f"{work}/{set_}.{pkg}.json", encoding="utf-8"))
            reports[k] = d["packages"][0]
        except Exception:
            reports[k] = None
    return reports[k]
def unescape(p):
    return p.replace("~1", "/").replace("~0", "~")
sources = ["server code", "tool names", "known server", "words"]
stats = collections.defaultdict(lambda: collections.Counter())
misses = []
for r in rows:
    rep = report(r["set"], r["package"])
    if rep is None:
        misses.append(f'{r["set"]}/{r["package"]}: no report')
        continue
    full = any(s["name"] == r["server"] and s["trust"] == "full" for s in rep.get("servers") or [])
    if not full:
        continue
    fired = None
    for f in rep.get("findings") or []:
        if f["rule"] == "PL501" and unescape(f.get("pointer", "")) == "/mcpServers/" + r["server"]:
            m = re.search(r"from (tool names|known server|words|tool inventory)\)", f["message"])
            fired = m.group(1) if m else "tool inventory"
            if fired == "tool names" and "in the server's code" in f["message"]:
                fired = "server code"
    write = r["label"] == "write"
    for key in (r["set"], "all"):
        s = stats[key]
        s["servers"] += 1
        if write:
            s["write"] += 1
            s["write:" + r["evidence"]] += 1
        if fired and write:
            s["tp"] += 1
            s["tp:" + fired] += 1
            s["found:" + r["evidence"]] += 1
        elif fired:
            s["fp"] += 1
            s["fp:" + fired] += 1
        elif write:
            s["fn"] += 1
    if fired and not write:
        misses.append(f'false alarm  {r["set"]}/{r["package"]} server {r["server"]!r} (from {fired}); label: {r["why"]}')
    if write and not fired:
        misses.append(f'missed       {r["set"]}/{r["package"]} server {r["server"]!r} (evidence in {r["evidence"]}); label: {r["why"]}')
def pct(a, b):
    return f"{a}/{b} = {100*a/b:.0f}%" if b else "-"
named = ("seen", "heldout", "corpus", "all")
order = [k for k in named[:2] if k in stats] + sorted(k for k in stats if k not in named) + [k for k in named[2:] if k in stats]
print(f'{"set":8} {"source":13} {"precision":>16} {"recall":>16}')
for k in order:
    s = stats[k]
    print(f'{k:8} {"(all)":13} {pct(s["tp"], s["tp"]+s["fp"]):>16} {pct(s["tp"], s["write"]):>16}   ({s["servers"]} servers at full trust, {s["write"]} write-capable)')
    for src in sources:
        tp, fp = s["tp:" + src], s["fp:" + src]
        print(f'{"":8} {src:13} {pct(tp, tp+fp):>16} {pct(s["found:" + src], s["write:" + src]):>16}')
for m in misses:
    print(m)
PY
