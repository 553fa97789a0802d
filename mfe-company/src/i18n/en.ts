import type { CompanyTranslations } from './ru';

export const en: CompanyTranslations = {
  sections: 'Sections',
  company: {
    title: 'Company account',
    description: 'Flights, drones, staff and documents of a legal entity or a sole proprietor in one place.',
    flightRequests: {
      title: 'Flight requests',
      text: 'The company’s requests to use the airspace and their agreement.',
    },
    newFlightRequest: {
      title: 'New request',
      text: 'A request needs at least one company drone and an employee entitled to sign.',
    },
    insurance: {
      title: 'Insurance',
      text: 'The company’s policies for its drones.',
    },
    profile: {
      title: 'Company profile',
      text: 'Name, registration details, addresses and the head of the company.',
    },
    documents: {
      title: 'Documents',
      text: 'Extract from the state register, powers of attorney and pilots’ certificates.',
    },
    drones: {
      title: 'Company drones',
      text: 'Drones with registration certificates, airworthiness certificates and proof of ownership.',
    },
    employees: {
      title: 'Employees',
      text: 'Staff roles: administrator, manager, pilot, signer.',
    },
    invites: {
      title: 'Invitations',
      text: 'Invite an employee by e-mail. Available to company administrators.',
    },
    payment: {
      title: 'Payment details',
      text: 'Bank, BIC, settlement and correspondent accounts for paying for services.',
    },
  },
  register: {
    title: 'Register a company',
    description:
      'Apply to work on the platform on behalf of a legal entity or a sole proprietor: agree the company’s flights, register its drones and invite staff.',
    stepsTitle: 'How to register a company',
    steps: {
      signIn: 'Sign in to the platform with your own account.',
      details: 'Enter the company details: legal form, INN, OGRN, KPP, addresses, the head and the basis of their authority.',
      documents: 'Attach an extract from the state register and, if someone other than the head applies, a power of attorney.',
      review: 'A platform moderator reviews the request: approves it, returns it for corrections with a comment, or declines it.',
    },
    company: {
      title: 'Company account',
      text: 'Once the request is approved, the company’s flights, drones and staff appear here.',
    },
  },
  common: {
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    failed: 'That did not work. Please try again.',
  },
  area: {
    loading: 'Loading the company…',
    loadFailed: 'Could not load the company',
    notMember: {
      title: 'You do not work for a company',
      text: 'The company account is open to its employees. Register a company or accept an invitation from its administrator.',
      register: 'Register a company',
    },
  },
  profileMenu: {
    label: 'Company profile sections',
    main: 'Main information',
    documents: 'Documents',
    invites: 'Invitations',
    employees: 'Employees',
    drones: 'Drones',
    payment: 'Payment details',
  },
  roles: {
    ADMIN: 'Administrator',
    MANAGER: 'Manager',
    PILOT: 'Pilot',
    SIGNER: 'Signer',
  },
  statuses: {
    CREATED: 'Created',
    FIX_REQUIRED: 'Needs a fix',
    FIXED: 'Fixed',
    DECLINED: 'Declined',
    APPROVED: 'Approved',
    CONFIRMED: 'Changes confirmed',
  },
  history: {
    title: 'Request history',
    commentary: 'Reviewer’s commentary',
    actors: {
      APPLICANT: 'Applicant',
      REVIEWER: 'Reviewer',
    },
  },
  home: {
    avatarAlt: 'Avatar of {{name}}',
    myRoles: 'Your roles',
    numbersTitle: 'The company in numbers',
    drones: 'Drones',
    roleCounts: {
      ADMIN: 'Administrators',
      MANAGER: 'Managers',
      PILOT: 'Pilots',
      SIGNER: 'Signers',
    },
    comingLater: 'This part comes with a later version of the platform.',
    backToCompany: 'Back to the company account',
  },
  errors: {
    'company-registration': {
      'open-request-exists': 'You already have a request under review: change it instead of creating a new one.',
      'already-employed': 'You already work for an organisation and cannot register a new company.',
      'wrong-status': 'A request in this status cannot be changed. Reload the page.',
      'not-found': 'The request was not found.',
      'duplicate-inn': 'A company with this INN is already registered or awaiting review.',
    },
    companies: {
      'not-a-member': 'You do not work for this company.',
      'admin-only': 'Only the company’s administrators and managers can do this.',
    },
  },
  notFound: {
    title: 'This page could not be found',
    text: 'The company section has no such page. The link may be out of date.',
    back: 'Back to the section',
  },
};
