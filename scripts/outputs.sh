#!/usr/bin/env bash
# outputs.sh BIN OUTDIR [CORPUS]: writes pluglint's output over the
# repository's example, every rule fixture and (when given) a corpus of
# packages, in every report format, to OUTDIR. Run it with the binaries of
# two commits and `diff -r` the two directories: a change that only moves
# code must leave them byte-identical.
set -euo pipefail
bin=$(realpath "$1")
out=$(realpath -m "$2")
corpus=${3:-}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
# A fixed directory: SARIF records where the run started, and two runs
# must print the same bytes.
# Runs on one machine take turns with it.
work=${TMPDIR:-/tmp}/pluglint-outputs
exec 9>"$work.lock"
flock 9
rm -rf "$work"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT

# Each rule fixture is a txtar archive: unpack it as a package directory.
unpack() {
	local archive=$1 dir=$2
	mkdir -p "$dir"
	awk -v dir="$dir" '
		/^-- .* --$/ { name=$0; sub(/^-- /,"",name); sub(/ --$/,"",name); file=(name=="want" ? "" : dir "/" name);
			if (file != "") { n=split(file, parts, "/"); p=parts[1]; for (i=2;i<n;i++) p=p "/" parts[i]; system("mkdir -p \"" p "\""); printf "" > file }
			next }
		file != "" { print >> file }
	' "$archive"
}

run() { # name dir...
	local name=$1; shift
	for f in text json sarif github; do
		(cd "$work" && "$bin" --format "$f" --color never "$@" >"$out/$name.$f" 2>&1; echo "exit $?" >>"$out/$name.$f") || true
	done
}

cp -r "$root/testdata/example" "$work/example"
run example example
for a in "$root"/testdata/rules/*/*.txtar; do
	case_name=$(basename "$(dirname "$a")")_$(basename "$a" .txtar)
	unpack "$a" "$work/fx/$case_name"
	run "fx_$case_name" "fx/$case_name"
done
if [ -n "$corpus" ]; then
	cp -r "$corpus" "$work/corpus"
	for p in "$work"/corpus/*/; do
		run "corpus_$(basename "$p")" "corpus/$(basename "$p")"
	done
	run corpus_all corpus
fi
