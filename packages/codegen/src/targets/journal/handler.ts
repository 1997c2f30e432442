// @trs/journal: the messages that resolve a pending POST (x-resolves-pending), with the field that echoes the
// request's and the field that holds the created reference. A change in spec/ reaches the receiver through this file.
import { constDeclaration, literal, printModule } from '../../printer/index.js';
import { defineTarget } from '../target.js';
import { config, OUTPUT } from './config.js';

export const journalTarget = defineTarget(config, async ({ messages }) => {
  const resolutions = messages.flatMap((message) =>
    message.resolvesPending.map((resolution) => ({ message: message.name, ...resolution })),
  );
  const lookups = messages.flatMap((message) =>
    message.tenancyOfApplicant === null ? [] : [{ message: message.name, applicant: message.tenancyOfApplicant }],
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
        constDeclaration({
          name: 'tenancyLookups',
          doc: 'The messages that name an applicant and no tenancy (x-tenancy-of-applicant), with the field of the applicant reference: the receiver gives their handlers the tenancy the journal holds for it (provider spec 2.1 rule 2).',
          value: literal(lookups),
          asConst: true,
        }),
      ],
    },
    OUTPUT,
  );
  return [{ path: OUTPUT, content }];
});
