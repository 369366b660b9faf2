#!/usr/bin/env bash
# html-report-test.sh [ARTIFACTS]: renders pluglint's HTML report of the
# repository's example and every rule fixture (one catalog of ~400
# packages) in headless Chromium and checks, in the DOM after the page's
# script ran, that every package the JSON report lists is in the table,
# that the script took charge (its status line), that a filter preset
# by the URL fragment hides exactly the packages it should, and that the
# page requests nothing but itself. Screenshots of
# the whole and the filtered page go to ARTIFACTS (default .ci-artifacts)
# for a person to look at. Needs chromium and python3 (Debian packages).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
art=$(realpath -m "${1:-$root/.ci-artifacts}")
mkdir -p "$art"
chromium=${CHROMIUM:-chromium}
work=$(mktemp -d "${TMPDIR:-/tmp}/pluglint-html.XXXXXX")
trap 'rm -rf "$work"' EXIT

go build -o "$work/pluglint" "$root/cmd/pluglint"

# Each rule fixture is a txtar archive: unpack it as a package directory
# (names climbing out of it are skipped; the fixtures have none).
unpack() {
	local archive=$1 dir=$2
	mkdir -p "$dir"
	awk -v dir="$dir" '
		/^-- .* --$/ { name=$0; sub(/^-- /,"",name); sub(/ --$/,"",name);
			file=(name=="want" || name ~ /(^|\/)\.\.(\/|$)/ || name ~ /^\// ? "" : dir "/" name);
			if (file != "") { n=split(file, parts, "/"); p=parts[1]; for (i=2;i<n;i++) p=p "/" parts[i]; system("mkdir -p \"" p "\""); printf "" > file }
			next }
		file != "" { print >> file }
	' "$archive"
}
mkdir -p "$work/catalog"
cp -r "$root/testdata/example/trader" "$work/catalog/example-trader"
for a in "$root"/testdata/rules/*/*.txtar; do
	unpack "$a" "$work/catalog/$(basename "$(dirname "$a")")_$(basename "$a" .txtar)"
done

cd "$work"
./pluglint --format html --fail-on never --output json=report.json catalog >report.html
echo "report: $(wc -c <report.html) bytes"

# --dump-dom prints the DOM once the page has loaded, so after its script.
render() { # URL OUT
	timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
		--no-first-run --no-default-browser-check --dump-dom "$1" >"$2" 2>"$work/chromium.log" || {
		cat "$work/chromium.log" >&2
		echo "chromium failed on $1" >&2
		exit 1
	}
}
shot() { # URL FILE
	timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
		--no-first-run --no-default-browser-check --hide-scrollbars --window-size=1280,2400 \
		--screenshot="$2" "$1" >/dev/null 2>"$work/chromium.log" || {
		cat "$work/chromium.log" >&2
		echo "chromium failed to screenshot $1" >&2
		exit 1
	}
	test -s "$2"
}

url="file://$work/report.html"
start=$(date +%s%N)
render "$url" all.html
echo "dump-dom of the whole report: $((($(date +%s%N) - start) / 1000000)) ms (Chromium start-up included)"
render "$url#verdict=rejected&rule=PL210" filtered.html
shot "$url" "$art/html-report.png"
shot "$url#write=ungated-write" "$art/html-report-ungated-write.png"

python3 - report.json all.html filtered.html <<'EOF'
import json, sys
from html.parser import HTMLParser

class Rows(HTMLParser):
    """Collects the package rows and the status line of a dumped DOM."""
    def __init__(self):
        super().__init__()
        self.rows, self.status, self._in_status = [], None, False
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "tr" and a.get("class") == "pkg":
            self.rows.append((a["data-name"], a["data-verdict"], a["data-rules"].split(), "hidden" in a))
        if a.get("id") == "shown":
            self._in_status, self.status = True, ""
    def handle_endtag(self, tag):
        if tag == "p":
            self._in_status = False
    def handle_data(self, data):
        if self._in_status:
            self.status += data

def parse(path):
    p = Rows()
    with open(path, encoding="utf-8") as f:
        p.feed(f.read())
    return p

doc = json.load(open(sys.argv[1], encoding="utf-8"))
paths = [p["path"] for p in doc["packages"]]
fail = []
if len(paths) < 300:
    fail.append(f"only {len(paths)} packages found in the fixtures")

whole = parse(sys.argv[2])
names = [r[0] for r in whole.rows]
if sorted(names) != sorted(paths):
    missing = sorted(set(paths) - set(names))
    extra = sorted(set(names) - set(paths))
    fail.append(f"rows differ from the JSON report: missing {missing[:5]}, extra {extra[:5]}")
if any(r[3] for r in whole.rows):
    fail.append("rows hidden without a filter")
want = f"{len(paths)} of {len(paths)} packages shown"
if whole.status != want:
    fail.append(f"status {whole.status!r}, want {want!r} (did the script run?)")

filtered = parse(sys.argv[3])
expect = sorted(p["path"] for p in doc["packages"]
                if p["verdict"] == "rejected" and any(f["rule"] == "PL210" for f in p["findings"]))
shown = sorted(r[0] for r in filtered.rows if not r[3])
if not expect:
    fail.append("no rejected package with PL210: the filter check proves nothing")
if shown != expect:
    fail.append(f"filter verdict=rejected&rule=PL210 shows {len(shown)} packages, want {len(expect)}: "
                f"extra {sorted(set(shown) - set(expect))[:5]}, missing {sorted(set(expect) - set(shown))[:5]}")
want = f"{len(expect)} of {len(paths)} packages shown"
if filtered.status != want:
    fail.append(f"filtered status {filtered.status!r}, want {want!r}")

for f in fail:
    print("FAIL:", f, file=sys.stderr)
if fail:
    sys.exit(1)
print(f"ok: {len(paths)} packages in the DOM; the PL210 filter shows the {len(expect)} rejected for it")
EOF
# The page promises it loads nothing: open it once more with every
# request recorded (scripts/browsercheck), which fails on any but itself.
go -C "$root" build -o "$work/browsercheck" ./scripts/browsercheck
"$work/browsercheck" render -runs 1 report.html | sed -n 's/^run 1: /no request but the page itself; /p'
echo "screenshots: $art/html-report.png $art/html-report-ungated-write.png"
