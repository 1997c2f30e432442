// The receiver skeleton of apps/receiver-example: the same files a team's folder gets from scaffoldReceiver,
// generated whole here (the example's handlers are exactly the generator's output, drift-tested).
import { defineTarget } from '../target.js';
import { config, DEFAULT_WEBHOOKS_MODULE, EXAMPLE_DIR } from './config.js';
import { skeletonFiles } from './stubs.js';

export const receiverSkeletonTarget = defineTarget(config, async ({ messages }) => {
  const { stubs, index } = await skeletonFiles(messages, DEFAULT_WEBHOOKS_MODULE);
  return [
    ...stubs.map((s) => ({ path: `${EXAMPLE_DIR}/${s.file}`, content: s.content, kind: 'stub' as const })),
    { path: `${EXAMPLE_DIR}/${index.file}`, content: index.content },
  ];
});
