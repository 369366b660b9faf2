"""A model of what Hermes Agent does with an Agent Plugins v1 package.

Written for pluglint's differential test (diff_test.go) from the contract
in pluglint's spec (hermes-loader.md, trust-and-security.md); it follows
Hermes's plugin_runtime/portable.py in behaviour, not in code. For each
package directory named on the command line it prints one JSON line:

    {"dir": ..., "verdict": "loads"|"rejected", "dropped": [...],
     "covered": true|false}

"dropped" lists "mcp", "server:NAME", "skills" and "skill:NAME" (names
with lone surrogates printed as U+FFFD, as pluglint prints them; servers
inside a dropped mcp.json are not listed). "covered" is false where the
package uses something this model does not decide (a declaration's app or
requires blocks, a shell command the run-time filter may refuse): the test
then compares nothing.

Covered: plugin.json validation; mcp.json's file checks and per-server
translation (types, fields, command, args, env, cwd, url, headers);
skills and their frontmatter through ruamel.yaml as Hermes runs it (C
parser, then the pure one, YAML 1.1, "1e3" kept a string); server
declarations (matching by code point, lone surrogates included; object;
known keys; trust; liveness an object, its contents not read).

Exits with status 3 when ruamel.yaml or its C parser is missing.
"""
import ipaddress
import json
import os
import re
import sys
import warnings
from urllib.parse import urlsplit

try:
    import ruamel.yaml
    import _ruamel_yaml  # noqa: F401
except ImportError:
    sys.exit(3)

# ruamel's YAML 1.1 typing with Hermes's one change ("1e3" stays a string)
# is written once, in the frontmatter test's oracle.
sys.dont_write_bytecode = True  # nothing written into the checkout
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'rules', 'frontmatter', 'testdata'))
from ruamel_oracle import Resolver  # noqa: E402

warnings.simplefilter('ignore')

PLUGIN_SCHEMA = 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json'
MCP_SCHEMA = 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json'
NAMESPACE = 'com.nousresearch.hermes'
TOP_FIELDS = {'$schema', 'name', 'version', 'description', 'author', 'homepage',
              'repository', 'license', 'keywords', 'extensions'}
FIELDS = {'stdio': {'type', 'command', 'args', 'env', 'cwd'},
          'streamable-http': {'type', 'url', 'headers'},
          'sse': {'type', 'url', 'headers'}}
PLUGIN_NAME = re.compile(r'^(?!.*(?:--|\.\.))[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$')
SKILL_NAME = re.compile(r'^(?!.*--)[a-z0-9]+(?:-[a-z0-9]+)*$')
TOKEN = re.compile(r"^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$")
SHELLS = {'bash', 'sh', 'zsh', 'dash', 'fish', 'cmd', 'cmd.exe', 'powershell',
          'powershell.exe', 'pwsh', 'pwsh.exe'}


class Rejected(Exception):
    pass


class Drop(Exception):
    pass


class NotCovered(Exception):
    pass


# --- YAML as Hermes reads frontmatter ------------------------------------

def yaml_load(text):
    error = None
    for pure in (False, True):
        y = ruamel.yaml.YAML(typ='safe', pure=pure)
        y.version = (1, 1)
        y.Resolver = Resolver
        try:
            return y.load(text)
        except Exception as exc:  # the C parser's failure sends Hermes to the pure one
            error = exc
    raise ValueError(str(error))


# --- the package ----------------------------------------------------------

def read_json(path):
    with open(path, 'rb') as f:
        data = f.read()
    try:
        text = data.decode('utf-8-sig')
        value = json.loads(text)
    except (UnicodeError, ValueError) as exc:
        raise ValueError(str(exc))
    if not isinstance(value, dict):
        raise ValueError('not an object')
    return value


def regular(root, rel):
    path = os.path.join(root, rel)
    return os.path.isfile(path) and not os.path.islink(path)


def manifest(root):
    if not regular(root, 'plugin.json'):
        raise Rejected('plugin.json')
    try:
        m = read_json(os.path.join(root, 'plugin.json'))
    except ValueError:
        raise Rejected('plugin.json JSON')
    for field in set(m) - TOP_FIELDS:
        del m[field]
    if m.get('$schema') != PLUGIN_SCHEMA:
        raise Rejected('schema')
    name = m.get('name')
    if not isinstance(name, str) or not 1 <= len(name) <= 64 or not PLUGIN_NAME.match(name):
        raise Rejected('name')
    for field in ('version', 'description', 'homepage', 'repository', 'license'):
        if field in m and not isinstance(m[field], str):
            raise Rejected(field)
    keywords = m.get('keywords', [])
    if not isinstance(keywords, list) or any(not isinstance(k, str) for k in keywords):
        raise Rejected('keywords')
    author = m.get('author', {})
    if not isinstance(author, dict) or set(author) - {'name', 'email', 'url'} or \
            any(not isinstance(v, str) for v in author.values()):
        raise Rejected('author')
    ext = m.get('extensions', {})
    if not isinstance(ext, dict):
        m.pop('extensions')
    elif any(not isinstance(v, dict) for v in ext.values()):
        raise Rejected('extensions')
    return m


def frontmatter(path):
    with open(path, 'rb') as f:
        content = f.read().decode('utf-8-sig')
    content = content.replace('\r\n', '\n').replace('\r', '\n').lstrip('\ufeff')
    if not content.startswith('---'):
        raise ValueError('missing')
    end = re.search(r'\n---\s*\n', content[3:])
    if end is None:
        raise ValueError('unterminated')
    data = yaml_load(content[3:end.start() + 3])
    if not isinstance(data, dict):
        raise ValueError('not a mapping')
    return data


def skill_ok(fm, dirname):
    name = fm.get('name')
    if not isinstance(name, str) or name != dirname or not 1 <= len(name) <= 64 or not SKILL_NAME.match(name):
        return False
    d = fm.get('description')
    if not isinstance(d, str) or not 1 <= len(d) <= 1024:
        return False
    if 'license' in fm and not isinstance(fm['license'], str):
        return False
    if 'compatibility' in fm:
        c = fm['compatibility']
        if not isinstance(c, str) or not 1 <= len(c) <= 500:
            return False
    if 'metadata' in fm:
        md = fm['metadata']
        if not isinstance(md, dict) or any(not isinstance(k, str) or not isinstance(v, str) for k, v in md.items()):
            return False
    if 'allowed-tools' in fm and not isinstance(fm['allowed-tools'], str):
        return False
    return True


def skills(root, dropped):
    sk = os.path.join(root, 'skills')
    if not os.path.lexists(sk):
        return
    if os.path.islink(sk) or not os.path.isdir(sk):
        dropped.append('skills')
        return
    for child in sorted(os.listdir(sk)):
        d = os.path.join(sk, child)
        md = os.path.join(d, 'SKILL.md')
        if not os.path.isdir(d) or not os.path.lexists(md):
            continue
        try:
            ok = regular(d, 'SKILL.md') and skill_ok(frontmatter(md), child)
        except (OSError, UnicodeError, ValueError):
            ok = False
        if not ok:
            dropped.append('skill:' + child)


def scoped(value):
    """A cwd: ./path inside the plugin root, or under ${PLUGIN_ROOT} or
    ${PLUGIN_DATA}, staying inside its root once resolved."""
    for prefix in ('${PLUGIN_ROOT}', '${PLUGIN_DATA}'):
        if value == prefix or value.startswith(prefix + '/'):
            rel = value[len(prefix):]
            break
    else:
        if not value.startswith('./'):
            raise Drop('path')
        rel = value[2:]
        if '${PLUGIN_ROOT}' in rel or '${PLUGIN_DATA}' in rel:
            raise Drop('escapes')  # expands to an absolute path outside the root
    if '${PLUGIN_ROOT}' in rel or '${PLUGIN_DATA}' in rel:
        raise NotCovered('placeholder inside a path')
    norm = os.path.normpath('/r/' + rel.lstrip('/'))
    if norm != '/r' and not norm.startswith('/r/'):
        raise Drop('escapes')


def stdio(server):
    if set(server) - FIELDS['stdio']:
        raise Drop('field')
    cmd = server.get('command')
    if not isinstance(cmd, str) or not cmd or '\x00' in cmd:
        raise Drop('command')
    if cmd.startswith('./'):
        if '${' in cmd or '/../' in cmd or cmd.endswith('/..'):
            raise NotCovered('command path')
    elif any(c.isspace() for c in cmd):
        raise Drop('command')
    elif '/' in cmd or '\\' in cmd or cmd in ('.', '..'):
        raise Drop('command')
    if os.path.basename(cmd) in SHELLS:
        raise NotCovered('shell')
    args = server.get('args', [])
    if not isinstance(args, list) or any(not isinstance(a, str) for a in args):
        raise Drop('args')
    env = server.get('env', {})
    if not isinstance(env, dict) or any(not isinstance(k, str) or not isinstance(v, str) for k, v in env.items()):
        raise Drop('env')
    if {'PLUGIN_ROOT', 'PLUGIN_DATA'} & set(env):
        raise Drop('reserved')
    cwd = server.get('cwd')
    if cwd is not None:
        if not isinstance(cwd, str):
            raise Drop('cwd')
        scoped(cwd)


def headers_ok(h):
    if not isinstance(h, dict):
        return h is None
    names = [n for n in h if TOKEN.match(n)]
    return len(names) == len(h) and len({n.lower() for n in names}) == len(names) and \
        all(isinstance(v, str) and '\r' not in v and '\n' not in v for v in h.values())


def remote(server):
    if set(server) - FIELDS['streamable-http']:
        raise Drop('field')
    url = server.get('url')
    if not isinstance(url, str) or not url:
        raise Drop('url')
    try:
        u = urlsplit(url)
        host = u.hostname
        if u.scheme.lower() not in ('http', 'https') or u.username is not None or u.password is not None \
                or u.fragment or not host:
            raise Drop('url')
    except ValueError:
        raise Drop('url')
    if u.scheme.lower() == 'http' and host != 'localhost':
        try:
            loop = ipaddress.ip_address(host).is_loopback
        except ValueError:
            loop = False
        if not loop:
            raise Drop('http')
    if not headers_ok(server.get('headers')):
        raise Drop('headers')


def mcp(root, dropped):
    path = os.path.join(root, 'mcp.json')
    if not os.path.lexists(path):
        return {}
    try:
        if not regular(root, 'mcp.json'):
            raise ValueError('not regular')
        c = read_json(path)
        if set(c) != {'$schema', 'mcpServers'} or c['$schema'] != MCP_SCHEMA or not isinstance(c['mcpServers'], dict):
            raise ValueError('shape')
    except ValueError:
        dropped.append('mcp')
        return {}
    loaded = {}
    for name, server in c['mcpServers'].items():
        try:
            if not name or not isinstance(server, dict):
                raise Drop('entry')
            t = server.get('type')
            if t == 'stdio':
                stdio(server)
            elif t == 'streamable-http':
                remote(server)
            elif t == 'sse':
                raise Drop('sse')
            elif isinstance(t, (list, dict)):
                raise Rejected('type crashes the loader')
            else:
                raise Drop('type')
            loaded[name] = server
        except Drop:
            dropped.append('server:' + name)
    return loaded


def declarations(m, loaded):
    ns = m.get('extensions', {}).get(NAMESPACE, {})
    servers = ns.get('servers', {})
    if not isinstance(servers, dict):
        raise Rejected('servers')
    for name, raw in servers.items():
        if name not in loaded:
            raise Rejected('orphan')
        if not isinstance(raw, dict):
            raise Rejected('declaration')
        if 'liveness' in raw and 'app' not in raw and 'requires' not in raw:
            raise Rejected('liveness without app')
        if set(raw) - {'app', 'requires', 'liveness', 'trust'}:
            raise Rejected('unknown keys')
        if 'trust' in raw and raw['trust'] not in ('untrusted', 'full'):
            raise Rejected('trust')
        if raw.get('app') is not None or raw.get('requires') is not None:
            raise NotCovered('app/requires')
        live = raw.get('liveness')
        if live is not None and not isinstance(live, dict):
            raise Rejected('liveness')


def hermes(root):
    dropped = []
    try:
        m = manifest(root)
        skills(root, dropped)
        loaded = mcp(root, dropped)
        declarations(m, loaded)
    except NotCovered:
        return {'covered': False}
    except Rejected:
        return {'covered': True, 'verdict': 'rejected', 'dropped': []}
    if 'mcp' in dropped:
        dropped = [d for d in dropped if not d.startswith('server:')]
    fixed = []
    for d in dropped:
        kind, colon, name = d.partition(':')
        fixed.append(kind + colon + ''.join('\ufffd' if 0xd800 <= ord(c) < 0xe000 else c for c in name))
    return {'covered': True, 'verdict': 'loads', 'dropped': sorted(fixed)}


for root in sys.argv[1:]:
    r = hermes(root)
    r['dir'] = root
    sys.stdout.write(json.dumps(r) + '\n')
