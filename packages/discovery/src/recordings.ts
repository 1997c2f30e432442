// The recordings read back: the proxy's `*.har` entries (their `_trs` member) and the receiver's `*.ndjson` lines, in a
// folder and in the private folder a recorder made inside a shared one (`trs-recordings`). A recording is a file on
// disk that anything may have changed: each observation is checked as it is read, and one that is not as the
// recorders write it is a RecordingError naming the file and the entry or line, never a TypeError later.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isJsonObject, listOf, TrsError, type JsonObject } from '@trs/shared';
import type { Finding, Location, Observation } from './analyze.js';
import { readHar } from './har.js';
import { PRIVATE_RECORDING_FOLDER } from './recording-folder.js';

/** A recording file that is not what the recorders write (not JSON, or an observation of another form). */
export class RecordingError extends TrsError<'TRS_INVALID_RECORDING', { file: string; where: string | null }> {
  constructor(file: string, where: string | null, problem: string) {
    super(
      'TRS_INVALID_RECORDING',
      `${file}${where ? ` (${where})` : ''}: ${problem}. Recordings are written by trs proxy and a receiver's observe: { recordTo }; remove or fix this file and run the report again.`,
      { file, where },
    );
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableObject = (value: unknown) => value === null || isJsonObject(value);

/** What a finding of each kind must hold. */
const FINDING_MEMBERS: Record<Finding['kind'], (finding: JsonObject) => boolean> = {
  'unknown-field': (f) => isString(f.pointer) && isJsonObject(f.schema),
  'unknown-code': (f) =>
    isString(f.pointer) &&
    (typeof f.value === 'number' || isString(f.value) || isJsonObject(f.value)) &&
    listOf(f.known).every(isString),
  'schema-violation': (f) => isString(f.pointer) && isString(f.rule) && isString(f.message),
  'undocumented-status': (f) =>
    Number.isInteger(f.status) && (f.contentType === null || isString(f.contentType)) && isNullableObject(f.schema),
  'undocumented-operation': (f) => isString(f.method) && isString(f.path),
  'unknown-topic': (f) => isString(f.topic),
  'unknown-message': (f) => isJsonObject(f.schema),
};

/** The observation a recorder wrote, checked; a string saying what is wrong otherwise. */
function observationOf(recorded: unknown, fallback: Location | null): Observation | string {
  if (!isJsonObject(recorded)) return 'not a JSON object';
  const location = recorded.location ?? fallback;
  if (!isJsonObject(location)) return 'no location';
  if (location.document !== 'openapi' && location.document !== 'asyncapi') return 'a location of no document';
  if (location.operationId !== undefined && !isString(location.operationId)) return 'an operationId that is no text';
  if (location.message !== undefined && !isString(location.message)) return 'a message that is no text';
  if (location.status !== undefined && !Number.isInteger(location.status)) return 'a status that is no number';
  if (!Array.isArray(recorded.findings)) return 'no list of findings';
  for (const [index, finding] of recorded.findings.entries()) {
    const check = isJsonObject(finding) ? FINDING_MEMBERS[finding.kind as Finding['kind']] : undefined;
    if (!check || !check(finding as JsonObject)) return `findings[${index}] is not a finding trs writes`;
  }
  return { location: location as unknown as Location, findings: recorded.findings as Finding[] };
}

async function readFolder(folder: string, observations: Observation[]): Promise<void> {
  for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name === PRIVATE_RECORDING_FOLDER) await readFolder(file, observations);
    if (!entry.isFile()) continue;
    if (entry.name.endsWith('.har')) {
      let entries: unknown[];
      try {
        entries = await readHar(file);
      } catch (error) {
        if (error instanceof SyntaxError) throw new RecordingError(file, null, 'is not JSON (a HAR 1.2 file)');
        throw error;
      }
      for (const [index, harEntry] of entries.entries()) {
        // Entries of another HAR writer have no `_trs`: nothing was observed there.
        const trs = isJsonObject(harEntry) ? harEntry._trs : undefined;
        if (trs === undefined) continue;
        const observation = observationOf(trs, { document: 'openapi' });
        if (typeof observation === 'string') throw new RecordingError(file, `entry ${index + 1}`, observation);
        observations.push(observation);
      }
    } else if (entry.name.endsWith('.ndjson')) {
      for (const [index, line] of (await readFile(file, 'utf8')).split('\n').entries()) {
        if (!line.trim()) continue;
        let parsed: unknown;
        try {
          parsed = JSON.parse(line);
        } catch {
          throw new RecordingError(file, `line ${index + 1}`, 'is not JSON');
        }
        const observation = observationOf(parsed, null);
        if (typeof observation === 'string') throw new RecordingError(file, `line ${index + 1}`, observation);
        observations.push(observation);
      }
    }
  }
}

/** Every observation of one or more recording folders, in file order. */
export async function readRecordings(folders: string | readonly string[]): Promise<Observation[]> {
  const observations: Observation[] = [];
  for (const folder of [folders].flat()) await readFolder(folder, observations);
  return observations;
}
