"""Imports run one way: no module of holdem imports itself back, however far round, at run time.

Every import counts (at module level, inside a function or a method, relative or absolute,
``import a.b`` or ``from a import b``, ``importlib.import_module("a.b")``) except those under
``if TYPE_CHECKING:``, which never run. ``lint-imports`` holds the same line package by package
(pyproject.toml); this test holds it module by module, for the whole of holdem.
"""

from __future__ import annotations

import ast
import pathlib
from dataclasses import dataclass

import holdem

ROOT = pathlib.Path(holdem.__file__).parent


@dataclass(frozen=True)
class Edge:
    """``importer`` imports ``imported`` at ``where`` (path:line, and the function it is in if any)."""

    importer: str
    imported: str
    where: str


def module_files(root: pathlib.Path) -> dict[str, pathlib.Path]:
    """Module name -> file, for every module of the package at ``root``."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root.parent).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _type_checking_only(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


class _Imports(ast.NodeVisitor):
    """The imports of one module that run: (names it may import, line, enclosing function)."""

    def __init__(self, module: str, is_package: bool) -> None:
        self.package = module if is_package else module.rpartition(".")[0]
        self.found: list[tuple[list[str], int, str]] = []
        self.inside: list[str] = []

    def visit_If(self, node: ast.If) -> None:
        if _type_checking_only(node.test):
            for child in node.orelse:  # an ``else`` beside it runs
                self.visit(child)
        else:
            self.generic_visit(node)

    def _scope(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> None:
        self.inside.append(node.name)
        self.generic_visit(node)
        self.inside.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _scope

    def _add(self, names: list[str], node: ast.AST) -> None:
        self.found.append((names, getattr(node, "lineno", 0), ".".join(self.inside)))

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._add([alias.name], node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            package = self.package.split(".")
            package = package[: len(package) - (node.level - 1)]
            base = ".".join([*package, *([node.module] if node.module else [])])
        # ``from a import b`` imports the module ``a.b`` when there is one, else a name of ``a``.
        self._add([f"{base}.{alias.name}" for alias in node.names], node)

    def visit_Call(self, node: ast.Call) -> None:
        called = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if called in {"import_module", "__import__"} and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                self._add([first.value], node)
        self.generic_visit(node)


def import_edges(root: pathlib.Path) -> list[Edge]:
    """Every run-time import from one module of the package at ``root`` to another."""
    modules = module_files(root)
    edges = []
    for module, path in modules.items():
        visitor = _Imports(module, path.name == "__init__.py")
        visitor.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        for names, line, inside in visitor.found:
            where = f"{path.relative_to(root.parent)}:{line}" + (f", in {inside}" if inside else "")
            for target in _modules_named(names, modules):
                if target != module:
                    edges.append(Edge(module, target, where))
    return edges


def _modules_named(names: list[str], modules: dict[str, pathlib.Path]) -> set[str]:
    """The package's modules that importing ``names`` runs (the deepest module of each name)."""
    targets = set()
    for name in names:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        if name:
            targets.add(name)
    return targets


def circles(edges: list[Edge]) -> list[list[Edge]]:
    """One circle of imports in each group of modules that reach each other (Tarjan's components)."""
    graph: dict[str, dict[str, Edge]] = {}
    for edge in edges:
        graph.setdefault(edge.importer, {}).setdefault(edge.imported, edge)
        graph.setdefault(edge.imported, {})
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [_circle_in(group, graph) for group in groups]


def _circle_in(group: set[str], graph: dict[str, dict[str, Edge]]) -> list[Edge]:
    """A shortest way round from the group's first module back to it, through the group only."""
    start = min(group)
    came_by: dict[str, Edge] = {}
    frontier = [start]
    while frontier:
        reached = []
        for node in frontier:
            for nxt, edge in sorted(graph[node].items()):
                if nxt not in group or nxt in came_by:
                    continue
                came_by[nxt] = edge
                if nxt == start:
                    return _path_to(start, came_by)
                reached.append(nxt)
        frontier = reached
    raise AssertionError(f"no way round {sorted(group)}")  # a component always has one


def _path_to(start: str, came_by: dict[str, Edge]) -> list[Edge]:
    path = [came_by[start]]
    while path[-1].importer != start:
        path.append(came_by[path[-1].importer])
    return path[::-1]


def describe(circle: list[Edge]) -> str:
    lines = [circle[0].importer]
    lines += [f"  -> {edge.imported}    ({edge.where})" for edge in circle]
    return "\n".join(lines)


def test_no_module_of_holdem_imports_itself_back() -> None:
    found = circles(import_edges(ROOT))
    assert not found, "modules that import each other (at run time, inside functions too):\n\n" + "\n\n".join(
        describe(circle) for circle in found
    )


# ----- the walker finds every form of import -------------------------------------------------


def _package(tmp_path: pathlib.Path, files: dict[str, str]) -> pathlib.Path:
    root = tmp_path / "pkg"
    for name, text in {"__init__.py": "", "sub/__init__.py": "", **files}.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def test_a_circle_through_relative_dotted_and_in_function_imports_is_named(tmp_path) -> None:
    root = _package(tmp_path, {
        "a.py": "def later():\n    from .sub import b\n",            # relative, inside a function
        "sub/b.py": "import pkg.sub.c\n",                             # ``import a.b`` form
        "sub/c.py": "from .. import a\n",                             # relative to the parent package
    })
    (circle,) = circles(import_edges(root))
    assert [edge.importer for edge in circle] == ["pkg.a", "pkg.sub.b", "pkg.sub.c"]
    assert circle[0].where == "pkg/a.py:2, in later"
    assert "pkg.a\n  -> pkg.sub.b    (pkg/a.py:2, in later)" in describe(circle)


def test_imports_for_type_checking_only_do_not_count_and_their_else_does(tmp_path) -> None:
    root = _package(tmp_path, {
        "a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import b\n",
        "b.py": "import typing\nimport pkg.a\nif typing.TYPE_CHECKING:\n    pass\n",
    })
    assert circles(import_edges(root)) == []
    runs_anyway = "if TYPE_CHECKING:\n    pass\nelse:\n    from pkg import b\n"
    (root / "a.py").write_text(runs_anyway, encoding="utf-8")
    assert len(circles(import_edges(root))) == 1


def test_import_module_with_a_written_name_counts(tmp_path) -> None:
    root = _package(tmp_path, {
        "a.py": "import importlib\ndef later():\n    return importlib.import_module('pkg.b')\n",
        "b.py": "from pkg.a import later\n",
    })
    (circle,) = circles(import_edges(root))
    assert {edge.imported for edge in circle} == {"pkg.a", "pkg.b"}
