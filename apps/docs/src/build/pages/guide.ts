// The getting-started guide: prose from content/getting-started.md, and code only from the example files that the
// tests compile and run. A line `<<< examples/getting-started/file.ts#region` includes that region verbatim (the
// whole file without a region); every included file is also shown whole at the end of the page.
import path from 'node:path';
import type { PageContext } from '../context.js';
import { highlight } from '../highlight.js';
import { markup, raw, type Html } from '../html.js';
import { layout } from '../layout.js';
import { markdown } from '../markdown.js';

const INCLUDE = /^<<< (\S+?)(?:#([\w-]+))?\s*$/;

export interface Include {
  file: string;
  region: string | undefined;
}

/** The includes of a guide, in order. */
export function includesOf(source: string): Include[] {
  return source
    .split('\n')
    .map((line) => INCLUDE.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ file: m[1]!, region: m[2] }));
}

function sourceFigure(code: string, file: string, region: string | undefined): Html {
  const language = file.endsWith('.sh') ? 'bash' : 'typescript';
  return markup`<figure class="source" data-source="${file}"${region ? markup` data-region="${region}"` : ''}>
    <figcaption>
      <code>${path.posix.basename(file)}</code>${region ? markup` <span class="muted">· ${region}</span>` : ''}
    </figcaption>
    <pre class="code"><code class="hljs language-${language}">${raw(highlight(code, language))}</code></pre>
  </figure>`;
}

export async function guideHtml(ctx: PageContext, source: string): Promise<string> {
  const parts: Html[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (prose.length) parts.push(markdown(prose.join('\n'), ctx.from, ctx.linker));
    prose = [];
  };
  for (const line of source.split('\n')) {
    const include = INCLUDE.exec(line);
    if (!include) {
      prose.push(line);
      continue;
    }
    flush();
    parts.push(sourceFigure(await ctx.sources.include(include[1]!, include[2]), include[1]!, include[2]));
  }
  flush();
  const files = [...new Set(includesOf(source).map((i) => i.file))];
  const whole: Html[] = [];
  for (const file of files) {
    whole.push(
      markup`<details class="whole-file">
        <summary><code>${file}</code></summary>
        ${sourceFigure(await ctx.sources.include(file), file, undefined)}
      </details>`,
    );
  }
  const body = markup`<article class="guide prose">
    ${parts}
    <section id="files">
      <h2>The files, whole</h2>
      <p>
        Copy them into a project with <code>@trs/client</code> and <code>@trs/webhooks</code> installed (and
        <code>@trs/sandbox</code> to try it locally).
      </p>
      ${whole}
    </section>
  </article>`;
  return layout(ctx, { title: 'Getting started', body });
}
