#!/usr/bin/env -S node --import tsx
// trs-codegen: generates the packages' sources from the bundled contract (spec/dist), or checks that they are current.
//   trs-codegen [generate] [target ...] [--out DIR]   write the generated files (into the repository by default)
//   trs-codegen check [target ...]                    fail when an example breaks its schema or a generated file is stale
//   trs-codegen scaffold-receiver DIR                 handler stubs in DIR for every event that has none; index rewritten
//   trs-codegen targets                               what each target reads, depends on and writes
import path from 'node:path';
import {
  checkExamples,
  ContractError,
  generate,
  loadModel,
  ownedFolders,
  repoRoot,
  resolveTargets,
  scaffoldReceiver,
  staleFiles,
  strayFiles,
  targets,
  writeFiles,
} from './index.js';

const COMMANDS = ['generate', 'check', 'scaffold-receiver', 'targets'];

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
const command = COMMANDS.includes(args[0] ?? '') ? args.shift()! : 'generate';
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? path.resolve(args.splice(outIndex, 2)[1] ?? fail('--out needs a folder', 2)) : repoRoot;
const unknownOption = args.find((a) => a.startsWith('-'));
if (unknownOption)
  fail(
    `unknown option ${unknownOption}; usage: trs-codegen [generate|check|scaffold-receiver|targets] [target ...] [--out DIR]`,
    2,
  );

async function loadCheckedModel() {
  const model = await loadModel();
  const { failures } = checkExamples(model);
  if (failures.length)
    fail(`examples that break their schema (fix them in spec/examples/):\n  ${failures.join('\n  ')}`);
  return model;
}

async function main(): Promise<void> {
  switch (command) {
    case 'targets':
      for (const target of targets) {
        const { name, description, reads, dependsOn, outputs } = target.config;
        console.log(
          `${name}: ${description}\n  reads ${reads.join(', ')}${dependsOn.length ? `; depends on ${dependsOn.join(', ')}` : ''}; writes ${outputs.join(', ')}`,
        );
      }
      break;
    case 'scaffold-receiver': {
      const dir = args[0] ?? fail('usage: trs-codegen scaffold-receiver DIR', 2);
      const result = await scaffoldReceiver({ dir });
      for (const { event, file } of result.added) console.log(`added  ${file} (${event})`);
      for (const { file } of result.kept) console.log(`kept   ${file}`);
      for (const file of result.orphaned)
        console.log(`orphan ${file}: its event is no longer in the contract; no longer registered`);
      console.log(`wrote  ${result.index}`);
      break;
    }
    case 'check': {
      const model = await loadCheckedModel();
      const names = args.length ? args : undefined;
      const files = await generate({ model, targets: names });
      const stale = [...(await staleFiles(out, files)), ...(await strayFiles(out, ownedFolders(names), files))];
      if (stale.length) fail(`generated files are stale; run pnpm generate:\n  ${stale.join('\n  ')}`);
      console.log(`the examples validate and ${files.length} generated files are current`);
      break;
    }
    default: {
      const model = await loadCheckedModel();
      const names = args.length ? args : undefined;
      const files = await generate({ model, targets: names });
      await writeFiles(out, files);
      const stray = await strayFiles(out, ownedFolders(names), files);
      const ran = resolveTargets(names).map((t) => t.config.name);
      console.log(`wrote ${files.length} generated files (${ran.join(', ')})`);
      if (stray.length) console.warn(`no target writes these files any more; remove them:\n  ${stray.join('\n  ')}`);
    }
  }
}

// A contract mistake (ContractError) or an unknown target: the message says what to change; no stack trace.
main().catch((error: Error) =>
  fail(
    error instanceof ContractError || /^unknown target/.test(error.message)
      ? error.message
      : (error.stack ?? String(error)),
  ),
);
