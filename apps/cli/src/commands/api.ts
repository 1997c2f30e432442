// The API from the shell, over @trs/client: one command per call of the typical sequence. Data goes to stdout
// (plain, or JSON with --json); notes and hints go to stderr. Credentials come from flags or the environment and
// are never printed; the token is kept between invocations (api/token-store.ts).
import path from 'node:path';
import type { Applicant, Application, CreateTenant } from '@trs/client';
import { printable } from '@trs/validators';
import { defineCommand, type CommandContext } from '../command.js';
import { reportProduct } from '../contract.js';
import { UsageError } from '../errors.js';
import { writePrivateFile } from '../files.js';
import { describeValue, readJsonInput } from '../input.js';
import { openSession, type ApiFlags } from '../api/session.js';

interface JsonFlag {
  json?: boolean;
}

function print(context: CommandContext, json: boolean | undefined, data: unknown, plain: () => void): void {
  if (json) context.json(data);
  else plain();
}

function branchId(value: string): number {
  if (/^0\d+$/.test(value))
    throw new UsageError(
      `--branch ${value} looks like a tenancy reference (seven digits with leading zeros); --branch takes a branch id from "trs branches".`,
    );
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new UsageError(
      `--branch takes a branch id (a positive whole number from "trs branches"), got ${JSON.stringify(value)}. A tenancy reference is not a branch id.`,
    );
  return Number(value);
}

function reportType(value: string): number {
  if (!/^\d+$/.test(value))
    throw new UsageError(
      `TYPE is a report type id (a whole number, see "trs reports list"), got ${JSON.stringify(value)}.`,
    );
  return Number(value);
}

export const loginCommand = defineCommand<ApiFlags & JsonFlag>({
  path: ['login'],
  summary: 'Log in and keep the session token for the next commands',
  description:
    'Each login retires the earlier tokens of the user (provider spec 5.6). The token is kept in a file only you can read, so later commands reuse it instead of logging in again.',
  api: true,
  json: true,
  examples: ['TRS_BASE_URL=http://127.0.0.1:4010/v2 TRS_USER=sandbox TRS_PASSWORD=sandbox trs login'],
  async run(options, context) {
    const session = await openSession(options, context);
    const { expiresAt } = await session.client.login({ signal: context.signal });
    const data = {
      baseUrl: session.baseUrl,
      user: session.userName,
      expiresAt: expiresAt.toISOString(),
      tokenFile: session.tokens.file,
    };
    print(context, options.json, data, () =>
      context.out(
        `Logged in to ${session.baseUrl} as ${session.userName}; the token is valid until ${data.expiresAt} and kept in ${session.tokens.file}`,
      ),
    );
  },
});

export const branchesCommand = defineCommand<ApiFlags & JsonFlag>({
  path: ['branches'],
  summary: 'List the branches of the service user (their Id is the --branch of "tenancy create")',
  api: true,
  json: true,
  examples: ['trs branches --json'],
  async run(options, context) {
    const { client } = await openSession(options, context);
    const branches = await client.listBranches({ signal: context.signal });
    print(context, options.json, branches, () => {
      for (const branch of branches) {
        const { Id, ...rest } = branch as { Id: number } & Record<string, unknown>;
        const more = Object.entries(rest)
          .map(
            ([key, value]) =>
              `${printable(key)}=${printable(typeof value === 'string' ? value : JSON.stringify(value))}`,
          )
          .join(' ');
        context.out(`${printable(Id)}${more ? `\t${more}` : ''}`);
      }
    });
  },
});

export const tenancyCreateCommand = defineCommand<ApiFlags & JsonFlag & { branch: string; file: string }>({
  path: ['tenancy', 'create'],
  summary: 'Create a tenancy (an application) under a branch; prints its reference',
  description:
    'FILE holds the Application body (provider spec 2.2) as JSON, or - reads it from standard input. It is checked against the contract before anything is sent. Store the reference printed: nothing can list tenancies.',
  arguments: [{ name: 'file', description: 'the Application as JSON, or - for standard input' }],
  options: [{ flags: '--branch <id>', description: 'the branch id (from "trs branches")' }],
  api: true,
  json: true,
  examples: ['REF=$(trs tenancy create --branch 42 application.json)'],
  async run(options, context) {
    if (options.branch === undefined) throw new UsageError('--branch is required: the branch id from "trs branches".');
    const branch = branchId(options.branch);
    const application = (await readJsonInput(options.file, context, 'the Application')) as Application;
    const { client } = await openSession(options, context);
    const reference = await client.createTenancy(branch, application, { signal: context.signal });
    print(context, options.json, { applicationRef: reference, branchId: branch }, () =>
      context.out(printable(reference)),
    );
    if (!options.json)
      context.note(
        context.errStyle.dim(`Created tenancy ${printable(reference)}: store this reference, nothing can list it.`),
      );
  },
});

export const tenancyGetCommand = defineCommand<ApiFlags & JsonFlag & { ref: string }>({
  path: ['tenancy', 'get'],
  summary: 'Show a tenancy',
  arguments: [{ name: 'ref', description: 'the tenancy reference (seven digits)' }],
  api: true,
  json: true,
  examples: ['trs tenancy get 0000001 --json'],
  async run(options, context) {
    const { client } = await openSession(options, context);
    const record = await client.getApplication(options.ref, { signal: context.signal });
    print(context, options.json, record, () => describeValue(record).forEach((line) => context.out(line)));
  },
});

export const tenantAddCommand = defineCommand<ApiFlags & JsonFlag & { ref: string; file: string }>({
  path: ['tenant', 'add'],
  summary: 'Add a tenant to a tenancy; prints the tenant reference',
  description:
    'FILE holds the CreateTenant body (provider spec 2.3) as JSON, or - reads standard input. The tenant starts as Created: referencing starts when it is submitted.',
  arguments: [
    { name: 'ref', description: 'the tenancy reference' },
    { name: 'file', description: 'the tenant as JSON, or - for standard input' },
  ],
  api: true,
  json: true,
  examples: ['TENANT=$(trs tenant add "$REF" tenant.json)'],
  async run(options, context) {
    const tenant = (await readJsonInput(options.file, context, 'the tenant (CreateTenant)')) as CreateTenant;
    const { client } = await openSession(options, context);
    const added = await client.addTenant(options.ref, tenant, { signal: context.signal });
    print(context, options.json, added, () => context.out(printable(added.ReferenceNumber)));
    if (!options.json)
      context.note(
        context.errStyle.dim(
          `Added tenant ${printable(added.ReferenceNumber)} to tenancy ${options.ref}: store it with the tenancy reference (deprecated notifications carry only the tenant's).`,
        ),
      );
  },
});

export const tenantSubmitCommand = defineCommand<ApiFlags & JsonFlag & { ref: string; tenant: string; file: string }>({
  path: ['tenant', 'submit'],
  summary: "Submit a tenant's details: referencing starts",
  description:
    'FILE holds the full Applicant (provider spec 2.3) as JSON, or - reads standard input. The submit-time fields (date of birth, nationality, marital status, address history, signed consent) are checked before anything is sent.',
  arguments: [
    { name: 'ref', description: 'the tenancy reference' },
    { name: 'tenant', description: 'the tenant reference (from "trs tenant add")' },
    { name: 'file', description: 'the Applicant as JSON, or - for standard input' },
  ],
  api: true,
  json: true,
  examples: ['trs tenant submit "$REF" "$TENANT" applicant.json'],
  async run(options, context) {
    const applicant = (await readJsonInput(options.file, context, 'the Applicant')) as Applicant;
    const { client } = await openSession(options, context);
    await client.submitTenant(options.ref, options.tenant, applicant, { signal: context.signal });
    print(context, options.json, { applicationRef: options.ref, tenantRef: options.tenant, submitted: true }, () =>
      context.out(`Submitted tenant ${options.tenant} of tenancy ${options.ref}: referencing has started.`),
    );
  },
});

export const reportsListCommand = defineCommand<ApiFlags & JsonFlag & { ref: string }>({
  path: ['reports', 'list'],
  summary: 'List the report types ready for a tenancy',
  arguments: [{ name: 'ref', description: 'the tenancy reference' }],
  api: true,
  json: true,
  examples: ['trs reports list 0000001'],
  async run(options, context) {
    const { client } = await openSession(options, context);
    const types = await client.listReports(options.ref, { signal: context.signal });
    print(context, options.json, types, () => {
      if (!types.length) context.note(`No report is ready for tenancy ${options.ref} yet (wait for Report Available).`);
      for (const type of types) context.out(`${printable(type)}\t${reportProduct(type)}`);
    });
  },
});

export const reportDownloadCommand = defineCommand<
  ApiFlags & JsonFlag & { ref: string; type: string; output?: string; force?: boolean }
>({
  path: ['report', 'download'],
  summary: 'Download a report as PDF',
  arguments: [
    { name: 'ref', description: 'the tenancy reference' },
    { name: 'type', description: 'the report type id (1 Elite, 7 Summary, …; see "trs reports list")' },
  ],
  options: [
    {
      flags: '-o, --output <file>',
      description: 'where to write the PDF (- for standard output); default <ref>-<type>.pdf',
    },
    { flags: '--force', description: 'replace the file if it exists (by default trs never overwrites a file)' },
  ],
  api: true,
  json: true,
  examples: ['trs report download 0000001 1 -o elite.pdf'],
  async run(options, context) {
    const type = reportType(options.type);
    const { client } = await openSession(options, context);
    const pdf = await client.downloadReport(options.ref, type, { signal: context.signal });
    if (options.output === '-') {
      if (options.json) throw new UsageError('--json and -o - both use standard output: choose one.');
      context.io.stdout.write(pdf);
      return;
    }
    const file = path.resolve(context.io.cwd, options.output ?? `${options.ref}-${type}.pdf`);
    // A report is personal data: the owner's only, and never written through a link planted at the path.
    await writePrivateFile(file, pdf, { overwrite: options.force === true });
    const data = {
      applicationRef: options.ref,
      reportType: type,
      product: reportProduct(type),
      file,
      bytes: pdf.byteLength,
    };
    print(context, options.json, data, () => context.out(file));
    if (!options.json) context.note(context.errStyle.dim(`${data.product} report, ${pdf.byteLength} bytes`));
  },
});

export const notesCommand = defineCommand<ApiFlags & JsonFlag & { ref: string }>({
  path: ['notes'],
  summary: 'List the notes of a tenancy',
  arguments: [{ name: 'ref', description: 'the tenancy reference' }],
  api: true,
  json: true,
  examples: ['trs notes 0000001 --json'],
  async run(options, context) {
    const { client } = await openSession(options, context);
    const notes = await client.listNotes(options.ref, { signal: context.signal });
    print(context, options.json, notes, () => {
      if (!notes.length) context.note(`Tenancy ${options.ref} has no notes.`);
      notes.forEach((note, index) => {
        if (index) context.out();
        describeValue(note).forEach((line) => context.out(line));
      });
    });
  },
});

export const apiCommands = [
  loginCommand,
  branchesCommand,
  tenancyCreateCommand,
  tenancyGetCommand,
  tenantAddCommand,
  tenantSubmitCommand,
  reportsListCommand,
  reportDownloadCommand,
  notesCommand,
];
