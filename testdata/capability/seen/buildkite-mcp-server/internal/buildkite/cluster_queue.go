import "github.com/mark3labs/mcp-go/mcp"

mcp.NewTool("list_cluster_queues",
	mcp.WithDescription("List all queues in a cluster with their keys, descriptions, dispatch status, and agent configuration"),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)

mcp.NewTool("get_cluster_queue",
	mcp.WithDescription("Get detailed information about a specific queue including its key, description, dispatch status, and hosted agent configuration"),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)
