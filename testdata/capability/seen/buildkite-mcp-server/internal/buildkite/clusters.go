import "github.com/mark3labs/mcp-go/mcp"

mcp.NewTool("list_clusters",
	mcp.WithDescription("List all clusters in an organization with their names, descriptions, default queues, and creation details"),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)

mcp.NewTool("get_cluster",
	mcp.WithDescription("Get detailed information about a specific cluster including its name, description, default queue, and configuration"),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)
