// printable / printableLines: what the network sent, safe to print on a terminal.
import { describe, expect, it } from 'vitest';
import { printable, printableLines } from '../src/index.js';

describe('printable', () => {
  it.each([
    ['clear screen and colour', '\u001b[2J\u001b[31m0001234', '[2J[31m0001234'],
    ['window title with a bell', '\u001b]0;owned\u0007ref', ']0;ownedref'],
    ['C1 control sequence introducer', '\u009b2Jref', '2Jref'],
    ['a line break and a tab', 'ref\nforged line\tx', 'ref forged line x'],
    ['carriage return and DEL', 'ref\rover\u007f', 'refover'],
    ['bidirectional override and isolate', 'invoice\u202efdp.exe\u2066', 'invoicefdp.exe'],
    ['plain text, accents and emoji', 'Zoë Ørsted 🏠', 'Zoë Ørsted 🏠'],
  ])('%s', (_name, given, shown) => {
    expect(printable(given)).toBe(shown);
  });

  it('prints any value as text', () => {
    expect(printable(42)).toBe('42');
    expect(printable(null)).toBe('null');
  });

  it('printableLines keeps line breaks and tabs, and takes out the rest', () => {
    expect(printableLines('line one\n\tline \u001b[1Atwo\u0007')).toBe('line one\n\tline [1Atwo');
  });
});
