import type { SeedManufacturer } from './library-seed.types';

/** Manufacturers of the seeded library, Russian ones first (ISO 3166-1 alpha-2 countries). */
export const SEED_MANUFACTURERS: SeedManufacturer[] = [
  { key: 'geoscan', name: 'Геоскан', nameEn: 'Geoscan', country: 'RU', website: 'https://www.geoscan.ru', source: 'geoscan.ru (company site)' },
  { key: 'zala', name: 'ZALA Aero', nameEn: 'ZALA Aero', country: 'RU', website: 'https://zala-aero.com', source: 'zala-aero.com (company site)' },
  {
    key: 'unmanned-systems',
    name: 'Беспилотные системы (Supercam)',
    nameEn: 'Unmanned Systems (Supercam)',
    country: 'RU',
    website: 'https://supercam.aero',
    source: 'supercam.aero (company site)',
  },
  { key: 'dji', name: 'DJI', nameEn: 'DJI', country: 'CN', website: 'https://www.dji.com', source: 'dji.com (company site)' },
  { key: 'autel', name: 'Autel Robotics', nameEn: 'Autel Robotics', country: 'CN', website: 'https://www.autelrobotics.com', source: 'autelrobotics.com (company site)' },
  { key: 'xag', name: 'XAG', nameEn: 'XAG', country: 'CN', website: 'https://www.xa.com', source: 'xa.com (company site)' },
  { key: 'parrot', name: 'Parrot', nameEn: 'Parrot', country: 'FR', website: 'https://www.parrot.com', source: 'parrot.com (company site)' },
  { key: 'skydio', name: 'Skydio', nameEn: 'Skydio', country: 'US', website: 'https://www.skydio.com', source: 'skydio.com (company site)' },
  { key: 'ageagle', name: 'AgEagle (senseFly)', nameEn: 'AgEagle (senseFly)', country: 'US', website: 'https://ageagle.com', source: 'ageagle.com (company site)' },
  { key: 'quantum-systems', name: 'Quantum Systems', nameEn: 'Quantum Systems', country: 'DE', website: 'https://quantum-systems.com', source: 'quantum-systems.com (company site)' },
  { key: 'wingtra', name: 'Wingtra', nameEn: 'Wingtra', country: 'CH', website: 'https://wingtra.com', source: 'wingtra.com (company site)' },
];
