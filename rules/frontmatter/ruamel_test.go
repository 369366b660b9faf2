package frontmatter

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/rulestest"
)

// ruamelCases are checked against ruamel.yaml by TestAgainstRuamel, together
// with every input of the other tests.
var ruamelCases = []string{
	"---\nname: x\n---\n",
	"\ufeff---\nname: x\n---\n",
	"\ufeff\ufeff---\nname: x\n---\n",
	"---\ufeffname: x\n---\n",
	"---\nname: x\r---\n",
	"---\rname: x\r\n---\r\n",
	"---\nname: x\n--- \x0c\x0b\t\r\n",
	"---\nname: x\n---\x1c\n",
	"---\nname: x\n---\u2028\n",
	"---\nname: x\n---\u3000\n",
	"---\nname: x\n---\u200b\n",
	"---\nname: x\u2028b: y\n---\n",
	"---\nname: x\x85b: y\n---\n",
	"---\nname: x\rb: y\n---\n",
	"---\nné: 日本: x\n---\n",
	"---\nné: [日本, 'x', \"y\"]\n---\n",
	"----\nname: x\n---\n",
	"---name: x\n---\n",
	"--- name: x\n---\n",
	"---\n---\n",
	"---\n\n---\n",
	"---\n# only comment\n---\n",
	"---\n~\n---\n",
	"---\nfoo\n---\n",
	"---\n1\n---\n",
	"---\n!!set {a}\n---\n",
	"---\n!!omap [{a: 1}]\n---\n",
	"---\nname: x\n---",
	"---\nname: x",
	"",
	"name: x\n---\n",
	"\n---\nname: x\n---\n",
	" ---\nname: x\n---\n",
	"---\nname: \xff\n---\n",
	"---\nname: \xed\xa0\x80\n---\n",
	"---\nname: x\n---\n\xc0\xaf",
	"---\nname: x\n  ---\n---\n",
	"---\nname: |\n  a\n  ---\n---\n",
	"---\nname: x\n...\n---\n",
	"---\nname: x\n...\nb: 1\n---\n",
	"---\nname: x\n--- y\n---\n",
	"---\n%YAML 1.1\n--- \n---\n",
	"---\n%YAML 1.1\n--- {a: 1}\n---\n",
	"---\n%YAML 1.2\n--- {a: 1}\n---\n",
	"---\n\tname: x\n---\n",
	"---\nname:\tx\n---\n",
	"---\nname: x\t\n---\n",
	"---\nname: \"a\tb\"\n---\n",
	"---\nname: \x01\n---\n",
	"---\nname: 'a\x7fb'\n---\n",
	"---\nname: '\ufffe'\n---\n",
	"---\nname: '\ufeff'\n---\n",
	"---\nname: a\ndescription: >\n  folded\n  text\n\n  para\n---\n",
	"---\nk: |+\n  a\n\n---\n",
	"---\nk: >-\n   a\n  b\n---\n",
	"---\nk: \"a\\\n  b\"\n---\n",
	"---\nk: 'a\n\n  b'\n---\n",
	"---\nk: a\n  b\n\n  c\n---\n",
	"---\n? |\n  block key\n: v\n---\n",
	"---\n[a, b]: c\n---\n",
	"---\n{a: 1}: c\n---\n",
	"---\n? [a]\n: c\n---\n",
	"---\na: &x 1\nb: &x 2\n---\n",
	"---\na: *x\n---\n",
	"---\n&a a: *a\n---\n",
	"---\na: &a [*a]\n---\n",
	"---\na: &a {b: *a}\n---\n",
	"---\nx: &m {a: 1}\n<<: *m\n---\n",
	"---\nx: &m {a: 1}\n<<: *m\na: 2\n---\n",
	"---\nx: &m {a: 1}\na: 2\n<<: *m\n---\n",
	"---\nx: &m {a: 1}\ny: &n {a: 2, b: 3}\n<<: [*m, *n]\n---\n",
	"---\n<<: {a: 1}\n<<: {b: 2}\n---\n",
	"---\na: &m {<<: *m}\n---\n",
	"---\n<<: [1]\n---\n",
	"---\n<<: [{a: 1}, [b]]\n---\n",
	"---\n'<<': 1\n---\n",
	"---\n!!merge <<: {a: 1}\n---\n",
	"---\ny: 1\nyes: 2\n---\n",
	"---\n1: a\n1.0: b\n---\n",
	"---\n1: a\ntrue: b\n---\n",
	"---\n0: a\nfalse: b\n---\n",
	"---\n0: a\n-0.0: b\n---\n",
	"---\n.nan: 1\n.NaN: 2\n---\n",
	"---\n!!float nan: 1\n!!float nan: 2\n---\n",
	"---\n~: 1\nnull: 2\n---\n",
	"---\n: 1\n~: 2\n---\n",
	"---\n2024-01-01: a\n2024-01-01: b\n---\n",
	"---\n2024-01-01 10:00:00+01:00: a\n2024-01-01T09:00:00Z: b\n---\n",
	"---\n2024-01-01 10:00:00: a\n2024-01-01T10:00:00Z: b\n---\n",
	"---\n!!binary aGk=: a\n!!binary aGk: b\n---\n",
	"---\n!!binary aGk=: a\nhi: b\n---\n",
	"---\n0x10: a\n16: b\n---\n",
	"---\n010: a\n8: b\n---\n",
	"---\n1:30: a\n90: b\n---\n",
	"---\n1_000: a\n1000: b\n---\n",
	"---\n1e3: a\n1000.0: b\n---\n",
	"---\n1.0e3: a\n1000: b\n---\n",
	"---\n\"1\": a\n1: b\n---\n",
	"---\n=: 1\n---\n",
	"---\na: =\n---\n",
	"---\n- =\n---\n",
	"---\na: !!str {=: x}\n---\n",
	"---\na: !!int {=: 5}\n---\n",
	"---\na: !!binary |\n  aGVsbG8g\n  d29ybGQ=\n---\n",
	"---\na: !!timestamp '2024-01-31 '\n---\n",
	"---\na: !!float ' 1.5 '\n---\n",
	"---\na: !!int ' 0x1f '\n---\n",
	"---\na: !!int '-0x1f'\n---\n",
	"---\na: !!int '+-1'\n---\n",
	"---\na: !!int '--1'\n---\n",
	"---\na: !!float '1e5'\n---\n",
	"---\na: !!float 'inf'\n---\n",
	"---\na: !!float '-Infinity'\n---\n",
	"---\na: !!float '0x10'\n---\n",
	"---\na: !!float '1_0.5'\n---\n",
	"---\na: !!null ''\n---\n",
	"---\na: !!bool 'ON'\n---\n",
	"---\na: !<tag:yaml.org,2002:str> 1\n---\n",
	"---\na: !<!foo> 1\n---\n",
	"---\n%TAG !e! tag:example.com,2000:\n--- \na: !e!x 1\n---\n",
	"---\na: ! 1\n---\n",
	"---\na: ! '1'\n---\n",
	"---\na: ! [1]\n---\n",
	"---\na: !\n---\n",
	"---\na: ! ''\n---\n",
	"---\na: [a, b,]\n---\n",
	"---\na: [a, , b]\n---\n",
	"---\na: {a, b}\n---\n",
	"---\na: {a: }\n---\n",
	"---\na: [a: b]\n---\n",
	"---\na: 'x' # c\n---\n",
	"---\na: x#y\n---\n",
	"---\na: x #y\n---\n",
	"---\n- a\n- b\n---\n",
	"---\n-a\n---\n",
	"---\na:\n- b\n- c\n---\n",
	"---\na:\n  - b\n  -   c\n---\n",
	"---\na: -1\n---\n",
	"---\na: - 1\n---\n",
	"---\nname: café\ndescription: \"été\\u00e9\\x41\\U0001F600\"\n---\n",
	"---\nd: 2024-02-29\n---\n",
	"---\nd: 2023-02-29\n---\n",
	"---\nd: 2024-01-31T25:00:00\n---\n",
	"---\nd: 2024-01-31 23:59:60\n---\n",
	"---\nd: 2024-01-31 23:59:59.1234567\n---\n",
	"---\nd: 2024-01-31t23:59:59 Z\n---\n",
	"---\nd: 2024-01-31  23:59:59  -05:30\n---\n",
	"---\nd: 0001-01-01\n---\n",
	"---\nd: 9999-12-31T23:59:59-23:59\n---\n",
	"---\nd: 2024-01-31T10:00:00+24:00\n---\n",
	"---\nv: 1.2.3\n---\n",
	"---\nv: 1.\n---\n",
	"---\nv: 1.e+3\n---\n",
	"---\nv: -.5\n---\n",
	"---\nv: +.5\n---\n",
	"---\nv: ._\n---\n",
	"---\nv: 1:60\n---\n",
	"---\nv: 0:30\n---\n",
	"---\nv: 1:30.5\n---\n",
	"---\nv: -1:30.5\n---\n",
	"---\nv: 0b\n---\n",
	"---\nv: 0x\n---\n",
	"---\nv: 0o17\n---\n",
	"---\nv: 09\n---\n",
	"---\nv: 0_7\n---\n",
	"---\nv: +0\n---\n",
	"---\nv: -0\n---\n",
	"---\nv: 1_\n---\n",
	"---\nv: _1\n---\n",
	"---\nv: 1__0\n---\n",
	"---\nv: 12e3\n---\n",
	"---\nv: .inF\n---\n",
	"---\nv: yes\nw: Yes\nx: YES\ny: yEs\nz: Y\n---\n",
	"---\nk: n\nl: N\nm: NO\nn2: nO\no: off\np: OFF\nq: oN\n---\n",
	"---\na: \"don\\'t\"\n---\n",
	"---\na: \"a\\/b\"\n---\n",
	"---\na: [what?]\n---\n",
	"---\na: [a:]\n---\n",
	"---\na: [http://x.com/?a=b, c]\n---\n",
	"---\na: \"\\/\\'\"\n---\n",
	"---\na: 'a\\/b'\nb: \"c\\/d\"\n---\n",
	"---\na: {x: why?, y: [a ?b]}\n---\n",
}

// pyNode is a node as testdata/ruamel_oracle.py reports it.
type pyNode struct {
	Kind   string       `json:"k"`
	Str    *string      `json:"s"`
	Line   int          `json:"l"`
	Col    int          `json:"c"`
	End    *int         `json:"e"` // in characters from the start of the content
	Items  []*pyNode    `json:"items"`
	Fields [][2]*pyNode `json:"fields"`
}

type pyResult struct {
	Err       string  `json:"err"`
	CErr      string  `json:"cerr"` // the C parser's error, where the pure parser ran
	Msg       string  `json:"msg"`
	Line      int     `json:"line"`
	Col       int     `json:"col"`
	FirstLine int     `json:"firstline"`
	Root      *pyNode `json:"root"`
}

// runOracle feeds the inputs to testdata/ruamel_oracle.py (see
// rulestest.RuamelLines for when it is skipped).
func runOracle(t *testing.T, inputs [][]byte) []pyResult {
	t.Helper()
	var in bytes.Buffer
	for _, src := range inputs {
		b, _ := json.Marshal(base64.StdEncoding.EncodeToString(src))
		in.Write(append(b, '\n'))
	}
	var res []pyResult
	for _, line := range rulestest.RuamelLines(t, in.Bytes(), len(inputs), "testdata/ruamel_oracle.py") {
		var r pyResult
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatal(err)
		}
		res = append(res, r)
	}
	return res
}

// TestAgainstRuamel compares Parse with what Hermes makes of the same files
// with ruamel.yaml (safe loader, YAML 1.1, the C parser and then the pure
// one): acceptance, error kinds, duplicate-key positions, and for accepted
// files every node's kind, value and position. RUAMEL_CORPUS may name a
// file of further inputs, one base64 JSON string per line.
func TestAgainstRuamel(t *testing.T) {
	var inputs [][]byte
	for _, s := range ruamelCases {
		inputs = append(inputs, []byte(s))
	}
	for _, tt := range valueTests {
		inputs = append(inputs, []byte(tt.src))
	}
	for _, tt := range errorTests {
		inputs = append(inputs, []byte(tt.src))
	}
	for _, s := range fuzzSeeds {
		inputs = append(inputs, []byte(s))
	}
	// Frontmatters near the form loadSimple reads without yaml.v3.
	rng := rand.New(rand.NewPCG(13, 14))
	for range 1500 {
		inputs = append(inputs, []byte(randomFrontmatter(rng)))
	}
	if name := os.Getenv("RUAMEL_CORPUS"); name != "" {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for line := range bytes.Lines(data) {
			var s string
			if err := json.Unmarshal(line, &s); err != nil {
				t.Fatal(err)
			}
			b, err := base64.StdEncoding.DecodeString(s)
			if err != nil {
				t.Fatal(err)
			}
			inputs = append(inputs, b)
		}
	}
	results := runOracle(t, inputs)
	bad := 0
	for i, src := range inputs {
		if diffs := comparePy(src, results[i]); len(diffs) > 0 {
			if bad++; bad <= 30 {
				t.Errorf("%q:\n  %s", src, strings.Join(diffs, "\n  "))
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d inputs differ from ruamel.yaml", bad, len(inputs))
	}
}

func comparePy(src []byte, py pyResult) []string {
	fm, err := Parse(src)
	switch {
	case py.Err == "" && err != nil:
		return []string{"ruamel accepts it, Parse: " + err.Error()}
	case py.Err != "" && err == nil:
		return []string{fmt.Sprintf("ruamel rejects it (%s %s), Parse accepts it", py.Err, py.Msg)}
	case py.Err != "":
		// Where the C parser fails and the pure one fails too, or reads
		// something other than a mapping, Parse may give the C parser's
		// reason: the skill is dropped either way.
		if py.Err != err.Kind.String() && py.CErr != err.Kind.String() {
			return []string{fmt.Sprintf("ruamel: %s %s, Parse: %v %s", py.Err, py.Msg, err.Kind, err.Msg)}
		}
		// ruamel reports a repeated alias key at its anchor; Parse at the alias.
		if py.Err == "duplicate" && err.Kind == Duplicate && !bytes.Contains(src, []byte("*")) &&
			(py.Line != err.Line || py.Col != err.Column || !strings.HasSuffix(err.Msg, fmt.Sprintf("(first at line %d)", py.FirstLine))) {
			return []string{fmt.Sprintf("ruamel: duplicate at %d:%d first %d, Parse: %v", py.Line, py.Col, py.FirstLine, err)}
		}
		return nil
	}
	contentStart := 0
	for bytes.HasPrefix(src[contentStart:], utf8BOM) {
		contentStart += len(utf8BOM)
	}
	var diffs []string
	comparePyNode(&diffs, "root", src[contentStart:], contentStart, py.Root, fm.Root, map[*Value]bool{})
	return diffs
}

func comparePyNode(diffs *[]string, path string, content []byte, base int, py *pyNode, v *Value, active map[*Value]bool) {
	fail := func(format string, args ...any) {
		*diffs = append(*diffs, path+": "+fmt.Sprintf(format, args...))
	}
	if py.Kind != v.Kind.String() {
		fail("ruamel %s, Parse %v %q", py.Kind, v.Kind, v.Str)
		return
	}
	if py.Line != 0 && (py.Line != v.Line || py.Col != v.Column) {
		fail("ruamel at %d:%d, Parse at %d:%d", py.Line, py.Col, v.Line, v.Column)
	}
	if py.End != nil {
		if end := utf8.RuneCount(content[:v.EndOffset-base]); end != *py.End {
			fail("ruamel ends at character %d, Parse at %d", *py.End, end)
		}
	}
	if py.Str != nil {
		var got string
		switch v.Kind {
		case Bool:
			got = strconv.FormatBool(v.Bool)
		case Int:
			n, _ := parseInt(v.Str, true)
			got = n.String()
		case Float:
			f, _ := parseFloat(v.Str)
			if pf, _ := strconv.ParseFloat(*py.Str, 64); f == pf || math.IsNaN(f) && math.IsNaN(pf) {
				got = *py.Str
			} else {
				got = strconv.FormatFloat(f, 'g', -1, 64)
			}
		default:
			got = v.Str
		}
		if got != *py.Str {
			fail("ruamel %q, Parse %q", *py.Str, got)
		}
	}
	if active[v] {
		return
	}
	active[v] = true
	defer delete(active, v)
	if py.Items != nil {
		if len(py.Items) != len(v.Items) {
			fail("ruamel has %d items, Parse %d", len(py.Items), len(v.Items))
			return
		}
		for i, it := range py.Items {
			comparePyNode(diffs, fmt.Sprintf("%s[%d]", path, i), content, base, it, v.Items[i], active)
		}
	}
	if py.Fields != nil {
		if len(py.Fields) != len(v.Fields) {
			fail("ruamel has %d fields, Parse %d", len(py.Fields), len(v.Fields))
			return
		}
		for i, f := range py.Fields {
			comparePyNode(diffs, fmt.Sprintf("%s.key%d", path, i), content, base, f[0], v.Fields[i].Key, active)
			comparePyNode(diffs, fmt.Sprintf("%s.value%d", path, i), content, base, f[1], v.Fields[i].Value, active)
		}
	}
}
