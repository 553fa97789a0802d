import type { MapTranslations } from './ru';

export const en: MapTranslations = {
  sections: 'Sections',
  map: {
    title: 'Airspace map',
    description: 'An open map for everyone, no sign-in needed: where you may fly, where restrictions apply, and when it is light.',
    layersTitle: 'What the map shows',
    layers: {
      airports: 'Aerodromes, heliports and landing sites',
      controlAreas: 'Air-traffic control areas and zones',
      restricted: 'Prohibited, danger and restricted zones',
      temporary: 'Temporary restrictions in force on the flight dates',
      boundaries: 'Boundaries of settlements and municipalities',
      weather: 'Weather stations',
      sun: 'Sunrise and sunset times at a chosen point',
    },
    altitude: 'Zones can be filtered by flight altitude: those that cross a given altitude, or all below it.',
    offline: 'The base map ships with the portal, so the map opens even without access to external map services.',
    plan: {
      title: 'Plan a flight',
      text: 'Draw the route or area of a flight on the map in a request — crossings with zones are checked automatically.',
    },
  },
  notFound: {
    title: 'This page could not be found',
    text: 'The map section has no such page. The link may be out of date.',
    back: 'Back to the map',
  },
};
