var import_server = require("@modelcontextprotocol/sdk/server/index.js");
var TOOLS = [
  { name: "attest", description: "Attest an AI decision to Rubric Protocol (HCS).", inputSchema: {} },
  { name: "verify", description: "Verify a Rubric attestation by ID.", inputSchema: {} },
  { name: "get_proof", description: "Generate a ZK Merkle inclusion proof (Noir/Barretenberg) for an attestation.", inputSchema: {} },
  { name: "register_agent", description: "Register an agent and receive a free Rubric developer API key via email.", inputSchema: {} },
];
