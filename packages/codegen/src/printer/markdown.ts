// Markdown pieces for generated pages (spec/GAPS.md).

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** A GitHub table; cells are escaped (pipes, line breaks); `<br>` may join lines inside a cell. */
export function markdownTable(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |\n`;
  return line(columns) + line(columns.map(() => '---')).replace(/ /g, '') + rows.map(line).join('');
}
