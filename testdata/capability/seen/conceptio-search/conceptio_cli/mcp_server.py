SERVER_NAME = "conceptio-mcp"

TOOLS: List[Dict[str, Any]] = [
    {
        "name": "conceptio_search",
        "description": (
            "Search the open-access archive — papers, technical standards (NIST, OWASP, CISA), "
            "textbooks, and legal sources (EUR-Lex, HUDOC) with license-aware access."
        ),
        "inputSchema": {},
    },
    {
        "name": "conceptio_resolve",
        "description": (
            "Resolve a known identifier straight to its document(s) in the archive: an RFC number "
            "('RFC 2119'), a DOI ('doi:10.1109/access.2020.2986772'), an arXiv ID ('2604.08499'), a "
            "PubMed ID ('PMID 41961061'), a PubMed Central ID ('PMC10601397'), a NIST/FIPS "
            "designation ('NIST FIPS 199'), a W3C spec shortname ('w3c_digital-credentials'), "
            "or a US legal citation / docket ('347 U.S. 483', '20-5364')."
        ),
        "inputSchema": {},
    },
    {
        "name": "conceptio_download_pdf",
        "description": (
            "Download the original open-access PDF of a paper, standard, or book to a local "
            "file path."
        ),
        "inputSchema": {},
    },
    {
        "name": "conceptio_get_citation",
        "description": "Get an academic citation for a document in BibTeX, APA, MLA, or Chicago format.",
        "inputSchema": {},
    },
    {
        "name": "conceptio_search_batch",
        "description": "Run multiple independent searches in one call.",
        "inputSchema": {},
    },
    {
        "name": "conceptio_connectors_send",
        "description": "Save one document to Zotero or open a metadata-only Obsidian handoff.",
        "inputSchema": {},
    },
    {
        "name": "conceptio_connectors_send_all",
        "description": "Bulk-save selected documents to Zotero.",
        "inputSchema": {},
    },
    {
        "name": "conceptio_get_document",
        "description": "Fetch complete metadata (title, author, source, license, description, direct PDF URL) for a document ID.",
        "inputSchema": {},
    },
]
