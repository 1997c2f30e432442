#!/usr/bin/env -S node --import tsx
// pnpm contract:check [--base REF] [--output FILE] [--json FILE]
import { parseArgs } from 'node:util';
import { checkCommand } from './command.js';

const usage = `Usage: pnpm contract:check [--base REF] [--output FILE] [--json FILE]

Lints the contract, validates its examples, regenerates everything generated from it (failing on any difference),
runs Spectral, and reports the changes against a base git ref, grouped breaking / non-breaking /
documentation-only. Fails on a breaking change unless a changeset declares a major bump of the affected packages.

  --base REF     compare with this branch, tag or commit (default: the merge base of HEAD with main)
  --output FILE  also write the Markdown summary to FILE (for a pull-request comment)
  --json FILE    write the full result as JSON to FILE`;

let values: { base?: string; output?: string; json?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      base: { type: 'string' },
      output: { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}

process.exitCode = await checkCommand(values);
