// What `pnpm contract:check` does once src/cli.ts has found its arguments good: run every check, print the Markdown
// summary, write the files asked for; resolves with the exit code. The checks are imported on first use, so that the
// usage message and a usage error do not load Redocly, Spectral, the AsyncAPI parser and the generator (seconds).
// The import is here rather than in cli.ts: tsx cannot parse a dynamic import in a file that starts with a shebang.
import { writeFile } from 'node:fs/promises';

export interface CommandOptions {
  base?: string;
  output?: string;
  json?: string;
}

export async function checkCommand(values: CommandOptions): Promise<number> {
  const [{ runContractCheck }, { renderMarkdown }] = await Promise.all([import('./run.js'), import('./report.js')]);
  const result = await runContractCheck({
    ...(values.base ? { base: values.base } : {}),
    onStep: (name) => process.stderr.write(`contract:check: ${name.replace(/`/g, '')}\n`),
  });
  const markdown = renderMarkdown(result);
  process.stdout.write(markdown);
  if (values.output) await writeFile(values.output, markdown);
  if (values.json) await writeFile(values.json, `${JSON.stringify(result, null, 2)}\n`);
  return result.ok ? 0 : 1;
}
