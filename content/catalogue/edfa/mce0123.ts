import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'MCE0123', line: 'catv', form: 'mini', outputPorts: 1, portDbm: 23.5, dualInput: false } as const satisfies EdfaModel;

export const product = { key: 'mce0123', model, page: null } as const satisfies EdfaEntry;
