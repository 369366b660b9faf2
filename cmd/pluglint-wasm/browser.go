//go:build js && wasm

package main

import "syscall/js"

// main registers pluglintLint(dir, files) on the page, where files is an
// object of path → text, and returns {text, json} or {error}; then it
// waits for calls.
func main() {
	js.Global().Set("pluglintLint", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 {
			return map[string]any{"error": "pluglintLint(dir, files) wants two arguments"}
		}
		files := map[string]string{}
		keys := js.Global().Get("Object").Call("keys", args[1])
		for i := range keys.Length() {
			k := keys.Index(i).String()
			files[k] = args[1].Get(k).String()
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
