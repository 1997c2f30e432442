// Settings the handlers share, set once by main.ts.
let documentsDir: string | undefined;

export function setDocumentsDir(dir: string | undefined): void {
  documentsDir = dir;
}

export function getDocumentsDir(): string | undefined {
  return documentsDir;
}
