//go:build js && wasm

package main

import "syscall/js"

// main registers pluglintLint(dir, files) on the page, where files is an
// object of path → contents (a string, as typed, or a Uint8Array, as read
// from a dropped file: bytes reach the engine as they are on disk, byte-
// order mark and invalid UTF-8 included), and returns {text, json} or
// {error}; then it waits for calls.
func main() {
	js.Global().Set("pluglintLint", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 {
			return map[string]any{"error": "pluglintLint(dir, files) wants two arguments"}
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
		out, err := lintFiles(args[0].String(), files)
		if err != nil {
			return map[string]any{"error": err.Error()}
		}
		return map[string]any{"text": out.Text, "json": out.JSON}
	}))
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New("pluglint-ready"))
	select {}
}
