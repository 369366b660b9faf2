import "github.com/mark3labs/mcp-go/mcp"

mcp.NewTool("list_builds",
	mcp.WithDescription("List all builds for a pipeline with their status, commit information, and metadata"),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)

mcp.NewTool("get_build_test_engine_runs",
	mcp.WithDescription("Get test engine runs data for a specific build in Buildkite."),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)

mcp.NewTool("get_build",
	mcp.WithDescription("Get detailed information about a specific build including its jobs, timing, and execution details"),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)
