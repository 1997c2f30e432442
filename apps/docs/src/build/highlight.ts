// Code highlighted at build time (highlight.js core with the few languages the site shows): the pages carry plain
// spans styled by the site's own CSS, and no highlighting script runs in the browser.
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import http from 'highlight.js/lib/languages/http';
import json from 'highlight.js/lib/languages/json';
import typescript from 'highlight.js/lib/languages/typescript';
import { escape } from './html.js';

hljs.registerLanguage('json', json);
hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('http', http);

const ALIASES: Record<string, string> = { ts: 'typescript', sh: 'bash', shell: 'bash' };

/** The code as highlighted HTML (escaped text when the language is not one of the site's). */
export function highlight(code: string, language: string): string {
  const name = ALIASES[language] ?? language;
  if (!hljs.getLanguage(name)) return escape(code);
  return hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
}

/** A value as the JSON a receiver or the service sees, indented. */
export function jsonBlock(value: unknown): string {
  return highlight(JSON.stringify(value, null, 2) ?? 'null', 'json');
}
