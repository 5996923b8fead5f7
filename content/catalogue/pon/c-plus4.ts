import type { Product } from '../types';
import { orderable, type SfpModel, type PonModel } from './shared';

const model = { device: 'sfp', ponType: 'gpon', opticsClass: 'C++++' } as const satisfies SfpModel;

export const product = {
  ...orderable('c-plus4', 'C++++', model),
  family: 'pon',
  title: 'GPON C++++ SFP Module',
  cardTitle: 'GPON C++++',
  summary:
    `A +9 dBm GPON SFP module of class ${model.opticsClass}. Our GPON OLT tables list Class C+ and C++ modules only, so ask us whether it suits your OLT, and for pricing.`,
  tabs: ['all', 'pon-sfp'],
  image: {
    kind: 'illustration',
    spec: { kind: 'sfp', label: model.opticsClass },
    alt: 'GPON C++++ SFP optical module',
  },
  page: null,
} as const satisfies Product<'pon'>;

/** The record its figures, drawing and tables read; the planner reads its optics. */
export const record = model satisfies PonModel;
