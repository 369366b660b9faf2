"""Reference implementation for pyyaml_test.go.

Reads base64-encoded SKILL.md files, one JSON string per line, and writes
one JSON object per line: what Hermes's frontmatter algorithm makes of the
file with PyYAML's CSafeLoader, plus the y/n booleans of the Agent Plugins
spec and duplicate-key rejection (explicit keys; entries merged with "<<"
may be overridden; a second "<<" is a duplicate).

Exits with status 3 when PyYAML or its libyaml binding is missing.
"""
import base64
import collections.abc
import datetime
import json
import re
import sys

try:
    import yaml
    from yaml.nodes import MappingNode, ScalarNode, SequenceNode
    yaml.CSafeLoader
except (ImportError, AttributeError):
    sys.exit(3)

MERGE = 'tag:yaml.org,2002:merge'


class DupError(Exception):
    def __init__(self, first, second):
        self.first, self.second = first, second


class Loader(yaml.CSafeLoader):
    bool_values = dict(yaml.SafeLoader.bool_values, y=True, n=False)

    def __init__(self, s):
        super().__init__(s)
        self.built = {}

    def construct_object(self, node, deep=False):
        data = super().construct_object(node, deep)
        self.built[node] = data
        return data

    def flatten_mapping(self, node):
        if not hasattr(node, '_own'):
            node._own = [(k, v) for k, v in node.value if k.tag != MERGE]
            node._merges = [k for k, v in node.value if k.tag == MERGE]
        super().flatten_mapping(node)

    def construct_mapping(self, node, deep=False):
        if not isinstance(node, MappingNode):
            return super().construct_mapping(node, deep)
        self.flatten_mapping(node)
        if len(node._merges) > 1:
            raise DupError(node._merges[0], node._merges[1])
        nown = len(node._own)
        mapping, explicit = {}, {}
        for i, (key_node, value_node) in enumerate(node.value):
            key = self.construct_object(key_node, deep=deep)
            if not isinstance(key, collections.abc.Hashable):
                raise yaml.constructor.ConstructorError(
                    "while constructing a mapping", node.start_mark,
                    "found unhashable key", key_node.start_mark)
            if i >= len(node.value) - nown:
                if key in explicit:
                    raise DupError(explicit[key], key_node)
                explicit[key] = key_node
            mapping[key] = self.construct_object(value_node, deep=deep)
        return mapping


Loader.add_implicit_resolver('tag:yaml.org,2002:bool', re.compile(r'^(?:y|Y|n|N)$'), list('yYnN'))
Loader.add_constructor('tag:yaml.org,2002:bool', Loader.construct_yaml_bool)


def kind_of(d):
    if d is None:
        return 'null'
    for cls, name in ((bool, 'boolean'), (int, 'integer'), (float, 'float'), (str, 'string'),
                      (datetime.date, 'timestamp'), (bytes, 'binary'), (list, 'list'),
                      (dict, 'mapping'), (set, 'mapping')):
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
        # libyaml counts lines differently ("\r", NEL, LS, PS); go through
        # the character index to get "\n"-separated lines.
        off = omap[3 + bom + mark.index]
        return orig.count('\n', 0, off) + 1, off - (orig.rfind('\n', 0, off) + 1) + 1

    loader = Loader(text)
    try:
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    except DupError as e:
        line, col = pos(e.second.start_mark)
        return {'err': 'duplicate', 'line': line, 'col': col, 'firstline': pos(e.first.start_mark)[0]}
    except yaml.MarkedYAMLError as e:
        return {'err': 'yaml', 'msg': e.problem}
    except Exception as e:  # constructors raise ValueError, KeyError, ...
        return {'err': 'yaml', 'msg': type(e).__name__}
    finally:
        loader.dispose()
    if not isinstance(data, dict):
        return {'err': 'not-mapping', 'kind': kind_of(data)}
    built, active = loader.built, set()

    def walk(n):
        d = built.get(n)
        r = {'k': kind_of(d)}
        empty = isinstance(n, ScalarNode) and n.style in (None, '') and n.value == ''
        if not empty:  # libyaml and yaml.v3 place empty scalars differently
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
                if k not in first:
                    first[k] = kn
                    order.append(k)
                last[k] = vn
            r['fields'] = [[walk(first[k]), walk(last[k])] for k in order]
        active.discard(id(n))
        return r

    return {'root': walk(node)}


for line in sys.stdin:
    sys.stdout.write(json.dumps(hermes(base64.b64decode(json.loads(line)))) + '\n')
