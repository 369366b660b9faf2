from mcp.server.fastmcp import FastMCP, Image

@mcp.tool()
def folder_contents():
    """Returns list of files and sub folders by the folder from SMB share."""

@mcp.tool()
def file_metadata():
    """Returns metadata for a file from SMB share."""

@mcp.tool()
def file_contents():
    """Download file from the SMB share."""

@mcp.tool()
def file_contents_base64():
    """Download file from the SMB share."""

@mcp.tool()
def image_file_contents():
    """Download image file from the SMB share."""

@mcp.tool()
def file_file_contents_as_text():
    """Retrieve file from the SMB share and extract text data from it."""
