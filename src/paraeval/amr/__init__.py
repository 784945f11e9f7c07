"""AMR graphs for PAM: reading PENMAN, linearising, and the bipartite and subword-token graphs."""
from .graph import AMRGraph, SubwordGraph, read_amr, subword_graph

__all__ = ["AMRGraph", "SubwordGraph", "read_amr", "subword_graph"]
