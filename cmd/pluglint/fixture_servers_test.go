package main

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/pluglint/pluglint/cmd/internal/mcptest"
)

// mcpHTTPServer is the script command "mcp-http-server TOOLS DIR": it
// serves MCP over streamable HTTP on loopback with the comma-separated
// TOOLS, then writes DIR/mcp.json naming it as server "remote" beside a
// stdio server "local" (which scripts never start), and serves until the
// script ends. Run it in the background, then "wait-for DIR/mcp.json".
func mcpHTTPServer() int {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: mcp-http-server TOOLS DIR")
		return 2
	}
	var tools []mcptest.Tool
	for _, name := range strings.Split(os.Args[1], ",") {
		tools = append(tools, mcptest.Tool{Name: name, Description: "does " + name, ReadOnly: mcptest.True})
	}
	srv := mcptest.Server(mcptest.Config{Tools: tools}, nil, nil)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	data, _ := json.MarshalIndent(map[string]any{
		"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
		"mcpServers": map[string]any{
			"remote": map[string]any{"type": "streamable-http", "url": "http://" + l.Addr().String() + "/mcp"},
			"local":  map[string]any{"type": "stdio", "command": "./bin/never-started"},
		},
	}, "", "  ")
	// Written whole under another name, then renamed: wait-for never sees
	// half a file.
	tmp := filepath.Join(os.Args[2], ".mcp.json.tmp")
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if err := os.Rename(tmp, filepath.Join(os.Args[2], "mcp.json")); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil)
	_ = http.Serve(l, h) // until the script ends and kills this process
	return 0
}

// waitFor is the script command "wait-for FILE": it waits up to ten
// seconds for FILE to exist.
func waitFor() int {
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if _, err := os.Stat(os.Args[1]); err == nil {
			return 0
		}
	}
	fmt.Fprintf(os.Stderr, "%s did not appear\n", os.Args[1])
	return 1
}
