/** Who the platform is for (docs/requirements.md#ui-navigation) and the way into each audience's sections. */
export interface AudienceCard {
  id: 'pilots' | 'companies' | 'authorities';
  links: { path: string; labelKey: string }[];
}

export const AUDIENCE_CARDS: readonly AudienceCard[] = [
  {
    id: 'pilots',
    links: [
      { path: '/drones/', labelKey: 'home.audiences.pilots.drones' },
      { path: '/flight/', labelKey: 'home.audiences.pilots.flights' },
      { path: '/insurance/', labelKey: 'home.audiences.pilots.insurance' },
    ],
  },
  {
    id: 'companies',
    links: [
      { path: '/register-company/', labelKey: 'home.audiences.companies.register' },
      { path: '/company/', labelKey: 'home.audiences.companies.account' },
    ],
  },
  {
    id: 'authorities',
    links: [{ path: '/agreement/', labelKey: 'home.audiences.authorities.review' }],
  },
];

/** How a flight gets agreed, in the order the platform walks a pilot through it. */
export const STEPS = ['account', 'drone', 'request', 'agreement'] as const;
