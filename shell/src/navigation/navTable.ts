import type { Audience } from './audience';

/**
 * The navigation table (docs/requirements.md#ui-navigation) for the pages that exist. A link names its
 * locale-neutral path, its label key in the `shell` namespace and who may see it.
 * The external marketplace link is not a row: it leaves the site, and the header adds it when the deployment
 * names a marketplace (layout/MarketplaceLink.tsx, docs/requirements.md#public-site).
 */
export interface NavLinkDef {
  path: string;
  labelKey: string;
  audiences: readonly Audience[];
  /** The section's own landing page: alone in its group it is shown under the group's name. */
  root?: boolean;
  /** Also shown to a user whose scope holds one of these roles, whatever the audience (a moderator: issue 14, D2). */
  scopes?: readonly string[];
}

export interface NavGroupDef {
  id: string;
  labelKey: string;
  links: readonly NavLinkDef[];
}

const ALL: readonly Audience[] = ['unauthorized', 'simple', 'company', 'authority', 'admin'];

export const MAIN_NAV: readonly NavGroupDef[] = [
  {
    id: 'agreement',
    labelKey: 'nav.groups.agreement',
    // The authority area's three parts (part 1 §2: navigation visible to authority staff only).
    links: [
      { path: '/agreement/dashboard/', labelKey: 'nav.links.agreementDashboard', audiences: ['authority'] },
      { path: '/agreement/flight-requests/', labelKey: 'nav.links.agreementFlightRequests', audiences: ['authority'] },
      { path: '/agreement/authority/', labelKey: 'nav.links.agreementAuthority', audiences: ['authority'] },
    ],
  },
  {
    id: 'flights',
    labelKey: 'nav.groups.flights',
    links: [
      // The table also lists /flight/ for company users, but their header shows the business
      // groups instead (spec: four groups in the company layout), so the root is not repeated there.
      { path: '/flight/', labelKey: 'nav.links.flightOverview', audiences: ['unauthorized', 'simple'], root: true },
      { path: '/flight/new/', labelKey: 'nav.links.flightNew', audiences: ['simple'] },
      { path: '/flight/requests/', labelKey: 'nav.links.flightRequests', audiences: ['simple'] },
    ],
  },
  {
    id: 'businessFlights',
    labelKey: 'nav.groups.businessFlights',
    links: [
      { path: '/company/flight-requests/new/', labelKey: 'nav.links.companyFlightNew', audiences: ['company'] },
      { path: '/company/flight-requests/', labelKey: 'nav.links.companyFlightRequests', audiences: ['company'] },
    ],
  },
  {
    id: 'insurance',
    labelKey: 'nav.groups.insurance',
    links: [
      { path: '/insurance/', labelKey: 'nav.links.insuranceOverview', audiences: ['unauthorized', 'simple'], root: true },
      { path: '/insurance/aggregator/', labelKey: 'nav.links.insuranceAggregator', audiences: ['simple'] },
      { path: '/insurance/upload-policy/', labelKey: 'nav.links.insuranceUpload', audiences: ['simple'] },
      { path: '/insurance/policies/', labelKey: 'nav.links.insurancePolicies', audiences: ['simple'] },
    ],
  },
  {
    id: 'businessInsurance',
    labelKey: 'nav.groups.businessInsurance',
    links: [{ path: '/company/insurance/', labelKey: 'nav.links.companyInsurance', audiences: ['company'] }],
  },
  {
    id: 'map',
    labelKey: 'nav.groups.map',
    // The public airspace map is for everyone (docs/requirements.md#ui-navigation).
    links: [{ path: '/map/', labelKey: 'nav.links.map', audiences: ALL, root: true }],
  },
  {
    id: 'users',
    labelKey: 'nav.groups.users',
    // P1 §2: the pages a pilot must know, system versions, and the FAQ (not for company users).
    links: [
      { path: '/flight-rules/', labelKey: 'nav.links.flightRules', audiences: ['simple', 'unauthorized', 'admin', 'company'] },
      { path: '/legislation/', labelKey: 'nav.links.legislation', audiences: ['simple', 'unauthorized', 'admin', 'company'] },
      { path: '/stopped-police/', labelKey: 'nav.links.stoppedPolice', audiences: ['simple', 'unauthorized', 'admin', 'company'] },
      { path: '/faq/', labelKey: 'nav.links.faq', audiences: ['simple', 'unauthorized', 'admin'] },
      { path: '/system-versions/', labelKey: 'nav.links.systemVersions', audiences: ['simple', 'unauthorized', 'admin', 'company'] },
    ],
  },
  {
    id: 'admin',
    labelKey: 'nav.groups.admin',
    links: [
      { path: '/admin/library/', labelKey: 'nav.links.adminLibrary', audiences: ['admin'] },
      // Moderators review company registration requests too (D2): that one link of the group is theirs.
      {
        path: '/admin/company-registration-requests/',
        labelKey: 'nav.links.adminRegistrationRequests',
        audiences: ['admin'],
        scopes: ['moderator'],
      },
      { path: '/admin/statistics/', labelKey: 'nav.links.adminStatistics', audiences: ['admin'] },
      { path: '/admin/login-as/', labelKey: 'nav.links.adminLoginAs', audiences: ['admin'] },
    ],
  },
];

/** Footer groups (spec: "about the platform" and "info"; docs/requirements.md#public-site). */
export const FOOTER_NAV: readonly NavGroupDef[] = [
  {
    id: 'about',
    labelKey: 'footer.groups.about',
    links: [
      { path: '/', labelKey: 'footer.links.home', audiences: ALL },
      { path: '/about/', labelKey: 'footer.links.about', audiences: ALL },
      { path: '/news/', labelKey: 'footer.links.news', audiences: ALL },
      { path: '/tariff/', labelKey: 'footer.links.tariff', audiences: ALL },
      { path: '/partners/', labelKey: 'footer.links.partners', audiences: ALL },
      { path: '/requisites/', labelKey: 'footer.links.requisites', audiences: ALL },
      { path: '/map/', labelKey: 'nav.links.map', audiences: ALL },
      { path: '/register-company/', labelKey: 'footer.links.registerCompany', audiences: ['simple', 'unauthorized', 'admin'] },
    ],
  },
  {
    id: 'info',
    labelKey: 'footer.groups.info',
    links: [
      { path: '/how-to/', labelKey: 'footer.links.howTo', audiences: ALL },
      { path: '/software/', labelKey: 'footer.links.software', audiences: ALL },
      { path: '/politics/', labelKey: 'footer.links.politics', audiences: ALL },
      { path: '/legislation/', labelKey: 'nav.links.legislation', audiences: ALL },
      { path: '/acquiring/', labelKey: 'footer.links.acquiring', audiences: ALL },
      { path: '/flight/', labelKey: 'nav.groups.flights', audiences: ['unauthorized', 'simple'] },
      { path: '/insurance/', labelKey: 'nav.groups.insurance', audiences: ['unauthorized', 'simple'] },
      { path: '/system-versions/', labelKey: 'nav.links.systemVersions', audiences: ALL },
    ],
  },
];
