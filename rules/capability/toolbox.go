package capability

import (
	"fmt"
	"path"
	"strings"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// MCP Toolbox for Databases (github.com/googleapis/genai-toolbox) serves
// whatever tools its user defines in a tools file, so what it is says
// nothing of its tools. Started with --prebuilt NAME, it serves one of
// its published tool sets instead, and those are public: the prebuilt
// sets below are every set of its "Prebuilt Tools" reference page
// (docs/en/reference/prebuilt-tools.md at commit 4161aab), written true
// when a tool of the set runs arbitrary SQL or Cypher, creates, updates
// or deletes; false when every tool only lists, gets, searches or reads
// metrics. serverless-spark and dataproc are as their prebuilt configs
// say today (internal/prebuiltconfigs/tools/), which newer releases
// follow: a launcher with no version or a range gets the newest.
type prebuiltSet struct {
	name   string
	writes bool
	does   string // what its tools do, to follow "whose tools"
	source string
}

const (
	toolboxDocs    = "https://github.com/googleapis/genai-toolbox/blob/4161aabd21cfcef9a503691d8906ea958f694c3d/docs/en/reference/prebuilt-tools.md"
	toolboxConfigs = "https://github.com/googleapis/genai-toolbox/blob/0b11bd3d4aa19c91643884d5a9655e5283ac41c4/internal/prebuiltconfigs/tools"
)

var prebuiltSets = []prebuiltSet{
	{"alloydb-postgres", true, "run any SQL (execute_sql)", toolboxDocs},
	{"alloydb-postgres-admin", true, "create clusters, instances and users (create_cluster, create_user)", toolboxDocs},
	{"alloydb-postgres-observability", false, "only read monitoring metrics (get_system_metrics, get_query_metrics)", toolboxDocs},
	{"bigquery", true, "run any SQL statement (execute_sql)", toolboxDocs},
	{"cloud-sql-mysql", true, "run any SQL (execute_sql)", toolboxDocs},
	{"cloud-sql-mysql-admin", true, "create instances, databases and users (create_instance, create_user)", toolboxDocs},
	{"cloud-sql-mysql-observability", false, "only read monitoring metrics (get_system_metrics, get_query_metrics)", toolboxDocs},
	{"cloud-sql-postgres", true, "run any SQL (execute_sql)", toolboxDocs},
	{"cloud-sql-postgres-admin", true, "create instances, databases and users (create_instance, create_user)", toolboxDocs},
	{"cloud-sql-postgres-observability", false, "only read monitoring metrics (get_system_metrics, get_query_metrics)", toolboxDocs},
	{"cloud-sql-mssql", true, "run any SQL (execute_sql)", toolboxDocs},
	{"cloud-sql-mssql-admin", true, "create instances, databases and users (create_instance, create_user)", toolboxDocs},
	{"cloud-sql-mssql-observability", false, "only read monitoring metrics (get_system_metrics)", toolboxDocs},
	{"dataplex", false, "only search and look up catalog entries (dataplex_search_entries, dataplex_lookup_entry)", toolboxDocs},
	{"dataproc", false, "only list and get clusters and jobs (list_clusters, get_job)", "https://github.com/googleapis/genai-toolbox/blob/3040a19278d2f927325ac0223f7cc3e340f0b1be/internal/prebuiltconfigs/tools/dataproc.yaml"},
	{"firestore", true, "add, update and delete documents (add_documents, delete_documents)", toolboxDocs},
	{"looker", true, "create looks and dashboards (make_look, make_dashboard)", toolboxDocs},
	{"looker-conversational-analytics", false, "only ask questions of the data and list models (ask_data_insights, get_models)", toolboxDocs},
	{"mssql", true, "run any SQL (execute_sql)", toolboxDocs},
	{"mysql", true, "run any SQL (execute_sql)", toolboxDocs},
	{"neo4j", true, "run any Cypher query (execute_cypher)", toolboxDocs},
	{"oceanbase", true, "run any SQL (execute_sql)", toolboxDocs},
	{"postgres", true, "run any SQL (execute_sql)", toolboxDocs},
	{"serverless-spark", true, "run and cancel Spark batches (create_pyspark_batch, cancel_batch)", toolboxConfigs + "/serverless-spark.yaml"},
	{"spanner", true, "run DML statements (execute_sql)", toolboxDocs},
	{"spanner-postgres", true, "run DML statements (execute_sql)", toolboxDocs},
	{"sqlite", true, "run any SQL (execute_sql)", toolboxDocs},
}

// toolboxPieces is the evidence of the prebuilt tool sets a server that
// runs MCP Toolbox loads: the npm package @toolbox-sdk/server, or its
// binary (named toolbox) run from the package. A set the table does not
// hold, or no --prebuilt at all (a tools file of the user's), gives none.
func toolboxPieces(entry *pyjson.Value) []Piece {
	if !runsToolbox(entry) {
		return nil
	}
	var out []Piece
	for _, name := range prebuiltNames(entry) {
		for _, s := range prebuiltSets {
			if s.name != name {
				continue
			}
			what := fmt.Sprintf("MCP Toolbox's prebuilt tool set %q, whose tools %s", name, s.does)
			out = append(out, Piece{Source: KnownServer, Writes: s.writes, What: what, Where: "the args", Strong: true})
		}
	}
	return out
}

// runsToolbox reports a server launched as MCP Toolbox.
func runsToolbox(entry *pyjson.Value) bool {
	for _, ref := range launched(entry) {
		if ref.name == "@toolbox-sdk/server" && ref.kind == "npm" {
			return true
		}
	}
	c := entry.Get("command")
	if c == nil || c.Kind != pyjson.String {
		return false
	}
	base := path.Base(strings.ReplaceAll(c.Str, `\`, "/"))
	return base == "toolbox" || base == "toolbox.exe"
}

// prebuiltNames returns the values of the --prebuilt flags among a
// server's args ("--prebuilt mysql", "--prebuilt=mysql"), a value's
// comma-separated names one by one.
func prebuiltNames(entry *pyjson.Value) []string {
	a := entry.Get("args")
	if a == nil || a.Kind != pyjson.Array {
		return nil
	}
	var out []string
	for i, it := range a.Items {
		if it.Kind != pyjson.String {
			continue
		}
		v, ok := strings.CutPrefix(it.Str, "--prebuilt=")
		if !ok && it.Str == "--prebuilt" && i+1 < len(a.Items) && a.Items[i+1].Kind == pyjson.String {
			v, ok = a.Items[i+1].Str, true
		}
		if !ok {
			continue
		}
		for n := range strings.SplitSeq(v, ",") {
			if n = strings.TrimSpace(n); n != "" {
				out = append(out, n)
			}
		}
	}
	return out
}
