"""A built site as the robustness tests see it: its files with their bytes, and every local link of its
pages, resolved the way a browser resolves them from disk."""

import hashlib
import html
import os
import pathlib
import re
import urllib.parse

LINK = re.compile(rb'(?:href|src)="([^"]*)"')


def files(site: pathlib.Path) -> dict[str, str]:
    """Every file under `site` (symbolic links as their target's name), by path from it, with a digest
    of its bytes."""
    found = {}
    for root, folders, names in os.walk(site):
        for name in names:
            path = pathlib.Path(root) / name
            key = str(path.relative_to(site))
            if path.is_symlink():
                found[key] = "link:" + os.readlink(path)
            else:
                found[key] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


def broken_links(site: pathlib.Path) -> list[str]:
    """Every link of every page of `site` to a file of the site that is not there, as `page -> target`."""
    present = {str(pathlib.Path(site, path).resolve()) for path in files(site)}
    broken = []
    for page in site.rglob("*.html"):
        if any(part.startswith(".a11yplan-") or ".a11yplan-staging-" in part for part in page.parts):
            continue
        for raw in LINK.findall(page.read_bytes()):
            target = html.unescape(raw.decode("utf-8"))
            if not target or re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
                continue
            path = urllib.parse.unquote(target.split("#")[0].split("?")[0])
            if not path:
                continue
            resolved = (page.parent / path).resolve()
            if path.endswith("/"):
                resolved = resolved / "index.html"
            if str(resolved) not in present:
                broken.append(f"{page.relative_to(site)} -> {target}")
    return broken
