from fastmcp import FastMCP


@mcp.tool
def get_project_manifest() -> dict:
    """Get the canonical project manifest with stack, agents, commands, and paths.

    Returns the ai/manifest/project.yaml content as structured data.
    Use this to understand what kind of project this is, which agents are configured,
    and what commands are available.
    """
    ...


@mcp.tool
def get_codebase_map() -> dict:
    """Get the structural map of the codebase: entry points, dependencies, directory roles, file types.

    Returns ai/manifest/codebase-map.json with:
    - repo_mode: "monorepo" or "polyrepo"
    - entry_points: main files (main.py, index.ts, etc.)
    - dependency_managers: detected package managers
    - directory_roles: what each directory does (source, tests, docs, etc.)
    - file_type_distribution: count by language
    - import_graph: module dependency graph with external deps ranking
    - metrics: total files, directories, import edges
    """
    ...


@mcp.tool
def get_org_policy() -> dict:
    """Get the active organization policy: permissions, MCP restrictions, hooks, and constraints.

    Returns ai/manifest/org-policy.json with:
    - packs_applied: which org packs are active
    - permissions: protected paths, denied commands
    - mcp: allowed/denied servers
    - hooks: policy-enforced hooks
    - constraints: max file size, review requirements, etc.
    """
    ...


@mcp.tool
def get_commands() -> dict:
    """Get the project command tier classification: which commands are safe, workspace, or ops tier.

    Returns ai/manifest/commands.yaml content showing:
    - safe: low-risk commands (lint, format, test)
    - workspace: commands that mutate the project (build, install)
    - ops: commands with infrastructure impact (deploy, migrate)
    """
    ...


@mcp.tool
def get_environment() -> dict:
    """Get the execution environment manifest: runtime kind, available CLIs, capabilities.

    Returns ai/manifest/environment.yaml showing what tools and constraints
    apply in the current execution context.
    """
    ...


@mcp.tool
def get_discovery() -> dict:
    """Get the project discovery data: detected stack, native configs, and command heuristics.

    Returns ai/manifest/discovery.json with what 0dai detected about this project
    during initialization or last sync.
    """
    ...


@mcp.tool
def get_applied_lock() -> dict:
    """Get the applied lock manifest: which packs, versions, and checksums are installed.

    Returns ai/manifest/applied-lock.json showing the exact state of the AI layer.
    """
    ...


@mcp.tool
def get_ai_version() -> dict:
    """Get the installed AI layer version and schema version.

    Returns the version from ai/VERSION and ai/VERSION_SCHEMA.
    """
    ...


@mcp.tool
def get_project_health() -> dict:
    """Get a comprehensive health check of the AI layer in this project.

    Combines version, manifests, org policy, and experience stats into
    a single health overview. Use this as the first tool call to understand
    the project's AI configuration state.
    """
    ...


@mcp.tool
def search_experience() -> dict:
    """Search the experience knowledge base using TF-IDF relevance ranking.

    Args:
        query: Search terms to find in experience events, candidates, and accepted knowledge.

    Returns results ranked by relevance score, not just substring match.
    Higher scores mean more relevant matches.
    """
    ...


@mcp.tool
def get_bulletins() -> dict:
    """Get active knowledge bulletins: security advisories, best practices, and pattern warnings.

    Bulletins are pushed from 0dai upstream to projects during sync.
    They contain cross-project learnings, security notices, and operational guidance.
    Agents should check bulletins to stay current with ecosystem knowledge.
    """
    ...


@mcp.tool
def get_telemetry_summary() -> dict:
    """Get the latest telemetry report summarizing project experience metrics.

    Shows aggregated, anonymized operational data: event counts, CI pass rates,
    tool usage, task types, and accepted knowledge counts.
    """
    ...


@mcp.tool
def get_personas() -> dict:
    """Get available agent personas with their roles, prompts, and review checklists.

    Personas define different operating modes for agents:
    - architect: system design, module boundaries, ADRs
    - qa: test coverage, edge cases, regression prevention
    - devops: CI/CD, deployment, infrastructure
    - security: vulnerability detection, access control, secure coding

    Use this to understand what personas are available and select
    the right one for the current task.
    """
    ...


@mcp.tool
def get_custom_stacks() -> dict:
    """Get project-local custom stack definitions from ai/stacks/.

    Custom stacks extend 0dai's built-in detection with project-specific
    or organization-specific stack patterns. They take priority over
    upstream detectors.
    """
    ...


@mcp.tool
def get_audit_log() -> dict:
    """Get the most recent audit log entries for this project.

    Args:
        limit: Maximum number of entries to return (default 20, most recent first).

    Shows what 0dai operations were performed: init, sync, apply-policy, etc.
    Useful for understanding change history and compliance tracking.
    """
    ...


@mcp.tool
def get_federation() -> dict:
    """Get cross-repo knowledge federation status.

    Shows linked peer repositories, their reachability, last sync time,
    and synced knowledge counts. Federation allows micro-service repos
    to share accepted experience (rules, skills, anti-patterns).
    """
    ...


@mcp.tool
def get_registry() -> dict:
    """Browse the community stack registry.

    Args:
        search: Optional search term to filter by name, description, or tags.

    Returns available community stacks that can be installed via
    `0dai registry --install <name> --target <path>`.
    """
    ...


@mcp.tool
def get_maturity_score() -> dict:
    """Get the AI layer maturity scorecard for this project.

    Evaluates completeness across manifests, experience lifecycle,
    personas, org policy, IDE configs, bulletins, federation, and audit.
    Returns a 0-100 score with letter grade (A-F) and badge URL.

    Use this to assess how well-configured the AI layer is and what's missing.
    """
    ...


@mcp.tool
def get_mcp_catalog() -> dict:
    """Get recommended MCP servers for a given stack.

    Args:
        stack: Stack name (e.g., "fastapi", "nextjs"). If empty, uses detected stack.

    Returns common servers and stack-specific recommendations from the MCP catalog.
    """
    ...


@mcp.tool
def get_agent_teams() -> dict:
    """Get available and installed Agent Teams for this project.

    Returns agent team members that can operate as specialized sub-agents
    in Claude Code: planner, reviewer, architect, qa, devops, security.
    Each agent has a defined role, focus paths, and review checklist.

    Use this to understand what specialized agents are configured
    and their capabilities before delegating tasks.
    """
    ...


@mcp.tool
def get_specs() -> dict:
    """Get structured development specifications from ai/specs/.

    Args:
        status: Filter by status (draft, ready, in-progress, done, cancelled).
                Leave empty to return all specs.

    Specs define what needs to be built with structured context, requirements,
    and acceptance criteria. Read relevant specs before starting work to
    understand the full intent and constraints.
    """
    ...


@mcp.tool
def create_spec() -> dict:
    """Create a new development specification in ai/specs/.

    Args:
        title: Short title for the spec (e.g., "Add user authentication").
        goal: One sentence describing what success looks like.
        requirements: Numbered requirements, one per line.
        priority: Priority level: critical, high, medium, low. Defaults to medium.
        agent: Agent role to assign (planner, architect, etc.). Optional.

    Creates a structured spec with auto-incremented ID. The spec starts
    in 'draft' status. Set to 'ready' when it's complete and reviewed.
    """
    ...


@mcp.tool
def record_experience() -> dict:
    """Record an experience event in ai/experience/events/.

    Args:
        event_type: Type of event (e.g., "task_complete", "bug_found", "pattern_detected").
        tool: Which agent CLI was used (claude, codex, opencode, gemini).
        task_type: Category (bugfix, feature, refactor, migration, review).
        summary: Brief description of what happened and what was learned.
        paths: List of file paths that were involved. Optional.
        ci_passed: Whether CI passed after this change. Defaults to True.

    Records a structured experience event for later harvesting and promotion.
    Events are the raw input to the experience flywheel.
    """
    ...


@mcp.tool
def update_decision() -> dict:
    """Append an Architecture Decision Record to ai/docs/decisions.md.

    Args:
        title: Short title (e.g., "Use PostgreSQL for user data").
        context: What situation prompted this decision.
        decision: What was decided and why.
        consequences: Tradeoffs accepted, what this enables/prevents.

    Decisions are append-only — each call adds a new ADR entry.
    """
    ...


@mcp.tool
def get_plugins() -> dict:
    """List installed plugins and their capabilities.

    Plugins extend 0dai with custom commands, checks, and generators.
    Each plugin lives in ai/plugins/<name>/ with a plugin.json manifest.
    """
    ...


@mcp.tool
def check_approval() -> dict:
    """Check if a command requires approval and request it if needed.

    Args:
        command: The command to check (e.g. "deploy", "migrate").

    Ops-tier commands (deploy, migrate, rollback, destroy) require human
    approval before execution. Returns whether approval is needed and
    the request ID if created.
    """
    ...


@mcp.tool
def list_projects() -> dict:
    """List all projects available in this MCP server.

    In multi-tenant mode, returns all registered projects with their paths
    and ai/ layer status. Pass a project name to other tools to query
    a specific project.

    In single-tenant mode, returns the current target project.
    """
    ...


@mcp.tool
def get_project_health_multi() -> dict:
    """Get project health for a specific project in multi-tenant mode.

    Args:
        project: Project name from list_projects. Empty = default project.

    Returns comprehensive health check: version, stack, manifests, experience stats.
    """
    ...


@mcp.tool
def scan_secrets() -> dict:
    """Scan ai/ layer for leaked secrets, API keys, tokens, and PII.

    Detects: AWS/GCP/Stripe/OpenAI/Anthropic keys, GitHub PATs, JWT tokens,
    private keys, passwords in configs, connection strings, .env values.

    Returns findings sorted by severity (critical → high → medium).
    Use before commits or deployments to prevent credential leaks.
    """
    ...


@mcp.tool
def get_session() -> dict:
    """Get the active roaming session — what task is in progress, which agent started it, handoff notes.

    Session roaming lets you start a task in Claude Code, continue in Codex,
    finish in Gemini. The active session in ai/sessions/active.json carries
    context between agents: goal, plan, files touched, decisions, and handoff notes.

    Always check this at session start to pick up where another agent left off.
    """
    ...


@mcp.tool
def save_session() -> dict:
    """Save or update the active roaming session with current progress.

    Args:
        summary: What you did and where to pick up (handoff notes for the next agent).
        goal: Overall task goal (only needed when starting a new session).

    Call this before handing off to another agent so they have full context.
    """
    ...


@mcp.tool
def get_compliance_report() -> dict:
    """Generate compliance evidence report mapped to SOC 2 or ISO 27001 controls.

    Args:
        framework: "soc2" or "iso27001" (default: soc2).

    Collects evidence from audit logs, WAL, role policies, org policies,
    experience pipeline, version control, and prompt versioning. Maps each
    evidence source to framework controls with pass/gap status.
    """
    ...


@mcp.tool
def check_conflicts() -> dict:
    """Check for ai/ layer conflicts between current branch and target branch.

    Args:
        branch: Target branch to compare against (default: main).

    Detects files changed in both branches since their merge base.
    Managed files can be auto-resolved (upstream wins).
    Custom files are flagged for manual review.
    """
    ...


@mcp.tool
def get_role_policy() -> dict:
    """Get role-based command policy and optionally check a user's access.

    Args:
        user: If provided, returns this user's role and allowed tiers.
              If empty, returns the full policy with all roles and assignments.

    Roles: viewer (safe only), developer (safe+workspace), lead (+promote),
    admin (all tiers + deploy). Agents should check policy before running
    ops-tier commands.
    """
    ...


@mcp.tool
def get_activity_feed() -> dict:
    """Get team activity feed: who changed what in the ai/ layer, when, with which agent.

    Args:
        limit: Max entries (default 20).
        source: Filter by source: audit, mcp, experience, git. Empty for all.

    Aggregates audit log, WAL mutations, experience events, and git commits
    into a unified timeline. Use this to understand recent changes and who made them.
    """
    ...


@mcp.tool
def get_knowledge_base() -> dict:
    """Get shared knowledge base status and optionally search it.

    Args:
        query: Optional search term. Leave empty for status overview.

    Returns team-level knowledge aggregated from all connected projects:
    rules, skills, playbooks, anti-patterns, and contributor info.
    """
    ...


@mcp.tool
def get_wal() -> dict:
    """Get write-ahead log entries for MCP mutations.

    Args:
        limit: Maximum entries to return (default 20, most recent first).

    Shows what MCP write operations were performed and their undo status.
    Each entry records the file state before mutation, enabling rollback.
    """
    ...


@mcp.tool
def undo_mutation() -> dict:
    """Undo a specific MCP write mutation by restoring the previous file state.

    Args:
        entry_id: WAL entry ID to undo. Leave empty to undo the most recent mutation.

    Restores the file to its state before the mutation was applied.
    Only works on entries that haven't already been undone.
    """
    ...


@mcp.tool
def get_prompt_history() -> dict:
    """Get prompt versioning status and change history.

    Tracks changes to system prompts, agent definitions, and task templates
    across ai/prompts/, .claude/agents/, .gemini/agents/, .aider/agents/.
    Shows which prompts changed since last snapshot, version history,
    and current file hashes for drift detection.
    """
    ...


@mcp.tool
def get_observability() -> dict:
    """Get observability and tracing recommendations for this project's stack.

    Args:
        provider: Filter to a specific provider (langfuse, opentelemetry, langsmith).
                  Leave empty for all recommended providers.

    Returns stack-aware tracing configurations including required packages,
    environment variables, and setup documentation links.
    """
    ...


@mcp.tool
def score_candidates() -> dict:
    """Score experience candidates by impact, frequency, and quality signals.

    Evaluates each candidate in ai/experience/candidates/ across 6 dimensions:
    recurrence (0-10), CI signal (0-5), stability (0-3), scope clarity (0-2),
    review quality (0-3), and type weight (0-2). Max score: 25.

    Recommendations: promote (>=18), review (>=10), defer (<10).
    Use this to prioritize which candidates to promote to accepted knowledge.
    """
    ...


@mcp.tool
def get_orchestration() -> dict:
    """Get agent orchestration configs: squad and swarm workspace definitions.

    Returns team structures for multi-agent coordination:
    - Squad: lead (architect) + specialists (qa, devops) + gate (security)
    - Swarm: orchestrator + parallel agents + reviewer

    Each structure includes workflows, handoff rules, and task routing patterns
    derived from the project's personas and playbooks.
    """
    ...
