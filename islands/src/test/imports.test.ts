// The islands' modules import one another without a circle: every relative import (a static
// one, a type alone, or a chunk loaded on demand with `import()`) leads away, never back.
// (The Rust side keeps its layers in crates/vitrine/tests/it/architecture.rs.)

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '..');

/** Every module of the islands, tests and their helpers left out. */
function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : modules(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The modules of this tree that `source` (the text of `file`) imports. */
function importsOf(file: string, source: string): string[] {
  const specifiers = [
    ...source.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g),
    ...source.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]);
  return [...new Set(specifiers)].flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile(),
    );
    return found ? [found] : [];
  });
}

/** A circle of `graph`, as the files that form it (the first repeated at the end), or null. */
function findCircle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return null;
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const circle = visit(file);
    if (circle) return circle;
  }
  return null;
}

describe('the islands’ imports', () => {
  it('form no circle', () => {
    const files = modules(SRC);
    expect(files.length).toBeGreaterThan(10);
    const graph = new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));
    const circle = findCircle(graph);
    expect(circle?.map((file) => relative(SRC, file)) ?? []).toEqual([]);
  });

  it('find a circle through a type alone or a chunk loaded on demand', () => {
    const loader = join(SRC, 'shared', 'toast.ts');
    const toaster = join(SRC, 'toaster', 'toaster.tsx');
    expect(importsOf(loader, "const chunk = import('../toaster/toaster');")).toEqual([toaster]);
    expect(importsOf(toaster, "import type { ToastMessage } from '../shared/toast';")).toEqual([loader]);
    const graph = new Map([
      [loader, [toaster]],
      [toaster, [loader]],
    ]);
    expect(findCircle(graph)).toEqual([loader, toaster, loader]);
    expect(findCircle(new Map([[loader, [toaster]], [toaster, []]]))).toBeNull();
  });
});
