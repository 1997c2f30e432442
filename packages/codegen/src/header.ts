export function generatedHeader(generator: string): string {
  return [
    '// DO NOT EDIT: this file is generated from the contract in spec/ by',
    `// ${generator} (packages/codegen). Run \`pnpm generate\` after changing spec/.`,
    '',
  ].join('\n');
}
