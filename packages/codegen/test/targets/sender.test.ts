// Target `sender`: the provider's delivery rules and the static header's name, from the model.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { objectOf } from '@trs/shared';
import { senderTarget } from '../../src/targets/sender/handler.js';
import { fixtureModel } from '../fixtures.js';

describe('target sender', () => {
  it('writes the delivery rules and the static header as typed data', async () => {
    const [file] = await senderTarget.generate(fixtureModel());
    expect(file!.path).toBe('packages/sender/src/contract.gen.ts');
    const dir = await tempDir('trs-sender-target-');
    await writeFile(path.join(dir, 'contract.gen.ts'), file!.content);
    const data: unknown = await import(path.join(dir, 'contract.gen.ts'));
    expect(data).toMatchObject({ deliveryRules: { totalAttempts: 3 }, staticHeader: { defaultName: 'X-Key' } });
    expect(Object.keys(objectOf(data)).sort()).toEqual(['deliveryRules', 'staticHeader']);
  });
});
