// What the CLI knows of the contract, taken from the contract model when the package was built
// (scripts/bundle-contract.ts writes assets/contract.json): every webhook message with its examples, the request
// bodies of the typical sequence, the report products.
import { readFileSync } from 'node:fs';

export interface EventExample {
  name: string;
  summary: string | null;
  /** Carries fields the provider never sends, to show tolerant reading: never sent by trigger. */
  tolerantReader: boolean;
  payload: Record<string, unknown>;
}

export interface ContractEvent {
  name: string;
  title: string;
  summary: string;
  topic: string | null;
  /** Receivers record it and never handle it (the legacy report). */
  ignored: boolean;
  examples: EventExample[];
}

export interface ContractData {
  version: string;
  staticHeaderName: string;
  events: ContractEvent[];
  requests: { createTenancy: unknown; addTenant: unknown; submitTenant: unknown };
  reportTypes: Record<string, string>;
}

let loaded: ContractData | undefined;

export function contract(): ContractData {
  loaded ??= JSON.parse(readFileSync(new URL('../assets/contract.json', import.meta.url), 'utf8')) as ContractData;
  return loaded;
}

export function reportProduct(type: number | string): string {
  return contract().reportTypes[String(type)] ?? `report type ${type}`;
}
