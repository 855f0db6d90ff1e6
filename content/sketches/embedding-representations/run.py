"""Scripted run of the embedding sketch: real templates, normalisation, manifest check and two-pass
search; the embedding model is a lookup of prepared 8-dimensional vectors (dims 0-3 coarse topics)."""

from typing import Dict, List

from _support.scripted import Log
from sketch import MANIFEST, build_index, search

DOCS = {
    "KB-311": ("Network > VPN", "Split-tunnel timeout on captive portals: the VPN drops when a hotel login page expires."),
    "KB-102": ("Network > VPN", "Installing the VPN client on a new laptop."),
    "KB-250": ("Network > Wifi", "Hotel and airport wifi: accepting the captive portal before connecting."),
    "KB-017": ("Accounts", "Resetting your password and unlocking your account."),
    "KB-276": ("Network > VPN", "VPN disconnects after the laptop wakes from sleep."),
}
VECTORS: Dict[str, List[float]] = {  # vpn, wifi, account, install | timeout, portal, sleep, other
    "KB-311": [0.5, 0.4, 0, 0, 0.5, 0.5, 0, 0],
    "KB-102": [0.8, 0.1, 0, 0.5, 0, 0, 0, 0],
    "KB-250": [0.1, 0.8, 0, 0, 0, 0.6, 0, 0],
    "KB-017": [0, 0, 0.9, 0, 0, 0, 0, 0.3],
    "KB-276": [0.7, 0.3, 0, 0, 0.3, 0, 0.6, 0],
    "query": [0.6, 0.5, 0, 0, 0.4, 0.4, 0, 0],
}


def embedder(log: Log):
    def embed(texts: List[str]) -> List[List[float]]:
        out = []
        for t in texts:
            key = "query" if t.startswith("query: ") else next(k for k, (_, text) in DOCS.items() if text in t)
            out.append(VECTORS[key])
        log(f"embed       {len(texts)} text(s), first: {texts[0].splitlines()[0][:60]}")
        return out
    return embed


def example(log: Log) -> None:
    embed = embedder(log)
    log(f"manifest    {MANIFEST['model']}, {MANIFEST['dims']} dims stored, {MANIFEST['fast_dims']} for the first pass, l2")
    index = build_index(DOCS, embed)
    question = "VPN drops every 10 minutes on hotel wifi"
    log(f"query       {question}")
    hits = search(question, index, embed, log=log)
    log(f"result      {hits}")


def failure(log: Log) -> None:
    # Someone changed the query template in the service but not the index: the search refuses.
    embed = embedder(log)
    index = build_index(DOCS, embed)
    index.manifest["query_template"] = "{query}"
    index.manifest["model"] = "support-embed-v2"
    log("index       built by the old pipeline: support-embed-v2, no query prefix")
    try:
        search("VPN drops every 10 minutes on hotel wifi", index, embed, log=log)
    except ValueError as err:
        log(f"refused     {err}")
    log("result      no results instead of plausible nonsense; rebuild side by side, evaluate, then swap")
