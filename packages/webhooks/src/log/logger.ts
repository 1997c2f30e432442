// The receiver logs through a pino-compatible object: logger.info(fields, message). Pass your own (pino works as is):
// the receiver hands it bounded fields (boundedLogger); its own loggers write lines of at most 8 KiB.
import { boundedFields, boundedLogLine, boundedMessage } from './log-bounds.js';

export interface Logger {
  debug?(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** Default: warnings and errors to stderr, one JSON line each (at most 8 KiB); nothing at info level. */
export const defaultLogger: Logger = {
  info() {},
  warn: (fields, message) => void process.stderr.write(boundedLogLine('warn', fields, message)),
  error: (fields, message) => void process.stderr.write(boundedLogLine('error', fields, message)),
};

/** One JSON line (at most 8 KiB) per call on stdout (info, debug) or stderr (warn, error). */
export function jsonLogger(
  options: { level?: 'debug' | 'info' | 'warn' | 'error'; base?: Record<string, unknown> } = {},
): Logger {
  const order = { debug: 10, info: 20, warn: 30, error: 40 } as const;
  const min = order[options.level ?? 'info'];
  const line = (level: keyof typeof order, fields: Record<string, unknown>, message: string) => {
    if (order[level] < min) return;
    (order[level] >= order.warn ? process.stderr : process.stdout).write(
      boundedLogLine(level, fields, message, options.base),
    );
  };
  return {
    debug: (f, m) => line('debug', f, m),
    info: (f, m) => line('info', f, m),
    warn: (f, m) => line('warn', f, m),
    error: (f, m) => line('error', f, m),
  };
}

/** Any logger, given only bounded fields and messages (a line of at most 8 KiB, whatever a payload holds). */
export function boundedLogger(logger: Logger): Logger {
  const bound = (level: keyof Logger) => (fields: Record<string, unknown>, message: string) =>
    logger[level]?.(boundedFields(fields), boundedMessage(message));
  return { debug: bound('debug'), info: bound('info'), warn: bound('warn'), error: bound('error') };
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
