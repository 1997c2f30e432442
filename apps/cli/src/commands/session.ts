// The session commands: login, logout, status and the profiles of the config file. Credentials come from flags,
// the environment or the profile and are never printed; the token is kept between invocations (api/token-store.ts).
import { createClient } from '@trs/client';
import { defineCommand } from '../command.js';
import { UsageError } from '../errors.js';
import { openSession, resolveTarget, type ApiFlags } from '../api/session.js';
import { checkProfileName, profilesPath, readProfiles, writeProfiles, type Profile } from '../api/profiles.js';
import { configFolder } from '../api/token-store.js';

interface JsonFlag {
  json?: boolean;
}

export const loginCommand = defineCommand<ApiFlags & JsonFlag>({
  path: ['login'],
  summary: 'Log in and keep the session token for the next commands',
  description:
    'Each login retires the earlier tokens of the user (provider spec 5.6). The token is kept in a file only you can read (one per profile), so later commands reuse it instead of logging in again. On a terminal without a password given, trs asks for it (nothing is echoed).',
  api: true,
  json: true,
  examples: [
    'trs login --profile sandbox',
    'TRS_BASE_URL=http://127.0.0.1:4010/v2 TRS_USER=sandbox TRS_PASSWORD=sandbox trs login',
  ],
  async run(options, context) {
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
  },
});

export const logoutCommand = defineCommand<ApiFlags>({
  path: ['logout'],
  summary: 'Forget the kept session token',
  description:
    'Removes the token file of the profile (or of the base URL and user). The service has no logout call: the token stays valid there until it expires or the next login of the user retires it.',
  api: true,
  examples: ['trs logout --profile preprod'],
  async run(options, context) {
    const target = await resolveTarget(options, context);
    const kept = await target.tokens.describe();
    await target.tokens.remove();
    context.out(
      kept
        ? `Logged out: removed the token of ${target.userName} at ${target.baseUrl} (${target.tokens.file}).`
        : `No token was kept for ${target.userName} at ${target.baseUrl}.`,
    );
  },
});

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

export const statusCommand = defineCommand<ApiFlags & JsonFlag>({
  path: ['status'],
  summary: 'Show the user, the base URL and the expiry of the kept token, and whether the service accepts it',
  description:
    'Asks the service once with the kept token (GET /Branches) and never logs in: a refused token was retired by another login of the same user (provider spec 5.6), or has expired; trs login gets a new one.',
  api: true,
  json: true,
  examples: ['trs status --profile production'],
  async run(options, context) {
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
  },
});

interface ProfileSetOptions {
  name: string;
  baseUrl?: string;
  user?: string;
  production?: boolean;
  allowInsecureHttp?: boolean;
  default?: boolean;
}

export const profileSetCommand = defineCommand<ProfileSetOptions>({
  path: ['profile', 'set'],
  summary: 'Add or change a profile: the base URL and service user of one environment',
  description:
    'Profiles live in config.json of the trs folder (0600). Section 5.1 of the provider spec issues distinct users per environment, so each environment is a profile; each has its own token file. A profile marked --production asks for --yes before a command changes data.',
  arguments: [{ name: 'name', description: 'the profile (sandbox, preprod, production, …)' }],
  options: [
    { flags: '--base-url <url>', description: 'the base address, /v2 included' },
    { flags: '--user <name>', description: 'the service user of that environment' },
    { flags: '--production', description: 'mark it production: changing calls need --yes' },
    { flags: '--no-production', description: 'unmark it' },
    { flags: '--allow-insecure-http', description: 'allow a plain http:// base URL on another machine' },
    { flags: '--default', description: 'use it when neither --profile nor TRS_PROFILE names one' },
  ],
  examples: [
    'trs profile set sandbox --base-url http://127.0.0.1:4010/v2 --user sandbox --default',
    'trs profile set production --base-url https://api.example.com/v2 --user acme-prod --production',
  ],
  async run(options, context) {
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
  },
});

export const profileListCommand = defineCommand<JsonFlag>({
  path: ['profile', 'list'],
  summary: 'List the profiles of the config file',
  json: true,
  examples: ['trs profile list'],
  async run(options, context) {
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
  },
});

export const sessionCommands = [loginCommand, logoutCommand, statusCommand, profileSetCommand, profileListCommand];
