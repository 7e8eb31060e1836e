/**
 * i18next for every user-facing string. English is bundled (it is the default and must be instant); other
 * languages will be loaded lazily. One namespace per feature, one JSON file each under web/src/locales/<lng>/.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import admin from '../locales/en/admin.json';
import auth from '../locales/en/auth.json';
import campaigns from '../locales/en/campaigns.json';
import chat from '../locales/en/chat.json';
import common from '../locales/en/common.json';
import contact from '../locales/en/contact.json';
import dashboard from '../locales/en/dashboard.json';
import errors from '../locales/en/errors.json';
import home from '../locales/en/home.json';
import meetings from '../locales/en/meetings.json';
import notifications from '../locales/en/notifications.json';
import organizations from '../locales/en/organizations.json';
import profile from '../locales/en/profile.json';
import signup from '../locales/en/signup.json';

export const resources = {
  en: {
    admin,
    auth,
    campaigns,
    chat,
    common,
    contact,
    dashboard,
    errors,
    home,
    meetings,
    notifications,
    organizations,
    profile,
    signup,
  },
} as const;

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(resources.en),
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
