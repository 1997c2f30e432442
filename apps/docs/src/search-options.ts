// The search index's options, shared by the build (which indexes) and the browser (which loads the index and
// queries it): MiniSearch needs the same fields and tokenizer on both sides.

export interface SearchDocument {
  id: string;
  kind: 'operation' | 'event' | 'field' | 'gap' | 'page';
  /** What the result shows first: a field's name, an operation's summary, an event's title. */
  title: string;
  /** Names to match exactly: a field's dotted path, an operationId with its method and path, an event's name and topic. */
  name: string;
  /** Descriptions and the meanings of known codes. */
  text: string;
  /** The plain words a reader may type for it: "ready" for Report available, "retry" for the delivery rules. */
  keywords: string;
  /** Where it is: "Request body · Create a tenancy under a branch". */
  context: string;
  /** The page (and anchor), relative to the site root. */
  url: string;
}

/**
 * Words, and the parts of camelCase and PascalCase words too, so that `HowWillTheProperyBeManaged` is found whole
 * and by `managed`, and `documentType` by `document type`.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.split(/[^\p{L}\p{N}_]+/u)) {
    if (!word) continue;
    tokens.push(word);
    const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

export const searchIndexOptions = {
  fields: ['title', 'name', 'text', 'keywords', 'context'],
  storeFields: ['kind', 'title', 'context', 'url'],
  tokenize,
  searchOptions: {
    boost: { name: 4, title: 3, keywords: 2, context: 0.5 },
    prefix: true,
    fuzzy: 0.15,
    combineWith: 'AND' as const,
  },
};

/** The line above the search page's results: "1 result for …", "12 results for …", "100+ results for …". */
export function resultsLine(count: number, query: string, limit: number): string {
  if (!count) return `Nothing found for “${query}”.`;
  const more = count >= limit ? '+' : '';
  return `${count}${more} ${count === 1 ? 'result' : 'results'} for “${query}”`;
}
