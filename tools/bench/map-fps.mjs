#!/usr/bin/env node
// The public map panning with 10,000 zone polygons (issue 4: ≥ 50 frames per second in headless Chromium).
//
// What is measured: the real /map/ page of the running platform (shell + mfe-map), opened at Moscow at zoom 9.
// Its `GET /public/map/layers/objects` call is answered by this script with 10,000 generated polygons spread
// over the requested box (a fixture through Playwright's request interception: the page and its code are
// the shipped ones, only the data is made up, so no backend database with 10,000 zones in view is needed).
// Then a scripted pan: pointer events dragging the map 4 px per animation frame for a few seconds, while
// requestAnimationFrame counts frames. The floor is the same pan over the base layer alone (no zones): the
// ratio says what the zones cost. The same pan with the WebGL renderer forced is printed for information
// (the automatic choice uses WebGL only on a hardware GPU; headless Chromium has SwiftShader).
//
//   node tools/bench/map-fps.mjs [--base http://localhost:8080] [--polygons 10000] [--seconds 4]
/* global document, PointerEvent, requestAnimationFrame -- the page.evaluate callbacks below run in the browser */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

export const FPS_GOAL = 50;

/** Deterministic pseudo-random numbers (mulberry32): the same fixture on every run. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LAYERS = ['RESTRICTED_ZONES', 'DANGER_ZONES', 'TEMPORARY_ZONES', 'CONTROL_AREAS'];

/** `count` hexagons of random size inside the box, as the API answers them. */
export function fixturePolygons(box, count) {
  const [minLng, minLat, maxLng, maxLat] = box;
  const next = random(42);
  const data = [];
  for (let i = 0; i < count; i += 1) {
    const lng = minLng + next() * (maxLng - minLng);
    const lat = minLat + next() * (maxLat - minLat);
    const r = (0.002 + next() * 0.01) * (maxLng - minLng);
    const points = Array.from({ length: 6 }, (_, k) => ({
      lat: lat + r * 0.6 * Math.sin((k * Math.PI) / 3),
      lng: lng + r * Math.cos((k * Math.PI) / 3),
    }));
    const layer = LAYERS[i % LAYERS.length];
    data.push({
      id: `fixture-${i}`,
      layer,
      name: `Zone ${i}`,
      active: i % 7 !== 0,
      geoShape: { type: 'POLYGON', points },
      properties: { code: 'SR', lowerLimit: 0, upperLimit: 150, altitudeUnit: 'M' },
    });
  }
  return { data, meta: { totalCount: count, truncated: false, zoomBand: 2 } };
}

async function panFps(page, seconds) {
  return page.evaluate(async (durationMs) => {
    const map = document.querySelector('[data-testid="public-map"] .ol-viewport');
    if (!map) throw new Error('no map viewport on the page');
    const rect = map.getBoundingClientRect();
    let x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const pointer = (type, target) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          cancelable: true,
          pointerId: 1,
          pointerType: 'mouse',
          isPrimary: true,
          button: 0,
          buttons: type === 'pointerup' ? 0 : 1,
          clientX: x,
          clientY: y,
        }),
      );
    pointer('pointerdown', map);
    let frames = 0;
    let direction = -1;
    const start = performance.now();
    const gaps = [];
    let last = start;
    await new Promise((resolve) => {
      const step = (now) => {
        frames += 1;
        gaps.push(now - last);
        last = now;
        // Back and forth across the middle of the map, 4 px a frame.
        x += direction * 4;
        if (Math.abs(x - (rect.left + rect.width / 2)) > rect.width / 3) direction = -direction;
        pointer('pointermove', document);
        if (now - start < durationMs) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    pointer('pointerup', document);
    const elapsed = performance.now() - start;
    gaps.sort((a, b) => a - b);
    return { fps: (frames / elapsed) * 1000, frames, p95FrameMs: gaps[Math.floor(gaps.length * 0.95)] };
  }, seconds * 1000);
}

async function openMap(browser, base, polygons, renderer = 'auto') {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  let served = 0;
  await page.route('**/public/map/layers/objects?*', async (route) => {
    const url = new URL(route.request().url());
    const box = url.searchParams.get('boundingBox').split(',').map(Number);
    const body = fixturePolygons(box, polygons);
    served = body.data.length;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify(body),
    });
  });
  await page.goto(`${base}/map/?lat=55.75&lng=37.62&zoom=9&renderer=${renderer}`);
  await page
    .getByTestId('map-status')
    .getByText(new RegExp(`: ${polygons}$`))
    .waitFor({ timeout: 60_000 });
  // Let the first full render of every feature settle before panning.
  await page.waitForTimeout(1500);
  return { page, served: () => served };
}

/** Measures the pan frame rate with `polygons` zones in view and over the base layer alone. */
export async function measureMapFps({ base = 'http://localhost:8080', polygons = 10_000, seconds = 4 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const zones = await openMap(browser, base, polygons);
    const withZones = await panFps(zones.page, seconds);
    await zones.page.close();
    const baseOnly = await openMap(browser, base, 0);
    const floor = await panFps(baseOnly.page, seconds);
    await baseOnly.page.close();
    // For information: the WebGL renderer forced on whatever GPU this is (headless: SwiftShader, in software).
    const webglPage = await openMap(browser, base, polygons, 'webgl');
    const webgl = await panFps(webglPage.page, seconds);
    await webglPage.page.close();
    return { polygons: zones.served(), withZones, floor, webgl, goal: FPS_GOAL };
  } finally {
    await browser.close();
  }
}

export function reportMapFps(result) {
  const { polygons, withZones, floor, webgl, goal } = result;
  const ratio = withZones.fps / floor.fps;
  return [
    `map pan, ${polygons} zone polygons: ${withZones.fps.toFixed(1)} fps (${withZones.frames} frames, p95 frame ${withZones.p95FrameMs.toFixed(1)} ms) — goal ≥ ${goal} fps: ${withZones.fps >= goal ? 'met' : 'MISSED'}`,
    `floor, base layer only:  ${floor.fps.toFixed(1)} fps (p95 frame ${floor.p95FrameMs.toFixed(1)} ms); ratio zones/floor ${ratio.toFixed(2)}`,
    `WebGL forced (information): ${webgl.fps.toFixed(1)} fps (p95 frame ${webgl.p95FrameMs.toFixed(1)} ms)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: 'http://localhost:8080' },
      polygons: { type: 'string', default: '10000' },
      seconds: { type: 'string', default: '4' },
    },
  });
  const result = await measureMapFps({ base: values.base, polygons: Number(values.polygons), seconds: Number(values.seconds) });
  console.log(reportMapFps(result));
}
