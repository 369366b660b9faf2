import "github.com/mark3labs/mcp-go/mcp"

mcp.NewTool("current_user",
	mcp.WithDescription("Get details about the user account that owns the API token, including name, email, avatar, and account creation date"),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)
