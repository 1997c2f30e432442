// The capture proxy's HAR recorder: each exchange appended costs its own bytes, whatever the file already holds.
// 300 answers of 30 KB, the case of issue 27 (the recorder rewrote and synced the whole file per exchange: 36 s to
// stop). Figures: the time to record the last 50 exchanges against the first 50 (goal: about the same), and the
// whole-file rewrite of the former recorder on the same entries, measured in this run, as the baseline.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writePrivateFile } from '@trs/shared';
import { createHarRecorder, harEntry, type Exchange, type ExchangeContext } from '@trs/discovery';
import type { BenchSection } from './harness.js';

const EXCHANGES = 300;

function exchange(i: number): Exchange {
  const body = Buffer.from(JSON.stringify({ rows: Array.from({ length: 600 }, (_, n) => ({ Id: i * 1000 + n })) }));
  return {
    startedAt: new Date(0),
    method: 'GET',
    url: 'https://preprod.example/v2/Branches',
    requestHeaders: [['accept', 'application/json']],
    requestBody: null,
    status: 200,
    statusText: 'OK',
    responseHeaders: [['content-type', 'application/json']],
    responseBody: body,
    durationMs: 1,
  };
}

const context: ExchangeContext = {
  requestFields: null,
  responseFields: null,
  location: { document: 'openapi', operationId: 'listBranches', status: 200 },
  findings: [],
};

export async function run(): Promise<BenchSection> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'trs-bench-har-'));
  try {
    const recorder = createHarRecorder(path.join(dir, 'appended', 'exchanges.har'));
    const times: number[] = [];
    for (let i = 0; i < EXCHANGES; i++) {
      const start = performance.now();
      await recorder.record(exchange(i), context);
      times.push(performance.now() - start);
    }
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    const first = sum(times.slice(0, 50));
    const last = sum(times.slice(-50));

    // The former recorder: the whole document rewritten (through a synced temporary file) per exchange.
    const rewritten = path.join(dir, 'rewritten.har');
    const entries: unknown[] = [];
    const rewriteTimes: number[] = [];
    for (let i = 0; i < EXCHANGES; i++) {
      const start = performance.now();
      entries.push(harEntry(exchange(i), context));
      await writePrivateFile(rewritten, JSON.stringify({ log: { version: '1.2', entries } }), { overwrite: true });
      rewriteTimes.push(performance.now() - start);
    }
    const total = sum(times);
    const rewriteTotal = sum(rewriteTimes);
    return {
      title: `@trs/discovery HAR recorder (${EXCHANGES} exchanges of about 30 KB)`,
      figures: [
        {
          name: 'recording all exchanges, appended',
          value: total,
          unit: 'ms',
          baseline: { name: 'the whole file rewritten and synced per exchange', value: rewriteTotal },
        },
        {
          name: 'the last 50 exchanges',
          value: last,
          unit: 'ms',
          baseline: { name: 'the first 50', value: first },
          goal: { text: 'no more than 3× the first 50 (no growth with the file)', met: last <= first * 3 },
        },
      ],
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
