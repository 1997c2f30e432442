// What the registry test prepares once and keeps in node_modules/.cache, prepared before that test runs: the other
// Nodes' binaries and Verdaccio from the npm registry, then better-sqlite3's addon for each Node
// (native-prebuilds.ts). `pnpm test` (scripts/test.mjs) runs this at the lowest priority while the packages build, so
// that on a fresh machine the downloads and compiles take what the builds leave idle instead of adding to the registry
// test. Whatever is in the cache already is not prepared again, and the registry test prepares whatever is still
// missing itself.
import { betterSqlite3Prebuild } from './native-prebuilds.js';
import { installNode, NODE_VERSIONS, RUNNING_MAJOR } from './node-binary.js';
import { installVerdaccio } from './registry.js';

const nodeBinary = (major: string) =>
  major === RUNNING_MAJOR ? Promise.resolve(process.execPath) : installNode(NODE_VERSIONS[major]!);
await Promise.all([
  installVerdaccio(),
  ...Object.keys(NODE_VERSIONS).map(async (major) => betterSqlite3Prebuild(await nodeBinary(major))),
]);
