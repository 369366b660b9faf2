from .. import app

@app.mcp_agent.tool("Connect-Database")
def connect_database():
    """Connects to a specified MSSQL database server, overriding environment settings."""

@app.mcp_agent.tool("Show-ConnectionStatus")
def show_connection_status():
    """Shows the current database connection status."""

@app.mcp_agent.tool("Show-TableSchema")
def explain_table():
    """Provides the schema definition (columns, types, keys) for a given table."""

@app.mcp_agent.tool()
def get_table_schema():
    """Alias for Show-TableSchema."""
