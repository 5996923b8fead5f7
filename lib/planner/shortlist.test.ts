import { shortlist, SHORTLIST_SIZE } from './shortlist';

const item = (role: string, name: string) => ({ role, name });

describe('shortlist', () => {
  it('keeps a list within the size whole', () => {
    const items = [item('OLT', 'a'), item('ONT', 'b'), item('ONT', 'c')];
    expect(shortlist(items, (i) => i.role, 2)).toEqual({ shown: items, more: 0 });
  });

  it('keeps the first items of each group in the list’s order and counts the rest', () => {
    const items = [item('OLT', 'o1'), item('OLT', 'o2'), item('OLT', 'o3'), item('ONT', 'n1'), item('OLT', 'o4'), item('ONT', 'n2'), item('ONT', 'n3'), item('Cable', 'c')];
    const { shown, more } = shortlist(items, (i) => i.role, 2);
    expect(shown.map((i) => i.name)).toEqual(['o1', 'o2', 'n1', 'n2', 'c']);
    expect(more).toBe(3);
  });

  it('treats the whole list as one group when told so', () => {
    const items = Array.from({ length: SHORTLIST_SIZE + 3 }, (_, i) => item(`${i} ports`, `m${i}`));
    const { shown, more } = shortlist(items, () => 'amplifier');
    expect(shown.map((i) => i.name)).toEqual(items.slice(0, SHORTLIST_SIZE).map((i) => i.name));
    expect(more).toBe(3);
  });

  it('shows nothing of an empty list', () => {
    expect(shortlist([], () => 'x')).toEqual({ shown: [], more: 0 });
  });
});
