from mcp.server import Server
from mcp.types import TextContent, Tool, ToolAnnotations

_TOOL_DEFINITIONS: list[Tool] = [
    Tool(
        name="transcribe_url",
        description=(
            "Transcribe audio or video from a URL (direct media link, podcast episode, or Creative-Commons YouTube)."
        ),
        inputSchema={},
        annotations=ToolAnnotations(
            readOnlyHint=False,
            destructiveHint=False,
        ),
    ),
    Tool(
        name="transcribe_file",
        description=(
            "Transcribe a local audio or video file."
        ),
        inputSchema={},
        annotations=ToolAnnotations(
            readOnlyHint=False,
            destructiveHint=False,
        ),
    ),
    Tool(
        name="get_job_status",
        description="Poll the current status of a transcription job by job_id.",
        inputSchema={},
        annotations=ToolAnnotations(
            readOnlyHint=True,
        ),
    ),
    Tool(
        name="get_transcript",
        description=(
            "Fetch a finished transcript in the requested format."
        ),
        inputSchema={},
        annotations=ToolAnnotations(
            readOnlyHint=True,
        ),
    ),
    Tool(
        name="list_recent_jobs",
        description=(
            "List jobs submitted from this machine (local SQLite cache)."
        ),
        inputSchema={},
        annotations=ToolAnnotations(
            readOnlyHint=True,
        ),
    ),
    Tool(
        name="transcribe_urls_batch",
        description=(
            "Transcribe a list of URLs (YouTube, podcast, direct media) concurrently."
        ),
        inputSchema={},
        annotations=ToolAnnotations(
            readOnlyHint=False,
            destructiveHint=False,
        ),
    ),
]
