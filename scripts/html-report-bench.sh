#!/usr/bin/env bash
# html-report-bench.sh [N [RUNS]]: the size of pluglint's HTML report of a
# generated catalog of N packages (default 1000, the benchmarks'
# generator), the time to write it, and the time headless Chromium takes
# to render it, RUNS times (default 5) with the median. A measurement, not
# a test: it prints numbers and fails only when a step fails (or the page
# makes a request). Render time is real time read inside the page
# (scripts/browsercheck render): from navigation start to the first frame
# after the load event, when the table is complete, styled and laid out;
# then a sort by findings and a filter, as a reviewer's first clicks. The
# machine's load is printed beside them: on a shared machine it moves the
# numbers by tens of percent. Needs chromium (Debian's package).
set -euo pipefail
n=${1:-1000}
runs=${2:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/pluglint-html-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

go build -o "$work/pluglint" "$root/cmd/pluglint"
go run "$root/cmd/pluglint/internal/catalog/gencatalog" -n "$n" "$work/catalog"
cd "$work"

ms() { echo $((($(date +%s%N) - $1) / 1000000)); }
start=$(date +%s%N)
./pluglint --format html --fail-on never catalog >report.html
write_ms=$(ms "$start")
size=$(wc -c <report.html)
rows=$(grep -c '<tr class="pkg"' report.html)

echo "packages:            $rows (of $n generated)"
echo "report size:         $size bytes ($((size / 1024)) KiB)"
echo "pluglint lint+write: $write_ms ms"
echo "machine load:       $(uptime | sed 's/.*load average/ load average/')"
go -C "$root" build -o "$work/browsercheck" ./scripts/browsercheck
"$work/browsercheck" render -runs "$runs" report.html
