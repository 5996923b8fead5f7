import { site } from '@/content/site';
import { wdmFigures, type EdfaEntry, type EdfaModel } from './shared';

const model = { model: 'PE3219M', line: 'wdm', form: '1u', cardRating: { outputs: 32, dbm: 19.5 }, dualInput: false } as const satisfies EdfaModel;

export const product = {
  key: 'pe3219m',
  model,
  page: {
    word: 'eight',
    similar: ['pe1619m', 'pe1619m-osw', 'ce1619m', 'ce0819m', 'ce0419m', 'ce0416m'],
    metaDescription: `${site.name} ${model.model}: 1550 nm video at ${wdmFigures.catvOutput} merged with the 1310/1490 nm traffic of your OLT on every output, with a CWDM built into each.`,
  },
} as const satisfies EdfaEntry;
