from fastmcp import FastMCP


@mcp.tool
def get_project_manifest() -> dict:
    """Get the canonical project manifest with stack, agents, commands, and paths."""
    ...


@mcp.tool
def get_codebase_map() -> dict:
    """Get the structural map of the codebase: entry points, dependencies, directory roles, file types."""
    ...


@mcp.tool
def get_org_policy() -> dict:
    """Get the active organization policy: permissions, MCP restrictions, hooks, and constraints."""
    ...


@mcp.tool
def get_commands() -> dict:
    """Get the project command tier classification: which commands are safe, workspace, or ops tier."""
    ...


@mcp.tool
def get_environment() -> dict:
    """Get the execution environment manifest: runtime kind, available CLIs, capabilities."""
    ...


@mcp.tool
def get_discovery() -> dict:
    """Get the project discovery data: detected stack, native configs, and command heuristics."""
    ...


@mcp.tool
def get_applied_lock() -> dict:
    """Get the applied lock manifest: which packs, versions, and checksums are installed."""
    ...


@mcp.tool
def get_ai_version() -> dict:
    """Get the installed AI layer version and schema version."""
    ...


@mcp.tool
def get_project_health() -> dict:
    """Get a comprehensive health check of the AI layer in this project."""
    ...


@mcp.tool
def search_experience() -> dict:
    """Search the experience knowledge base using TF-IDF relevance ranking."""
    ...


@mcp.tool
def get_bulletins() -> dict:
    """Get active knowledge bulletins: security advisories, best practices, and pattern warnings."""
    ...


@mcp.tool
def get_telemetry_summary() -> dict:
    """Get the latest telemetry report summarizing project experience metrics."""
    ...


@mcp.tool
def get_personas() -> dict:
    """Get available agent personas with their roles, prompts, and review checklists."""
    ...


@mcp.tool
def get_custom_stacks() -> dict:
    """Get project-local custom stack definitions from ai/stacks/."""
    ...


@mcp.tool
def get_audit_log() -> dict:
    """Get the most recent audit log entries for this project."""
    ...


@mcp.tool
def get_federation() -> dict:
    """Get cross-repo knowledge federation status."""
    ...


@mcp.tool
def get_registry() -> dict:
    """Browse the community stack registry."""
    ...


@mcp.tool
def get_maturity_score() -> dict:
    """Get the AI layer maturity scorecard for this project."""
    ...


@mcp.tool
def get_mcp_catalog() -> dict:
    """Get recommended MCP servers for a given stack."""
    ...


@mcp.tool
def get_agent_teams() -> dict:
    """Get available and installed Agent Teams for this project."""
    ...


@mcp.tool
def get_specs() -> dict:
    """Get structured development specifications from ai/specs/."""
    ...


@mcp.tool
def create_spec() -> dict:
    """Create a new development specification in ai/specs/."""
    ...


@mcp.tool
def record_experience() -> dict:
    """Record an experience event in ai/experience/events/."""
    ...


@mcp.tool
def update_decision() -> dict:
    """Append an Architecture Decision Record to ai/docs/decisions.md."""
    ...


@mcp.tool
def get_plugins() -> dict:
    """List installed plugins and their capabilities."""
    ...


@mcp.tool
def check_approval() -> dict:
    """Check if a command requires approval and request it if needed."""
    ...


@mcp.tool
def list_projects() -> dict:
    """List all projects available in this MCP server."""
    ...


@mcp.tool
def get_project_health_multi() -> dict:
    """Get project health for a specific project in multi-tenant mode."""
    ...


@mcp.tool
def scan_secrets() -> dict:
    """Scan ai/ layer for leaked secrets, API keys, tokens, and PII."""
    ...


@mcp.tool
def get_session() -> dict:
    """Get the active roaming session — what task is in progress, which agent started it, handoff notes."""
    ...


@mcp.tool
def save_session() -> dict:
    """Save or update the active roaming session with current progress."""
    ...


@mcp.tool
def get_compliance_report() -> dict:
    """Generate compliance evidence report mapped to SOC 2 or ISO 27001 controls."""
    ...


@mcp.tool
def check_conflicts() -> dict:
    """Check for ai/ layer conflicts between current branch and target branch."""
    ...


@mcp.tool
def get_role_policy() -> dict:
    """Get role-based command policy and optionally check a user's access."""
    ...


@mcp.tool
def get_activity_feed() -> dict:
    """Get team activity feed: who changed what in the ai/ layer, when, with which agent."""
    ...


@mcp.tool
def get_knowledge_base() -> dict:
    """Get shared knowledge base status and optionally search it."""
    ...


@mcp.tool
def get_wal() -> dict:
    """Get write-ahead log entries for MCP mutations."""
    ...


@mcp.tool
def undo_mutation() -> dict:
    """Undo a specific MCP write mutation by restoring the previous file state."""
    ...


@mcp.tool
def get_prompt_history() -> dict:
    """Get prompt versioning status and change history."""
    ...


@mcp.tool
def get_observability() -> dict:
    """Get observability and tracing recommendations for this project's stack."""
    ...


@mcp.tool
def score_candidates() -> dict:
    """Score experience candidates by impact, frequency, and quality signals."""
    ...


@mcp.tool
def get_orchestration() -> dict:
    """Get agent orchestration configs: squad and swarm workspace definitions."""
    ...
