// The CLI reference: every command of `trs` with its arguments, options and description, read from the command
// tree the CLI itself runs (commandTree() of @trs/cli), so the page lists exactly what `trs --help` lists.
import { commandTree } from '@trs/cli';
import type { PageContext } from '../context.js';
import { markup, type Html } from '../html.js';
import { layout } from '../layout.js';

type Command = ReturnType<typeof commandTree>;

/** The anchor of a command on the CLI page: `cli-tenancy-create`. */
export const cliAnchor = (words: readonly string[]) => ['cli', ...words].join('-');

interface Entry {
  words: string[];
  command: Command;
}

function entries(command: Command, words: string[] = []): Entry[] {
  return command.commands.flatMap((sub) => {
    const path = [...words, sub.name()];
    return [{ words: path, command: sub }, ...entries(sub, path)];
  });
}

function usage(entry: Entry): string {
  const args = entry.command.registeredArguments.map((a) => {
    const name = `${a.name()}${a.variadic ? '…' : ''}`;
    return a.required ? `<${name}>` : `[${name}]`;
  });
  const options = entry.command.options.length ? ['[options]'] : [];
  const sub = entry.command.commands.length ? ['<command>'] : [];
  return ['trs', ...entry.words, ...sub, ...args, ...options].join(' ');
}

function paragraphs(text: string): Html {
  return markup`${text
    .split(/\n\s*\n/)
    .filter((p) => p.trim())
    .map((p) => markup`<p>${p.trim()}</p>`)}`;
}

function commandSection(entry: Entry): Html {
  const { command } = entry;
  const args = command.registeredArguments;
  const options = command.options.filter((o) => !o.hidden);
  return markup`<section class="cli-command" id="${cliAnchor(entry.words)}" data-command="${entry.words.join(' ')}">
    <h2><code>trs ${entry.words.join(' ')}</code></h2>
    <pre class="code"><code>${usage(entry)}</code></pre>
    ${paragraphs(command.description())}
    ${
      command.commands.length
        ? markup`<ul class="link-list">
            ${command.commands.map(
              (sub) =>
                markup`<li>
                  <a href="#${cliAnchor([...entry.words, sub.name()])}"><code>${sub.name()}</code></a>
                  <span class="muted">${sub.description().split('\n')[0]}</span>
                </li>`,
            )}
          </ul>`
        : ''
    }
    ${
      args.length
        ? markup`<table class="table cli-arguments">
            <thead>
              <tr>
                <th>Argument</th>
                <th>Description</th>
              </tr>
            </thead>
            <tbody>
              ${args.map(
                (a) =>
                  markup`<tr>
                    <td>
                      <code>${a.name()}</code>${a.required ? markup` <span class="badge badge-required">required</span>` : ''}
                    </td>
                    <td>${a.description}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : ''
    }
    ${
      options.length
        ? markup`<table class="table cli-options">
            <thead>
              <tr>
                <th>Option</th>
                <th>Description</th>
              </tr>
            </thead>
            <tbody>
              ${options.map(
                (o) =>
                  markup`<tr>
                    <td><code>${o.flags}</code></td>
                    <td>
                      ${o.description}${o.defaultValue !== undefined && o.defaultValue !== false ? markup` <span class="muted">(default <code>${String(o.defaultValue)}</code>)</span>` : ''}${o.envVar ? markup` <span class="muted">(env <code>${o.envVar}</code>)</span>` : ''}
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : ''
    }
  </section>`;
}

export function cliHtml(ctx: PageContext, tree: Command = commandTree()): string {
  const all = entries(tree);
  const body = markup`<article class="reference cli-reference">
    <header class="page-head">
      <h1>CLI reference</h1>
      <p>
        Every command of <code>trs</code> (<code>@trs/cli</code>), generated from the command tree the CLI runs: the same
        words, arguments and options as <code>trs --help</code>. The partner API's operations are generated from the
        contract's operations table; each operation page shows its command beside curl and <code>@trs/client</code>.
      </p>
      ${paragraphs(tree.description())}
    </header>
    <nav aria-label="Commands">
      <ul class="link-list">
        ${all.map((e) => markup`<li><a href="#${cliAnchor(e.words)}"><code>trs ${e.words.join(' ')}</code></a></li>`)}
      </ul>
    </nav>
    ${all.map(commandSection)}
  </article>`;
  return layout(ctx, { title: 'CLI reference', description: 'Every command of trs', body });
}
