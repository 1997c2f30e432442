// @trs/sender: what the provider's delivery algorithm needs from the AsyncAPI document, as typed data. A changed
// cadence, status list or timeout in spec/ reaches the sender through this file.
import { constDeclaration, literal, printModule } from '../../printer/index.js';
import { defineTarget } from '../target.js';
import { config, OUTPUT } from './config.js';

export const senderTarget = defineTarget(config, async ({ delivery, staticHeader }) => {
  const content = await printModule(
    {
      target: 'sender',
      imports: [],
      statements: [
        constDeclaration({
          name: 'deliveryRules',
          doc: `The provider's delivery rules (x-delivery; provider spec 3.4, 6.1, 8). ${delivery.fanOut}`,
          value: literal(delivery.rules),
          asConst: true,
        }),
        constDeclaration({
          name: 'staticHeader',
          doc: 'The static header the provider sends on every delivery (securitySchemes.staticHeader); the name is configurable.',
          value: literal({ defaultName: staticHeader.name }),
          asConst: true,
        }),
      ],
    },
    OUTPUT,
  );
  return [{ path: OUTPUT, content }];
});
