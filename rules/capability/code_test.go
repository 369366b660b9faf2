package capability

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/model"
)

func TestCodeTools(t *testing.T) {
	for _, c := range []struct {
		name, file, src string
		want            []string // name, then "read-only", "destructive" or the description, each as name|desc|hint
	}{
		{
			name: "TypeScript SDK: tool and registerTool",
			file: "src/server.ts",
			src: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "ledger", version: "1.0.0" });
server.tool("list_entries", "List the ledger's entries", {}, async () => ({ content: [] }));
server.registerTool(
  'void_entry',
  { description: 'Voids an entry', inputSchema: {}, annotations: { destructiveHint: true } },
  async () => ({ content: [] }),
);
server.registerTool("get_balance", {
  description: "Reads the balance",
  annotations: { readOnlyHint: true },
}, handler);
`,
			want: []string{"list_entries|List the ledger's entries|", "void_entry|Voids an entry|destructive", "get_balance|Reads the balance|read-only"},
		},
		{
			name: "a minified tools/list answer",
			file: "dist/index.js",
			src:  `var x=require("@modelcontextprotocol/sdk/types.js");const T=[{name:"send_invoice",description:"Send an invoice to a customer",inputSchema:{type:"object",properties:{name:{type:"string"}}}},{name:"find_customer",description:"Find a customer",inputSchema:{type:"object"},annotations:{readOnlyHint:!0}}];`,
			want: []string{"send_invoice|Send an invoice to a customer|", "find_customer|Find a customer|read-only"},
		},
		{
			name: "an object that is not a tool's (no input schema before the next name)",
			file: "dist/index.js",
			src:  `import {Server} from "@modelcontextprotocol/sdk/server/index.js"; const info = {name: "ledger-server", version: "2"}; const tools = [{name: "post_entry", inputSchema: {}}];`,
			want: []string{"post_entry||"},
		},
		{
			name: "a tool named by a variable, and a template literal",
			file: "src/index.ts",
			src:  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nserver.tool(TOOL_NAME, 'x', {}, h);\nserver.tool(`${prefix}_send`, 'x', {}, h);\n",
			want: nil,
		},
		{
			name: "a description in a template literal, or in a variable, and a prompt's after it",
			file: "src/index.ts",
			src:  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nserver.tool('convert_report', `Converts the report in the ${DIR} folder.`, {}, h);\nserver.tool('summarize_report', SUMMARY, {}, h);\nserver.registerPrompt('note-adder', { description: 'Creates a new note file.' }, h);\n",
			want: []string{"convert_report|Converts the report in the |", "summarize_report||"},
		},
		{
			name: "a tool named by a constant the file declares",
			file: "mcp/server.mjs",
			src:  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nexport const TOOL_NAME = 'confirm_key_location';\nconst tools = [{ name: REFUND, description: 'Refund an order', inputSchema: {} }];\nlet REFUND = \"refund_order\";\nserver.registerTool(TOOL_NAME, { description: 'Ask where the key goes' }, h);\nserver.tool(UNDECLARED, 'x', {}, h);\nserver.tool(cfg.NAME, 'x', {}, h);\nif (TOOL_NAME == 'x') {}\n",
			want: []string{"confirm_key_location|Ask where the key goes|", "refund_order|Refund an order|"},
		},
		{
			name: "no MCP library named",
			file: "src/cli.ts",
			src:  `program.tool("delete_everything", "Deletes", {}, h);`,
			want: nil,
		},
		{
			name: "Python FastMCP",
			file: "server.py",
			src: `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notes")

@mcp.tool()
def search_notes(query: str) -> str:
    """Search the user's notes."""
    return ""

@mcp.tool(name="archive-note", annotations={"destructiveHint": True})
async def archive(note_id: str) -> str:
    return ""

@mcp.tool(description="Reads one note", annotations=ToolAnnotations(readOnlyHint=True))
def get_note(note_id: str) -> str:
    return ""


@mcp.tool
@traced(name="span")
async def delete_note(note_id: str) -> str:
    """Delete a note for good."""
    return ""

mcp.tools_enabled = True
`,
			want: []string{"search_notes|Search the user's notes.|", "archive-note||destructive", "get_note|Reads one note|read-only", "delete_note|Delete a note for good.|"},
		},
		{
			name: "Python FastMCP registering by call, and a description in parentheses",
			file: "server.py",
			src: `from fastmcp import FastMCP

mcp = FastMCP("notes")

def export_notes(folder: str) -> str:
    """Export every note to a folder.

    Overwrites files there."""
    return ""

async def count_notes() -> int:
    return 0

mcp.tool(name="notes-export")(export_notes)
mcp.tool(
    description=(
        "Count the notes. "
        "Fast."
    ),
    annotations={"readOnlyHint": True},
)(count_notes)
mcp.add_tool(purge_notes, description="Purge the trash", annotations={"destructiveHint": True})
mcp.tool(name="not_registered")
`,
			want: []string{"notes-export|Export every note to a folder.|", "count_notes|Count the notes. |read-only", "purge_notes|Purge the trash|destructive"},
		},
		{
			name: "Python: a server's own @tool decorator around its MCP server's",
			file: "ida_mcp/mcp.py",
			src: `from zeromcp import McpServer

def tool(func=None, /, **metadata):
    """Register a traced tool. Use as @tool or @tool(title=...)."""
    return mcp.tool(func, **metadata)

@tool(title="Run Python analysis")
async def execute_python(code: str) -> str:
    """Run Python against the open database."""

@tool
def list_databases() -> list:
    """Show the open databases."""

@toolbox.register
def not_a_tool() -> None:
    pass
`,
			want: []string{"execute_python|Run Python against the open database.|", "list_databases|Show the open databases.|"},
		},
		{
			name: "Python low-level server",
			file: "pkg/server.py",
			src: `import mcp.types as types

@server.list_tools()
async def list_tools():
    return [
        types.Tool(name="transfer_funds", description="Move money between accounts", inputSchema={}),
        Tool(
            name="quote",
            description="Quote a price",
            inputSchema={},
        ),
    ]
`,
			want: []string{"transfer_funds|Move money between accounts|", "quote|Quote a price|"},
		},
		{
			name: "Go: mcp-go and the official SDK",
			file: "pkg/tools.go",
			src: `package tools

import (
	"github.com/mark3labs/mcp-go/mcp"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

var createPipeline = mcp.NewTool("create_pipeline",
	mcp.WithDescription("Create a pipeline"),
)

var listBuilds = mcp.NewTool("list_builds", mcp.WithDescription("List builds"), mcp.WithReadOnlyHintAnnotation(true))

func register(s *sdk.Server) {
	sdk.AddTool(s, &mcp.Tool{Name: "delete_build", Description: "Deletes a build", Annotations: &mcp.ToolAnnotations{DestructiveHint: ptr(true)}}, h)
	sdk.AddTool(s, &mcp.Tool{
		Name:        "get_job_log",
		Description: "Reads a job's log",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
	}, h)
}
`,
			want: []string{"create_pipeline|Create a pipeline|", "list_builds|List builds|read-only", "delete_build|Deletes a build|destructive", "get_job_log|Reads a job's log|read-only"},
		},
		{
			name: "Go without an MCP library",
			file: "main.go",
			src:  "package main\nvar t = mcp.NewTool(\"delete_all\")\n",
			want: nil,
		},
		{
			name: "Python tools written as dicts",
			file: "server.py",
			src: `from mcp.server import Server

TOOLS = [
    {
        "name": "score_chat",
        "description": "Score a conversation",
        "inputSchema": {"type": "object", "properties": {"name": {"type": "string"}}},
        "annotations": {"readOnlyHint": True},
    },
    {"name": "save_pattern", "description": "Save a result to the history", "inputSchema": {}},
    {
        "name": "compare_chats",
        "description": (
            "Compare two conversations. "
            "Returns a diff."
        ),
        "inputSchema": {},
    },
]
`,
			want: []string{"score_chat|Score a conversation|read-only", "save_pattern|Save a result to the history|", "compare_chats|Compare two conversations. |"},
		},
		{
			name: "a decorator call that is not a line's decorator",
			file: "server.py",
			src:  "import mcp\nx = registry.tool(\"wipe_disk\")\ndef wipe_disk(): pass\n",
			want: nil,
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, tool := range codeTools(c.file, []byte(c.src), false) {
				hint := ""
				if tool.readOnly {
					hint = "read-only"
				}
				if tool.destructive {
					hint = "destructive"
				}
				got = append(got, fmt.Sprintf("%s|%s|%s", tool.name, tool.desc, hint))
				if c.src[tool.start:tool.end] != tool.name {
					t.Errorf("%s: place %d-%d holds %q", tool.name, tool.start, tool.end, c.src[tool.start:tool.end])
				}
			}
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
		})
	}
}

func TestCodePieces(t *testing.T) {
	src := `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
server.tool("get_order", "Look up an order", {}, h);
server.tool("refund_order", "Refund an order", {}, h);
`
	a := decide(codePieces([]*model.File{{Path: "dist/index.js", Data: []byte(src)}, {Path: "src/index.ts", Data: []byte(src)}}))
	var got []string
	for _, p := range a.Evidence {
		got = append(got, fmt.Sprintf("%s in %s at %s:%d-%d", p.What, p.Where, p.At.File, p.At.Start, p.At.End))
	}
	at := strings.Index(src, "refund_order")
	want := []string{fmt.Sprintf(`tool "refund_order" in the server's code "dist/index.js" at dist/index.js:%d-%d`, at, at+len("refund_order"))}
	if a.Verdict != WriteCapable || a.From != ToolNames || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("verdict %v from %v, evidence\n%s\nwant write-capable from tool names,\n%s", a.Verdict, a.From, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// A tool known only by its description's verb is shown after one
	// whose own name acts, as in a manifest's tool list.
	both := decide(codePieces([]*model.File{{Path: "s.ts", Data: []byte(`import "@modelcontextprotocol/sdk";
server.tool("repo_cache", "Deletes a repository's caches", {}, h);
server.tool("create_label", "Adds a label", {}, h);
`)}}))
	var order []string
	for _, p := range both.Evidence {
		order = append(order, p.What)
	}
	if want := []string{`tool "create_label"`, `tool "repo_cache" (its description says "deletes")`}; strings.Join(order, "\n") != strings.Join(want, "\n") {
		t.Errorf("evidence %q, want %q", order, want)
	}
	read := decide(codePieces([]*model.File{{Path: "server.py", Data: []byte("from mcp.server.fastmcp import FastMCP\n@mcp.tool()\ndef get_quote(symbol: str) -> str:\n    return ''\n")}}))
	if read.Verdict != ReadOnly || read.From != ToolNames {
		t.Errorf("read-only code: verdict %v from %v, want read-only from tool names", read.Verdict, read.From)
	}
	// A tool module that imports only the server's own helper is read
	// when another file of the code names an MCP library, and only then.
	module := &model.File{Path: "src/tools/delete-records.ts", Data: []byte(`import { createTool } from "../utils.js";
export const deleteRecords = createTool(
  "kintone-delete-records",
  { title: "Delete Records", description:
      "Delete records from an app.", inputSchema },
  handler,
);
`)}
	entry := &model.File{Path: "src/index.ts", Data: []byte(`import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";` + "\n")}
	var whats []string
	for _, p := range codePieces([]*model.File{entry, module}) {
		whats = append(whats, fmt.Sprintf("%s %s %d", p.What, p.Where, p.At.Start))
	}
	at = strings.Index(string(module.Data), "kintone-delete-records")
	if want := fmt.Sprintf(`tool "kintone-delete-records" the server's code "src/tools/delete-records.ts" %d`, at); strings.Join(whats, "\n") != want {
		t.Errorf("tool module: pieces %q, want %q", whats, want)
	}
	if ps := codePieces([]*model.File{module}); len(ps) != 0 {
		t.Errorf("a helper's call with no MCP library in the code: %d pieces, want none", len(ps))
	}
}

// FuzzCodeTools holds the reading of code to what it promises on any
// bytes: no panic, and each tool's place holds its name.
func FuzzCodeTools(f *testing.F) {
	f.Add("a.ts", `import "@modelcontextprotocol/sdk"; server.tool("send_x", "Send", {}); x={name:"get_y",inputSchema:{},annotations:{readOnlyHint:!0}}`)
	f.Add("a.py", "import mcp\n@mcp.tool(name='x', description=\"\"\"d\"\"\")\nasync def y(): pass\nTool(name=\"z\")")
	f.Add("a.js", "McpServer registerTool(`a${b}`) name:'\\")
	f.Add("a.py", "mcp\n@m.tool(\ndef \n")
	f.Add("a.py", "mcp\nm.tool(name='x', description=(\n'd'))(fn)\nm.add_tool(g, annotations={'readOnlyHint': True})\ndef g(): '''doc'''\nm.tool()(")
	f.Add("a.go", "mark3labs/mcp-go mcp.NewTool(\"x_y\", mcp.WithDescription(`d`)) &mcp.Tool{Name: \"z\", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}")
	f.Fuzz(func(t *testing.T, file, src string) {
		for _, tool := range codeTools(file, []byte(src), false) {
			if !toolName(tool.name) || tool.start < 0 || tool.end > len(src) || src[tool.start:tool.end] != tool.name {
				t.Fatalf("tool %q at %d-%d in %q", tool.name, tool.start, tool.end, src)
			}
		}
	})
}

// TestListedToolServicePrefix: a tool named after its service does what
// its next word says (gmail.search reads, stripe_create_refund pays), and
// one that runs code says so by what it runs.
func TestListedToolServicePrefix(t *testing.T) {
	for name, want := range map[string]string{
		"gmail.search":         "read",
		"slack_list_channels":  "read",
		"slack_post_message":   "write messages and publishing",
		"stripe_create_refund": "write account or system changes",
		"sms_send":             "write messages and publishing",
		"gmail":                "none",
		// "run" or "exec" before what runs code runs code; before
		// anything else the next word decides (run_query reads: "query").
		"run_command":    "write code execution",
		"ssh_exec_shell": "write code execution",
		"runScript":      "write code execution",
		"run_query":      "read",
		"run_tests":      "none",
		"run_status":     "read",
		// run_payroll pays the employees; a report of the payroll reads.
		"run_payroll":        "write money",
		"gusto_run_payroll":  "write money",
		"run_payroll_report": "read",
		// A trade's verb first acts on its record; the same word
		// before what is looked at reads or says nothing, and a word
		// of the vocabulary after it says more.
		"void_check":        "write account or system changes",
		"discharge_patient": "write account or system changes",
		"tender_load":       "write account or system changes",
		"queue_run":         "write account or system changes",
		"queue_status":      "read",
		"release_notes":     "none",
		"discharge_summary": "read",
		"trip_details":      "read",
		"VoidInvoice":       "write money",
		"suggest_reply":     "write messages and publishing",
	} {
		got := "none"
		if ps := listedToolPieces(name, "x", nil); len(ps) == 1 {
			got = "read"
			if ps[0].Writes {
				got = "write " + ps[0].Category
			}
		}
		if got != want {
			t.Errorf("%s: %s, want %s", name, got, want)
		}
	}
}

// TestDescriptionRunsCode: a tool's description that starts with "runs"
// acts when code heads what runs, and says nothing otherwise.
func TestDescriptionRunsCode(t *testing.T) {
	for desc, want := range map[string]string{
		"Runs the generated PoC code.":         "write code execution",
		"Runs a shell command in the sandbox":  "write code execution",
		"Run the given Python script":          "write code execution",
		"Runs scripts and reports their exit":  "write code execution",
		"Runs a code review on the diff":       "none",
		"Runs a security scan on the code":     "none",
		"Runs the code":                        "write code execution",
		"Runs the report. Code is not touched": "none",
		"Runs":                                 "none",
		"Executes a query":                     "write code execution",
		"Read the scripts":                     "read",
	} {
		got := "none"
		if w, writes, ok := leadingVerb(desc); ok {
			got = "read"
			if writes {
				got = "write " + categoryOf(w)
			}
		}
		if got != want {
			t.Errorf("%q: %s, want %s", desc, got, want)
		}
	}
}

// TestPlainToolTradeVerb: a name in a plain list of tools that starts
// with a trade's verb acts, as the same name with a description does;
// the word before what is looked at does not (probe round 38).
func TestPlainToolTradeVerb(t *testing.T) {
	for name, want := range map[string]bool{
		"tender_load":   true,
		"adjust-stock":  true,
		"void_check":    true,
		"queue_status":  false,
		"release_notes": false,
		"adjust":        false,
		// A level adjusted is set; a passenger checked in (probe round
		// 49); a check-in's status is read.
		"adjust_stock_level": true,
		"check_in":           true,
		"check_in_status":    false,
		"check_links":        false,
		// A thing to look at ends the name: links reported, none linked
		// (probe round 47); a verb first still acts.
		"suspicious_link_report": false,
		"link_accounts":          true,
		// A search run is a search (probe round 51).
		"execute_search": false,
		"run_command":    true,
	} {
		ps := toolPieces(name, "x", nil)
		got := len(ps) == 1 && ps[0].Writes
		if got != want {
			t.Errorf("toolPieces(%q) writes %v, want %v", name, got, want)
		}
	}
}
