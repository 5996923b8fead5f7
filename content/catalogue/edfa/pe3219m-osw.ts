import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'PE3219M+OSW', line: 'wdm', form: '1u', ponPorts: 32, dualInput: true } as const satisfies EdfaModel;

export const product = { key: 'pe3219m-osw', model, page: null } as const satisfies EdfaEntry;
