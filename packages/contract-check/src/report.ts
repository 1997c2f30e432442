// The Markdown summary: one table of checks, then the changes grouped breaking / non-breaking / documentation-only,
// each with the operations and messages it affects, its JSON pointer and the packages whose generated code changed.
// It is written to be posted as a pull-request comment (the marker lets the workflow update its own comment).
import type { Change } from './diff/index.js';
import type { CheckResult } from './run.js';

export const COMMENT_MARKER = '<!-- trs-contract-check -->';

const icon = (ok: boolean) => (ok ? '✅' : '❌');
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const clean = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
const fieldText = (field?: string[]) =>
  field?.length
    ? field
        .join('.')
        .replace(/\.\[\]/g, '[]')
        .replace(/\.\{\}/g, '{}')
    : '';

function renderChange(change: Change): string {
  const lines: string[] = [];
  const where = `${code(change.pointer)}${change.side === 'base' ? ' (in the base)' : ''}`;
  const sources = change.sources.includes('redocly')
    ? change.sources.includes('trs')
      ? ''
      : ' · found by redocly diff'
    : '';
  const packages = change.packages?.length ? ` · regenerated in ${change.packages.join(', ')}` : '';
  lines.push(`- **${change.rule}** (${change.document}): ${clean(change.message)} ${where}${packages}${sources}`);
  if (change.note) lines.push(`  - _${clean(change.note)}_`);
  const affected = change.affected.length ? change.affected : [];
  const shown = affected.slice(0, 12);
  for (const { usage, field } of shown) {
    const at = fieldText(field);
    const data = usage.part !== 'operation' && usage.part !== 'message';
    lines.push(
      `  - ${clean(usage.subject)}${data ? `: ${clean(usage.part)}${at ? ` → ${code(at)}` : ''} (${usage.direction})` : ''}`,
    );
  }
  if (affected.length > shown.length) lines.push(`  - … and ${affected.length - shown.length} more`);
  return lines.join('\n');
}

function section(title: string, changes: Change[], collapsed = false): string {
  if (!changes.length) return `### ${title} (0)\n\nNone.\n`;
  const body = changes.map(renderChange).join('\n');
  return collapsed
    ? `<details><summary><strong>${title} (${changes.length})</strong></summary>\n\n${body}\n\n</details>\n`
    : `### ${title} (${changes.length})\n\n${body}\n`;
}

export function renderMarkdown(result: CheckResult): string {
  const out: string[] = [COMMENT_MARKER, '## Contract check', ''];
  out.push('| Check | Result |', '|---|---|');
  for (const step of result.steps) out.push(`| ${step.name} | ${icon(step.ok)} ${clean(step.summary)} |`);
  out.push('');
  if (result.base) out.push(`Compared with ${code(result.base.label)} (${result.base.commit.slice(0, 12)}).`, '');
  if (result.regenerated.length) {
    out.push('**Generated code that changed since the base:**', '');
    for (const entry of result.regenerated) out.push(`- ${entry.package}: ${entry.files.map(code).join(', ')}`);
    out.push('');
  }
  const breaking = result.changes.filter((change) => change.severity === 'breaking');
  const nonBreaking = result.changes.filter((change) => change.severity === 'non-breaking');
  const documentation = result.changes.filter((change) => change.severity === 'documentation');
  out.push(section('Breaking', breaking));
  out.push(section('Non-breaking', nonBreaking));
  out.push(section('Documentation-only', documentation, true));
  if (result.gate.needsMajor.length) {
    const missing = result.gate.missing;
    out.push(
      missing.length
        ? `**Not mergeable as is:** breaking changes need a major bump of ${missing.join(', ')}, declared by a changeset this change adds or edits. Run \`pnpm changeset\`, choose major for ${missing.length > 1 ? 'them' : 'it'}, and say in the summary what consumers must change.`
        : `Breaking changes are declared: ${result.gate.declaredBy.map(code).join(', ')} ${result.gate.declaredBy.length > 1 ? 'bump' : 'bumps'} ${result.gate.needsMajor.join(', ')} to a new major version.`,
      '',
    );
  }
  for (const step of result.steps.filter((s) => !s.ok && s.details)) {
    out.push(
      `<details><summary>${clean(step.name)}: details</summary>\n\n\`\`\`\n${step.details!.slice(0, 20_000)}\n\`\`\`\n\n</details>\n`,
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}
