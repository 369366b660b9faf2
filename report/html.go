package report

import (
	"fmt"
	"html/template"
	"io"
	"slices"
	"strings"
	"sync"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/clip"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// The HTML report is one self-contained page for a reviewer: a summary
// with small bar charts, then a table of packages that a few lines of
// script sort and filter. It loads nothing: styles and script are inline,
// and the only links leaving the page are the rules' documentation.
// Everything taken from a package goes through Clean and html/template's
// escaping; source excerpts are masked as the text format masks them.
// The table's cells skip rendering while off screen (content-visibility:
// auto on a block inside each cell, since a table cell itself cannot be
// size-contained): for 1,000 packages in headless Chromium that took the
// first render from about 1.1 s to 0.7 s and a sort from 0.65 s to 0.14 s
// (scripts/html-report-bench.sh). Printing renders them all.

// Write-capability verdicts of a loaded server, as the HTML report files
// them. They come from the findings the engine already made: PL501 for a
// write-capable server at full trust, PL513 when nothing says.
const (
	writeUngated = "ungated-write"
	writeUnknown = "unknown"
	writeGated   = "gated"
	writeConfig  = "config"
	writeNone    = "no-write-signal"
)

// writeLabels are the words the page shows for each verdict, in chart
// order.
var writeLabels = []struct{ key, label string }{
	{writeUngated, "write-capable, ungated"},
	{writeUnknown, "unknown, ungated"},
	{writeNone, "full trust, no write finding"},
	{writeConfig, "trust from your config.yaml"},
	{writeGated, "gated (untrusted)"},
}

func writeLabel(key string) string {
	for _, w := range writeLabels {
		if w.key == key {
			return w.label
		}
	}
	return key
}

type htmlPage struct {
	Title    string
	Version  string
	Summary  htmlSummary
	Packages []htmlPackage
	Rules    []htmlRuleOption
	// WriteOptions are the write-capability verdicts, for the filter.
	WriteOptions []htmlOption
}

type htmlOption struct{ Key, Label string }

type htmlSummary struct {
	Packages, Loads, Rejected, Servers, Findings int
	Charts                                       []htmlChart
}

type htmlChart struct {
	Caption string
	Bars    []htmlBar
}

type htmlBar struct {
	Label string
	Count int
	Pct   int // of the chart's largest count, for the bar's width
	// Key=Value is the URL fragment that filters the table to this bar.
	Key, Value string
	Class      string
}

type htmlRuleOption struct{ ID, Name string }

type htmlPackage struct {
	Path, Name, Verdict string
	Baselined           bool
	Servers             []htmlServer
	Skills              []string
	Dropped             []string
	Findings            []htmlFinding
	Counts              Counts
	Suppressed          int
	// Filter keys, space-separated, for the script.
	RuleKeys, LevelKeys, TrustKeys, WriteKeys string
}

type htmlServer struct {
	Name, Internal, Type, Trust, TrustSource string
	Write, WriteLabel                        string
	Evidence                                 []string
	Coverage                                 string
	// Unpinned holds the messages of the server's PL311 findings: a
	// launcher that fetches whatever version is newest when it starts.
	Unpinned []string
}

type htmlFinding struct {
	Rule, RuleName, HelpURI, Level, Where, Message string
	Before, Span, After                            string
	HasExcerpt                                     bool
	Related                                        []string
}

// WriteHTML writes the HTML report of results.
func WriteHTML(w io.Writer, results []*rules.Result, version string) error {
	return htmlTemplate().Execute(w, buildHTML(results, version))
}

func buildHTML(results []*rules.Result, version string) htmlPage {
	page := htmlPage{Title: "pluglint report", Version: version}
	for _, l := range writeLabels {
		page.WriteOptions = append(page.WriteOptions, htmlOption{Key: l.key, Label: l.label})
	}
	if len(results) == 1 {
		page.Title = "pluglint report: " + Clean(results[0].Package.Dir)
	}
	trust := map[string]int{}
	write := map[string]int{}
	var levels Counts
	byRule := map[string]int{}
	ruleNames := map[string]*rules.Rule{}
	for _, r := range results {
		p := htmlPackageOf(r)
		page.Packages = append(page.Packages, p)
		if r.Outcome.Rejected {
			page.Summary.Rejected++
		} else {
			page.Summary.Loads++
		}
		for _, s := range p.Servers {
			trust[s.Trust]++
			write[s.Write]++
			page.Summary.Servers++
		}
		for _, f := range r.Findings {
			levels.Add(f)
			byRule[f.Rule.ID]++
			ruleNames[f.Rule.ID] = f.Rule
		}
	}
	page.Summary.Packages = len(results)
	page.Summary.Findings = levels.Errors + levels.Warnings + levels.Notes
	ids := make([]string, 0, len(byRule))
	for id := range byRule {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		page.Rules = append(page.Rules, htmlRuleOption{ID: id, Name: ruleNames[id].Name})
	}

	charts := []htmlChart{
		{Caption: "Packages by verdict", Bars: []htmlBar{
			{Label: "loads", Count: page.Summary.Loads, Key: "verdict", Value: "loads", Class: "loads"},
			{Label: "rejected", Count: page.Summary.Rejected, Key: "verdict", Value: "rejected", Class: "rejected"},
		}},
		{Caption: "Servers by trust", Bars: []htmlBar{
			{Label: "full", Count: trust[model.TrustFull], Key: "trust", Value: "full", Class: "full"},
			{Label: "untrusted", Count: trust[model.TrustUntrusted], Key: "trust", Value: "untrusted", Class: "untrusted"},
		}},
	}
	wc := htmlChart{Caption: "Servers by write capability"}
	for _, l := range writeLabels {
		wc.Bars = append(wc.Bars, htmlBar{Label: l.label, Count: write[l.key], Key: "write", Value: l.key, Class: l.key})
	}
	charts = append(charts, wc, htmlChart{Caption: "Findings by level", Bars: []htmlBar{
		{Label: "error", Count: levels.Errors, Key: "level", Value: "error", Class: "error"},
		{Label: "warning", Count: levels.Warnings, Key: "level", Value: "warning", Class: "warning"},
		{Label: "note", Count: levels.Notes, Key: "level", Value: "note", Class: "note"},
	}})
	rc := htmlChart{Caption: "Findings by rule"}
	for _, id := range ids {
		rc.Bars = append(rc.Bars, htmlBar{Label: id + " " + ruleNames[id].Name, Count: byRule[id], Key: "rule", Value: id, Class: "rule"})
	}
	charts = append(charts, rc)
	for i := range charts {
		most := 0
		for _, b := range charts[i].Bars {
			most = max(most, b.Count)
		}
		for j := range charts[i].Bars {
			if most > 0 {
				charts[i].Bars[j].Pct = charts[i].Bars[j].Count * 100 / most
			}
		}
	}
	page.Summary.Charts = charts
	return page
}

func htmlPackageOf(r *rules.Result) htmlPackage {
	pkg := r.Package
	p := htmlPackage{
		Path: Clean(pkg.Dir), Name: Clean(clip.String(r.Name)), Verdict: r.Verdict(),
		Baselined: r.RejectionBaselined, Suppressed: r.Suppressed,
	}
	o := r.Outcome
	var ruleKeys, levelKeys, trustKeys, writeKeys []string
	if !o.Rejected {
		for _, s := range o.Servers {
			hs := htmlServerOf(pkg, r.Findings, s)
			p.Servers = append(p.Servers, hs)
			trustKeys = append(trustKeys, hs.Trust)
			writeKeys = append(writeKeys, hs.Write)
		}
		for _, s := range o.Skills {
			p.Skills = append(p.Skills, Clean(clip.String(s.Name)))
		}
		for _, d := range o.Dropped {
			p.Dropped = append(p.Dropped, fmt.Sprintf("%s (%s %s)", Clean(droppedText(d)), d.Cause.Rule.ID, d.Cause.Rule.Name))
		}
	}
	for _, f := range r.Findings {
		p.Counts.Add(f)
		p.Findings = append(p.Findings, htmlFindingOf(pkg, f))
		ruleKeys = append(ruleKeys, f.Rule.ID)
		levelKeys = append(levelKeys, f.Level.String())
	}
	p.RuleKeys, p.LevelKeys = keys(ruleKeys), keys(levelKeys)
	p.TrustKeys, p.WriteKeys = keys(trustKeys), keys(writeKeys)
	return p
}

// keys is the sorted, distinct, space-separated list the script matches
// filters against.
func keys(list []string) string {
	slices.Sort(list)
	return strings.Join(slices.Compact(list), " ")
}

// htmlServerOf describes a loaded server with its write-capability verdict
// and the evidence that findings of rules with a write signal (Rule.WriteSignal)
// give for it.
func htmlServerOf(pkg *model.Package, findings []*rules.Finding, s *rules.Server) htmlServer {
	hs := htmlServer{
		Name: Clean(clip.String(s.Name)), Internal: Clean(clip.String(s.InternalName)), Type: Clean(clip.String(s.Type)),
		Trust: s.Trust, TrustSource: s.TrustSource,
	}
	if c := s.Coverage; c != nil {
		hs.Coverage = fmt.Sprintf("inventory: %s, %d read-only (readOnlyHint set on %d of %d)",
			plural(c.Tools, "tool"), c.ReadOnly, c.Annotated, c.Tools)
	}
	switch {
	case s.Trust == model.TrustUntrusted:
		hs.Write = writeGated
	case s.TrustSource == model.TrustFromConfig:
		hs.Write = writeConfig
	default:
		hs.Write = writeNone
		for _, f := range findings {
			if !aboutServer(f, s) {
				continue
			}
			switch f.Rule.WriteSignal {
			case rules.WriteCapable:
				hs.Write = writeUngated
			case rules.WriteUnknown:
				hs.Write = writeUnknown
			default:
				continue
			}
			hs.Evidence = append(hs.Evidence, Clean(f.Message))
			for _, rel := range f.Related {
				shown, pos := rules.RelatedPosition(pkg, rel)
				hs.Evidence = append(hs.Evidence, relatedText(shown, pos, rel))
			}
		}
	}
	hs.WriteLabel = writeLabel(hs.Write)
	within := pyjson.ChildPointer("/mcpServers", s.Name) + "/"
	for _, f := range findings {
		if f.Rule.ID == "PL311" && f.Loc.File == "mcp.json" && strings.HasPrefix(f.Loc.Pointer, within) {
			hs.Unpinned = append(hs.Unpinned, Clean(f.Message))
		}
	}
	return hs
}

// aboutServer reports whether f is located at s's entry in mcp.json. It
// goes by the entry's JSON Pointer, not by its parsed member: a catalog's
// slim results no longer hold the parsed files.
func aboutServer(f *rules.Finding, s *rules.Server) bool {
	return f.Loc.File == "mcp.json" && f.Loc.Pointer == pyjson.ChildPointer("/mcpServers", s.Name)
}

func relatedText(shown string, pos rules.Position, r rules.Related) string {
	where := Clean(shown)
	if !r.WholeFile {
		where = fmt.Sprintf("%s:%d:%d", where, pos.Line, pos.Column)
	}
	return where + ": " + Clean(r.Message)
}

func htmlFindingOf(pkg *model.Package, f *rules.Finding) htmlFinding {
	hf := htmlFinding{
		Rule: f.Rule.ID, RuleName: f.Rule.Name, HelpURI: f.Rule.HelpURI(), Level: f.Level.String(),
		Where: location(f), Message: Clean(f.Message),
	}
	if !f.Loc.WholeFile {
		if file := pkg.File(f.Loc.File); file != nil {
			if shown, start, end, ok := excerpt(file, f.Pos, f.Sensitive); ok {
				start = min(max(start, 0), len(shown))
				end = min(max(end, start), len(shown))
				hf.HasExcerpt = true
				hf.Before, hf.Span, hf.After = string(shown[:start]), string(shown[start:end]), string(shown[end:])
			}
		}
	}
	for _, r := range f.Related {
		shown, pos := rules.RelatedPosition(pkg, r)
		hf.Related = append(hf.Related, relatedText(shown, pos, r))
	}
	return hf
}

// htmlTemplate is parsed on first use: parsing it when pluglint starts
// cost every run, of any format, about 0.3 ms.
var htmlTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("html").Funcs(htmlFuncs).Parse(htmlSource))
})

var htmlFuncs = template.FuncMap{
	"plural": plural,
	"counts": countText,
	"total":  func(c Counts) int { return c.Errors + c.Warnings + c.Notes },
	// sortkey orders packages by errors, then warnings, then notes.
	"sortkey": func(c Counts) int { return c.Errors*1_000_000 + c.Warnings*1_000 + c.Notes },
}

const htmlSource = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="pluglint {{.Version}}">
<title>{{.Title}}</title>
<style>
:root{color-scheme:light dark;--bg:#fff;--fg:#1b1f23;--muted:#57606a;--line:#d0d7de;--head:#f6f8fa;--bar:#0969da;--err:#b3261e;--warn:#8a5a00;--note:#0550ae;--ok:#1a7f37;--mark:#fff2b3}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9da7b3;--line:#30363d;--head:#161b22;--bar:#4493f8;--err:#ff7b72;--warn:#e3b341;--note:#79c0ff;--ok:#3fb950;--mark:#5a4a00}}
body{background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:1rem 1.5rem}
h1{font-size:1.4rem;margin:.2rem 0}h2{font-size:1.1rem;margin:1.2rem 0 .4rem}
a{color:var(--bar)}a:focus,button:focus,select:focus,input:focus,summary:focus{outline:2px solid var(--bar);outline-offset:2px}
.totals{color:var(--muted)}
.charts{display:flex;flex-wrap:wrap;gap:1rem 2rem;align-items:flex-start}
table.chart{border-collapse:collapse;min-width:16rem}
table.chart caption{text-align:left;font-weight:600;padding-bottom:.2rem}
table.chart th{font-weight:normal;text-align:left;padding:.1rem .6rem .1rem 0;white-space:nowrap}
table.chart td{padding:.1rem .4rem;text-align:right}
td.barcell{width:8rem;text-align:left}
.bar{display:inline-block;height:.7rem;background:var(--bar);min-width:1px;vertical-align:middle;print-color-adjust:exact;-webkit-print-color-adjust:exact}
.bar.rejected,.bar.error,.bar.ungated-write{background:var(--err)}.bar.warning,.bar.unknown,.bar.full{background:var(--warn)}.bar.loads,.bar.gated,.bar.untrusted{background:var(--ok)}
form{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:end;margin:.5rem 0}
form label{display:flex;flex-direction:column;font-size:.85rem;color:var(--muted)}
select,input,button{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--line);border-radius:4px;padding:.15rem .3rem}
table.pkgs{border-collapse:collapse;width:100%;table-layout:fixed}
table.pkgs col.c-pkg{width:16%}table.pkgs col.c-verdict{width:7%}table.pkgs col.c-servers{width:37%}table.pkgs col.c-skills{width:10%}table.pkgs col.c-findings{width:30%}
table.pkgs td{overflow-wrap:anywhere}
.cell{content-visibility:auto;contain-intrinsic-size:auto 2.5rem}
table.pkgs>thead th{background:var(--head);text-align:left;position:sticky;top:0}
table.pkgs th,table.pkgs td{border-bottom:1px solid var(--line);padding:.35rem .5rem;vertical-align:top;text-align:left}
th button{border:0;background:none;font-weight:600;padding:0;cursor:pointer}
th[aria-sort=ascending] button::after{content:" ▲"}th[aria-sort=descending] button::after{content:" ▼"}
.path{color:var(--muted);font-size:.85rem;word-break:break-all}
.loads{color:var(--ok);font-weight:600}.rejected{color:var(--err);font-weight:600}
.lv-error{color:var(--err);font-weight:600}.lv-warning{color:var(--warn);font-weight:600}.lv-note{color:var(--note);font-weight:600}
.w-ungated-write{color:var(--err);font-weight:600}.w-unknown{color:var(--warn)}
ul.plain{list-style:none;margin:0;padding:0}ul.plain>li{margin:.15rem 0}
ol.findings{margin:.3rem 0;padding-left:1.2rem}ol.findings>li{margin:.4rem 0}
pre{margin:.2rem 0;padding:.3rem .5rem;background:var(--head);border:1px solid var(--line);border-radius:4px;overflow-x:auto;white-space:pre}
mark{background:var(--mark);color:inherit;text-decoration:underline wavy}
.evidence{color:var(--muted);font-size:.9rem;margin:.1rem 0 0 1rem;padding:0}
.muted{color:var(--muted)}
@media print{.cell{content-visibility:visible}form,.noprint{display:none}body{margin:0}table.pkgs>thead th{position:static}a{color:inherit}tr{break-inside:avoid}}
</style>
</head>
<body>
<header>
<h1>{{.Title}}</h1>
<p class="totals">{{plural .Summary.Packages "package"}}: {{.Summary.Loads}} load, {{.Summary.Rejected}} rejected; {{plural .Summary.Servers "server"}}; {{plural .Summary.Findings "finding"}}</p>
</header>
<main>
<section aria-labelledby="summary-h">
<h2 id="summary-h">Summary</h2>
<div class="charts">
{{- range .Summary.Charts}}
<table class="chart"><caption>{{.Caption}}</caption>
<tbody>
{{- range .Bars}}
<tr><th scope="row"><a href="#{{.Key}}={{.Value}}">{{.Label}}</a></th><td>{{.Count}}</td><td class="barcell"><span class="bar {{.Class}}" style="width:{{.Pct}}%"></span></td></tr>
{{- else}}
<tr><td colspan="3" class="muted">none</td></tr>
{{- end}}
</tbody></table>
{{- end}}
</div>
</section>
<section aria-labelledby="packages-h">
<h2 id="packages-h">Packages</h2>
<form id="filters" role="search" aria-label="Filter packages">
<label for="f-verdict">Verdict<select id="f-verdict" name="verdict"><option value="">any</option><option value="loads">loads</option><option value="rejected">rejected</option></select></label>
<label for="f-rule">Rule<select id="f-rule" name="rule"><option value="">any</option>
{{- range .Rules}}<option value="{{.ID}}">{{.ID}} {{.Name}}</option>{{end -}}
</select></label>
<label for="f-level">Level<select id="f-level" name="level"><option value="">any</option><option value="error">error</option><option value="warning">warning</option><option value="note">note</option></select></label>
<label for="f-trust">Server trust<select id="f-trust" name="trust"><option value="">any</option><option value="full">full</option><option value="untrusted">untrusted</option></select></label>
<label for="f-write">Write capability<select id="f-write" name="write"><option value="">any</option>
{{- range .WriteOptions}}<option value="{{.Key}}">{{.Label}}</option>{{end -}}
</select></label>
<label for="f-q">Name or path<input id="f-q" name="q" type="search"></label>
<button type="reset" id="f-reset">Clear filters</button>
</form>
<p id="shown" role="status" aria-live="polite">{{plural (len .Packages) "package"}}</p>
<table class="pkgs" id="packages">
<colgroup><col class="c-pkg"><col class="c-verdict"><col class="c-servers"><col class="c-skills"><col class="c-findings"></colgroup>
<thead><tr>
<th scope="col" data-key="name"><button type="button">Package</button></th>
<th scope="col" data-key="verdict"><button type="button">Verdict</button></th>
<th scope="col" data-key="servers"><button type="button">Servers</button></th>
<th scope="col">Skills</th>
<th scope="col" data-key="findings"><button type="button">Findings</button></th>
</tr></thead>
<tbody>
{{- range .Packages}}
<tr class="pkg" data-name="{{.Path}}" data-verdict="{{.Verdict}}" data-rules="{{.RuleKeys}}" data-levels="{{.LevelKeys}}" data-trust="{{.TrustKeys}}" data-write="{{.WriteKeys}}" data-servers="{{len .Servers}}" data-findings="{{sortkey .Counts}}">
<th scope="row">{{if .Name}}{{.Name}}{{else}}<span class="muted">(no name)</span>{{end}}<div class="path">{{.Path}}</div></th>
<td><div class="cell"><span class="{{.Verdict}}">{{.Verdict}}</span>{{if .Baselined}} <span class="muted">(in baseline)</span>{{end}}</div></td>
<td><div class="cell">{{if .Servers}}<ul class="plain">
{{- range .Servers}}
<li><strong>{{.Name}}</strong>{{if ne .Internal .Name}} <span class="muted">(Hermes: {{.Internal}})</span>{{end}} <span class="muted">{{.Type}}</span><br>trust {{.Trust}} <span class="muted">from {{.TrustSource}}</span> · <span class="w-{{.Write}}">{{.WriteLabel}}</span>
{{- if .Coverage}}<br><span class="muted">{{.Coverage}}</span>{{end}}
{{- if .Unpinned}}<br><span class="w-unknown">launcher not pinned</span><ul class="evidence">{{range .Unpinned}}<li>{{.}}</li>{{end}}</ul>{{end}}
{{- if .Evidence}}<ul class="evidence">{{range .Evidence}}<li>{{.}}</li>{{end}}</ul>{{end}}</li>
{{- end}}
</ul>{{else}}<span class="muted">none</span>{{end}}
{{- if .Dropped}}<p class="muted">dropped:</p><ul class="plain">{{range .Dropped}}<li>{{.}}</li>{{end}}</ul>{{end}}</div></td>
<td><div class="cell">{{if .Skills}}<ul class="plain">{{range .Skills}}<li>{{.}}</li>{{end}}</ul>{{else}}<span class="muted">none</span>{{end}}</div></td>
<td><div class="cell">{{counts .Counts}}{{if .Suppressed}}, {{.Suppressed}} suppressed{{end}}
{{- if .Findings}}
<details><summary>{{plural (total .Counts) "finding"}}</summary>
<ol class="findings">
{{- range .Findings}}
<li data-rule="{{.Rule}}" data-level="{{.Level}}"><span class="lv-{{.Level}}">{{.Level}}</span> <a href="{{.HelpURI}}">{{.Rule}} {{.RuleName}}</a> <code>{{.Where}}</code><br>{{.Message}}
{{- if .HasExcerpt}}<pre>{{.Before}}<mark>{{.Span}}</mark>{{.After}}</pre>{{end}}
{{- if .Related}}<ul class="evidence">{{range .Related}}<li>{{.}}</li>{{end}}</ul>{{end}}</li>
{{- end}}
</ol>
</details>
{{- end}}</div></td>
</tr>
{{- end}}
</tbody>
</table>
</section>
</main>
<footer><p class="muted">Written by pluglint {{.Version}}. Rule links lead to the rules' documentation; nothing else on this page loads from the network.</p></footer>
<script>
(function () {
  "use strict";
  var form = document.getElementById("filters");
  var tbody = document.querySelector("#packages tbody");
  var rows = Array.prototype.slice.call(tbody.rows);
  var shown = document.getElementById("shown");
  var names = ["verdict", "rule", "level", "trust", "write", "q"];
  var narrowed = false;
  function has(list, v) { return (" " + list + " ").indexOf(" " + v + " ") >= 0; }
  function current() {
    var f = {};
    names.forEach(function (n) { f[n] = form.elements[n].value; });
    return f;
  }
  function apply(updateURL) {
    var f = current(), n = 0, q = f.q.toLowerCase();
    rows.forEach(function (tr) {
      var d = tr.dataset;
      var ok = (!f.verdict || d.verdict === f.verdict) && (!f.rule || has(d.rules, f.rule)) &&
        (!f.level || has(d.levels, f.level)) && (!f.trust || has(d.trust, f.trust)) &&
        (!f.write || has(d.write, f.write)) && (!q || tr.cells[0].textContent.toLowerCase().indexOf(q) >= 0);
      tr.hidden = !ok;
      if (ok) { n++; }
      // Findings are narrowed only while a finding filter is or was set:
      // a catalog's page loads without touching thousands of them.
      if (narrowed || f.rule || f.level) {
        tr.querySelectorAll("li[data-rule]").forEach(function (li) {
          li.hidden = !!((f.rule && li.dataset.rule !== f.rule) || (f.level && li.dataset.level !== f.level));
        });
      }
      if (ok && (f.rule || f.level)) {
        tr.querySelectorAll("details").forEach(function (d) { d.open = true; });
      }
    });
    narrowed = !!(f.rule || f.level);
    shown.textContent = n + " of " + rows.length + " packages shown";
    if (updateURL && window.history && history.replaceState) {
      var p = new URLSearchParams();
      names.forEach(function (k) { if (f[k]) { p.set(k, f[k]); } });
      history.replaceState(null, "", p.toString() ? "#" + p.toString() : location.pathname + location.search);
    }
  }
  function fromURL() {
    var p = new URLSearchParams(location.hash.replace(/^#/, "") || location.search.replace(/^\?/, ""));
    names.forEach(function (n) {
      var el = form.elements[n], v = p.get(n) || "";
      if (el.tagName === "SELECT" && v && !Array.prototype.some.call(el.options, function (o) { return o.value === v; })) { v = ""; }
      el.value = v;
    });
    apply(false);
  }
  form.addEventListener("input", function () { apply(true); });
  form.addEventListener("change", function () { apply(true); });
  form.addEventListener("submit", function (e) { e.preventDefault(); });
  form.addEventListener("reset", function () { setTimeout(function () { apply(true); }, 0); });
  window.addEventListener("hashchange", fromURL);
  var heads = document.querySelectorAll("#packages thead th[data-key]");
  heads.forEach(function (th) {
    th.querySelector("button").addEventListener("click", function () {
      var key = th.dataset.key, dir = th.getAttribute("aria-sort") === "ascending" ? -1 : 1;
      heads.forEach(function (h) { h.removeAttribute("aria-sort"); });
      th.setAttribute("aria-sort", dir === 1 ? "ascending" : "descending");
      var val = function (tr) {
        if (key === "name") { return tr.dataset.name; }
        if (key === "verdict") { return tr.dataset.verdict; }
        return Number(tr.dataset[key]);
      };
      rows.sort(function (a, b) {
        var x = val(a), y = val(b);
        return (x < y ? -1 : x > y ? 1 : 0) * dir || (a.dataset.name < b.dataset.name ? -1 : 1);
      });
      rows.forEach(function (tr) { tbody.appendChild(tr); });
    });
  });
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll("details").forEach(function (d) { d.open = true; });
  });
  fromURL();
}());
</script>
</body>
</html>
`
