import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'MC04', line: 'catv', form: 'mini', outputPorts: 4, portDbm: 16.5, dualInput: false } as const satisfies EdfaModel;

export const product = { key: 'mc04', model, page: null } as const satisfies EdfaEntry;
