// Lighthouse on pages of the served site, driven by tools/lighthouse.py (`./dev lighthouse`).
//
//   node tools/lighthouse.mjs BASE_URL QUERY...   (CHROME_PATH: the browser; default chromium)
//
// Each page is a user flow (Lighthouse's Node API on puppeteer-core, both npm devDependencies):
// a navigation, for best practices (console, source maps, ...) and the layout shift of the
// arrival, then, once the app says it is ready (html[data-ready="1"]: Pyodide has booted, which
// may be after Lighthouse's own idea of "loaded"), a snapshot for accessibility of the page the
// player sees. Prints one JSON line per page: scores and the audits that fail.
import puppeteer from "puppeteer-core";
import {startFlow} from "lighthouse";

const [base, ...queries] = process.argv.slice(2);
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
// As tools/serve.py's CHROMIUM_ARGS (offline: no background traffic), headless.
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  "--headless=new"];
// Lighthouse's own defaults (a phone, 412x823, simulated throttling), but the runtime boots for
// seconds after the page's load: wait for it to go quiet.
const SETTINGS = {
  maxWaitForLoad: 120_000, pauseAfterLoadMs: 3000, networkQuietThresholdMs: 3000,
  cpuQuietThresholdMs: 3000,
};

function failing(lhr, categories) {
  const out = [];
  for (const id of categories) {
    for (const ref of lhr.categories[id]?.auditRefs || []) {
      const audit = lhr.audits[ref.id];
      if (audit && audit.score !== null && audit.score < 1) {
        const items = (audit.details?.items || []).slice(0, 4).map((item) =>
          [item.value, item.node?.snippet || item.source?.url || item.url || item.description
            || item.sourceMapUrl || item.scriptUrl].filter(Boolean).join(": "));
        out.push({id: ref.id, category: id, title: audit.title, items});
      }
    }
  }
  return out;
}

const browser = await puppeteer.launch({executablePath: CHROME, args: ARGS, headless: true});
try {
  for (const query of queries) {
    const page = await browser.newPage();
    const flow = await startFlow(page, {
      name: query || "/",
      config: {extends: "lighthouse:default", settings: SETTINGS},
    });
    const url = `${base}/index.html${query}`;
    await flow.navigate(url, {settings: {onlyCategories: ["best-practices", "performance"]}});
    await page.waitForSelector("html[data-ready='1']", {timeout: 120_000});
    await flow.snapshot({settings: {onlyCategories: ["accessibility", "best-practices"]}});
    const [nav, snap] = (await flow.createFlowResult()).steps.map((step) => step.lhr);
    const cls = nav.audits["cumulative-layout-shift"];
    console.log(JSON.stringify({
      page: query || "/",
      accessibility: Math.round(snap.categories.accessibility.score * 100),
      bestPractices: Math.round(nav.categories["best-practices"].score * 100),
      cls: cls.numericValue,
      failing: [...failing(snap, ["accessibility"]), ...failing(nav, ["best-practices"])],
      layoutShifts: (nav.audits["layout-shifts"]?.details?.items || []).slice(0, 5).map(
        (item) => ({score: item.score, node: item.node?.snippet || item.node?.selector})),
    }));
    await page.close();
  }
} finally {
  await browser.close();
}
