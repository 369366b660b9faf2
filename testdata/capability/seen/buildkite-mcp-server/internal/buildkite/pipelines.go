import "github.com/mark3labs/mcp-go/mcp"

mcp.NewTool("list_pipelines",
	mcp.WithDescription("List all pipelines in an organization with their basic details, build counts, and current status"),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)

mcp.NewTool("get_pipeline",
	mcp.WithDescription("Get detailed information about a specific pipeline including its configuration, steps, environment variables, and build statistics"),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)
