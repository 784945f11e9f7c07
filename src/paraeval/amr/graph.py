"""AMR graphs as PAM encodes them (seed 001, section 3.1).

- Linearisation: depth-first, in the order the PENMAN graph is written, without variables or brackets:
  `(w / want-01 :ARG0 (b / boy))` -> `want-01 :ARG0 boy`. A re-entrancy (a variable used again) is written
  as its concept; constants appear as themselves (quotes removed).
- Bipartite graph: every labelled edge (u, r, v) becomes a relation node r with unlabelled edges (u, r) and
  (r, v), so the nodes are exactly the linearised tokens, in order. A re-entrant mention is a copy of its
  node: it gets the edge from its relation and an edge to the node it copies, so both mentions share
  information in the graph convolution.
- Subword-token graph: each node becomes its subword tokens and every subword of u is connected to every
  subword of v; a relation is one token (relations are added to the tokenizer vocabulary).
- Incoming roles (a departure from the paper, see the PAM card): each concept or constant also carries the
  relation on the edge into it (the root carries a root mark). Without position embeddings the encoder sees
  a bag of tokens, in which "bite-01 :ARG0 dog :ARG1 man" and "bite-01 :ARG0 man :ARG1 dog" are the same
  bag; with the role on each token, "dog as :ARG0" and "dog as :ARG1" are different inputs.
- Argument roles (also a departure, read only by an encoder built with PAMConfig(argument_roles=True),
  which the shipped checkpoint is not): every node also carries the core role (:ARG0 ... :ARG9) of the
  argument it belongs to, the incoming role of the nearest node entered by one on its path from the root
  (itself included); a relation takes its head's. The incoming role marks only an argument's head, so
  "Brazil defeated Germany" and "Germany defeated Brazil" (country :ARG0 / country :ARG1, each with a name
  below it) were still the same bag; with the argument role, "Brazil" inside :ARG0 differs from "Brazil"
  inside :ARG1, and so does a modifier ("the big dog bit the small man").
- Name roles (read only by an encoder with PAMConfig(name_roles=True), which the shipped checkpoint is not;
  benchmarks/pam_name_roles.py scores its weights read so): a named entity's :name node and its
  :op constants carry the entity's incoming role instead of :name and :opN. A name is the identity of the
  entity it names, so "Brazil" is an :ARG0 where its country is; read with :op1, a swap of two named
  arguments of one type ("Brazil defeated Germany" / "Germany defeated Brazil") stays the same bag.
"""
from __future__ import annotations

import functools
import logging
import re
from dataclasses import dataclass

import numpy as np
import penman
from penman.exceptions import PenmanError


@dataclass
class AMRGraph:
    """The bipartite graph of one AMR, its nodes in linearisation order."""

    nodes: list[str]  # concept, relation (":ARG0") or constant labels
    edges: list[tuple[int, int]]  # sorted; directed as in the AMR: head -> relation -> tail; copy -> original
    incoming: list[str | None]  # the relation into each concept/constant ("" for the root), None for relations
    argument: list[str | None]  # the core role of the argument each node is part of, None outside any

    @property
    def is_relation(self) -> list[bool]:
        return [role is None for role in self.incoming]

    @property
    def linearized(self) -> str:
        return " ".join(self.nodes)


# nesting accepted by read_amr: penman's parser recurses about two frames a level and fails near 500
# levels with Python's default limit; gold AMRs and the embedded parser's graphs stay far below 200
MAX_DEPTH = 200
# AMR's concepts for the personal pronouns, whatever their case ("our" is `we`)
PRONOUN_CONCEPTS = frozenset({"i", "you", "he", "she", "it", "we", "they"})


class _LayoutNotice(logging.Filter):
    """penman warns where a graph writes a triple or a node twice (BAMBOO's reify set has such graphs) that it
    keeps the layout of the first only; every triple is still read, and only the layout is dropped, which
    nothing here keeps (triple_overlap reads triples, dereification writes a new layout)."""

    NOTICES = ("ignoring epigraph data for duplicate triple", "ignoring secondary node contexts")

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith(self.NOTICES)


logging.getLogger("penman.layout").addFilter(_LayoutNotice())

# penman's lexer (penman/_lexer.py, applied line by line), reduced to what _outline needs: comments and
# strings (brackets inside them do not count), brackets, and every other token as a whole
_LEXEME = re.compile(r"""(?P<comment>\#.*$)|"[^"\\]*(?:\\.[^"\\]*)*"|(?P<open>\()|(?P<close>\))|/"""
                     r"""|:[^ \t\r\n\v\f"()/:~]*|[^ \t\r\n\v\f"()/:~]+|~(?:[a-z]\.?)?[0-9]+(?:,[0-9]+)*|[^ \t\r\n\v\f]""")


def read_amr(penman_text: str, index: int | str | None = None, name_roles: bool = False) -> AMRGraph:
    """Parse one PENMAN graph into its bipartite graph.

    ValueError naming `index` (a position, or a label such as "references[3]") if the text is not one
    valid PENMAN graph: empty, malformed, several graphs or other text after the graph, or nested more
    than MAX_DEPTH levels. Comment and metadata lines (`# ::snt ...`) are allowed.

    >>> g = read_amr("(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b :polarity -))")
    >>> g.linearized
    'want-01 :ARG0 boy :ARG1 go-02 :ARG0 boy :polarity -'
    >>> g.edges
    [(0, 1), (0, 3), (1, 2), (3, 4), (4, 5), (4, 7), (5, 6), (6, 2), (7, 8)]
    >>> g.incoming
    ['', None, ':ARG0', None, ':ARG1', None, ':ARG0', None, ':polarity']
    """
    where = "" if index is None else f" at {index}" if isinstance(index, str) else f" at index {index}"
    if not isinstance(penman_text, str) or not penman_text.strip():
        raise ValueError(f"empty AMR graph{where}: give a PENMAN string such as '(b / boy)'")
    try:
        return _bipartite(_parse_one(penman_text, where), name_roles)
    except RecursionError:  # only when called from deep in the stack: MAX_DEPTH leaves ample room otherwise
        raise ValueError(f"AMR graph{where} is nested too deeply to read here (at most {MAX_DEPTH} levels, "
                         "fewer when called from deep in the call stack)") from None


def _parse_one(text: str, where: str) -> penman.Tree:
    """penman.parse, plus the checks it does not make: it recurses per level (RecursionError on deep
    graphs) and reads only the first graph, silently ignoring whatever follows."""
    depth, graphs, stray = _outline(text)
    if depth > MAX_DEPTH:
        raise ValueError(f"AMR graph{where} is nested {depth} levels deep; at most {MAX_DEPTH} levels are supported")
    try:
        tree = penman.parse(text)
    except PenmanError as err:
        message = str(err).strip().splitlines()[-1]
        raise ValueError(f"invalid PENMAN{where}: {message}") from None
    if graphs > 1:
        raise ValueError(f"{graphs} PENMAN graphs{where}: one graph per text is expected")
    if stray is not None:
        raise ValueError(f"invalid PENMAN{where}: {stray!r} after the graph; one graph per text is expected")
    return tree


def _outline(text: str) -> tuple[int, int, str | None]:
    """Deepest bracket nesting, number of top-level graphs, and the first token outside any graph after
    the first one (None if there is none); comments count as nothing."""
    depth = deepest = graphs = 0
    stray = None
    for line in text.splitlines():
        for match in _LEXEME.finditer(line):
            kind = match.lastgroup
            if kind == "open":
                graphs += depth == 0
                depth += 1
                deepest = max(deepest, depth)
            elif kind == "close" and depth:
                depth -= 1
            elif depth == 0 and graphs and kind != "comment" and stray is None:
                stray = match.group()
    return deepest, graphs, stray


_CORE_ROLE = re.compile(r":ARG\d")


def _argument_of(role: str, enclosing: str | None) -> str | None:
    """The argument role of a node entered by `role` inside an argument `enclosing` (None: none)."""
    return role if _CORE_ROLE.fullmatch(role) else enclosing


def _bipartite(tree: penman.Tree, name_roles: bool = False) -> AMRGraph:
    """The bipartite graph of a parsed tree, nodes in the order the PENMAN text writes them (name_roles: a
    :name node and its constants take the named entity's incoming role)."""
    concepts = {var: concept for var, concept in _instances(tree.node)}
    nodes, edges, incoming, argument = [], [], [], []
    first_position: dict[str, int] = {}
    copies: list[tuple[int, str]] = []

    def add(label: str, incoming_role: str | None, enclosing: str | None) -> int:  # None: a relation
        nodes.append(label)
        incoming.append(incoming_role)
        argument.append(enclosing if incoming_role is None else _argument_of(incoming_role, enclosing))
        return len(nodes) - 1

    def walk(node, incoming_role: str, enclosing: str | None, entity_role: str | None = None) -> int:
        var, branches = node
        position = add(concepts.get(var) or var, entity_role or incoming_role, enclosing)
        first_position.setdefault(var, position)
        inside = argument[position]
        for role, target in branches:
            if role == "/":
                continue
            relation = add(role, None, inside)
            edges.append((position, relation))
            # inside a name (entity_role set) its constants take the entity's role too
            named = incoming[position] if name_roles and (role == ":name" or entity_role) else None
            if isinstance(target, tuple):
                child = walk(target, role, inside, named)
            elif target in concepts:  # re-entrancy: a copy of the node, linked to it below
                child = add(concepts[target], role, inside)
                copies.append((child, target))
            else:  # constant
                child = add(constant_text(target), named or role, inside)
            edges.append((relation, child))
        return position

    walk(tree.node, "", None)
    edges.extend((copy, first_position[var]) for copy, var in copies if var in first_position)
    return AMRGraph(nodes=nodes, edges=sorted(edges), incoming=incoming, argument=argument)


def _instances(node):
    var, branches = node
    concept = next((target for role, target in branches if role == "/"), None)
    yield var, concept
    for role, target in branches:
        if role != "/" and isinstance(target, tuple):
            yield from _instances(target)


def constant_text(value) -> str:
    r"""A constant's text: a string without its quotes and escapes ("a\"b" -> a"b), anything else as is."""
    value = str(value)
    if len(value) >= 2 and value[0] == value[-1] == '"':
        return re.sub(r"\\(.)", r"\1", value[1:-1])
    return value


@functools.lru_cache(maxsize=1 << 17)
def _label_ids(tokenizer, label: str) -> list[int]:
    # concepts repeat across graphs (and, person, have-03, ...): tokenise each label once per process;
    # callers only read the list
    return tokenizer.convert_tokens_to_ids(tokenizer.tokenize(label)) or [tokenizer.unk_token_id]


# role_of_token values below the relations' own: nothing added (special and relation tokens), the root,
# a role that is not in the vocabulary; relation k of `relation_ids` is ROLE_OFFSET + k
NO_ROLE, ROOT_ROLE, OTHER_ROLE, ROLE_OFFSET = 0, 1, 2, 3


@dataclass
class SubwordGraph:
    """Token ids ([CLS] nodes... [SEP]) and the token-level edges (2, E) between their positions."""

    input_ids: list[int]
    edge_index: np.ndarray
    node_of_token: np.ndarray  # node index of each token, -1 for [CLS]/[SEP]
    role_of_token: np.ndarray  # incoming role of each token's node (NO_ROLE, ROOT_ROLE, ... see above)
    argument_of_token: np.ndarray  # argument role of each token's node (NO_ROLE outside any argument)
    truncated: bool = False  # nodes were dropped to fit max_length


def subword_graph(graph: AMRGraph, tokenizer, relation_ids: dict[str, int], max_length: int = 512) -> SubwordGraph:
    """Expand a bipartite graph to subword tokens: every subword of u is linked to every subword of v.

    relation_ids maps relation labels to their single added-token id; a relation missing from it (rare
    roles) is tokenised as text. Nodes that do not fit in max_length (with [CLS]/[SEP]) are dropped with
    their edges, and `truncated` says so. `role_of_token` numbers incoming roles by their order in
    relation_ids (ROLE_OFFSET + k), and so does `argument_of_token`.
    """
    role_index = {label: ROLE_OFFSET + k for k, label in enumerate(relation_ids)}
    node_roles = [NO_ROLE if role is None else ROOT_ROLE if role == "" else role_index.get(role, OTHER_ROLE)
                  for role in graph.incoming]
    node_arguments = [NO_ROLE if role is None else role_index.get(role, OTHER_ROLE) for role in graph.argument]
    pieces = [[relation_ids[label]] if relation and label in relation_ids else _label_ids(tokenizer, label)
              for label, relation in zip(graph.nodes, graph.is_relation)]
    ids = [tokenizer.cls_token_id]
    owner = [-1]
    positions = []
    for node, piece in enumerate(pieces):
        if len(ids) + len(piece) > max_length - 1:
            pieces = pieces[:node]
            break
        positions.append(list(range(len(ids), len(ids) + len(piece))))
        ids.extend(piece)
        owner.extend([node] * len(piece))
    ids.append(tokenizer.sep_token_id)
    owner.append(-1)
    kept = len(positions)
    pairs = [(a, b) for u, v in graph.edges if u < kept and v < kept for a in positions[u] for b in positions[v]]
    edge_index = np.array(pairs, dtype=np.int64).T.reshape(2, -1)
    owner = np.array(owner, dtype=np.int64)
    roles = np.array([NO_ROLE, *node_roles], dtype=np.int64)[owner + 1]
    arguments = np.array([NO_ROLE, *node_arguments], dtype=np.int64)[owner + 1]
    return SubwordGraph(input_ids=ids, edge_index=edge_index, node_of_token=owner, role_of_token=roles,
                        argument_of_token=arguments, truncated=kept < len(graph.nodes))
