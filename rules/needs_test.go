package rules

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// accessors maps each Pass method that hands out an analysis to the Need
// a rule must declare to call it.
var accessors = map[string]Need{"Outcome": NeedOutcome, "Skills": NeedSkills, "Evidence": NeedEvidence}

// TestRegistryNeeds checks the declared graph: every rule declares
// exactly the analyses its code asks its Pass for, directly or through
// the package's functions it calls, and every analysis an analysis is
// built from is declared too, so the engine can order rules by their
// declarations alone.
func TestRegistryNeeds(t *testing.T) {
	used := passAnalyses(t)
	runs := ruleRunFuncs(t)
	for _, r := range All {
		run, ok := runs[r.ID]
		if !ok {
			t.Errorf("%s: no Run function found in its file", r)
			continue
		}
		var got []Need
		for n := range used[run] {
			got = append(got, n)
		}
		slices.Sort(got)
		want := slices.Clone(r.Needs)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s declares Needs %v; its code asks its Pass for %v", r, want, got)
		}
	}
	for name, n := range accessors {
		var got []Need
		for m := range used["Pass."+name] {
			got = append(got, m)
		}
		slices.Sort(got)
		want := slices.Clone(requires[n])
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("analysis %v is declared to require %v; Pass.%s asks for %v", n, want, name, got)
		}
	}
}

// TestRegistryNeedsSees checks the checker: functions known to reach an
// accessor are seen to.
func TestRegistryNeedsSees(t *testing.T) {
	used := passAnalyses(t)
	for fn, n := range map[string]Need{"skillsDriving": NeedSkills, "runOrphanDeclaration": NeedOutcome} {
		if !used[fn][n] {
			t.Errorf("%s is not seen to ask for %v", fn, n)
		}
	}
}

// passAnalyses returns, for every function and method of the package
// (methods as Type.Name), the analyses it reaches: calls to a Pass
// accessor, and what the package's own functions it calls reach.
func passAnalyses(t *testing.T) map[string]map[Need]bool {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	direct := map[string]map[Need]bool{}
	calls := map[string]map[string]bool{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			key := funcKey(fd)
			direct[key], calls[key] = map[Need]bool{}, map[string]bool{}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				switch fn := call.Fun.(type) {
				case *ast.Ident:
					calls[key][fn.Name] = true
				case *ast.SelectorExpr:
					if need, ok := accessors[fn.Sel.Name]; ok {
						direct[key][need] = true
					}
					calls[key]["*."+fn.Sel.Name] = true
				}
				return true
			})
		}
	}
	// Method calls are matched by name to every method of that name; the
	// accessors themselves are not followed (what they build from is
	// the requires table's business).
	resolve := func(callee string) []string {
		if !strings.HasPrefix(callee, "*.") {
			return []string{callee}
		}
		var out []string
		for k := range direct {
			if strings.HasSuffix(k, "."+callee[2:]) && !strings.HasPrefix(k, "Pass.") {
				out = append(out, k)
			}
		}
		return out
	}
	for changed := true; changed; {
		changed = false
		for fn, cs := range calls {
			for c := range cs {
				for _, callee := range resolve(c) {
					for n := range direct[callee] {
						if !direct[fn][n] {
							direct[fn][n], changed = true, true
						}
					}
				}
			}
		}
	}
	return direct
}

func funcKey(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	typ := fd.Recv.List[0].Type
	if st, ok := typ.(*ast.StarExpr); ok {
		typ = st.X
	}
	if id, ok := typ.(*ast.Ident); ok {
		return id.Name + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// ruleRunFuncs maps each rule's ID to the name of its Run function, read
// from the rule values in the rule files.
func ruleRunFuncs(t *testing.T) map[string]string {
	t.Helper()
	files, err := filepath.Glob("pl[0-9][0-9][0-9]_*.go")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			if id, ok := lit.Type.(*ast.Ident); !ok || id.Name != "Rule" {
				return true
			}
			var id, run string
			for _, e := range lit.Elts {
				kv, ok := e.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				key, _ := kv.Key.(*ast.Ident)
				switch {
				case key == nil:
				case key.Name == "ID":
					if bl, ok := kv.Value.(*ast.BasicLit); ok {
						id = strings.Trim(bl.Value, `"`)
					}
				case key.Name == "Run":
					if fn, ok := kv.Value.(*ast.Ident); ok {
						run = fn.Name
					}
				}
			}
			if id != "" && run != "" {
				out[id] = run
			}
			return false
		})
	}
	return out
}
