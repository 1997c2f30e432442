// Shared by the discovery tests: private folders, the personal values a fixture sends, and a grep of recordings.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Values that must never reach a recording: the test greps every recorded file for each. */
export const SECRETS = {
  token: '3f6c1c7e-8d2a-4f6b-9a51-2c0e7d9b4a10',
  password: 'correct horse battery staple',
  firstName: 'Philippa',
  lastName: 'Quenby-Marchetti',
  email: 'philippa.qm@example.org',
  phone: '07700 900456',
  birthDay: '1988-02-29',
  street: 'Wharncliffe Gardens',
  postcode: 'S10 2TN',
  insuranceNo: 'QQ654321A',
  fileData: Buffer.from('%PDF-1.7 the signed receipt of Philippa').toString('base64'),
  presignedUrl: 'https://documents.example.org/receipt.pdf?X-Amz-Signature=4f1c0ffee',
  staticHeader: 'static-header-secret-91',
} as const;

/** Every file under a folder, with its text and mode. */
export async function recordedFiles(dir: string): Promise<{ file: string; text: string; mode: number }[]> {
  const out: { file: string; text: string; mode: number }[] = [];
  for (const name of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, name);
    const info = await stat(file);
    if (info.isFile()) out.push({ file, text: await readFile(file, 'utf8'), mode: info.mode & 0o777 });
  }
  return out;
}

/** The secrets found in any recorded file (JSON-escaped forms included), as `name in file`. */
export async function leakedSecrets(dir: string, secrets: Record<string, string> = SECRETS): Promise<string[]> {
  const leaks: string[] = [];
  for (const { file, text } of await recordedFiles(dir)) {
    for (const [name, value] of Object.entries(secrets)) {
      const forms = [value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)];
      if (forms.some((form) => text.includes(form))) leaks.push(`${name} in ${path.basename(file)}`);
    }
  }
  return leaks;
}
