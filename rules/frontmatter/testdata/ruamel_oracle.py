"""Reference implementation for ruamel_test.go.

Reads base64-encoded SKILL.md files, one JSON string per line, and writes
one JSON object per line: what Hermes's frontmatter algorithm makes of the
file. Hermes loads the YAML with ruamel.yaml's safe loader at YAML 1.1,
with the C parser first and, when that fails, the pure Python parser; the
one change it makes to ruamel's typing is that a plain scalar with digits,
no dot and an unsigned exponent ("1e3") stays a string.

Exits with status 3 when ruamel.yaml or its C parser is missing. Its
Resolver (ruamel's YAML 1.1 typing with Hermes's float exception) is also
what scripts/hermesmodel imports.
"""
import base64
import datetime
import json
import re
import sys
import warnings

try:
    import ruamel.yaml
    from ruamel.yaml.constructor import SafeConstructor
    from ruamel.yaml.error import MarkedYAMLError
    from ruamel.yaml.nodes import MappingNode, ScalarNode, SequenceNode
    from ruamel.yaml.resolver import VersionedResolver, implicit_resolvers
    from ruamel.yaml.util import RegExp
    import _ruamel_yaml  # noqa: F401  (the C parser Hermes tries first)
except ImportError:
    sys.exit(3)

warnings.simplefilter('ignore')  # MantissaNoDotYAML1_1Warning and the like

MERGE = 'tag:yaml.org,2002:merge'
FLOAT = 'tag:yaml.org,2002:float'

# ruamel's YAML 1.1 float pattern, except that without a dot the exponent
# must be signed: Hermes keeps "1e3" a string.
HERMES_FLOAT_1_1 = RegExp('''^(?:
     [-+]?(?:[0-9][0-9_]*)\\.[0-9_]*(?:[eE][-+]?[0-9]+)?
    |[-+]?(?:[0-9][0-9_]*)(?:[eE][-+][0-9]+)
    |\\.[0-9_]+(?:[eE][-+][0-9]+)?
    |[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*
    |[-+]?\\.(?:inf|Inf|INF)
    |\\.(?:nan|NaN|NAN))$''', re.X)


class Resolver(VersionedResolver):
    @property
    def versioned_resolver(self):
        version = self.processing_version
        if isinstance(version, str):
            version = tuple(map(int, version.split('.')))
        if version not in self._version_implicit_resolver:
            for versions, tag, regexp, first in implicit_resolvers:
                if version in versions:
                    if version == (1, 1) and tag == FLOAT:
                        regexp = HERMES_FLOAT_1_1
                    self.add_version_implicit_resolver(version, tag, regexp, first)
        return self._version_implicit_resolver[version]


class DupError(Exception):
    def __init__(self, first, second):
        self.first, self.second = first, second


class Constructor(SafeConstructor):
    """ruamel's SafeConstructor, recording what it built for each node and
    where a duplicate key was first given."""

    def construct_document(self, node):
        self.root = node
        return super().construct_document(node)

    def construct_object(self, node, deep=False):
        data = super().construct_object(node, deep)
        if not hasattr(self, 'built'):
            self.built = {}
        self.built[node] = data
        return data

    def flatten_mapping(self, node):
        merges = [k for k, _ in node.value if k.tag == MERGE]
        try:
            super().flatten_mapping(node)
        except ruamel.yaml.constructor.DuplicateKeyError:
            raise DupError(merges[0], merges[1])

    def check_mapping_key(self, node, key_node, mapping, key, value):
        if key in mapping:
            for kn, _ in node.value:
                k = self.built.get(kn)
                if isinstance(k, list):
                    k = tuple(k)
                if kn is not key_node and (k is key or k == key):
                    raise DupError(kn, key_node)
            raise DupError(key_node, key_node)
        return True


def ruamel_load(text, pure):
    y = ruamel.yaml.YAML(typ='safe', pure=pure)
    y.version = (1, 1)
    y.Constructor = Constructor
    y.Resolver = Resolver
    constructor, parser = y.get_constructor_parser(text)
    try:
        data = constructor.get_single_data()
    finally:
        parser.dispose()
    return data, getattr(constructor, 'root', None), getattr(constructor, 'built', {})


def kind_of(d):
    if d is None:
        return 'null'
    for cls, name in ((bool, 'boolean'), (int, 'integer'), (float, 'float'), (str, 'string'),
                      (datetime.date, 'timestamp'), (bytes, 'binary'), (list, 'list'),
                      (tuple, 'list'), (dict, 'mapping'), (set, 'mapping')):
        if isinstance(d, cls):
            return name
    return type(d).__name__


def hermes(b):
    try:
        content = b.decode('utf-8-sig')
    except UnicodeDecodeError:
        return {'err': 'encoding'}
    content = content.lstrip('\ufeff')
    # Path.read_text reads in universal-newlines mode: "\r\n" and "\r" become "\n".
    # omap maps an index in the translated text back to the file's text.
    orig, chars, omap, i = content, [], [], 0
    while i < len(orig):
        chars.append('\n' if orig[i] == '\r' else orig[i])
        omap.append(i)
        i += 2 if orig.startswith('\r\n', i) else 1
    omap.append(len(orig))
    content = ''.join(chars)
    if not content.startswith('---'):
        return {'err': 'missing'}
    m = re.search(r'\n---\s*\n', content[3:])
    if m is None:
        return {'err': 'unterminated'}
    text = content[3:m.start() + 3]
    bom = 1 if text.startswith('\ufeff') else 0

    def pos(mark):
        # The parsers count lines differently (NEL, LS, PS); go through the
        # character index to get "\n"-separated lines.
        off = omap[3 + bom + mark.index]
        return orig.count('\n', 0, off) + 1, off - (orig.rfind('\n', 0, off) + 1) + 1

    result, cerr = None, None
    for pure in (False, True):
        try:
            data, node, built = ruamel_load(text, pure)
        except DupError as e:
            line, col = pos(e.second.start_mark)
            result = {'err': 'duplicate', 'line': line, 'col': col,
                      'firstline': pos(e.first.start_mark)[0]}
        except MarkedYAMLError as e:
            result = {'err': 'yaml', 'msg': e.problem}
        except Exception as e:  # constructors raise ValueError, IndexError, ...
            result = {'err': 'yaml', 'msg': type(e).__name__}
        else:
            result = None
            break
        cerr = cerr or result['err']
    if result is not None:
        # Hermes reports the pure parser's failure; pluglint reports the
        # first cause, which is the C parser's.
        result['cerr'] = cerr
        return result
    if not isinstance(data, dict):
        return {'err': 'not-mapping', 'kind': kind_of(data), 'cerr': cerr}
    active = set()

    def walk(n):
        d = built.get(n)
        r = {'k': kind_of(d)}
        empty = isinstance(n, ScalarNode) and n.style in (None, '') and n.value == ''
        if not empty:  # the parsers and yaml.v3 place empty scalars differently
            r['l'], r['c'] = pos(n.start_mark)
            if isinstance(n, ScalarNode) and n.style in (None, '', '"', "'"):
                r['e'] = omap[3 + bom + n.end_mark.index]
        if isinstance(d, bool):
            r['s'] = 'true' if d else 'false'
        elif isinstance(d, (str, int)):
            r['s'] = str(d)
        elif isinstance(d, float):
            r['s'] = repr(d)
        if id(n) in active:
            return r
        active.add(id(n))
        if isinstance(d, list) and isinstance(n, SequenceNode) and n.tag == 'tag:yaml.org,2002:seq':
            r['items'] = [walk(c) for c in n.value]
        elif isinstance(d, dict) and isinstance(n, MappingNode):
            first, last, order = {}, {}, []
            for kn, vn in n.value:
                k = built[kn]
                if isinstance(k, list):
                    k = tuple(k)
                if k not in first:
                    first[k] = kn
                    order.append(k)
                last[k] = vn
            r['fields'] = [[walk(first[k]), walk(last[k])] for k in order]
        active.discard(id(n))
        return r

    return {'root': walk(node)}


if __name__ == '__main__':
    for line in sys.stdin:
        sys.stdout.write(json.dumps(hermes(base64.b64decode(json.loads(line)))) + '\n')
