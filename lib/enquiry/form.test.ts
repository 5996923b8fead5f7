import {
  DRAFT_STORAGE_KEY,
  enquiryFields,
  greetingName,
  hiddenFields,
  parseDraft,
  productSubject,
  serialiseDraft,
} from './form';

describe('enquiry rules', () => {
  it('has the seven visible fields of the spec, in order', () => {
    expect(enquiryFields).toEqual(['name', 'company', 'mobile', 'email', 'subject', 'address', 'enquiry']);
  });

  it('greets the typed name, or Customer when it is empty', () => {
    expect(greetingName('Asha Rao')).toBe('Asha Rao');
    expect(greetingName('  Ravi ')).toBe('Ravi');
    expect(greetingName('')).toBe('Customer');
    expect(greetingName('   ')).toBe('Customer');
    expect(greetingName('सुनीता')).toBe('सुनीता');
  });

  it('lists the service control fields with their fixed values', () => {
    const fields = Object.fromEntries(
      hiddenFields({ subject: 'New enquiry', next: 'https://x.example/thank-you', cc: 'a@x.example', autoresponse: 'Hi' }),
    );
    expect(fields).toEqual({
      _subject: 'New enquiry',
      _template: 'table',
      _captcha: 'false',
      _next: 'https://x.example/thank-you',
      _cc: 'a@x.example',
      _autoresponse: 'Hi',
    });
  });

  describe('draft', () => {
    it('round-trips what was typed, exactly', () => {
      const values = { name: '  Zoë ', enquiry: 'Line one\nLine two — ₹ 4,000 😀', subject: '<b>S1V</b>' };
      expect(parseDraft(serialiseDraft(values))).toEqual(values);
    });

    it('stores nothing when every field is empty', () => {
      expect(serialiseDraft({ name: '', subject: '' })).toBeNull();
    });

    it('ignores unreadable text, unknown keys and non-string values', () => {
      expect(parseDraft('{not json')).toEqual({});
      expect(parseDraft('[1,2]')).toEqual({});
      expect(parseDraft(null)).toEqual({});
      expect(parseDraft(JSON.stringify({ name: 'A', _cc: 'x', mobile: 98 }))).toEqual({ name: 'A' });
    });

    it('has a versioned storage key', () => {
      expect(DRAFT_STORAGE_KEY).toMatch(/:v\d+$/);
    });
  });

  describe('product prefill', () => {
    const titles = { s1v: 'Sumitomo TYPE-S1V Fusion Splicer' };

    it('takes the title of a known product', () => {
      expect(productSubject('?product=s1v', titles)).toBe('Sumitomo TYPE-S1V Fusion Splicer');
    });

    it('ignores unknown keys, inherited names and a missing parameter', () => {
      expect(productSubject('?product=nope', titles)).toBeNull();
      expect(productSubject('?product=constructor', titles)).toBeNull();
      expect(productSubject('', titles)).toBeNull();
      expect(productSubject('?branch=kolkata', titles)).toBeNull();
    });
  });
});
