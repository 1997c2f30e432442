// The folder a workflow run is written to: one that does not exist is created private (0700, the derived contract
// 0600); one the caller gave is never changed: used when private already, refused (and left as it was) when looser.
import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { ConfigError } from '@trs/validators';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareWorkflowRun } from '../src/index.js';

let folder: string;
beforeAll(async () => {
  folder = await tempDir('trs-workflow-run-');
});

const modeOf = async (file: string) => (await stat(file)).mode & 0o7777;
const baseUrl = 'http://127.0.0.1:4010/v2';

describe('prepareWorkflowRun', () => {
  it('creates a missing folder private, with the derived contract and the workflows in it', async () => {
    const dir = path.join(folder, 'new', 'run');
    const files = await prepareWorkflowRun({ baseUrl, dir });
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => path.dirname(file) === path.join(dir, 'arazzo'))).toBe(true);
    expect(await modeOf(dir)).toBe(0o700);
    expect(await modeOf(path.join(dir, 'dist'))).toBe(0o700);
    expect(await modeOf(path.join(dir, 'arazzo'))).toBe(0o700);
    expect(await modeOf(path.join(dir, 'dist', 'openapi.json'))).toBe(0o600);
  });

  it('runs again in a private folder of the caller, replacing what the last run wrote', async () => {
    const dir = path.join(folder, 'again');
    await prepareWorkflowRun({ baseUrl, dir });
    const files = await prepareWorkflowRun({ baseUrl, dir });
    expect(files.length).toBeGreaterThan(0);
    expect(await modeOf(path.join(dir, 'dist', 'openapi.json'))).toBe(0o600);
  });

  it('refuses a folder other users can read, and leaves its mode alone', async () => {
    const dir = path.join(folder, 'project');
    await mkdir(dir);
    await chmod(dir, 0o755);
    const run = prepareWorkflowRun({ baseUrl, dir });
    await expect(run).rejects.toBeInstanceOf(ConfigError);
    await expect(run).rejects.toThrow(/can be read by other users/);
    expect(await modeOf(dir)).toBe(0o755);
    expect(await readdir(dir)).toEqual([]);
  });
});
