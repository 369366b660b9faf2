package pyjson

import "testing"

// benchDoc is a realistic plugin manifest with an embedded MCP
// configuration, about 2 KB.
const benchDoc = `{
  "name": "acme-devtools",
  "version": "2.4.1",
  "description": "Developer tooling for the Acme platform: issue search, deployments and log queries from the agent.",
  "author": {"name": "Acme Platform Team", "email": "platform@acme.example", "url": "https://acme.example/team"},
  "homepage": "https://github.com/acme/devtools-plugin",
  "license": "Apache-2.0",
  "keywords": ["acme", "deploy", "logs", "issues", "mcp"],
  "skills": "./skills",
  "extensions": {
    "com.nousresearch.hermes": {
      "minVersion": "0.9.0",
      "servers": {
        "acme-issues": {"readOnlyHint": true, "trust": "verified"},
        "acme-deploy": {"readOnlyHint": false, "requiresApproval": true},
        "acme-logs": {"readOnlyHint": true}
      }
    }
  },
  "mcpServers": {
    "acme-issues": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "@acme/issues-mcp@1.8.2", "--project", "${ACME_PROJECT}"],
      "env": {"ACME_TOKEN": "${ACME_TOKEN}", "ACME_REGION": "eu-west-1", "LOG_LEVEL": "warn"},
      "timeout": 30.5
    },
    "acme-deploy": {
      "type": "stdio",
      "command": "${CLAUDE_PLUGIN_ROOT}/bin/deploy-mcp",
      "args": ["serve", "--stdio", "--max-concurrency", "4"],
      "env": {"ACME_TOKEN": "${ACME_TOKEN}", "DEPLOY_ENV": "staging\u002fprod", "RETRIES": "3"}
    },
    "acme-logs": {
      "type": "http",
      "url": "https://logs.acme.example/mcp/v1?tenant=${ACME_TENANT}",
      "headers": {"Authorization": "Bearer ${ACME_TOKEN}", "X-Client": "hermes-plugin/2.4.1"},
      "tools": [
        {"name": "query", "description": "Run a LogQL query over the last \"n\" hours.", "maxRows": 5000},
        {"name": "tail", "description": "Stream new lines matching a filter.", "maxRows": 200},
        {"name": "stats", "description": "Aggregate counts by label.", "buckets": [1, 5, 15, 60, 1440]}
      ]
    }
  },
  "commands": ["./commands/deploy.md", "./commands/triage.md", "./commands/oncall.md"],
  "hooks": {"SessionStart": [{"matcher": "*", "hooks": [{"type": "command", "command": "${CLAUDE_PLUGIN_ROOT}/hooks/check-auth.sh", "timeout": 10}]}]},
  "sizeLimitBytes": 1.5e6,
  "experimental": null,
  "enabled": true
}
`

func BenchmarkParse(b *testing.B) {
	src := []byte(benchDoc)
	if _, err := Parse(src); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(src); err != nil {
			b.Fatal(err)
		}
	}
}
