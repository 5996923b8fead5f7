import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'PE3219M+OSW', line: 'wdm', form: '1u', cardRating: { outputs: 32, dbm: 19.5 }, dualInput: true } as const satisfies EdfaModel;

export const product = { key: 'pe3219m-osw', model, page: null } as const satisfies EdfaEntry;
