/** The header's links (spec §2 Shell), in order. Labels are i18n keys of the `common` namespace. */
export const PUBLIC_NAV = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/meetings', label: 'nav.meetings', end: false },
  { to: '/organizations', label: 'nav.organizations', end: false },
  { to: '/campaigns', label: 'nav.campaigns', end: false },
  { to: '/contact-representatives', label: 'nav.contactReps', end: false },
] as const;

export const ACCOUNT_NAV = [
  { to: '/dashboard', label: 'nav.dashboard', end: false },
  { to: '/notifications', label: 'nav.notifications', end: false },
  { to: '/profile', label: 'nav.profile', end: false },
] as const;
