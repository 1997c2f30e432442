// The registry test's downloads from the npm registry (the other Nodes' binaries, Verdaccio) into node_modules/.cache,
// before that test runs: `pnpm test` (scripts/test.mjs) runs this while the packages build, so that on a fresh machine
// the network waits overlap the builds instead of adding to the registry test. Whatever is in the cache already is
// not fetched again, and the registry test installs whatever is still missing itself.
import { installNode, NODE_VERSIONS, RUNNING_MAJOR } from './node-binary.js';
import { installVerdaccio } from './registry.js';

const otherNodes = Object.entries(NODE_VERSIONS).filter(([major]) => major !== RUNNING_MAJOR);
await Promise.all([installVerdaccio(), ...otherNodes.map(([, version]) => installNode(version))]);
