import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

server.setRequestHandler(ListToolsRequestSchema, async () => {
  const allTools = [
    { name: "get_server_status", description: "Returns a full diagnostic status report for the Boarderless MCP server.", inputSchema: {} },
    { name: "get_board_workspace", description: "Return the local workspace directory where Boarderless MCP automatically saves canonical .bdrl.json files after every successful canvas mutation.", inputSchema: {} },
    { name: "set_board_workspace", description: "Set the absolute local workspace directory used for automatic and explicit .bdrl.json board files.", inputSchema: {} },
    { name: "export_board_file", description: "Atomically save the current canonical schema-v2 Boarderless board as a .bdrl.json file inside the configured workspace.", inputSchema: {} },
    { name: "import_board_file", description: "Read a canonical schema-v2 .bdrl.json file from the configured workspace, import it into Boarderless, switch the live canvas to it, and refresh its automatic local snapshot.", inputSchema: {} },
    { name: "export_board", description: "Export the current Boarderless canvas to PNG, PDF, or SVG.", inputSchema: {} },
    { name: "render_board_in_blender", description: "Generate a 3D studio render of the current canvas using Blender.", inputSchema: {} },
    { name: "graduation_rename_photos", description: "Rename and number photo files inside a directory to a sequential format " + "(e.g. seniorname_01.jpg).", inputSchema: {} },
    { name: "graduation_standardize_images", description: "Scan and convert progressive JPEGs and HEIC files inside subdirectories " + "into standard baseline RGB JPEGs.", inputSchema: {} },
  ];
});
