// The handler of `trs demo` (commands/demo.ts), loaded when it runs.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Applicant, type Application, type CreateTenant, type TrsClient } from '@trs/client';
import { printable } from '@trs/validators';
import { Listr, ListrLogger, PRESET_TIMER, ProcessOutput, type ListrTask } from 'listr2';
import type { CommandContext } from '../command.js';
import { contract, reportProduct } from '../contract.js';
import { CliError } from '../errors.js';
import { writePrivateFile } from '../files.js';
import { readPasswordFromStdin, type ApiFlags } from '../api/session.js';
import { noteLogger, tenancyOf } from '../stack/print.js';
import { startReceiverServer, type HandledEvent, type ReceiverServer } from '../stack/receiver.js';
import { startStack, type Stack } from '../stack/stack.js';
import { parseHeader } from '../webhooks/header.js';

export interface DemoOptions extends ApiFlags {
  receiverPort: number;
  webhookHeader?: string;
  output?: string;
  force?: boolean;
  timeoutMs: number;
  json?: boolean;
}

interface DemoState {
  stack?: Stack;
  receiver?: ReceiverServer;
  client?: TrsClient;
  baseUrl?: string;
  branchId?: number;
  applicationRef?: string;
  tenantRef?: string;
  report?: HandledEvent;
  pdfPath?: string;
  pdfBytes?: number;
}

/** Summary is the second of the report pair; the demo waits for the product itself. */
const SUMMARY_REPORT_TYPE = 7;

function isProductReport(applicationRef: string) {
  return (event: HandledEvent) =>
    event.name === 'reportAvailable' &&
    event.payload.applicationRef === applicationRef &&
    event.payload.ReportType !== SUMMARY_REPORT_TYPE;
}

async function openOwnReceiver(options: DemoOptions, context: CommandContext): Promise<ReceiverServer> {
  const header = options.webhookHeader ? parseHeader(options.webhookHeader, '--webhook-header') : null;
  if (!header)
    context.note(
      context.errStyle.yellow(
        'No --webhook-header: the receiver accepts deliveries without the static header (fine for a local try only).',
      ),
    );
  return startReceiverServer({ port: options.receiverPort, auth: header, logger: noteLogger(context) });
}

type Step = ListrTask<DemoState>;

/** Off a terminal: one line per step when it ends, with its final title and its duration. */
function plainSteps(context: CommandContext | null, steps: Step[]): Step[] {
  if (!context) return steps;
  return steps.map((step) => ({
    ...step,
    task: async (ctx, task) => {
      const started = performance.now();
      const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
      try {
        await (step.task as (c: DemoState, t: typeof task) => Promise<void>)(ctx, task);
        context.out(`✔ ${task.title} [${seconds()}]`);
      } catch (error) {
        context.out(`✖ ${typeof step.title === 'string' ? step.title : task.title} [${seconds()}]`);
        throw error;
      }
    },
  }));
}

export async function runDemo(options: DemoOptions, context: CommandContext): Promise<number | void> {
  const requests = contract().requests;
  const state: DemoState = {};
  const external = options.baseUrl !== undefined;
  const password = options.passwordStdin ? await readPasswordFromStdin(context.io.stdin) : options.password;
  if (external && (!options.user || !password))
    throw new CliError(
      'TRS_CLI_CREDENTIALS',
      'With --base-url the demo needs the service user: --user (or TRS_USER) and TRS_PASSWORD (or --password-stdin).',
      2,
    );
  // A TTY gets listr2's live display (one line per step, its timer running); anything else plain lines.
  // (A terminal that reports no width, as some pseudo-terminals do, gets the plain lines too.)
  const tty = context.io.stdout.isTTY === true && (context.io.stdout.columns ?? 80) >= 20;
  const quietTasks = options.json === true;
  const logger = new ListrLogger({
    useIcons: true,
    processOutput: new ProcessOutput(context.io.stdout as NodeJS.WriteStream, context.io.stderr as NodeJS.WriteStream),
  });

  const tasks = new Listr<DemoState>(
    plainSteps(tty || quietTasks ? null : context, [
      {
        title: external
          ? `Start a receiver for the webhooks of ${options.baseUrl}`
          : 'Start the sandbox and a receiver wired to it',
        task: async (ctx, task) => {
          if (external) {
            ctx.receiver = await openOwnReceiver(options, context);
            ctx.baseUrl = options.baseUrl!.replace(/\/+$/, '');
            ctx.client = createClient({
              baseUrl: ctx.baseUrl,
              credentials: { userName: options.user!, password: password! },
            });
            task.title = `Receiver at ${ctx.receiver.url} (the agent's WebhookAddress must point here)`;
          } else {
            ctx.stack = await startStack({
              port: 0,
              receiver: { port: 0 },
              docs: null,
              logger: noteLogger(context),
              referencingDelayMs: 500,
            });
            ctx.receiver = ctx.stack.receiver!;
            ctx.baseUrl = ctx.stack.sandbox.baseUrl;
            ctx.client = createClient({ baseUrl: ctx.baseUrl, credentials: ctx.stack.sandbox.credentials });
            task.title = `Sandbox at ${ctx.baseUrl}, receiver at ${ctx.receiver.url}`;
          }
        },
      },
      {
        title: 'Log in and pick a branch',
        task: async (ctx, task) => {
          const branches = await ctx.client!.listBranches({ signal: context.signal });
          if (!branches.length) throw new CliError('TRS_CLI_FAILED', 'The service user has no branch.');
          ctx.branchId = branches[0]!.Id;
          task.title = `Logged in; branch ${ctx.branchId}`;
        },
      },
      {
        title: 'Create the tenancy',
        task: async (ctx, task) => {
          ctx.applicationRef = await ctx.client!.createTenancy(ctx.branchId!, requests.createTenancy as Application, {
            signal: context.signal,
          });
          task.title = `Created tenancy ${printable(ctx.applicationRef)}`;
        },
      },
      {
        title: 'Add a tenant',
        task: async (ctx, task) => {
          // The client submits the details itself here, so the service must not e-mail the applicant a form.
          const details = { ...(requests.addTenant as CreateTenant), IsApplicantFillingTheForm: false };
          const tenant = await ctx.client!.addTenant(ctx.applicationRef!, details, { signal: context.signal });
          ctx.tenantRef = String(tenant.ReferenceNumber);
          task.title = `Added tenant ${printable(ctx.tenantRef)} (status Created)`;
        },
      },
      {
        title: 'Submit the tenant',
        task: async (ctx, task) => {
          await ctx.client!.submitTenant(ctx.applicationRef!, ctx.tenantRef!, requests.submitTenant as Applicant, {
            signal: context.signal,
          });
          task.title = `Submitted tenant ${printable(ctx.tenantRef)}: referencing started`;
        },
      },
      {
        title: 'Wait for the report-ready webhook at the receiver',
        task: async (ctx, task) => {
          ctx.report = await ctx
            .receiver!.waitFor(isProductReport(ctx.applicationRef!), options.timeoutMs, context.signal)
            .catch((error: unknown) => {
              if (error instanceof CliError && error.code === 'TRS_CLI_TIMEOUT')
                throw new CliError(
                  'TRS_CLI_TIMEOUT',
                  `No Report Available webhook for tenancy ${ctx.applicationRef} reached ${ctx.receiver!.url} within ${options.timeoutMs} ms.${external ? " Check that the agent's WebhookAddress points at this receiver and that webhooks are enabled." : ''}`,
                );
              throw error;
            });
          task.title = `Report Available: ${reportProduct(ctx.report.payload.ReportType as number)} (type ${printable(ctx.report.payload.ReportType)}) of ${printable(ctx.tenantRef)}`;
        },
      },
      {
        title: 'Download the PDF from the URL the webhook carries',
        task: async (ctx, task) => {
          const url = String(ctx.report!.payload.URL);
          const pdf = await ctx.client!.downloadFromEventUrl(url, { signal: context.signal });
          // A report is personal data: the owner's only (a new 0700 folder of its own in the shared temporary
          // folder, a 0600 file), never written through a link planted at the path.
          const file = options.output
            ? path.resolve(context.io.cwd, options.output)
            : path.join(
                await mkdtemp(path.join(os.tmpdir(), 'trs-demo-')),
                `${ctx.applicationRef}-${reportTypeOf(ctx.report!)}.pdf`,
              );
          await writePrivateFile(file, pdf, { overwrite: options.force === true });
          ctx.pdfPath = file;
          ctx.pdfBytes = pdf.byteLength;
          task.title = `Downloaded the PDF (${pdf.byteLength} bytes)`;
        },
      },
    ]),
    {
      ctx: state,
      exitOnError: true,
      registerSignalListeners: false,
      // On a terminal listr2 draws the steps live; elsewhere (a pipe, CI, --json) it stays silent and each step
      // prints its own plain line when it ends (plainSteps).
      renderer: (tty && !quietTasks ? 'default' : 'silent') as 'default',
      rendererOptions: { timer: PRESET_TIMER, collapseErrors: false, logger },
    },
  );

  try {
    await tasks.run();
    // The handlers run after the 204: give the last events of the tenancy (the Summary, the step change) a moment.
    await state.receiver!.receiver.inbox.drain({ timeoutMs: 5_000 }).catch(() => undefined);
    const handled = state.receiver!.handled.filter(
      (event) => event.payload.applicationRef === state.applicationRef || event.tenancy?.startsWith('KYCid:'),
    );
    if (options.json) {
      context.json({
        baseUrl: state.baseUrl,
        applicationRef: state.applicationRef,
        tenantRef: state.tenantRef,
        reportType: state.report!.payload.ReportType,
        pdf: state.pdfPath,
        pdfBytes: state.pdfBytes,
        events: handled.map((event) => ({
          name: event.name,
          tenancy: event.tenancy,
          idempotencyKey: event.idempotencyKey,
          handledAt: event.handledAt.toISOString(),
        })),
      });
      return;
    }
    const { style } = context;
    context.out();
    context.out(`${style.bold('PDF')}  ${state.pdfPath}`);
    context.out(`${style.bold(`Events the receiver handled (${handled.length})`)}`);
    for (const event of handled)
      context.out(
        `  ${printable(event.name).padEnd(26)} tenancy ${tenancyOf(event.tenancy).padEnd(16)} ${style.dim(printable(event.idempotencyKey))}`,
      );
  } finally {
    await state.stack?.close();
    if (external) await state.receiver?.close();
  }
}

/** The report's type for its file name: a product id is an integer (provider spec 2.5); anything else is not trusted. */
function reportTypeOf(report: HandledEvent): string {
  const type = report.payload.ReportType;
  return Number.isInteger(type) ? String(type) : 'report';
}
