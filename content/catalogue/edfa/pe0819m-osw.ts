import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'PE0819M+OSW', line: 'wdm', form: '1u', cardRating: { outputs: 8, dbm: 19.5 }, dualInput: true } as const satisfies EdfaModel;

export const product = { key: 'pe0819m-osw', model, page: null } as const satisfies EdfaEntry;
