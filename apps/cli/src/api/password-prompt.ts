// The password, asked on the terminal without echo (trs login on a TTY with no password given).
import type { Readable } from 'node:stream';
import { CliError } from '../errors.js';

interface TerminalInput extends Readable {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

export function canPrompt(stdin: Readable): boolean {
  const input = stdin as TerminalInput;
  return input.isTTY === true && typeof input.setRawMode === 'function';
}

/** Reads one line from a terminal in raw mode: nothing is echoed; Backspace edits; Ctrl-C or Ctrl-D gives up. */
export function promptPassword(
  stdin: Readable,
  stderr: { write(text: string): unknown },
  prompt: string,
): Promise<string> {
  const input = stdin as TerminalInput;
  // Raw mode first, so that nothing typed ahead of the prompt is echoed.
  input.setRawMode!(true);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.removeListener('data', onData);
      input.setRawMode!(false);
      input.pause();
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of String(chunk)) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004')
          return finish(new CliError('TRS_CLI_CREDENTIALS', 'No password was typed: nothing was sent.', 2));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
    input.resume();
    stderr.write(prompt);
  });
}
