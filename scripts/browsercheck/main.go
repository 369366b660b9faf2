// Command browsercheck drives headless Chromium over the DevTools protocol
// to check pluglint's pages in a real browser. Used by
// scripts/playground.sh, scripts/playground-parity.sh and
// scripts/html-report-bench.sh.
//
//	browsercheck playground [-files PATHS|all] PAGE CLI.json DIR
//
// opens the playground (PAGE, its index.html on disk), drops each package
// of CLI.json (its paths are relative to DIR: run `pluglint --format json .`
// in DIR) on it the way a person drags one from a file manager
// (Input.dispatchDragEvent with the folder's path: Chromium builds the
// DataTransfer, its items and their FileSystemDirectoryEntry itself), reads
// the JSON report the page shows and compares its package with the one
// `pluglint --format json` wrote in CLI.json: the same verdict, servers,
// skills, findings, positions and messages. With -files the folders'
// top-level entries are dropped too, as a selection of files and folders;
// with -choose, the folders are also chosen in the page's folder input
// (DOM.setFileInputFiles), which lists files only: an empty folder is
// seen only when dropped.
// Every request the page or its workers make is recorded, and anything
// but the page's own files fails the run; a request the checker makes
// itself at the end proves the recorder sees requests.
//
//	browsercheck render [-runs N] REPORT.html
//
// opens an HTML report N times, each in a fresh tab, and prints the time
// from navigation start to the first frame after the load event (the
// report's table is complete and laid out by then), then the time a sort
// by findings and a filter to the rejected packages take, with medians.
// It fails if the page requests anything but itself.
//
//	browsercheck paste PAGE SHOT.png
//
// opens the playground, types a package with a trust typo into its
// fields (Input.insertText, as a paste arrives), checks that it shows the
// rejected verdict and the PL210 finding with its position, prints the
// engine's start-up time as the page measured it, keeps a screenshot, and
// fails on any request outside the page's folder.
//
//	browsercheck unpack DEST ARCHIVE.txtar...
//
// writes rule fixtures as package folders, for the playground check.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/pluglint/pluglint/rules/rulestest"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "playground":
		err = playground(os.Args[2:])
	case "render":
		err = render(os.Args[2:])
	case "unpack":
		err = unpack(os.Args[2:])
	case "paste":
		err = paste(os.Args[2:])
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "browsercheck:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: browsercheck playground [-files PATHS|all] PAGE CLI.json DIR\n       browsercheck render [-runs N] REPORT.html\n       browsercheck paste PAGE SHOT.png\n       browsercheck unpack DEST ARCHIVE.txtar...")
	os.Exit(2)
}

func chromium() string {
	if c := os.Getenv("CHROMIUM"); c != "" {
		return c
	}
	return "chromium"
}

func fileURL(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String(), nil
}

// selfCheckURL is requested by the checker, not the page, to prove the
// recorder sees requests; nothing resolves it (--host-resolver-rules).
const selfCheckURL = "https://recorder-self-check.invalid/"

// engineReady holds once the playground's engine has started: the page
// then records how long that took.
const engineReady = `document.getElementById("status").dataset.startupMs !== undefined`

// openPlayground starts Chromium, opens the playground page with every
// request recorded and waits for its engine; it returns how long that took
// from navigation. The caller closes the browser.
func openPlayground(pageURL string) (*browser, *page, *netRecorder, time.Duration, error) {
	b, err := startBrowser(chromium(), "--allow-file-access-from-files", "--window-size=1280,1100")
	if err != nil {
		return nil, nil, nil, 0, err
	}
	net := &netRecorder{}
	p, err := b.newPage(net)
	if err != nil {
		b.close()
		return nil, nil, nil, 0, err
	}
	start := time.Now()
	if err := p.navigate(pageURL, engineReady, 60*time.Second); err != nil {
		var status string
		_ = p.eval(`document.getElementById("status").textContent`, &status)
		err = fmt.Errorf("the engine did not start (status %q): %w\n%s", status, err, b.chromiumLog())
		b.close()
		return nil, nil, nil, 0, err
	}
	return b, p, net, time.Since(start), nil
}

// requestsOutside returns the folder of the page, how many requests the
// page made and those outside that folder. The recorder must see a request
// for its silence to mean anything, so it first makes one of its own.
func requestsOutside(p *page, net *netRecorder, pageURL string) (dirURL string, n int, outside []string, err error) {
	if err := p.eval(`fetch(`+jsString(selfCheckURL)+`).then(function () { return 0; }, function () { return 0; })`, nil); err != nil {
		return "", 0, nil, err
	}
	time.Sleep(200 * time.Millisecond)
	dirURL = pageURL[:strings.LastIndex(pageURL, "/")+1]
	seen := false
	for _, u := range net.all() {
		switch {
		case u == selfCheckURL:
			seen = true
			continue
		case !strings.HasPrefix(u, dirURL):
			outside = append(outside, u)
		}
		n++
	}
	if !seen {
		return "", 0, nil, errors.New("the network recorder did not see the checker's own request: its silence proves nothing")
	}
	return dirURL, n, outside, nil
}

func playground(args []string) error {
	fl := flag.NewFlagSet("playground", flag.ExitOnError)
	shot := fl.String("shot", "", "keep a screenshot of the page after package `NAME=FILE.png` was dropped as a folder")
	chosen := fl.String("choose", "", "also choose these packages' folders in the page's folder input: `PATHS`, comma-separated, or all")
	alsoFiles := fl.String("files", "", "also drop the top-level entries of these packages' folders as a selection: `PATHS`, comma-separated, or all")
	_ = fl.Parse(args)
	if fl.NArg() != 3 {
		usage()
	}
	pageURL, err := fileURL(fl.Arg(0))
	if err != nil {
		return err
	}
	cli, order, err := cliPackages(fl.Arg(1))
	if err != nil {
		return err
	}
	b, p, net, took, err := openPlayground(pageURL)
	if err != nil {
		return err
	}
	defer b.close()
	fmt.Printf("engine ready %d ms after navigation\n", took.Milliseconds())

	var diffs []string
	compared := 0
	for _, name := range order {
		want := cli[name]
		abs, err := filepath.Abs(filepath.Join(fl.Arg(2), filepath.FromSlash(name)))
		if err != nil {
			return err
		}
		drops := []drop{{paths: []string{abs}}}
		if *alsoFiles == "all" || slices.Contains(strings.Split(*alsoFiles, ","), name) {
			ents, err := os.ReadDir(abs)
			if err != nil {
				return err
			}
			var top []string
			for _, e := range ents {
				top = append(top, filepath.Join(abs, e.Name()))
			}
			drops = append(drops, drop{paths: top, how: "its files"})
		}
		if *chosen == "all" || slices.Contains(strings.Split(*chosen, ","), name) {
			drops = append(drops, drop{paths: []string{abs}, how: "chosen", input: true})
		}
		for _, d := range drops {
			// A fresh page for every drop: Chromium's drag emulation
			// (Input.dispatchDragEvent) delivers only the first drop to a
			// document; it also shows that no state carries over. The
			// old document is marked so that the wait sees the new one.
			if err := p.eval(`window.__replaced = true`, nil); err != nil {
				return err
			}
			if err := p.navigate(pageURL, "!window.__replaced && "+engineReady, 60*time.Second); err != nil {
				return err
			}
			if d.how == "its files" {
				// Files dropped without their folder leave the package
				// directory's name to the person, who types it.
				if err := p.eval(`document.getElementById("dir").value = `+jsString(filepath.Base(abs)), nil); err != nil {
					return err
				}
			}
			got, shown, err := dropAndRead(p, d)
			if err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			how := d.how
			if how == "" {
				how = "folder"
			}
			compared++
			want, expected := withoutExpected(want)
			for _, e := range expected {
				fmt.Printf("expected difference in %s: %s\n", name, e)
			}
			if d := comparePackage(want, got); d != "" {
				diffs = append(diffs, fmt.Sprintf("%s (dropped %s; page read %s):\n%s", name, how, shown, d))
				fmt.Printf("DIFF %s (%s)\n", name, how)
				continue
			}
			if shotName, file, ok := strings.Cut(*shot, "="); ok && shotName == name && d.how == "" {
				if err := p.screenshot(file); err != nil {
					return err
				}
			}
			left := ""
			if _, l, ok := strings.Cut(shown, "; not read: "); ok {
				left = "; the page did not read " + l
			}
			fmt.Printf("same %s (%s): %s%s\n", name, how, summary(want), left)
		}
	}

	dirURL, n, outside, err := requestsOutside(p, net, pageURL)
	if err != nil {
		return err
	}
	fmt.Printf("network: %d requests, all under %s\n", n, dirURL)
	if len(outside) > 0 {
		diffs = append(diffs, "the page made requests outside its own folder:\n  "+strings.Join(outside, "\n  "))
	}
	if len(diffs) > 0 {
		return fmt.Errorf("%d of %d drops differ from the CLI (or the network check failed):\n%s", len(diffs), compared, strings.Join(diffs, "\n"))
	}
	fmt.Printf("ok: %d drops of %d packages give the CLI's JSON report; no request left the page's folder\n", compared, len(order))
	return nil
}

// drop is what one step hands the page: paths dropped on it, or, with
// input, a folder chosen in its <input webkitdirectory>.
type drop struct {
	paths []string
	how   string
	input bool
}

// dropAndRead drops paths on the page and waits for the lint they cause;
// it returns the package of the JSON report shown and what the page says
// it read.
func dropAndRead(p *page, d drop) (map[string]any, string, error) {
	var before int
	if err := p.eval(`Number(document.getElementById("out").dataset.lints || 0)`, &before); err != nil {
		return nil, "", err
	}
	if d.input {
		// DOM.setFileInputFiles is what Chromium does when a person
		// picks a folder in the file chooser: the input gets the
		// folder's files, each with its webkitRelativePath.
		var r struct {
			Result struct {
				ObjectID string `json:"objectId"`
			} `json:"result"`
		}
		if err := p.b.call(p.session, "Runtime.evaluate", map[string]any{"expression": `document.getElementById("folder")`}, &r); err != nil {
			return nil, "", err
		}
		if err := p.b.call(p.session, "DOM.setFileInputFiles", map[string]any{"files": d.paths, "objectId": r.Result.ObjectID}, nil); err != nil {
			return nil, "", err
		}
	} else {
		var at struct{ X, Y float64 }
		if err := p.eval(`(function () { var r = document.getElementById("drop").getBoundingClientRect(); return {X: r.x + r.width / 2, Y: r.y + r.height / 2}; })()`, &at); err != nil {
			return nil, "", err
		}
		data := map[string]any{"items": []any{}, "files": d.paths, "dragOperationsMask": 1}
		for _, typ := range []string{"dragEnter", "dragOver", "drop"} {
			if err := p.b.call(p.session, "Input.dispatchDragEvent", map[string]any{"type": typ, "x": at.X, "y": at.Y, "data": data}, nil); err != nil {
				return nil, "", err
			}
		}
	}
	if err := p.wait(fmt.Sprintf(`Number(document.getElementById("out").dataset.lints || 0) > %d`, before), 60*time.Second); err != nil {
		var shown string
		_ = p.eval(`document.getElementById("dropped").textContent`, &shown)
		return nil, "", fmt.Errorf("no lint after the drop (page says %q): %w", shown, err)
	}
	var r struct{ JSON, Out, Dropped string }
	if err := p.eval(`({JSON: document.getElementById("json").textContent, Out: document.getElementById("out").textContent, Dropped: document.getElementById("dropped").textContent})`, &r); err != nil {
		return nil, "", err
	}
	if r.JSON == "" {
		return nil, r.Dropped, fmt.Errorf("the page shows no JSON report: %s", r.Out)
	}
	var doc struct{ Packages []map[string]any }
	if err := json.Unmarshal([]byte(r.JSON), &doc); err != nil {
		return nil, r.Dropped, err
	}
	if len(doc.Packages) != 1 {
		return nil, r.Dropped, fmt.Errorf("the page's report has %d packages", len(doc.Packages))
	}
	return doc.Packages[0], r.Dropped, nil
}

// cliPackages reads a JSON report of the CLI: its packages by path, and
// the paths in its order.
func cliPackages(file string) (map[string]map[string]any, []string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, err
	}
	var doc struct{ Packages []map[string]any }
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", file, err)
	}
	out := map[string]map[string]any{}
	var order []string
	for _, p := range doc.Packages {
		path, _ := p["path"].(string)
		out[path] = p
		order = append(order, path)
	}
	if len(order) == 0 {
		return nil, nil, fmt.Errorf("%s lists no package", file)
	}
	return out, order, nil
}

// withoutExpected takes out of a CLI package the findings the playground
// knowingly cannot give: PL310's "not executable", since a browser does
// not tell file modes and the playground takes every file to be
// executable (cmd/pluglint-wasm). It returns a copy with them gone (and
// its counts lowered) and says what it took.
func withoutExpected(p map[string]any) (map[string]any, []string) {
	fs, _ := p["findings"].([]any)
	var keep []any
	var took []string
	counts, _ := p["counts"].(map[string]any)
	newCounts := map[string]any{}
	for k, v := range counts {
		newCounts[k] = v
	}
	for _, f := range fs {
		m, _ := f.(map[string]any)
		msg, _ := m["message"].(string)
		if m["rule"] == "PL310" && strings.Contains(msg, "is not executable (no execute permission)") {
			took = append(took, fmt.Sprintf("PL310 at %v:%v:%v (the browser shows no file modes)", m["file"], m["line"], m["column"]))
			level, _ := m["level"].(string)
			if n, ok := newCounts[level+"s"].(float64); ok {
				newCounts[level+"s"] = n - 1
			}
			continue
		}
		keep = append(keep, f)
	}
	if len(took) == 0 {
		return p, nil
	}
	out := map[string]any{}
	for k, v := range p {
		out[k] = v
	}
	if keep == nil {
		keep = []any{}
	}
	out["findings"], out["counts"] = keep, newCounts
	return out, took
}

func summary(p map[string]any) string {
	f, _ := p["findings"].([]any)
	return fmt.Sprintf("%v, %d findings", p["verdict"], len(f))
}

// comparePackage says how got differs from want: the findings as lines
// (position, rule, message) missing or extra, then any other member.
func comparePackage(want, got map[string]any) string {
	var out []string
	line := func(f any) string {
		b, _ := json.Marshal(f)
		return string(b)
	}
	wf, _ := want["findings"].([]any)
	gf, _ := got["findings"].([]any)
	wl, gl := make([]string, len(wf)), make([]string, len(gf))
	for i, f := range wf {
		wl[i] = line(f)
	}
	for i, f := range gf {
		gl[i] = line(f)
	}
	for _, l := range wl {
		if !slices.Contains(gl, l) {
			out = append(out, "  CLI only:  "+l)
		}
	}
	for _, l := range gl {
		if !slices.Contains(wl, l) {
			out = append(out, "  page only: "+l)
		}
	}
	if len(out) == 0 && !slices.Equal(wl, gl) {
		out = append(out, "  the same findings in another order")
	}
	keys := map[string]bool{}
	for k := range want {
		keys[k] = true
	}
	for k := range got {
		keys[k] = true
	}
	names := make([]string, 0, len(keys))
	for k := range keys {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names {
		if k == "findings" {
			continue
		}
		a, b := line(want[k]), line(got[k])
		if !bytes.Equal([]byte(a), []byte(b)) {
			out = append(out, fmt.Sprintf("  %s: CLI %s, page %s", k, a, b))
		}
	}
	return strings.Join(out, "\n")
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func render(args []string) error {
	fl := flag.NewFlagSet("render", flag.ExitOnError)
	runs := fl.Int("runs", 5, "renders, each in a fresh tab")
	_ = fl.Parse(args)
	if fl.NArg() != 1 {
		usage()
	}
	u, err := fileURL(fl.Arg(0))
	if err != nil {
		return err
	}
	b, err := startBrowser(chromium(), "--window-size=1280,1000")
	if err != nil {
		return err
	}
	defer b.close()
	// The probe runs in every document before its own scripts: after the
	// load event (the report's script has run by then), it waits for the
	// next animation frame, that is until the page has been styled, laid
	// out and painted, and notes the time in the task after it.
	const probe = `addEventListener("load", function () {
  requestAnimationFrame(function () { setTimeout(function () {
    var nav = performance.getEntriesByType("navigation")[0] || {};
    window.__rendered = {ms: performance.now(), parsed: nav.domInteractive || 0, nodes: document.getElementsByTagName("*").length,
      rows: document.querySelectorAll("#packages tbody tr").length, status: (document.getElementById("shown") || {}).textContent};
  }, 0); });
});`
	var times, sorts, filters []float64
	for i := range *runs {
		net := &netRecorder{}
		p, err := b.newPage(net)
		if err != nil {
			return err
		}
		if err := b.call(p.session, "Page.addScriptToEvaluateOnNewDocument", map[string]any{"source": probe}, nil); err != nil {
			return err
		}
		if err := p.navigate(u, `window.__rendered !== undefined`, 120*time.Second); err != nil {
			return err
		}
		var r struct {
			MS     float64
			Parsed float64
			Nodes  int
			Rows   int
			Status string
		}
		if err := p.eval(`({MS: __rendered.ms, Parsed: __rendered.parsed, Nodes: __rendered.nodes, Rows: __rendered.rows, Status: __rendered.status})`, &r); err != nil {
			return err
		}
		// Then what a reviewer does first: sort by findings, filter to
		// the rejected packages (each with a forced layout).
		var act struct {
			Sort, Filter float64
			Status       string
		}
		if err := p.eval(`(function () {
  var t = performance.now();
  document.querySelector('#packages thead th[data-key="findings"] button').click();
  void document.body.offsetHeight;
  var sort = performance.now() - t;
  t = performance.now();
  var v = document.getElementById("f-verdict");
  v.value = "rejected";
  v.dispatchEvent(new Event("change", {bubbles: true}));
  void document.body.offsetHeight;
  return {Sort: sort, Filter: performance.now() - t, Status: document.getElementById("shown").textContent};
})()`, &act); err != nil {
			return err
		}
		fmt.Printf("run %d: rendered in %.0f ms (HTML parsed at %.0f ms; %d elements, %d table rows, %q); sort by findings %.0f ms, filter to rejected %.0f ms (%q)\n",
			i+1, r.MS, r.Parsed, r.Nodes, r.Rows, r.Status, act.Sort, act.Filter, act.Status)
		// The report promises it loads nothing: the only request is
		// the page itself.
		for _, got := range net.all() {
			if got != u {
				return fmt.Errorf("the report requested %s", got)
			}
		}
		times = append(times, r.MS)
		sorts = append(sorts, act.Sort)
		filters = append(filters, act.Filter)
		if err := b.call("", "Target.closeTarget", map[string]any{"targetId": p.targetID}, nil); err != nil {
			return err
		}
	}
	for _, m := range []struct {
		what string
		ms   []float64
	}{{"render", times}, {"sort", sorts}, {"filter", filters}} {
		slices.Sort(m.ms)
		fmt.Printf("%s, median of %d: %.0f ms (min %.0f, max %.0f)\n", m.what, len(m.ms), m.ms[len(m.ms)/2], m.ms[0], m.ms[len(m.ms)-1])
	}
	return nil
}

// unpack writes rule fixtures (txtar archives, see rulestest.FixtureFS) as
// package folders under dest, one per archive, named <rule dir>_<case>.
// Archives with a symlink or a named pipe are left out: a browser's file
// system API shows neither (it follows or skips links, and reading a
// pipe would block), so the playground cannot be held to the CLI there.
func unpack(args []string) error {
	if len(args) < 2 {
		usage()
	}
	dest := args[0]
	skipped := 0
	for _, name := range args[1:] {
		a, err := txtar.ParseFile(name)
		if err != nil {
			return err
		}
		if slices.ContainsFunc(a.Files, func(f txtar.File) bool {
			return strings.HasSuffix(f.Name, "@symlink") || strings.HasSuffix(f.Name, "@fifo")
		}) {
			skipped++
			continue
		}
		dir := filepath.Join(dest, filepath.Base(filepath.Dir(name))+"_"+strings.TrimSuffix(filepath.Base(name), ".txtar"))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		for _, f := range a.Files {
			if f.Name == rulestest.Want || f.Name == rulestest.Outcome || f.Name == rulestest.HermesConfig {
				continue
			}
			rel, marker, _ := strings.Cut(f.Name, "@")
			if !filepath.IsLocal(rel) {
				return fmt.Errorf("%s: %q leaves the package", name, f.Name)
			}
			path := filepath.Join(dir, rel)
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				return err
			}
			switch marker {
			case "dir":
				err = os.MkdirAll(path, 0o755)
			case "exec":
				err = os.WriteFile(path, f.Data, 0o755)
			default:
				err = os.WriteFile(path, f.Data, 0o644)
			}
			if err != nil {
				return err
			}
		}
	}
	fmt.Printf("unpacked %d fixtures, left out %d with symlinks or pipes\n", len(args)-1-skipped, skipped)
	return nil
}

// The package paste types: a trust value Hermes does not know.
const (
	pastedPlugin = `{
  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",
  "name": "trader",
  "extensions": {"com.nousresearch.hermes": {"servers": {
    "trade": {"trust": "Untrusted"}
  }}}
}
`
	pastedMCP = `{
  "$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
  "mcpServers": {
    "trade": {"type": "streamable-http", "url": "https://trade.example/mcp"}
  }
}
`
	wantVerdict = `<strong id="verdict" class="rejected">Hermes rejects this package</strong>`
	wantPL210   = `trader/plugin.json:5:24: error: trust value "Untrusted" is not allowed; Hermes rejects the whole package (did you mean "untrusted"?) [PL210 trust-invalid]`
)

func paste(args []string) error {
	if len(args) != 2 {
		usage()
	}
	pageURL, err := fileURL(args[0])
	if err != nil {
		return err
	}
	b, p, net, _, err := openPlayground(pageURL)
	if err != nil {
		return err
	}
	defer b.close()
	for _, f := range []struct{ id, text string }{{"dir", "trader"}, {"plugin", pastedPlugin}, {"mcp", pastedMCP}} {
		if err := p.eval(`(function () { var e = document.getElementById(`+jsString(f.id)+`); e.focus(); e.select(); })()`, nil); err != nil {
			return err
		}
		if err := p.b.call(p.session, "Input.insertText", map[string]any{"text": f.text}, nil); err != nil {
			return err
		}
	}
	if err := p.wait(`document.getElementById("out").textContent.indexOf("PL210") >= 0`, 30*time.Second); err != nil {
		var out string
		_ = p.eval(`document.getElementById("out").textContent`, &out)
		return fmt.Errorf("no PL210 after the paste: %w; the page shows:\n%s", err, out)
	}
	var r struct {
		Verdict, Out, Startup string
	}
	if err := p.eval(`({Verdict: document.getElementById("verdict").outerHTML, Out: document.getElementById("out").textContent, Startup: document.getElementById("status").dataset.startupMs})`, &r); err != nil {
		return err
	}
	if err := p.screenshot(args[1]); err != nil {
		return err
	}
	var fail []string
	if r.Verdict != wantVerdict {
		fail = append(fail, fmt.Sprintf("verdict %s, want %s", r.Verdict, wantVerdict))
	}
	if !slices.Contains(strings.Split(r.Out, "\n"), wantPL210) {
		fail = append(fail, fmt.Sprintf("no line %q in the report:\n%s", wantPL210, r.Out))
	}
	dirURL, n, outside, err := requestsOutside(p, net, pageURL)
	if err != nil {
		return err
	}
	for _, u := range outside {
		fail = append(fail, "the page requested "+u)
	}
	if len(fail) > 0 {
		return errors.New(strings.Join(fail, "\n"))
	}
	fmt.Printf("ok: the pasted trust typo shows PL210 and the rejected verdict; engine ready %s ms after the page started; %d requests, all under %s; screenshot %s\n",
		r.Startup, n, dirURL, args[1])
	return nil
}
