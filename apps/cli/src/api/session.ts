// The client of the API commands: base URL and user from flags, the environment or the profile, the password only
// when a login is needed (flag, TRS_PASSWORD, standard input, or asked on the terminal), and the token shared
// between invocations through the token file (one per profile, else one per base URL and user).
import { createClient, type TrsClient } from '@trs/client';
import { openJournal } from '@trs/journal';
import type { Readable } from 'node:stream';
import type { CommandContext } from '../command.js';
import { CliError } from '../errors.js';
import { journalDir } from './journal.js';
import { canPrompt, promptPassword } from './password-prompt.js';
import { selectProfile, type SelectedProfile } from './profiles.js';
import { configFolder } from './config-folder.js';
import { tokenStore, type TokenStore } from './token-store.js';

export interface ApiFlags {
  baseUrl?: string;
  user?: string;
  password?: string;
  passwordStdin?: boolean;
  profile?: string;
  allowInsecureHttp?: boolean;
}

export interface ApiSession {
  client: TrsClient;
  baseUrl: string;
  userName: string;
  tokens: TokenStore;
  profile: SelectedProfile | undefined;
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

export async function readPasswordFromStdin(stdin: Readable): Promise<string> {
  const password = (await readAll(stdin)).replace(/\r?\n$/, '');
  if (!password) throw new CliError('TRS_CLI_CREDENTIALS', '--password-stdin: standard input held no password.', 2);
  return password;
}

export interface SessionTarget {
  baseUrl: string;
  userName: string;
  profile: SelectedProfile | undefined;
  tokens: TokenStore;
}

/** Where the commands go and as whom: flags (or TRS_BASE_URL / TRS_USER) over the profile. Nothing is sent. */
export async function resolveTarget(flags: ApiFlags, context: CommandContext): Promise<SessionTarget> {
  const folder = configFolder(context.io.env);
  const profile = await selectProfile(folder, flags.profile);
  const baseUrl = (flags.baseUrl ?? profile?.profile.baseUrl)?.trim().replace(/\/+$/, '');
  if (!baseUrl)
    throw new CliError(
      'TRS_CLI_CREDENTIALS',
      `No base URL: pass --base-url or set TRS_BASE_URL (the provider base address with /v2; \`trs sandbox\` prints the local one, http://127.0.0.1:4010/v2)${profile ? `, or set it in profile ${profile.name}` : ', or use a profile (trs profile set)'}.`,
      2,
    );
  const userName = (flags.user ?? profile?.profile.user)?.trim();
  if (!userName) throw new CliError('TRS_CLI_CREDENTIALS', 'No service user: pass --user or set TRS_USER.', 2);
  context.target.baseUrl = baseUrl;
  return { baseUrl, userName, profile, tokens: tokenStore(folder.dir, baseUrl, userName, profile?.name) };
}

export async function openSession(flags: ApiFlags, context: CommandContext): Promise<ApiSession> {
  const target = await resolveTarget(flags, context);
  const { baseUrl, userName, tokens } = target;
  if (flags.passwordStdin && flags.password)
    throw new CliError(
      'TRS_CLI_CREDENTIALS',
      'Give the password one way: --password-stdin or --password/TRS_PASSWORD.',
      2,
    );
  let password = flags.passwordStdin ? await readPasswordFromStdin(context.io.stdin) : flags.password;

  const stored = await tokens.load();
  const client = createClient({
    baseUrl,
    allowInsecureHttp: flags.allowInsecureHttp === true || target.profile?.profile.allowInsecureHttp === true,
    credentials: async () => {
      if (!password && canPrompt(context.io.stdin))
        password = await promptPassword(context.io.stdin, context.io.stderr, `Password of ${userName} at ${baseUrl}: `);
      if (!password)
        throw new CliError(
          'TRS_CLI_CREDENTIALS',
          `A login is needed (no valid token is kept for ${userName} at ${baseUrl}) and no password was given: set TRS_PASSWORD, or pass --password-stdin (on a terminal, trs login asks for it).`,
          2,
        );
      return { userName, password };
    },
    ...(stored && stored.expiresAt > Date.now() ? { token: stored } : {}),
    // Every reference a command is answered is kept: the service cannot list them later (trs journal list).
    journal: await openJournal({ dir: journalDir(context.io.env) }),
    tokenStore: {
      loadToken: () => tokens.load(),
      onTokenChange: (token) => tokens.save(token),
      acquireLoginLock: (options) => tokens.acquireLoginLock(options),
    },
  });
  return { client, ...target };
}
