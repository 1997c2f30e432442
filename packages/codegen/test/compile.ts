// Type-checks a few files with the repository's compiler options, in a temporary folder: generated code must compile
// against the hand-written types it imports.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import ts from 'typescript';

/** The type errors of `files` (relative paths → content), with `paths` mapping module names to files on disk. */
export async function typeErrors(
  files: Record<string, string>,
  paths: Record<string, string> = {},
  options: ts.CompilerOptions = {},
): Promise<string[]> {
  const dir = await tempDir('trs-codegen-tsc-');
  await writeFile(path.join(dir, 'package.json'), '{ "type": "module" }');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  const program = ts.createProgram(
    Object.keys(files).map((name) => path.join(dir, name)),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      strict: true,
      noUncheckedIndexedAccess: true,
      verbatimModuleSyntax: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
      baseUrl: dir,
      paths: Object.fromEntries(Object.entries(paths).map(([name, file]) => [name, [file]])),
      ...options,
    },
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? path.relative(dir, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}
