// No import cycles in the hand-written sources of the workspace (packages/*/src, apps/*/src). Type-only imports
// count: a cycle of types still hides which module depends on which. Generated files take part like any other.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDirSync } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { cycleThrough, cyclicComponents, importGraph, sourceFiles } from './import-graph.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each cycle as one import path through it, followed by every file of its component when there are more. */
function cyclesIn(directories: readonly string[], relativeTo: string): string[] {
  const graph = importGraph(directories.flatMap(sourceFiles));
  const name = (file: string) => path.relative(relativeTo, file);
  return cyclicComponents(graph).map((component) => {
    const cycle = cycleThrough(graph, component);
    const described = cycle.map(name).join(' → ');
    return cycle.length - 1 < component.length
      ? `${described} (in the cycle: ${component.map(name).join(', ')})`
      : described;
  });
}

function workspaceSourceFolders(): string[] {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(path.join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(root, group, entry.name, 'src'))
      .filter((folder) => existsSync(folder)),
  );
}

describe('import cycles', () => {
  it('the workspace sources have none', () => {
    const folders = workspaceSourceFolders();
    expect(folders.length).toBeGreaterThan(5);
    expect(cyclesIn(folders, root)).toEqual([]);
  });

  describe('the detector', () => {
    const scratch = tempDirSync('import-cycles-');
    const write = (files: Record<string, string>): string => {
      const folder = tempDirSync('case-', scratch);
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
        writeFileSync(path.join(folder, name), text);
      }
      return folder;
    };

    it('names a cycle made of type-only, multi-line and re-export imports', () => {
      const folder = write({
        'a.ts': "import type { B } from './b.js';\nexport type A = B;\n",
        'b.ts': "import {\n  type C,\n} from './c.js';\nexport type B = C;\n",
        'c.ts': "export type { A as C } from './a.js';\n",
        'leaf.ts': "import type { A } from './a.js';\nexport type Leaf = A;\n",
      });
      expect(cyclesIn([folder], folder)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
    });

    it('follows a folder import to its index and names a file that imports itself', () => {
      const folder = write({
        'main.ts': "import { x } from './store';\nexport const y = x;\n",
        'store/index.ts': "import { y } from '../main.js';\nexport const x = 1;\nexport const z = y;\n",
        'self.ts': "export const s = 1;\nexport { s as t } from './self.js';\n",
      });
      expect(cyclesIn([folder], folder).sort()).toEqual(['main.ts → store/index.ts → main.ts', 'self.ts → self.ts']);
    });

    it('finds none in a graph without cycles', () => {
      const folder = write({
        'a.ts': "import { b } from './b.js';\nimport { c } from './c.js';\nexport const a = b + c;\n",
        'b.ts': "import { c } from './c.js';\nexport const b = c;\n",
        'c.ts': "import { readFileSync } from 'node:fs';\nexport const c = String(readFileSync).length;\n",
      });
      expect(cyclesIn([folder], folder)).toEqual([]);
    });
  });
});
