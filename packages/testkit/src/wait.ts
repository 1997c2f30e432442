// Waiting for a condition, the one way the tests wait (test/README.md: never for a time).

/**
 * How long a test waits for a condition: longer than anything takes on a saturated 2-core machine, so only a test
 * that hangs reaches it (test/README.md: 2 to 5 minutes).
 */
export const WAIT_DEADLINE_MS = 5 * 60_000;

const POLL_MS = 25;

/**
 * Calls `check` until it returns a truthy value, and returns that value. After WAIT_DEADLINE_MS it fails with `what`
 * was awaited: a phrase ("the worker process to start"), or a function giving it at that moment (to add the output
 * of a process, say).
 */
export async function waitUntil<T>(
  check: () => T | Promise<T>,
  what: string | (() => string),
): Promise<Exclude<T, false | 0 | '' | null | undefined>> {
  const deadline = Date.now() + WAIT_DEADLINE_MS;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | 0 | '' | null | undefined>;
    if (Date.now() > deadline) {
      const awaited = typeof what === 'function' ? what() : what;
      throw new Error(`waited ${WAIT_DEADLINE_MS / 60_000} minutes for ${awaited}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
