// Words of the contract's prose that name something the site has a page for: an event (`createNewTenancy`), an
// operation (`getApplicant`, "POST /Authenticate") or a register entry (`gap-3`). Markdown rendering turns them into
// links, so a description that says "Raises the webhook createNewTenancy" takes the reader there.
import type { ContractModel } from '@trs/codegen';
import { eventPage, gapAnchor, operationPage } from './links.js';

export interface Linker {
  /** The site path (maybe with an anchor) a word names, or null. */
  target(word: string): string | null;
  /** Every linkable word and method-path in a text, in order, with its target. */
  find(text: string): { index: number; length: number; target: string }[];
}

const templateKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;

export function createLinker(model: ContractModel): Linker {
  const targets = new Map<string, string>();
  for (const message of model.messages) targets.set(message.name, eventPage(message.name));
  for (const operation of model.operations) targets.set(operation.operationId, operationPage(operation.operationId));
  for (const gap of model.gaps) targets.set(gap.id, gapAnchor(gap.id));
  const byTemplate = new Map(
    model.operations.map((o) => [templateKey(o.method, o.path), operationPage(o.operationId)]),
  );
  const names = [...targets.keys()].sort((a, b) => b.length - a.length).map((n) => n.replace(/[-]/g, '\\-'));
  const pattern = new RegExp(
    `(?<![\\w/{.-])(${names.join('|')})(?![\\w}-])|\\b(GET|POST|PUT|DELETE|PATCH) (/[A-Za-z0-9{}_/]+)`,
    'g',
  );

  const target = (word: string): string | null => {
    const methodPath = /^(GET|POST|PUT|DELETE|PATCH) (\/\S+)$/.exec(word.trim());
    if (methodPath) return byTemplate.get(templateKey(methodPath[1]!, methodPath[2]!)) ?? null;
    return targets.get(word.trim()) ?? null;
  };

  return {
    target,
    find(text) {
      const found: { index: number; length: number; target: string }[] = [];
      for (const match of text.matchAll(pattern)) {
        const word = match[1] ?? `${match[2]} ${match[3]!.replace(/\/$/, '')}`;
        const to = target(word);
        if (to) found.push({ index: match.index, length: match[1] ? match[1].length : word.length, target: to });
      }
      return found;
    },
  };
}
