// attw (are the types wrong?) on every tarball named on the command line, in one process, so that TypeScript loads
// once for all of them; the same check and profile as `attw <tarball> --profile esm-only`. Prints one JSON object:
// for each tarball, whether it passes and, when not, attw's table of the problems.
import { readFile } from 'node:fs/promises';
import { getExitCode } from '@arethetypeswrong/cli/internal/getExitCode';
import { typed } from '@arethetypeswrong/cli/internal/render';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';

/** attw's `--profile esm-only`: every resolution but node10 and node16 from require(). */
const ESM_ONLY = { ignoreResolutions: ['node10', 'node16-cjs'] };

const results = {};
for (const tarball of process.argv.slice(2)) {
  const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(await readFile(tarball))));
  const ok = getExitCode(analysis, ESM_ONLY) === 0;
  const report =
    ok || !analysis.types ? '' : await typed(analysis, { ...ESM_ONLY, format: 'table-flipped', emoji: false });
  results[tarball] = { ok, report };
}
process.stdout.write(JSON.stringify(results));
