import { branches, branchKeys, defaultBranchKey, getBranch, telHref } from './branches';

// Every office's fields (address, contact, numbers, e-mail, position) are a content check (lib/content-checks/site.ts).
describe('branches', () => {
  it('has the twelve offices of the spec', () => {
    expect(branches).toHaveLength(12);
    expect(new Set(branches.map((b) => b.key))).toEqual(new Set(branchKeys));
  });

  it('puts New Delhi first as the default head office, the rest alphabetically', () => {
    expect(defaultBranchKey).toBe('new-delhi');
    expect(branches[0]!.key).toBe('new-delhi');
    expect(branches[0]!.kind).toBe('Head Office');
    const rest = branches.slice(1).map((b) => b.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('shows Noida as the corporate office', () => {
    expect(getBranch('noida').kind).toBe('Corporate Office');
  });

  it('holds two numbers for Kolkata', () => {
    expect(getBranch('kolkata').mobiles).toHaveLength(2);
  });

  it('turns a display number into a tel: link', () => {
    expect(telHref('+91 98300 00003')).toBe('tel:+919830000003');
  });
});
