#!/usr/bin/env bash
# Measure pluglint the way the product targets are stated (README,
# "Performance"): one package as a whole cold process, a 1,000-package
# catalog, peak memory, cost per package as the catalog grows, start-up
# work, and optionally the same packages through skillsaw side by side.
#
# usage: scripts/bench.sh [-n N] [--corpus DIR] [--skillsaw DIR] [--runs R]
#                         [--against BIN] [--each ROUNDS]
#
#   -n N            catalog size (default 1000)
#   --corpus DIR    build the catalog by copying the package directories
#                   directly under DIR in turn, instead of the templates in
#                   cmd/pluglint/internal/catalog/templates
#   --skillsaw DIR  a skillsaw checkout (its src/ is put on PYTHONPATH and
#                   run with $PYTHON, default /usr/bin/python3); without it
#                   the comparison is skipped
#   --runs R        timed runs per measurement (default 20 for one package,
#                   5 for the catalog)
#   --against BIN   also compare this build with BIN, another pluglint, run
#                   by run on the single package and the README example
#                   (scripts/paired: the machine's drift cancels out)
#   --each ROUNDS   with --corpus, also time every package of DIR (and the
#                   README example) on its own, in ROUNDS rounds of R runs,
#                   and list each one's best and median round, slowest last
#
# Uses hyperfine when installed (apt-get install hyperfine), otherwise a
# loop over date +%s%N; peak memory needs GNU time (apt-get install time).
# Times are wall clock on this machine, with whatever else it is running:
# compare numbers taken together, never against numbers from elsewhere.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

n=1000
corpus=
skillsaw=
runs=20
catalog_runs=5
against=
each=0
python=${PYTHON:-/usr/bin/python3}
while (($#)); do
	case $1 in
	-n) n=$2; shift 2 ;;
	--corpus) corpus=$2; shift 2 ;;
	--skillsaw) skillsaw=$2; shift 2 ;;
	--runs) runs=$2; catalog_runs=$2; shift 2 ;;
	--against) against=$2; shift 2 ;;
	--each) each=$2; shift 2 ;;
	-h | --help) sed -n '2,/^set /{/^set /d;s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
	*) echo "bench.sh: unknown argument $1" >&2; exit 2 ;;
	esac
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin=$work/pluglint

echo "== machine"
echo "$(nproc) CPUs, $(uname -sr), $(go version | cut -d' ' -f3-)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"

echo "== build"
go build -trimpath -o "$bin" ./cmd/pluglint
ls -l "$bin" | awk '{printf "pluglint binary: %.1f MB\n", $5/1e6}'
# A binary the linker has just written starts 10-16% slower on Linux than
# a copy of it written with cp, and go install's copy is in between (the
# kernel caches the two files' pages differently; once the cache is
# dropped, all three run alike), and a fresh copy runs faster in its first
# minutes than later. Comparisons stay fair only between binaries written
# the same way at the same moment: bench.sh times a copy of its build,
# and copies BIN for --against right before comparing.
cp "$bin" "$bin.copy" && mv "$bin.copy" "$bin"

echo "== catalog: $n packages"
go build -o "$work/gencatalog" ./cmd/pluglint/internal/catalog/gencatalog
gen=("$work/gencatalog")
if [[ -n $corpus ]]; then
	gen+=(-from "$corpus")
fi
"${gen[@]}" -n "$n" "$work/catalog"
pkgs=("$work"/catalog/*/)
pkgs=("${pkgs[@]%/}")
one=${pkgs[0]}
echo "generated $(find "$work/catalog" -type f | wc -l) files, $(du -sk "$work/catalog" | cut -f1) KB; single package: ${one##*/}"

# time_ms R CMD...: wall time of one run in milliseconds, the median of R
# runs first (the machine may be shared: the median shrugs off outliers).
time_ms() {
	local r=$1
	shift
	if command -v hyperfine >/dev/null; then
		hyperfine -N -i --warmup 3 --runs "$r" --export-json "$work/h.json" -- "$(printf '%q ' "$@")" >/dev/null 2>&1
		"$python" -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print("%.2f ms median (mean %.2f, min %.2f, user %.2f, sys %.2f)" % (r["median"]*1e3, r["mean"]*1e3, r["min"]*1e3, r["user"]*1e3, r["system"]*1e3))' "$work/h.json"
	else
		local start end i
		"$@" >/dev/null 2>&1 || true
		start=$(date +%s%N)
		for ((i = 0; i < r; i++)); do "$@" >/dev/null 2>&1 || true; done
		end=$(date +%s%N)
		awk -v t=$((end - start)) -v r="$r" 'BEGIN { printf "%.2f ms (loop mean)\n", t / r / 1e6 }'
	fi
}

# peak CMD...: peak resident memory of one run.
peak() {
	if [[ -x /usr/bin/time ]]; then
		/usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F': ' '/Maximum resident/ { printf "%.1f MB\n", $2/1024 }'
	else
		echo "(GNU time not installed: apt-get install time)"
	fi
}

echo "== start-up"
echo "pluglint version:           $(time_ms "$runs" "$bin" version)"
GODEBUG=inittrace=1 "$bin" version 2>&1 >/dev/null |
	awk '/^init github.com\/pluglint/ { sub(/^init /, ""); printf "  init %-45s %s ms, %s bytes\n", $1, $4, $7 }'

echo "== one package, whole process, cold"
echo "pluglint ONE:               $(time_ms "$runs" "$bin" --color never "$one")"
echo "pluglint --format json ONE: $(time_ms "$runs" "$bin" --format json "$one")"
echo "pluglint README example:    $(time_ms "$runs" "$bin" --color never testdata/example/trader)"

if [[ -n $against ]]; then
	echo "== against $against, run by run"
	go build -o "$work/paired" ./scripts/paired
	cp "$against" "$work/against"
	cp "$bin" "$bin.copy" && mv "$bin.copy" "$bin"
	"$work/paired" -n "$((runs * 5))" "$work/against" "$bin" -- --color never "$one"
	"$work/paired" -n "$((runs * 5))" "$work/against" "$bin" -- --color never testdata/example/trader
fi

if [[ -n $corpus ]] && ((each > 0)); then
	echo "== each package of $corpus, whole process: $each rounds of $runs runs, the median of each round (ms)"
	# Round by round over all packages, so that a slow minute of the
	# machine touches every package a little rather than one a lot.
	: >"$work/each.tsv"
	for ((r = 0; r < each; r++)); do
		for dir in "$corpus"/*/ testdata/example/trader/; do
			dir=${dir%/}
			# Exit status 2: not a package pluglint lints (a usage error).
			"$bin" "$dir" >/dev/null 2>&1 || (($? != 2)) || continue
			t=$(time_ms "$runs" "$bin" --color never "$dir")
			printf '%s\t%s\n' "${dir##*/}" "${t%% *}" >>"$work/each.tsv"
		done
	done
	"$python" - "$work/each.tsv" <<'PY'
import collections, statistics, sys
times = collections.defaultdict(list)
for line in open(sys.argv[1]):
    name, ms = line.rstrip("\n").split("\t")
    times[name].append(float(ms))
rows = sorted((min(v), statistics.median(v), k) for k, v in times.items())
print("%6s %6s  %s" % ("best", "median", "package"))
for best, med, name in rows:
    print("%6.2f %6.2f  %s" % (best, med, name))
print("under 5 ms: %d of %d by their best round, %d of %d by their median round"
      % (sum(b < 5 for b, _, _ in rows), len(rows), sum(m < 5 for _, m, _ in rows), len(rows)))
PY
fi

echo "== catalog"
echo "pluglint CATALOG:           $(time_ms "$catalog_runs" "$bin" --color never "$work/catalog")"
echo "pluglint --format json:     $(time_ms "$catalog_runs" "$bin" --format json "$work/catalog")"
echo "peak memory (catalog):      $(peak "$bin" --color never "$work/catalog")"
echo "peak memory (one package):  $(peak "$bin" --color never "$one")"

echo "== cost per package as the catalog grows"
# Each size is a catalog of its own, linted as a directory as above (a
# copied package without any manifest is skipped by discovery, but named
# on the command line it would be a usage error).
for k in $((n / 4)) $((n / 2)) "$n"; do
	dir=$work/catalog
	if ((k != n)); then
		dir=$work/catalog-$k
		"${gen[@]}" -n "$k" "$dir" >/dev/null
	fi
	t=$(time_ms "$catalog_runs" "$bin" --color never "$dir")
	awk -v k="$k" -v t="${t%% *}" 'BEGIN { printf "%5d packages: %8.1f ms  %6.3f ms/package\n", k, t, t / k }'
done

if [[ -z $skillsaw ]]; then
	echo "== skillsaw: skipped (pass --skillsaw DIR, a skillsaw checkout)"
	exit 0
fi
echo "== skillsaw side by side ($skillsaw)"
ss=(env PYTHONPATH="$skillsaw/src" "$python" -m skillsaw lint --no-progress --no-color --format json)
"${ss[@]}" --version >/dev/null 2>&1 || true
echo "skillsaw $(env PYTHONPATH="$skillsaw/src" "$python" -m skillsaw --version 2>&1 | tail -1)"
ss_one=$(time_ms 5 "${ss[@]}" "$one")
pl_one=$(time_ms "$runs" "$bin" --format json "$one")
echo "one package: skillsaw $ss_one"
echo "             pluglint $pl_one"
ss_cat=$(time_ms 1 "${ss[@]}" "${pkgs[@]}")
pl_cat=$(time_ms "$catalog_runs" "$bin" --format json "$work/catalog")
echo "catalog:     skillsaw $ss_cat"
echo "             pluglint $pl_cat"
echo "peak memory: skillsaw $(peak "${ss[@]}" "${pkgs[@]}")"
awk -v a="${ss_one%% *}" -v b="${pl_one%% *}" -v c="${ss_cat%% *}" -v d="${pl_cat%% *}" \
	'BEGIN { printf "pluglint is %.0fx faster on one package, %.0fx faster on the catalog\n", a / b, c / d }'
