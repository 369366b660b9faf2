from fastmcp import FastMCP
