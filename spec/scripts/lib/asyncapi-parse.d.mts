// Types of asyncapi-parse.mjs.
export function asyncapiErrors(text: string): Promise<string[]>;
