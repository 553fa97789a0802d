import { BASE_Z_INDEX, WATER_LABEL_MIN_PX, localityThreshold, riverWidth, showsWaterLabel, showsWorldLand } from './baseStyleRules';

describe('base layer drawing rules', () => {
  it('draws water over land and under region boundaries and localities', () => {
    expect(BASE_Z_INDEX.land).toBeLessThan(BASE_Z_INDEX.country);
    expect(BASE_Z_INDEX.country).toBeLessThan(BASE_Z_INDEX.water);
    expect(BASE_Z_INDEX.water).toBeLessThan(BASE_Z_INDEX.river);
    expect(BASE_Z_INDEX.river).toBeLessThan(BASE_Z_INDEX.region);
    expect(BASE_Z_INDEX.region).toBeLessThan(BASE_Z_INDEX.locality);
  });

  it('draws the coarse world land on country-wide views only', () => {
    expect(showsWorldLand(9_784)).toBe(true); // zoom 4
    expect(showsWorldLand(4_892)).toBe(false); // zoom 5
  });

  it('thickens rivers and shows smaller towns as the map zooms in', () => {
    const resolutions = [20_000, 2_000, 500, 50];
    const widths = resolutions.map(riverWidth);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    expect(new Set(widths).size).toBe(4);
    expect(resolutions.map(localityThreshold)).toEqual([1_000_000, 250_000, 0, 0]);
    expect(localityThreshold(1_000)).toBe(50_000);
  });

  it('names a lake only once it is large on screen, and never an unnamed one', () => {
    // Baikal is about 640 km long: named at 5 km a pixel (128 px), not at 20 km a pixel (32 px).
    expect(showsWaterLabel('Байкал', 400_000, 640_000, 5_000)).toBe(true);
    expect(showsWaterLabel('Байкал', 400_000, 640_000, 20_000)).toBe(false);
    expect(showsWaterLabel('Байкал', WATER_LABEL_MIN_PX * 100, 0, 100)).toBe(true);
    expect(showsWaterLabel(undefined, 400_000, 640_000, 5_000)).toBe(false);
    // At street scale the shore fills the view: the name would only hide the towns.
    expect(showsWaterLabel('Байкал', 400_000, 640_000, 10)).toBe(false);
  });
});
