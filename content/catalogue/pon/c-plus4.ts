import type { Product } from '../types';
import { orderable, ponModels } from './shared';

export const product = {
  ...orderable('c-plus4', 'C++++'),
  family: 'pon',
  title: 'GPON C++++ SFP Module',
  cardTitle: 'GPON C++++',
  summary:
    `A +9 dBm GPON SFP module of class ${ponModels['c-plus4'].opticsClass}. Our GPON OLT tables list Class C+ and C++ modules only, so ask us whether it suits your OLT, and for pricing.`,
  tabs: ['all', 'pon-sfp'],
  image: {
    kind: 'illustration',
    spec: { kind: 'sfp', label: ponModels['c-plus4'].opticsClass },
    alt: 'GPON C++++ SFP optical module',
  },
  page: null,
} as const satisfies Product<'pon'>;
