export { Code, code, comment, doc, ident, isIdentifier, join, key, lineComments, literal, str, wrap } from './code.js';
export { formatTypeScript, prettierOptions } from './format.js';
export { markdownTable } from './markdown.js';
export {
  constDeclaration,
  generatedHeader,
  importDeclaration,
  interfaceDeclaration,
  printModule,
  typeDeclaration,
  type ConstSpec,
  type Import,
  type ModuleSpec,
  type PropertySpec,
} from './module.js';
