import { site } from './site';
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

  it('gives every office the fields both readings name, naming the office and field of any gap', () => {
    const problems = branches.flatMap((b) => {
      const found: string[] = [];
      const field = (name: string, ok: boolean, what: string) => {
        if (!ok) found.push(`${b.key} › ${name}: ${what}`);
      };
      field('address', b.address.length > 10, `"${b.address}" is too short to find the office`);
      field('contactRole', b.contactRole.trim() !== '', 'empty');
      field('designation', b.designation.trim() !== '', 'empty');
      field('mobiles', b.mobiles.length > 0, 'no number');
      const domain = site.email.split('@')[1] ?? '';
      field('email', /^[^@\s]+@[^@\s]+$/.test(b.email) && b.email.endsWith(`@${domain}`), `"${b.email}" is not an address at ${domain} (site.email)`);
      field('lat', b.lat > 6 && b.lat < 37, `${b.lat} is outside India`);
      field('lon', b.lon > 68 && b.lon < 98, `${b.lon} is outside India`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('holds two numbers for Kolkata', () => {
    expect(getBranch('kolkata').mobiles).toHaveLength(2);
  });

  it('turns a display number into a tel: link', () => {
    expect(telHref('+91 98300 00003')).toBe('tel:+919830000003');
  });
});
