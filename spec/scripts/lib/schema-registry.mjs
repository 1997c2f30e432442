// Compiles the schemas of a bundled OpenAPI or AsyncAPI document with ajv, strict mode on.
// Bundled documents point at '#/components/schemas/Name'; each component is registered under its own $id so
// that any schema cut out of the document (a media type, a message payload) compiles on its own.
import AjvDraft07 from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { closeObjects } from './strict-writer.mjs';

const SCHEMA_BASE = 'https://trs.invalid/schemas/';
const ANNOTATIONS = [
  'example',
  'x-codes',
  'x-codes-complete',
  'x-gap',
  'x-assumption',
  'x-ignored',
  'x-typed-required',
];

export function componentSchemaId(name, { closed = false } = {}) {
  return `${SCHEMA_BASE}${closed ? 'closed/' : ''}${encodeURIComponent(name)}`;
}

const COMPONENT_PREFIX = '#/components/schemas/';
const componentName = (ref) => decodeURIComponent(ref.slice(COMPONENT_PREFIX.length));

/** The strict-writer form of a schema cut out of the document: objects closed, refs to closed components. */
export function closedSchema(document, schema) {
  const resolveRef = (ref) => document.components.schemas[componentName(ref)];
  const refTarget = (ref) =>
    ref.startsWith(COMPONENT_PREFIX) ? componentSchemaId(componentName(ref), { closed: true }) : ref;
  return closeObjects(schema, resolveRef, refTarget);
}

/** Deep copy with component refs rewritten to registry ids. */
export function rewriteRefs(schema) {
  if (Array.isArray(schema)) return schema.map(rewriteRefs);
  if (schema === null || typeof schema !== 'object') return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
      out[key] = componentSchemaId(decodeURIComponent(value.slice('#/components/schemas/'.length)));
    } else {
      out[key] = rewriteRefs(value);
    }
  }
  return out;
}

function collectExtensionKeywords(value, found = new Set()) {
  if (Array.isArray(value)) value.forEach((v) => collectExtensionKeywords(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key.startsWith('x-')) found.add(key);
      collectExtensionKeywords(v, found);
    }
  }
  return found;
}

// strictRequired is off because the contract composes objects with allOf: a message requires applicationRef
// that its EventMetadata base defines, which that check cannot see. Every other strict check stays on.
// The contract uses only the common subset of draft-07 and 2020-12, so either engine accepts it; draft-07 code is
// smaller and faster to load because it does not track evaluated properties for unevaluated*.
export function createAjv(document, options = {}, { dialect = '2020-12' } = {}) {
  const Engine = dialect === 'draft-07' ? (AjvDraft07.default ?? AjvDraft07) : (Ajv2020.default ?? Ajv2020);
  const ajv = new Engine({ strict: true, strictRequired: false, allErrors: true, allowUnionTypes: true, ...options });
  addFormats(ajv);
  const keywords = new Set([...ANNOTATIONS, ...collectExtensionKeywords(document)]);
  ajv.addVocabulary([...keywords]);
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    ajv.addSchema({ ...rewriteRefs(schema), $id: componentSchemaId(name) });
    ajv.addSchema({ ...closedSchema(document, schema), $id: componentSchemaId(name, { closed: true }) });
  }
  return ajv;
}
