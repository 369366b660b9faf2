//go:build js && wasm

package main

import "syscall/js"

// main registers two functions on the page, then waits for calls:
//
//   - pluglintLint(dir, files, unread) lints; files is an object of path →
//     contents (a string, as typed, or a Uint8Array, as read from a dropped
//     file: bytes reach the engine as they are on disk, byte-order mark and
//     invalid UTF-8 included; a path ending in "/" is a directory), unread
//     (optional) an object of path → size for files not read, being over
//     the read bounds. It returns {text, json} or {error}.
//   - pluglintWants(path) says whether the engine reads that file's bytes
//     (wantsContent); of the others the page hands over the name alone.
func main() {
	js.Global().Set("pluglintLint", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 && len(args) != 3 {
			return map[string]any{"error": "pluglintLint(dir, files[, unread]) wants two or three arguments"}
		}
		files := map[string][]byte{}
		bytesType := js.Global().Get("Uint8Array")
		keys := js.Global().Get("Object").Call("keys", args[1])
		for i := range keys.Length() {
			k := keys.Index(i).String()
			v := args[1].Get(k)
			if v.InstanceOf(bytesType) {
				b := make([]byte, v.Length())
				js.CopyBytesToGo(b, v)
				files[k] = b
				continue
			}
			files[k] = []byte(v.String())
		}
		unread := map[string]int64{}
		if len(args) == 3 && args[2].Type() == js.TypeObject {
			keys := js.Global().Get("Object").Call("keys", args[2])
			for i := range keys.Length() {
				k := keys.Index(i).String()
				unread[k] = int64(args[2].Get(k).Float())
			}
		}
		out, err := lintFiles(args[0].String(), files, unread)
		if err != nil {
			return map[string]any{"error": err.Error()}
		}
		return map[string]any{"text": out.Text, "json": out.JSON}
	}))
	js.Global().Set("pluglintWants", js.FuncOf(func(_ js.Value, args []js.Value) any {
		return len(args) == 1 && wantsContent(args[0].String())
	}))
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New("pluglint-ready"))
	select {}
}
