package launch

import "strings"

// containerGlobalValueFlags are docker's and podman's options before the
// subcommand that take a value.
var containerGlobalValueFlags = valueFlags("-c", "--context", "-H", "--host", "--config",
	"-l", "--log-level", "--tlscacert", "--tlscert", "--tlskey", "--connection", "--url",
	"--root", "--runroot", "--identity", "--storage-driver", "--cgroup-manager")

// runValueFlags are the docker run (and podman run) options that take a
// value; every other option is a switch.
var runValueFlags = valueFlags("-a", "--attach", "--add-host", "--annotation", "--blkio-weight",
	"--blkio-weight-device", "--cap-add", "--cap-drop", "--cgroup-parent", "--cgroupns", "--cidfile",
	"--cpu-period", "--cpu-quota", "--cpu-rt-period", "--cpu-rt-runtime", "-c", "--cpu-shares",
	"--cpus", "--cpuset-cpus", "--cpuset-mems", "--device", "--device-cgroup-rule",
	"--device-read-bps", "--device-read-iops", "--device-write-bps", "--device-write-iops",
	"--dns", "--dns-option", "--dns-search", "--domainname", "--entrypoint", "-e", "--env",
	"--env-file", "--expose", "--gpus", "--group-add", "--health-cmd", "--health-interval",
	"--health-retries", "--health-start-interval", "--health-start-period", "--health-timeout",
	"-h", "--hostname", "--ip", "--ip6", "--ipc", "--isolation", "--kernel-memory", "-l", "--label",
	"--label-file", "--link", "--link-local-ip", "--log-driver", "--log-opt", "--mac-address",
	"-m", "--memory", "--memory-reservation", "--memory-swap", "--memory-swappiness", "--mount",
	"--name", "--network", "--net", "--network-alias", "--oom-score-adj", "--pid", "--pids-limit",
	"--platform", "-p", "--publish", "--pull", "--restart", "--runtime", "--security-opt",
	"--shm-size", "--stop-signal", "--stop-timeout", "--storage-opt", "--sysctl", "--tmpfs",
	"--ulimit", "-u", "--user", "--userns", "--uts", "-v", "--volume", "--volume-driver",
	"--volumes-from", "-w", "--workdir", "--arch", "--os", "--variant", "--pod", "--secret")

// containerRun reads "docker [global options] run [options] IMAGE
// [command...]" ("container run" too); podman's is the same.
func containerRun(command string, args []string) *Launch {
	g := &scanner{args: args, takesValue: containerGlobalValueFlags}
	for {
		if _, ok := g.next(); !ok {
			break
		}
	}
	i := g.i
	if i < len(args) && args[i] == "container" {
		i++
	}
	if i >= len(args) || args[i] != "run" {
		return nil
	}
	s := &scanner{args: args, i: i + 1, takesValue: runValueFlags}
	for {
		if _, ok := s.next(); !ok {
			break
		}
	}
	if s.i >= len(args) || args[s.i] == "" {
		return nil
	}
	return &Launch{Launcher: command + " run", Refs: []Ref{imageRef(args[s.i], s.i)}}
}

// imageRef reads an image reference: [registry[:port]/]name[:tag][@digest].
// Only a digest pins it: a tag can be pushed again.
func imageRef(spec string, arg int) Ref {
	r := Ref{Arg: arg, Spec: spec, Kind: Image}
	if dynamic(spec) {
		r.Dynamic, r.Name = true, spec
		return r
	}
	name, digest, hasDigest := strings.Cut(spec, "@")
	tag := ""
	if c := strings.LastIndexByte(name, ':'); c > strings.LastIndexByte(name, '/') {
		name, tag = name[:c], name[c+1:]
	}
	r.Name = name
	switch {
	case hasDigest && digest != "":
		r.Version, r.Pinned = digest, true
		return r
	case tag == "":
		r.Problem = "has no tag, so it runs :latest, whatever was pushed last"
		r.Pin = name + "@sha256:<digest>"
	case tag == "latest":
		r.Version = tag
		r.Problem = "has the tag :latest, whatever was pushed last"
		r.Pin = name + "@sha256:<digest>"
	default:
		r.Version = tag
		r.Problem = "has the tag :" + tag + " but no digest, and a tag can be pushed again"
		r.Pin = name + ":" + tag + "@sha256:<digest>"
	}
	return r
}
