// Headless Chromium for page tests: Debian's chromium (installed by scripts/test-prerequisites.mjs), driven by
// playwright-core, never a browser that Playwright downloads. A fresh profile per launch, removed on close; as root
// the sandbox of Chromium cannot run, and everything that would call out to the network is off.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.TRS_CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Browser {
  context: BrowserContext;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export async function launchBrowser(options: { viewport?: { width: number; height: number } } = {}): Promise<Browser> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'trs-chromium-'));
  const args = [
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  ];
  // Loaded on first use: most tests import this package and never start a browser.
  const { chromium } = await import('playwright-core');
  let context: BrowserContext;
  try {
    // launchPersistentContext passes the fresh profile as --user-data-dir.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args,
      viewport: options.viewport ?? { width: 1280, height: 900 },
    });
  } catch (error) {
    await rm(profile, { recursive: true, force: true });
    throw new Error(
      `cannot start Chromium at ${CHROMIUM_PATH} (run node scripts/test-prerequisites.mjs as root to install Debian's chromium): ${(error as Error).message}`,
    );
  }
  return {
    context,
    newPage: () => context.newPage(),
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
