import { createClient, type TrsClient } from '@trs/client';
import type { ExampleConfig } from './config.js';

export function createTrsClient(config: ExampleConfig): TrsClient {
  // #region client
  return createClient({
    baseUrl: config.baseUrl, // https://…/v2 at the provider; plain http is allowed for localhost only
    credentials: { userName: config.userName, password: config.password },
    // One token per service user: a second process logging in as the same user retires this one's token.
    // Share it through a token store with a login lock (tokenStore), or give each process its own user.
  });
  // #endregion client
}
