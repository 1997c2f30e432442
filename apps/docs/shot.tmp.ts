import { launchBrowser } from '@trs/testkit';
import { serveDocs } from './src/index.ts';
const server = await serveDocs({ sandboxUrl: 'http://127.0.0.1:4010/_sandbox/' });
const browser = await launchBrowser({ viewport: { width: 1400, height: 900 } });
const page = await browser.newPage();
const errors: string[] = [];
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
});
page.on('pageerror', (e) => errors.push(e.message));
for (const [name, url] of process.argv.slice(2).map((a) => a.split('='))) {
  await page.goto(server.url + url);
  const ys = (process.env.YS ?? '0').split(',').map(Number);
  for (const y of ys)
    await page.screenshot({
      path: `/tmp/docs-${name}-${y}.png`,
      fullPage: true,
      clip: { x: 0, y, width: 1400, height: 900 },
    });
}
console.log('errors', errors);
await browser.close();
await server.close();
