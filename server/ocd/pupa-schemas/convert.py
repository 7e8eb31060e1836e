"""
Writes pupa's scrape schemas (Python dicts, JSON Schema draft 3 as pupa validates them) as JSON Schema draft-07
files beside this script. Run with pupa's source and python-opencivicdata's on PYTHONPATH (see README.md):

    PYTHONPATH=/path/with/pupa/and/opencivicdata python3 convert.py

Draft 3 lets "type" list schemas as well as type names, and pupa adds two Python-only types ("date" and
"datetime", Python objects a scraper may hold before it saves JSON). In JSON these are the string patterns beside
them, so a list of types becomes an anyOf of the string schemas and the plain type names, and the Python-only
names are dropped. Nothing else changes: draft 3's properties are optional unless "required": True (pupa's
schemas mark none), which is draft-07's default too.
"""
import importlib
import json
import os
import sys
import types


def load_schemas():
    """pupa.scrape's own __init__ imports the scraper (scrapelib and more); the schemas need only
    opencivicdata.common, so pupa.scrape is registered as a bare package and its schemas imported alone."""
    import pupa

    scrape = types.ModuleType("pupa.scrape")
    scrape.__path__ = [os.path.join(os.path.dirname(pupa.__file__), "scrape")]
    sys.modules["pupa.scrape"] = scrape
    return {name: importlib.import_module(f"pupa.scrape.schemas.{name}") for name in NAMES}


NAMES = ["event", "vote_event", "person", "organization", "post", "membership", "jurisdiction", "bill"]

PYTHON_ONLY_TYPES = {"date", "datetime"}


def convert(node):
    if isinstance(node, list):
        return [convert(n) for n in node]
    if not isinstance(node, dict):
        return node
    out = {key: convert(value) for key, value in node.items() if key not in ("type", "properties")}
    if "properties" in node:
        # Property names (one is "type") are not keywords.
        out["properties"] = {name: convert(value) for name, value in node["properties"].items()}
    kind = node.get("type")
    if isinstance(kind, list) and any(isinstance(t, dict) for t in kind):
        options = [convert(t) if isinstance(t, dict) else {"type": t} for t in kind if isinstance(t, dict) or t not in PYTHON_ONLY_TYPES]
        if len(options) == 1:
            out.update(options[0])
        else:
            out["anyOf"] = options
    elif kind is not None:
        out["type"] = kind
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for name, module in load_schemas().items():
        schema = {"$schema": "http://json-schema.org/draft-07/schema#", "title": f"pupa {name} (scrape schema)", **convert(module.schema)}
        with open(os.path.join(here, f"{name}.schema.json"), "w") as f:
            json.dump(schema, f, indent=2, sort_keys=True)
            f.write("\n")


if __name__ == "__main__":
    main()
