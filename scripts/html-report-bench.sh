#!/usr/bin/env bash
# html-report-bench.sh [N]: the size of pluglint's HTML report of a
# generated catalog of N packages (default 1000, the benchmarks'
# generator), the time to write it, and the time headless Chromium takes
# to render it. A measurement, not a test: it prints numbers and fails
# only when a step fails. Render time is read inside the page, from
# navigation start until the load event's work and a forced layout are
# done (a probe script added to a copy of the report); the whole
# Chromium run, start-up included, is shown beside it with the same run
# on an empty page. Needs chromium (Debian's package).
set -euo pipefail
n=${1:-1000}
root=$(cd "$(dirname "$0")/.." && pwd)
chromium=${CHROMIUM:-chromium}
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

# The probe runs after the page's own script (it is appended after it)
# and after the load event, then forces layout and writes the time into
# the title, which --dump-dom shows.
sed 's#</body>#<script>addEventListener("load", function () { setTimeout(function () { void document.body.offsetHeight; document.title = "rendered-ms " + Math.round(performance.now()); }, 0); });</script></body>#' \
	report.html >probe.html
echo '<!DOCTYPE html><title>empty</title>' >empty.html
chrome() {
	timeout 300 "$chromium" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
		--no-first-run --no-default-browser-check --virtual-time-budget=30000 --dump-dom "$1" 2>/dev/null
}
best_page=""
best_wall=""
for _ in 1 2 3; do
	start=$(date +%s%N)
	page=$(chrome "file://$work/probe.html" | sed -n 's#.*<title>rendered-ms \([0-9]*\)</title>.*#\1#p')
	wall=$(ms "$start")
	[ -n "$page" ] || { echo "the probe did not report: did the page load?" >&2; exit 1; }
	if [ -z "$best_page" ] || [ "$page" -lt "$best_page" ]; then best_page=$page; fi
	if [ -z "$best_wall" ] || [ "$wall" -lt "$best_wall" ]; then best_wall=$wall; fi
done
start=$(date +%s%N)
chrome "file://$work/empty.html" >/dev/null
empty_wall=$(ms "$start")

echo "packages:                 $rows (of $n generated)"
echo "report size:              $size bytes ($((size / 1024)) KiB)"
echo "pluglint lint+write:      $write_ms ms"
echo "render in page (best/3):  $best_page ms (navigation start to load and layout)"
echo "chromium run (best/3):    $best_wall ms; an empty page: $empty_wall ms"
