import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'PE0819M', line: 'wdm', form: '1u', ponPorts: 8, dualInput: false } as const satisfies EdfaModel;

export const product = { key: 'pe0819m', model, page: null } as const satisfies EdfaEntry;
