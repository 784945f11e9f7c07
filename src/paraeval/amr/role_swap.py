"""Role-swapped AMR graphs: the same concepts with agent and patient exchanged ("the dog bit the man" ->
"the man bit the dog"). They are hard negatives in PAM's supervised training, so that the graph adapters
learn that who-did-what-to-whom matters; BAMBOO's role_confusion set tests the same property.
"""
from __future__ import annotations

import penman


def swap_core_roles(penman_text: str) -> str | None:
    """The graph with :ARG0 and :ARG1 exchanged on the first node (depth-first) that has both; None if no node has.

    >>> swap_core_roles("(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))")
    '(b / bite-01 :ARG1 (d / dog) :ARG0 (m / man))'
    >>> swap_core_roles("(s / sleep-01 :ARG0 (d / dog))") is None
    True
    """
    tree = penman.parse(penman_text)
    if not _swap_first(tree.node):
        return None
    return penman.format(tree, indent=None)


def _swap_first(node) -> bool:
    _, branches = node
    roles = [role for role, _ in branches]
    if ":ARG0" in roles and ":ARG1" in roles:
        swapped = {":ARG0": ":ARG1", ":ARG1": ":ARG0"}
        branches[:] = [(swapped.get(role, role), target) for role, target in branches]
        return True
    return any(isinstance(target, tuple) and _swap_first(target) for _, target in branches)
