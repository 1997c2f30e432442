// Code as typed values: a fragment of TypeScript is a Code, built only from other Codes and from values that the
// builders below turn into code safely (identifiers checked, strings and data quoted, comments escaped). Layout
// does not matter here: the printer formats every module with prettier.

export class Code {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Part = Code | readonly (Code | null | undefined | false)[] | null | undefined | false;

/** A template of code: interpolated values must be Code (or lists of Code, joined with nothing). */
export function code(strings: TemplateStringsArray, ...parts: Part[]): Code {
  let out = strings[0]!;
  parts.forEach((part, index) => {
    if (Array.isArray(part)) out += part.map((p) => (p instanceof Code ? p.text : '')).join('');
    else if (part instanceof Code) out += part.text;
    else if (part !== null && part !== undefined && part !== false)
      throw new TypeError('code`…`: only Code values may be interpolated');
    out += strings[index + 1]!;
  });
  return new Code(out);
}

export function join(parts: readonly Code[], separator: string): Code {
  return new Code(parts.map((p) => p.text).join(separator));
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function ident(name: string): Code {
  if (!IDENTIFIER.test(name)) throw new Error(`${JSON.stringify(name)} is not a JavaScript identifier`);
  return new Code(name);
}

export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name);
}

/** A string literal. */
export function str(value: string): Code {
  return new Code(JSON.stringify(value));
}

/** An object key: bare when it is an identifier, quoted otherwise. */
export function key(name: string): Code {
  return IDENTIFIER.test(name) ? new Code(name) : str(name);
}

/** JSON data as a TypeScript expression (undefined members are left out, as JSON.stringify does). */
export function literal(value: unknown): Code {
  if (value === undefined) return new Code('undefined');
  if (value === null || typeof value !== 'object') return new Code(JSON.stringify(value));
  if (Array.isArray(value))
    return new Code(`[${value.map((v) => (v === undefined ? 'null' : literal(v).text)).join(', ')}]`);
  const members = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${key(k).text}: ${literal(v).text}`);
  return new Code(`{${members.join(', ')}}`);
}

/** Splits text into lines of at most `width` characters, keeping paragraphs (blank lines) apart. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  const paragraphs = text.replace(/\r/g, '').split(/\n\s*\n/);
  paragraphs.forEach((paragraph, index) => {
    if (index > 0) lines.push('');
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
  });
  return lines;
}

const escapeComment = (text: string) => text.replace(/\*\//g, '*\\/');

/** A JSDoc comment, wrapped to fit the print width at the given indentation. */
export function doc(text: string | null | undefined, { indent = 0, tags = [] as string[] } = {}): Code {
  const prose = wrap(escapeComment(text ?? ''), 116 - indent - 3);
  const body = [...prose, ...(prose.length && tags.length ? [''] : []), ...tags.map(escapeComment)];
  if (!body.length) return new Code('');
  if (body.length === 1 && body[0]!.length <= 116 - indent - 7) return new Code(`/** ${body[0]} */\n`);
  return new Code(`/**\n${body.map((line) => (line ? ` * ${line}` : ' *')).join('\n')}\n */\n`);
}

/** Line comments, one per line as given (an empty line is a bare `//`). */
export function lineComments(lines: readonly string[]): Code {
  return new Code(lines.map((line) => (line ? `// ${line.replace(/\r?\n/g, ' ')}` : '//')).join('\n') + '\n');
}

/** Line comments, wrapped to fit the print width at the given indentation. */
export function comment(text: string, { indent = 0 } = {}): Code {
  return lineComments(wrap(text, 117 - indent - 3));
}
