import { closestModels, editDistance, modelDistance } from './closest';

const items = ['OP-100P16G', 'OP-100P8G', 'OP-100P4G', 'OP-100P8', 'FC-8R', 'FC-7LS', '82C+', 'CE0416M', 'CE0419M'].map((model) => ({ model }));

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', 'abc', 0],
    ['abc', 'abd', 1],
    ['abc', 'acb', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%j → %j is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });
});

describe('closestModels', () => {
  it('offers the nearest model numbers, nearest first', () => {
    expect(closestModels('op100p32g', items).map((i) => i.model).slice(0, 1)).toEqual(['OP-100P16G']);
    expect(closestModels('op-100p32g', items).map((i) => i.model)).toEqual(expect.arrayContaining(['OP-100P16G', 'OP-100P8G']));
  });

  it('counts a half-typed model as close', () => {
    expect(modelDistance('ce04', 'CE0416M')).toBeLessThanOrEqual(1);
    expect(closestModels('fc9r', items)[0]?.model).toBe('FC-8R');
  });

  it('offers nothing for text far from every model', () => {
    expect(closestModels('zzqx', items)).toEqual([]);
    expect(closestModels('', items)).toEqual([]);
  });

  it('stops at the count asked for', () => {
    expect(closestModels('op100p', items, 2)).toHaveLength(2);
  });
});
