package scripts

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// goreleaser is the part of .goreleaser.yaml the release depends on.
type goreleaser struct {
	Version int `yaml:"version"`
	Builds  []struct {
		ID      string   `yaml:"id"`
		Main    string   `yaml:"main"`
		Binary  string   `yaml:"binary"`
		Env     []string `yaml:"env"`
		GOOS    []string `yaml:"goos"`
		GOARCH  []string `yaml:"goarch"`
		Flags   []string `yaml:"flags"`
		LDFlags []string `yaml:"ldflags"`
	} `yaml:"builds"`
	Archives []struct {
		IDs     []string `yaml:"ids"`
		Formats []string `yaml:"formats"`
	} `yaml:"archives"`
	Checksum struct {
		NameTemplate string `yaml:"name_template"`
		Algorithm    string `yaml:"algorithm"`
	} `yaml:"checksum"`
}

// TestGoreleaser checks the release configuration: both programs, static,
// for Linux, macOS and Windows on amd64 and arm64, in one archive with
// checksums; then builds pluglint with the release's ldflags, as the
// release would for tag v9.8.7, and checks that version reports them.
func TestGoreleaser(t *testing.T) {
	var g goreleaser
	data, err := os.ReadFile("../.goreleaser.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(data, &g); err != nil {
		t.Fatal(err)
	}
	if g.Version != 2 {
		t.Errorf("version %d, want 2", g.Version)
	}
	mains := map[string]string{}
	var ldflags []string
	for _, b := range g.Builds {
		mains[b.ID] = b.Main
		if !slices.Contains(b.Env, "CGO_ENABLED=0") || !slices.Contains(b.Flags, "-trimpath") {
			t.Errorf("build %s: env %v, flags %v; want CGO_ENABLED=0 and -trimpath", b.ID, b.Env, b.Flags)
		}
		slices.Sort(b.GOOS)
		slices.Sort(b.GOARCH)
		if !slices.Equal(b.GOOS, []string{"darwin", "linux", "windows"}) || !slices.Equal(b.GOARCH, []string{"amd64", "arm64"}) {
			t.Errorf("build %s: %v x %v", b.ID, b.GOOS, b.GOARCH)
		}
		if b.ID == "pluglint" {
			ldflags = b.LDFlags
		}
	}
	if mains["pluglint"] != "./cmd/pluglint" || mains["pluglint-snapshot"] != "./cmd/pluglint-snapshot" {
		t.Errorf("builds %v: want pluglint and pluglint-snapshot", mains)
	}
	if len(g.Archives) != 1 || !slices.Equal(g.Archives[0].IDs, []string{"pluglint", "pluglint-snapshot"}) {
		t.Errorf("archives %+v: want one archive with both programs", g.Archives)
	}
	if g.Checksum.NameTemplate == "" || g.Checksum.Algorithm != "sha256" {
		t.Errorf("checksum %+v", g.Checksum)
	}

	if testing.Short() {
		return
	}
	values := strings.NewReplacer("{{ .Tag }}", "v9.8.7", "{{ .FullCommit }}", "0123456789abcdef0123456789abcdef01234567",
		"{{ .Date }}", "2026-12-01T15:00:00Z")
	var flags []string
	for _, f := range ldflags {
		flags = append(flags, values.Replace(f))
	}
	bin := filepath.Join(t.TempDir(), "pluglint")
	build := exec.Command("go", "build", "-trimpath", "-ldflags", strings.Join(flags, " "), "-o", bin, "./cmd/pluglint")
	build.Dir = ".."
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "version").Output()
	if err != nil {
		t.Fatal(err)
	}
	want := "pluglint v9.8.7\ncommit: 0123456789abcdef0123456789abcdef01234567\nbuilt:  2026-12-01T15:00:00Z\ngo:     "
	if !strings.HasPrefix(string(out), want) {
		t.Errorf("version printed:\n%s\nwant it to start with:\n%s", out, want)
	}
}

// TestDockerfile checks that the image builds pluglint statically from
// the checkout into an image that holds nothing else and runs unprivileged.
func TestDockerfile(t *testing.T) {
	data, err := os.ReadFile("../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, want := range []string{
		"CGO_ENABLED=0 go build -trimpath", "./cmd/pluglint\n", "\nFROM scratch\n", "\nUSER 65532:65532\n",
		`ENTRYPOINT ["/pluglint"]`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("Dockerfile lacks %q", want)
		}
	}
	ignore, err := os.ReadFile("../.dockerignore")
	if err != nil || !strings.Contains(string(ignore), ".git\n") {
		t.Errorf(".dockerignore must leave out .git (go build would need git to stamp it): %v", err)
	}
}
