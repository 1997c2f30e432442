// HTML built from tagged templates: every interpolated value is escaped unless it is already Html, so contract text
// (descriptions, examples, names) can never inject markup into a page.
// The tag is named `markup`, not `html`: prettier would reformat templates tagged `html` as HTML documents.

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Markup the caller vouches for (rendered Markdown, highlighted code). */
export const raw = (value: string): Html => new Html(value);

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

function render(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'string') return escape(value);
  if (typeof value === 'number' || typeof value === 'bigint' || value === true) return escape(String(value));
  // An object here would print as [object Object]: a page passing one is a bug of the page.
  throw new TypeError(`markup cannot render ${Object.prototype.toString.call(value)}: pass text, a number or Html`);
}

export function markup(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new Html(out);
}

/** Joins pieces of markup with a separator (escaped like any value). */
export function join(items: readonly unknown[], separator: unknown): Html {
  return new Html(items.map(render).join(render(separator)));
}
