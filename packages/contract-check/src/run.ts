// `pnpm contract:check`: every check of the contract, in the order a reviewer reads them.
import path from 'node:path';
import { asyncapiErrors } from '@trs/spec/tools/asyncapi-parse.mjs';
import { lint } from '@trs/spec/tools/bundle.mjs';
import { buildModel, checkExamples } from '@trs/codegen';
import { packagesFor, regeneratedSinceBase, type Regenerated } from './attribution.js';
import { baseDocuments, headDocuments } from './base.js';
import { declaredBumps, type DeclaredBumps } from './changesets.js';
import { diffDocument, type Change } from './diff/index.js';
import { resolveBase, type BaseRef } from './git.js';
import { workspacePackages, type WorkspacePackage } from './packages.js';
import { repoRoot } from './paths.js';
import { regenerate, type Regeneration } from './regenerate.js';
import { spectralFindings } from './spectral.js';

export interface CheckOptions {
  /** Git ref to compare with; default: the merge base of HEAD with main. */
  base?: string;
  root?: string;
  /** How to regenerate (tests replace it); default: REGENERATE in the working tree. */
  regenerate?: (root: string) => Promise<Regeneration>;
  /** Told the name of each step as it starts (the command line prints them to stderr). */
  onStep?: (name: string) => void;
}

export interface Step {
  name: string;
  ok: boolean;
  summary: string;
  details?: string;
}

export interface Gate {
  /** Public packages that breaking changes affect, each needing a major bump. */
  needsMajor: string[];
  /** Those of them no changeset of this change declares major. */
  missing: string[];
  /** The changesets of this change that declare those majors. */
  declaredBy: string[];
  /** Major changesets already pending at the base: they declare an earlier change, not this one. */
  olderMajors: string[];
  ok: boolean;
}

export interface CheckResult {
  ok: boolean;
  steps: Step[];
  base?: BaseRef;
  changes: Change[];
  regenerated: Omit<Regenerated, 'lines'>[];
  gate: Gate;
}

/**
 * A breaking change needs a major bump of @trs/spec (it carries the documents) and of every published package whose
 * generated code it changed; the check passes when changesets that the change adds or edits declare all of them major.
 */
export function gateFor(
  changes: Change[],
  packages: WorkspacePackage[],
  declared: Pick<DeclaredBumps, 'majors' | 'olderMajors'>,
): Gate {
  const publicNames = new Set(packages.filter((pkg) => !pkg.private).map((pkg) => pkg.name));
  const needsMajor = new Set<string>();
  for (const change of changes.filter((c) => c.severity === 'breaking')) {
    for (const name of ['@trs/spec', ...(change.packages ?? [])]) if (publicNames.has(name)) needsMajor.add(name);
  }
  const missing = [...needsMajor].filter((name) => !declared.majors.has(name)).sort();
  const declaredBy = [...new Set([...needsMajor].flatMap((name) => declared.majors.get(name) ?? []))].sort();
  return {
    needsMajor: [...needsMajor].sort(),
    missing,
    declaredBy,
    olderMajors: [...declared.olderMajors],
    ok: missing.length === 0,
  };
}

/** The gate in one line: which changesets declare the majors, or which packages lack one (and what did not count). */
function gateSummary(gate: Gate): string {
  if (gate.ok) return `declared as major by ${gate.declaredBy.join(', ')}`;
  const older = gate.olderMajors.length
    ? ` (${gate.olderMajors.join(', ')} ${gate.olderMajors.length > 1 ? 'were' : 'was'} already pending at the base: ${gate.olderMajors.length > 1 ? 'they declare' : 'it declares'} an earlier change)`
    : '';
  return `no changeset added or edited by this change declares a major bump of ${gate.missing.join(', ')}${older}`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Runs one check; an exception is a failed check that says what went wrong. */
async function step(
  onStep: CheckOptions['onStep'],
  name: string,
  body: () => Promise<Omit<Step, 'name'>>,
): Promise<Step> {
  onStep?.(name);
  try {
    return { name, ...(await body()) };
  } catch (error) {
    return {
      name,
      ok: false,
      summary: 'could not run',
      details: error instanceof Error ? error.message : String(error),
    };
  }
}

export async function runContractCheck(options: CheckOptions = {}): Promise<CheckResult> {
  const root = options.root ?? repoRoot;
  const result: CheckResult = {
    ok: false,
    steps: [],
    changes: [],
    regenerated: [],
    gate: { needsMajor: [], missing: [], declaredBy: [], olderMajors: [], ok: true },
  };

  // Regeneration first: it writes the bundles (spec/dist) that every other check reads.
  const generated = await step(options.onStep, 'Generated files are current (`pnpm generate`)', async () => {
    const { ok, changed, output } = await (options.regenerate ?? regenerate)(root);
    if (ok) return { ok, summary: 'regenerating changed nothing' };
    if (!changed.length) return { ok, summary: 'regeneration failed', details: output };
    return {
      ok,
      summary: `regenerating changed ${plural(changed.length, 'file')}: ${changed.join(', ')}; they are regenerated in the working tree now: commit them`,
      details: output,
    };
  });

  // The other checks only read, each in processes of its own (Redocly, Spectral) or in this one: side by side, and
  // reported in the order a reviewer reads them. A head that cannot be read fails each check that needs it.
  const head = headDocuments(root);
  const others = await Promise.all([
    step(options.onStep, 'Lint (Redocly with redocly.yaml, AsyncAPI parser)', async () => {
      const [lintResults, parseProblems] = await Promise.all([
        lint(path.join(root, 'spec'), path.join(root, 'redocly.yaml')),
        head.then((documents) => asyncapiErrors(JSON.stringify(documents.asyncapi))),
      ]);
      const problems = [...lintResults.filter((entry) => !entry.ok).map((entry) => entry.output), ...parseProblems];
      return problems.length
        ? { ok: false, summary: `${plural(problems.length, 'problem')}`, details: problems.join('\n') }
        : { ok: true, summary: 'both documents lint clean and parse' };
    }),

    step(options.onStep, 'Examples validate against their schemas', async () => {
      const { openapi, asyncapi } = await head;
      // The contract model's own example check (request bodies and messages as sent, objects closed).
      const { failures, checked } = checkExamples(buildModel(openapi, asyncapi));
      return failures.length
        ? { ok: false, summary: `${plural(failures.length, 'failure')}`, details: failures.join('\n') }
        : { ok: true, summary: `${checked} examples valid` };
    }),

    step(options.onStep, 'Spectral (`spectral:oas`, `spectral:asyncapi`, .spectral.yaml)', async () => {
      const findings = await spectralFindings(
        ['openapi', 'asyncapi'].map((name) => path.join(root, 'spec', 'dist', `${name}.json`)),
      );
      return findings.length
        ? {
            ok: false,
            summary: `${plural(findings.length, 'finding')}: fix the contract, or turn the rule off in .spectral.yaml saying why`,
            details: findings
              .map((f) => `${f.file}:${f.line} ${f.severity} ${f.rule} ${f.pointer}: ${f.message}`)
              .join('\n'),
          }
        : { ok: true, summary: 'no finding' };
    }),

    step(options.onStep, 'Breaking changes', async () => {
      result.base = await resolveBase(options.base, root);
      const [base, headDocs] = await Promise.all([baseDocuments(result.base.commit, root), head]);
      if (!base) return { ok: true, summary: `the base has no contract yet: everything is new` };
      const diffs = await Promise.all(
        (['openapi', 'asyncapi'] as const).map((kind) => diffDocument(kind, base[kind], headDocs[kind])),
      );
      result.changes.push(...diffs.flatMap((diff) => diff.changes));
      const packages = await workspacePackages(root);
      const regenerated = await regeneratedSinceBase(result.base.commit, packages, root);
      for (const change of result.changes) change.packages = packagesFor(change, regenerated);
      result.regenerated = regenerated.map(({ package: name, files }) => ({ package: name, files }));
      const count = (severity: Change['severity']) =>
        result.changes.filter((change) => change.severity === severity).length;
      const breaking = count('breaking');
      const summary = `${breaking} breaking, ${count('non-breaking')} non-breaking, ${count('documentation')} documentation-only`;

      result.gate = gateFor(result.changes, packages, await declaredBumps(root, result.base.commit));
      if (!breaking) return { ok: true, summary };
      return { ok: result.gate.ok, summary: `${summary}; ${gateSummary(result.gate)}` };
    }),
  ]);

  result.steps.push(generated, ...others);
  result.ok = result.steps.every((entry) => entry.ok);
  return result;
}
