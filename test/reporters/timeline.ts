// What a run's test files add up to: the total test time (every file's own time, summed, as if run one after
// another) and the critical path, the chain of files that decided when the run ended. Files run side by side (two
// workers, and several test tasks under turbo); the path starts at the file that ended last and steps back, each
// time, to the file whose end freed the slot it started in (the latest end before its start).

/** One test file as it ran: its wall-clock span (ms since the epoch) and its own time. */
export interface FileRun {
  file: string;
  start: number;
  end: number;
  /** Its tests and hooks: what vitest's "tests" figure adds up. */
  testsMs: number;
  /** Its import, set-up and collection besides. */
  ms: number;
  failed: boolean;
  /** Each failed test of the file: its full name and the first line of its first error. */
  failures?: string[];
}

/** One vitest run, as the reporter records it: the turbo task it was (package#script) and its files. */
export interface TaskRun {
  task: string;
  files: FileRun[];
}

/** The files that decided the run's end, first to last. */
export function criticalPath(files: readonly FileRun[]): FileRun[] {
  const byEnd = [...files].sort((a, b) => a.end - b.end);
  const path: FileRun[] = [];
  let current = byEnd.at(-1);
  while (current) {
    path.unshift(current);
    const start = current.start;
    current = byEnd.filter((file) => file.end <= start && !path.includes(file)).at(-1);
  }
  return path;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The summary printed after a run: total test time, wall time and the critical path with the gaps between files. */
export function describeRun(files: readonly FileRun[], title: string): string {
  if (files.length === 0) return '';
  const tests = files.reduce((sum, file) => sum + file.testsMs, 0);
  const total = files.reduce((sum, file) => sum + file.ms, 0);
  const first = Math.min(...files.map((file) => file.start));
  const last = Math.max(...files.map((file) => file.end));
  const path = criticalPath(files);
  const width = Math.max(...path.map((file) => file.file.length));
  const lines = path.map((file, index) => {
    const waited = index === 0 ? file.start - first : file.start - path[index - 1]!.end;
    const gap = waited > 1000 ? `  (started ${seconds(waited)} after the previous one ended)` : '';
    return `  ${seconds(file.end - file.start).padStart(9)}  ${file.file.padEnd(width)}${file.failed ? '  (failed)' : ''}${gap}`;
  });
  return [
    '',
    `${title}: ${files.length} test files; total test time ${seconds(tests)} (vitest's "tests"), ${seconds(total)} with` +
      ` imports and set-up; ${seconds(last - first)} from the first start to the last end.`,
    `Critical path (the files one after another that ended the run last; shorten these to shorten the run):`,
    ...lines,
    ...failuresOf(files),
    '',
  ].join('\n');
}

/** The failed tests, last in the output: where a CI log shows only its end, they are still seen. */
function failuresOf(files: readonly FileRun[]): string[] {
  const failed = files.filter((file) => file.failed);
  if (failed.length === 0) return [];
  return [
    `Failed (${failed.length} file${failed.length === 1 ? '' : 's'}):`,
    ...failed.flatMap((file) => [
      `  ${file.file}`,
      ...(file.failures?.length ? file.failures : ['(no test failed: the file itself did)']).map(
        (line) => `    ${line}`,
      ),
    ]),
  ];
}

/** Each task's span (its first file's start to its last file's end) from the first start, and its test time. */
export function describeTasks(runs: readonly TaskRun[]): string {
  const spans = runs
    .filter((run) => run.files.length > 0)
    .map((run) => ({
      task: run.task,
      start: Math.min(...run.files.map((file) => file.start)),
      end: Math.max(...run.files.map((file) => file.end)),
      tests: run.files.reduce((sum, file) => sum + file.testsMs, 0),
    }))
    .sort((a, b) => a.start - b.start);
  if (spans.length === 0) return '';
  const first = spans[0]!.start;
  const width = Math.max(...spans.map((span) => span.task.length));
  return [
    'Test tasks, in the order they started (from the first start: start, end; the tests of each):',
    ...spans.map((span) => {
      const figures = [span.start - first, span.end - first, span.tests].map((ms) => seconds(ms).padStart(9));
      return `  ${span.task.padEnd(width)}  ${figures.join('  ')}`;
    }),
    '',
  ].join('\n');
}
