import "github.com/mark3labs/mcp-go/mcp"

mcp.NewTool("access_token",
	mcp.WithDescription("Get information about the current API access token including its scopes and UUID"),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)
