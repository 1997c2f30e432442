// The session commands of the API from the shell (the operations are generated: src/operations/). Credentials come
// from flags, the profile or the environment and are never printed; the token is kept between invocations
// (api/token-store.ts).
import { defineCommand, type CommandContext } from '../command.js';
import { openSession, type ApiFlags } from '../api/session.js';

interface JsonFlag {
  json?: boolean;
}

function print(context: CommandContext, json: boolean | undefined, data: unknown, plain: () => void): void {
  if (json) context.json(data);
  else plain();
}

export const loginCommand = defineCommand<ApiFlags & JsonFlag>({
  path: ['login'],
  summary: 'Log in and keep the session token for the next commands',
  description:
    'Each login retires the earlier tokens of the user (provider spec 5.6). The token is kept in a file only you can read, so later commands reuse it instead of logging in again.',
  api: true,
  json: true,
  examples: ['TRS_BASE_URL=http://127.0.0.1:4010/v2 TRS_USER=sandbox TRS_PASSWORD=sandbox trs login'],
  async run(options, context) {
    const session = await openSession(options, context);
    const { expiresAt } = await session.client.login({ signal: context.signal });
    const data = {
      baseUrl: session.baseUrl,
      user: session.userName,
      expiresAt: expiresAt.toISOString(),
      tokenFile: session.tokens.file,
    };
    print(context, options.json, data, () =>
      context.out(
        `Logged in to ${session.baseUrl} as ${session.userName}; the token is valid until ${data.expiresAt} and kept in ${session.tokens.file}`,
      ),
    );
  },
});

