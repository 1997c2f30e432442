// How the local stack's activity reads at the terminal: one line per webhook request the sandbox sends and per
// event the receiver handles; the receiver's own warnings as words, not JSON.
import { printable, printableLines } from '@trs/validators';
import type { Logger } from '@trs/webhooks';
import type { RequestRecord, DeliveryRecord } from '@trs/sandbox';
import type { CommandContext } from '../command.js';
import type { HandledEvent } from './receiver.js';

export const clock = (date = new Date()) => date.toISOString().slice(11, 23);

/** The receiver's warnings and errors on stderr, as words. */
export function noteLogger(context: CommandContext): Logger {
  const line = (level: string, fields: Record<string, unknown>, message: string) => {
    const facts = Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${printable(typeof value === 'string' ? value : JSON.stringify(value))}`)
      .join(' ');
    context.note(
      `${context.errStyle.yellow(`receiver ${level}:`)} ${printableLines(message)}${facts ? ` ${context.errStyle.dim(facts)}` : ''}`,
    );
  };
  return {
    info() {},
    warn: (fields, message) => line('warning', fields, message),
    error: (fields, message) => line('error', fields, message),
  };
}

export function tenancyOf(tenancy: string | null): string {
  if (!tenancy) return '-';
  return printable(tenancy.replace(/^applicationRef:/, '').replace(/^KYCid:/, 'KYC '));
}

export function describeRequest(request: RequestRecord, delivery: DeliveryRecord): string {
  const outcome = request.status !== null ? `HTTP ${request.status}` : printable(request.message);
  const attempt = `attempt ${request.attempt}${request.try ? ` retry ${request.try}` : ''}`;
  return `${printable(delivery.label ?? 'event')} → ${printable(request.url)} ${attempt}: ${outcome} (${request.verdict}, ${Math.round(request.durationMs)} ms)`;
}

export function describeHandled(event: HandledEvent): string {
  return `handled ${printable(event.name)}  tenancy ${tenancyOf(event.tenancy)}  key ${printable(event.idempotencyKey)}`;
}
