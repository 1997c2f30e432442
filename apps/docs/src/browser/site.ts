// The site's one script, bundled at build time with MiniSearch: search as you type (the index is fetched from the
// site itself on first use), the search page, copy buttons on code, and the link to a local sandbox when the
// server that serves the docs was given one (config.js).
import MiniSearch, { type SearchResult } from 'minisearch';
import { resultsLine, searchIndexOptions, type SearchDocument } from '../search-options.js';

declare global {
  interface Window {
    TRS_DOCS_CONFIG?: { sandboxUrl?: string | null };
  }
}

const root = document.querySelector<HTMLMetaElement>('meta[name="trs-root"]')?.content ?? '';
let index: Promise<MiniSearch<SearchDocument>> | null = null;

function loadIndex(): Promise<MiniSearch<SearchDocument>> {
  index ??= fetch(`${root}search-index.json`)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    })
    .then((json) => MiniSearch.loadJSON<SearchDocument>(json, searchIndexOptions));
  return index;
}

type Hit = SearchResult & Pick<SearchDocument, 'kind' | 'title' | 'context' | 'url'>;

async function search(query: string, limit: number): Promise<Hit[]> {
  const q = query.trim();
  if (!q) return [];
  return ((await loadIndex()).search(q) as Hit[]).slice(0, limit);
}

const KIND_LABEL: Record<SearchDocument['kind'], string> = {
  operation: 'operation',
  event: 'event',
  field: 'field',
  gap: 'register',
  page: 'page',
};

function resultItem(hit: Hit, tag: 'a' | 'li'): HTMLElement {
  const link = document.createElement('a');
  link.href = root + hit.url;
  link.className = 'search-hit';
  link.dataset.kind = hit.kind;
  const kind = document.createElement('span');
  kind.className = `hit-kind hit-${hit.kind}`;
  kind.textContent = KIND_LABEL[hit.kind];
  const title = document.createElement('span');
  title.className = 'hit-title';
  title.textContent = hit.title;
  const context = document.createElement('span');
  context.className = 'hit-context';
  context.textContent = hit.context;
  link.append(kind, title, context);
  if (tag === 'a') return link;
  const item = document.createElement('li');
  item.append(link);
  return item;
}

function setUpSearchBox(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const panel = form.querySelector<HTMLElement>('.search-results')!;
  let active = -1;
  let latest = 0;
  const links = () => [...panel.querySelectorAll<HTMLAnchorElement>('a.search-hit')];
  const mark = (next: number) => {
    const all = links();
    active = all.length ? (next + all.length) % all.length : -1;
    all.forEach((a, i) => a.classList.toggle('active', i === active));
    all[active]?.scrollIntoView({ block: 'nearest' });
  };
  const close = () => {
    panel.hidden = true;
    active = -1;
  };
  const update = async () => {
    const ticket = ++latest;
    const query = input.value;
    const hits = await search(query, 12);
    if (ticket !== latest) return;
    panel.replaceChildren(...hits.map((hit) => resultItem(hit, 'a')));
    if (!hits.length && query.trim()) {
      const empty = document.createElement('p');
      empty.className = 'search-empty';
      empty.textContent = 'Nothing found.';
      panel.append(empty);
    }
    panel.hidden = !query.trim();
    mark(0);
  };
  input.addEventListener('focus', () => void loadIndex());
  input.addEventListener('input', () => void update());
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      mark(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && active >= 0 && !panel.hidden) {
      event.preventDefault();
      links()[active]?.click();
    } else if (event.key === 'Escape') {
      close();
      input.blur();
    }
  });
  document.addEventListener('click', (event) => {
    if (!form.contains(event.target as Node)) close();
  });
}

async function fillSearchPage(page: HTMLElement): Promise<void> {
  const query = new URLSearchParams(location.search).get('q') ?? '';
  const input = page.querySelector<HTMLInputElement>('input[name="q"]')!;
  const status = page.querySelector<HTMLElement>('.search-status')!;
  const list = page.querySelector<HTMLOListElement>('.search-list')!;
  input.value = query;
  if (!query.trim()) {
    status.textContent = 'Type a field, an operation, an event or a code.';
    return;
  }
  status.textContent = 'Searching…';
  const hits = await search(query, 100);
  list.replaceChildren(...hits.map((hit) => resultItem(hit, 'li')));
  status.textContent = resultsLine(hits.length, query, 100);
}

function addCopyButtons(): void {
  for (const pre of document.querySelectorAll<HTMLPreElement>('pre.code')) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy';
    button.textContent = 'Copy';
    button.addEventListener('click', () => {
      void navigator.clipboard?.writeText(pre.querySelector('code')?.textContent ?? pre.textContent ?? '').then(() => {
        button.textContent = 'Copied';
        setTimeout(() => (button.textContent = 'Copy'), 1500);
      });
    });
    pre.append(button);
  }
}

function showSandboxLink(): void {
  const url = window.TRS_DOCS_CONFIG?.sandboxUrl;
  if (!url) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a.sandbox-link, a.sandbox-link-inline')) {
    link.href = url;
    link.hidden = false;
  }
  for (const note of document.querySelectorAll<HTMLElement>('.sandbox-note')) note.hidden = false;
}

for (const form of document.querySelectorAll<HTMLFormElement>('form.search')) setUpSearchBox(form);
document.addEventListener('keydown', (event) => {
  const target = event.target as HTMLElement;
  if (event.key === '/' && !/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) {
    event.preventDefault();
    document.querySelector<HTMLInputElement>('form.search input[name="q"]')?.focus();
  }
});
const searchPage = document.querySelector<HTMLElement>('.search-page');
if (searchPage) void fillSearchPage(searchPage);
addCopyButtons();
showSandboxLink();
