import { product as ce0416m } from './ce0416m';
import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'CE0419M', line: 'catv', form: '1u', outputPorts: 4, portDbm: 19.5, dualInput: false } as const satisfies EdfaModel;

export const product = {
  key: 'ce0419m',
  model,
  page: {
    word: 'two',
    similar: ['ce0416m', 'ce0819m', 'ce1619m', 'ce0416m-osw', 'pe1619m', 'pe3219m'],
    metaDescription: `Four outputs at ${model.portDbm} dBm from one rack unit: the ${model.model} CATV EDFA reaches longer or more split video routes than its ${ce0416m.model.portDbm} dBm sibling.`,
  },
} as const satisfies EdfaEntry;
