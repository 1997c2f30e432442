// Documents (provider spec 6.4): rendered as PDF, stored, and announced by uploadPartnerDocument (a presigned URL or
// fileData).
import { documentTypes } from '../codes.js';
import { invalidArgument } from '../errors.js';
import type { StoredDocument, TenancyState } from '../state.js';
import type { ProviderContext } from './context.js';

export function sendDocument(
  ctx: ProviderContext,
  tenancy: TenancyState,
  request: { documentType: number; applicantRef?: string; fileName?: string; asFileData?: boolean },
): StoredDocument {
  if (!Number.isInteger(request.documentType) || request.documentType < 0)
    throw invalidArgument(
      `documentType must be a documentType code (0 to 30 in the contract), got ${request.documentType}`,
    );
  if (request.fileName !== undefined && (typeof request.fileName !== 'string' || !request.fileName))
    throw invalidArgument(`fileName must be the document's file name, got ${JSON.stringify(request.fileName)}`);
  const applicant = request.applicantRef ? ctx.state.applicant(tenancy.reference, request.applicantRef) : null;
  const kindName = documentTypes.get(request.documentType) ?? `Document type ${request.documentType}`;
  const fileName = request.fileName ?? `${kindName} ${tenancy.reference}.pdf`;
  // The event this raises once the file is rendered, checked now (a per-applicant document needs its applicant).
  const probe = { id: 'probe', documentType: request.documentType, fileName, expiresAt: 0 } as StoredDocument;
  try {
    ctx.checked(
      'uploadPartnerDocument',
      ctx.payloads.uploadPartnerDocument(
        tenancy,
        probe,
        { presignedUrl: ctx.documents.presignedUrl(probe) },
        applicant,
      ),
    );
  } catch (error) {
    if (applicant || !/\/ApplicantId is required/.test((error as Error).message)) throw error;
    throw invalidArgument(
      `${(error as Error).message}: give applicantRef (documentType ${request.documentType}, ${kindName}, is a per-applicant document)`,
    );
  }
  const lines = [
    `Document: ${kindName} (documentType ${request.documentType})`,
    `Tenancy: ${tenancy.reference}`,
    ...(applicant ? [`Applicant: ${ctx.name(applicant)} (${applicant.reference})`] : []),
    `File: ${fileName}`,
  ];
  const content = ctx.pdfFor(`document:${tenancy.reference}:${fileName}:${ctx.now()}`, kindName, lines);
  // Rendering is asynchronous; the document is stored once its bytes exist, and the event raised then.
  const stored = ctx.documents.add({
    tenancyReference: tenancy.reference,
    applicantRef: applicant?.reference ?? null,
    documentType: request.documentType,
    fileName,
    content: new Uint8Array(),
  });
  let asFileData = request.asFileData ?? ctx.config.documentsAsFileData;
  if (request.asFileData === undefined && ctx.fileDataNext > 0) {
    ctx.fileDataNext -= 1;
    asFileData = true;
  }
  const pending = content.then((bytes) => {
    stored.content = bytes;
    const delivery = asFileData
      ? { fileData: Buffer.from(bytes).toString('base64') }
      : { presignedUrl: ctx.documents.presignedUrl(stored) };
    ctx.events.raise('uploadPartnerDocument', ctx.payloads.uploadPartnerDocument(tenancy, stored, delivery, applicant));
  });
  ctx.track(pending);
  return stored;
}
