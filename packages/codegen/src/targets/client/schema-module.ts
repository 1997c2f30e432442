// schema.gen.ts: openapi-typescript's `paths`, `components` and one type per schema, the types openapi-fetch runs over.
import openapiTS, { astToString } from 'openapi-typescript';
import type { ContractModel } from '../../model/index.js';
import { Code, code, formatTypeScript, generatedHeader } from '../../printer/index.js';
import { OUTPUT_DIR } from './config.js';

export async function schemaModule({ sources }: Pick<ContractModel, 'sources'>): Promise<string> {
  // Given as JSON text, which openapi-typescript parses into a document of its own (it changes what it reads).
  const ast = await openapiTS(JSON.stringify(sources.openapi), {
    // A field with a default (IsApplicantFillingTheForm) stays optional in what we send.
    defaultNonNullable: false,
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
  });
  return formatTypeScript(
    code`${generatedHeader('client', 'openapi-typescript')}\n${new Code(astToString(ast))}`,
    `${OUTPUT_DIR}/schema.gen.ts`,
  );
}
