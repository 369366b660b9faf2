package rules

// Rule is one check. A rule is a value with no state between runs, so one
// value serves every package and goroutine.
type Rule struct {
	ID    string // stable forever: "PL210"
	Name  string // kebab-case: "trust-invalid"
	Level Level  // default level
	Class Class  // what a finding stands for in Hermes
	// Fixed rules stand for a Hermes rejection: configuration can neither
	// switch them off nor ignore their findings.
	Fixed bool
	// Security rules carry a SARIF security-severity.
	Security bool
	// SecuritySeverity is the CVSS-like score GitHub shows ("8.0").
	SecuritySeverity string
	// CWE is the weakness a security rule stands for (798 for CWE-798),
	// which code scanning shows as a tag; 0 for none.
	CWE int
	// Precision is SARIF's precision property: very-high, high, medium, low.
	Precision string
	// HermesCause is how Hermes's own loader words a drop of this rule
	// when another message names it as a cause ("invalid command"); empty
	// where Hermes has no words of its own for it.
	HermesCause string
	// AtSpawn marks a drop rule whose part Hermes skips only when it
	// starts the server, after it has read the declarations: a
	// declaration for such a server still matches it.
	AtSpawn bool
	// Needs lists what the rule reads through its Pass besides the
	// package (Pass.Outcome, Pass.Skills). The engine runs a rule once
	// what it needs is known; TestRegistryNeeds checks that every rule
	// declares exactly what its code asks for.
	Needs []Need
	Doc   Doc
	Run   func(*Pass) error
	// Fix is how `pluglint fix` repairs the rule's findings; nil when it
	// has no fix.
	Fix *Fixer
	// WriteSignal is what a finding of the rule at a server's mcp.json
	// entry says of whether the server can write, for reports that sum
	// servers up; zero for a rule that says nothing of it.
	WriteSignal WriteSignal
}

// WriteSignal is what a rule's finding at a server says of the server's
// capability to act on the world.
type WriteSignal uint8

// Write signals.
const (
	// WriteCapable: the server looks write-capable and runs ungated.
	WriteCapable WriteSignal = iota + 1
	// WriteUnknown: whether the ungated server can write cannot be told.
	WriteUnknown
)

// Doc is a rule's documentation, written for the publisher who just got
// the finding. It drives `pluglint explain`, `pluglint rules`, SARIF help
// and the README table.
type Doc struct {
	Title string // one line, lower case, no final period
	Why   string // why Hermes or a user cares
	Fix   string // how to fix it
	Bad   string // a package excerpt that fires, with the file name first
	Good  string // the same excerpt fixed
}

// String returns "PL210 trust-invalid".
func (r *Rule) String() string { return r.ID + " " + r.Name }

// Group is the catalogue section a rule belongs to, named by the hundred
// its ID is in: json, manifest, trust, mcp, skills, safety, hermes-config.
func (r *Rule) Group() string {
	if len(r.ID) < 3 {
		return "pluglint"
	}
	switch r.ID[2] {
	case '0':
		return "json"
	case '1':
		return "manifest"
	case '2':
		return "trust"
	case '3':
		return "mcp"
	case '4':
		return "skills"
	case '5':
		return "safety"
	case '6':
		return "hermes-config"
	}
	return "pluglint"
}

// HelpURI is where a rule's documentation lives on the web.
func (r *Rule) HelpURI() string {
	return "https://github.com/pluglint/pluglint/blob/main/docs/rules.md#" + r.ID
}

// Lookup finds a rule by ID (any letter case) or name.
func Lookup(idOrName string) *Rule {
	for _, r := range All {
		if equalFold(r.ID, idOrName) || r.Name == idOrName {
			return r
		}
	}
	return nil
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		ca, cb := a[i], b[i]
		if 'a' <= ca && ca <= 'z' {
			ca -= 'a' - 'A'
		}
		if 'a' <= cb && cb <= 'z' {
			cb -= 'a' - 'A'
		}
		if ca != cb {
			return false
		}
	}
	return true
}
