"""A picture of a PENMAN graph as SVG, made offline with no plotting library: concepts as boxes in layers by
depth (the root on top), each edge labelled with its role, re-entrancies drawn as dashed edges back to the node.
"""
from __future__ import annotations

from html import escape

import penman

CHAR_WIDTH, BOX_HEIGHT, LAYER_GAP, COLUMN_GAP, MARGIN = 7.2, 22, 58, 14, 10


def _layout(tree: penman.Tree):
    """Nodes (variable, label, depth, column), tree edges (parent, child, role) and re-entrant edges; a
    node's column is the mean of its children's, leaves take the next free column (a tidy tree)."""
    nodes, edges, reentrant = {}, [], []
    variables = {var for var, _ in tree.nodes()}
    next_column = [0.0]

    def visit(node, depth: int, name: str) -> float:
        var, branches = node
        concept = next((target for role, target in branches if role == "/"), var)
        columns = []
        for k, (role, target) in enumerate((r, t) for r, t in branches if r != "/"):
            if isinstance(target, tuple):
                columns.append(visit(target, depth + 1, target[0]))
                edges.append((name, target[0], role))
            elif target in variables:
                reentrant.append((name, target, role))
            else:  # a constant is a leaf of its own
                leaf = f"{name}.{k}"
                nodes[leaf] = (str(target), depth + 1, next_column[0])
                next_column[0] += 1
                columns.append(nodes[leaf][2])
                edges.append((name, leaf, role))
        column = sum(columns) / len(columns) if columns else next_column[0]
        if not columns:
            next_column[0] += 1
        nodes[name] = (str(concept), depth, column)
        return column

    visit(tree.node, 0, tree.node[0])
    return nodes, edges, reentrant


def graph_svg(penman_text: str, title: str = "") -> str:
    """An <svg> element drawing the graph; a text that is not one PENMAN graph is drawn as its message.

    >>> svg = graph_svg("(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))")
    >>> svg.startswith("<svg") and svg.count("<rect") == 3 and ":ARG0" in svg and ":ARG1" in svg
    True
    """
    try:
        nodes, edges, reentrant = _layout(penman.parse(penman_text))
    except Exception as err:  # a picture is a courtesy: it never fails the demo
        return f"<p>(no picture: {escape(str(err).splitlines()[-1] if str(err) else type(err).__name__)})</p>"
    width_of = {name: CHAR_WIDTH * len(label) + 12 for name, (label, _, _) in nodes.items()}
    column_width = max(width_of.values()) + COLUMN_GAP
    position = {name: (MARGIN + column * column_width + column_width / 2, MARGIN + 18 + depth * LAYER_GAP)
                for name, (_, depth, column) in nodes.items()}
    # room on the right for the role labels of the last column's edges, and for the title
    width = max(MARGIN * 2 + column_width * (max(c for _, _, c in nodes.values()) + 1) + 60,
                MARGIN * 2 + CHAR_WIDTH * len(title))
    height = MARGIN * 2 + 18 + LAYER_GAP * max(d for _, d, _ in nodes.values()) + BOX_HEIGHT
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
             f'font-family="sans-serif" font-size="12">',
             f'<text x="{MARGIN}" y="{MARGIN + 4}" font-weight="bold">{escape(title)}</text>']
    for (a, b, role), dashed in [(e, False) for e in edges] + [(e, True) for e in reentrant]:
        (x1, y1), (x2, y2) = position[a], position[b]
        style = ' stroke-dasharray="4 3"' if dashed else ""
        parts.append(f'<line x1="{x1:.0f}" y1="{y1 + BOX_HEIGHT:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" stroke="#888"{style}/>')
        # the label sits near the child, where the edges of one parent have spread apart
        parts.append(f'<text x="{x1 + 0.7 * (x2 - x1) + 3:.0f}" y="{y1 + BOX_HEIGHT + 0.7 * (y2 - y1 - BOX_HEIGHT):.0f}" '
                     f'fill="#a33">{escape(role)}</text>')
    for name, (label, _, _) in nodes.items():
        x, y = position[name]
        parts.append(f'<rect x="{x - width_of[name] / 2:.0f}" y="{y:.0f}" width="{width_of[name]:.0f}" '
                     f'height="{BOX_HEIGHT}" rx="5" fill="#eef3fb" stroke="#4a6fa5"/>')
        parts.append(f'<text x="{x:.0f}" y="{y + 15:.0f}" text-anchor="middle">{escape(label)}</text>')
    return "\n".join(parts + ["</svg>"])
