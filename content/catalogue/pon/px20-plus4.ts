import type { Product } from '../types';
import { orderable, ponModels } from './shared';

export const product = {
  ...orderable('px20-plus4', 'PX20++++'),
  family: 'pon',
  title: 'EPON PX20++++ SFP Module',
  cardTitle: 'EPON PX20++++',
  summary:
    `A +9 dBm EPON SFP module of class ${ponModels['px20-plus4'].opticsClass}. Our EPON OLT tables list module classes up to PX20+++ only, so ask us whether it suits your OLT, and for pricing.`,
  tabs: ['all', 'pon-sfp'],
  image: {
    kind: 'illustration',
    spec: { kind: 'sfp', label: ponModels['px20-plus4'].opticsClass },
    alt: 'EPON PX20++++ SFP optical module',
  },
  page: null,
} as const satisfies Product<'pon'>;
