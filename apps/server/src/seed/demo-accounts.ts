/** The demo logins the README lists and `npm start` prints. All share one password. */
import type { TRole, TViewPreset } from '@portal/domain';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_LICENSE_BROKER = 'DEMO-MAKLER';
export const DEMO_LICENSE_COMMERCIAL = 'DEMO-GEWERBE';

export type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  description: string;
  memberships: { license: string; role: TRole; preset: TViewPreset }[];
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.test', firstName: 'Anna', lastName: 'Admin', description: 'Lizenz-Administratorin', memberships: [{ license: DEMO_LICENSE_BROKER, role: 'licenseAdmin', preset: 'Vermittler' }] },
  { email: 'makler@demo.test', firstName: 'Max', lastName: 'Makler', description: 'Makler (Vorlage Vermittler)', memberships: [{ license: DEMO_LICENSE_BROKER, role: 'intermediary', preset: 'Vermittler' }] },
  { email: 'sachbearbeiter@demo.test', firstName: 'Sabine', lastName: 'Sachbearbeiter', description: 'Sachbearbeiterin (Vorlage Sachbearbeiter)', memberships: [{ license: DEMO_LICENSE_BROKER, role: 'employee', preset: 'Sachbearbeiter' }] },
  { email: 'gewerbe@demo.test', firstName: 'Georg', lastName: 'Gewerbe', description: 'Gewerbekunde (Vorlage Gewerbe)', memberships: [{ license: DEMO_LICENSE_COMMERCIAL, role: 'customer', preset: 'Gewerbe' }] },
  { email: 'privat@demo.test', firstName: 'Paula', lastName: 'Privat', description: 'Privatkundin (Vorlage Privat)', memberships: [{ license: DEMO_LICENSE_BROKER, role: 'customer', preset: 'Privat' }] },
  { email: 'karten@demo.test', firstName: 'Karl', lastName: 'Karten', description: 'Mitarbeiter (Vorlage Karten)', memberships: [{ license: DEMO_LICENSE_BROKER, role: 'employee', preset: 'Karten' }] },
  { email: 'schadenmelder@demo.test', firstName: 'Sven', lastName: 'Schadenmelder', description: 'Schadenmelder', memberships: [{ license: DEMO_LICENSE_BROKER, role: 'claimReporter', preset: 'Schadenmelder' }] },
  {
    email: 'multi@demo.test',
    firstName: 'Mira',
    lastName: 'Multi',
    description: 'Mitarbeiterin in beiden Lizenzen',
    memberships: [
      { license: DEMO_LICENSE_BROKER, role: 'employee', preset: 'Sachbearbeiter' },
      { license: DEMO_LICENSE_COMMERCIAL, role: 'employee', preset: 'Gewerbe' },
    ],
  },
];

/** The guest user behind "Als Gast anmelden": read-only, in the licences that allow guests. */
export const GUEST_ACCOUNT = { email: 'gast@demo.test', firstName: 'Gast', lastName: 'Zugang', preset: 'Vermittler' as TViewPreset };
