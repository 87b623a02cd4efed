/**
 * No import cycles in lib/: none between files (what `madge --circular` reports, run by
 * `npm run check` too) and none between folders, so each folder sits on the ones beneath it
 * (ARCHITECTURE.md, "What may import what"). Type-only imports count: a cycle of types still
 * ties two modules' declarations together.
 */
import madge from 'madge';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/dataset.ts';

/** lib/'s import graph: file → the files it imports (paths relative to lib/). */
async function importGraph(): Promise<Record<string, string[]>> {
  const result = await madge(`${REPO_ROOT}/lib`, { fileExtensions: ['ts'] });
  return result.obj();
}

/** The folders in a cycle, each cycle once (strongly connected components of more than one). */
function folderCycles(graph: Record<string, string[]>): string[][] {
  const folderOf = (file: string) => file.split('/')[0]!;
  const edges = new Map<string, Set<string>>();
  for (const [from, targets] of Object.entries(graph)) {
    for (const to of targets) {
      if (folderOf(from) === folderOf(to)) continue;
      if (!edges.has(folderOf(from))) edges.set(folderOf(from), new Set());
      edges.get(folderOf(from))!.add(folderOf(to));
    }
  }
  // Tarjan's algorithm.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const folder of new Set(Object.keys(graph).map(folderOf))) if (!index.has(folder)) visit(folder);
  return cycles;
}

describe('import cycles in lib/', () => {
  it('none between files', async () => {
    const result = await madge(`${REPO_ROOT}/lib`, { fileExtensions: ['ts'] });
    expect(result.circular()).toEqual([]);
  }, 60_000);

  it('none between folders', async () => {
    expect(folderCycles(await importGraph())).toEqual([]);
  }, 60_000);

  it('the folder check finds a cycle when there is one', () => {
    const graph = {
      'a/x.ts': ['b/y.ts'],
      'b/y.ts': ['c/z.ts'],
      'c/z.ts': ['a/w.ts'],
      'a/w.ts': [],
      'd/v.ts': ['a/x.ts'],
    };
    expect(folderCycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
