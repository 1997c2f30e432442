// The contract model as the pages read it: the site renders @trs/codegen's ContractModel directly (built from
// spec/dist at build time, never stored as another copy). These are the few readings the pages need that the model
// does not hold as members: a parameter's rule in words, the schema components a body uses, and how the provider
// sends a field of an event.
import type { ContractModel, JsonSchema, Parameter, SentFields } from '@trs/codegen';

/** The model the site is built from: the contract in spec/dist (or the installed @trs/spec), read by loadModel(). */
export async function contractModel(): Promise<ContractModel> {
  // Imported when the site is built, so that serving a built site needs no contract model (nor a TypeScript loader).
  const { loadModel } = await import('@trs/codegen');
  return loadModel();
}

/** A parameter's type and rule: its path rule when it has one, else its schema's type. */
export function parameterRule(parameter: Parameter): {
  type: string;
  component: string | null;
  format: string | null;
  pattern: string | null;
} {
  const { rule, schema } = parameter;
  return {
    type: rule?.type ?? (typeof schema.type === 'string' ? schema.type : 'string'),
    component: rule?.component ?? null,
    format: rule?.format ?? null,
    pattern: rule?.pattern ?? null,
  };
}

/** How the provider sends a field of an event (its x-sent-fields). */
export interface SentAs {
  /** Every payload of the event carries it. */
  readonly always: boolean;
  /** The condition under which it is carried, in words; null: always, or a condition the payload does not show. */
  readonly when: string | null;
  /** The provider may leave it out even when the condition holds. */
  readonly may: boolean;
  /** Why, with the provider spec's section (conditional fields). */
  readonly because: string | null;
}

/** How the provider sends the field at `pointer`; null when the provider spec does not name it for the event. */
export function sentAs(sent: SentFields, pointer: string): SentAs | null {
  if (sent.always.includes(pointer)) return { always: true, when: null, may: false, because: null };
  const group = sent.conditional.find((g) => g.fields.includes(pointer));
  return group ? { always: false, when: group.whenWords, may: group.may, because: group.because } : null;
}

const COMPONENT = '#/components/schemas/';

/** Every schema component a body or payload uses, through references at any depth, sorted. */
export function componentsOf(schema: JsonSchema | null, schemas: Readonly<Record<string, JsonSchema>>): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const ref = (node as JsonSchema).$ref;
    if (typeof ref === 'string' && ref.startsWith(COMPONENT)) {
      const name = decodeURIComponent(ref.slice(COMPONENT.length));
      if (!found.has(name)) {
        found.add(name);
        visit(schemas[name]);
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(schema);
  return [...found].sort();
}
