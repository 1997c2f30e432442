// TypeScript projects compiled in the test's own process by the compiler tsc runs, as `tsc -p <tsconfig.json>` does:
// the configuration read as tsc reads it, the JavaScript written, any error reported as tsc reports it and failing
// the compile. The compiles of one compiler share their parsed declaration files (the libraries, @types/node, the
// packages' types), as `tsc --build` shares them between projects: each tsc process parsed them all again.
import ts from 'typescript';

export interface Compiled {
  /** 0 when the project compiled with no error, as tsc's exit code. */
  code: number;
  output: string;
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => ts.sys.getCurrentDirectory(),
  getNewLine: () => ts.sys.newLine,
};

const DECLARATION = /\.d\.[cm]?ts$/;

/** Compiles projects whose configurations parse declaration files alike (the same target and module settings). */
export function projectCompiler(): (configFile: string) => Compiled {
  // Keyed as tsc --build keys them: the file, and whether it is read as an ES module or CommonJS.
  const declarations = new Map<string, ts.SourceFile>();
  return (configFile) => {
    const config = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.formatDiagnostics([diagnostic], formatHost));
      },
    })!;
    const host = ts.createCompilerHost(config.options);
    const parse = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersionOrOptions, ...rest) => {
      if (!DECLARATION.test(fileName)) return parse(fileName, languageVersionOrOptions, ...rest);
      const format = typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions.impliedNodeFormat : '';
      const key = `${format} ${fileName}`;
      const cached = declarations.get(key) ?? parse(fileName, languageVersionOrOptions, ...rest);
      if (cached) declarations.set(key, cached);
      return cached;
    };
    const program = ts.createProgram({
      rootNames: config.fileNames,
      options: config.options,
      host,
      configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
    });
    const emitted = program.emit();
    const diagnostics = ts.sortAndDeduplicateDiagnostics([
      ...ts.getPreEmitDiagnostics(program),
      ...emitted.diagnostics,
    ]);
    const failed = diagnostics.some((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
    return { code: failed ? (emitted.emitSkipped ? 1 : 2) : 0, output: ts.formatDiagnostics(diagnostics, formatHost) };
  };
}
