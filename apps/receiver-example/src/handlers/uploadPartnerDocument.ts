// uploadPartnerDocument: a document is ready, as a presigned URL (fetch within 24 hours, no Token) or, when
// publishing failed, inline as base64 fileData.
import path from 'node:path';
import { defineHandler, saveDocument } from '@trs/webhooks';
import { getDocumentsDir } from './context.js';

export default defineHandler('uploadPartnerDocument', async (event, ctx) => {
  const { applicationRef, data } = event.payload;
  ctx.annotate({
    documentType: data.documentType,
    fileName: data.fileName,
    source: data.presignedUrl ? 'presignedUrl' : 'fileData',
  });
  // Business code goes here: attach the document to tenancy applicationRef (documentType says what it is, 6.4).
  // With DOCUMENTS_DIR set, this example saves it there; a presigned URL stops working 24 hours after the event.
  const dir = getDocumentsDir();
  if (dir) {
    const safeName = `${applicationRef}-${event.id}-${path.basename(data.fileName).replace(/[^\w.\- ]+/g, '_')}`;
    const saved = await saveDocument(event, path.join(dir, safeName), { signal: ctx.signal });
    ctx.annotate({ savedTo: saved.path, bytes: saved.bytes });
  }
});
