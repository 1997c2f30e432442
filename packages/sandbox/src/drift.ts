// Drift mode: the sandbox differs from the contract the way a real provider might, so that what learns from an
// environment (@trs/discovery's capture proxy, the receiver's observer, the gaps report) can be tried against it.
// Off unless asked (options.drift, admin.setDrift, PUT /_sandbox/api/drift). Webhooks drift after the contract
// check, so an event the sandbox itself got wrong is still refused; the delivery log names the drift of each event.
import { isJsonObject, pointerTokens } from '@trs/shared';
import { eventValidators, type EventName } from '@trs/validators';
import { integerWithin } from './bounds.js';
import { invalidArgument } from './errors.js';
import { operations, type OperationId } from './operations.gen.js';

export interface DriftOptions {
  /** A field the contract does not name, in every application record the API answers (getApplication). */
  extraField?: { name: string; value: unknown };
  /** Every call of one operation answers a status the contract does not list, with an error body of another form. */
  undocumentedStatus?: { operationId: OperationId; status: number; body: unknown };
  /** Every document webhook (uploadPartnerDocument) carries this documentType, which the contract does not list. */
  documentType?: number;
  /** In every webhook of one message, the field at `pointer` (a JSON pointer) is sent under the name `to`. */
  renamedField?: { message: EventName; pointer: string; to: string };
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

function fieldName(value: unknown, where: string): string {
  if (typeof value !== 'string' || !FIELD_NAME.test(value))
    throw invalidArgument(
      `${where} must be a field name (letters, digits and _, up to 64), got ${JSON.stringify(value)}`,
    );
  return value;
}

function pointerSegments(pointer: unknown, where: string): string[] {
  if (typeof pointer !== 'string' || !/^(\/[^/]+)+$/.test(pointer))
    throw invalidArgument(`${where} must be a JSON pointer to a field, such as /data/applicantRef`);
  return pointerTokens(pointer);
}

/** The drift asked for, checked: a ConfigError-like invalidArgument naming the field otherwise. */
export function checkDrift(value: unknown): DriftOptions {
  if (!isJsonObject(value)) throw invalidArgument('drift must be an object ({ extraField?, undocumentedStatus?, … })');
  const known = ['extraField', 'undocumentedStatus', 'documentType', 'renamedField'];
  for (const key of Object.keys(value))
    if (!known.includes(key)) throw invalidArgument(`drift.${key} is not a drift (${known.join(', ')})`);
  const drift: DriftOptions = {};
  if (value.extraField !== undefined) {
    const extra = value.extraField;
    if (!isJsonObject(extra) || !('value' in extra)) throw invalidArgument('drift.extraField must be { name, value }');
    drift.extraField = { name: fieldName(extra.name, 'drift.extraField.name'), value: extra.value };
  }
  if (value.undocumentedStatus !== undefined) {
    const answer = value.undocumentedStatus;
    if (!isJsonObject(answer)) throw invalidArgument('drift.undocumentedStatus must be { operationId, status, body }');
    const operationId = answer.operationId;
    if (typeof operationId !== 'string' || !(operationId in operations))
      throw invalidArgument(
        `drift.undocumentedStatus.operationId: ${JSON.stringify(operationId)} is not an operationId of the contract`,
      );
    const status = integerWithin(answer.status, 'drift.undocumentedStatus.status', 200, 599, 'an HTTP status');
    drift.undocumentedStatus = { operationId: operationId as OperationId, status, body: answer.body ?? null };
  }
  if (value.documentType !== undefined)
    drift.documentType = integerWithin(value.documentType, 'drift.documentType', 0, 1_000_000, 'a whole number');
  if (value.renamedField !== undefined) {
    const renamed = value.renamedField;
    if (!isJsonObject(renamed)) throw invalidArgument('drift.renamedField must be { message, pointer, to }');
    if (typeof renamed.message !== 'string' || !Object.hasOwn(eventValidators, renamed.message))
      throw invalidArgument(`drift.renamedField.message: ${JSON.stringify(renamed.message)} is not a message name`);
    pointerSegments(renamed.pointer, 'drift.renamedField.pointer');
    drift.renamedField = {
      message: renamed.message as EventName,
      pointer: renamed.pointer as string,
      to: fieldName(renamed.to, 'drift.renamedField.to'),
    };
  }
  return drift;
}

/** The drift in force, changed by the admin API while the sandbox runs. */
export class Drift {
  private current: DriftOptions = {};

  constructor(initial?: DriftOptions) {
    if (initial) this.set(initial);
  }

  /** Replaces the drift in force ({} or null: none). */
  set(value: DriftOptions | null): DriftOptions {
    this.current = value === null ? {} : checkDrift(value);
    return this.get();
  }

  get(): DriftOptions {
    return structuredClone(this.current);
  }

  /** The answer an operation gives instead of its own, when it drifts to an undocumented status. */
  undocumentedAnswer(operationId: string): { status: number; body: unknown } | null {
    const answer = this.current.undocumentedStatus;
    return answer && answer.operationId === operationId ? { status: answer.status, body: answer.body } : null;
  }

  /** An answer's JSON as the drifting provider sends it. */
  answer(operationId: string, json: unknown): unknown {
    const extra = this.current.extraField;
    if (!extra || operationId !== 'getApplication' || !isJsonObject(json)) return json;
    return { ...json, [extra.name]: structuredClone(extra.value) };
  }

  /** A webhook as the drifting provider sends it, and the drifts applied (none: the payload itself). */
  payload(name: EventName, payload: Record<string, unknown>): { payload: Record<string, unknown>; drifts: string[] } {
    const { documentType, renamedField } = this.current;
    const drifts: string[] = [];
    let sent = payload;
    if (documentType !== undefined && name === 'uploadPartnerDocument' && isJsonObject(payload.data)) {
      sent = { ...sent, data: { ...payload.data, documentType } };
      drifts.push(`documentType ${documentType}`);
    }
    if (renamedField && renamedField.message === name) {
      const renamed = renameAt(sent, pointerSegments(renamedField.pointer, 'pointer'), renamedField.to);
      if (renamed) {
        sent = renamed;
        drifts.push(`${renamedField.pointer} sent as ${renamedField.to}`);
      }
    }
    return { payload: sent, drifts };
  }
}

/** A copy of `value` with the field at `path` under the name `to`; null when there is no such field. */
function renameAt(value: Record<string, unknown>, path: string[], to: string): Record<string, unknown> | null {
  const [head, ...rest] = path as [string, ...string[]];
  if (!Object.hasOwn(value, head)) return null;
  if (!rest.length) {
    const entries = Object.entries(value).map(([key, v]) => [key === head ? to : key, v] as const);
    return Object.fromEntries(entries);
  }
  const inner = value[head];
  if (!isJsonObject(inner)) return null;
  const renamed = renameAt(inner, rest, to);
  return renamed ? { ...value, [head]: renamed } : null;
}
