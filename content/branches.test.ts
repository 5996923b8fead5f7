import { branches, branchKeys, defaultBranchKey, getBranch, telHref } from './branches';

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

  it('gives every office the fields both readings name', () => {
    for (const b of branches) {
      expect(b.address.length).toBeGreaterThan(10);
      expect(b.contactRole).not.toBe('');
      expect(b.designation).not.toBe('');
      expect(b.mobiles.length).toBeGreaterThan(0);
      expect(b.email).toMatch(/^[^@\s]+@lumora\.example$/);
      expect(b.lat).toBeGreaterThan(6);
      expect(b.lat).toBeLessThan(37);
      expect(b.lon).toBeGreaterThan(68);
      expect(b.lon).toBeLessThan(98);
    }
  });

  it('holds two numbers for Kolkata', () => {
    expect(getBranch('kolkata').mobiles).toHaveLength(2);
  });

  it('turns a display number into a tel: link', () => {
    expect(telHref('+91 98300 00003')).toBe('tel:+919830000003');
  });
});
