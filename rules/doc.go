// Package rules is pluglint's engine: the rules, one file each and listed
// in registry.go, the Pass they run over, the engine that runs them over
// one package (Lint), and the Outcome: what Hermes loads of the package.
// It never prints; reporters live in package report.
//
// What the rules share lives in sub-packages named for what they are
// (rules/model for the package and its loader, rules/hermes for Hermes's
// and Python's behaviour, rules/edit for fixers' edits, rules/fix for
// `pluglint fix`, and more); none of them imports rules. A file named
// plNNN_name.go holds one rule; the others are the framework.
//
// # Writing a rule
//
//  1. Pick the next free ID in the series the rule belongs to (0xx JSON,
//     1xx manifest, 2xx trust, 3xx MCP servers, 4xx skills, 5xx safety,
//     6xx the user's Hermes config) and a kebab-case name that says what
//     is wrong: PL210 trust-invalid.
//  2. Write rules/plNNN_name.go, as pl212_trust_redundant.go is written:
//     the exported value (ID, Name, Level, Class, Doc, Run, and where they
//     apply Needs, Fixed, Security with SecuritySeverity and CWE,
//     Precision, Fix), its Doc for the publisher who just got the finding,
//     its run function and private helpers only. The rule sees the package
//     through its Pass and reports with Pass.Report and the At* locations;
//     it never opens a file and keeps no state. A helper another rule
//     needs too goes to the sub-package named for what it does, never to
//     another rule's file.
//  3. Add the value to All in registry.go, in ID order: one line.
//  4. Add testdata/rules/<id>_<name>/ (plNNN_name/), with at least one
//     .txtar case that fires, its findings listed exactly in a "want"
//     section, and one that stays clean; each archive's comment says what
//     it proves.
//  5. Run go generate ./... to regenerate what the registry drives (the
//     README's rule table, docs/rules.md, report/sarif_rules.json and
//     schemas/pluglint-config.schema.json); the tests that find one stale
//     name this command. Then go test ./...
//
// A rule with a fix sets Fix to a Fixer whose Plan returns edit
// Suggestions for one finding; `pluglint fix`, `pluglint explain` and the
// language server read it there. Its cases go in testdata/fix, and
// rules/fix's TestCatalogue lists its safety.
package rules
