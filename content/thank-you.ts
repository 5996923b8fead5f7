import { branchOfficeCount } from './company';

/**
 * The thank-you page's words, after an enquiry is sent. A module of its own,
 * apart from content/contact.ts, whose form words the browser loads: these
 * count the branch offices (content/company.ts), which the form need not load.
 */
export const thankYouPage = {
  eyebrow: 'Enquiry sent',
  title: 'Thank you, we have your enquiry',
  lead: 'A copy is on its way to your inbox if you gave us an e-mail address.',
  nextTitle: 'What happens next',
  steps: [
    'Our sales team reads every enquiry the same working day and passes it to the specialist for that product.',
    'We reply within one working day with prices, availability and, where it helps, a datasheet or a suggested alternative.',
    `For site work, training or service, the nearest of our ${branchOfficeCount} will call you to fix a visit.`,
  ],
  directTitle: 'Need us sooner?',
  browseTitle: 'Browse our products meanwhile',
} as const;
