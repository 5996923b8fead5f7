import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'PE0819M', line: 'wdm', form: '1u', cardRating: { outputs: 8, dbm: 19.5 }, dualInput: false } as const satisfies EdfaModel;

export const product = { key: 'pe0819m', model, page: null } as const satisfies EdfaEntry;
