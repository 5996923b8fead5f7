import { ENQUIRY_LIST_CAP, type EnquiryItem } from '@/lib/enquiry/list';
import { addAllToEnquiry, enquiryKeys } from './enquiry';

const line = (key: string): EnquiryItem => ({ key, quantity: 1 });

describe('enquiryKeys', () => {
  it('takes a model as its product, once however many of its models are compared', () => {
    expect(enquiryKeys([{ key: 'a~a1', product: 'a' }, { key: 'b' }, { key: 'a~a2', product: 'a' }])).toEqual(['a', 'b']);
  });
});

describe('addAllToEnquiry', () => {
  it('adds every product the list lacks, and counts those it held already', () => {
    const result = addAllToEnquiry([line('b')], ['a', 'b', 'c']);
    expect(result.items.map((i) => i.key)).toEqual(['b', 'a', 'c']);
    expect([result.added, result.present, result.full]).toEqual([2, 1, 0]);
  });

  it('stops at the list’s cap and counts what it left off', () => {
    const almost = Array.from({ length: ENQUIRY_LIST_CAP - 1 }, (_, i) => line(`p${i}`));
    const result = addAllToEnquiry(almost, ['a', 'b', 'c']);
    expect(result.items).toHaveLength(ENQUIRY_LIST_CAP);
    expect([result.added, result.present, result.full]).toEqual([1, 0, 2]);
  });
});
