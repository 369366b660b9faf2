import "github.com/mark3labs/mcp-go/mcp"

mcp.NewTool("get_test",
	mcp.WithDescription("Get a specific test in Buildkite Test Engine."),
	mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
)
