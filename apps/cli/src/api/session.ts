// The client of the API commands: base URL and user from flags or environment, the password only when a login is
// needed (flag, TRS_PASSWORD or standard input), and the token shared between invocations through the token file.
import { createClient, type TrsClient } from '@trs/client';
import type { Readable } from 'node:stream';
import type { CommandContext } from '../command.js';
import { CliError } from '../errors.js';
import { configDir, tokenStore, type TokenStore } from './token-store.js';

export interface ApiFlags {
  baseUrl?: string;
  user?: string;
  password?: string;
  passwordStdin?: boolean;
}

export interface ApiSession {
  client: TrsClient;
  baseUrl: string;
  userName: string;
  tokens: TokenStore;
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

export async function openSession(flags: ApiFlags, context: CommandContext): Promise<ApiSession> {
  const baseUrl = flags.baseUrl?.trim().replace(/\/+$/, '');
  if (!baseUrl)
    throw new CliError(
      'TRS_CLI_CREDENTIALS',
      'No base URL: pass --base-url or set TRS_BASE_URL (the provider base address with /v2; `trs sandbox` prints the local one, http://127.0.0.1:4010/v2).',
      2,
    );
  const userName = flags.user?.trim();
  if (!userName) throw new CliError('TRS_CLI_CREDENTIALS', 'No service user: pass --user or set TRS_USER.', 2);
  if (flags.passwordStdin && flags.password)
    throw new CliError(
      'TRS_CLI_CREDENTIALS',
      'Give the password one way: --password-stdin or --password/TRS_PASSWORD.',
      2,
    );
  const password = flags.passwordStdin ? await readPasswordFromStdin(context.io.stdin) : flags.password;

  const tokens = tokenStore(configDir(context.io.env), baseUrl, userName);
  const stored = await tokens.load();
  const client = createClient({
    baseUrl,
    credentials: () => {
      if (!password)
        throw new CliError(
          'TRS_CLI_CREDENTIALS',
          `A login is needed (no valid token is kept for ${userName} at ${baseUrl}) and no password was given: set TRS_PASSWORD, or pass --password-stdin.`,
          2,
        );
      return { userName, password };
    },
    ...(stored && stored.expiresAt > Date.now() ? { token: stored } : {}),
    loadToken: () => tokens.load(),
    onTokenChange: (token) => tokens.save(token),
    acquireLoginLock: (options) => tokens.acquireLoginLock(options),
  });
  return { client, baseUrl, userName, tokens };
}
