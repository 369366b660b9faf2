package main

import (
	"fmt"
	"path/filepath"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/cmd/internal/cli"
)

// runInputs are the files a run reads on the user's behalf: their Hermes
// config.yaml and a tool inventory named on the command line or in the
// configuration file. Each is read once, before any package, and handed
// to every package through its Source.
type runInputs struct {
	tools       *inputFile            // --tools, for every package
	configTools map[string]*inputFile // the config file's tools:, by package root
	hermes      *model.HermesConfig   // --hermes-config, parsed
	hermesPath  string                // as given
}

// inputFile is a run-wide file as read: the path the user gave and its
// bytes.
type inputFile struct {
	given string
	data  []byte
}

// loadRunInputs reads --hermes-config and --tools. A file that cannot be
// read, or a config.yaml that is not YAML Hermes could load, is a usage
// error; an inventory that reads but breaks its shape is a PL507 finding
// of each package instead.
func loadRunInputs(o *lintOptions) (*runInputs, error) {
	in := &runInputs{}
	if o.tools != "" {
		f, err := readInput(o.tools, "--tools")
		if err != nil {
			return nil, err
		}
		in.tools = f
	}
	if o.hermesConfig != "" {
		f, err := readInput(o.hermesConfig, "--hermes-config")
		if err != nil {
			return nil, err
		}
		hc, err := model.ParseHermesConfig(filepath.ToSlash(f.given), f.data)
		if err != nil {
			return nil, fmt.Errorf("--hermes-config: %w", err)
		}
		in.hermes, in.hermesPath = hc, f.given
	}
	return in, nil
}

// withConfig reads the tool inventories the configuration files name for
// the package roots (their tools: key). --tools wins over them.
func (in *runInputs) withConfig(c *runConfig, roots []string) error {
	if in.tools != nil || c == nil {
		return nil
	}
	read := map[string]*inputFile{}
	for _, root := range roots {
		p, err := c.ToolsFor(root)
		if err != nil {
			return err
		}
		if p == "" {
			continue
		}
		f := read[p]
		if f == nil {
			if f, err = readInput(p, "configuration tools:"); err != nil {
				return err
			}
			read[p] = f
		}
		if in.configTools == nil {
			in.configTools = map[string]*inputFile{}
		}
		in.configTools[rootKey(root)] = f
	}
	return nil
}

// readInput reads a file named for the run: only a regular file, and no
// more than the loader would read from a package.
func readInput(name, flagName string) (*inputFile, error) {
	data, err := cli.ReadFile(name, model.MaxFileSize)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flagName, err)
	}
	return &inputFile{given: name, data: data}, nil
}

// rootKey identifies a package root whatever form it was found in.
func rootKey(root string) string {
	abs, err := filepath.Abs(root)
	if err != nil {
		return filepath.Clean(root)
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		abs = real
	}
	return filepath.ToSlash(abs)
}

// apply adds the inputs to a package's source. Each package gets its own
// view: findings name the file as the user gave it where that reads right
// beside the package's other files, else by its absolute path.
func (in *runInputs) apply(src *model.Source) {
	tools := in.tools
	if tools == nil && in.configTools != nil {
		tools = in.configTools[src.AbsRoot]
	}
	if tools != nil {
		src.Tools = &model.Input{Path: cli.ShownInput(tools.given, src.AbsRoot, src.Dir), Data: tools.data}
	}
	if in.hermes != nil {
		hc := *in.hermes
		hc.Path = cli.ShownInput(in.hermesPath, src.AbsRoot, src.Dir)
		src.HermesConfig = &hc
	}
}
