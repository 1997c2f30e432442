#!/usr/bin/env node
// The trs-sandbox command: a committed file, so that installing the workspace links it before anything is built;
// the program is the built dist/bin.js.
import '../dist/bin.js';
