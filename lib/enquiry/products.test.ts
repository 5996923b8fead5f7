import { ENQUIRY_PRODUCTS_PATH, isEnquiryProducts } from './products';

const ok = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('the enquiry products file', () => {
  it('accepts key → model and title, and nothing else', () => {
    expect(isEnquiryProducts({ s1v: { model: 'S1V', title: 'Sumitomo S1V' } })).toBe(true);
    expect(isEnquiryProducts({ s1v: { model: 'S1V' } })).toBe(false);
    expect(isEnquiryProducts([])).toBe(false);
    expect(isEnquiryProducts(null)).toBe(false);
  });

  it('is fetched once, and again after a failure', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 404 })
      .mockImplementationOnce(() => ok({ s1v: { model: 1 } }))
      .mockImplementation(() => ok({ s1v: { model: 'S1V', title: 'Sumitomo S1V' } }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    jest.resetModules();
    const { loadEnquiryProducts } = await import('./products');
    await expect(loadEnquiryProducts()).rejects.toThrow('HTTP 404');
    await expect(loadEnquiryProducts()).rejects.toThrow('unexpected format');
    const [a, b] = await Promise.all([loadEnquiryProducts(), loadEnquiryProducts()]);
    expect(a).toBe(b);
    expect(a.s1v?.title).toBe('Sumitomo S1V');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenLastCalledWith(ENQUIRY_PRODUCTS_PATH);
  });
});
