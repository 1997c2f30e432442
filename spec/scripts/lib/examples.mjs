// Validates every example of both bundled documents against its own schema. The AsyncAPI tools do not check
// v3 message examples, so without this a wrong example would pass. Request examples are checked as the strict
// writer sends them (objects closed), so a misspelt field name in an example fails.
import { closedSchema, createAjv, rewriteRefs } from './schema-registry.mjs';
import { asyncapiExampleCases, messages, openapiExampleCases } from './walk.mjs';

function check(document, cases) {
  const ajv = createAjv(document);
  const failures = [];
  let checked = 0;
  for (const { where, schema, value, sent } of cases) {
    if (!schema) continue;
    checked += 1;
    let validate;
    try {
      validate = ajv.compile(sent ? closedSchema(document, schema) : rewriteRefs(schema));
    } catch (error) {
      failures.push(`${where}: schema does not compile: ${error.message}`);
      continue;
    }
    if (!validate(value)) {
      const details = validate.errors.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      failures.push(`${where}: ${details}`);
    }
  }
  return { checked, failures };
}

export function validateOpenapiExamples(openapi) {
  return check(openapi, openapiExampleCases(openapi));
}

export function validateAsyncapiExamples(asyncapi, { minimumPerMessage = 2 } = {}) {
  const result = check(asyncapi, asyncapiExampleCases(asyncapi));
  for (const { name, message } of messages(asyncapi)) {
    const count = (message.examples ?? []).length;
    if (count < minimumPerMessage)
      result.failures.push(`message ${name}: ${count} example(s), at least ${minimumPerMessage} needed`);
  }
  return result;
}
