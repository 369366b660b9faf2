import "github.com/mark3labs/mcp-go/mcp"

mcp.NewTool("get_jobs",
	mcp.WithDescription("Get all jobs for a specific build including their state, timing, commands, and execution details"),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)

mcp.NewTool("get_job_logs",
	mcp.WithDescription("Get the log output and metadata for a specific job, including content, size, and header timestamps"),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)
