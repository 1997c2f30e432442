// Every 2xx only after its commit is on stable storage: the receiver process runs under strace, deliveries are sent
// one at a time, and between two answers there is an fsync (or fdatasync) of the inbox; a power cut after a 2xx
// cannot lose the event. Then the same with many deliveries at once: far fewer syncs than answers (group commit).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPESCRIPT_LOADER } from '@trs/testkit';
import { deliver, HEADER, here, KEY, pool, storeDir, updateApplicant, waitUntil } from './helpers.js';

interface Traced {
  url: string;
  /**
   * The syncs and the answers since the last call, in the order the process made them, once the trace shows at
   * least `answers` answers: strace's output lags behind the process when the machine is busy.
   */
  events(answers: number): Promise<('sync' | 'answer')[]>;
  stop(): Promise<void>;
}

async function traced(store: string): Promise<Traced> {
  const script = path.join(here, 'fixtures', 'receiver-process.ts');
  const receiver = [process.execPath, '--import', TYPESCRIPT_LOADER, script];
  const child = spawn('strace', ['-f', '-qq', '-e', 'trace=fsync,fdatasync,write,writev', '-s', '16', ...receiver], {
    env: { ...process.env, FIXTURE_STORE: store, FIXTURE_KEY: KEY },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let trace = '';
  let out = '';
  child.stderr.on('data', (c: Buffer) => (trace += c.toString()));
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not ready within 300 s:\n${out}\n${trace.slice(-2000)}`)),
      300_000,
    );
    child.stdout.on('data', () => {
      const match = /READY (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`strace exited with ${code}:\n${trace.slice(-2000)}`)));
  });
  let mark = 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    async events(answers) {
      const parse = (end: number) => {
        const events: ('sync' | 'answer')[] = [];
        for (const line of trace.slice(mark, end).split('\n')) {
          // A sync counts once it returned: strace splits a call that another thread interrupts into
          // `fsync(21 <unfinished ...>` and `<... fsync resumed>) = 0`, which happens more often on a busy machine.
          if (/\b(fsync|fdatasync)\(\d+\)\s*=\s*0|<\.\.\. (fsync|fdatasync) resumed>\)\s*=\s*0/.test(line))
            events.push('sync');
          else if (/\bwritev?\(\d+, .*HTTP\/1\.1 20[24]/.test(line)) events.push('answer');
        }
        return events;
      };
      return waitUntil(() => {
        const end = trace.lastIndexOf('\n') + 1;
        const events = parse(end);
        if (events.filter((e) => e === 'answer').length < answers) return undefined;
        mark = end;
        return events;
      }, `${answers} answers in the trace`);
    },
    async stop() {
      // strace killed would leave the traced process running, detached: end the receiver first
      const receivers = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/);
      for (const pid of receivers.filter(Boolean)) process.kill(Number(pid), 'SIGKILL');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe('durability of the embedded store (strace)', () => {
  it('syncs the inbox before every 2xx; concurrent deliveries share syncs (group commit)', async () => {
    const receiver = await traced(await storeDir());
    try {
      // warm up (schema, first connection), then one delivery at a time
      await deliver(receiver.url, updateApplicant(0), { [HEADER]: KEY });
      await receiver.events(1);
      for (let n = 1; n <= 20; n += 1) {
        expect((await deliver(receiver.url, updateApplicant(n), { [HEADER]: KEY })).status).toBe(204);
      }
      const sequential = await receiver.events(20);
      const answers = sequential.filter((e) => e === 'answer').length;
      expect(answers).toBe(20);
      // before each answer, at least one sync since the previous answer
      let synced = false;
      const unsynced: number[] = [];
      sequential.forEach((event, index) => {
        if (event === 'sync') synced = true;
        else {
          if (!synced) unsynced.push(index);
          synced = false;
        }
      });
      expect(unsynced).toEqual([]);

      const bodies = Array.from({ length: 300 }, (_, n) => updateApplicant(1000 + n));
      await pool(bodies, 64, async (body) =>
        expect((await deliver(receiver.url, body, { [HEADER]: KEY })).status).toBe(204),
      );
      const burst = await receiver.events(300);
      const burstSyncs = burst.filter((e) => e === 'sync').length;
      expect(burst.filter((e) => e === 'answer').length).toBe(300);
      // the handlers' own commits sync too; still well under one per answer
      expect(burstSyncs).toBeLessThan(300);
      console.log(
        `durability: 20 sequential answers, each after a sync; 300 concurrent answers with ${burstSyncs} syncs`,
      );
    } finally {
      await receiver.stop();
    }
  });
});
