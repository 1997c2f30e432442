// `redocly diff` (@redocly/cli, experimental): the changes it finds and the semver impact it gives each. It is
// direction-aware for OpenAPI 3.1 and AsyncAPI 3.0, but it reports a change of a shared schema only under the first
// operation that uses it; our own rules list every user, and check that nothing it rates major escapes them.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const redoclyBin = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
/** Turns on every diff rule (diff-recommended); without a config of ours Redocly would read the lint-only root one. */
export const redoclyDiffConfig = path.join(path.dirname(fileURLToPath(import.meta.url)), 'redocly-diff.yaml');

export interface RedoclyVerdict {
  rule: string;
  impact: 'major' | 'minor' | 'patch';
  message: string;
  /** Pointer of the changed definition (a component, for a shared schema). */
  pointer: string;
  side: 'base' | 'head';
  /** Where Redocly files the change: the first operation or message that uses it. */
  path: string;
}

interface RedoclyLocation {
  file?: string;
  pointer?: string;
}
interface RedoclyReport {
  changes: {
    path: string;
    kind: string;
    impact: 'major' | 'minor' | 'patch';
    verdicts?: { ruleId: string; impact: 'major' | 'minor' | 'patch'; message: string; location?: RedoclyLocation }[];
    base?: RedoclyLocation;
    revision?: RedoclyLocation;
  }[];
}

/** Runs `redocly diff` on two documents (JSON values); resolves with one entry per verdict. */
export async function redoclyDiff(base: unknown, head: unknown): Promise<RedoclyVerdict[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'trs-redocly-diff-'));
  try {
    const baseFile = path.join(folder, 'base.json');
    const headFile = path.join(folder, 'head.json');
    const output = path.join(folder, 'diff.json');
    await writeFile(baseFile, JSON.stringify(base, null, 2));
    await writeFile(headFile, JSON.stringify(head, null, 2));
    await run(
      process.execPath,
      [
        redoclyBin,
        'diff',
        baseFile,
        headFile,
        '--config',
        redoclyDiffConfig,
        '--format',
        'json',
        '--output',
        output,
        '--fail-on',
        'none',
      ],
      {
        cwd: folder,
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
        },
        maxBuffer: 64 << 20,
      },
    ).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`redocly diff failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    });
    const report = JSON.parse(await readFile(output, 'utf8')) as RedoclyReport;
    const sideOf = (location?: RedoclyLocation) =>
      location?.file && path.basename(location.file) === 'base.json' ? 'base' : 'head';
    return report.changes.flatMap((change) => {
      const fallback = change.revision ?? change.base;
      const verdicts = change.verdicts?.length
        ? change.verdicts
        : [
            {
              ruleId: `${change.kind}`,
              impact: change.impact,
              message: `${change.kind} (no rule)`,
              location: fallback,
            },
          ];
      return verdicts.map((verdict) => ({
        rule: verdict.ruleId,
        impact: verdict.impact,
        message: verdict.message,
        pointer: verdict.location?.pointer ?? fallback?.pointer ?? change.path,
        side: sideOf(verdict.location ?? fallback),
        path: change.path,
      }));
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
