import type { Marketer } from './marketer';

/**
 * The demo's marketers, created on start when missing and listed in the
 * README. Anyone can read these passwords: change or delete the accounts
 * before the editor is opened to the internet.
 */
export const DEMO_MARKETERS: readonly {
  email: string;
  password: string;
  name: string;
  role: Marketer['role'];
  dealerSlugs: readonly string[];
}[] = [
  { email: 'admin@dealer-sites.example', password: 'platform-demo-2026', name: 'Pat Platform', role: 'platform-admin', dealerSlugs: [] },
  {
    email: 'marketing@sunshine-toyota.example',
    password: 'sunshine-demo-2026',
    name: 'Sam Sunshine',
    role: 'dealer-editor',
    dealerSlugs: ['sunshine-toyota'],
  },
  {
    email: 'marketing@harbour-city-motors.example',
    password: 'harbour-demo-2026',
    name: 'Harper Harbour',
    role: 'dealer-editor',
    dealerSlugs: ['harbour-city-motors'],
  },
];
