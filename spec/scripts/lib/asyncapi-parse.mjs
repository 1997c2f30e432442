// Parses an AsyncAPI document with the official parser; returns the error diagnostics (severity 0).
import { Parser } from '@asyncapi/parser';

export async function asyncapiErrors(text) {
  const { diagnostics } = await new Parser().parse(text);
  return diagnostics.filter((d) => d.severity === 0).map((d) => `${d.code}: ${d.message} at /${d.path.join('/')}`);
}
