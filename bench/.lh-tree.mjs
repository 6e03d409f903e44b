import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]; const nTasks = Number(process.argv[3] ?? 3);
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
chrome.kill();
console.log('TBT', Math.round(r.lhr.audits['total-blocking-time'].numericValue), 'FCP', Math.round(r.lhr.audits['first-contentful-paint'].numericValue), 'bench', r.lhr.environment.benchmarkIndex);
const ev = r.artifacts.Trace.traceEvents;
const mains = ev.filter(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(e => `${e.pid}:${e.tid}`);
const onMain = ev.filter(e => mains.includes(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.dur >= 2000).sort((a,b)=>a.ts-b.ts || b.dur-a.dur);
const tops = onMain.filter(e => e.name === 'RunTask' && e.dur > 12000).sort((a,b)=>a.ts-b.ts);
const t0 = Math.min(...ev.filter(e=>e.ts>0 && e.name==='navigationStart').map(e=>e.ts));
for (const t of tops) {
  const stack = [];
  console.log('=== task', (t.dur/1000).toFixed(1), 'ms at +', ((t.ts-t0)/1000).toFixed(0));
  for (const e of onMain) {
    if (e.ts < t.ts || e.ts + e.dur > t.ts + t.dur || e === t) continue;
    while (stack.length && stack[stack.length-1] <= e.ts) stack.pop();
    if (stack.length < nTasks) console.log('  '.repeat(stack.length+1) + (e.dur/1000).toFixed(1) + ' ' + e.name + ' ' + (e.args?.data?.url ?? e.args?.data?.functionName ?? '').slice(-50));
    stack.push(e.ts + e.dur);
  }
}
