// The contract's descriptions are Markdown. Rendered with markdown-it (raw HTML off: contract text cannot inject
// markup), code fences highlighted at build time, and every word that names an operation, event or register entry
// linked to its page (never to the page being rendered).
import MarkdownIt, { type StateCore, type Token } from 'markdown-it';
import { highlight } from './highlight.js';
import { markup, raw, type Html } from './html.js';
import { href } from './links.js';
import type { Linker } from './linker.js';

interface RenderEnv {
  from: string;
  linker: Linker | null;
}

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
md.options.highlight = (code, language) => highlight(code, language || 'plaintext');

function linkTokens(state: StateCore, to: string, inner: Token[]): Token[] {
  const open = new state.Token('link_open', 'a', 1);
  open.attrSet('href', to);
  open.attrSet('class', 'xref');
  const close = new state.Token('link_close', 'a', -1);
  return [open, ...inner, close];
}

md.core.ruler.after('inline', 'trs_links', (state) => {
  const env = state.env as unknown as RenderEnv;
  if (!env?.linker) return;
  const ownPage = env.from;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const out: Token[] = [];
    let inLink = 0;
    for (const token of block.children) {
      if (token.type === 'link_open') inLink += 1;
      if (token.type === 'link_close') inLink -= 1;
      if (inLink > 0) {
        out.push(token);
        continue;
      }
      if (token.type === 'code_inline') {
        const to = env.linker.target(token.content);
        if (to && to.split('#')[0] !== ownPage) out.push(...linkTokens(state, href(ownPage, to), [token]));
        else out.push(token);
        continue;
      }
      if (token.type !== 'text') {
        out.push(token);
        continue;
      }
      let last = 0;
      for (const found of env.linker.find(token.content)) {
        if (found.target.split('#')[0] === ownPage) continue;
        if (found.index > last) {
          const before = new state.Token('text', '', 0);
          before.content = token.content.slice(last, found.index);
          out.push(before);
        }
        const word = new state.Token('text', '', 0);
        word.content = token.content.slice(found.index, found.index + found.length);
        out.push(...linkTokens(state, href(ownPage, found.target), [word]));
        last = found.index + found.length;
      }
      if (last === 0) out.push(token);
      else if (last < token.content.length) {
        const after = new state.Token('text', '', 0);
        after.content = token.content.slice(last);
        out.push(after);
      }
    }
    block.children = out;
  }
});

/** Markdown as HTML, with the names of the contract linked from the page at `from`. */
export function markdown(text: string | null | undefined, from: string, linker: Linker | null = null): Html {
  if (!text) return markup``;
  return raw(md.render(text, { from, linker } satisfies RenderEnv));
}

/** One paragraph of Markdown without its <p>. */
export function markdownInline(text: string | null | undefined, from: string, linker: Linker | null = null): Html {
  if (!text) return markup``;
  return raw(md.renderInline(text, { from, linker } satisfies RenderEnv));
}
