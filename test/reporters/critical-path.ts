// A vitest reporter, next to the default one (vitest.config.ts): when a run ends it prints the total test time and
// the critical path (timeline.ts), and records every file's span for the summary of `pnpm test`
// (test/reporters/summary.ts), which puts the runs of all test tasks on one timeline.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { describeRun, type FileRun, type TaskRun } from './timeline.js';
import { runsFolder } from './runs.js';

export default class CriticalPath implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestModuleQueued(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module.moduleId, Date.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const now = Date.now();
    const files: FileRun[] = modules.map((module) => {
      const d = module.diagnostic();
      const end = this.ended.get(module.moduleId) ?? now;
      return {
        file: path.relative(module.project.config.root, module.moduleId),
        start: this.started.get(module.moduleId) ?? end,
        end,
        testsMs: d.duration,
        ms: d.collectDuration + d.setupDuration + d.prepareDuration + d.duration,
        failed: module.state() === 'failed',
        failures: failuresIn(module),
      };
    });
    if (files.length === 0) return;
    process.stdout.write(describeRun(files, 'This run'));
    const folder = runsFolder();
    mkdirSync(folder, { recursive: true });
    // The turbo task this run is (the package and script pnpm ran), for the task timeline of the summary.
    const task = `${process.env.npm_package_name ?? '?'}#${process.env.npm_lifecycle_event ?? '?'}`;
    writeFileSync(path.join(folder, `${now}-${process.pid}.json`), JSON.stringify({ task, files } satisfies TaskRun));
  }
}

function failuresIn(module: TestModule): string[] {
  const failures = [...module.children.allTests('failed')].map((test) => {
    const message = test.result().errors?.[0]?.message?.split('\n')[0] ?? '';
    return `× ${test.fullName}${message ? `: ${message.slice(0, 300)}` : ''}`;
  });
  const fileError = module.errors()[0]?.message?.split('\n')[0];
  return fileError ? [...failures, `file error: ${fileError.slice(0, 300)}`] : failures;
}
