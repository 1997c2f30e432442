// Sizes of the hand-written sources, measured on the TypeScript syntax tree: every function (declarations, methods,
// accessors, constructors, function expressions and arrow functions, nested ones included) and every class, with the
// lines it spans from its first token to its last.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface Measured {
  file: string;
  kind: 'function' | 'class';
  /** The declared name, or the name it is bound to (`const x = () => …`, `x: function …`), or `(anonymous)`. */
  name: string;
  line: number;
  lines: number;
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (
    parent &&
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
  )
    return parent.name.getText(source);
  return '(anonymous)';
}

export function measure(file: string, text = readFileSync(file, 'utf8')): Measured[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Measured[] = [];
  const visit = (node: ts.Node): void => {
    const kind =
      ts.isFunctionLike(node) && 'body' in node && node.body ? 'function' : ts.isClassLike(node) ? 'class' : null;
    if (kind) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, kind, name: nameOf(node, source), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The `export * from …` (and `export * as x from …`) declarations of a module, as written. */
export function starExports(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements
    .filter(
      (s): s is ts.ExportDeclaration =>
        ts.isExportDeclaration(s) && (!s.exportClause || ts.isNamespaceExport(s.exportClause)),
    )
    .map((s) => s.getText(source));
}
