// The summary `pnpm test` prints after turbo (scripts/test.mjs): the files of every test task that ran since
// `--since` (ms since the epoch) on one timeline, with their total test time and critical path. Test tasks that were
// cache hits ran nothing and add nothing. First each task's span on that timeline: which started late, after what.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeRun, describeTasks, type FileRun, type TaskRun } from './timeline.js';
import { runsFolder } from './runs.js';

const { values } = parseArgs({ options: { since: { type: 'string' } } });
const since = Number(values.since ?? 0);
const folder = runsFolder();
let records: string[] = [];
try {
  records = readdirSync(folder).filter((name) => name.endsWith('.json'));
} catch {
  // no run has recorded anything yet
}
const runs: TaskRun[] = [];
for (const name of records) {
  const file = path.join(folder, name);
  if (Number(name.split('-')[0]) < since) {
    rmSync(file, { force: true });
    continue;
  }
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as TaskRun | FileRun[];
  // a record of the reporter before it named its task: its files alone
  runs.push(Array.isArray(recorded) ? { task: '?', files: recorded } : recorded);
}
const files: FileRun[] = runs.flatMap((run) => run.files);
process.stdout.write(
  files.length === 0
    ? '\nNo test file ran: every test task was a cache hit (pnpm test --force runs them all again), or none started.\n'
    : `\n${describeTasks(runs)}${describeRun(files, 'All test tasks that ran')}`,
);
