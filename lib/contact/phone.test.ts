import { phoneText } from './phone';

describe('phoneText', () => {
  it('joins the groups of a number with non-breaking spaces', () => {
    expect(phoneText('+91 98100 00000')).toBe('+91\u00a098100\u00a000000');
    expect(phoneText('+91 98100 00000')).not.toMatch(/ /);
  });
});
