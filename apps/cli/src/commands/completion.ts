// `trs completion bash|zsh|fish`: a completion script made from the command table (the words of every command and
// group, and each command's options), so that it never lags behind the commands.
import { Option } from 'commander';
import { defineCommand, type CommandDefinition } from '../command.js';
import { UsageError } from '../errors.js';

interface Node {
  words: string[];
  summary: string;
  children: Map<string, Node>;
  options: string[];
}

const GLOBAL = ['--help', '--version'];
const API_FLAGS = ['--base-url', '--user', '--password', '--password-stdin', '--profile', '--allow-insecure-http'];

function tree(commands: readonly CommandDefinition[], summaries: ReadonlyMap<string, string>): Node {
  const root: Node = { words: [], summary: '', children: new Map(), options: GLOBAL };
  for (const command of commands) {
    let node = root;
    command.path.forEach((word, index) => {
      const words = command.path.slice(0, index + 1);
      let child = node.children.get(word);
      if (!child) {
        child = { words, summary: summaries.get(words.join(' ')) ?? '', children: new Map(), options: ['--help'] };
        node.children.set(word, child);
      }
      node = child;
    });
    node.summary = command.summary;
    node.options = [
      ...(command.options ?? []).flatMap((o) => {
        const option = new Option(o.flags);
        return [option.long, option.short].filter((f): f is string => Boolean(f));
      }),
      ...(command.json ? ['--json'] : []),
      ...(command.api ? API_FLAGS : []),
      '--help',
    ];
  }
  return root;
}

function nodes(node: Node): Node[] {
  return [node, ...[...node.children.values()].flatMap(nodes)];
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function bash(root: Node): string {
  const entries = nodes(root).map(
    (n) => `  [${quote(['trs', ...n.words].join(' '))}]=${quote([...n.children.keys(), ...n.options].join(' '))}`,
  );
  return `# trs completion for bash (trs completion bash > ~/.local/share/bash-completion/completions/trs)
declare -gA _trs_words=(
${entries.join('\n')}
)
_trs() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path=trs word i
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    [[ "$word" == -* ]] && continue
    if [[ -n "\${_trs_words["$path $word"]+set}" ]]; then path="$path $word"; fi
  done
  local IFS=$' \\t\\n'
  COMPREPLY=($(compgen -W "\${_trs_words["$path"]}" -- "$cur"))
}
complete -o default -F _trs trs
`;
}

function zsh(root: Node): string {
  return `#compdef trs
# trs completion for zsh (trs completion zsh > "\${fpath[1]}/_trs"), through zsh's bash completion support
autoload -U +X bashcompinit && bashcompinit
${bash(root).split('\n').slice(1).join('\n')}`;
}

function fish(root: Node): string {
  const lines = [
    '# trs completion for fish (trs completion fish > ~/.config/fish/completions/trs.fish)',
    'complete -c trs -f',
  ];
  for (const node of nodes(root)) {
    const condition = node.words.length
      ? node.words.map((w) => `__fish_seen_subcommand_from ${w}`).join('; and ')
      : '__fish_use_subcommand';
    const children = [...node.children.keys()];
    const guard =
      children.length && node.words.length
        ? `${condition}; and not __fish_seen_subcommand_from ${children.join(' ')}`
        : condition;
    for (const child of node.children.values())
      lines.push(`complete -c trs -n ${quote(guard)} -a ${quote(child.words.at(-1)!)} -d ${quote(child.summary)}`);
    if (node.words.length && !children.length)
      for (const option of node.options.filter((o) => o.startsWith('--')))
        lines.push(`complete -c trs -n ${quote(condition)} -l ${option.slice(2)}`);
  }
  return `${lines.join('\n')}\n`;
}

const SHELLS = { bash, zsh, fish } as const;

/** The completion command needs the whole table; commands/index.ts hands it over (no import cycle). */
export function completionCommand(
  all: () => readonly CommandDefinition[],
  groups: () => readonly { path: readonly string[]; summary: string }[],
): CommandDefinition<{ shell: keyof typeof SHELLS }> {
  return defineCommand({
    path: ['completion'],
    summary: 'Print a completion script for bash, zsh or fish',
    description:
      'Completes the commands, their words and options. Load it in the shell, or write it where the shell looks.',
    arguments: [{ name: 'shell', description: 'bash, zsh or fish' }],
    examples: ['source <(trs completion bash)', 'trs completion fish > ~/.config/fish/completions/trs.fish'],
    run(options, context) {
      // own keys only: "toString" or "constructor" is no shell
      const render = Object.hasOwn(SHELLS, options.shell) ? SHELLS[options.shell] : undefined;
      if (!render)
        throw new UsageError(`trs completion takes bash, zsh or fish, got ${JSON.stringify(options.shell)}.`);
      const summaries = new Map(groups().map((g) => [g.path.join(' '), g.summary]));
      context.io.stdout.write(render(tree(all(), summaries)));
    },
  });
}
