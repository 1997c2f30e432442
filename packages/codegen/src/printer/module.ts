// A generated TypeScript module: the DO-NOT-EDIT header, its imports and its statements, printed and formatted.
import { Code, code, comment, doc, ident, join, key, str } from './code.js';
import { formatTypeScript } from './format.js';

export interface Import {
  from: string;
  /** Named imports. */
  names?: readonly string[];
  /** The default import's local name. */
  default?: string;
  /** `import type`. */
  typeOnly?: boolean;
}

/** The first lines of every generated file: it says not to edit it, which target wrote it and what to run instead. */
export function generatedHeader(target: string, tool?: string): Code {
  return new Code(
    `// DO NOT EDIT: this file is generated from the contract in spec/ by\n// targets/${target}${tool ? ` with ${tool}` : ''} (packages/codegen). Run \`pnpm generate\` after changing spec/.\n`,
  );
}

export function importDeclaration(spec: Import): Code {
  const named = spec.names?.length ? `{ ${spec.names.map((n) => ident(n).text).join(', ')} }` : '';
  const clause = [spec.default ? ident(spec.default).text : '', named].filter(Boolean).join(', ');
  return code`import ${spec.typeOnly ? code`type ` : null}${new Code(clause)} from ${str(spec.from)};\n`;
}

export interface ConstSpec {
  name: string;
  doc?: string | null;
  value: Code;
  /** A type annotation (`const x: T = …`). */
  type?: Code;
  /** `… as const`. */
  asConst?: boolean;
  /** `… satisfies T`. */
  satisfies?: Code;
  exported?: boolean;
}

export function constDeclaration(spec: ConstSpec): Code {
  return code`${doc(spec.doc)}${spec.exported === false ? null : code`export `}const ${ident(spec.name)}${
    spec.type ? code`: ${spec.type}` : null
  } = ${spec.value}${spec.asConst ? code` as const` : null}${spec.satisfies ? code` satisfies ${spec.satisfies}` : null};\n`;
}

export function typeDeclaration(name: string, type: Code, documentation?: string | null): Code {
  return code`${doc(documentation)}export type ${ident(name)} = ${type};\n`;
}

export interface PropertySpec {
  name: string;
  type: Code;
  optional?: boolean;
  doc?: string | null;
}

export function interfaceDeclaration(
  name: string,
  properties: readonly PropertySpec[],
  documentation?: string | null,
): Code {
  const members = properties.map(
    (p) => code`${doc(p.doc, { indent: 2 })}readonly ${key(p.name)}${p.optional ? code`?` : null}: ${p.type};\n`,
  );
  return code`${doc(documentation)}export interface ${ident(name)} {\n${members}}\n`;
}

export interface ModuleSpec {
  /** The target's name, for the header. */
  target: string;
  /** A tool the target ran (openapi-typescript, …), for the header. */
  tool?: string;
  /** A comment under the header: what the module holds. */
  about?: string;
  imports?: readonly Import[];
  statements: readonly Code[];
}

/** Prints and formats a module; `where` names it in errors. */
export function printModule(spec: ModuleSpec, where: string): Promise<string> {
  const imports = (spec.imports ?? []).map(importDeclaration);
  const source = code`${generatedHeader(spec.target, spec.tool)}${spec.about ? comment(spec.about) : null}\n${imports}\n${join(spec.statements, '\n')}`;
  return formatTypeScript(source, where);
}
