import type { Product } from '../types';
import { orderable, type SfpModel, type PonModel } from './shared';

const model = { device: 'sfp', ponType: 'epon', opticsClass: 'PX20++++' } as const satisfies SfpModel;

export const product = {
  ...orderable('px20-plus4', 'PX20++++', model),
  family: 'pon',
  title: 'EPON PX20++++ SFP Module',
  cardTitle: 'EPON PX20++++',
  summary:
    `A +9 dBm EPON SFP module of class ${model.opticsClass}. Our EPON OLT tables list module classes up to PX20+++ only, so ask us whether it suits your OLT, and for pricing.`,
  tabs: ['all', 'pon-sfp'],
  image: {
    kind: 'illustration',
    spec: { kind: 'sfp', label: model.opticsClass },
    alt: 'EPON PX20++++ SFP optical module',
  },
  page: null,
} as const satisfies Product<'pon'>;

/** The record its figures, drawing and tables read; the planner reads its optics. */
export const record = model satisfies PonModel;
