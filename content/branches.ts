import { telHref } from './phone';

/**
 * Branch offices. One list serves the footer and the contact page.
 * Sample data: names, numbers and addresses are placeholders the company replaces.
 */

export const branchKeys = [
  'new-delhi',
  'noida',
  'kolkata',
  'siliguri',
  'ahmedabad',
  'mumbai',
  'patna',
  'chennai',
  'hyderabad',
  'bangalore',
  'guwahati',
  'kochi',
] as const;

export type BranchKey = (typeof branchKeys)[number];

export interface Branch {
  key: BranchKey;
  name: string;
  city: string;
  /** 'Head Office', 'Corporate Office' or 'Branch Office'. */
  kind: 'Head Office' | 'Corporate Office' | 'Branch Office';
  address: string;
  contactRole: string;
  designation: string;
  /** Display form, one or more; `tel:` links strip the spaces. */
  mobiles: readonly [string, ...string[]];
  email: string;
  lat: number;
  lon: number;
}

type BranchRecord = Omit<Branch, 'key'>;

const records = {
  'new-delhi': {
    name: 'New Delhi Office',
    city: 'New Delhi',
    kind: 'Head Office',
    address: 'Plot 14, Okhla Industrial Estate Phase III, New Delhi 110020',
    contactRole: 'Regional Sales Manager',
    designation: 'North India',
    mobiles: ['+91 98100 00001'],
    email: 'delhi@lumora.example',
    lat: 28.5494,
    lon: 77.2736,
  },
  noida: {
    name: 'Noida Office',
    city: 'Noida',
    kind: 'Corporate Office',
    address: 'Tower B, 5th Floor, Sector 62, Noida, Uttar Pradesh 201309',
    contactRole: 'Corporate Accounts Manager',
    designation: 'Enterprise and Government',
    mobiles: ['+91 98100 00002'],
    email: 'noida@lumora.example',
    lat: 28.6208,
    lon: 77.3633,
  },
  kolkata: {
    name: 'Kolkata Office',
    city: 'Kolkata',
    kind: 'Branch Office',
    address: '22 Camac Street, 3rd Floor, Kolkata, West Bengal 700016',
    contactRole: 'Branch Manager',
    designation: 'East India',
    mobiles: ['+91 98300 00003', '+91 98300 00013'],
    email: 'kolkata@lumora.example',
    lat: 22.5482,
    lon: 88.3531,
  },
  siliguri: {
    name: 'Siliguri Office',
    city: 'Siliguri',
    kind: 'Branch Office',
    address: 'Sevoke Road, 2nd Mile, Siliguri, West Bengal 734001',
    contactRole: 'Area Sales Executive',
    designation: 'North Bengal and Sikkim',
    mobiles: ['+91 98320 00004'],
    email: 'siliguri@lumora.example',
    lat: 26.7271,
    lon: 88.4284,
  },
  ahmedabad: {
    name: 'Ahmedabad Office',
    city: 'Ahmedabad',
    kind: 'Branch Office',
    address: 'Shivalik Corporate Park, Satellite Road, Ahmedabad, Gujarat 380015',
    contactRole: 'Branch Manager',
    designation: 'Gujarat',
    mobiles: ['+91 98250 00005'],
    email: 'ahmedabad@lumora.example',
    lat: 23.0276,
    lon: 72.5271,
  },
  mumbai: {
    name: 'Mumbai Office',
    city: 'Mumbai',
    kind: 'Branch Office',
    address: 'Unit 408, Andheri Kurla Road, Andheri East, Mumbai, Maharashtra 400059',
    contactRole: 'Regional Sales Manager',
    designation: 'West India',
    mobiles: ['+91 98200 00006'],
    email: 'mumbai@lumora.example',
    lat: 19.1136,
    lon: 72.8697,
  },
  patna: {
    name: 'Patna Office',
    city: 'Patna',
    kind: 'Branch Office',
    address: 'Fraser Road, Near Dak Bungalow Chowk, Patna, Bihar 800001',
    contactRole: 'Area Sales Manager',
    designation: 'Bihar and Jharkhand',
    mobiles: ['+91 99310 00007'],
    email: 'patna@lumora.example',
    lat: 25.6117,
    lon: 85.1376,
  },
  chennai: {
    name: 'Chennai Office',
    city: 'Chennai',
    kind: 'Branch Office',
    address: 'Anna Salai, Teynampet, Chennai, Tamil Nadu 600018',
    contactRole: 'Branch Manager',
    designation: 'Tamil Nadu',
    mobiles: ['+91 98400 00008'],
    email: 'chennai@lumora.example',
    lat: 13.0418,
    lon: 80.2486,
  },
  hyderabad: {
    name: 'Hyderabad Office',
    city: 'Hyderabad',
    kind: 'Branch Office',
    address: 'Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033',
    contactRole: 'Branch Manager',
    designation: 'Telangana and Andhra Pradesh',
    mobiles: ['+91 98480 00009'],
    email: 'hyderabad@lumora.example',
    lat: 17.4316,
    lon: 78.4071,
  },
  bangalore: {
    name: 'Bangalore Office',
    city: 'Bengaluru',
    kind: 'Branch Office',
    address: 'Infantry Road, Shivaji Nagar, Bengaluru, Karnataka 560001',
    contactRole: 'Regional Sales Manager',
    designation: 'South India',
    mobiles: ['+91 98450 00010'],
    email: 'bangalore@lumora.example',
    lat: 12.9833,
    lon: 77.6033,
  },
  guwahati: {
    name: 'Guwahati Office',
    city: 'Guwahati',
    kind: 'Branch Office',
    address: 'G. S. Road, Christian Basti, Guwahati, Assam 781005',
    contactRole: 'Area Sales Manager',
    designation: 'North East India',
    mobiles: ['+91 98640 00011'],
    email: 'guwahati@lumora.example',
    lat: 26.1579,
    lon: 91.7794,
  },
  kochi: {
    name: 'Kochi Office',
    city: 'Kochi',
    kind: 'Branch Office',
    address: 'MG Road, Ravipuram, Kochi, Kerala 682016',
    contactRole: 'Area Sales Manager',
    designation: 'Kerala',
    mobiles: ['+91 98470 00012'],
    email: 'kochi@lumora.example',
    lat: 9.9658,
    lon: 76.2894,
  },
} as const satisfies Record<BranchKey, BranchRecord>;

export const defaultBranchKey: BranchKey = 'new-delhi';

const byKey = (key: BranchKey): Branch => {
  const r = records[key];
  return { key, ...r };
};

/** New Delhi (head office) first, then the others alphabetically by name. */
export const branches: readonly Branch[] = [
  byKey(defaultBranchKey),
  ...branchKeys
    .filter((k) => k !== defaultBranchKey)
    .map(byKey)
    .sort((a, b) => a.name.localeCompare(b.name, 'en')),
];

/** The branch list as dropdown options, in the same order. */
export const branchOptions: readonly { value: BranchKey; label: string }[] = branches.map((b) => ({
  value: b.key,
  label: b.name,
}));

export function getBranch(key: BranchKey): Branch {
  return byKey(key);
}

export function isBranchKey(value: string): value is BranchKey {
  return (branchKeys as readonly string[]).includes(value);
}

/** The office a `?branch=<key>` query names (search results link there), or null. */
export function branchFromSearch(search: string): BranchKey | null {
  const key = new URLSearchParams(search).get('branch');
  return key !== null && isBranchKey(key) ? key : null;
}

export { telHref };
