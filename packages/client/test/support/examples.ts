// Valid bodies and parameters, taken from the examples of the bundled contract (spec/dist/openapi.json).
import { specFile } from '@trs/testkit';
import { readFileSync } from 'node:fs';
import type { Applicant, Application, CreateTenant, RentShare } from '../../src/index.js';

export const openapi = JSON.parse(readFileSync(specFile('openapi.json'), 'utf8'));

/** Follows local $refs of the document. */
export function resolve(value: any): any {
  let current = value;
  while (current?.$ref)
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((node: any, key: string) => node[key.replace(/~1/g, '/')], openapi);
  return current;
}

const example = (name: string) => structuredClone(openapi.components.examples[name].value);

export const application: Application = example('Application');
export const applicant: Applicant = example('Applicant');
export const createTenant: CreateTenant = example('CreateTenant');
export const guarantor: Applicant = example('Guarantor');
export const rentShare: RentShare = example('RentShare');
