import { branches } from './branches';
import { DISPLAY_NUMBER, phoneNumber, telHref } from './phone';
import { site } from './site';

describe('phone numbers', () => {
  it('derive the tel:, WhatsApp and wa.me forms from the number as shown', () => {
    expect(phoneNumber('+91 98100 00000')).toEqual({
      display: '+91 98100 00000',
      tel: '+919810000000',
      whatsapp: '919810000000',
      whatsappHref: 'https://wa.me/919810000000',
    });
    expect(telHref('+91 98300 00003')).toBe('tel:+919830000003');
  });

  it('write the company number once: the WhatsApp social link is the number’s own chat link', () => {
    const whatsapp = site.social.find((s) => s.kind === 'whatsapp');
    expect(whatsapp?.href).toBe(site.phone.whatsappHref);
    expect(site.phone).toEqual(phoneNumber(site.phone.display));
  });

  it('accept only international numbers in groups', () => {
    expect(DISPLAY_NUMBER.test(site.phone.display)).toBe(true);
    for (const b of branches) for (const m of b.mobiles) expect({ m, ok: DISPLAY_NUMBER.test(m) }).toEqual({ m, ok: true });
    expect(DISPLAY_NUMBER.test('09810000000')).toBe(false);
    expect(DISPLAY_NUMBER.test('+91-98100-00000')).toBe(false);
  });
});
