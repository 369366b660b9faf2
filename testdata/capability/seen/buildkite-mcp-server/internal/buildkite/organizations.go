import "github.com/mark3labs/mcp-go/mcp"

mcp.NewTool("user_token_organization",
	mcp.WithDescription("Get the organization associated with the user token used for this request"),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)
