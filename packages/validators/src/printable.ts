// Text that came from the network (a payload's fields, a server's answer, an error quoting one), made safe to print
// on a terminal: control characters are taken out, so that a value can neither move the cursor, clear or rewrite
// the screen, set the window title or a hyperlink (ESC sequences), nor reverse what follows it (bidirectional
// overrides). One rule for every package that prints such text.

/** C0 controls but tab and line feed, DEL, C1 controls, and the bidirectional marks, embeddings, overrides, isolates. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS = /[\t\n]/g;

/**
 * One value on one line: control characters removed, tabs and line breaks turned into spaces (a value cannot
 * start a line of its own that looks like the program's).
 */
export function printable(value: unknown): string {
  return String(value).replace(LINE_BREAKS, ' ').replace(CONTROL_BUT_LINES, '');
}

/** A text of several lines (a message): control characters removed, tabs and line breaks kept. */
export function printableLines(text: string): string {
  return text.replace(CONTROL_BUT_LINES, '');
}
