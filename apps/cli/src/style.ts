// Colour for people, plain text for pipes: ANSI colour only when the stream is a terminal, never with NO_COLOR
// (no-color.org: set and not empty) or TERM=dumb.
import { printableLines } from '@trs/validators';
import type { OutputStream } from './io.js';

export interface Style {
  readonly enabled: boolean;
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
}

export function colourAllowed(stream: OutputStream, env: Record<string, string | undefined>): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

const wrap = (enabled: boolean, open: number, close: number) => (text: string) =>
  enabled ? `\u001b[${open}m${text}\u001b[${close}m` : text;

/** The colour sequences createStyle writes, and only those. */
// eslint-disable-next-line no-control-regex -- ESC starts the colour sequences this matches
const OWN_SEQUENCES = /(\u001b\[(?:1|2|22|31|32|33|36|39)m)/;

/**
 * A line for the terminal: every control character is taken out but line breaks, tabs and, when colour is on, the
 * colour sequences of this style. The last guard: values from the network are made printable where they are put
 * into a line (printable of @trs/validators), and nothing else can reach the terminal raw.
 */
export function forTerminal(line: string, style: Style): string {
  if (!style.enabled) return printableLines(line);
  return line
    .split(OWN_SEQUENCES)
    .map((part, index) => (index % 2 === 1 ? part : printableLines(part)))
    .join('');
}

export function createStyle(enabled: boolean): Style {
  return {
    enabled,
    bold: wrap(enabled, 1, 22),
    dim: wrap(enabled, 2, 22),
    red: wrap(enabled, 31, 39),
    green: wrap(enabled, 32, 39),
    yellow: wrap(enabled, 33, 39),
    cyan: wrap(enabled, 36, 39),
  };
}
