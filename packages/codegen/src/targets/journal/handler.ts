// @trs/journal: the messages that resolve a pending POST (x-resolves-pending), with the field that echoes the
// request's and the field that holds the created reference. A change in spec/ reaches the receiver through this file.
import { constDeclaration, literal, printModule } from '../../printer/index.js';
import { defineTarget } from '../target.js';
import { config, OUTPUT } from './config.js';

export const journalTarget = defineTarget(config, async ({ messages }) => {
  const resolutions = messages.flatMap((message) =>
    message.resolvesPending.map((resolution) => ({ message: message.name, ...resolution })),
  );
  const content = await printModule(
    {
      target: 'journal',
      imports: [],
      statements: [
        constDeclaration({
          name: 'pendingResolutions',
          doc: 'Which message resolves which POST of unknown outcome (x-resolves-pending): its eventField echoes the requestField of the body sent, and its reference field holds what the POST created.',
          value: literal(resolutions),
          asConst: true,
        }),
      ],
    },
    OUTPUT,
  );
  return [{ path: OUTPUT, content }];
});
