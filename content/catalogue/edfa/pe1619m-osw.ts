import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'PE1619M+OSW', line: 'wdm', form: '1u', cardRating: { outputs: 16, dbm: 19.5 }, dualInput: true } as const satisfies EdfaModel;

export const product = {
  key: 'pe1619m-osw',
  model,
  page: {
    word: 'seven',
    similar: ['pe1619m', 'pe3219m', 'ce0416m-osw', 'ce1619m', 'ce0819m', 'ce0419m'],
    metaTitle: `${model.model} Dual-Input WDM EDFA for PON`,
    metaDescription: `The ${model.model} WDM EDFA joins 1550 nm CATV to your OLT's PON traffic on every output and protects the video feed with a second input behind an optical switch.`,
  },
} as const satisfies EdfaEntry;
