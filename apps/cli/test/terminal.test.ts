// What reaches the terminal from the network is text, never control: an escape sequence (clear the screen, set the
// window title, a hyperlink), a bell or a line break carried in a payload or a server's answer is taken out of what
// listen, the API commands, the receiver's warnings and error messages print; with colour on, only trs's own colour
// sequences remain.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStyle, forTerminal } from '../src/style.js';
import { noteLogger } from '../src/stack/print.js';
import type { CommandContext } from '../src/command.js';
import { isolatedEnv, runInProcess, startInProcess } from './support.js';

/** Sequences a hostile payload carries: window title, clear screen, colour, cursor up, bell, a hyperlink, bidi. */
const HOSTILE =
  '\u001b]0;owned\u0007\u001b[2J\u001b[31mRED\u001b[1A\u009b2J\u001b]8;;http://evil.example\u001b\\link\u202etxt.exe';
const FAKE_LINE = '\n12:00:00.000 addNote  tenancy 0009999  key forged  new';

// The two patterns are built from strings: the control characters they hold are what they look for, and
// no-control-regex refuses them in a regex literal.
const ESC = '\u001b';
/** Our own colour sequences are the only escapes allowed, and only with colour on. */
const OWN = new RegExp(`${ESC}\\[(?:1|2|22|31|32|33|36|39)m`, 'g');
/** C0 and C1 controls but tab and newline, DEL, and the bidirectional overrides and isolates. */
const CONTROL_CHARACTERS = '[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]';
function controlsIn(text: string): string[] {
  return [...text.replace(OWN, '').matchAll(new RegExp(CONTROL_CHARACTERS, 'g'))].map((m) => JSON.stringify(m[0]));
}

describe('trs webhooks listen', () => {
  it.each([
    ['off a terminal', false],
    ['on a terminal, with colour', true],
  ])('prints a payload carrying escape sequences as plain text (%s)', async (_name, tty) => {
    const controller = new AbortController();
    const running = startInProcess(['webhooks', 'listen', '--port', '0'], {
      signal: controller.signal,
      tty,
      env: { TERM: 'xterm-256color' },
    });
    try {
      let url: string | undefined;
      for (let i = 0; i < 1500 && !url; i += 1) {
        url = running.output().stderr.match(/Listening on (\S+)/)?.[1];
        if (!url) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const response = await fetch(url!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          topic: 'addNote',
          applicationRef: `${HOSTILE}${FAKE_LINE}`,
          data: { typeId: 'MI', description: 'x' },
        }),
      });
      expect(response.status).toBe(204);
      await running.waitFor(/addNote/);
      const { stdout, stderr } = running.output();
      expect(controlsIn(stdout)).toEqual([]);
      expect(controlsIn(stderr)).toEqual([]);
      // the value stays on its own line: no line of the output starts with the forged text
      expect(stdout.split('\n').filter((line) => line.includes('addNote'))).toHaveLength(1);
      expect(stdout).not.toMatch(/^12:00:00\.000/m);
      expect(stdout).toContain('owned');
      if (tty) expect(stdout).toMatch(OWN);
    } finally {
      controller.abort();
      await running.result;
    }
  });
});

describe('the API commands and their errors', () => {
  let server: http.Server;
  let baseUrl: string;
  beforeAll(async () => {
    // A service answering with control characters in every text it returns.
    server = http.createServer((req, res) => {
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end(JSON.stringify(value));
      };
      req.resume();
      req.on('end', () => {
        if (req.url === '/v2/Authenticate')
          return json(200, null, { Token: '0b4f8c6e-8a4c-4f7e-9d38-2f8d3f1c2a11', TokenExpiry: '720' });
        if (req.url === '/v2/Branches') return json(200, [{ Id: 42, Name: `${HOSTILE}${FAKE_LINE}` }]);
        if (req.url === '/v2/Applications/0001234')
          return json(200, { ReferenceNumber: '0001234', [`Key${HOSTILE}`]: `${HOSTILE}${FAKE_LINE}` });
        if (req.url === '/v2/Applications/0001234/Notes') return json(200, [{ Content: `${HOSTILE}${FAKE_LINE}` }]);
        return json(400, { Message: `Refused: ${HOSTILE}${FAKE_LINE}` });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it.each([[['branches']], [['tenancy', 'get', '0001234']], [['notes', '0001234']], [['reports', 'list', '0001234']]])(
    'trs %j prints what the service answered without its control characters',
    async (argv) => {
      const env = await isolatedEnv({ TRS_BASE_URL: baseUrl, TRS_USER: 'u', TRS_PASSWORD: 'p' });
      for (const tty of [false, true]) {
        const result = await runInProcess(argv, { env: { ...env, TERM: 'xterm' }, tty });
        expect(controlsIn(result.stdout)).toEqual([]);
        expect(controlsIn(result.stderr)).toEqual([]);
        expect(`${result.stdout}${result.stderr}`).not.toMatch(/^12:00:00\.000/m);
      }
    },
  );

  it('an error quoting the service prints without its control characters', async () => {
    const env = await isolatedEnv({ TRS_BASE_URL: baseUrl, TRS_USER: 'u', TRS_PASSWORD: 'p' });
    const result = await runInProcess(['report', 'download', '0001234', '1', '-o', '-'], { env });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Refused');
    expect(controlsIn(result.stderr)).toEqual([]);
  });
});

describe('the one guard at the terminal', () => {
  it("the receiver's warnings, fields included, print as text", () => {
    const lines: string[] = [];
    const context = {
      note: (line: string) => lines.push(forTerminal(line, createStyle(true))),
      errStyle: createStyle(true),
    } as unknown as CommandContext;
    noteLogger(context).warn({ fileName: HOSTILE, applicationRef: `0001234${FAKE_LINE}` }, `refused ${HOSTILE}`);
    expect(lines).toHaveLength(1);
    expect(controlsIn(lines[0]!)).toEqual([]);
    expect(lines[0]).not.toContain('\n');
  });

  it('forTerminal keeps line breaks, tabs and, with colour on, only its own colour sequences', () => {
    const style = createStyle(true);
    const line = `${style.red('error')}\t${HOSTILE}\nnext`;
    const safe = forTerminal(line, style);
    expect(safe.startsWith('\u001b[31merror\u001b[39m\t')).toBe(true);
    expect(safe).toContain('\nnext');
    expect(controlsIn(safe)).toEqual([]);
    expect(forTerminal(line, createStyle(false))).not.toContain('\u001b');
  });
});
