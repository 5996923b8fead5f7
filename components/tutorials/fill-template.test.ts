import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it('puts each value in its place, as often as it appears', () => {
    expect(fillTemplate('Stage {stage} of {total}', { stage: 2, total: 5 })).toBe('Stage 2 of 5');
    expect(fillTemplate('{n}/{n}', { n: 'x' })).toBe('x/x');
  });

  it('names a placeholder it has no value for', () => {
    expect(() => fillTemplate('Stage {stage} of {total}', { stage: 1 })).toThrow('needs a value for {total}');
  });
});
