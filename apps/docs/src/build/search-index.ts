// The documents of the client-side search: every operation, event, field (with its known codes), register entry and
// guide page, indexed at build time with MiniSearch and loaded by the browser as JSON.
import MiniSearch from 'minisearch';
import type { Field } from '@trs/codegen';
import { searchIndexOptions, type SearchDocument } from '../search-options.js';
import type { SiteContext } from './context.js';
import { eventPage, fieldId, gapAnchor, operationPage, pages } from './links.js';

/**
 * The plain words a reader types for the contract's own: an event's title says "Report available", the reader
 * types "report ready". Each word of a title or summary brings its everyday synonyms into the document's keywords.
 */
const PLAIN_WORDS: Readonly<Record<string, string>> = {
  available: 'ready done finished complete completed',
  created: 'new create',
  added: 'new add',
  changed: 'updated update change changes',
  status: 'state progress',
  reopened: 'reopen again',
  finalised: 'finalized signed complete',
  completed: 'complete done finished',
  withdrawn: 'cancelled canceled withdraw',
  issued: 'sent issue',
  applied: 'effective',
  note: 'comment audit',
  document: 'file pdf download',
  report: 'pdf download',
  identity: 'kyc verification id',
  tenancy: 'application let',
  applicant: 'tenant guarantor',
  cancel: 'withdraw abort',
  download: 'pdf fetch',
};

/** The synonyms of every word of `text` that has some. */
export function plainWords(text: string): string {
  const words = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z]+/))
    for (const synonym of PLAIN_WORDS[word]?.split(' ') ?? []) words.add(synonym);
  return [...words].join(' ');
}

function fieldDocuments(fields: readonly Field[], page: string, section: string, context: string): SearchDocument[] {
  return fields.map((field) => {
    const dotted = fieldId(section, field.pointer).slice(section.length + 1);
    const codes = field.codes ? Object.entries(field.codes).map(([value, meaning]) => `${value} ${meaning}`) : [];
    return {
      id: `${page}#${fieldId(section, field.pointer)}`,
      kind: 'field',
      title: field.name,
      name: dotted,
      text: [field.type, field.description ?? '', ...codes].join(' '),
      keywords: '',
      context,
      url: `${page}#${fieldId(section, field.pointer)}`,
    };
  });
}

export function searchDocuments(ctx: SiteContext): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const o of ctx.model.operations) {
    const page = operationPage(o.operationId);
    documents.push({
      id: page,
      kind: 'operation',
      title: o.summary,
      name: `${o.operationId} ${o.method} ${o.path}`,
      text: [o.description ?? '', ...o.parameters.map((p) => `${p.name} ${p.description ?? ''}`)].join(' '),
      keywords: plainWords(o.summary),
      context: `${o.method} ${o.path}`,
      url: page,
    });
    if (o.requestBody)
      documents.push(...fieldDocuments(o.requestBody.fields, page, 'request', `Request body · ${o.summary}`));
    for (const r of o.responses)
      documents.push(...fieldDocuments(r.fields, page, `response-${r.status}`, `Answer ${r.status} · ${o.summary}`));
  }
  for (const m of ctx.model.messages) {
    const page = eventPage(m.name);
    documents.push({
      id: page,
      kind: 'event',
      title: m.title,
      name: [m.name, m.topic ?? ''].join(' '),
      text: `${m.summary} ${m.description ?? ''}`,
      keywords: `webhook event notification callback ${plainWords(`${m.title} ${m.summary}`)}`,
      context: `Event ${m.name}`,
      url: page,
    });
    documents.push(...fieldDocuments(m.fields, page, 'payload', `Payload · ${m.title}`));
  }
  for (const g of ctx.model.gaps) {
    documents.push({
      id: gapAnchor(g.id),
      kind: 'gap',
      title: g.text.length > 90 ? `${g.text.slice(0, 88)}…` : g.text,
      name: g.id,
      text: g.text,
      keywords: '',
      context: g.kind === 'gap' ? 'Gap' : 'Assumption',
      url: gapAnchor(g.id),
    });
  }
  const page = (url: string, title: string, text: string, keywords = '') =>
    documents.push({ id: url, kind: 'page', title, name: '', text, keywords, context: 'Guide', url });
  page(
    pages.guide,
    'Getting started',
    'typical sequence client receiver webhooks sandbox report PDF install',
    'first steps tutorial quickstart trs sandbox login listen trigger',
  );
  page(
    pages.delivery,
    'Delivery rules',
    'retries attempts timeout 4xx 408 429 5xx dead status codes receiver answer',
    'webhook webhooks retry retries retried redelivery resend backoff cadence schedule deliveries failed',
  );
  page(pages.cli, 'CLI reference', 'trs command line commands options arguments shell', 'cli terminal usage help');
  page(pages.gaps, 'Gaps and assumptions', 'register not shown assumption gap');
  page(pages.changelog, 'Changelog', 'versions changes release changeset');
  return documents;
}

/** The index as the JSON the browser loads with MiniSearch.loadJSON. */
export function searchIndexJson(documents: readonly SearchDocument[]): string {
  const index = new MiniSearch<SearchDocument>(searchIndexOptions);
  index.addAll(documents);
  return JSON.stringify(index);
}
