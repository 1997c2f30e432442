#!/usr/bin/env node
// The trs-webhooks command: a committed file, so that installing the workspace links it before anything is built;
// the program is the built dist/cli.js.
import '../dist/cli.js';
