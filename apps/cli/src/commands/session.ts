// The session commands: login, logout, status and the profiles of the config file. Credentials come from flags,
// the environment or the profile and are never printed; the token is kept between invocations (api/token-store.ts).
import type { ApiFlags } from '../api/session.js';
import { defineCommand } from '../command.js';
import type { JsonFlag, ProfileSetOptions } from '../handlers/session.js';

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
  run: async (options, context) => (await import('../handlers/session.js')).login(options, context),
});

export const logoutCommand = defineCommand<ApiFlags>({
  path: ['logout'],
  summary: 'Forget the kept session token',
  description:
    'Removes the token file of the profile (or of the base URL and user). The service has no logout call: the token stays valid there until it expires or the next login of the user retires it.',
  api: true,
  examples: ['trs logout --profile preprod'],
  run: async (options, context) => (await import('../handlers/session.js')).logout(options, context),
});

export const statusCommand = defineCommand<ApiFlags & JsonFlag>({
  path: ['status'],
  summary: 'Show the user, the base URL and the expiry of the kept token, and whether the service accepts it',
  description:
    'Asks the service once with the kept token (GET /Branches) and never logs in: a refused token was retired by another login of the same user (provider spec 5.6), or has expired; trs login gets a new one.',
  api: true,
  json: true,
  examples: ['trs status --profile production'],
  run: async (options, context) => (await import('../handlers/session.js')).status(options, context),
});

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
  run: async (options, context) => (await import('../handlers/session.js')).setProfile(options, context),
});

export const profileListCommand = defineCommand<JsonFlag>({
  path: ['profile', 'list'],
  summary: 'List the profiles of the config file',
  json: true,
  examples: ['trs profile list'],
  run: async (options, context) => (await import('../handlers/session.js')).listProfiles(options, context),
});

export const sessionCommands = [loginCommand, logoutCommand, statusCommand, profileSetCommand, profileListCommand];
