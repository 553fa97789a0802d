import type { Audience } from './audience';

/**
 * The navigation table (docs/requirements.md#ui-navigation) for the pages that exist. A link names its
 * locale-neutral path, its label key in the `shell` namespace and who may see it.
 * Rows whose pages are not built yet (news, tariff, faq, flight rules, legislation, …) and the
 * external marketplace link (no address is configured anywhere yet) are deliberately absent:
 * navigation never leads to an empty page.
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
    links: [{ path: '/system-versions/', labelKey: 'nav.links.systemVersions', audiences: ['simple', 'unauthorized', 'admin', 'company'] }],
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

/** Footer groups (spec: "about the platform" and "info"), limited to pages that exist. */
export const FOOTER_NAV: readonly NavGroupDef[] = [
  {
    id: 'about',
    labelKey: 'footer.groups.about',
    links: [
      { path: '/', labelKey: 'footer.links.home', audiences: ALL },
      { path: '/map/', labelKey: 'nav.links.map', audiences: ALL },
      { path: '/register-company/', labelKey: 'footer.links.registerCompany', audiences: ['simple', 'unauthorized', 'admin'] },
    ],
  },
  {
    id: 'info',
    labelKey: 'footer.groups.info',
    links: [
      { path: '/flight/', labelKey: 'nav.groups.flights', audiences: ['unauthorized', 'simple'] },
      { path: '/insurance/', labelKey: 'nav.groups.insurance', audiences: ['unauthorized', 'simple'] },
      { path: '/system-versions/', labelKey: 'nav.links.systemVersions', audiences: ALL },
    ],
  },
];
