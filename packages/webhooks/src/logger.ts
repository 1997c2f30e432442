// The receiver logs through a pino-compatible object: logger.info(fields, message). Pass your own (pino works as is).

export interface Logger {
  debug?(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** Default: warnings and errors to stderr, one JSON line each; nothing at info level. */
export const defaultLogger: Logger = {
  info() {},
  warn(fields, message) {
    process.stderr.write(
      `${JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: message, ...fields })}\n`,
    );
  },
  error(fields, message) {
    process.stderr.write(
      `${JSON.stringify({ level: 'error', time: new Date().toISOString(), msg: message, ...fields })}\n`,
    );
  },
};

/** One JSON line per call on stdout (info, debug) or stderr (warn, error). */
export function jsonLogger(
  options: { level?: 'debug' | 'info' | 'warn' | 'error'; base?: Record<string, unknown> } = {},
): Logger {
  const order = { debug: 10, info: 20, warn: 30, error: 40 } as const;
  const min = order[options.level ?? 'info'];
  const line = (level: keyof typeof order, fields: Record<string, unknown>, message: string) => {
    if (order[level] < min) return;
    const text = `${JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...options.base, ...fields })}\n`;
    (order[level] >= order.warn ? process.stderr : process.stdout).write(text);
  };
  return {
    debug: (f, m) => line('debug', f, m),
    info: (f, m) => line('info', f, m),
    warn: (f, m) => line('warn', f, m),
    error: (f, m) => line('error', f, m),
  };
}

export function errorFields(error: unknown): { name: string; message: string; code?: string; stack?: string } {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return {
      name: error.name,
      message: error.message,
      ...(typeof code === 'string' ? { code } : {}),
      ...(error.stack ? { stack: error.stack } : {}),
    };
  }
  return { name: 'NonError', message: String(error) };
}
