// Learning from the real provider (@trs/discovery): `trs verify` runs the contract's Arazzo workflows against an
// environment, `trs proxy` records a session's traffic in front of one as shapes only, and `trs gaps report` tells
// for every gap and assumption of the contract what the recordings showed, and writes the suggested patch.
// @trs/discovery is an optional dependency, loaded by these commands only: the others start as fast as before, and an
// install without optional dependencies still runs the API commands.
import { defineCommand } from '../command.js';
import type { GapsReportOptions, ProxyOptions, VerifyOptions } from '../handlers/discovery.js';

export const gapsReportCommand = defineCommand<GapsReportOptions>({
  path: ['gaps', 'report'],
  summary: 'What the recordings showed about each gap and assumption of the contract, and the drift none covers',
  description:
    'Reads the folders that `trs proxy` and a receiver with observe: { recordTo } wrote (*.har, *.ndjson). For every x-gap and x-assumption it prints whether it was contradicted, confirmed, observed or not observed, with counts and shapes (never values), then the drift no gap covers. --patch writes the suggested changes into the YAML of a spec folder (a copy of spec/): run pnpm generate and pnpm contract:check on it.',
  arguments: [{ name: 'folders', description: 'folders of recordings', variadic: true }],
  options: [{ flags: '--patch <spec-dir>', description: 'write the suggested patch into this spec folder' }],
  json: true,
  examples: ['trs gaps report ./recordings', 'trs gaps report ./recordings --patch ./spec'],
  run: async (options, context) => (await import('../handlers/discovery.js')).gapsReport(options, context),
});

export const proxyCommand = defineCommand<ProxyOptions>({
  path: ['proxy'],
  summary: 'Record the traffic to an environment as shapes only, and check each answer against the contract',
  description:
    'A reverse proxy on 127.0.0.1: point your client at the address it prints instead of the environment. Answers pass unchanged. Each exchange is compared with the contract and written to <record-to>/exchanges.har with every token, password, personal value and document replaced by its shape. Ctrl-C stops it and prints what was found; `trs gaps report <record-to>` reads the folder.',
  options: [
    { flags: '--upstream <url>', description: "the environment's base address, with /v2", env: 'TRS_BASE_URL' },
    { flags: '--record-to <dir>', description: 'the folder of the recordings', default: 'recordings' },
    { flags: '--port <n>', description: 'the port to listen on (0: a free one)', kind: 'port', default: 0 },
    {
      flags: '--allow-insecure-http',
      description: 'allow a plain http:// upstream on another machine (a trusted local network only)',
    },
  ],
  examples: ['trs proxy --upstream https://preprod.example/v2 --record-to ./recordings'],
  run: async (options, context) => (await import('../handlers/discovery.js')).proxy(options, context),
});

export const verifyCommand = defineCommand<VerifyOptions>({
  path: ['verify'],
  summary: "Run the contract's workflows (Arazzo) against an environment, checking every answer",
  description:
    "Runs spec/arazzo's workflows with redocly respect (install @redocly/cli beside @trs/cli): the typical sequence, a guarantor, cancel, rent share and start date, report and KYC downloads, token retirement. Each step's answer is checked against the contract. The workflows create tenancies and log the user in (a login retires the tokens other processes hold for the same user, provider spec 5.6): run it with a service user of its own, against pre-production. Against anything but this machine it asks --yes-production when the environment is production: its profile is marked so, or --production says it.",
  api: true,
  options: [
    { flags: '--workflow <id>', description: 'only this workflow (repeatable)', repeatable: true },
    { flags: '--production', description: 'the environment is production: refuse unless --yes-production' },
    { flags: '--yes-production', description: 'write to a production environment all the same' },
  ],
  json: true,
  // No password on a command line: it would stay in the shell's history (the prompt asks for it on a terminal).
  examples: [
    'trs verify --base-url https://preprod.example/v2 --user crm-verify@agent.example',
    'secret-tool lookup trs preprod | trs verify --profile preprod --password-stdin',
  ],
  run: async (options, context) => (await import('../handlers/discovery.js')).verify(options, context),
});

export const discoveryCommands = [verifyCommand, proxyCommand, gapsReportCommand];
