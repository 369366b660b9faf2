// Package snapshot is "pluglint snapshot": it asks a package's MCP
// servers for their tools and writes or checks the tool inventory. It is
// the only part of pluglint that contacts servers or runs package code,
// so it lives in its own program, pluglint-snapshot, and the linter
// links none of it.
package snapshot

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/inventory"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/cmd/internal/mcplive"
	"github.com/pluglint/pluglint/cmd/internal/snapshot/snapflags"
	"github.com/pluglint/pluglint/report"
	"github.com/pluglint/pluglint/rules"
)

// snapshotParallel bounds how many servers are contacted at once.
const snapshotParallel = 4

type snapshotOptions = snapflags.Options

// snapshotEnv is what a snapshot run takes from the process, so tests can
// fix the clock.
type snapshotEnv struct {
	now     func() time.Time
	environ func() []string
}

// Main runs "pluglint snapshot" with its arguments (the words after
// "snapshot") and returns the exit code.
func Main(args []string, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return snapshot(ctx, args, stdout, stderr, snapshotEnv{now: time.Now, environ: os.Environ})
}

// serverRun is one server's part in a snapshot.
type serverRun struct {
	server  *rules.Server
	target  *mcplive.Server
	listing *mcplive.Listing
	err     error
}

func snapshot(ctx context.Context, args []string, stdout, stderr io.Writer, env snapshotEnv) int {
	var o snapshotOptions
	fs := snapflags.Flags(&o, stderr)
	paths, err := cli.Parse(fs, args, stdout)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return cli.ExitOK
		}
		return cli.ExitUsage
	}
	if o.Timeout <= 0 {
		return cli.UsageErr(stderr, "--timeout must be positive, got %v", o.Timeout)
	}
	colour, err := cli.UseColour(o.Colour, stdout)
	if err != nil {
		return cli.UsageErr(stderr, "%v", err)
	}
	if len(paths) > 1 {
		return cli.UsageErr(stderr, "snapshot takes one package directory, got %d paths", len(paths))
	}
	path := "."
	if len(paths) == 1 {
		path = paths[0]
	}
	roots, err := model.Discover(path)
	if err != nil {
		return cli.UsageErr(stderr, "%s: %v", path, err)
	}
	if len(roots) != 1 {
		return cli.UsageErr(stderr, "%s holds %d packages; snapshot takes one package directory (%s)", path, len(roots), strings.Join(shownDirs(roots), ", "))
	}
	root := roots[0]

	// The inventory: the default one inside the package, or --out.
	src, err := model.OSSource(root, cli.ShownDir(root))
	if err != nil {
		return cli.UsageErr(stderr, "%v", err)
	}
	absRoot := filepath.FromSlash(src.AbsRoot)
	invFile := filepath.Join(absRoot, ".pluglint", "tools.json")
	// Findings and messages name the inventory as lint names a --tools
	// file: relative to the package inside it, else as given.
	invShown := cli.ShownInput(invFile, src.AbsRoot, src.Dir)
	if o.Out != "" {
		if invFile, err = filepath.Abs(o.Out); err != nil {
			return cli.UsageErr(stderr, "%v", err)
		}
		invShown = cli.ShownInput(o.Out, src.AbsRoot, src.Dir)
		data, err := cli.ReadFile(invFile, model.MaxFileSize)
		switch {
		case err == nil:
			src.Tools = &model.Input{Path: invShown, Data: data}
		case !errors.Is(err, os.ErrNotExist):
			return cli.UsageErr(stderr, "reading %v", err)
		}
	}
	pkg, err := model.Load(src)
	if err != nil {
		cli.Errorf(stderr, "%v", err)
		return cli.ExitInternal
	}
	res, err := rules.Lint(pkg, nil)
	if err != nil {
		cli.Errorf(stderr, "%v", err)
		return cli.ExitInternal
	}
	if res.Outcome.Rejected {
		return cli.UsageErr(stderr, "%s: Hermes rejects this package, so it starts none of its servers; run \"pluglint %s\" to see why", pkg.Dir, pkg.Dir)
	}
	inv := inventory.Parse(pkg)
	// From here on it is only shown, in messages.
	invShown = report.Clean(rules.JoinShown(pkg.Dir, invShown))
	if o.Check {
		switch {
		case inv == nil:
			return cli.UsageErr(stderr, "no tool inventory at %s to check against; run \"pluglint snapshot\" first", invShown)
		case !inv.Usable:
			return cli.UsageErr(stderr, "%s is not a tool inventory pluglint can read; run \"pluglint %s\" to see why", invShown, pkg.Dir)
		}
	}

	servers, code := selectServers(pkg, res.Outcome, o.Servers, stderr)
	if code != cli.ExitOK {
		return code
	}
	if len(servers) == 0 {
		cli.Errorf(stderr, "%s: Hermes loads no MCP servers from this package; nothing to snapshot", pkg.Dir)
		return cli.ExitOK
	}

	// stdio servers run package code: only with --allow-exec.
	var runs []*serverRun
	var refused []string // their names
	for _, s := range servers {
		if s.Type == "stdio" && !o.AllowExec {
			refused = append(refused, s.Name)
			continue
		}
		runs = append(runs, &serverRun{server: s})
	}
	sort.Strings(refused)
	if len(refused) > 0 {
		quoted := make([]string, len(refused))
		for i, name := range refused {
			quoted[i] = strconv.Quote(name)
		}
		what, it := "stdio server "+quoted[0], "it"
		if len(refused) > 1 {
			what, it = "stdio servers "+strings.Join(quoted, ", "), "them"
		}
		if o.Check {
			cli.Errorf(stderr, "not checking %s: starting %s runs code from the package; pass --allow-exec to check %s",
				what, it, it)
		} else {
			cli.Errorf(stderr, "not starting %s: starting %s runs code from the package; pass --allow-exec to snapshot %s (nothing is written for %s)",
				what, it, it, it)
		}
	}

	cleanup, err := prepareTargets(runs, absRoot, env)
	defer cleanup()
	if err != nil {
		cli.Errorf(stderr, "%v", err)
		return cli.ExitInternal
	}
	listAll(ctx, runs, o.Timeout, newServerProgress(stderr))
	if ctx.Err() != nil {
		cli.Errorf(stderr, "interrupted; nothing written")
		return cli.ExitInternal
	}

	var captured []inventory.CapturedServer
	failed := 0
	for _, r := range runs {
		if r.err != nil {
			failed++
			reportServerError(stderr, r, o.Timeout)
			continue
		}
		if r.listing.Truncated {
			cli.Errorf(stderr, "server %q has more than %d pages of tools; Hermes reads only the first %d, and so does the inventory",
				r.server.Name, mcplive.MaxPages, mcplive.MaxPages)
		}
		captured = append(captured, inventory.CapturedServer{Name: r.server.Name, At: env.now(), Tools: r.listing.Tools})
	}

	if o.Check {
		return checkExit(checkDrift(stdout, pkg, inv, captured, runs, refused, invShown, colour), len(captured), len(refused), failed)
	}
	code = cli.ExitOK
	if c := writeSnapshot(stdout, stderr, pkg, inv, captured, runs, refused, o, invFile, invShown, absRoot); c != cli.ExitOK {
		return c
	}
	if len(refused) > 0 {
		code = max(code, cli.ExitUsage)
	}
	if failed > 0 {
		code = max(code, cli.ExitInternal)
	}
	return code
}

// checkExit is --check's exit status. Drift is 1 whatever else happened:
// servers skipped for want of --allow-exec or that could not be listed
// are reported on stderr on their own, and do not hide drift in the
// others. Without drift, a server that could not be listed is 3, and
// nothing checked at all (every server skipped) is 2; servers skipped
// beside others that were checked are not an error, so that CI can check
// the remote servers of a package without running its code.
func checkExit(drift, checked, skipped, failed int) int {
	switch {
	case drift == cli.ExitFindings:
		return cli.ExitFindings
	case failed > 0:
		return cli.ExitInternal
	case checked == 0 && skipped > 0:
		return cli.ExitUsage
	}
	return cli.ExitOK
}

// selectServers returns the servers Hermes loads, or those --server names;
// naming a server Hermes does not load is a usage error.
func selectServers(pkg *model.Package, o *rules.Outcome, names []string, stderr io.Writer) ([]*rules.Server, int) {
	if len(names) == 0 {
		return o.Servers, cli.ExitOK
	}
	var out []*rules.Server
	for _, n := range names {
		if s := o.Server(n); s != nil {
			if !slices.Contains(out, s) {
				out = append(out, s)
			}
			continue
		}
		inMCP := false
		for _, m := range pkg.ServerMembers() {
			inMCP = inMCP || m.Key == n
		}
		if !inMCP {
			return nil, cli.UsageErr(stderr, "--server %q: mcp.json has no such server", n)
		}
		why := ""
		if f := o.DropCause(rules.Target{Kind: rules.TargetServer, Name: n}); f != nil {
			why = fmt.Sprintf(" (%s %s: %s)", f.Rule.ID, f.Rule.Name, f.Message)
		}
		return nil, cli.UsageErr(stderr, "--server %q: Hermes does not load this server%s; snapshot contacts only servers Hermes loads", n, why)
	}
	return out, cli.ExitOK
}

// prepareTargets works out how to reach each server. stdio servers share
// one temporary PLUGIN_DATA, as they share one data directory in Hermes;
// cleanup removes it.
func prepareTargets(runs []*serverRun, root string, env snapshotEnv) (cleanup func(), err error) {
	cleanup = func() {}
	var l *launch
	for _, r := range runs {
		if r.server.Type != "stdio" {
			r.target = httpServer(r.server)
			continue
		}
		if l == nil {
			data, err := os.MkdirTemp("", "pluglint-plugin-data-")
			if err != nil {
				return cleanup, fmt.Errorf("creating PLUGIN_DATA: %w", err)
			}
			cleanup = func() { _ = os.RemoveAll(data) }
			l = &launch{root: root, data: resolved(data), environ: env.environ()}
		}
		r.target, r.err = l.stdioServer(r.server)
	}
	return cleanup, nil
}

// listAll lists the servers, a few at a time, each within its timeout.
func listAll(ctx context.Context, runs []*serverRun, timeout time.Duration, prog *serverProgress) {
	sem := make(chan struct{}, snapshotParallel)
	var wg sync.WaitGroup
	for _, r := range runs {
		if r.err != nil {
			prog.done(r)
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			sctx, cancel := context.WithTimeout(ctx, timeout)
			defer cancel()
			r.listing, r.err = mcplive.List(sctx, r.target, mcplive.Options{ClientName: "pluglint", ClientVersion: cli.Version()})
			prog.done(r)
		}()
	}
	wg.Wait()
}

// reportServerError says why a server could not be listed, and what the
// user can do about it. URLs are shown without their query, which may
// hold a key.
func reportServerError(stderr io.Writer, r *serverRun, timeout time.Duration) {
	name := r.server.Name
	var ae *mcplive.AuthError
	var ee *mcplive.ExitError
	var nf *notFoundError
	switch {
	case errors.As(r.err, &ae):
		cli.Errorf(stderr, "server %q: %v", name, ae)
		fmt.Fprintln(stderr, "  pluglint sends only the headers written in mcp.json and never signs in. Capture this")
		fmt.Fprintln(stderr, "  server's tools/list with a signed-in MCP client into the inventory (the format is in")
		fmt.Fprintln(stderr, "  the README), or snapshot a deployment of the server that needs no sign-in.")
	case errors.Is(r.err, context.DeadlineExceeded):
		cli.Errorf(stderr, "server %q: no complete answer within %v; nothing written for it (a slow server needs a longer --timeout)", name, timeout)
	case errors.As(r.err, &ee):
		cli.Errorf(stderr, "server %q: %v before it had listed its tools", name, ee)
		if ee.Stderr != "" {
			for _, line := range lastLines(ee.Stderr, 5) {
				fmt.Fprintf(stderr, "  stderr: %s\n", printable(line))
			}
		}
	case errors.As(r.err, &nf):
		cli.Errorf(stderr, "server %q: %v", name, nf)
	default:
		cli.Errorf(stderr, "server %q: %s", name, printable(redactURL(r.err.Error(), r.target)))
	}
}

// printable escapes what report.IsControl calls control, and invalid
// bytes, in text a server chose (its error messages, its stderr), so that
// it cannot drive the terminal.
func printable(s string) string {
	var b strings.Builder
	for _, r := range s {
		if report.IsControl(r) || r == utf8.RuneError {
			fmt.Fprintf(&b, "\\u%04x", r)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func lastLines(s string, n int) []string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return lines
}

// redactURL hides the query of the server's URL in an error message.
func redactURL(msg string, t *mcplive.Server) string {
	if t == nil || t.URL == "" {
		return msg
	}
	u, err := url.Parse(t.URL)
	if err != nil || (u.RawQuery == "" && u.Fragment == "") {
		return msg
	}
	safe := *u
	safe.RawQuery, safe.Fragment = "", ""
	return strings.ReplaceAll(msg, t.URL, safe.String()+"?…")
}

// writeSnapshot writes the inventory (when its bytes change) and prints a
// line per server.
func writeSnapshot(stdout, stderr io.Writer, pkg *model.Package, inv *inventory.Inventory, captured []inventory.CapturedServer,
	runs []*serverRun, refused []string, o snapshotOptions, file, shown, root string,
) int {
	if len(captured) == 0 {
		printRuns(stdout, runs, refused, func(string) string { return "" })
		fmt.Fprintf(stdout, "nothing written: no server was listed\n")
		return cli.ExitOK
	}
	// Without --server, entries of servers that left mcp.json go; entries
	// of servers that failed or were not started stay as they were.
	var keep func(string) bool
	if len(o.Servers) == 0 {
		inMCP := map[string]bool{}
		for _, m := range pkg.ServerMembers() {
			inMCP[m.Key] = true
		}
		keep = func(name string) bool { return inMCP[name] }
	}
	w, err := inventory.Write(inv, captured, keep)
	if err != nil {
		cli.Errorf(stderr, "%v", err)
		return cli.ExitInternal
	}
	if w.Fresh {
		cli.Errorf(stderr, "%s is not a tool inventory pluglint can read; writing a new one", shown)
	}
	for _, n := range w.Invalid {
		cli.Errorf(stderr, "the entry of server %q in %s is not plain JSON (NaN or Infinity); dropping it", n, shown)
	}
	printRuns(stdout, runs, refused, func(name string) string {
		switch w.Changes[name] {
		case inventory.EntryAdded:
			return "added"
		case inventory.EntryUpdated:
			return "updated"
		case inventory.EntryUnchanged:
			return "unchanged"
		}
		return ""
	})
	for _, n := range w.Removed {
		fmt.Fprintf(stdout, "server %q: entry removed (no longer in mcp.json)\n", n)
	}
	if inv != nil && inv.File.State == model.Readable && string(inv.File.Data) == string(w.Data) {
		fmt.Fprintf(stdout, "%s is up to date\n", shown)
		return cli.ExitOK
	}
	if o.Out == "" {
		if err := inventoryDir(root, file); err != nil {
			cli.Errorf(stderr, "%v; pass --out to write the inventory elsewhere", err)
			return cli.ExitInternal
		}
	}
	if err := cli.WriteAtomic(file, w.Data, 0o644); err != nil {
		cli.Errorf(stderr, "%v", err)
		return cli.ExitInternal
	}
	fmt.Fprintf(stdout, "wrote %s\n", shown)
	return cli.ExitOK
}

// printRuns prints one line per server, in name order: its tools and
// what became of its entry (status), or why it has none.
func printRuns(stdout io.Writer, runs []*serverRun, refused []string, status func(name string) string) {
	type line struct{ name, text string }
	var lines []line
	for _, r := range runs {
		text := "failed"
		if r.err == nil {
			text = toolCount(r.listing)
			if st := status(r.server.Name); st != "" {
				text += ", " + st
			}
		}
		lines = append(lines, line{r.server.Name, fmt.Sprintf("server %q: %s", r.server.Name, text)})
	}
	for _, name := range refused {
		lines = append(lines, line{name, fmt.Sprintf("server %q: not started (stdio; pass --allow-exec)", name)})
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i].name < lines[j].name })
	for _, l := range lines {
		fmt.Fprintln(stdout, l.text)
	}
}

func toolCount(l *mcplive.Listing) string {
	s := fmt.Sprintf("%d tools", len(l.Tools))
	if len(l.Tools) == 1 {
		s = "1 tool"
	}
	if l.Pages > 1 {
		s += fmt.Sprintf(" in %d pages", l.Pages)
	}
	return s
}

// checkDrift prints drift findings in the lint text format and a summary;
// it returns cli.ExitFindings when anything changed.
func checkDrift(stdout io.Writer, pkg *model.Package, inv *inventory.Inventory, captured []inventory.CapturedServer,
	runs []*serverRun, refused []string, shown string, colour bool,
) int {
	findings := rules.InventoryDrift(pkg, inv, captured)
	text := report.NewText(stdout, colour)
	text.Summary = false
	for _, f := range findings {
		text.Finding(pkg, f)
	}
	changes := map[string]int{}
	servers := 0
	for _, c := range captured {
		if n := len(rules.InventoryDrift(pkg, inv, []inventory.CapturedServer{c})); n > 0 {
			changes[c.Name] = n
			servers++
		}
	}
	printRuns(stdout, runs, refused, func(name string) string {
		if n := changes[name]; n > 0 {
			return fmt.Sprintf("%d %s", n, plural(n, "change", "changes"))
		}
		return "matches the inventory"
	})
	if len(captured) == 0 {
		fmt.Fprintf(stdout, "nothing checked: no server was listed\n")
		return cli.ExitOK
	}
	if len(findings) == 0 {
		fmt.Fprintf(stdout, "no drift: %d %s checked against %s\n", len(captured), plural(len(captured), "server", "servers"), shown)
		return cli.ExitOK
	}
	fmt.Fprintf(stdout, "drift: %d %s in %d of %d servers checked against %s\n",
		len(findings), plural(len(findings), "change", "changes"), servers, len(captured), shown)
	return cli.ExitFindings
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func shownDirs(roots []string) []string {
	out := make([]string, len(roots))
	for i, r := range roots {
		out[i] = cli.ShownDir(r)
	}
	return out
}

// serverProgress prints a line per finished server on a terminal's
// stderr; in pipes and CI it stays silent.
type serverProgress struct {
	mu sync.Mutex
	w  io.Writer
}

func newServerProgress(stderr io.Writer) *serverProgress {
	if !cli.IsTerminal(stderr) || os.Getenv("CI") != "" {
		return nil
	}
	return &serverProgress{w: stderr}
}

func (p *serverProgress) done(r *serverRun) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	status := "failed"
	if r.err == nil {
		status = toolCount(r.listing)
	}
	fmt.Fprintf(p.w, "pluglint: snapshot: server %q (%s): %s\n", r.server.Name, r.server.Type, status)
}
