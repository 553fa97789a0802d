import type { SeedModel } from './library-seed.types';

/**
 * The seeded library: current models with the figures their manufacturers publish on their
 * specification pages (named in `source`). Where a figure is not published, varies by configuration in
 * a way one number would misstate, or could not be confirmed, it is null. Conventions: maxDuration is
 * the longest published flight time (hover or cruise, no payload), maxHeight the published service
 * ceiling / maximum take-off altitude, maxDistance the published flight distance on one battery (not the
 * radio range), maxTakeoffWeight the published maximum take-off weight or, where only that is
 * published, the take-off weight. Review these figures against the sources before relying on them.
 */
const M = 'MULTICOPTER' as const;
const FW = 'FIXED_WING' as const;
const VTOL = 'HYBRID_VTOL' as const;
const E = 'ELECTRIC' as const;

export const SEED_MODELS: SeedModel[] = [
  // Russian manufacturers: their sites publish fewer figures; only those we are sure of are filled.
  {
    key: 'geoscan-201', manufacturer: 'geoscan', name: 'Геоскан 201', droneType: FW, engineType: E, engineCount: 1,
    maxTakeoffWeight: 8.5, maxLiftingCapacity: null, maxDistance: 210, maxDuration: 180, maxHeight: null,
    maxHorizontalSpeed: null, maxVerticalSpeed: null, temperature: null, windSpeed: null,
    source: 'geoscan.ru, Геоскан 201 product page',
  },
  {
    key: 'geoscan-gemini', manufacturer: 'geoscan', name: 'Геоскан Gemini', droneType: M, engineType: E, engineCount: 4, weightClass: 'LIGHT',
    maxTakeoffWeight: null, maxLiftingCapacity: null, maxDistance: null, maxDuration: null, maxHeight: null,
    maxHorizontalSpeed: null, maxVerticalSpeed: null, temperature: null, windSpeed: null,
    source: 'geoscan.ru, Геоскан Gemini product page (figures to be completed from it)',
  },
  {
    key: 'geoscan-pioneer-base', manufacturer: 'geoscan', name: 'Геоскан Пионер Base', droneType: M, engineType: E, engineCount: 4, weightClass: 'LIGHT',
    maxTakeoffWeight: null, maxLiftingCapacity: null, maxDistance: null, maxDuration: null, maxHeight: null,
    maxHorizontalSpeed: null, maxVerticalSpeed: null, temperature: null, windSpeed: null,
    source: 'geoscan.ru, educational quadcopter «Пионер» (figures to be completed from it)',
  },
  {
    key: 'geoscan-pioneer-mini', manufacturer: 'geoscan', name: 'Геоскан Пионер Mini', droneType: M, engineType: E, engineCount: 4, weightClass: 'LIGHT',
    maxTakeoffWeight: null, maxLiftingCapacity: null, maxDistance: null, maxDuration: null, maxHeight: null,
    maxHorizontalSpeed: null, maxVerticalSpeed: null, temperature: null, windSpeed: null,
    source: 'geoscan.ru, educational quadcopter «Пионер Мини» (figures to be completed from it)',
  },
  {
    key: 'zala-421-16e5', manufacturer: 'zala', name: 'ZALA 421-16E5', droneType: FW, engineType: E, engineCount: 1, weightClass: 'LIGHT',
    maxTakeoffWeight: null, maxLiftingCapacity: null, maxDistance: null, maxDuration: null, maxHeight: null,
    maxHorizontalSpeed: null, maxVerticalSpeed: null, temperature: null, windSpeed: null,
    source: 'zala-aero.com, ZALA 421-16E5 product page (figures to be completed from it)',
  },
  {
    key: 'supercam-s350', manufacturer: 'unmanned-systems', name: 'Supercam S350', droneType: FW, engineType: E, engineCount: 1, weightClass: 'LIGHT',
    maxTakeoffWeight: null, maxLiftingCapacity: null, maxDistance: null, maxDuration: null, maxHeight: null,
    maxHorizontalSpeed: null, maxVerticalSpeed: null, temperature: null, windSpeed: null,
    source: 'supercam.aero, Supercam S350 product page (figures to be completed from it)',
  },
  // DJI (dji.com / enterprise.dji.com / ag.dji.com specification pages).
  {
    key: 'dji-neo', manufacturer: 'dji', name: 'DJI Neo', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 0.135, maxLiftingCapacity: null, maxDistance: null, maxDuration: 18, maxHeight: null,
    maxHorizontalSpeed: null, maxVerticalSpeed: null, temperature: null, windSpeed: null,
    source: 'dji.com/neo/specs',
  },
  {
    key: 'dji-mini-4k', manufacturer: 'dji', name: 'DJI Mini 4K', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 0.249, maxLiftingCapacity: null, maxDistance: null, maxDuration: 31, maxHeight: 4000,
    maxHorizontalSpeed: 16, maxVerticalSpeed: 5, temperature: [-10, 40], windSpeed: [0, 10.7],
    source: 'dji.com/mini-4k/specs',
  },
  {
    key: 'dji-mini-4-pro', manufacturer: 'dji', name: 'DJI Mini 4 Pro', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 0.249, maxLiftingCapacity: null, maxDistance: 18, maxDuration: 34, maxHeight: 4000,
    maxHorizontalSpeed: 16, maxVerticalSpeed: 5, temperature: [-10, 40], windSpeed: [0, 10.7],
    source: 'dji.com/mini-4-pro/specs',
  },
  {
    key: 'dji-air-3', manufacturer: 'dji', name: 'DJI Air 3', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 0.72, maxLiftingCapacity: null, maxDistance: 32, maxDuration: 46, maxHeight: 6000,
    maxHorizontalSpeed: 21, maxVerticalSpeed: 10, temperature: [-10, 40], windSpeed: [0, 12],
    source: 'dji.com/air-3/specs',
  },
  {
    key: 'dji-air-3s', manufacturer: 'dji', name: 'DJI Air 3S', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 0.724, maxLiftingCapacity: null, maxDistance: null, maxDuration: 45, maxHeight: 6000,
    maxHorizontalSpeed: 21, maxVerticalSpeed: null, temperature: [-10, 40], windSpeed: [0, 12],
    source: 'dji.com/air-3s/specs',
  },
  {
    key: 'dji-mavic-3-pro', manufacturer: 'dji', name: 'DJI Mavic 3 Pro', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 0.958, maxLiftingCapacity: null, maxDistance: 28, maxDuration: 43, maxHeight: 6000,
    maxHorizontalSpeed: 21, maxVerticalSpeed: 8, temperature: [-10, 40], windSpeed: [0, 12],
    source: 'dji.com/mavic-3-pro/specs',
  },
  {
    key: 'dji-mavic-3-enterprise', manufacturer: 'dji', name: 'DJI Mavic 3 Enterprise', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 1.05, maxLiftingCapacity: null, maxDistance: 32, maxDuration: 45, maxHeight: 6000,
    maxHorizontalSpeed: 21, maxVerticalSpeed: 8, temperature: [-10, 40], windSpeed: [0, 12],
    source: 'enterprise.dji.com/mavic-3-enterprise/specs',
  },
  {
    key: 'dji-mavic-3-thermal', manufacturer: 'dji', name: 'DJI Mavic 3 Thermal', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 1.05, maxLiftingCapacity: null, maxDistance: 32, maxDuration: 45, maxHeight: 6000,
    maxHorizontalSpeed: 21, maxVerticalSpeed: 8, temperature: [-10, 40], windSpeed: [0, 12],
    source: 'enterprise.dji.com/mavic-3-enterprise/specs (Mavic 3T column)',
  },
  {
    key: 'dji-avata-2', manufacturer: 'dji', name: 'DJI Avata 2', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 0.377, maxLiftingCapacity: null, maxDistance: 13, maxDuration: 23, maxHeight: 5000,
    maxHorizontalSpeed: 27, maxVerticalSpeed: 6, temperature: [-10, 40], windSpeed: [0, 10.7],
    source: 'dji.com/avata-2/specs',
  },
  {
    key: 'dji-matrice-4t', manufacturer: 'dji', name: 'DJI Matrice 4T', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 1.42, maxLiftingCapacity: null, maxDistance: null, maxDuration: 49, maxHeight: 6000,
    maxHorizontalSpeed: 21, maxVerticalSpeed: null, temperature: [-10, 40], windSpeed: [0, 12],
    source: 'enterprise.dji.com/matrice-4-series/specs',
  },
  {
    key: 'dji-matrice-30t', manufacturer: 'dji', name: 'DJI Matrice 30T', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 3.998, maxLiftingCapacity: null, maxDistance: null, maxDuration: 41, maxHeight: 7000,
    maxHorizontalSpeed: 23, maxVerticalSpeed: 6, temperature: [-20, 50], windSpeed: [0, 15],
    source: 'enterprise.dji.com/matrice-30/specs',
  },
  {
    key: 'dji-matrice-350-rtk', manufacturer: 'dji', name: 'DJI Matrice 350 RTK', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 9.2, maxLiftingCapacity: 2.7, maxDistance: null, maxDuration: 55, maxHeight: 7000,
    maxHorizontalSpeed: 23, maxVerticalSpeed: 6, temperature: [-20, 50], windSpeed: [0, 12],
    source: 'enterprise.dji.com/matrice-350-rtk/specs',
  },
  {
    key: 'dji-agras-t40', manufacturer: 'dji', name: 'DJI Agras T40', droneType: M, engineType: E, engineCount: 8,
    maxTakeoffWeight: 101, maxLiftingCapacity: 50, maxDistance: null, maxDuration: null, maxHeight: null,
    maxHorizontalSpeed: 10, maxVerticalSpeed: null, temperature: [0, 40], windSpeed: null,
    source: 'ag.dji.com/t40/specs (take-off weight for spreading)',
  },
  {
    key: 'dji-agras-t50', manufacturer: 'dji', name: 'DJI Agras T50', droneType: M, engineType: E, engineCount: 8,
    maxTakeoffWeight: 103, maxLiftingCapacity: null, maxDistance: null, maxDuration: null, maxHeight: null,
    maxHorizontalSpeed: null, maxVerticalSpeed: null, temperature: [0, 40], windSpeed: null,
    source: 'ag.dji.com/t50/specs (take-off weight for spreading)',
  },
  {
    key: 'dji-flycart-30', manufacturer: 'dji', name: 'DJI FlyCart 30', droneType: M, engineType: E, engineCount: 8,
    maxTakeoffWeight: 95, maxLiftingCapacity: 40, maxDistance: null, maxDuration: null, maxHeight: 6000,
    maxHorizontalSpeed: 20, maxVerticalSpeed: null, temperature: [-20, 45], windSpeed: [0, 12],
    source: 'dji.com/flycart-30/specs',
  },
  // Autel Robotics (autelrobotics.com specification pages).
  {
    key: 'autel-evo-nano-plus', manufacturer: 'autel', name: 'Autel EVO Nano+', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 0.249, maxLiftingCapacity: null, maxDistance: null, maxDuration: 28, maxHeight: null,
    maxHorizontalSpeed: null, maxVerticalSpeed: null, temperature: null, windSpeed: null,
    source: 'autelrobotics.com, EVO Nano+ specs',
  },
  {
    key: 'autel-evo-lite-plus', manufacturer: 'autel', name: 'Autel EVO Lite+', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 0.835, maxLiftingCapacity: null, maxDistance: null, maxDuration: 40, maxHeight: null,
    maxHorizontalSpeed: null, maxVerticalSpeed: null, temperature: [-10, 40], windSpeed: null,
    source: 'autelrobotics.com, EVO Lite+ specs',
  },
  {
    key: 'autel-evo-ii-pro-v3', manufacturer: 'autel', name: 'Autel EVO II Pro V3', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 1.191, maxLiftingCapacity: null, maxDistance: null, maxDuration: 42, maxHeight: 7000,
    maxHorizontalSpeed: 20, maxVerticalSpeed: 8, temperature: [-10, 40], windSpeed: [0, 12],
    source: 'autelrobotics.com, EVO II Pro V3 specs',
  },
  {
    key: 'autel-evo-max-4t', manufacturer: 'autel', name: 'Autel EVO Max 4T', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 1.999, maxLiftingCapacity: null, maxDistance: null, maxDuration: 42, maxHeight: 7000,
    maxHorizontalSpeed: 23, maxVerticalSpeed: 8, temperature: [-20, 50], windSpeed: [0, 12],
    source: 'autelrobotics.com, EVO Max 4T specs',
  },
  // Parrot (parrot.com specification pages).
  {
    key: 'parrot-anafi-usa', manufacturer: 'parrot', name: 'Parrot ANAFI USA', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 0.5, maxLiftingCapacity: null, maxDistance: null, maxDuration: 32, maxHeight: null,
    maxHorizontalSpeed: 14.7, maxVerticalSpeed: null, temperature: [-36, 49], windSpeed: [0, 14.7],
    source: 'parrot.com, ANAFI USA specifications',
  },
  {
    key: 'parrot-anafi-ai', manufacturer: 'parrot', name: 'Parrot ANAFI Ai', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 0.898, maxLiftingCapacity: null, maxDistance: null, maxDuration: 32, maxHeight: null,
    maxHorizontalSpeed: 17, maxVerticalSpeed: 4, temperature: [-10, 40], windSpeed: [0, 12.7],
    source: 'parrot.com, ANAFI Ai specifications',
  },
  // Skydio (skydio.com specification pages).
  {
    key: 'skydio-x10', manufacturer: 'skydio', name: 'Skydio X10', droneType: M, engineType: E, engineCount: 4, weightClass: 'LIGHT',
    maxTakeoffWeight: null, maxLiftingCapacity: null, maxDistance: null, maxDuration: 40, maxHeight: null,
    maxHorizontalSpeed: 20, maxVerticalSpeed: null, temperature: null, windSpeed: null,
    source: 'skydio.com, X10 specifications',
  },
  {
    key: 'skydio-2-plus', manufacturer: 'skydio', name: 'Skydio 2+', droneType: M, engineType: E, engineCount: 4,
    maxTakeoffWeight: 0.8, maxLiftingCapacity: null, maxDistance: null, maxDuration: 27, maxHeight: null,
    maxHorizontalSpeed: 16, maxVerticalSpeed: null, temperature: null, windSpeed: null,
    source: 'skydio.com, Skydio 2+ specifications',
  },
  // XAG (xa.com): the payload is published; the class follows from it (50 kg of payload alone is above 30 kg).
  {
    key: 'xag-p100-pro', manufacturer: 'xag', name: 'XAG P100 Pro', droneType: M, engineType: E, engineCount: 4, weightClass: 'MEDIUM',
    maxTakeoffWeight: null, maxLiftingCapacity: 50, maxDistance: null, maxDuration: null, maxHeight: null,
    maxHorizontalSpeed: null, maxVerticalSpeed: null, temperature: null, windSpeed: null,
    source: 'xa.com, P100 Pro specifications',
  },
  // Fixed-wing and VTOL mapping aircraft.
  {
    key: 'ageagle-ebee-x', manufacturer: 'ageagle', name: 'eBee X', droneType: FW, engineType: E, engineCount: 1,
    maxTakeoffWeight: 1.6, maxLiftingCapacity: null, maxDistance: null, maxDuration: 90, maxHeight: null,
    maxHorizontalSpeed: null, maxVerticalSpeed: null, temperature: [-15, 40], windSpeed: [0, 12.8],
    source: 'ageagle.com, eBee X specifications',
  },
  {
    key: 'quantum-trinity-f90-plus', manufacturer: 'quantum-systems', name: 'Trinity F90+', droneType: VTOL, engineType: E, engineCount: 3,
    maxTakeoffWeight: 5, maxLiftingCapacity: 0.7, maxDistance: 100, maxDuration: 90, maxHeight: null,
    maxHorizontalSpeed: null, maxVerticalSpeed: null, temperature: [-12, 50], windSpeed: null,
    source: 'quantum-systems.com, Trinity F90+ specifications',
  },
  {
    key: 'wingtra-one-gen-ii', manufacturer: 'wingtra', name: 'WingtraOne Gen II', droneType: VTOL, engineType: E, engineCount: 2,
    maxTakeoffWeight: 4.5, maxLiftingCapacity: 0.8, maxDistance: null, maxDuration: 59, maxHeight: 4800,
    maxHorizontalSpeed: null, maxVerticalSpeed: null, temperature: [-10, 40], windSpeed: [0, 12],
    source: 'wingtra.com, WingtraOne Gen II specifications (ceiling with high-altitude propellers)',
  },
];
