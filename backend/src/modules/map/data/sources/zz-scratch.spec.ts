import { loadLocalities } from './localities.source';
import { loadRussianRegions } from './regions.source';
import { loadRussianAerodromes } from './airports.source';
it('scratch', async () => {
  let t = Date.now();
  const l = loadLocalities();
  console.log('localities', l.length, Date.now() - t, l.slice(0, 2), l.filter((x) => x.population >= 10000).length);
  t = Date.now();
  const r = loadRussianRegions();
  console.log('regions', r.length, Date.now() - t, r.map((x) => x.code + ' ' + x.nameRu).join(', '));
  t = Date.now();
  const a = await loadRussianAerodromes();
  console.log('aerodromes', a.length, Date.now() - t, a[0]);
}, 60000);
