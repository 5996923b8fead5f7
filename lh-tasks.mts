import { launchChromium, runLighthouse } from '/work/main/scripts/lib/lighthouse.mjs';
import { startStaticServer } from '/work/main/scripts/lib/static-server.mjs';
const page = process.argv[2]!; const dirs = process.argv.slice(3);
const servers = await Promise.all(dirs.map((d) => startStaticServer(d)));
for (let round = 0; round < 2; round++) for (let i = 0; i < dirs.length; i++) {
  const chromium = await launchChromium();
  let lhr: any; for (let a = 0; a < 3 && !lhr; a++) lhr = await runLighthouse(servers[i]!.origin + page, { categories: ['performance'], formFactor: 'mobile', chromium }).catch(() => null);
  await chromium.close();
  const o = servers[i]!.origin;
  console.log('==', dirs[i], 'TBT', Math.round(lhr.audits['total-blocking-time'].numericValue));
  const mw = lhr.audits['mainthread-work-breakdown'].details.items.map((x: any) => `${x.group}:${Math.round(x.duration)}`).join(' ');
  console.log('  main thread', mw);
  const bu = lhr.audits['bootup-time'].details.items.map((x: any) => `${x.url.replace(o, '')}:${Math.round(x.total)}/${Math.round(x.scripting)}`).join(' ');
  console.log('  bootup', bu);
  console.log('  long', lhr.audits['long-tasks'].details.items.map((t: any) => `${t.url.replace(o, '')}@${Math.round(t.startTime)}:${Math.round(t.duration)}`).join(' '));
}
process.exit(0);
