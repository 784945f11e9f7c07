"""Dereification: a relation that an AMR writes as a concept, written back as the edge it stands for.

The AMR guidelines ("Reification") let a non-core relation be written as a concept: `x :location y` and
`x :ARG1-of (b / be-located-at-91 :ARG2 y)` are the same meaning, and so are `x :topic y` and
`x :ARG0-of (c / concern-02 :ARG1 y)`. The triple F1 and the contradiction check read both forms as one
(triple_overlap normalises its triples), but PAM's encoder reads the graph as written, so a parser's (or an
annotator's) choice of form moved the score; BAMBOO's reify variant measures exactly that. penman's AMR model holds the guidelines' table and collapses a reified node
only where that loses nothing (it is not the top, nothing points at it, and it has no edge but the two of
its relation); a reification with more to say is a predicate in its own right and stays.
"""
from __future__ import annotations

import penman
from penman.exceptions import PenmanError
from penman.model import Model
from penman.models import amr
from penman.transform import dereify_edges

# have-org-role-91 and include-91 are predicates of their own in AMR 3.0; the relations penman would give
# them (:employed-by, :role, :subset, :superset) are no longer AMR roles, and PAM's vocabulary has none
PREDICATES_KEPT = {"have-org-role-91", "include-91"}
MODEL = Model(roles=amr.roles, normalizations=amr.normalizations,
              reifications=[entry for entry in amr.reifications if entry[1] not in PREDICATES_KEPT])
CONCEPTS = {concept for entries in MODEL.reifications.values() for concept, _, _ in entries}


def dereify(penman_text: str) -> str:
    """The graph with every lossless reification collapsed to its relation; the text itself where there is
    none, so such graphs keep their exact form. A text penman cannot read is returned as it is, for the
    reader that names the input's position (graph.read_amr) to report."""
    if not any(concept in penman_text for concept in CONCEPTS):
        return penman_text
    try:
        graph = penman.decode(penman_text, model=MODEL)
    except (PenmanError, RecursionError):
        return penman_text
    collapsed = dereify_edges(graph, MODEL)
    if collapsed.triples == graph.triples:
        return penman_text
    return penman.encode(collapsed, top=graph.top, model=MODEL)
