// Where every page and anchor of the site lives. Paths are relative to the site's root folder; pages link to each
// other with relative URLs, so the site works under any prefix (served alone, or mounted beside the sandbox).
import path from 'node:path';
import { unescapePointerToken } from '@trs/shared';

export const pages = {
  home: 'index.html',
  guide: 'getting-started.html',
  install: 'install.html',
  verify: 'verify.html',
  receiverDown: 'receiver-down.html',
  rest: 'rest/index.html',
  events: 'events/index.html',
  delivery: 'delivery.html',
  gaps: 'gaps.html',
  changelog: 'changelog.html',
  search: 'search.html',
  cli: 'cli.html',
} as const;

export const operationPage = (operationId: string) => `rest/${operationId}.html`;
export const eventPage = (name: string) => `events/${name}.html`;
export const gapAnchor = (id: string) => `${pages.gaps}#${id}`;

/**
 * The anchor of a field: its section (`request`, `response-200`, `payload`) and its JSON pointer in dots, an array's
 * items written `[]`: `request.RentalDetails.HowWillTheProperyBeManaged`, `payload.data.applicants[].type`.
 */
export function fieldId(section: string, pointer: string): string {
  const segments = pointer.split('/').slice(1).map(unescapePointerToken);
  let id = section;
  for (const segment of segments) id += segment === '*' ? '[]' : `.${segment}`;
  return id;
}

/** The URL of `target` (a site path, maybe with #anchor) as written on the page at `from`. */
export function href(from: string, target: string): string {
  const [file, anchor] = target.split('#') as [string, string | undefined];
  const relative = path.posix.relative(path.posix.dirname(from), file || from) || path.posix.basename(from);
  return anchor === undefined ? relative : `${file ? relative : ''}#${anchor}`;
}

/** The way back to the site root from a page: '' or '../'. */
export function rootOf(from: string): string {
  const depth = from.split('/').length - 1;
  return '../'.repeat(depth);
}
