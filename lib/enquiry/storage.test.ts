import { clearStorageScript, CLEAR_SENT_ENQUIRY_SCRIPT, ENQUIRY_STORAGE_KEYS } from './storage';

const run = (script: string) => new Function(script)() as unknown;

describe('clearing a sent enquiry', () => {
  beforeEach(() => window.localStorage.clear());

  it('removes the list, the draft and the waiting mark, and nothing else', () => {
    window.localStorage.setItem(ENQUIRY_STORAGE_KEYS.list, '{"version":1,"items":[{"key":"s1v","quantity":2}]}');
    window.localStorage.setItem(ENQUIRY_STORAGE_KEYS.draft, '{"name":"Asha"}');
    window.localStorage.setItem(ENQUIRY_STORAGE_KEYS.waiting, '1');
    window.localStorage.setItem('compare-list', '{"version":1,"items":[]}');
    run(CLEAR_SENT_ENQUIRY_SCRIPT);
    expect(window.localStorage.getItem(ENQUIRY_STORAGE_KEYS.list)).toBeNull();
    expect(window.localStorage.getItem(ENQUIRY_STORAGE_KEYS.draft)).toBeNull();
    expect(window.localStorage.getItem(ENQUIRY_STORAGE_KEYS.waiting)).toBeNull();
    expect(window.localStorage.getItem('compare-list')).not.toBeNull();
  });

  it('names every enquiry key, each written once', () => {
    for (const key of Object.values(ENQUIRY_STORAGE_KEYS)) expect(CLEAR_SENT_ENQUIRY_SCRIPT).toContain(JSON.stringify(key));
    expect(new Set(Object.values(ENQUIRY_STORAGE_KEYS)).size).toBe(Object.keys(ENQUIRY_STORAGE_KEYS).length);
  });

  it('throws nothing where storage is refused', () => {
    const spy = jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => run(CLEAR_SENT_ENQUIRY_SCRIPT)).not.toThrow();
    spy.mockRestore();
  });

  it('cannot close its own <script> element, whatever the key', () => {
    const script = clearStorageScript(['</script><script>alert(1)//']);
    expect(script).not.toContain('</');
    window.localStorage.setItem('</script><script>alert(1)//', 'x');
    run(script);
    expect(window.localStorage.getItem('</script><script>alert(1)//')).toBeNull();
  });
});
