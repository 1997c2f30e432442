// A vitest set-up file (vitest.config.ts): after each test file, the temporary folders its tests made with tempDir.
// Registered first, this hook runs after the file's own afterAll hooks, which close the stores and processes that
// still use those folders.
import { afterAll } from 'vitest';
import { removeTempDirs } from './temp.js';

afterAll(removeTempDirs);
