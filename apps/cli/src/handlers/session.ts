// The handlers of the session commands (commands/session.ts), loaded when one runs.
import { createClient } from '@trs/client';
import type { CommandContext } from '../command.js';
import { UsageError } from '../errors.js';
import { openSession, resolveTarget, type ApiFlags } from '../api/session.js';
import { checkProfileName, profilesPath, readProfiles, writeProfiles, type Profile } from '../api/profiles.js';
import { configFolder } from '../api/config-folder.js';

export interface JsonFlag {
  json?: boolean;
}

export interface ProfileSetOptions {
  name: string;
  baseUrl?: string;
  user?: string;
  production?: boolean;
  allowInsecureHttp?: boolean;
  default?: boolean;
}

/** Thrown instead of logging in, so that status never logs in on its own (a login would retire other sessions). */
const REFUSED = 'trs status: the kept token was refused';
class TokenRefused extends Error {
  constructor() {
    super(REFUSED);
  }
}

/** The service answered 401 to the kept token: the client asked for credentials (or gave up on its auth). */
function refusedToken(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  if (error.message.includes(REFUSED)) return true;
  return refusedToken(error.cause, depth + 1);
}

export async function login(options: ApiFlags & JsonFlag, context: CommandContext): Promise<number | void> {
  const session = await openSession(options, context);
  const { expiresAt } = await session.client.login({ signal: context.signal });
  const data = {
    profile: session.profile?.name ?? null,
    baseUrl: session.baseUrl,
    user: session.userName,
    expiresAt: expiresAt.toISOString(),
    tokenFile: session.tokens.file,
  };
  if (options.json) return context.json(data);
  context.out(
    `Logged in to ${session.baseUrl} as ${session.userName}; the token is valid until ${data.expiresAt} and kept in ${session.tokens.file}`,
  );
}

export async function logout(options: ApiFlags, context: CommandContext): Promise<number | void> {
  const target = await resolveTarget(options, context);
  const kept = await target.tokens.describe();
  await target.tokens.remove();
  context.out(
    kept
      ? `Logged out: removed the token of ${target.userName} at ${target.baseUrl} (${target.tokens.file}).`
      : `No token was kept for ${target.userName} at ${target.baseUrl}.`,
  );
}

export async function status(options: ApiFlags & JsonFlag, context: CommandContext): Promise<number | void> {
  const target = await resolveTarget(options, context);
  const kept = await target.tokens.describe();
  const now = Date.now();
  let state: 'none' | 'expired' | 'accepted' | 'refused' = 'none';
  if (kept && kept.expiresAt <= now) state = 'expired';
  else if (kept) {
    const stored = (await target.tokens.load())!;
    const client = createClient({
      baseUrl: target.baseUrl,
      allowInsecureHttp: options.allowInsecureHttp === true || target.profile?.profile.allowInsecureHttp === true,
      token: stored,
      credentials: () => {
        throw new TokenRefused();
      },
      retry: { retries: 0 },
    });
    try {
      await client.listBranches({ signal: context.signal });
      state = 'accepted';
    } catch (error) {
      if (!refusedToken(error)) throw error;
      state = 'refused';
    }
  }
  const data = {
    profile: target.profile?.name ?? null,
    production: target.profile?.profile.production === true,
    baseUrl: target.baseUrl,
    user: target.userName,
    token: state,
    expiresAt: kept ? new Date(kept.expiresAt).toISOString() : null,
    tokenFile: target.tokens.file,
  };
  if (options.json) return context.json(data);
  const { style } = context;
  context.out(`Profile     ${data.profile ?? '(none)'}${data.production ? `  ${style.red('production')}` : ''}`);
  context.out(`Base URL    ${data.baseUrl}`);
  context.out(`User        ${data.user}`);
  const line = {
    none: 'none kept: the next command logs in (trs login)',
    expired: `expired at ${data.expiresAt}: the next command logs in again`,
    accepted: `valid until ${data.expiresAt}; the service accepts it`,
    refused: `refused by the service: it was retired by another login of the same user (each login retires the earlier tokens, provider spec 5.6), or it expired early. trs login gets a new one, and retires the other session's in turn: use one user per integration.`,
  }[state];
  context.out(`Token       ${line}`);
  return state === 'refused' ? 1 : 0;
}

export async function setProfile(options: ProfileSetOptions, context: CommandContext): Promise<number | void> {
  const name = checkProfileName(options.name);
  const folder = configFolder(context.io.env);
  const file = await readProfiles(folder);
  const profile: Profile = { ...file.profiles[name] };
  if (options.baseUrl !== undefined) {
    if (!/^https?:\/\/[^/\s]+/.test(options.baseUrl))
      throw new UsageError(`--base-url must be an http:// or https:// URL, got ${JSON.stringify(options.baseUrl)}.`);
    profile.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }
  if (options.user !== undefined) profile.user = options.user;
  if (options.production !== undefined) profile.production = options.production;
  if (options.allowInsecureHttp) profile.allowInsecureHttp = true;
  file.profiles[name] = profile;
  if (options.default) file.defaultProfile = name;
  const written = await writeProfiles(folder, file);
  context.out(
    `Profile ${name}: ${profile.user ?? '(no user)'} at ${profile.baseUrl ?? '(no base URL)'}${profile.production ? ', production' : ''}${file.defaultProfile === name ? ', the default' : ''} (${written})`,
  );
}

export async function listProfiles(options: JsonFlag, context: CommandContext): Promise<number | void> {
  const folder = configFolder(context.io.env);
  const file = await readProfiles(folder);
  if (options.json) return context.json(file);
  const names = Object.keys(file.profiles);
  if (!names.length)
    context.note(`No profiles yet (${profilesPath(folder.dir)}): trs profile set NAME --base-url URL --user NAME.`);
  for (const name of names) {
    const p = file.profiles[name]!;
    context.out(
      `${name === file.defaultProfile ? '*' : ' '} ${name}\t${p.user ?? '-'}\t${p.baseUrl ?? '-'}${p.production ? '\tproduction' : ''}`,
    );
  }
}
