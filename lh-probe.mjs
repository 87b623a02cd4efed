import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  const r = await lighthouse('http://127.0.0.1:8899' + path, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  const tbtItems = a['long-tasks']?.details?.items?.slice(0,5).map(i => `${i.url?.split('/').pop()}:${Math.round(i.duration)}`).join(' ');
  const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items?.map(i => `${i.phase}:${Math.round(i.timing)}`).join(' ');
  console.log('   LCP element', lcpEl?.slice(0,120), phases);
  console.log(path, Math.round(r.lhr.categories.performance.score*100), 'FCP', a['first-contentful-paint'].displayValue, 'LCP', a['largest-contentful-paint'].displayValue, 'TBT', a['total-blocking-time'].displayValue, 'SI', a['speed-index'].displayValue, '| long tasks', tbtItems);
}
await chrome.kill();
