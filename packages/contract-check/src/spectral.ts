// Spectral, the most widely used peer linter, as a second opinion on the bundled documents: `spectral:oas` and
// `spectral:asyncapi` with the repository's ruleset (.spectral.yaml at the root), where every rule that does not fit
// this contract is turned off with its reason. Any finding, of any severity, is reported.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { escapePointerToken } from '@trs/shared';
import { repoRoot } from './paths.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const spectralBin = path.join(
  path.dirname(require.resolve('@stoplight/spectral-cli/package.json')),
  'dist',
  'index.js',
);

export const spectralRuleset = path.join(repoRoot, '.spectral.yaml');

const SEVERITIES = ['error', 'warning', 'information', 'hint'] as const;

export interface SpectralFinding {
  file: string;
  rule: string;
  severity: (typeof SEVERITIES)[number];
  /** JSON pointer of the offending node in the document. */
  pointer: string;
  line: number;
  message: string;
}

interface SpectralResult {
  code: string;
  path: (string | number)[];
  message: string;
  severity: number;
  range: { start: { line: number } };
  source?: string;
}

/** Lints the given documents; resolves with every finding (an empty list when the documents are clean). */
export async function spectralFindings(files: string[], ruleset = spectralRuleset): Promise<SpectralFinding[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'trs-spectral-'));
  const output = path.join(folder, 'results.json');
  try {
    await run(
      process.execPath,
      [
        spectralBin,
        'lint',
        '--ruleset',
        ruleset,
        '--format',
        'json',
        '--output',
        output,
        '--fail-severity',
        'hint',
        ...files,
      ],
      { cwd: repoRoot, maxBuffer: 64 << 20 },
    ).catch(async (error: { stdout?: string; stderr?: string }) => {
      // Spectral exits 1 when it found something; only a missing report means it failed to run.
      const written = await readFile(output, 'utf8').catch(() => undefined);
      if (written === undefined) throw new Error(`spectral failed to run:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    });
    const results = JSON.parse(await readFile(output, 'utf8')) as SpectralResult[];
    return results.map((result) => ({
      file: path.relative(repoRoot, result.source ?? ''),
      rule: result.code,
      severity: SEVERITIES[result.severity] ?? 'hint',
      pointer: `#/${result.path.map(escapePointerToken).join('/')}`,
      line: result.range.start.line + 1,
      message: result.message,
    }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
