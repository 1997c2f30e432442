// Enumerates the parts of the bundled documents that carry schemas and examples.
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export function resolveLocal(document, value) {
  let current = value;
  while (current && typeof current === 'object' && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    current = current.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((node, key) => node?.[key], document);
  }
  return current;
}

export function* operations(openapi) {
  for (const [pathTemplate, rawItem] of Object.entries(openapi.paths ?? {})) {
    const item = resolveLocal(openapi, rawItem);
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
        resolveLocal(openapi, p),
      );
      yield { pathTemplate, method, operation, parameters };
    }
  }
}

function examplesOf(document, mediaType) {
  const list = [];
  if (mediaType.example !== undefined) list.push({ name: 'example', value: mediaType.example });
  for (const [name, raw] of Object.entries(mediaType.examples ?? {})) {
    const example = resolveLocal(document, raw);
    list.push({ name, value: example.value });
  }
  return list;
}

/** Every (schema, example) pair of the OpenAPI document: request bodies, responses and parameters. */
export function* openapiExampleCases(openapi) {
  for (const { pathTemplate, method, operation, parameters } of operations(openapi)) {
    const where = `${method.toUpperCase()} ${pathTemplate}`;
    for (const parameter of parameters) {
      if (parameter.example !== undefined) {
        yield { where: `${where} parameter ${parameter.name}`, schema: parameter.schema, value: parameter.example };
      }
    }
    const body = resolveLocal(openapi, operation.requestBody);
    for (const [type, mediaType] of Object.entries(body?.content ?? {})) {
      for (const ex of examplesOf(openapi, mediaType)) {
        yield {
          where: `${where} request ${type} example ${ex.name}`,
          schema: mediaType.schema,
          value: ex.value,
          sent: true,
        };
      }
    }
    for (const [status, rawResponse] of Object.entries(operation.responses ?? {})) {
      const response = resolveLocal(openapi, rawResponse);
      for (const [type, mediaType] of Object.entries(response.content ?? {})) {
        for (const ex of examplesOf(openapi, mediaType)) {
          yield { where: `${where} ${status} ${type} example ${ex.name}`, schema: mediaType.schema, value: ex.value };
        }
      }
      for (const [name, rawHeader] of Object.entries(response.headers ?? {})) {
        const header = resolveLocal(openapi, rawHeader);
        if (header.example !== undefined) {
          yield { where: `${where} ${status} header ${name}`, schema: header.schema, value: header.example };
        }
      }
    }
  }
}

export function messages(asyncapi) {
  return Object.entries(asyncapi.components?.messages ?? {}).map(([name, raw]) => ({
    name,
    message: resolveLocal(asyncapi, raw),
  }));
}

/** Every (payload schema, example payload) pair of the AsyncAPI document. */
export function* asyncapiExampleCases(asyncapi) {
  for (const { name, message } of messages(asyncapi)) {
    for (const [index, example] of (message.examples ?? []).entries()) {
      yield {
        where: `message ${name} example ${example.name ?? index}`,
        schema: message.payload,
        value: example.payload,
      };
    }
  }
}
