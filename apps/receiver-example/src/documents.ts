// Saves the documents of uploadPartnerDocument events to DOCUMENTS_DIR: a hand-written handler registered beside the
// generated ones (a receiver runs every handler of an event in turn). A presigned URL stops working 24 hours after
// the event, so the document is fetched as the event is handled.
import path from 'node:path';
import { defineHandler, saveDocument } from '@trs/webhooks';

export function saveDocumentsTo(dir: string) {
  return defineHandler('uploadPartnerDocument', async (event, ctx) => {
    const { applicationRef, data } = event.payload;
    const safeName = `${applicationRef}-${event.id}-${path.basename(data.fileName).replace(/[^\w.\- ]+/g, '_')}`;
    const saved = await saveDocument(event, path.join(dir, safeName), { signal: ctx.signal });
    ctx.annotate({ savedTo: saved.path, bytes: saved.bytes });
  });
}
