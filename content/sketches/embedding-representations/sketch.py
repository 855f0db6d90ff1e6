"""Embedding representations: the texts an embedding model sees, normalised vectors, a manifest that
pins model and preprocessing, and a cheap first pass on truncated (nested) dimensions before a full re-score."""

import math
from dataclasses import dataclass
from typing import Callable, Dict, List, Tuple

Embed = Callable[[List[str]], List[List[float]]]  # the embedding model: texts in, one vector per text

QUERY_TEMPLATE = "query: {query}"
DOC_TEMPLATE = "passage: {path}\n{text}"

MANIFEST = {"model": "support-embed-v3", "dims": "8", "fast_dims": "4", "normalise": "l2",
            "query_template": QUERY_TEMPLATE, "doc_template": DOC_TEMPLATE, "max_words": "300"}


def normalise(v: List[float]) -> List[float]:
    n = math.sqrt(sum(x * x for x in v)) or 1.0
    return [x / n for x in v]


def dot(a: List[float], b: List[float]) -> float:
    return sum(x * y for x, y in zip(a, b))


@dataclass
class Index:
    manifest: Dict[str, str]
    ids: List[str]
    vectors: List[List[float]]  # full-length, L2-normalised


def build_index(docs: Dict[str, Tuple[str, str]], embed: Embed) -> Index:
    """docs: id -> (heading path, text). Text past the model's limit is cut here, visibly, not by the model."""
    limit = int(MANIFEST["max_words"])
    texts = [DOC_TEMPLATE.format(path=p, text=" ".join(t.split()[:limit])) for p, t in docs.values()]
    return Index(dict(MANIFEST), list(docs), [normalise(v) for v in embed(texts)])


def search(query: str, index: Index, embed: Embed, shortlist: int = 3, k: int = 2,
           log: Callable[[str], None] = lambda _: None) -> List[Tuple[str, float]]:
    if index.manifest != MANIFEST:  # vectors from another model or preprocessing are not comparable
        changed = sorted(key for key in MANIFEST if index.manifest.get(key) != MANIFEST[key])
        raise ValueError(f"index manifest differs in {', '.join(changed)}: rebuild it, do not mix vectors")
    q = normalise(embed([QUERY_TEMPLATE.format(query=query)])[0])
    d = int(MANIFEST["fast_dims"])
    fast = sorted(((dot(normalise(v[:d]), normalise(q[:d])), i) for i, v in zip(index.ids, index.vectors)), reverse=True)
    top = fast[:shortlist]
    log(f"first pass  {d} of {MANIFEST['dims']} dims: " + ", ".join(f"{i} {s:.3f}" for s, i in top))
    full = sorted(((dot(index.vectors[index.ids.index(i)], q), i) for _, i in top), reverse=True)
    log("re-score    all dims: " + ", ".join(f"{i} {s:.3f}" for s, i in full))
    return [(i, round(s, 3)) for s, i in full[:k]]
